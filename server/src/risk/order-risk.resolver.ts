import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { can, Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { Order } from '../orders/models/order.model';
import { OrderRiskModel, RiskLevel } from './models/risk.model';

/**
 * `Order.risk`: staff who read orders only. Shoppers read the same Order type (their own orders), so the field answers null
 * to anyone else rather than refusing the whole query.
 */
@Resolver(() => Order)
export class OrderRiskResolver {
  @ResolveField(() => OrderRiskModel, {
    nullable: true,
    description: 'Staff who read orders only (null for anyone else): the risk level and its reasons.',
  })
  risk(@Parent() order: Order, @Ctx() ctx: RequestContext): OrderRiskModel | null {
    if (!can(ctx.user, Permission.OrdersRead) || !order.risk) return null;
    return { level: order.risk.level as RiskLevel, reasons: order.risk.reasons };
  }
}

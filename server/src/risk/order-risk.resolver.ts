import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { Order } from '../orders/models/order.model';
import { OrderRiskModel, RiskLevel } from './models/risk.model';

/**
 * `Order.risk`: admins only. Shoppers read the same Order type (their own orders), so the field answers null
 * to anyone else rather than refusing the whole query.
 */
@Resolver(() => Order)
export class OrderRiskResolver {
  @ResolveField(() => OrderRiskModel, {
    nullable: true,
    description: 'Admins only (null for anyone else): the risk level and its reasons.',
  })
  risk(@Parent() order: Order, @Ctx() ctx: RequestContext): OrderRiskModel | null {
    if (ctx.user?.role !== 'admin' || !order.risk) return null;
    return { level: order.risk.level as RiskLevel, reasons: order.risk.reasons };
  }
}

import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { can, Permission } from '../common/access/permissions';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { Shipment } from '../orders/models/shipment.model';

/**
 * `Shipment.paymentId` and `Shipment.paidAt`: which courier payment paid a parcel's cash is the merchant's
 * accounts, not the customer's. Shoppers read the same Shipment type on their own orders, so these answer
 * null to anyone but staff who read courier cash (REST: only the admin routes carry them, see order.rest.ts).
 */
@Resolver(() => Shipment)
export class ShipmentPaymentResolver {
  @ResolveField(() => String, {
    nullable: true,
    description: 'Staff who read courier cash only (null for anyone else): the courier payment that paid its cash.',
  })
  paymentId(@Parent() shipment: Shipment, @Ctx() ctx: RequestContext): string | null {
    return can(ctx.user, Permission.PaymentsRead) ? (shipment.paymentId ?? null) : null;
  }

  @ResolveField(() => Date, {
    nullable: true,
    description: 'Staff who read courier cash only (null for anyone else): when it was paid.',
  })
  paidAt(@Parent() shipment: Shipment, @Ctx() ctx: RequestContext): Date | null {
    return can(ctx.user, Permission.PaymentsRead) ? (shipment.paidAt ?? null) : null;
  }
}

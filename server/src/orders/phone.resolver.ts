import { Parent, ResolveField, Resolver } from '@nestjs/graphql';
import { Ctx, type RequestContext } from '../common/access/request-context';
import { Contact, OrderCustomer } from './models/order.model';
import { phoneForViewer } from './phone-view';

const DESCRIPTION = "Masked ('0300 •••4567') for staff whose role does not show customers' phones (a Confirmer).";

/** `Contact.phone` (an order's shipping address and guest details) as the viewer may see it (phone-view.ts). */
@Resolver(() => Contact)
export class ContactPhoneResolver {
  @ResolveField(() => String, { description: DESCRIPTION })
  phone(@Parent() contact: Contact, @Ctx() ctx: RequestContext): string {
    return phoneForViewer(contact.phone, ctx.user);
  }
}

/** `OrderCustomer.phone` (the account's) as the viewer may see it (phone-view.ts). */
@Resolver(() => OrderCustomer)
export class OrderCustomerPhoneResolver {
  @ResolveField(() => String, { description: DESCRIPTION })
  phone(@Parent() customer: OrderCustomer, @Ctx() ctx: RequestContext): string {
    return phoneForViewer(customer.phone, ctx.user);
  }
}

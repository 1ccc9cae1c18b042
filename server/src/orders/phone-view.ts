import { can, Permission } from '../common/access/permissions';
import type { AuthUser } from '../common/access/request-context';
import { maskPhone } from '../common/phone/pakistani-phone';
import type { Order } from './models/order.model';

type Viewer = Pick<AuthUser, 'role' | 'staffRole'> | undefined;

/**
 * Whether a viewer sees customers' phone numbers masked: staff whose role does not grant `customers:phones` (a
 * Confirmer). They reveal one order's number when they call (ConfirmationsService.revealPhone, recorded). Customers
 * see their own orders' numbers in full.
 */
export const seesPhonesMasked = (viewer: Viewer): boolean =>
  viewer?.role === 'admin' && !can(viewer, Permission.CustomersPhones);

/** A phone as this viewer may see it. */
export const phoneForViewer = (phone: string, viewer: Viewer): string =>
  seesPhonesMasked(viewer) ? maskPhone(phone) : phone;

/** An order as this viewer may see it: the shipping, guest and account phones masked for those who see them so. */
export function orderForViewer(order: Order, viewer: Viewer): Order {
  if (!seesPhonesMasked(viewer)) return order;
  return {
    ...order,
    shippingAddress: { ...order.shippingAddress, phone: maskPhone(order.shippingAddress.phone) },
    guestInfo: order.guestInfo ? { ...order.guestInfo, phone: maskPhone(order.guestInfo.phone) } : order.guestInfo,
    customer: order.customer ? { ...order.customer, phone: maskPhone(order.customer.phone) } : order.customer,
  };
}

import type { AdminOrderRowFragment } from '../../gql/graphql';

/** Who an order is for, as the admin lists show it: the account, else the shipping address, else 'Guest'. */
export function orderContact(order: Pick<AdminOrderRowFragment, 'customer' | 'shippingAddress'>) {
  const contact = order.customer ?? order.shippingAddress;
  return { name: contact?.name || 'Guest', email: contact?.email ?? '', phone: contact?.phone ?? '' };
}

import { confirmationStateOf, GATE_MESSAGE } from '../orders/confirmation-rules';
import { OrderStatus } from '../orders/order-status';
import type { StoredOrder } from '../orders/order-view';

/** The statuses an order may be shipped, booked, labelled or listed in a courier's file from (Shipped only while it has no parcel yet). */
export const SHIPPABLE: readonly OrderStatus[] = [OrderStatus.Pending, OrderStatus.Processing, OrderStatus.Shipped];

/**
 * Why an order may not be handed to a courier (booked, shipped in bulk, labelled, packed or put in a
 * courier's file); undefined when it may. `blocked`: its phone or e-mail is on the blocklist.
 */
export function shippingRefusal(record: StoredOrder, blocked: boolean): string | undefined {
  if (blocked) return 'Not for shipping: the phone or e-mail is on the blocklist';
  if (!SHIPPABLE.includes(record.status)) return `Not for shipping: the order is ${record.status}`;
  if (record.status === OrderStatus.Pending && confirmationStateOf(record.status, record.confirmation) !== 'confirmed')
    return GATE_MESSAGE;
  return undefined;
}

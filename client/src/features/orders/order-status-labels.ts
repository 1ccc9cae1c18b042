import type { ConfirmationStatus, OrderStatus } from '../../gql/graphql';

/**
 * How the client names each order status: the one client file a new status needs (the rules, who may set
 * which status and whether an order can be cancelled, come from the server as `Order.allowedNextStatuses`
 * and `Order.canCancel`). Typed by the generated `OrderStatus`, so a status added on the server fails the
 * typecheck here until it has a label. Colours are the CSS classes `status-<Status>` in ui/styles.css.
 */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  Pending: 'Pending',
  Processing: 'Processing',
  Shipped: 'Shipped',
  Delivered: 'Delivered',
  Returned: 'Returned',
  Cancelled: 'Cancelled',
};

/** Every status, in the order an order moves through them (filters and the status guide). */
export const ORDER_STATUSES = Object.keys(ORDER_STATUS_LABELS) as OrderStatus[];

export const isOrderStatus = (value: unknown): value is OrderStatus =>
  typeof value === 'string' && Object.hasOwn(ORDER_STATUS_LABELS, value);

/** A status's label; a status this client does not know yet shows as the server named it. */
export const orderStatusLabel = (status: string) => (isOrderStatus(status) ? ORDER_STATUS_LABELS[status] : status);

/**
 * The heading, icon and sentence of the order page, following the order's status and, while it is Pending, its
 * confirmation: 'Order Confirmed!' only once the customer has confirmed it (until then the shop still has to).
 */
export function statusWording(
  status: string,
  shopName: string,
  confirmation?: ConfirmationStatus | null,
): { title: string; icon: string; tone: '' | 'is-cancelled'; text: string } {
  switch (status) {
    case 'Processing':
      return {
        title: 'Order Being Prepared',
        icon: '✓',
        tone: '',
        text: 'We have confirmed your order and are preparing it for dispatch.',
      };
    case 'Shipped':
      return {
        title: 'Order Shipped',
        icon: '✓',
        tone: '',
        text: 'Your order is on its way. Please keep the amount ready in cash for the rider.',
      };
    case 'Delivered':
      return {
        title: 'Order Delivered',
        icon: '✓',
        tone: '',
        text: `This order has been delivered. Thank you for shopping with ${shopName}.`,
      };
    case 'Returned':
      return {
        title: 'Order Returned',
        icon: '×',
        tone: 'is-cancelled',
        text: 'The parcel came back to us and this order is closed. Please contact us if this is a mistake.',
      };
    case 'Cancelled':
      return { title: 'Order Cancelled', icon: '×', tone: 'is-cancelled', text: 'This order has been cancelled.' };
    default:
      return confirmation === 'CONFIRMED'
        ? {
            title: 'Order Confirmed!',
            icon: '✓',
            tone: '',
            text: `Thank you for shopping with ${shopName}. Your order is confirmed and will be prepared for delivery.`,
          }
        : {
            title: 'Order Placed',
            icon: '✓',
            tone: '',
            text: `Thank you for shopping with ${shopName}. We will contact you to confirm your order before delivery.`,
          };
  }
}

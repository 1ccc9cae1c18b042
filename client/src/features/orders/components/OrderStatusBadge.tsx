import { isOrderStatus, orderStatusLabel } from '../order-status-labels';

/**
 * An order status in its colour (Pending yellow, Processing blue, Shipped purple, Delivered green, Cancelled
 * red; a status this client does not know yet neutral). The one badge of the shop and the admin area.
 */
export function OrderStatusBadge({ status }: { status: string }) {
  const colour = isOrderStatus(status) ? ` status-${status}` : '';
  return <span className={`badge order-status${colour}`}>{orderStatusLabel(status)}</span>;
}

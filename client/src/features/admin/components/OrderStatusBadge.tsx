/** An order status in its colour (Pending yellow, Processing blue, Shipped purple, Delivered green, Cancelled red; others neutral). */
export function OrderStatusBadge({ status }: { status: string }) {
  return <span className={`badge status-${status}`}>{status}</span>;
}

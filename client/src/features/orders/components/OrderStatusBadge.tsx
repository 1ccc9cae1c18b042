const KNOWN_STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];

/** The status in its colour (Pending yellow, Processing blue, Shipped purple, Delivered green, Cancelled red); other values neutral. */
export function OrderStatusBadge({ status }: { status: string }) {
  const colour = KNOWN_STATUSES.includes(status) ? ` status-${status}` : '';
  return <span className={`badge order-status${colour}`}>{status}</span>;
}

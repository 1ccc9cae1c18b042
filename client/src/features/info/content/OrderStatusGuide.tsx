import { OrderStatusBadge } from '../../orders/components/OrderStatusBadge';
import { ORDER_STATUSES } from '../../orders/order-status-labels';
import { ORDER_STATUS_MEANINGS } from '../policy';

/** The order statuses, each with its colour badge and what it means. */
export function OrderStatusGuide() {
  return (
    <dl className="status-guide">
      {ORDER_STATUSES.map((status) => (
        <div key={status} className="status-guide-row">
          <dt>
            <OrderStatusBadge status={status} />
            <span className="sr-only"> ({ORDER_STATUS_MEANINGS[status].colour})</span>
          </dt>
          <dd>{ORDER_STATUS_MEANINGS[status].meaning}</dd>
        </div>
      ))}
    </dl>
  );
}

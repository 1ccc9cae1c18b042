import { Link } from 'react-router-dom';
import { getFragmentData, type FragmentType } from '../../../gql';
import type { OrderHistoryFieldsFragment as OrderHistoryFields } from '../../../gql/graphql';
import { displayOrderId, formatDate, formatPrice } from '../../../ui/format';
import { OrderHistoryFieldsFragment } from '../orders.graphql';
import { OrderStatusBadge } from './OrderStatusBadge';

interface OrderHistoryListProps {
  orders: readonly FragmentType<typeof OrderHistoryFieldsFragment>[];
  /** The id of the order being cancelled, if any (its button shows progress). */
  cancellingId: string | null;
  onCancel: (order: OrderHistoryFields) => void;
}

/** The customer's orders as cards: ID, date, item count, total, status, a details link and Cancel while the server allows it (`canCancel`). */
export function OrderHistoryList({ orders, cancellingId, onCancel }: OrderHistoryListProps) {
  return (
    <ul className="order-history">
      {getFragmentData(OrderHistoryFieldsFragment, orders).map((order) => {
        const orderId = displayOrderId(order);
        return (
          <li key={order.id} className="order-history-item panel">
            <div className="order-history-head">
              <h2 className="order-history-id">
                <span className="muted small">Order</span> #{orderId}
              </h2>
              <OrderStatusBadge status={order.status} />
            </div>
            <dl className="order-history-facts">
              <div>
                <dt>Date</dt>
                <dd>{formatDate(order.createdAt)}</dd>
              </div>
              <div>
                <dt>Items</dt>
                <dd>{order.itemCount}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>
                  <strong>{formatPrice(order.totalAmount)}</strong>
                </dd>
              </div>
            </dl>
            <div className="row order-history-actions">
              <Link
                className="btn btn-outline btn-sm"
                to={`/order-confirmation/${order.id}`}
                aria-label={`View details of order ${orderId}`}
              >
                View Details
              </Link>
              {order.canCancel && (
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={cancellingId === order.id}
                  onClick={() => onCancel(order)}
                  aria-label={`Cancel order ${orderId}`}
                >
                  {cancellingId === order.id ? 'Cancelling...' : 'Cancel Order'}
                </button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

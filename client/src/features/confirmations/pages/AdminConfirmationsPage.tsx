import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { displayOrderId, formatDateTime, formatPrice, telLink } from '../../../ui/format';
import { Pagination } from '../../../ui/Pagination';
import { displayPhone } from '../../../ui/phone';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { ConfirmationQueueQuery } from '../confirmations.graphql';
import { RiskSummary } from '../../orders/components/RiskBadge';
import { ConfirmationPanel } from '../components/ConfirmationPanel';
import '../confirmations.css';

const PAGE_SIZE = 20;

/**
 * /admin/confirmations: the call centre's queue. Orders waiting for the customer's confirmation, oldest first,
 * with the calls made so far and one-click actions (Send on WhatsApp, Confirm, Decline, log a call). A
 * decided order leaves the queue at the next refresh.
 */
export function AdminConfirmationsPage() {
  usePageTitle('Confirmations | Admin');
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(ConfirmationQueueQuery, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const queue = data?.confirmationQueue;

  return (
    <section className="stack" aria-labelledby="confirmations-title">
      <div className="admin-head">
        <h1 id="confirmations-title">Confirmations</h1>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void refetch()}>
          Refresh
        </button>
      </div>
      <p className="muted">
        Orders waiting for the customer to confirm, oldest first. An order must be confirmed before it can move to
        Processing; orders not confirmed in time are cancelled by themselves.
        {queue && ` ${queue.pagination.total} waiting.`}
      </p>
      {!queue && loading && <Spinner label="Loading the queue…" />}
      {!queue && error && (
        <p className="field-error" role="alert">
          {errorMessage(error, 'Failed to load the confirmation queue')}
        </p>
      )}
      {queue && queue.items.length === 0 && (
        <section className="panel empty-state">
          <p>No orders are waiting for confirmation.</p>
        </section>
      )}
      {queue && queue.items.length > 0 && (
        <div className="panel">
          {queue.items.map((order) => (
            <article key={order.id} className="queue-row" aria-label={`Order ${displayOrderId(order)}`}>
              <div className="stack-sm">
                <Link to={`/admin/orders/${order.id}`}>
                  <strong>#{displayOrderId(order)}</strong>
                </Link>
                <span>
                  {order.shippingAddress.name} ·{' '}
                  <a href={telLink(order.shippingAddress.phone)}>{displayPhone(order.shippingAddress.phone)}</a>
                </span>
                <span className="muted small">
                  {order.shippingAddress.city} · {order.itemCount} item{order.itemCount === 1 ? '' : 's'} ·{' '}
                  {formatPrice(order.totalAmount)}
                </span>
                <span className="muted small">Placed {formatDateTime(order.createdAt)}</span>
                <RiskSummary risk={order.risk} />
              </div>
              {order.confirmation && <ConfirmationPanel orderId={order.id} confirmation={order.confirmation} compact />}
            </article>
          ))}
        </div>
      )}
      {queue && <Pagination page={page} pages={queue.pagination.pages} onChange={setPage} label="Queue pages" />}
    </section>
  );
}

import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { getFragmentData } from '../../../gql';
import { Link } from 'react-router-dom';
import { errorMessage } from '../../../lib/errors';
import { displayOrderId, formatDateTime, formatPrice } from '../../../ui/format';
import { Pagination } from '../../../ui/Pagination';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AdminConfirmationFragment, ConfirmationQueueQuery } from '../confirmations.graphql';
import { RiskSummary } from '../../orders/components/RiskBadge';
import { ConfirmationPanel } from '../components/ConfirmationPanel';
import { CustomerPhone } from '../components/CustomerPhone';
import '../confirmations.css';

const PAGE_SIZE = 20;

/**
 * /admin/confirmations: the call centre's queue. Orders waiting for the customer's confirmation, oldest first,
 * with the calls made so far and one-click actions (Send on WhatsApp, Confirm, Decline, log a call). A decided
 * order leaves the queue at once (its answer updates the cache; the queue is then asked again), the count follows,
 * and the focus moves to the next waiting card (the previous one at the end, the heading when none is left).
 */
export function AdminConfirmationsPage() {
  usePageTitle('Confirmations | Admin');
  const [page, setPage] = useState(1);
  const { data, loading, error, refetch } = useQuery(ConfirmationQueueQuery, {
    variables: { page, limit: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const queue = data?.confirmationQueue;
  const awaiting = (queue?.items ?? []).filter(
    (order) =>
      order.confirmation && getFragmentData(AdminConfirmationFragment, order.confirmation).status === 'AWAITING',
  );
  const waiting = queue ? Math.max(0, queue.pagination.total - (queue.items.length - awaiting.length)) : 0;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const cards = useRef(new Map<string, HTMLElement>());
  // After a decision: the card to focus once the decided one has gone ('' for the heading).
  const [focusNext, setFocusNext] = useState<string | null>(null);

  // Called from the card's Confirm or Decline with this render's queue, the decided order still in it.
  function decided(orderId: string) {
    const listed = queue?.items.map((order) => order.id) ?? [];
    const stillWaiting = new Set(awaiting.map((order) => order.id).filter((id) => id !== orderId));
    const at = listed.indexOf(orderId);
    const after = listed.slice(at + 1).find((id) => stillWaiting.has(id));
    const before = listed
      .slice(0, Math.max(at, 0))
      .reverse()
      .find((id) => stillWaiting.has(id));
    setFocusNext(after ?? before ?? '');
    void refetch().catch(() => undefined);
  }

  useEffect(() => {
    if (focusNext === null) return;
    const card = focusNext ? cards.current.get(focusNext) : undefined;
    if (focusNext && !card) return; // not rendered yet
    (card ?? titleRef.current)?.focus();
    setFocusNext(null);
  }, [focusNext, awaiting.length]);

  return (
    <section className="stack" aria-labelledby="confirmations-title">
      <div className="admin-head">
        <h1 id="confirmations-title" ref={titleRef} tabIndex={-1}>
          Confirmations
        </h1>
        <button type="button" className="btn btn-outline btn-sm" onClick={() => void refetch()}>
          Refresh
        </button>
      </div>
      <p className="muted">
        Orders waiting for the customer to confirm, oldest first. An order must be confirmed before it can move to
        Processing; orders not confirmed in time are cancelled by themselves.
      </p>
      {queue && (
        <p className="queue-count" aria-live="polite">
          <strong>{waiting.toLocaleString('en-PK')}</strong> waiting.
        </p>
      )}
      {!queue && loading && <Spinner label="Loading the queue…" />}
      {!queue && error && (
        <p className="field-error" role="alert">
          {errorMessage(error, 'Failed to load the confirmation queue')}
        </p>
      )}
      {queue && awaiting.length === 0 && (
        <section className="panel empty-state">
          <p>No orders are waiting for confirmation.</p>
        </section>
      )}
      {queue && awaiting.length > 0 && (
        <div className="panel">
          {awaiting.map((order) => (
            <article
              key={order.id}
              ref={(card) => {
                if (card) cards.current.set(order.id, card);
                else cards.current.delete(order.id);
              }}
              tabIndex={-1}
              className="queue-row"
              aria-label={`Order ${displayOrderId(order)}`}
            >
              <div className="stack-sm">
                <Link to={`/admin/orders/${order.id}`}>
                  <strong>#{displayOrderId(order)}</strong>
                </Link>
                <span>
                  {order.shippingAddress.name} ·{' '}
                  <CustomerPhone orderId={order.id} phone={order.shippingAddress.phone} whatsapp={false} />
                </span>
                <span className="muted small">
                  {order.shippingAddress.city} · {order.itemCount} item{order.itemCount === 1 ? '' : 's'} ·{' '}
                  {formatPrice(order.totalAmount)}
                </span>
                <span className="muted small">Placed {formatDateTime(order.createdAt)}</span>
                <RiskSummary risk={order.risk} />
              </div>
              {order.confirmation && (
                <ConfirmationPanel orderId={order.id} confirmation={order.confirmation} compact onDecided={decided} />
              )}
            </article>
          ))}
        </div>
      )}
      {queue && <Pagination page={page} pages={queue.pagination.pages} onChange={setPage} label="Queue pages" />}
    </section>
  );
}

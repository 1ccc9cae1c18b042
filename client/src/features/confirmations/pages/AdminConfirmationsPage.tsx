import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { getFragmentData } from '../../../gql';
import type { ConfirmationQueueQuery as QueueData } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { displayOrderId, formatDateTime, formatPrice } from '../../../ui/format';
import { Pagination } from '../../../ui/Pagination';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { pageParam, useUrlParams } from '../../../ui/useUrlParams';
import { usePermissions } from '../../auth/useSession';
import { AdminConfirmationFragment, ConfirmationQueueQuery, QueueOrderFragment } from '../confirmations.graphql';
import { OUTCOME_LABELS } from '../confirmation-labels';
import { RiskSummary } from '../../orders/components/RiskBadge';
import { ConfirmationPanel } from '../components/ConfirmationPanel';
import { CustomerPhone } from '../components/CustomerPhone';
import '../confirmations.css';

const RISKS = ['high', 'medium', 'low'] as const;
const EXPIRY_HOURS = [2, 6, 24] as const;
/** Under this, the time left shows as a warning. */
const SOON_MS = 2 * 60 * 60_000;
const THEN_PROCESSING_KEY = 'volt.confirmations.thenProcessing';

type QueueOrder = QueueData['confirmationQueue']['items'][number];

/** The keys a focused card answers (not while typing in a field), as the hint line names them. */
const SHORTCUT_KEYS = new Set(['c', 'd', 'n', 'b', 'w', 's', 'y']);

const isTyping = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));

/** 'Expires in 3 h 20 min' (whole minutes), 'Expired' once past. */
export function timeLeft(expiresAt: string, now: number): { text: string; soon: boolean } {
  const left = new Date(expiresAt).getTime() - now;
  if (left <= 0) return { text: 'Expired', soon: true };
  const minutes = Math.floor(left / 60_000);
  const hours = Math.floor(minutes / 60);
  const text = hours > 0 ? `${hours} h ${minutes % 60} min` : `${minutes} min`;
  return { text: `Expires in ${text}`, soon: left < SOON_MS };
}

/** The time now, again every minute (the cards' time left). */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function readThenProcessing() {
  try {
    return localStorage.getItem(THEN_PROCESSING_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The keys of the card that holds the focus (the card or anything in it; not while typing in a field): each
 * presses the card's button of that key (data-shortcut); J and K move to the next or previous card (J from
 * outside the cards goes to the first).
 */
function useCardKeys() {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return;
      if (!(event.target instanceof HTMLElement) || isTyping(event.target)) return;
      const key = event.key.toLowerCase();
      const card = event.target.closest<HTMLElement>('[data-queue-card]');
      if (key === 'j' || key === 'k') {
        const all = [...document.querySelectorAll<HTMLElement>('[data-queue-card]')];
        const next = card ? all[all.indexOf(card) + (key === 'j' ? 1 : -1)] : key === 'j' ? all[0] : undefined;
        if (!next) return;
        event.preventDefault();
        next.focus();
        return;
      }
      if (!card || !SHORTCUT_KEYS.has(key)) return;
      const button =
        key === 'y'
          ? card.querySelector<HTMLButtonElement>('.decline-check .btn-danger')
          : card.querySelector<HTMLButtonElement>(`[data-shortcut="${key}"]`);
      if (!button || button.disabled) return;
      event.preventDefault();
      button.click();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

/**
 * /admin/confirmations: the call centre's queue. Orders waiting for the customer's confirmation, oldest first,
 * narrowed by risk, time to expiry and 'not yet contacted' (in the URL). Each card carries what a call needs
 * (items, address, notes, risk, calls so far, time left, possible duplicates) and its actions, with keys on
 * the focused card. A logged call moves the focus to the next card; a decided order leaves the queue at once
 * (its answer updates the cache; the queue is then asked again) and the count follows.
 */
export function AdminConfirmationsPage() {
  usePageTitle('Confirmations | Admin');
  const [params, update] = useUrlParams();
  const page = pageParam(params);
  const riskParam = params.get('risk');
  const risk = RISKS.find((level) => level === riskParam);
  const expiresParam = Number(params.get('expires'));
  const expiresWithinHours = EXPIRY_HOURS.find((hours) => hours === expiresParam);
  const notContacted = params.get('notContacted') === 'true';
  const filtered = Boolean(risk || expiresWithinHours || notContacted);

  const can = usePermissions();
  const mayMoveOn = can('orders:fulfil') || can('orders:manage');
  const [thenProcessingChosen, setThenProcessingChosen] = useState(readThenProcessing);
  const thenProcessing = mayMoveOn && thenProcessingChosen;
  function chooseThenProcessing(chosen: boolean) {
    setThenProcessingChosen(chosen);
    try {
      localStorage.setItem(THEN_PROCESSING_KEY, String(chosen));
    } catch {
      // Private windows may refuse storage: the choice holds for this page.
    }
  }

  const { data, loading, error, refetch } = useQuery(ConfirmationQueueQuery, {
    variables: { page, risk, expiresWithinHours, notContacted: notContacted || undefined },
    fetchPolicy: 'cache-and-network',
  });
  const queue = data?.confirmationQueue;
  const awaiting = (queue?.items ?? []).filter(
    (order) =>
      order.status === 'Pending' &&
      order.confirmation &&
      getFragmentData(AdminConfirmationFragment, order.confirmation).status === 'AWAITING',
  );
  const waiting = queue ? Math.max(0, queue.pagination.total - (queue.items.length - awaiting.length)) : 0;
  const titleRef = useRef<HTMLHeadingElement>(null);
  const cards = useRef(new Map<string, HTMLElement>());
  // After a call logged: the card to focus once the queue shows it ('' for the heading).
  const [focusNext, setFocusNext] = useState<string | null>(null);
  const now = useMinuteClock();

  // Called from a card's panel with this render's queue, the order still in it.
  function logged(orderId: string, decided: boolean) {
    const listed = queue?.items.map((order) => order.id) ?? [];
    const stillWaiting = new Set(awaiting.map((order) => order.id).filter((id) => !decided || id !== orderId));
    const at = listed.indexOf(orderId);
    const after = listed.slice(at + 1).find((id) => stillWaiting.has(id));
    const before = listed
      .slice(0, Math.max(at, 0))
      .reverse()
      .find((id) => stillWaiting.has(id));
    setFocusNext(after ?? before ?? (stillWaiting.has(orderId) ? orderId : ''));
    void refetch().catch(() => undefined);
  }

  useEffect(() => {
    if (focusNext === null) return;
    const card = focusNext ? cards.current.get(focusNext) : undefined;
    if (focusNext && !card) return; // not rendered yet
    (card ?? titleRef.current)?.focus();
    setFocusNext(null);
  }, [focusNext, awaiting.length]);

  useCardKeys();

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
      <p className="muted small queue-keys" id="queue-keys">
        Keys on the selected card: <kbd>C</kbd> Confirm · <kbd>D</kbd> Decline (then <kbd>Y</kbd> Yes) · <kbd>N</kbd> No
        Answer · <kbd>B</kbd> Call Back · <kbd>W</kbd> Wrong Number · <kbd>S</kbd> Show Number · <kbd>J</kbd>/
        <kbd>K</kbd> next or previous card (<kbd>J</kbd> selects the first). Not while typing in a field.
      </p>
      <form
        className="admin-toolbar"
        role="search"
        aria-label="Filter the queue"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="field">
          <label htmlFor="queue-risk">Risk</label>
          <select
            id="queue-risk"
            value={risk ?? 'any'}
            onChange={(event) => update({ risk: event.target.value === 'any' ? null : event.target.value, page: null })}
          >
            <option value="any">Any risk</option>
            <option value="high">High</option>
            <option value="medium">Medium</option>
            <option value="low">Low</option>
          </select>
        </div>
        <div className="field">
          <label htmlFor="queue-expires">Expires</label>
          <select
            id="queue-expires"
            value={expiresWithinHours ?? 'any'}
            onChange={(event) =>
              update({ expires: event.target.value === 'any' ? null : event.target.value, page: null })
            }
          >
            <option value="any">Any time</option>
            {EXPIRY_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                Within {hours} h
              </option>
            ))}
          </select>
        </div>
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={notContacted}
            onChange={(event) => update({ notContacted: event.target.checked ? 'true' : null, page: null })}
          />{' '}
          Not yet contacted
        </label>
        {mayMoveOn && (
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={thenProcessingChosen}
              onChange={(event) => chooseThenProcessing(event.target.checked)}
            />{' '}
            Move to Processing when confirmed
          </label>
        )}
      </form>
      {queue && (
        <p className="queue-count" aria-live="polite">
          <strong>{waiting.toLocaleString('en-PK')}</strong> waiting{filtered ? ' that match the filters' : ''}.
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
          <p>{filtered ? 'No waiting orders match these filters.' : 'No orders are waiting for confirmation.'}</p>
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
              data-queue-card=""
              className="queue-row"
              aria-label={`Order ${displayOrderId(order)}`}
              aria-describedby="queue-keys"
            >
              <QueueCardFacts order={order} now={now} />
              {order.confirmation && (
                <ConfirmationPanel
                  orderId={order.id}
                  confirmation={order.confirmation}
                  compact
                  thenProcessing={thenProcessing}
                  onLogged={logged}
                />
              )}
            </article>
          ))}
        </div>
      )}
      {queue && (
        <Pagination
          page={page}
          pages={queue.pagination.pages}
          onChange={(next) => update({ page: next > 1 ? next : null })}
          label="Queue pages"
        />
      )}
    </section>
  );
}

/** 'USB-C Cable (Colour: Black) × 2'. */
function lineText(item: { name: string; quantity: number; options: Array<{ name: string; value: string }> }) {
  const options = item.options.map((option) => `${option.name}: ${option.value}`).join(', ');
  return `${item.name}${options ? ` (${options})` : ''} × ${item.quantity}`;
}

/** What a call needs without opening the order. */
function QueueCardFacts({ order, now }: { order: QueueOrder; now: number }) {
  const facts = getFragmentData(QueueOrderFragment, order);
  const confirmation = order.confirmation && getFragmentData(AdminConfirmationFragment, order.confirmation);
  const calls = confirmation?.attempts ?? [];
  const last = calls.at(-1);
  const left = confirmation?.expiresAt ? timeLeft(confirmation.expiresAt, now) : null;
  const duplicates = (order.possibleDuplicates ?? []).map((other) => getFragmentData(QueueOrderFragment, other));
  return (
    <div className="stack-sm queue-facts">
      <div className="row wrap">
        <Link to={`/admin/orders/${order.id}`}>
          <strong>#{displayOrderId(order)}</strong>
        </Link>
        {left && (
          <span className={`badge ${left.soon ? 'badge-warning' : 'badge-info'} queue-expiry`}>{left.text}</span>
        )}
      </div>
      <span>
        {order.shippingAddress.name} ·{' '}
        <CustomerPhone orderId={order.id} phone={order.shippingAddress.phone} whatsapp={false} />
      </span>
      <address className="queue-address">
        {order.shippingAddress.address}, {order.shippingAddress.city}
      </address>
      <ul className="queue-items small" aria-label="Items">
        {facts.items.map((item, index) => (
          <li key={`${item.productId}-${item.variantId ?? ''}-${index}`}>{lineText(item)}</li>
        ))}
      </ul>
      <span className="small">
        <strong>{formatPrice(order.totalAmount)}</strong> · Placed {formatDateTime(order.createdAt)}
      </span>
      {order.notes && <span className="small queue-notes">Notes: {order.notes}</span>}
      <span className="small">
        {calls.length === 0
          ? 'Not yet contacted'
          : `${calls.length} call${calls.length === 1 ? '' : 's'} so far · last: ${OUTCOME_LABELS[last!.outcome]}`}
      </span>
      <RiskSummary risk={order.risk} />
      {duplicates.length > 0 && (
        <div className="queue-duplicates small" role="note">
          {duplicates.map((other) => (
            <div key={other.id}>
              <strong>
                Possible duplicate of <Link to={`/admin/orders/${other.id}`}>#{displayOrderId(other)}</Link>
              </strong>{' '}
              · placed {formatDateTime(other.createdAt)}
              <ul>
                {other.items.map((item, index) => (
                  <li key={`${item.productId}-${item.variantId ?? ''}-${index}`}>{lineText(item)}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}

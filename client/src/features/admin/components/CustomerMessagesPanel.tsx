import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { formatDateTime } from '../../../ui/format';
import { OrderMessagesQuery } from '../customer-messages.graphql';

const KINDS: Record<string, string> = {
  confirmed: 'Order confirmed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  returned: 'Came back',
};
const CHANNELS: Record<string, string> = { whatsapp: 'WhatsApp', email: 'E-mail', none: 'Not sent' };
const STATES: Record<string, { label: string; badge: string }> = {
  queued: { label: 'Queued', badge: 'badge-info' },
  sent: { label: 'Sent', badge: 'badge-success' },
  delivered: { label: 'Delivered', badge: 'badge-success' },
  failed: { label: 'Failed', badge: 'badge-danger' },
  skipped: { label: 'Skipped', badge: 'badge-warning' },
};
/** How long after a change of the order the panel looks again for the message it queues. */
const WATCH_MS = 15_000;
const POLL_MS = 3_000;

/**
 * The messages to the customer about this order (confirmed, shipped, delivered, came back), each with its channel,
 * state and attempts. They are queued just after the order changes and sent in the background, so the panel looks
 * again for a while after each change (`changeKey`: what the order page knows of its status, confirmation and parcel),
 * and while one waits to be sent.
 */
export function CustomerMessagesPanel({ orderId, changeKey }: { orderId: string; changeKey: string }) {
  const { data, error, refetch, startPolling, stopPolling } = useQuery(OrderMessagesQuery, {
    variables: { orderId },
    fetchPolicy: 'cache-and-network',
  });
  // Whether the panel is looking again after the latest change; the change it watched for.
  const [watching, setWatching] = useState(true);
  const [watched, setWatched] = useState(changeKey);
  if (watched !== changeKey) {
    setWatched(changeKey);
    setWatching(true);
  }
  const messages = data?.orderMessages ?? [];
  const waiting = messages.some((message) => message.state === 'queued');

  useEffect(() => {
    void refetch();
    const end = setTimeout(() => setWatching(false), WATCH_MS);
    return () => clearTimeout(end);
  }, [changeKey, refetch]);

  useEffect(() => {
    if (!waiting && !watching) return stopPolling();
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [waiting, watching, startPolling, stopPolling]);

  return (
    <section className="panel" aria-labelledby="messages-title">
      <h2 id="messages-title">Messages to the Customer</h2>
      {error && !data ? (
        <p className="muted">The messages could not be loaded.</p>
      ) : messages.length === 0 ? (
        <p className="muted">
          No message yet. The customer gets one when the order is confirmed, shipped, delivered or comes back.
        </p>
      ) : (
        <ul className="customer-messages">
          {messages.map((message) => {
            const state = STATES[message.state] ?? { label: message.state, badge: '' };
            const last = message.attempts.at(-1);
            return (
              <li key={message.id} className="customer-message" data-kind={message.kind}>
                <div className="customer-message-head">
                  <strong>{KINDS[message.kind] ?? message.kind}</strong>
                  <span className={`badge ${state.badge}`}>{state.label}</span>
                </div>
                <p className="muted small">
                  {CHANNELS[message.channel] ?? message.channel}
                  {message.to && <> to {message.to}</>}
                  {message.language === 'ur' && <> · Urdu</>}
                  {message.deliveredAt
                    ? ` · delivered ${formatDateTime(message.deliveredAt)}`
                    : message.sentAt
                      ? ` · sent ${formatDateTime(message.sentAt)}`
                      : ` · queued ${formatDateTime(message.createdAt)}`}
                  {message.attempts.length > 1 && ` · ${message.attempts.length} attempts`}
                  {message.state === 'queued' && message.nextAttemptAt && message.attempts.length > 0 && (
                    <> · next try {formatDateTime(message.nextAttemptAt)}</>
                  )}
                </p>
                {message.reason && <p className="small customer-message-reason">{message.reason}</p>}
                {message.state === 'queued' && last?.status === 'failed' && (
                  <p className="small customer-message-reason">Last try failed: {last.answer}</p>
                )}
                {message.body && (
                  <details>
                    <summary className="small">What it says</summary>
                    <p className="customer-message-body" dir={message.language === 'ur' ? 'rtl' : undefined}>
                      {message.body}
                    </p>
                  </details>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

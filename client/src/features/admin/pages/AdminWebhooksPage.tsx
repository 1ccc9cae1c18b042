import { useMutation, useQuery } from '@apollo/client/react';
import { FormEvent, RefObject, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { copyAndSay } from '../../../ui/clipboard';
import { formatDateTime } from '../../../ui/format';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { adminToast } from '../admin-toast';
import { AdminTable } from '../components/AdminTable';
import { EmptyList } from '../components/EmptyList';
import { LoadError } from '../components/LoadError';
import { useConfirm } from '../components/useConfirm';
import {
  CreateWebhookMutation,
  DeleteWebhookMutation,
  RedeliverWebhookMutation,
  RollWebhookSecretMutation,
  SendTestWebhookMutation,
  UpdateWebhookMutation,
  WebhookDeliveriesQuery,
  WebhooksQuery,
} from '../webhooks.graphql';

const COLUMNS = ['Address', 'Events', 'State'];
const LOG_COLUMNS = ['Event', 'Queued', 'Attempts', 'Last answer', 'Result'];
const LOG_SIZE = 25;
const RESULTS: Record<string, string> = {
  pending: 'Retrying',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
  held: 'Held (paused)',
};

type EventInfo = { name: string; description: string };
type Webhook = { id: string; url: string; events: string[]; description: string; active: boolean };

/**
 * /admin/webhooks (Owners): addresses told of the shop's events. A webhook is made with its address, events and a
 * note; its signing secret is shown once with a Copy button (and again when rolled). The list pauses, resumes,
 * edits, tests and deletes; the delivery log below shows each delivery's attempts and sends one again.
 */
export function AdminWebhooksPage() {
  usePageTitle('Webhooks | Admin');
  const { data, loading, error, refetch } = useQuery(WebhooksQuery, { fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(UpdateWebhookMutation);
  const [remove] = useMutation(DeleteWebhookMutation);
  const [roll] = useMutation(RollWebhookSecretMutation);
  const [sendTest] = useMutation(SendTestWebhookMutation);
  const [confirmDialog, confirm] = useConfirm();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [editing, setEditing] = useState<Webhook | null>(null);
  const [secret, setSecret] = useState<{ secret: string; url: string } | null>(null);
  const [logFor, setLogFor] = useState('');
  /** Bumped after a change that queues deliveries: the log reads itself again. */
  const [logVersion, setLogVersion] = useState(0);
  const log = { refetch: () => setLogVersion((version) => version + 1) };

  async function act(id: string, work: () => Promise<unknown>, done: string, failed: string) {
    setBusyId(id);
    try {
      await work();
      adminToast.success(done);
    } catch (failure) {
      adminToast.error(failed, errorMessage(failure, ''));
    } finally {
      setBusyId(null);
    }
  }

  async function pauseOrResume(webhook: Webhook) {
    await act(
      webhook.id,
      () => update({ variables: { id: webhook.id, input: { active: !webhook.active } } }),
      webhook.active ? 'Webhook paused' : 'Webhook resumed',
      webhook.active ? 'Failed to pause the webhook' : 'Failed to resume the webhook',
    );
    void log.refetch();
  }

  async function rollSecret(webhook: Webhook) {
    const confirmed = await confirm({
      title: 'Make a new secret?',
      message: `Deliveries to ${webhook.url} are signed with the new secret at once; the old one stops matching.`,
      confirmLabel: 'New secret',
    });
    if (!confirmed) return;
    await act(
      webhook.id,
      async () => {
        const { data: rolled } = await roll({ variables: { id: webhook.id } });
        if (rolled) setSecret({ secret: rolled.rollWebhookSecret.secret, url: webhook.url });
      },
      'New secret made',
      'Failed to make a new secret',
    );
  }

  async function deleteWebhook(webhook: Webhook) {
    const confirmed = await confirm({
      title: 'Delete this webhook?',
      message: `Nothing more is sent to ${webhook.url}, and its delivery log is deleted with it.`,
      confirmLabel: 'Delete',
    });
    if (!confirmed) return;
    await act(webhook.id, () => remove({ variables: { id: webhook.id } }), 'Webhook deleted', 'Failed to delete it');
    if (editing?.id === webhook.id) setEditing(null);
    if (logFor === webhook.id) setLogFor('');
    void refetch();
    void log.refetch();
  }

  async function test(webhook: Webhook) {
    await act(
      webhook.id,
      () => sendTest({ variables: { subscriptionId: webhook.id } }),
      'Test queued',
      'Failed to send a test',
    );
    void log.refetch();
  }

  const webhooks = data?.webhookSubscriptions ?? [];
  return (
    <section className="stack" aria-labelledby="webhooks-title">
      <div className="admin-head">
        <h1 id="webhooks-title">Webhooks</h1>
        <p className="muted">
          The shop tells these addresses of orders, parcels, payments and stock as they happen, signed with each
          webhook's secret (see the API guide).
        </p>
      </div>
      {data && (
        <NewWebhookForm
          events={data.webhookEvents}
          onCreated={(made) => {
            setSecret(made);
            void refetch();
          }}
        />
      )}
      {secret && <SecretShown secret={secret.secret} url={secret.url} onDone={() => setSecret(null)} />}
      {editing && data && (
        <EditWebhookForm
          key={editing.id}
          webhook={editing}
          events={data.webhookEvents}
          onDone={() => setEditing(null)}
        />
      )}
      {!data && loading && <Spinner label="Loading webhooks…" />}
      {!data && error && (
        <LoadError message={errorMessage(error, 'Failed to load the webhooks')} onRetry={() => void refetch()} />
      )}
      {data && webhooks.length === 0 && <EmptyList title="No webhooks yet" hint="Add one with the form above" />}
      {webhooks.length > 0 && (
        <AdminTable caption="Webhooks" columns={COLUMNS}>
          {webhooks.map((webhook) => (
            <tr key={webhook.id}>
              <th scope="row" data-label="Address" className="cell-title cell-break">
                {webhook.url}
                {webhook.description && <span className="muted small"> · {webhook.description}</span>}
              </th>
              <td data-label="Events" className="cell-break">
                {webhook.events.join(', ')}
              </td>
              <td data-label="State">
                {webhook.active ? (
                  <span className="badge badge-success">Active</span>
                ) : (
                  <>
                    <span className="badge">Paused</span>
                    <span className="muted small"> {webhook.pausedReason}</span>
                  </>
                )}
                {webhook.active && webhook.failingSince && (
                  <span className="muted small"> · failing since {formatDateTime(webhook.failingSince)}</span>
                )}
              </td>
              <td className="cell-actions webhook-actions">
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={busyId === webhook.id}
                  onClick={() => setEditing(webhook)}
                  aria-label={`Edit ${webhook.url}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={busyId === webhook.id}
                  onClick={() => void pauseOrResume(webhook)}
                  aria-label={`${webhook.active ? 'Pause' : 'Resume'} ${webhook.url}`}
                >
                  {webhook.active ? 'Pause' : 'Resume'}
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={busyId === webhook.id || !webhook.active}
                  onClick={() => void test(webhook)}
                  aria-label={`Send a test to ${webhook.url}`}
                >
                  Send test
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={busyId === webhook.id}
                  onClick={() => void rollSecret(webhook)}
                  aria-label={`New secret for ${webhook.url}`}
                >
                  New secret
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={busyId === webhook.id}
                  onClick={() => void deleteWebhook(webhook)}
                  aria-label={`Delete ${webhook.url}`}
                >
                  Delete
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {data && webhooks.length > 0 && (
        <DeliveryLog webhooks={webhooks} logFor={logFor} onLogFor={setLogFor} version={logVersion} />
      )}
      {confirmDialog}
    </section>
  );
}

/** The deliveries, newest first, for all webhooks or one; each with its attempts and a Redeliver button. */
function DeliveryLog({
  webhooks,
  logFor,
  onLogFor,
  version,
}: {
  webhooks: ReadonlyArray<{ id: string; url: string }>;
  logFor: string;
  onLogFor: (id: string) => void;
  version: number;
}) {
  const query = useQuery(WebhookDeliveriesQuery, {
    variables: { subscriptionId: logFor || undefined, limit: LOG_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { refetch } = query;
  useEffect(() => {
    if (version > 0) void refetch();
  }, [version, refetch]);
  const [redeliver] = useMutation(RedeliverWebhookMutation);
  const [busyId, setBusyId] = useState<string | null>(null);
  const urlOf = new Map(webhooks.map((webhook) => [webhook.id, webhook.url]));
  const page = query.data?.webhookDeliveries;

  async function again(id: string) {
    setBusyId(id);
    try {
      await redeliver({ variables: { deliveryId: id } });
      adminToast.success('Redelivery queued');
      void refetch();
    } catch (failure) {
      adminToast.error('Failed to redeliver', errorMessage(failure, ''));
    } finally {
      setBusyId(null);
    }
  }

  return (
    <section className="stack" aria-labelledby="webhook-log-title">
      <div className="webhook-log-head">
        <h2 id="webhook-log-title">Delivery log</h2>
        <div className="field">
          <label htmlFor="webhook-log-for">Webhook</label>
          <select id="webhook-log-for" value={logFor} onChange={(event) => onLogFor(event.target.value)}>
            <option value="">All webhooks</option>
            {webhooks.map((webhook) => (
              <option key={webhook.id} value={webhook.id}>
                {webhook.url}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-sm btn-outline" onClick={() => void query.refetch()}>
          Refresh
        </button>
      </div>
      {!page && query.loading && <Spinner label="Loading deliveries…" />}
      {!page && query.error && (
        <LoadError
          message={errorMessage(query.error, 'Failed to load the delivery log')}
          onRetry={() => void query.refetch()}
        />
      )}
      {page && page.items.length === 0 && (
        <EmptyList title="No deliveries yet" hint="They appear here as events happen, or with Send test" />
      )}
      {page && page.items.length > 0 && (
        <AdminTable caption="Webhook deliveries" columns={LOG_COLUMNS}>
          {page.items.map((delivery) => {
            const last = delivery.attempts[delivery.attempts.length - 1];
            return (
              <tr key={delivery.id}>
                <th scope="row" data-label="Event" className="cell-title">
                  <code>{delivery.event}</code>
                  {!logFor && <span className="muted small cell-break"> to {urlOf.get(delivery.subscriptionId)}</span>}
                </th>
                <td data-label="Queued" className="nowrap">
                  {formatDateTime(delivery.createdAt)}
                </td>
                <td data-label="Attempts">
                  {delivery.attempts.length}
                  {last && <span className="muted small"> · last {formatDateTime(last.at)}</span>}
                </td>
                <td data-label="Last answer" className="cell-break">
                  {last ? (last.statusCode ? `HTTP ${last.statusCode}` : last.error || 'No answer') : '—'}
                  {last?.statusCode !== 0 && last?.error && <span className="muted small"> · {last.error}</span>}
                </td>
                <td data-label="Result">
                  <span className={`badge ${delivery.status === 'delivered' ? 'badge-success' : ''}`}>
                    {RESULTS[delivery.status] ?? delivery.status}
                  </span>
                  {delivery.status === 'pending' && delivery.nextAttemptAt && (
                    <span className="muted small"> · next {formatDateTime(delivery.nextAttemptAt)}</span>
                  )}
                </td>
                <td className="cell-actions">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    disabled={busyId === delivery.id || delivery.status === 'sending'}
                    onClick={() => void again(delivery.id)}
                    aria-label={`Redeliver ${delivery.event} of ${formatDateTime(delivery.createdAt)}`}
                  >
                    Redeliver
                  </button>
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      {page && page.total > page.items.length && (
        <p className="muted small">
          The newest {page.items.length} of {page.total} deliveries.
        </p>
      )}
    </section>
  );
}

/** A secret, shown this once, with a Copy button. */
function SecretShown({ secret, url, onDone }: { secret: string; url: string; onDone: () => void }) {
  const shown = useRef<HTMLElement>(null);
  return (
    <div className="invite-link panel" role="status">
      <p>
        <strong>The signing secret for {url}.</strong> Copy it now: it is shown only this once. The receiver checks each
        delivery's <code>X-Volt-Signature</code> with it.
      </p>
      <p className="invite-link-row">
        <code ref={shown} className="cell-break">
          {secret}
        </code>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() =>
            void copyAndSay(secret, { copied: 'Secret copied', failed: 'Could not copy the secret' }, shown.current)
          }
        >
          Copy Secret
        </button>
        <button type="button" className="btn btn-sm btn-outline" onClick={onDone}>
          Done
        </button>
      </p>
    </div>
  );
}

function EventChoices({
  events,
  chosen,
  onChange,
  idPrefix,
}: {
  events: readonly EventInfo[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  idPrefix: string;
}) {
  return (
    <fieldset className="key-scopes">
      <legend>Events</legend>
      {events.map((event) => (
        <label key={event.name} className="key-scope" htmlFor={`${idPrefix}-${event.name}`}>
          <input
            id={`${idPrefix}-${event.name}`}
            type="checkbox"
            checked={chosen.includes(event.name)}
            onChange={(change) =>
              onChange(change.target.checked ? [...chosen, event.name] : chosen.filter((each) => each !== event.name))
            }
          />
          <span>
            <code>{event.name}</code> <span className="muted small">{event.description}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

/** A webhook's address, note and events, as the add and edit forms ask for them. */
function WebhookFields({
  idPrefix,
  events,
  value,
  onChange,
  placeholders = false,
  urlRef,
}: {
  idPrefix: string;
  events: readonly EventInfo[];
  value: { url: string; description: string; chosen: string[] };
  onChange: {
    url: (url: string) => void;
    description: (description: string) => void;
    chosen: (chosen: string[]) => void;
  };
  placeholders?: boolean;
  urlRef?: RefObject<HTMLInputElement | null>;
}) {
  return (
    <>
      <div className="settings-grid">
        <div className="field">
          <label htmlFor={`${idPrefix}-url`}>Address</label>
          <input
            id={`${idPrefix}-url`}
            ref={urlRef}
            type="url"
            inputMode="url"
            value={value.url}
            maxLength={500}
            placeholder={placeholders ? 'https://example.com/volt-events' : undefined}
            onChange={(change) => onChange.url(change.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-description`}>Note (optional)</label>
          <input
            id={`${idPrefix}-description`}
            value={value.description}
            maxLength={200}
            placeholder={placeholders ? 'e.g. Accounts sheet' : undefined}
            onChange={(change) => onChange.description(change.target.value)}
            autoComplete="off"
          />
        </div>
      </div>
      <EventChoices events={events} chosen={value.chosen} onChange={onChange.chosen} idPrefix={`${idPrefix}-event`} />
    </>
  );
}

/** Add Webhook: an address, events and a note; on success the page shows the secret once. */
function NewWebhookForm({
  events,
  onCreated,
}: {
  events: readonly EventInfo[];
  onCreated: (made: { secret: string; url: string }) => void;
}) {
  const [create, { loading }] = useMutation(CreateWebhookMutation);
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!url.trim()) return setProblem('Enter the address to send to');
    if (chosen.length === 0) return setProblem('Choose at least one event');
    setProblem('');
    try {
      const { data } = await create({
        variables: { input: { url: url.trim(), events: chosen, description: description.trim() || undefined } },
      });
      if (!data) throw new Error('Failed to add the webhook');
      onCreated({ secret: data.createWebhookSubscription.secret, url: url.trim() });
      setUrl('');
      setDescription('');
      setChosen([]);
      adminToast.success('Webhook added');
    } catch (failure) {
      setProblem(errorMessage(failure, 'Failed to add the webhook'));
    }
  }

  return (
    <form className="panel" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-webhook-title">
      <h2 id="new-webhook-title">Add Webhook</h2>
      <WebhookFields
        idPrefix="webhook"
        events={events}
        value={{ url, description, chosen }}
        onChange={{ url: setUrl, description: setDescription, chosen: setChosen }}
        placeholders
      />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={loading} aria-busy={loading}>
        {loading ? 'Adding…' : 'Add Webhook'}
      </button>
    </form>
  );
}

/** Edit a webhook's address, note and events. */
function EditWebhookForm({
  webhook,
  events,
  onDone,
}: {
  webhook: Webhook;
  events: readonly EventInfo[];
  onDone: () => void;
}) {
  const [update, { loading }] = useMutation(UpdateWebhookMutation);
  const [url, setUrl] = useState(webhook.url);
  const [description, setDescription] = useState(webhook.description);
  const [chosen, setChosen] = useState<string[]>(webhook.events);
  const [problem, setProblem] = useState('');
  const firstField = useRef<HTMLInputElement>(null);
  // Opened from a row's Edit: the keyboard goes on in the form.
  useEffect(() => firstField.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen.length === 0) return setProblem('Choose at least one event');
    setProblem('');
    try {
      await update({
        variables: { id: webhook.id, input: { url: url.trim(), description: description.trim(), events: chosen } },
      });
      adminToast.success('Webhook saved');
      onDone();
    } catch (failure) {
      setProblem(errorMessage(failure, 'Failed to save the webhook'));
    }
  }

  return (
    <form className="panel" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="edit-webhook-title">
      <h2 id="edit-webhook-title">Edit Webhook</h2>
      <WebhookFields
        idPrefix="edit-webhook"
        events={events}
        value={{ url, description, chosen }}
        onChange={{ url: setUrl, description: setDescription, chosen: setChosen }}
        urlRef={firstField}
      />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <div className="webhook-actions">
        <button type="submit" className="btn btn-primary" disabled={loading} aria-busy={loading}>
          {loading ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

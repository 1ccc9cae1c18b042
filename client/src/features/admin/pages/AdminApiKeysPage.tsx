import { useMutation, useQuery } from '@apollo/client/react';
import { FormEvent, useRef, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { copyAndSay } from '../../../ui/clipboard';
import { formatDateTime } from '../../../ui/format';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { adminToast } from '../admin-toast';
import { ApiKeysQuery, CreateApiKeyMutation, RevokeApiKeyMutation } from '../api-keys.graphql';
import { AdminTable } from '../components/AdminTable';
import { EmptyList } from '../components/EmptyList';
import { LoadError } from '../components/LoadError';
import { useConfirm } from '../components/useConfirm';

const COLUMNS = ['Name', 'Key', 'Scopes', 'Created', 'Last used', 'Status'];
const EXPIRIES = [
  { days: 0, label: 'Never (until revoked)' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
  { days: 365, label: '1 year' },
];

/**
 * /admin/api-keys (Owners): integrations' keys. A key is made with a name, scopes and an expiry, shown once with a
 * Copy button, and revoked from the list; the list shows each key's first characters, scopes and last use.
 */
export function AdminApiKeysPage() {
  usePageTitle('API Keys | Admin');
  const { data, loading, error, refetch } = useQuery(ApiKeysQuery, { fetchPolicy: 'cache-and-network' });
  const [revokeKey] = useMutation(RevokeApiKeyMutation);
  const [confirmDialog, confirm] = useConfirm();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function revoke(id: string, name: string) {
    const confirmed = await confirm({
      title: `Revoke ${name}?`,
      message: 'The key stops working at once; whatever uses it gets 401 from now on.',
      confirmLabel: 'Revoke',
    });
    if (!confirmed) return;
    setBusyId(id);
    try {
      await revokeKey({ variables: { id } });
      adminToast.success('Key revoked');
    } catch (failure) {
      adminToast.error('Failed to revoke the key', errorMessage(failure, ''));
    } finally {
      setBusyId(null);
    }
  }

  const keys = data?.apiKeys ?? [];
  return (
    <section className="stack" aria-labelledby="api-keys-title">
      <div className="admin-head">
        <h1 id="api-keys-title">API Keys</h1>
        <p className="muted">
          Keys let an ERP, an accounting sheet or a courier aggregator use the shop's API, each within its scopes.
        </p>
      </div>
      {data && <NewKeyForm scopes={data.apiKeyScopes} onCreated={() => void refetch()} />}
      {!data && loading && <Spinner label="Loading keys…" />}
      {!data && error && (
        <LoadError message={errorMessage(error, 'Failed to load the keys')} onRetry={() => void refetch()} />
      )}
      {data && keys.length === 0 && <EmptyList title="No keys yet" hint="Create one with the form above" />}
      {keys.length > 0 && (
        <AdminTable caption="API keys" columns={COLUMNS}>
          {keys.map((key) => {
            const status = { active: 'Active', revoked: 'Revoked', expired: 'Expired' }[key.status] ?? key.status;
            return (
              <tr key={key.id}>
                <th scope="row" data-label="Name" className="cell-title">
                  {key.name}
                  <span className="muted small"> by {key.createdByName || '—'}</span>
                </th>
                <td data-label="Key">
                  <code>{key.prefix}…</code>
                </td>
                <td data-label="Scopes" className="cell-break">
                  {key.scopes.join(', ')}
                </td>
                <td data-label="Created" className="nowrap">
                  {formatDateTime(key.createdAt)}
                  {key.expiresAt && <span className="muted small"> · expires {formatDateTime(key.expiresAt)}</span>}
                </td>
                <td data-label="Last used" className="nowrap">
                  {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}
                </td>
                <td data-label="Status">
                  <span className={`badge ${status === 'Active' ? 'badge-success' : ''}`}>{status}</span>
                </td>
                <td className="cell-actions">
                  {status === 'Active' && (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      disabled={busyId === key.id}
                      onClick={() => void revoke(key.id, key.name)}
                      aria-label={`Revoke ${key.name}`}
                    >
                      Revoke
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      )}
      {confirmDialog}
    </section>
  );
}

/** Create Key: a name, scopes and an expiry; on success the key, shown this once, with a Copy button. */
function NewKeyForm({
  scopes,
  onCreated,
}: {
  scopes: ReadonlyArray<{ name: string; description: string }>;
  onCreated: () => void;
}) {
  const [create, { loading }] = useMutation(CreateApiKeyMutation);
  const [name, setName] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  const [days, setDays] = useState(0);
  const [problem, setProblem] = useState('');
  const [made, setMade] = useState<{ key: string; name: string } | null>(null);
  const shownKey = useRef<HTMLElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setProblem('Name is required');
    if (chosen.length === 0) return setProblem('Choose at least one scope');
    setProblem('');
    try {
      const { data } = await create({
        variables: { input: { name: name.trim(), scopes: chosen, expiresInDays: days || undefined } },
      });
      if (!data) throw new Error('Failed to create the key');
      setMade({ key: data.createApiKey.key, name: name.trim() });
      setName('');
      setChosen([]);
      adminToast.success('Key created');
      onCreated();
    } catch (failure) {
      setProblem(errorMessage(failure, 'Failed to create the key'));
    }
  }

  return (
    <form className="panel" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-key-title">
      <h2 id="new-key-title">Create Key</h2>
      <div className="settings-grid">
        <div className="field">
          <label htmlFor="key-name">Name</label>
          <input
            id="key-name"
            value={name}
            maxLength={60}
            placeholder="e.g. Accounts sheet"
            onChange={(event) => setName(event.target.value)}
            autoComplete="off"
          />
        </div>
        <div className="field">
          <label htmlFor="key-expiry">Expires</label>
          <select id="key-expiry" value={days} onChange={(event) => setDays(Number(event.target.value))}>
            {EXPIRIES.map((expiry) => (
              <option key={expiry.days} value={expiry.days}>
                {expiry.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className="key-scopes">
        <legend>Scopes</legend>
        {scopes.map((scope) => (
          <label key={scope.name} className="key-scope">
            <input
              type="checkbox"
              checked={chosen.includes(scope.name)}
              onChange={(event) =>
                setChosen((current) =>
                  event.target.checked ? [...current, scope.name] : current.filter((each) => each !== scope.name),
                )
              }
            />
            <span>
              <code>{scope.name}</code> <span className="muted small">{scope.description}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn btn-primary" disabled={loading} aria-busy={loading}>
        {loading ? 'Creating…' : 'Create Key'}
      </button>
      {made && (
        <div className="invite-link" role="status">
          <p>
            <strong>The key for {made.name}.</strong> Copy it now: it is shown only this once. Send it with
            <code> Authorization: Bearer</code> or <code>X-Api-Key</code>.
          </p>
          <p className="invite-link-row">
            <code ref={shownKey} className="cell-break">
              {made.key}
            </code>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() =>
                void copyAndSay(made.key, { copied: 'Key copied', failed: 'Could not copy the key' }, shownKey.current)
              }
            >
              Copy Key
            </button>
          </p>
        </div>
      )}
    </form>
  );
}

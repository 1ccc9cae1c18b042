import { useMutation, useQuery } from '@apollo/client/react';
import { FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/errors';
import { formatDate } from '../../../ui/format';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { BlockContactMutation, BlocklistQuery, UnblockContactMutation } from '../admin-settings.graphql';
import { adminToast } from '../admin-toast';
import { AdminTable } from '../components/AdminTable';
import { EmptyList } from '../components/EmptyList';
import { LoadError } from '../components/LoadError';
import { useConfirm } from '../components/useConfirm';

const COLUMNS = ['Phone or email', 'Reason', 'Added by', 'Added'];
/** A value with an @ is an e-mail; anything else is read as a phone (the server accepts any written form). */
const isEmail = (value: string) => value.includes('@');

/** /admin/blocklist: phones and e-mails refused at checkout; add with a reason, remove. */
export function AdminBlocklistPage() {
  usePageTitle('Blocklist | Admin');
  const { data, loading, error, refetch } = useQuery(BlocklistQuery, { fetchPolicy: 'cache-and-network' });
  const [block, { loading: adding }] = useMutation(BlockContactMutation);
  const [unblock] = useMutation(UnblockContactMutation);
  const [confirmDialog, confirm] = useConfirm();
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState('');
  const [busyId, setBusyId] = useState<string | null>(null);

  async function add(event: FormEvent) {
    event.preventDefault();
    setFailure('');
    const entry = value.trim();
    if (!entry || !reason.trim()) {
      setFailure('Enter a phone or email and a reason');
      return;
    }
    try {
      await block({
        variables: { input: { ...(isEmail(entry) ? { email: entry } : { phone: entry }), reason: reason.trim() } },
      });
      adminToast.success('Added to the blocklist');
      setValue('');
      setReason('');
      await refetch();
    } catch (problem) {
      const message = errorMessage(problem, 'Failed to add to the blocklist');
      setFailure(message);
      adminToast.error('Failed to add to the blocklist', message);
    }
  }

  async function remove(id: string, display: string) {
    const confirmed = await confirm({
      title: `Remove ${display}?`,
      message: 'Orders from it will be accepted again at checkout.',
      confirmLabel: 'Remove',
    });
    if (!confirmed) return;
    setBusyId(id);
    try {
      await unblock({ variables: { id } });
      adminToast.success('Removed from the blocklist');
      await refetch();
    } catch (problem) {
      adminToast.error('Failed to remove from the blocklist', errorMessage(problem, ''));
    } finally {
      setBusyId(null);
    }
  }

  const entries = data?.blocklist;
  return (
    <section className="stack" aria-labelledby="blocklist-title">
      <div className="admin-head">
        <h1 id="blocklist-title">Blocklist</h1>
      </div>
      <form className="panel" onSubmit={(event) => void add(event)} noValidate aria-label="Block a phone or email">
        <p className="muted small">
          Orders with a blocked phone (in any written form: 0300-1234567, +92 300 1234567…) or e-mail are refused at
          checkout with a message pointing to WhatsApp support.
        </p>
        <div className="settings-grid">
          <div className="field">
            <label htmlFor="block-value">Phone or email</label>
            <input id="block-value" value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />
          </div>
          <div className="field">
            <label htmlFor="block-reason">Reason</label>
            <input id="block-reason" value={reason} onChange={(e) => setReason(e.target.value)} autoComplete="off" />
          </div>
        </div>
        {failure && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={adding} aria-busy={adding}>
          {adding ? 'Adding...' : 'Add to Blocklist'}
        </button>
      </form>

      {!entries && loading && <Spinner label="Loading the blocklist…" />}
      {!entries && error && <LoadError message="Failed to load the blocklist" onRetry={() => void refetch()} />}
      {entries && entries.length === 0 && <EmptyList title="Nobody is blocked" hint="Add a phone or email above" />}
      {entries && entries.length > 0 && (
        <AdminTable caption="Blocked phones and emails" columns={COLUMNS}>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row" data-label="Phone or email" className="cell-title cell-break">
                {entry.display}
              </th>
              <td data-label="Reason" className="cell-break">
                {entry.reason}
              </td>
              <td data-label="Added by">{entry.createdByName || '—'}</td>
              <td data-label="Added" className="nowrap">
                {formatDate(entry.createdAt)}
              </td>
              <td className="cell-actions">
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  disabled={busyId === entry.id}
                  onClick={() => void remove(entry.id, entry.display)}
                  aria-label={`Remove ${entry.display} from the blocklist`}
                >
                  Remove
                </button>
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {confirmDialog}
    </section>
  );
}

import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import type { AuditLogQuery as AuditLogData } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../ui/format';
import { Pagination } from '../../../ui/Pagination';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AuditLogQuery } from '../audit.graphql';
import { AdminTable } from '../components/AdminTable';
import { EmptyList } from '../components/EmptyList';
import { LoadError } from '../components/LoadError';
import { pageParam, useUrlParams } from '../../../ui/useUrlParams';

const AUDIT_COLUMNS = ['When', 'Who', 'Record', 'Action', 'Changes'];
const PAGE_SIZE = 25;

/** The kinds of records in the log, as the Record filter offers them. */
const ENTITIES: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'order', label: 'Order' },
  { value: 'product', label: 'Product' },
  { value: 'variant', label: 'Product kind (SKU)' },
  { value: 'category', label: 'Category' },
  { value: 'settings', label: 'Settings' },
  { value: 'user', label: 'Customer account' },
  { value: 'staff', label: 'Staff account' },
  { value: 'blocklist', label: 'Blocklist' },
  { value: 'payment', label: 'Courier payment' },
  { value: 'webhook', label: 'Webhook' },
  { value: 'discount', label: 'Discount code' },
];

const ROLE_LABELS: Record<string, string> = {
  OWNER: 'Owner',
  MANAGER: 'Manager',
  CONFIRMER: 'Confirmer',
  DISPATCHER: 'Dispatcher',
  ACCOUNTANT: 'Accountant',
  CATALOGUE: 'Catalogue',
};

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status: 'Status changed',
  confirm: 'Confirmation',
  expire: 'Expired',
  ship: 'Shipped',
  block: 'Blocked',
  unblock: 'Unblocked',
  record: 'Recorded',
  role: 'Role changed',
};

type Entry = AuditLogData['auditLog']['items'][number];

const entityLabel = (entity: string) => ENTITIES.find((option) => option.value === entity)?.label ?? entity;
const roleLabel = (role?: string | null) => (role ? (ROLE_LABELS[role] ?? role) : '');
const shown = (value?: string | null) => (value === null || value === undefined || value === '' ? '—' : value);

/** The record an entry is about, linked where it has a page of its own (orders, products not deleted). */
function RecordCell({ entry }: { entry: Entry }) {
  const name = entry.entityLabel || entry.entityId;
  const link =
    entry.entity === 'order' && entry.action !== 'delete'
      ? `/admin/orders/${entry.entityId}`
      : entry.entity === 'product' && entry.action !== 'delete'
        ? `/products/${entry.entityId}`
        : null;
  return (
    <>
      <span className="muted small audit-kind">{entityLabel(entry.entity)}</span>
      {link ? <Link to={link}>{name}</Link> : <span>{name}</span>}
    </>
  );
}

/** /admin/audit (Activity): who changed what, newest first, filtered by person, record and dates (kept in the URL). */
export function AdminAuditPage() {
  usePageTitle('Activity | Admin');
  const [params, update] = useUrlParams();
  const actorId = params.get('who') ?? '';
  const entity = params.get('entity') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = pageParam(params);
  const { data, previousData, loading, error, refetch } = useQuery(AuditLogQuery, {
    variables: {
      actorId: actorId || undefined,
      entity: entity || undefined,
      from: from || undefined,
      to: to || undefined,
      page,
      limit: PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const log = (data ?? previousData)?.auditLog;
  const filtered = Boolean(actorId || entity || from || to);

  return (
    <section className="stack" aria-labelledby="admin-audit-title">
      <div className="admin-head">
        <h1 id="admin-audit-title">Activity</h1>
        {log && (
          <p className="muted" aria-live="polite">
            {log.pagination.total} {log.pagination.total === 1 ? 'change' : 'changes'}
          </p>
        )}
      </div>

      <form className="admin-toolbar" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label htmlFor="audit-who">Person</label>
          <select id="audit-who" value={actorId} onChange={(event) => update({ who: event.target.value, page: null })}>
            <option value="">Everyone</option>
            {(log?.actors ?? []).map((actor) => (
              <option key={actor.id || 'system'} value={actor.kind === 'system' ? 'system' : actor.id}>
                {actor.kind === 'system'
                  ? 'System'
                  : `${actor.name}${actor.staffRole ? ` (${roleLabel(actor.staffRole)})` : ''}`}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-entity">Record</label>
          <select
            id="audit-entity"
            value={entity}
            onChange={(event) => update({ entity: event.target.value, page: null })}
          >
            <option value="">All records</option>
            {ENTITIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="audit-from">From</label>
          <input
            id="audit-from"
            type="date"
            value={from}
            max={to || undefined}
            onChange={(event) => update({ from: event.target.value, page: null })}
          />
        </div>
        <div className="field">
          <label htmlFor="audit-to">To</label>
          <input
            id="audit-to"
            type="date"
            value={to}
            min={from || undefined}
            onChange={(event) => update({ to: event.target.value, page: null })}
          />
        </div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={!filtered}
          onClick={() => update({ who: null, entity: null, from: null, to: null, page: null })}
        >
          Clear Filters
        </button>
      </form>

      {!log && loading && <Spinner label="Loading activity…" />}
      {error && (
        <LoadError
          message={`Failed to fetch activity${errorMessage(error, '') ? `: ${errorMessage(error, '')}` : ''}`}
          onRetry={() => void refetch()}
        />
      )}
      {log && !error && log.items.length === 0 && (
        <EmptyList
          title="No activity found"
          hint={filtered ? 'Try other filters or dates' : 'Changes by staff and by the system will appear here'}
        />
      )}
      {log && !error && log.items.length > 0 && (
        <AdminTable caption="Activity" columns={AUDIT_COLUMNS} className="audit-table">
          {log.items.map((entry) => (
            <tr key={entry.id}>
              <td data-label="When" className="nowrap">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </td>
              <th scope="row" data-label="Who" className="cell-title">
                {entry.actor.kind === 'system' ? 'System' : entry.actor.name}
                {entry.actor.staffRole && <span className="muted small"> {roleLabel(entry.actor.staffRole)}</span>}
                {entry.ip && <span className="muted small audit-ip"> {entry.ip}</span>}
              </th>
              <td data-label="Record" className="cell-break">
                <RecordCell entry={entry} />
              </td>
              <td data-label="Action">
                <span className="badge">{ACTION_LABELS[entry.action] ?? entry.action}</span>
              </td>
              <td data-label="Changes" className="cell-break">
                {entry.changes.length === 0 ? (
                  <span className="muted">{entry.summary}</span>
                ) : (
                  <ul className="audit-changes">
                    {entry.changes.slice(0, 8).map((change) => (
                      <li key={change.field}>
                        <span className="audit-field">{change.field}</span>: {shown(change.from)} → {shown(change.to)}
                      </li>
                    ))}
                    {entry.changes.length > 8 && <li className="muted small">and {entry.changes.length - 8} more</li>}
                  </ul>
                )}
              </td>
              <td className="cell-actions" />
            </tr>
          ))}
        </AdminTable>
      )}
      {log && (
        <Pagination
          page={page}
          pages={log.pagination.pages}
          onChange={(next) => update({ page: next > 1 ? next : null })}
          label="Activity pages"
        />
      )}
    </section>
  );
}

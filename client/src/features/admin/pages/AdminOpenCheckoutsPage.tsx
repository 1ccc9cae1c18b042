import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDateTime, formatPrice } from '../../../ui/format';
import { displayPhone } from '../../../ui/phone';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AdminTable } from '../components/AdminTable';
import { LoadError } from '../components/LoadError';
import { OpenCheckoutsQuery } from '../open-checkouts.graphql';

const PERIODS = [7, 30, 90, 365] as const;
const COLUMNS = ['When', 'Value', 'Items', 'Phone', 'City', 'Reminder', 'Order'];

/** The reminder's state in words. */
const REMINDER_WORDS: Record<string, string> = {
  none: 'Not yet',
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  skipped: 'Not sent',
};

/**
 * /admin/open-checkouts: checkouts left half-way (a valid phone typed, no order yet) over the last days: value,
 * items, phone (masked for roles that see phones masked), city, when, the reminder, and the order placed since
 * (recovered when it came after the reminder); the recovered revenue of the period above. The period lives in the URL.
 */
export function AdminOpenCheckoutsPage() {
  usePageTitle('Open Checkouts | Admin');
  const [params, setParams] = useSearchParams();
  const chosen = Number(params.get('days'));
  const period = (PERIODS as readonly number[]).includes(chosen) ? chosen : 30;
  const { data, loading, error, refetch } = useQuery(OpenCheckoutsQuery, {
    variables: { days: period },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.openCheckouts;

  return (
    <section className="stack" aria-labelledby="open-checkouts-title">
      <div className="admin-head">
        <h1 id="open-checkouts-title">Open Checkouts</h1>
        <div className="field">
          <label htmlFor="open-checkouts-period">Phone typed in the last</label>
          <select
            id="open-checkouts-period"
            value={period}
            onChange={(event) => setParams({ days: event.target.value }, { replace: true })}
          >
            {PERIODS.map((value) => (
              <option key={value} value={value}>
                {value} days
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="muted small">
        Shoppers who typed their phone at checkout and left. Each gets one reminder with a link back to their cart
        (Settings, Messages to customers); an order placed after it counts as recovered.
      </p>
      {!page && loading ? (
        <Spinner label="Loading the open checkouts…" />
      ) : !page ? (
        error && <LoadError message="Failed to load the open checkouts" onRetry={() => void refetch()} />
      ) : (
        <>
          <dl className="stat-grid" data-testid="open-checkout-figures">
            <Figure label="Recovered revenue" value={formatPrice(page.figures.recoveredRevenue)} />
            <Figure label="Recovered orders" value={String(page.figures.recovered)} />
            <Figure label="Reminded" value={String(page.figures.reminded)} />
            <Figure label="Open checkouts" value={String(page.figures.recorded)} />
            <Figure label="Ordered" value={String(page.figures.ordered)} />
          </dl>
          {page.items.length === 0 ? (
            <p className="panel empty-state">No checkouts were left half-way in the last {page.figures.days} days.</p>
          ) : (
            <AdminTable caption={`Open checkouts, last ${page.figures.days} days`} columns={COLUMNS}>
              {page.items.map((row) => (
                <tr key={row.id}>
                  <td data-label="When" className="nowrap">
                    {formatDateTime(row.phoneTypedAt)}
                  </td>
                  <td data-label="Value" className="nowrap">
                    {formatPrice(row.value)}
                  </td>
                  <td data-label="Items">
                    {row.items.join(', ')} <span className="muted small">({row.units})</span>
                  </td>
                  <td data-label="Phone" className="nowrap">
                    {row.phone.includes('•') ? row.phone : displayPhone(row.phone)}
                  </td>
                  <td data-label="City">{row.city || '–'}</td>
                  <td data-label="Reminder">
                    {REMINDER_WORDS[row.reminder] ?? row.reminder}
                    {row.remindedAt && <span className="muted small"> {formatDateTime(row.remindedAt)}</span>}
                    {row.reminderReason && <span className="muted small"> {row.reminderReason}</span>}
                  </td>
                  <td data-label="Order">
                    {row.orderId ? (
                      <>
                        <Link to={`/admin/orders/${row.orderId}`}>{row.recovered ? 'Recovered' : 'Ordered'}</Link>
                        {row.orderTotal !== null && row.orderTotal !== undefined && (
                          <span className="muted small"> {formatPrice(row.orderTotal)}</span>
                        )}
                      </>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td />
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="stat">
      <dt>{label}</dt>
      <dd>
        <span className="stat-value">{value}</span>
      </dd>
    </div>
  );
}

import { usePermissions } from '../../auth/useSession';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState } from 'react';
import { getFragmentData } from '../../../gql';
import { errorMessage } from '../../../lib/errors';
import { adminToast } from '../admin-toast';
import { downloadAdminFile, type OrdersFileReport, readFileText } from '../admin-files';
import {
  BookShipmentsMutation,
  BulkReportFragment,
  BulkSetOrderStatusMutation,
  CouriersQuery,
  ImportCourierStatusesMutation,
  ImportTrackingNumbersMutation,
} from '../couriers.graphql';

/** A report as shown: a bulk mutation's answer, or a courier document's (OrdersFileReport). */
interface ShownReport extends Omit<OrdersFileReport, 'outcomes'> {
  outcomes: Array<{
    row?: number | null;
    orderId?: string | null;
    orderNumber?: string | null;
    result: string;
    message: string;
  }>;
}

interface BulkOrderActionsProps {
  selected: string[];
  onClear: () => void;
  /** After anything that changed orders: the list asks the server again. */
  onChanged: () => void;
}

/**
 * Bulk work on the selected orders: to Processing, to Shipped with an own rider, booked with a courier,
 * labels and packing slips as one PDF, CSV exports; and a courier's status CSV read back. Each action
 * answers what happened to every order (or row).
 */
export function BulkOrderActions({ selected, onClear, onChanged }: BulkOrderActionsProps) {
  const can = usePermissions();
  const fulfils = can('orders:fulfil');
  const exports = can('orders:export');
  const { data } = useQuery(CouriersQuery, { skip: !fulfils });
  const bookable = (data?.couriers ?? []).filter((courier) => courier.canBook);
  const [bulkStatus] = useMutation(BulkSetOrderStatusMutation);
  const [bookMany] = useMutation(BookShipmentsMutation);
  const [importStatuses] = useMutation(ImportCourierStatusesMutation);
  const [importTracking] = useMutation(ImportTrackingNumbersMutation);
  const [pasteCourier, setPasteCourier] = useState('tcs');
  const [trackingText, setTrackingText] = useState('');
  const [busy, setBusy] = useState<string | null>(null);
  const [riderName, setRiderName] = useState('');
  const [report, setReport] = useState<{ title: string; report: ShownReport } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const none = selected.length === 0;

  async function run(label: string, work: () => Promise<ShownReport | null | undefined>) {
    setBusy(label);
    try {
      const answer = await work();
      if (answer) {
        setReport({ title: label, report: answer });
        const summary = `${label}: ${answer.ok} done, ${answer.unchanged} unchanged, ${answer.failed} failed`;
        if (answer.failed) adminToast.error(summary);
        else adminToast.success(summary);
        onChanged();
      }
    } catch (failure) {
      adminToast.error(`${label} failed`, errorMessage(failure, ''));
    } finally {
      setBusy(null);
    }
  }

  const orderIds = selected;
  return (
    <section className="panel bulk-actions" aria-labelledby={`${id}-title`}>
      <div className="row bulk-head">
        <h2 id={`${id}-title`} className="small-title">
          {none ? 'Bulk actions: select orders' : `${selected.length} selected`}
        </h2>
        {!none && (
          <button type="button" className="btn btn-sm btn-outline" onClick={onClear}>
            Clear selection
          </button>
        )}
      </div>
      <div className="row wrap" role="group" aria-label="Actions on the selected orders">
        {fulfils && (
          <>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              disabled={none || busy !== null}
              onClick={() =>
                void run('Move to Processing', async () => {
                  const answer = await bulkStatus({ variables: { input: { orderIds, status: 'Processing' } } });
                  return getFragmentData(BulkReportFragment, answer.data?.bulkSetOrderStatus);
                })
              }
            >
              Move to Processing
            </button>
            {bookable.length > 0 && (
              <button
                type="button"
                className="btn btn-sm btn-primary"
                disabled={none || busy !== null}
                onClick={() =>
                  void run('Book by dispatch rules', async () => {
                    const answer = await bookMany({ variables: { input: { orderIds } } });
                    return getFragmentData(BulkReportFragment, answer.data?.bookShipments);
                  })
                }
              >
                Book by Dispatch Rules
              </button>
            )}
            {bookable.map((courier) => (
              <button
                key={courier.code}
                type="button"
                className="btn btn-sm btn-primary"
                disabled={none || busy !== null}
                onClick={() =>
                  void run(`Book with ${courier.name}`, async () => {
                    const answer = await bookMany({ variables: { input: { orderIds, courier: courier.code } } });
                    return getFragmentData(BulkReportFragment, answer.data?.bookShipments);
                  })
                }
              >
                Book with {courier.name}
              </button>
            ))}
            <button
              type="button"
              className="btn btn-sm btn-outline"
              disabled={none || busy !== null}
              onClick={() => void run('Labels', () => downloadAdminFile('/api/v1/admin/orders/labels', { orderIds }))}
            >
              Print Labels
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              disabled={none || busy !== null}
              onClick={() =>
                void run('Packing slips', () => downloadAdminFile('/api/v1/admin/orders/packing-slips', { orderIds }))
              }
            >
              Packing Slips
            </button>
          </>
        )}
        {exports && (
          <>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              disabled={none || busy !== null}
              onClick={() =>
                void run('CSV export', () =>
                  downloadAdminFile('/api/v1/admin/orders/export.csv', { orderIds, layout: 'plain' }),
                )
              }
            >
              Export CSV
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              disabled={none || busy !== null}
              onClick={() =>
                void run('PostEx CSV export', () =>
                  downloadAdminFile('/api/v1/admin/orders/export.csv', { orderIds, layout: 'postex' }),
                )
              }
            >
              Export PostEx CSV
            </button>
          </>
        )}
      </div>
      {fulfils && (
        <>
          <form
            className="row wrap"
            aria-label="Ship the selected orders with our rider"
            onSubmit={(event) => {
              event.preventDefault();
              void run('Ship with own rider', async () => {
                const answer = await bulkStatus({
                  variables: { input: { orderIds, status: 'Shipped', shipment: { courier: 'own_rider', riderName } } },
                });
                return getFragmentData(BulkReportFragment, answer.data?.bulkSetOrderStatus);
              });
            }}
          >
            <label htmlFor={`${id}-rider`}>Rider&apos;s name</label>
            <input
              id={`${id}-rider`}
              value={riderName}
              maxLength={60}
              required
              onChange={(event) => setRiderName(event.target.value)}
            />
            <button type="submit" className="btn btn-sm btn-outline" disabled={none || busy !== null}>
              Ship with own rider
            </button>
          </form>
          <details className="tracking-paste">
            <summary>Paste tracking numbers</summary>
            <form
              className="stack"
              aria-label="Ship orders with pasted tracking numbers"
              onSubmit={(event) => {
                event.preventDefault();
                void run('Tracking numbers', async () => {
                  const answer = await importTracking({
                    variables: { input: { courier: pasteCourier, text: trackingText } },
                  });
                  const shipped = getFragmentData(BulkReportFragment, answer.data?.importTrackingNumbers);
                  if (shipped && shipped.failed === 0) setTrackingText('');
                  return shipped;
                });
              }}
            >
              <p className="muted small">
                A line per order: its order number, then the courier&apos;s tracking number (as copied from a
                spreadsheet or the courier&apos;s portal). Each order is shipped with that courier.
              </p>
              <div className="row wrap">
                <label htmlFor={`${id}-paste-courier`}>Courier</label>
                <select
                  id={`${id}-paste-courier`}
                  value={pasteCourier}
                  onChange={(event) => setPasteCourier(event.target.value)}
                >
                  {(data?.couriers ?? [])
                    .filter((courier) => courier.code !== 'own_rider')
                    .map((courier) => (
                      <option key={courier.code} value={courier.code}>
                        {courier.name}
                      </option>
                    ))}
                </select>
              </div>
              <label htmlFor={`${id}-paste`}>Order numbers and tracking numbers</label>
              <textarea
                id={`${id}-paste`}
                rows={5}
                value={trackingText}
                placeholder={'VA251128-AB12C, 7700112233'}
                onChange={(event) => setTrackingText(event.target.value)}
              />
              <div>
                <button
                  type="submit"
                  className="btn btn-sm btn-primary"
                  disabled={busy !== null || !trackingText.trim()}
                >
                  Ship These Orders
                </button>
              </div>
            </form>
          </details>
          <div className="row wrap">
            <label htmlFor={`${id}-status-file`}>Courier status CSV (Delivered / Returned)</label>
            <input
              id={`${id}-status-file`}
              ref={fileRef}
              type="file"
              accept=".csv,text/csv"
              disabled={busy !== null}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (!file) return;
                void run('Status import', async () => {
                  const answer = await importStatuses({ variables: { input: { csv: await readFileText(file) } } });
                  if (fileRef.current) fileRef.current.value = '';
                  return getFragmentData(BulkReportFragment, answer.data?.importCourierStatuses);
                });
              }}
            />
          </div>
        </>
      )}
      {busy && (
        <p className="muted small" role="status">
          {busy}…
        </p>
      )}
      {report && (
        <div className="bulk-report" role="status">
          <h3 className="small-title">
            {report.title}: {report.report.ok} done, {report.report.unchanged} unchanged, {report.report.failed} failed
          </h3>
          <ul className="small">
            {report.report.outcomes.map((outcome, index) => (
              <li key={`${outcome.orderId ?? ''}-${index}`} className={`bulk-${outcome.result}`}>
                {outcome.row ? `Row ${outcome.row}: ` : ''}
                {outcome.orderNumber ? `${outcome.orderNumber}: ` : ''}
                {outcome.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}

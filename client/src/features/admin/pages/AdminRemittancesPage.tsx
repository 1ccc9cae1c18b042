import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import type { FetchCourierPaymentsMutation as FetchReport, PaymentImportRow } from '../../../gql/graphql';
import { getFragmentData } from '../../../gql';
import { errorMessage } from '../../../lib/errors';
import { formatDate, formatPrice } from '../../../ui/format';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { adminToast } from '../admin-toast';
import { readFileText } from '../admin-files';
import { AdminTable } from '../components/AdminTable';
import { LoadError } from '../components/LoadError';
import {
  CashOutstandingQuery,
  CourierPaymentFieldsFragment,
  CourierPaymentsQuery,
  CouriersQuery,
  FetchCourierPaymentsMutation,
  ImportCourierPaymentsMutation,
  RecordCourierPaymentMutation,
} from '../couriers.graphql';

const today = () => new Date().toISOString().slice(0, 10);
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

type SettlementReport = FetchReport['fetchCourierPayments'];

/** One sentence for what a fetch of the courier's payments found and recorded. */
function settlementSummary(report: SettlementReport): string {
  if (report.checked === 0) return `${report.courierName}: no delivered orders are waiting for its payment.`;
  const parts = [`${report.courierName}: ${plural(report.checked, 'delivered order')} checked`];
  if (report.paid > 0) {
    const references = getFragmentData(CourierPaymentFieldsFragment, report.payments).map((p) => p.reference);
    parts.push(
      `${plural(report.paid, 'order')} paid, ${plural(references.length, 'payment')} recorded (${references.join(', ')})`,
    );
  } else parts.push('no new payments');
  if (report.notPaid > 0) parts.push(`${report.notPaid} not paid yet`);
  if (report.failed > 0) parts.push(`${report.failed} could not be recorded`);
  return `${parts.join('; ')}.`;
}

/**
 * /admin/remittances: the cash couriers hold for delivered COD orders, per courier and by age; the payments
 * fetched from a courier's API (a button per configured courier, with what it found); the orders still unpaid
 * (select them and record the courier's payment, or import its payment CSV); the payments, flagged when the
 * amount is not the orders' COD less the courier's charges.
 */
export function AdminRemittancesPage() {
  usePageTitle('Courier Cash | Admin');
  const outstanding = useQuery(CashOutstandingQuery, { fetchPolicy: 'cache-and-network' });
  const payments = useQuery(CourierPaymentsQuery, { fetchPolicy: 'cache-and-network' });
  const couriers = useQuery(CouriersQuery);
  const [recordPayment, recordState] = useMutation(RecordCourierPaymentMutation);
  const [importPayments, importState] = useMutation(ImportCourierPaymentsMutation);
  const [fetchPayments, fetchState] = useMutation(FetchCourierPaymentsMutation);
  const [fetched, setFetched] = useState<SettlementReport | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [courier, setCourier] = useState('postex');
  const [date, setDate] = useState(today);
  const [reference, setReference] = useState('');
  const [amount, setAmount] = useState('');
  const [charges, setCharges] = useState('0');
  const [importCourier, setImportCourier] = useState('postex');
  const [importRows, setImportRows] = useState<PaymentImportRow[] | null>(null);
  const id = useId();

  const cash = outstanding.data?.cashOutstanding;
  const paymentList = getFragmentData(CourierPaymentFieldsFragment, payments.data?.courierPayments ?? []);
  const items = cash?.items ?? [];
  const selectedItems = items.filter((item) => selected.includes(item.id));
  const selectedCod = selectedItems.reduce((sum, item) => sum + item.codAmount, 0);
  const refresh = () => Promise.all([outstanding.refetch(), payments.refetch()]);

  function select(orderId: string, on: boolean, itemCourier: string) {
    if (on && selected.length === 0) setCourier(itemCourier);
    setSelected((current) => (on ? [...current, orderId] : current.filter((entry) => entry !== orderId)));
  }

  async function record(event: FormEvent) {
    event.preventDefault();
    try {
      const answer = await recordPayment({
        variables: {
          input: {
            courier,
            date,
            reference,
            amount: Number(amount),
            charges: Number(charges || 0),
            orderIds: selected,
          },
        },
      });
      const payment = answer.data
        ? getFragmentData(CourierPaymentFieldsFragment, answer.data.recordCourierPayment)
        : undefined;
      if (payment?.flagged)
        adminToast.error(
          'Payment recorded, but flagged',
          `It differs by ${formatPrice(payment.difference)} from the orders' COD less the charges`,
        );
      else adminToast.success('Payment recorded');
      setSelected([]);
      setReference('');
      setAmount('');
      await refresh();
    } catch (failure) {
      adminToast.error('Failed to record the payment', errorMessage(failure, ''));
    }
  }

  async function importFile(file: File) {
    try {
      const answer = await importPayments({
        variables: { input: { courier: importCourier, csv: await readFileText(file) } },
      });
      const report = answer.data?.importCourierPayments;
      setImportRows(report?.rows ?? []);
      adminToast.success(`${report?.payments.length ?? 0} payments imported`);
      await refresh();
    } catch (failure) {
      adminToast.error('Failed to import the payment file', errorMessage(failure, ''));
    }
  }

  async function fetchFrom(code: string, name: string) {
    try {
      const answer = await fetchPayments({ variables: { courier: code } });
      const report = answer.data?.fetchCourierPayments;
      setFetched(report ?? null);
      if (report?.payments.length)
        adminToast.success(`${plural(report.payments.length, 'payment')} fetched from ${name}`);
      await refresh();
    } catch (failure) {
      setFetched(null);
      adminToast.error(`Failed to fetch payments from ${name}`, errorMessage(failure, ''));
    }
  }

  const apiCouriers = (couriers.data?.couriers ?? []).filter((entry) => entry.canFetchPayments);

  if (!cash && outstanding.loading) return <Spinner label="Loading the cash outstanding…" />;
  if (!cash && outstanding.error)
    return <LoadError message="Failed to load the cash outstanding" onRetry={() => void outstanding.refetch()} />;

  return (
    <section className="stack" aria-labelledby="remittances-title">
      <div className="admin-head">
        <h1 id="remittances-title">Courier Cash</h1>
        <p className="muted">
          Outstanding: <strong>{formatPrice(cash?.total ?? 0)}</strong> in {cash?.orders ?? 0} delivered orders
        </p>
      </div>

      {(cash?.byCourier ?? []).length === 0 && <p className="muted">No courier holds cash for this shop.</p>}
      {(cash?.byCourier ?? []).length > 0 && (
        <AdminTable
          caption="Cash outstanding per courier, by days since delivery"
          columns={['Courier', 'Orders', 'Total', '0-7 days', '8-14 days', '15-30 days', 'Over 30 days']}
        >
          {(cash?.byCourier ?? []).map((row) => (
            <tr key={row.courier}>
              <th scope="row" data-label="Courier">
                {row.courierName}
              </th>
              <td data-label="Orders">{row.orders}</td>
              <td data-label="Total" className="nowrap">
                <strong>{formatPrice(row.amount)}</strong>
              </td>
              <td data-label="0-7 days" className="nowrap">
                {formatPrice(row.days0to7)}
              </td>
              <td data-label="8-14 days" className="nowrap">
                {formatPrice(row.days8to14)}
              </td>
              <td data-label="15-30 days" className="nowrap">
                {formatPrice(row.days15to30)}
              </td>
              <td data-label="Over 30 days" className={`nowrap ${row.over30 > 0 ? 'text-danger' : ''}`}>
                {formatPrice(row.over30)}
              </td>
              <td />
            </tr>
          ))}
        </AdminTable>
      )}

      {apiCouriers.length > 0 && (
        <section className="panel" aria-labelledby={`${id}-fetch`}>
          <h2 id={`${id}-fetch`}>Payments from the Courier</h2>
          <p className="muted small">
            Asks the courier which delivered orders booked with it are paid, and records its payments (one per payment
            reference).
          </p>
          <div className="row wrap">
            {apiCouriers.map((entry) => (
              <button
                key={entry.code}
                type="button"
                className="btn btn-outline btn-sm"
                disabled={fetchState.loading}
                onClick={() => void fetchFrom(entry.code, entry.name)}
              >
                {fetchState.loading ? 'Fetching…' : `Fetch payments from ${entry.name}`}
              </button>
            ))}
          </div>
          {fetched && (
            <div role="status" className="small">
              <p>{settlementSummary(fetched)}</p>
              {fetched.rows.some((row) => row.result === 'failed') && (
                <ul className="bulk-report">
                  {fetched.rows
                    .filter((row) => row.result === 'failed')
                    .map((row) => (
                      <li key={row.orderId} className="bulk-failed">
                        {row.orderNumber} ({row.trackingNumber}): {row.message}
                      </li>
                    ))}
                </ul>
              )}
            </div>
          )}
        </section>
      )}

      <section className="panel" aria-labelledby={`${id}-record`}>
        <h2 id={`${id}-record`}>Record a Courier Payment</h2>
        <p className="muted small">
          Select the delivered orders it pays below ({selected.length} selected, COD {formatPrice(selectedCod)}).
        </p>
        <form className="admin-toolbar" onSubmit={(event) => void record(event)} aria-label="Record a courier payment">
          <div className="field">
            <label htmlFor={`${id}-courier`}>Courier</label>
            <select id={`${id}-courier`} value={courier} onChange={(event) => setCourier(event.target.value)}>
              {(couriers.data?.couriers ?? []).map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-date`}>Payment date</label>
            <input
              id={`${id}-date`}
              type="date"
              value={date}
              required
              onChange={(event) => setDate(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-reference`}>Reference</label>
            <input
              id={`${id}-reference`}
              value={reference}
              required
              maxLength={80}
              onChange={(event) => setReference(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-amount`}>Amount paid (Rs.)</label>
            <input
              id={`${id}-amount`}
              type="number"
              min={0}
              step="0.01"
              value={amount}
              required
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${id}-charges`}>Courier charges (Rs.)</label>
            <input
              id={`${id}-charges`}
              type="number"
              min={0}
              step="0.01"
              value={charges}
              onChange={(event) => setCharges(event.target.value)}
            />
          </div>
          <button
            type="submit"
            className="btn btn-primary btn-sm"
            disabled={selected.length === 0 || recordState.loading}
          >
            {recordState.loading ? 'Recording…' : 'Record Payment'}
          </button>
        </form>
        <div className="row wrap">
          <label htmlFor={`${id}-import-courier`}>Import a payment CSV from</label>
          <select
            id={`${id}-import-courier`}
            value={importCourier}
            onChange={(event) => setImportCourier(event.target.value)}
          >
            {(couriers.data?.couriers ?? []).map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.name}
              </option>
            ))}
          </select>
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label="Courier payment CSV"
            disabled={importState.loading}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void importFile(file);
              event.target.value = '';
            }}
          />
        </div>
        {importRows && (
          <ul className="small bulk-report" role="status">
            {importRows.map((row) => (
              <li key={row.row} className={row.result === 'ok' ? 'bulk-ok' : 'bulk-failed'}>
                Row {row.row} ({row.reference}, {row.trackingNumber}): {row.message}
              </li>
            ))}
          </ul>
        )}
      </section>

      <h2>Unpaid Delivered Orders</h2>
      {items.length === 0 ? (
        <p className="muted">Every delivered order is paid.</p>
      ) : (
        <AdminTable
          caption="Delivered COD orders the couriers have not paid yet, oldest first"
          columns={['Order', 'Courier', 'Tracking', 'COD', 'Delivered', 'Age']}
          leading={<span className="sr-only">Select</span>}
        >
          {items.map((item) => (
            <tr key={item.id}>
              <td className="cell-select">
                <input
                  type="checkbox"
                  aria-label={`Select order ${item.orderNumber}`}
                  checked={selected.includes(item.id)}
                  onChange={(event) => select(item.id, event.target.checked, item.courier)}
                />
              </td>
              <th scope="row" data-label="Order">
                <Link to={`/admin/orders/${encodeURIComponent(item.id)}`}>{item.orderNumber}</Link>
              </th>
              <td data-label="Courier">
                {item.courier === 'none' ? 'No courier recorded: record it on the order page' : item.courier}
              </td>
              <td data-label="Tracking" className="cell-break">
                {item.trackingNumber || '—'}
              </td>
              <td data-label="COD" className="nowrap">
                {formatPrice(item.codAmount)}
              </td>
              <td data-label="Delivered" className="nowrap">
                {formatDate(item.deliveredAt)}
              </td>
              <td data-label="Age">{item.ageDays} days</td>
              <td />
            </tr>
          ))}
        </AdminTable>
      )}

      <h2>Payments</h2>
      {paymentList.length === 0 ? (
        <p className="muted">No courier payments recorded yet.</p>
      ) : (
        <AdminTable
          caption="Courier payments, newest first"
          columns={['Date', 'Courier', 'Reference', 'Paid', 'Charges', 'COD of orders', 'Difference', 'Orders']}
        >
          {paymentList.map((payment) => (
            <tr key={payment.id} className={payment.flagged ? 'row-flagged' : undefined}>
              <td data-label="Date" className="nowrap">
                {formatDate(payment.date)}
              </td>
              <td data-label="Courier">{payment.courierName}</td>
              <th scope="row" data-label="Reference">
                {payment.reference}
                {payment.flagged && <span className="badge badge-danger">Flagged</span>}
              </th>
              <td data-label="Paid" className="nowrap">
                {formatPrice(payment.amount)}
              </td>
              <td data-label="Charges" className="nowrap">
                {formatPrice(payment.charges)}
              </td>
              <td data-label="COD of orders" className="nowrap">
                {formatPrice(payment.codTotal)}
              </td>
              <td data-label="Difference" className="nowrap">
                {payment.difference === 0 ? '—' : formatPrice(payment.difference)}
              </td>
              <td data-label="Orders" className="cell-break small">
                {payment.orderNumbers.join(', ')}
              </td>
              <td />
            </tr>
          ))}
        </AdminTable>
      )}
    </section>
  );
}

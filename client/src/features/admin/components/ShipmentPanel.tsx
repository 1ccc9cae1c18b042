import { usePermissions } from '../../auth/useSession';
import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import type { AdminOrderQuery } from '../../../gql/graphql';
import { getFragmentData } from '../../../gql';
import { errorMessage } from '../../../lib/errors';
import { formatDateTime } from '../../../ui/format';
import { ShipmentInfo } from '../../orders/components/ShipmentInfo';
import { ShipmentFieldsFragment } from '../../orders/orders.graphql';
import { adminToast } from '../admin-toast';
import { downloadAdminFile } from '../admin-files';
import {
  BookShipmentMutation,
  CouriersQuery,
  DispatchChoiceQuery,
  RecordOrderCourierMutation,
  RefreshTrackingMutation,
  ShipOrderMutation,
  ShippedOrderFragment,
} from '../couriers.graphql';

type AdminOrder = AdminOrderQuery['order'];

const SHIPPABLE = ['Pending', 'Processing', 'Shipped'];

/**
 * The admin's shipment panel: ship by hand (courier and tracking number, or own rider and name), book with
 * a courier whose API is configured, refresh its tracking, and print the label and the packing slip. A
 * Delivered order without a courier (set Delivered with the status buttons) gets its courier recorded here,
 * staying Delivered, so the cash it left with that courier can be settled on Courier Cash.
 */
export function ShipmentPanel({ order }: { order: AdminOrder }) {
  // Shipping, booking, tracking and printing are for staff who fulfil orders; others see the shipment only.
  const fulfils = usePermissions()('orders:fulfil');
  const { data } = useQuery(CouriersQuery);
  const couriers = data?.couriers ?? [];
  const bookable = couriers.filter((courier) => courier.canBook);
  const [shipOrder, shipState] = useMutation(ShipOrderMutation);
  const [recordCourier, recordState] = useMutation(RecordOrderCourierMutation);
  const [bookShipment, bookState] = useMutation(BookShipmentMutation);
  const [refreshTracking, refreshState] = useMutation(RefreshTrackingMutation);
  const [courier, setCourier] = useState('tcs');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [riderName, setRiderName] = useState('');
  const [printing, setPrinting] = useState<string | null>(null);
  const formId = useId();
  const shipment = order.shipment;
  const busy = shipState.loading || bookState.loading || refreshState.loading || recordState.loading;
  const ownRider = courier === 'own_rider';
  const delivered = order.status === 'Delivered';

  async function ship(event: FormEvent) {
    event.preventDefault();
    const variables = { id: order.id, input: ownRider ? { courier, riderName } : { courier, trackingNumber } };
    try {
      if (delivered) {
        await recordCourier({ variables });
        adminToast.success('Courier recorded');
      } else {
        await shipOrder({ variables });
        adminToast.success('Order shipped');
      }
    } catch (failure) {
      adminToast.error(
        delivered ? 'Failed to record the courier' : 'Failed to ship the order',
        errorMessage(failure, ''),
      );
    }
  }

  async function book(code: string) {
    try {
      await bookShipment({ variables: { id: order.id, courier: code } });
      adminToast.success('Parcel booked');
    } catch (failure) {
      adminToast.error('Failed to book the parcel', errorMessage(failure, ''));
    }
  }

  async function refresh() {
    try {
      const answer = await refreshTracking({ variables: { id: order.id } });
      const updated = answer.data ? getFragmentData(ShippedOrderFragment, answer.data.refreshTracking) : undefined;
      adminToast.success(`Tracking updated: ${updated?.status ?? order.status}`);
    } catch (failure) {
      adminToast.error('Failed to update tracking', errorMessage(failure, ''));
    }
  }

  async function print(kind: 'label' | 'packing-slip') {
    setPrinting(kind);
    try {
      await downloadAdminFile(`/api/v1/admin/orders/${encodeURIComponent(order.id)}/${kind}.pdf`);
    } catch (failure) {
      adminToast.error('Failed to make the PDF', errorMessage(failure, ''));
    } finally {
      setPrinting(null);
    }
  }

  return (
    <section className="panel" aria-labelledby="shipment-title">
      <h2 id="shipment-title">Shipment</h2>
      {shipment ? (
        <>
          <ShipmentInfo shipment={shipment} titleId="shipment-title" />
          {shipment.paymentId && (
            <p className="small">
              Cash paid by the courier on {shipment.paidAt ? formatDateTime(shipment.paidAt) : '—'}.
            </p>
          )}
          {fulfils && getFragmentData(ShipmentFieldsFragment, shipment).booked && order.status === 'Shipped' && (
            <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void refresh()}>
              {refreshState.loading ? 'Updating tracking…' : 'Update tracking'}
            </button>
          )}
        </>
      ) : fulfils && (SHIPPABLE.includes(order.status) || delivered) ? (
        <>
          {delivered && (
            <p className="small">
              No courier recorded. Record who delivered this order so the cash it collected can be settled on Courier
              Cash.
            </p>
          )}
          {!delivered && bookable.length > 0 && <DispatchHint orderId={order.id} />}
          {!delivered && bookable.length > 0 && (
            <div className="row">
              {bookable.map((entry) => (
                <button
                  key={entry.code}
                  type="button"
                  className="btn btn-primary btn-sm"
                  disabled={busy}
                  onClick={() => void book(entry.code)}
                >
                  {bookState.loading ? 'Booking…' : `Book with ${entry.name}`}
                </button>
              ))}
            </div>
          )}
          <form
            className="ship-form"
            onSubmit={(event) => void ship(event)}
            aria-label={delivered ? 'Record courier' : 'Ship by hand'}
          >
            <label htmlFor={`${formId}-courier`}>Courier</label>
            <select id={`${formId}-courier`} value={courier} onChange={(event) => setCourier(event.target.value)}>
              {couriers.map((entry) => (
                <option key={entry.code} value={entry.code}>
                  {entry.name}
                </option>
              ))}
            </select>
            {ownRider ? (
              <>
                <label htmlFor={`${formId}-rider`}>Rider&apos;s name</label>
                <input
                  id={`${formId}-rider`}
                  value={riderName}
                  maxLength={60}
                  onChange={(event) => setRiderName(event.target.value)}
                  required
                />
              </>
            ) : (
              <>
                <label htmlFor={`${formId}-tracking`}>Tracking number</label>
                <input
                  id={`${formId}-tracking`}
                  value={trackingNumber}
                  maxLength={60}
                  onChange={(event) => setTrackingNumber(event.target.value)}
                  required
                />
              </>
            )}
            <button type="submit" className="btn btn-outline btn-sm" disabled={busy}>
              {delivered
                ? recordState.loading
                  ? 'Recording…'
                  : 'Record Courier'
                : shipState.loading
                  ? 'Shipping…'
                  : 'Mark as Shipped'}
            </button>
          </form>
        </>
      ) : (
        <p className="muted">Not shipped.</p>
      )}
      {fulfils && (
        <div className="row print-row">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={printing !== null}
            onClick={() => void print('label')}
          >
            {printing === 'label' ? 'Making the label…' : 'Print Label (PDF)'}
          </button>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={printing !== null}
            onClick={() => void print('packing-slip')}
          >
            {printing === 'packing-slip' ? 'Making the slip…' : 'Packing Slip (PDF)'}
          </button>
        </div>
      )}
    </section>
  );
}

/** Which courier the dispatch rules give this order ("Book by Dispatch Rules" on the orders list uses it). */
function DispatchHint({ orderId }: { orderId: string }) {
  const { data } = useQuery(DispatchChoiceQuery, { variables: { orderId }, fetchPolicy: 'cache-and-network' });
  const choice = data?.dispatchChoice;
  if (!choice) return null;
  return (
    <p className="small muted">
      Dispatch rules: {choice.courierName} {choice.rule ? `(rule ${choice.rule})` : '(the default courier)'}
    </p>
  );
}

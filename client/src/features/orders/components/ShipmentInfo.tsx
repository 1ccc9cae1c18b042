import { getFragmentData, type FragmentType } from '../../../gql';
import { ShipmentFieldsFragment } from '../orders.graphql';
import { formatDateTime } from '../../../ui/format';
import './shipment.css';

/**
 * The parcel: courier (or own rider), tracking number with the courier's public tracking link, and the
 * journey's events, newest first. Used on the customer's order page and in the admin order detail.
 */
export function ShipmentInfo(props: { shipment: FragmentType<typeof ShipmentFieldsFragment>; titleId: string }) {
  const shipment = getFragmentData(ShipmentFieldsFragment, props.shipment);
  const { titleId } = props;
  const events = [...shipment.events].reverse();
  return (
    <div className="shipment-info">
      <dl className="shipment-facts">
        <dt>Courier</dt>
        <dd>{shipment.courierName}</dd>
        {shipment.riderName && (
          <>
            <dt>Rider</dt>
            <dd>{shipment.riderName}</dd>
          </>
        )}
        {shipment.trackingNumber && (
          <>
            <dt>Tracking number</dt>
            <dd>
              <strong>{shipment.trackingNumber}</strong>
            </dd>
          </>
        )}
        <dt>Shipped</dt>
        <dd>{formatDateTime(shipment.bookedAt)}</dd>
      </dl>
      {shipment.trackingUrl && (
        <p>
          <a className="btn btn-outline btn-sm" href={shipment.trackingUrl} target="_blank" rel="noreferrer">
            Track on {shipment.courierName}&apos;s website
          </a>
        </p>
      )}
      {events.length > 0 && (
        <ol className="shipment-events" aria-label={`Parcel updates`} aria-describedby={titleId}>
          {events.map((event, index) => (
            <li key={`${event.at}-${event.code}-${index}`}>
              <span className="timeline-when">{formatDateTime(event.at)}</span>
              <span>{event.description || event.code}</span>
              {event.location && <span className="muted small">{event.location}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

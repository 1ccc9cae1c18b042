import { getFragmentData, type FragmentType } from '../../../gql';
import { formatDateTime, formatPrice } from '../../../ui/format';
import { ProductImage } from '../../../ui/ProductImage';
import { OrderStatusBadge } from '../../orders/components/OrderStatusBadge';
import { ConfirmationBadge } from '../confirmation-labels';
import { PublicOrderFragment } from '../confirmations.graphql';

/** An order as pages without sign-in show it: items, total, status timeline, the address partly hidden. */
export function PublicOrderSummary({
  order: orderRef,
  timeline = false,
}: {
  order: FragmentType<typeof PublicOrderFragment>;
  timeline?: boolean;
}) {
  const order = getFragmentData(PublicOrderFragment, orderRef);
  return (
    <div className="stack">
      <p className="row wrap">
        <OrderStatusBadge status={order.status} />
        {order.confirmationStatus && <ConfirmationBadge status={order.confirmationStatus} />}
        <span className="muted small">Placed {formatDateTime(order.placedAt)}</span>
      </p>
      <ul className="public-items">
        {order.items.map((item, index) => (
          <li key={`${item.name}-${index}`}>
            <ProductImage src={item.image} alt={item.name} sizes="56px" className="public-thumb" />
            <div className="public-item-text">
              <strong>{item.name}</strong>
              <span className="small">
                {item.quantity} × {formatPrice(item.price)}
              </span>
            </div>
            <strong>{formatPrice(item.lineTotal)}</strong>
          </li>
        ))}
      </ul>
      {order.deliveryCharge > 0 && (
        <p className="public-total">
          <span>Delivery</span>
          <span>{formatPrice(order.deliveryCharge)}</span>
        </p>
      )}
      <p className="public-total">
        <span>Total (cash on delivery)</span>
        <strong>{formatPrice(order.totalAmount)}</strong>
      </p>
      <div>
        <h2 className="subhead">Delivery to</h2>
        <address className="public-address">
          <strong>{order.shipTo.name}</strong>
          <span>{order.shipTo.address}</span>
          <span>{order.shipTo.city}</span>
          <span>{order.shipTo.phone}</span>
        </address>
      </div>
      {timeline && (
        <div>
          <h2 className="subhead">Status timeline</h2>
          <ol className="public-timeline">
            {[...order.statusHistory].reverse().map((change, index) => (
              <li key={`${change.changedAt}-${index}`}>
                <OrderStatusBadge status={change.status} />
                <span className="muted small">{formatDateTime(change.changedAt)}</span>
              </li>
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

import { getFragmentData, type FragmentType } from '../../../gql';
import { formatDateTime, formatPrice } from '../../../ui/format';
import { ProductImage } from '../../../ui/ProductImage';
import { OrderStatusBadge } from '../../orders/components/OrderStatusBadge';
import { ConfirmationBadge } from '../confirmation-labels';
import { PublicOrderFragment } from '../confirmations.graphql';

/**
 * An order as pages without sign-in show it: items, total, status timeline, the address partly hidden (unless
 * the page shows the address itself: `address={false}`). Its
 * subheadings are one level below the page's heading for the order (`headingLevel`). The figures, badges and the
 * timeline are kept clear of the floating WhatsApp button (`data-keep-clear`), which would cover them on a phone.
 */
export function PublicOrderSummary({
  order: orderRef,
  timeline = false,
  headingLevel = 2,
  address = true,
}: {
  order: FragmentType<typeof PublicOrderFragment>;
  timeline?: boolean;
  headingLevel?: 2 | 3 | 4;
  /** The masked 'Delivery to' block; the confirmation link's page shows the address in full above instead. */
  address?: boolean;
}) {
  const order = getFragmentData(PublicOrderFragment, orderRef);
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="stack public-summary">
      <p className="row wrap" data-keep-clear>
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
            <strong className="public-line-total" data-keep-clear>
              {formatPrice(item.lineTotal)}
            </strong>
          </li>
        ))}
      </ul>
      {order.deliveryCharge > 0 && (
        <p className="public-total" data-keep-clear>
          <span>Delivery</span>
          <span>{formatPrice(order.deliveryCharge)}</span>
        </p>
      )}
      <p className="public-total" data-keep-clear>
        <span>Total (cash on delivery)</span>
        <strong>{formatPrice(order.totalAmount)}</strong>
      </p>
      {address && (
        <div>
          <Heading className="public-subhead">Delivery to</Heading>
          <address className="public-address">
            <strong>{order.shipTo.name}</strong>
            <span>{order.shipTo.address}</span>
            <span>{order.shipTo.city}</span>
            <span>{order.shipTo.phone}</span>
          </address>
        </div>
      )}
      {timeline && (
        <div>
          <Heading className="public-subhead">Status timeline</Heading>
          <ol className="public-timeline" data-keep-clear>
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

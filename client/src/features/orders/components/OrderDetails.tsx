import { useRef } from 'react';
import { getFragmentData, type FragmentType } from '../../../gql';
import { displayOrderId, formatDate, formatPrice, telLink, whatsappLink } from '../../../ui/format';
import type { ShopDetails } from '../../shop/useShop';
import { OrderItemList } from './OrderItemList';
import { OrderStatusBadge } from './OrderStatusBadge';
import { ShipmentInfo } from './ShipmentInfo';
import { statusWording } from '../order-status-labels';
import { OrderDetailFieldsFragment } from '../orders.graphql';
import { displayPhone } from '../../../ui/phone';

interface OrderDetailsProps {
  order: FragmentType<typeof OrderDetailFieldsFragment>;
  shop: ShopDetails;
  /** Copies the ID; `shown` is the element showing it (selected for Ctrl+C when the browser refuses to copy). */
  onCopyId: (orderId: string, shown: HTMLElement | null) => void;
}

/** A placed order: its ID (copyable), guest or account badge, who and where, order info, items and help. */
export function OrderDetails({ order: orderRef, shop, onCopyId }: OrderDetailsProps) {
  const order = getFragmentData(OrderDetailFieldsFragment, orderRef);
  const orderId = displayOrderId(order);
  const wording = statusWording(order.status, shop.name, order.confirmation?.status);
  const shownId = useRef<HTMLElement>(null);
  const contact = order.isGuestOrder ? (order.guestInfo ?? order.shippingAddress) : order.shippingAddress;
  return (
    <div className="order-page">
      <section className="panel order-hero" aria-labelledby="order-title">
        <span className={`order-hero-icon ${wording.tone}`} aria-hidden="true">
          {wording.icon}
        </span>
        <h1 id="order-title">{wording.title}</h1>
        <p className="muted">{wording.text}</p>
        <div className="order-id-box">
          <span className="label">Order ID</span>
          <strong ref={shownId} className="order-id" data-testid="order-id">
            {orderId}
          </strong>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => onCopyId(orderId, shownId.current)}
            aria-label={`Copy order ID ${orderId}`}
          >
            Copy
          </button>
        </div>
        <span className={`badge ${order.isGuestOrder ? 'badge-info' : 'badge-brand'}`}>
          {order.isGuestOrder ? 'Guest Order' : 'Account Order'}
        </span>
      </section>

      <div className="order-grid">
        <section className="panel" aria-labelledby="order-customer-title">
          <h2 id="order-customer-title">{order.isGuestOrder ? 'Customer & Delivery' : 'Shipping Information'}</h2>
          <dl className="order-facts">
            <dt>Name</dt>
            <dd>{contact.name}</dd>
            {contact.email && (
              <>
                <dt>Email</dt>
                <dd>{contact.email}</dd>
              </>
            )}
            <dt>Phone</dt>
            <dd>{displayPhone(contact.phone)}</dd>
            <dt>Address</dt>
            <dd>
              {order.shippingAddress.address}, {order.shippingAddress.city}
            </dd>
          </dl>
        </section>

        <section className="panel" aria-labelledby="order-info-title">
          <h2 id="order-info-title">Order Information</h2>
          <dl className="order-facts">
            <dt>Order Date</dt>
            <dd>{formatDate(order.createdAt)}</dd>
            <dt>Status</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
            <dt>Payment</dt>
            <dd>Cash on Delivery</dd>
            {(order.shippingFee > 0 || order.discountCode) && (
              <>
                <dt>Subtotal</dt>
                <dd>{formatPrice(order.subtotal)}</dd>
              </>
            )}
            {order.discountCode && (
              <>
                <dt>Discount ({order.discountCode})</dt>
                <dd data-testid="order-discount">− {formatPrice(order.discount)}</dd>
              </>
            )}
            {order.shippingFee > 0 && (
              <>
                <dt>Delivery</dt>
                <dd data-testid="order-shipping-fee">{formatPrice(order.shippingFee)}</dd>
              </>
            )}
            <dt>Total</dt>
            <dd>
              <strong>{formatPrice(order.totalAmount)}</strong>
            </dd>
            {order.notes && (
              <>
                <dt>Notes</dt>
                <dd>{order.notes}</dd>
              </>
            )}
          </dl>
        </section>
      </div>

      {order.shipment && (
        <section className="panel" aria-labelledby="order-shipment-title">
          <h2 id="order-shipment-title">Shipment</h2>
          <ShipmentInfo shipment={order.shipment} titleId="order-shipment-title" />
        </section>
      )}

      <section className="panel" aria-labelledby="order-items-title">
        <h2 id="order-items-title">Order Items ({order.itemCount})</h2>
        <OrderItemList items={order.items} totalAmount={order.totalAmount} />
      </section>

      <section className="panel" aria-labelledby="order-help-title">
        <h2 id="order-help-title">Need Help?</h2>
        <p className="muted">Questions about your order? Our support team is on WhatsApp 24/7, or call us.</p>
        <div className="row">
          <a
            className="btn btn-success"
            href={whatsappLink(shop.whatsapp, `Hello ${shop.name}, I need help with my order ${orderId}.`)}
            target="_blank"
            rel="noreferrer"
          >
            WhatsApp {shop.whatsapp}
          </a>
          <a className="btn btn-outline" href={telLink(shop.phone)}>
            Call {shop.phone}
          </a>
        </div>
        {order.isGuestOrder && (
          <div className="order-guest-tip">
            <p>
              <strong>Guest order:</strong> save your order ID <strong>{orderId}</strong>. Send it to us on WhatsApp to
              track your order.
            </p>
            <a
              className="btn btn-success"
              href={whatsappLink(shop.whatsapp, `Hello ${shop.name}, I placed an order. My order ID is ${orderId}.`)}
              target="_blank"
              rel="noreferrer"
            >
              Send Order ID via WhatsApp
            </a>
          </div>
        )}
      </section>
    </div>
  );
}

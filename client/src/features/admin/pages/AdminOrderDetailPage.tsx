import { useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { AdminOrderQuery as AdminOrderData, OrderStatus } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/errors';
import { displayOrderId, formatDateTime, formatPrice } from '../../../ui/format';
import { ProductImage } from '../../../ui/ProductImage';
import { Spinner } from '../../../ui/Spinner';
import { usePageTitle } from '../../../ui/usePageTitle';
import { AdminOrderQuery, SetOrderStatusMutation } from '../admin.graphql';
import { ORDER_STATUSES, orderStatusLabel } from '../../orders/order-status-labels';
import { adminToast } from '../admin-toast';
import { LoadError } from '../components/LoadError';
import { ShipmentPanel } from '../components/ShipmentPanel';
import { CustomerMessagesPanel } from '../components/CustomerMessagesPanel';
import { RiskPanel } from '../../orders/components/RiskBadge';
import { OrderStatusBadge } from '../../orders/components/OrderStatusBadge';
import { ConfirmationPanel } from '../../confirmations/components/ConfirmationPanel';
import { AdminConfirmationFragment } from '../../confirmations/confirmations.graphql';
import { getFragmentData } from '../../../gql';
import { CustomerPhone } from '../../confirmations/components/CustomerPhone';
import { isMaskedPhone } from '../../confirmations/revealed-phones';
import { GATE_MESSAGE } from '../../confirmations/confirmation-labels';
import '../../confirmations/confirmations.css';

type AdminOrder = AdminOrderData['order'];

const ORDER_NOT_FOUND = 'Order not found';
const ROLE_NAMES: Record<string, string> = { admin: 'Admin', user: 'Customer', guest: 'Guest', system: 'System' };

/** Who made a change: 'by Sara Khan (Admin)', or just 'by Guest' when the name is the role. */
function changedBy({ changedByName, changedByRole }: { changedByName: string; changedByRole: string }) {
  const role = ROLE_NAMES[changedByRole] ?? changedByRole;
  return !changedByName || changedByName === role ? `by ${role}` : `by ${changedByName} (${role})`;
}

const isNotFound = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) => ['NOT_FOUND', 'BAD_USER_INPUT'].includes(String(entry.extensions?.code)));

/** /admin/orders/{id}: the order, who it is for, where it goes, its status (five buttons) and history, its items. */
export function AdminOrderDetailPage() {
  usePageTitle('Order | Admin');
  const { orderId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(AdminOrderQuery, {
    variables: { id: orderId },
    fetchPolicy: 'cache-and-network',
  });

  useEffect(() => {
    if (error) adminToast.error(ORDER_NOT_FOUND, isNotFound(error) ? undefined : errorMessage(error, ''));
  }, [error]);

  if (data?.order) return <OrderDetail order={data.order} />;
  if (loading) return <Spinner label="Loading the order…" />;
  if (error && !isNotFound(error))
    return <LoadError message="Failed to load order details" onRetry={() => void refetch()} />;
  return (
    <section className="panel empty-state">
      <h1>Order Not Found</h1>
      <p className="muted">This order does not exist or has been deleted.</p>
      <Link to="/admin/orders" className="btn btn-primary">
        Back to Orders
      </Link>
    </section>
  );
}

function OrderDetail({ order }: { order: AdminOrder }) {
  const [setOrderStatus] = useMutation(SetOrderStatusMutation);
  const [pending, setPending] = useState<OrderStatus | null>(null);
  // The shipping gate: a status the server refused until the order is confirmed, and the admin's reason to move on anyway.
  const [gated, setGated] = useState<OrderStatus | null>(null);
  const [reason, setReason] = useState('');
  const id = displayOrderId(order);
  const address = order.shippingAddress;
  const customer = order.customer ?? order.guestInfo ?? order.shippingAddress;
  const confirmationStatus = getFragmentData(AdminConfirmationFragment, order.confirmation)?.status ?? '';

  async function changeStatus(status: OrderStatus, overrideReason?: string) {
    setPending(status);
    try {
      await setOrderStatus({ variables: { id: order.id, status, overrideReason } });
      setGated(null);
      setReason('');
      adminToast.success(
        order.isGuestOrder ? 'Guest order status updated successfully' : 'Order status updated successfully',
      );
    } catch (failure) {
      const message = errorMessage(failure, '');
      if (message === GATE_MESSAGE) setGated(status);
      adminToast.error('Failed to update order status', message);
    } finally {
      setPending(null);
    }
  }

  return (
    <article className="stack" aria-labelledby="order-title">
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb">
          <li>
            <Link to="/admin/orders">Orders</Link>
          </li>
          <li aria-current="page">#{id}</li>
        </ol>
      </nav>
      <div className="admin-head">
        <h1 id="order-title">
          Order #{id} {order.isGuestOrder && <span className="badge badge-info">Guest</span>}
        </h1>
        <Link to="/admin/orders" className="btn btn-outline btn-sm">
          Back to Orders
        </Link>
      </div>

      <div className="detail-grid">
        <section className="panel" aria-labelledby="order-info-title">
          <h2 id="order-info-title">Order Information</h2>
          <dl className="facts">
            <dt>Order ID</dt>
            <dd>
              #{id} <span className="muted small cell-break">({order.id})</span>
            </dd>
            <dt>Date</dt>
            <dd>{formatDateTime(order.createdAt)}</dd>
            <dt>Status</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
            <dt>Subtotal</dt>
            <dd>{formatPrice(order.subtotal)}</dd>
            {order.discountCode && (
              <>
                <dt>Discount ({order.discountCode})</dt>
                <dd data-testid="order-discount">− {formatPrice(order.discount)}</dd>
              </>
            )}
            <dt>Delivery</dt>
            <dd data-testid="order-shipping-fee">{order.shippingFee > 0 ? formatPrice(order.shippingFee) : 'Free'}</dd>
            <dt>Total</dt>
            <dd>
              <strong>{formatPrice(order.totalAmount)}</strong>
            </dd>
            <dt>Payment</dt>
            <dd>{order.paymentMethod === 'COD' ? 'Cash on Delivery (COD)' : order.paymentMethod}</dd>
            <dt>Notes</dt>
            <dd>{order.notes || <span className="muted">No notes</span>}</dd>
          </dl>
        </section>

        <section className="panel" aria-labelledby="customer-title">
          <h2 id="customer-title">{order.isGuestOrder ? 'Guest Customer' : 'Customer'}</h2>
          <dl className="facts">
            <dt>Name</dt>
            <dd>{customer.name || 'Guest'}</dd>
            <dt>Email</dt>
            <dd className="cell-break">{customer.email || <span className="muted">Not given</span>}</dd>
            <dt>Phone</dt>
            <dd>
              {customer.phone ? (
                isMaskedPhone(customer.phone) && customer.phone !== address.phone ? (
                  // Show Number answers the delivery phone: an account's other number stays masked.
                  <span>{customer.phone}</span>
                ) : (
                  <CustomerPhone orderId={order.id} phone={customer.phone} />
                )
              ) : (
                <span className="muted">Not given</span>
              )}
            </dd>
          </dl>
          <h2 id="address-title" className="subhead">
            {order.isGuestOrder ? 'Delivery Address' : 'Shipping Address'}
          </h2>
          <address className="address" aria-labelledby="address-title">
            <strong>{address.name}</strong>
            <span>{address.address}</span>
            <span>{address.city}</span>
            <span>
              <CustomerPhone orderId={order.id} phone={address.phone} whatsapp={false} />
            </span>
            {address.email && <span className="cell-break">{address.email}</span>}
          </address>
        </section>
      </div>

      <RiskPanel risk={order.risk} />
      {order.confirmation && (
        <section className="panel" aria-labelledby="confirmation-title">
          <h2 id="confirmation-title">Customer Confirmation</h2>
          <ConfirmationPanel orderId={order.id} confirmation={order.confirmation} />
        </section>
      )}

      <ShipmentPanel order={order} />

      <CustomerMessagesPanel
        orderId={order.id}
        changeKey={`${order.status}:${order.statusHistory.length}:${confirmationStatus}:${order.shipment ? 1 : 0}`}
      />

      <section className="panel" aria-labelledby="status-title">
        <h2 id="status-title">Update Status</h2>
        <div className="status-buttons" role="group" aria-labelledby="status-title">
          {ORDER_STATUSES.filter((status) => status === order.status || order.allowedNextStatuses.includes(status)).map(
            (status) => (
              <button
                key={status}
                type="button"
                className={`btn btn-sm status-button status-${status}`}
                aria-pressed={order.status === status}
                disabled={order.status === status || pending !== null}
                onClick={() => void changeStatus(status)}
              >
                {pending === status ? `${orderStatusLabel(status)}…` : orderStatusLabel(status)}
              </button>
            ),
          )}
        </div>
        {gated && (
          <form
            className="row wrap gate-override"
            onSubmit={(event) => {
              event.preventDefault();
              if (reason.trim()) void changeStatus(gated, reason.trim());
            }}
          >
            <p className="field-error" role="alert">
              {GATE_MESSAGE}. To move it to {orderStatusLabel(gated)} anyway, give a reason (kept in the history).
            </p>
            <label className="sr-only" htmlFor="override-reason">
              Reason to move on without confirmation
            </label>
            <input
              id="override-reason"
              className="input"
              maxLength={300}
              placeholder="Reason, e.g. confirmed in person"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <button type="submit" className="btn btn-danger btn-sm" disabled={!reason.trim() || pending !== null}>
              Move to {orderStatusLabel(gated)} anyway
            </button>
          </form>
        )}
        <h3 className="subhead">Status History</h3>
        {order.statusHistory.length === 0 ? (
          <p className="muted">No status changes recorded.</p>
        ) : (
          <ol className="timeline">
            {[...order.statusHistory].reverse().map((change, index) => (
              <li key={`${change.changedAt}-${index}`}>
                <OrderStatusBadge status={change.status} />
                <span className="timeline-when">{formatDateTime(change.changedAt)}</span>
                <span className="muted small">{changedBy(change)}</span>
                {change.note && <span className="small">{change.note}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section className="panel" aria-labelledby="items-title">
        <h2 id="items-title">Items ({order.itemCount})</h2>
        <ul className="order-items">
          {order.items.map((item) => (
            <li key={`${item.productId}:${item.variantId ?? ''}`}>
              <ProductImage src={item.image} alt={item.name} sizes="64px" className="thumb-lg" />
              <div className="order-item-text">
                <strong>{item.name}</strong>
                {item.options.length > 0 && (
                  <span className="small">
                    {item.options.map((option) => `${option.name}: ${option.value}`).join(' · ')}
                    {item.sku && <> · SKU {item.sku}</>}
                  </span>
                )}
                <span className="muted small">
                  {item.brand} · {item.category}
                </span>
                <span className="small">
                  {item.quantity} × {formatPrice(item.price)}
                </span>
              </div>
              <strong className="order-item-total">{formatPrice(item.lineTotal)}</strong>
            </li>
          ))}
        </ul>
        <p className="order-total">
          <span>Total Amount</span>
          <strong>{formatPrice(order.totalAmount)}</strong>
        </p>
      </section>
    </article>
  );
}

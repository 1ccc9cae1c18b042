import { ReactNode } from 'react';
import { formatPrice } from '../../../ui/format';
import { lineKey, lineName, type CartLine } from '../guest-cart';
import type { CartTotals } from '../cart-totals';
import { LineNoticeList } from '../pages/CartLines';
import './order-summary.css';

interface OrderSummaryProps {
  /** The server's figures for a signed-in cart, the client's mirror of them for a guest's. */
  totals: CartTotals;
  /** The lines to list above the totals (checkout); the cart page shows them beside the summary instead. */
  lines?: CartLine[];
  /** A delivery rule may charge but the city is not known yet: say so instead of 'Free'. */
  deliveryAtCheckout?: boolean;
  /** A line under the delivery charge (checkout: from which amount delivery is free). */
  deliveryNote?: string;
  /** The applied discount code and what it takes off (the server's check); the total shown is less by it. */
  discount?: { code: string; amount: number };
  /** The discount code's field, above the totals. */
  codeForm?: ReactNode;
  children?: ReactNode;
}

/** Subtotal, a discount code's amount, shipping ('Free' while the delivery charge is 0, as today) and total, with the page's buttons below. */
export function OrderSummary({
  totals,
  lines,
  deliveryAtCheckout = false,
  deliveryNote,
  discount,
  codeForm,
  children,
}: OrderSummaryProps) {
  const { subtotal, deliveryCharge, totalQuantity } = totals;
  const off = discount && discount.amount > 0 ? discount.amount : 0;
  const totalAmount = totals.totalAmount - off;
  return (
    <aside className="panel order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      {lines && (
        <ul className="summary-lines">
          {lines.map((line) => (
            <li key={lineKey(line.product)}>
              <span className="summary-line-name">
                {lineName(line.product)} <span className="muted">× {line.quantity}</span>
              </span>
              <span>{formatPrice(line.product.finalPrice * line.quantity)}</span>
              <LineNoticeList line={line} />
            </li>
          ))}
        </ul>
      )}
      {codeForm}
      <dl className="summary-totals">
        <div>
          <dt>
            Subtotal ({totalQuantity} {totalQuantity === 1 ? 'item' : 'items'})
          </dt>
          <dd data-testid="summary-subtotal">{formatPrice(subtotal)}</dd>
        </div>
        {discount && off > 0 && (
          <div className="summary-discount">
            <dt>Discount ({discount.code})</dt>
            <dd data-testid="summary-discount">− {formatPrice(off)}</dd>
          </div>
        )}
        <div>
          <dt>Shipping</dt>
          {deliveryCharge === 0 && deliveryAtCheckout ? (
            <dd className="muted" data-testid="summary-delivery-later">
              Calculated at checkout
            </dd>
          ) : deliveryCharge === 0 ? (
            <dd className="summary-free">Free</dd>
          ) : (
            <dd data-testid="summary-delivery">{formatPrice(deliveryCharge)}</dd>
          )}
        </div>
        {deliveryNote && (
          <p className="muted small summary-note" data-testid="summary-delivery-note">
            {deliveryNote}
          </p>
        )}
        <div className="summary-total">
          <dt>Total</dt>
          <dd data-testid="summary-total">{formatPrice(totalAmount)}</dd>
        </div>
      </dl>
      {children && <div className="summary-actions">{children}</div>}
    </aside>
  );
}

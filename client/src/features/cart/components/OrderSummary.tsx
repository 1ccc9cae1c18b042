import { ReactNode } from 'react';
import { formatPrice } from '../../../ui/format';
import type { CartLine } from '../guest-cart';
import { LineNoticeList } from '../pages/CartLines';
import './order-summary.css';

interface OrderSummaryProps {
  totalAmount: number;
  totalQuantity: number;
  /** The lines to list above the totals (checkout); the cart page shows them beside the summary instead. */
  lines?: CartLine[];
  children?: ReactNode;
}

/** Subtotal, shipping (always Free on the cart and checkout) and total, with the page's buttons below. */
export function OrderSummary({ totalAmount, totalQuantity, lines, children }: OrderSummaryProps) {
  return (
    <aside className="panel order-summary" aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      {lines && (
        <ul className="summary-lines">
          {lines.map((line) => (
            <li key={line.product.id}>
              <span className="summary-line-name">
                {line.product.name} <span className="muted">× {line.quantity}</span>
              </span>
              <span>{formatPrice(line.product.finalPrice * line.quantity)}</span>
              <LineNoticeList line={line} />
            </li>
          ))}
        </ul>
      )}
      <dl className="summary-totals">
        <div>
          <dt>
            Subtotal ({totalQuantity} {totalQuantity === 1 ? 'item' : 'items'})
          </dt>
          <dd data-testid="summary-subtotal">{formatPrice(totalAmount)}</dd>
        </div>
        <div>
          <dt>Shipping</dt>
          <dd className="summary-free">Free</dd>
        </div>
        <div className="summary-total">
          <dt>Total</dt>
          <dd data-testid="summary-total">{formatPrice(totalAmount)}</dd>
        </div>
      </dl>
      {children && <div className="summary-actions">{children}</div>}
    </aside>
  );
}

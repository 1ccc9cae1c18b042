import { Link } from 'react-router-dom';
import { formatPrice } from '../../../ui/format';
import { variantPath } from '../../../ui/product-path';
import { ProductImage } from '../../../ui/ProductImage';
import { QuantityStepper } from '../../../ui/QuantityStepper';
import { lineKey, lineName, type CartLine, type CartProduct } from '../guest-cart';
import { lineLimit } from '../useCart';
import { lineNotices } from '../useFreshCart';

/** The line's notices (changed price, sold out, only N left), on the cart and at checkout. */
export function LineNoticeList({ line }: { line: CartLine }) {
  const notices = lineNotices(line);
  if (notices.length === 0) return null;
  return (
    <ul className="line-notices" data-testid="line-notices">
      {notices.map((notice) => (
        <li key={notice.kind} className={`line-notice line-notice-${notice.kind}`}>
          {notice.text}
        </li>
      ))}
    </ul>
  );
}

interface CartLinesProps {
  lines: CartLine[];
  onQuantity: (product: CartProduct, quantity: number) => void;
  onRemove: (product: CartProduct) => void;
}

/**
 * The cart's lines: a table-like grid on wide screens, cards on phones. The stepper goes down to 0 (which
 * removes the line); asking for more than the line allows lets the cart explain why (10 per product, or stock).
 */
export function CartLines({ lines, onQuantity, onRemove }: CartLinesProps) {
  return (
    <section className="panel cart-lines" aria-labelledby="cart-lines-title">
      <h2 id="cart-lines-title" className="sr-only">
        Items in your cart
      </h2>
      <div className="cart-lines-head" aria-hidden="true">
        <span>Product</span>
        <span>Price</span>
        <span>Quantity</span>
        <span>Total</span>
        <span />
      </div>
      <ul className="cart-list">
        {lines.map((line) => {
          const { product, quantity } = line;
          return (
            <li key={lineKey(product)} className="cart-line" data-testid="cart-line">
              <Link to={variantPath(product)} className="cart-line-image" tabIndex={-1} aria-hidden="true">
                <ProductImage src={product.images[0]} cardSrc={product.cardImages[0]} alt="" sizes="96px" />
              </Link>
              <div className="cart-line-info">
                <Link to={variantPath(product)} className="cart-line-name">
                  {product.name}
                </Link>
                {product.variantValues && <span className="cart-line-kind">{product.variantValues.join(' / ')}</span>}
                <span className="muted small">{product.brand}</span>
                <LineNoticeList line={line} />
              </div>
              <p className="cart-line-price">
                <span className="cart-line-label">Price</span>
                {formatPrice(product.finalPrice)}
                {product.finalPrice < product.originalPrice && (
                  <s className="muted small">{formatPrice(product.originalPrice)}</s>
                )}
              </p>
              <div className="cart-line-quantity">
                <QuantityStepper
                  value={quantity}
                  min={0}
                  max={lineLimit(product)}
                  label={`Quantity of ${lineName(product)}`}
                  onChange={(next) => onQuantity(product, next)}
                  onOverMax={() => onQuantity(product, quantity + 1)}
                />
              </div>
              <p className="cart-line-total">
                <span className="cart-line-label">Total</span>
                <strong data-testid="line-total">{formatPrice(product.finalPrice * quantity)}</strong>
              </p>
              <button
                type="button"
                className="cart-line-remove btn btn-ghost btn-sm"
                onClick={() => onRemove(product)}
                aria-label={`Remove ${lineName(product)} from cart`}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path
                    fill="currentColor"
                    d="M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z"
                  />
                </svg>
                <span className="cart-line-remove-text">Remove</span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

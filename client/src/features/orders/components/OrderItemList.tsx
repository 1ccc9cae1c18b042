import type { OrderDetailFieldsFragment } from '../../../gql/graphql';
import { formatPrice } from '../../../ui/format';
import { ProductImage } from '../../../ui/ProductImage';

type OrderItem = OrderDetailFieldsFragment['items'][number];

/** The bought lines: picture, name, the kind bought (option values, SKU), brand, quantity × unit price and line total, then the order total. */
export function OrderItemList({ items, totalAmount }: { items: OrderItem[]; totalAmount: number }) {
  return (
    <>
      <ul className="order-items">
        {items.map((item) => (
          <li key={`${item.productId}:${item.variantId ?? ''}`} className="order-item">
            <ProductImage src={item.image} alt={item.name} sizes="72px" className="order-item-image" />
            <div className="order-item-text">
              <strong className="order-item-name">{item.name}</strong>
              {item.options.length > 0 && (
                <span className="small">
                  {item.options.map((option) => `${option.name}: ${option.value}`).join(' · ')}
                  {item.sku && <span className="muted"> · SKU {item.sku}</span>}
                </span>
              )}
              <span className="muted small">{item.brand}</span>
              <span className="small">
                Qty: {item.quantity} × {formatPrice(item.price)}
              </span>
            </div>
            <strong className="order-item-total">{formatPrice(item.lineTotal)}</strong>
          </li>
        ))}
      </ul>
      <p className="order-items-total">
        <span>Total</span>
        <strong>{formatPrice(totalAmount)}</strong>
      </p>
    </>
  );
}

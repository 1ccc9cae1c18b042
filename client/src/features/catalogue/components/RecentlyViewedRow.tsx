import { Link } from 'react-router-dom';
import { formatPrice } from '../../../ui/format';
import { productPath } from '../../../ui/product-path';
import { ProductImage } from '../../../ui/ProductImage';
import type { ViewedProduct } from '../recently-viewed-store';

/** A small scrolling row of products the shopper looked at before. */
export function RecentlyViewedRow({ products }: { products: ViewedProduct[] }) {
  return (
    <ul className="recent-row">
      {products.map((product) => (
        <li key={product.id}>
          <Link to={productPath(product)} className="recent-item">
            <ProductImage src={product.images[0]} cardSrc={product.cardImages[0]} alt="" sizes="120px" />
            <span className="recent-name">{product.name}</span>
            <span className="recent-price">{formatPrice(product.finalPrice)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

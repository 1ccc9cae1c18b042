import { Link } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../gql';
import type { ProductCardFieldsFragment } from '../gql/graphql';
import { discountPercent, formatPrice } from './format';
import { productPath } from './product-path';
import { ProductImage } from './ProductImage';

export const ProductCardFields = graphql(`
  fragment ProductCardFields on Product {
    id
    slug
    name
    brand
    category
    price
    finalPrice
    originalPrice
    discountPrice
    images
    cardImages
    stockQuantity
    inStock
    featured
    trendy
    createdAt
    pricesVary
    options {
      name
    }
  }
`);

/**
 * A product in a grid: discount badge, quick view, name, prices, brand and the add-to-cart bar. What "add" does
 * is the caller's (the cart feature), so ui/ knows no feature; it receives the card's own fields. `priority`:
 * the card's picture is the page's LCP candidate (the first card of a listing), fetched at once.
 */
export function ProductCard({
  product: productRef,
  onAdd,
  priority = false,
  linkState,
}: {
  product: FragmentType<typeof ProductCardFields>;
  onAdd: (product: ProductCardFieldsFragment) => void;
  priority?: boolean;
  /** Carried to the product's page with its links (a list's option choices: ProductPage starts its kind with them). */
  linkState?: unknown;
}) {
  const product = getFragmentData(ProductCardFields, productRef);
  const original = product.originalPrice ?? product.price;
  const discount = discountPercent(original, product.finalPrice);
  const available = (product.stockQuantity ?? 0) > 0;
  const href = productPath(product);
  const inKinds = product.options.length > 0;
  return (
    <article className="product-card">
      <div className="product-card-media">
        <Link to={href} state={linkState} tabIndex={-1} aria-hidden="true">
          <ProductImage src={product.images[0]} cardSrc={product.cardImages[0]} alt="" priority={priority} />
        </Link>
        {discount > 0 && <span className="badge badge-sale">-{discount}%</span>}
        <Link
          to={href}
          state={linkState}
          className="quick-view"
          aria-label={`Quick view: ${product.name}`}
          title="Quick view"
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
            />
          </svg>
        </Link>
        <div className="product-card-bar">
          {inKinds && available ? (
            // A product sold in kinds is added from its page, where the kind is chosen.
            <Link
              to={href}
              state={linkState}
              className="btn btn-primary btn-block"
              aria-label={`Choose options: ${product.name}`}
            >
              CHOOSE OPTIONS
            </Link>
          ) : (
            <button
              type="button"
              className="btn btn-primary btn-block"
              disabled={!available}
              onClick={() => onAdd(product)}
              aria-label={available ? `Add to cart: ${product.name}` : `Unavailable: ${product.name}`}
            >
              {available ? 'ADD TO CART' : 'Unavailable'}
            </button>
          )}
        </div>
      </div>
      <div className="product-card-body">
        <h3 className="product-card-name">
          <Link to={href} state={linkState}>
            {product.name}
          </Link>
        </h3>
        <p className="price">
          <span>
            {product.pricesVary && 'From '}
            {formatPrice(product.finalPrice)}
          </span>
          {discount > 0 && <s aria-label={`was ${formatPrice(original)}`}>{formatPrice(original)}</s>}
        </p>
        <p className="muted product-card-brand">{product.brand}</p>
      </div>
    </article>
  );
}

import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { graphql } from '../../../gql';
import { FALLBACK_IMAGE, formatPrice } from '../../../ui/format';

const HomeProductsQuery = graphql(`
  query HomeProducts {
    products(limit: 8, sortBy: LATEST) {
      items {
        id
        name
        brand
        images
        price
        finalPrice
        discountPercentage
        inStock
      }
      pagination {
        total
      }
    }
  }
`);

export function HomePage() {
  const { data, loading, error } = useQuery(HomeProductsQuery);
  return (
    <section>
      <div className="hero">
        <h1>Premium Electronics Accessories</h1>
        <p>Genuine Products · Free Shipping · 100% Satisfaction</p>
      </div>
      <h2>All Products</h2>
      {loading && <p role="status">Loading products…</p>}
      {error && <p role="alert">Products could not be loaded. Please try again.</p>}
      <ul className="grid">
        {data?.products.items.map((product) => (
          <li key={product.id} className="card">
            <Link to={`/products/${product.id}`}>
              <img
                src={product.images[0] ?? FALLBACK_IMAGE}
                alt={product.name}
                loading="lazy"
                onError={(event) => (event.currentTarget.src = FALLBACK_IMAGE)}
              />
              <span className="name">{product.name}</span>
            </Link>
            <span className="price">
              {formatPrice(product.finalPrice)}
              {product.discountPercentage > 0 && <s>{formatPrice(product.price)}</s>}
            </span>
            <span className="muted">{product.brand}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

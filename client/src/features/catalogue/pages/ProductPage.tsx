import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { FALLBACK_IMAGE, formatPrice } from '../../../ui/format';

const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      id
      name
      brand
      category
      description
      images
      price
      finalPrice
      discountPercentage
      inStock
      specifications {
        key
        value
      }
    }
  }
`);

export function ProductPage() {
  const { id = '' } = useParams();
  const { data, loading, error } = useQuery(ProductDetailQuery, { variables: { id } });
  if (loading) return <p role="status">Loading product…</p>;
  const product = data?.product;
  if (error || !product) {
    return (
      <section className="panel">
        <h1>Product not found</h1>
        <Link to="/">Back to home</Link>
      </section>
    );
  }
  return (
    <article className="panel product">
      <img src={product.images[0] ?? FALLBACK_IMAGE} alt={product.name} onError={(event) => (event.currentTarget.src = FALLBACK_IMAGE)} />
      <div>
        <p className="muted">
          {product.brand} · {product.category}
        </p>
        <h1>{product.name}</h1>
        <p className="price">
          {formatPrice(product.finalPrice)}
          {product.discountPercentage > 0 && <s>{formatPrice(product.price)}</s>}
        </p>
        <p>{product.description}</p>
        <table>
          <tbody>
            {product.specifications.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.key}</th>
                <td>{row.value || 'N/A'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </article>
  );
}

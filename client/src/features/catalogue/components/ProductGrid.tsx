import type { FragmentType } from '../../../gql';
import type { ProductCardFieldsFragment } from '../../../gql/graphql';
import { ProductCard, type ProductCardFields } from '../../../ui/ProductCard';

/** A product of a grid or carousel: its id (the list's key) and the card's own fields, masked. */
export type CardProduct = { id: string } & FragmentType<typeof ProductCardFields>;
import { useCart } from '../../cart/useCart';

/**
 * Products as a responsive grid of cards (2, 3 or 4 columns). `priorityCount`: how many first cards are above
 * the fold on a phone when the grid heads its page (their pictures are fetched at once); the rest load lazily.
 */
export function ProductGrid({
  products,
  label,
  priorityCount = 0,
  linkState,
}: {
  products: readonly CardProduct[];
  label?: string;
  priorityCount?: number;
  /** Carried to each product's page (see ProductCard). */
  linkState?: unknown;
}) {
  const { add } = useCart();
  const addOne = (product: ProductCardFieldsFragment) => void add(product, 1);
  return (
    <ul className="product-grid" aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} onAdd={addOne} priority={index < priorityCount} linkState={linkState} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards of the same size while a list loads, so nothing jumps when it arrives. */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <div role="status" aria-label="Loading products">
      <ul className="product-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="card-skeleton">
            <div className="skeleton card-skeleton-image" />
            <div className="card-skeleton-body">
              <div className="skeleton skeleton-line" />
              <div className="skeleton skeleton-line short" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

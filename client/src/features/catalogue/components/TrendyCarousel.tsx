import { PointerEvent, useRef, useState } from 'react';
import type { ProductCardFieldsFragment } from '../../../gql/graphql';
import { ProductCard } from '../../../ui/ProductCard';
import { useHydrated } from '../../../ui/useHydrated';
import { useCart } from '../../cart/useCart';
import { useMediaQuery } from '../useMediaQuery';
import type { CardProduct } from './ProductGrid';

const SWIPE_MIN_PX = 40;
/** Products a page shows at or above 1024 px, and below. */
const WIDE_PAGE = 4;
const NARROW_PAGE = 2;

/** Wraps any page index into 0..pages-1 (−1 is the last page, pages is the first). */
export const wrapPage = (index: number, pages: number) => (pages > 0 ? ((index % pages) + pages) % pages : 0);

/**
 * Trendy products, a page at a time: 2 per page below 1024 px, 4 at or above.
 *
 * Wrap and disabled ends live side by side on purpose. Every move goes through `showPage`, which wraps the
 * index, so a swipe past the last page lands on the first (and back from the first onto the last), and a
 * resize that changes the page size keeps a valid page. The Previous and Next buttons, though, are disabled on
 * the first and last page, so a button press never wraps: a keyboard or mouse user always knows where the row
 * starts and ends, while a touch swipe keeps going round.
 *
 * The server does not know the screen's width, and the browser's first render must be the server's: until the
 * page is hydrated the first page holds 4 products and CSS shows 2 of them below 1024 px, and the counter is
 * written for both widths with CSS showing the one that fits (catalogue.css). So a desktop's row does not jump
 * from 2 to 4 once the scripts run; from then on the width decides in script.
 */
export function TrendyCarousel({ products }: { products: readonly CardProduct[] }) {
  const wide = useMediaQuery('(min-width: 1024px)');
  const hydrated = useHydrated();
  const { add } = useCart();
  const addOne = (product: ProductCardFieldsFragment) => void add(product, 1);
  const perPage = wide || !hydrated ? WIDE_PAGE : NARROW_PAGE;
  // Before hydration: the narrow count decides whether there are controls; CSS hides them where the wide has one page.
  const pages = Math.ceil(products.length / (hydrated ? perPage : NARROW_PAGE));
  const widePages = Math.ceil(products.length / WIDE_PAGE);
  const [requestedPage, setRequestedPage] = useState(0);
  const page = wrapPage(requestedPage, pages);
  const swipeStart = useRef<number | null>(null);

  const showPage = (index: number) => setRequestedPage(wrapPage(index, pages));

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(distance) >= SWIPE_MIN_PX) showPage(page + (distance < 0 ? 1 : -1));
  };

  const visible = products.slice(page * perPage, page * perPage + perPage);
  return (
    <div className="trendy" aria-roledescription="carousel" aria-label="Trendy products">
      <ul
        className={`product-grid trendy-track ${hydrated ? '' : 'trendy-track-unsized'}`}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        {visible.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} onAdd={addOne} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className={`trendy-controls ${!hydrated && widePages <= 1 ? 'trendy-narrow-only' : ''}`}>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => showPage(page - 1)}
            disabled={page === 0}
            aria-label="Previous trendy products"
          >
            <span aria-hidden="true">‹</span> Previous
          </button>
          <span className="muted small" aria-live="polite">
            {hydrated ? (
              `Page ${page + 1} of ${pages}`
            ) : (
              <>
                <span className="trendy-narrow-only">Page 1 of {pages}</span>
                <span className="trendy-wide-only">Page 1 of {widePages}</span>
              </>
            )}
          </span>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => showPage(page + 1)}
            disabled={hydrated ? page === pages - 1 : false}
            aria-label="Next trendy products"
          >
            Next <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </div>
  );
}

import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { graphql } from '../../../gql';
import type { ProductCardFieldsFragment } from '../../../gql/graphql';
import { FEATURED_LIMIT, HOME_FETCH_LIMIT, HOME_GRID_STEP, LOAD_MORE_DELAY_MS, TRENDY_LIMIT } from '../../../ui/constants';
import { CategoryCards } from '../components/CategoryCards';
import { HeroCarousel } from '../components/HeroCarousel';
import { NewsletterSignup } from '../components/NewsletterSignup';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { ServiceHighlights } from '../components/ServiceHighlights';
import { TrendyCarousel } from '../components/TrendyCarousel';
import { useLoggedError } from '../useLoggedError';
import '../catalogue.css';

const HERO_SLIDES = 7;

const HomeProductsQuery = graphql(`
  query HomeProducts($limit: Int!) {
    products(limit: $limit, sortBy: LATEST) {
      items {
        ...ProductCardFields
      }
    }
  }
`);

const TrendyProductsQuery = graphql(`
  query TrendyProducts($limit: Int!) {
    products(trendy: true, limit: $limit, sortBy: LATEST) {
      items {
        ...ProductCardFields
      }
    }
  }
`);

const FeaturedProductsQuery = graphql(`
  query FeaturedProducts($limit: Int!) {
    featuredProducts(limit: $limit) {
      ...ProductCardFields
    }
  }
`);

const HomeCategoriesQuery = graphql(`
  query HomeCategories {
    productCategories
  }
`);

const NO_PRODUCTS: ProductCardFieldsFragment[] = [];

/** The 'All Products' grid: 8 at first, 8 more per 'Load More Products' after a short wait. */
function AllProducts({ products, loading }: { products: ProductCardFieldsFragment[]; loading: boolean }) {
  const [visible, setVisible] = useState(HOME_GRID_STEP);
  const [loadingMore, setLoadingMore] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const loadMore = () => {
    setLoadingMore(true);
    timer.current = setTimeout(() => {
      setVisible((count) => count + HOME_GRID_STEP);
      setLoadingMore(false);
    }, LOAD_MORE_DELAY_MS);
  };

  const allShown = visible >= products.length;
  return (
    <section className="section" aria-labelledby="all-products-title">
      <div className="section-head">
        <h2 id="all-products-title">All Products</h2>
      </div>
      {loading ? (
        <ProductGridSkeleton count={HOME_GRID_STEP} />
      ) : products.length === 0 ? (
        <p className="empty-state muted">No products to show right now.</p>
      ) : (
        <ProductGrid products={products.slice(0, visible)} />
      )}
      {!allShown && (
        <div className="load-more">
          <button type="button" className="btn btn-outline" onClick={loadMore} disabled={loadingMore} aria-busy={loadingMore}>
            {loadingMore && <span className="button-spinner" aria-hidden="true" />}
            {loadingMore ? 'Loading...' : 'Load More Products'}
          </button>
        </div>
      )}
      {allShown && products.length > HOME_GRID_STEP && (
        <p className="load-more muted" role="status">
          You've seen all {products.length} products!
        </p>
      )}
    </section>
  );
}

export function HomePage() {
  const all = useQuery(HomeProductsQuery, { variables: { limit: HOME_FETCH_LIMIT } });
  const trendy = useQuery(TrendyProductsQuery, { variables: { limit: TRENDY_LIMIT } });
  const featured = useQuery(FeaturedProductsQuery, { variables: { limit: FEATURED_LIMIT } });
  const categories = useQuery(HomeCategoriesQuery);
  useLoggedError(all.error, 'the products');
  useLoggedError(trendy.error, 'the trendy products');
  useLoggedError(featured.error, 'the featured products');
  useLoggedError(categories.error, 'the categories');

  // /#featured (the header's Featured link from another page): scroll once everything above the section has
  // loaded, so it does not move down afterwards; its scroll-margin-top keeps the heading below the header.
  const { hash, key } = useLocation();
  const settled = !all.loading && !trendy.loading && !featured.loading && !categories.loading;
  const scrolledFor = useRef('');
  useEffect(() => {
    if (hash !== '#featured' || !settled || scrolledFor.current === key) return;
    scrolledFor.current = key;
    document.getElementById('featured')?.scrollIntoView();
  }, [hash, key, settled]);

  const products = all.data?.products.items ?? NO_PRODUCTS;
  const featuredProducts = featured.data?.featuredProducts ?? NO_PRODUCTS;
  const trendyProducts = trendy.data?.products.items ?? NO_PRODUCTS;
  // When no product is trendy, the newest 8 of all products stand in.
  const trendyRow = trendyProducts.length > 0 || trendy.loading ? trendyProducts : products.slice(0, TRENDY_LIMIT);

  const heroSlides = [...new Map([...featuredProducts, ...products].map((product) => [product.id, product])).values()].slice(0, HERO_SLIDES);
  const categoryCards = (categories.data?.productCategories ?? []).map((name) => {
    const example = products.find((product) => product.category === name);
    return { name, image: example?.images[0], cardImage: example?.cardImages[0] };
  });

  return (
    <div className="home">
      <HeroCarousel slides={heroSlides} />

      <AllProducts products={products} loading={all.loading} />

      <section className="section" aria-labelledby="trendy-title">
        <div className="section-head">
          <h2 id="trendy-title">Trendy Products</h2>
        </div>
        {trendy.loading || all.loading ? <ProductGridSkeleton count={4} /> : trendyRow.length > 0 ? <TrendyCarousel products={trendyRow} /> : <p className="muted">No trendy products yet.</p>}
      </section>

      {categoryCards.length > 0 && (
        <section className="section" aria-labelledby="categories-title">
          <div className="section-head">
            <h2 id="categories-title">Shop by Category</h2>
          </div>
          <CategoryCards categories={categoryCards} />
        </section>
      )}

      <section className="section featured" id="featured" aria-labelledby="featured-title">
        <div className="section-head">
          <h2 id="featured-title">Featured Products</h2>
          <Link to="/products" className="btn btn-ghost btn-sm">
            View All Products <span aria-hidden="true">→</span>
          </Link>
        </div>
        {featured.loading ? (
          <ProductGridSkeleton count={4} />
        ) : featuredProducts.length > 0 ? (
          <ProductGrid products={featuredProducts} />
        ) : (
          <p className="muted">No featured products right now.</p>
        )}
      </section>

      <section className="section" aria-label="Why shop with us">
        <ServiceHighlights />
      </section>

      <div className="section">
        <NewsletterSignup />
      </div>
    </div>
  );
}


import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { graphql } from '../../../gql';
import { FEATURED_LIMIT, HOME_GRID_STEP, TRENDY_LIMIT } from '../../../ui/constants';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useShop } from '../../shop/useShop';

import { CategoryCards } from '../components/CategoryCards';
import { HeroCarousel } from '../components/HeroCarousel';
import { NewsletterSignup } from '../components/NewsletterSignup';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import { ServiceHighlights } from '../components/ServiceHighlights';
import { TrendyCarousel } from '../components/TrendyCarousel';
import { useLoggedError } from '../useLoggedError';
import '../catalogue.css';

/** The hero's slides: the featured products first, then the newest (the grid's first page, HOME_GRID_STEP of them). */
const HERO_SLIDES = 7;

/**
 * The 'All Products' grid, a page at a time: the `loadMore` connection joins the pages (app/apollo.ts). Its first
 * page (the newest 8) also feeds the hero and the trendy stand-in, so their slides' fields come with it.
 */
const AllProductsQuery = graphql(`
  query AllProducts($limit: Int!, $page: Int!) {
    products(limit: $limit, page: $page, sortBy: LATEST) @connection(key: "loadMore") {
      items {
        id
        ...ProductCardFields
        ...HeroSlideFields
      }
      pagination {
        page
        hasNext
        total
      }
    }
  }
`);

const TrendyProductsQuery = graphql(`
  query TrendyProducts($limit: Int!) {
    products(trendy: true, limit: $limit, sortBy: LATEST) {
      items {
        id
        ...ProductCardFields
      }
    }
  }
`);

const FeaturedProductsQuery = graphql(`
  query FeaturedProducts($limit: Int!) {
    featuredProducts(limit: $limit) {
      id
      ...ProductCardFields
      ...HeroSlideFields
    }
  }
`);

/** 'Shop by Category': each category with a picture of its newest product. */
const HomeCategoriesQuery = graphql(`
  query HomeCategories {
    categoryCards {
      name
      image
      cardImage
    }
  }
`);

const NO_PRODUCTS: never[] = [];

/** The grid's pages so far: the first is the newest products, which the hero and the trendy stand-in show too. */
function useAllProducts() {
  return useQuery(AllProductsQuery, {
    variables: { limit: HOME_GRID_STEP, page: 1 },
    notifyOnNetworkStatusChange: false,
  });
}

/** The 'All Products' grid: 8 at first, 8 more per 'Load More Products' (fetchMore, the next page from the server). */
function AllProducts({ query }: { query: ReturnType<typeof useAllProducts> }) {
  const { data, loading, fetchMore } = query;
  const [loadingMore, setLoadingMore] = useState(false);
  const products = data?.products.items ?? NO_PRODUCTS;
  const pagination = data?.products.pagination;

  const loadMore = async () => {
    if (!pagination) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { page: pagination.page + 1 } });
    } catch (failure) {
      console.error('Could not load more products', failure);
    } finally {
      setLoadingMore(false);
    }
  };

  const allShown = !pagination?.hasNext;
  return (
    <section className="section" aria-labelledby="all-products-title">
      <div className="section-head">
        <h2 id="all-products-title">All Products</h2>
      </div>
      {loading && !data ? (
        <ProductGridSkeleton count={HOME_GRID_STEP} />
      ) : products.length === 0 ? (
        <p className="empty-state muted">No products to show right now.</p>
      ) : (
        <ProductGrid products={products} />
      )}
      {pagination && !allShown && (
        <div className="load-more">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void loadMore()}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {loadingMore && <span className="button-spinner" aria-hidden="true" />}
            {loadingMore ? 'Loading...' : 'Load More Products'}
          </button>
        </div>
      )}
      {pagination && allShown && products.length > HOME_GRID_STEP && (
        <p className="load-more muted" role="status">
          You've seen all {pagination.total} products!
        </p>
      )}
    </section>
  );
}

export function HomePage() {
  // The shop's name alone, as the server-rendered home page's title says.
  usePageTitle(useShop().name);
  const trendy = useQuery(TrendyProductsQuery, { variables: { limit: TRENDY_LIMIT } });
  const featured = useQuery(FeaturedProductsQuery, { variables: { limit: FEATURED_LIMIT } });
  const categories = useQuery(HomeCategoriesQuery);
  const grid = useAllProducts();
  useLoggedError(grid.error, 'the products');
  useLoggedError(trendy.error, 'the trendy products');
  useLoggedError(featured.error, 'the featured products');
  useLoggedError(categories.error, 'the categories');

  // /#featured (the header's Featured link from another page): scroll once everything above the section has
  // loaded, so it does not move down afterwards; its scroll-margin-top keeps the heading below the header.
  const { hash, key } = useLocation();
  const settled = !grid.loading && !trendy.loading && !featured.loading && !categories.loading;
  const scrolledFor = useRef('');
  useEffect(() => {
    if (hash !== '#featured' || !settled || scrolledFor.current === key) return;
    scrolledFor.current = key;
    document.getElementById('featured')?.scrollIntoView();
  }, [hash, key, settled]);

  // The newest products: the grid's first page (8, as many as the hero and the trendy stand-in need at most).
  const products = (grid.data?.products.items ?? NO_PRODUCTS).slice(0, HOME_GRID_STEP);
  const featuredProducts = featured.data?.featuredProducts ?? NO_PRODUCTS;
  const trendyProducts = trendy.data?.products.items ?? NO_PRODUCTS;
  // When no product is trendy, the newest 8 of all products stand in.
  const trendyRow = trendyProducts.length > 0 || trendy.loading ? trendyProducts : products.slice(0, TRENDY_LIMIT);

  const heroSlides = [
    ...new Map([...featuredProducts, ...products].map((product) => [product.id, product])).values(),
  ].slice(0, HERO_SLIDES);
  const categoryCards = (categories.data?.categoryCards ?? []).map(({ name, image, cardImage }) => ({
    name,
    image: image ?? undefined,
    cardImage: cardImage ?? undefined,
  }));

  return (
    <div className="home">
      <HeroCarousel slides={heroSlides} />

      <AllProducts query={grid} />

      <section className="section" aria-labelledby="trendy-title">
        <div className="section-head">
          <h2 id="trendy-title">Trendy Products</h2>
        </div>
        {trendy.loading || grid.loading ? (
          <ProductGridSkeleton count={4} />
        ) : trendyRow.length > 0 ? (
          <TrendyCarousel products={trendyRow} />
        ) : (
          <p className="muted">No trendy products yet.</p>
        )}
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

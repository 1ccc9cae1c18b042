import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { graphql } from '../../../gql';
import { CATEGORIES, PAGE_SIZE } from '../../../ui/constants';
import { Pagination } from '../../../ui/Pagination';
import { usePageTitle } from '../../../ui/usePageTitle';
import { errorMessage } from '../../../lib/errors';
import { categoryPath } from '../../layout/Header';
import { useShop } from '../../shop/useShop';
import { useMediaQuery } from '../useMediaQuery';
import { ProductFilters, type FilterPatch } from '../components/ProductFilters';
import { ProductGrid, ProductGridSkeleton } from '../components/ProductGrid';
import {
  activeFilterCount,
  filterVariables,
  queryVariables,
  readFilters,
  SORT_OPTIONS,
  withOptionChoice,
} from '../product-filters';
import { useLoggedError } from '../useLoggedError';
import '../catalogue.css';

const ProductListQuery = graphql(`
  query ProductList(
    $category: String
    $brand: String
    $minPrice: Float
    $maxPrice: Float
    $inStock: Boolean
    $search: String
    $option: [String!]
    $sortBy: ProductSort
    $page: Int
    $limit: Int
  ) {
    products(
      category: $category
      brand: $brand
      minPrice: $minPrice
      maxPrice: $maxPrice
      inStock: $inStock
      search: $search
      option: $option
      sortBy: $sortBy
      page: $page
      limit: $limit
    ) {
      items {
        id
        ...ProductCardFields
      }
      pagination {
        total
        pages
        page
      }
    }
  }
`);

/** The options of the listed products sold in kinds, with the values the list can be filtered by. */
const ListOptionValuesQuery = graphql(`
  query ListOptionValues(
    $category: String
    $brand: String
    $minPrice: Float
    $maxPrice: Float
    $inStock: Boolean
    $search: String
    $option: [String!]
  ) {
    productOptionValues(
      category: $category
      brand: $brand
      minPrice: $minPrice
      maxPrice: $maxPrice
      inStock: $inStock
      search: $search
      option: $option
    ) {
      name
      values {
        value
        count
      }
    }
  }
`);

const FilterCategoriesQuery = graphql(`
  query FilterCategories {
    productCategories
  }
`);

const CategoryNamesQuery = graphql(`
  query CategoryNames {
    categories {
      id
      name
      formerNames
    }
  }
`);

/** The current name of the category a page names by a name it had before; undefined for a current name. */
function renamedTo(name: string, categories: ReadonlyArray<{ name: string; formerNames: string[] }> = []) {
  if (categories.some((category) => category.name === name)) return undefined;
  const key = name.toLowerCase();
  return categories.find((category) => category.formerNames.some((former) => former.toLowerCase() === key))?.name;
}

/** The server's refusal of the list's arguments (a search of over 100 characters, say): its message, else ''. */
const refusalOf = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === 'BAD_USER_INPUT')
    ? errorMessage(error, '')
    : '';

const countText = (total: number) => `${total} ${total === 1 ? 'product' : 'products'} found`;

/**
 * /products (filters, sort, search and pages, all in the URL query) and /category/{category} (the same list of
 * one category, with sort and pages). A failed load is logged and shows the empty list.
 */
export function ProductListPage() {
  const { category: routeCategory } = useParams();
  const onCategoryPage = routeCategory !== undefined;
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const shop = useShop();
  const filters = readFilters(params, { allowFeatured: !onCategoryPage });
  if (onCategoryPage) filters.category = routeCategory;

  const { data, previousData, loading, error } = useQuery(ProductListQuery, {
    variables: queryVariables(filters, PAGE_SIZE),
  });
  const categoryList = useQuery(FilterCategoriesQuery, { skip: onCategoryPage });
  // The options to filter by follow the other filters; the last answer stays while the next one comes.
  const optionValues = useQuery(ListOptionValuesQuery, { variables: filterVariables(filters), skip: onCategoryPage });
  const optionFacets = (optionValues.data ?? optionValues.previousData)?.productOptionValues ?? [];
  // A category renamed by the merchant: its old page (a link followed inside the shop) moves to the new name.
  const categoryNames = useQuery(CategoryNamesQuery, { skip: !onCategoryPage });
  const movedTo = routeCategory === undefined ? undefined : renamedTo(routeCategory, categoryNames.data?.categories);
  useEffect(() => {
    if (movedTo) void navigate({ pathname: categoryPath(movedTo), search: window.location.search }, { replace: true });
  }, [movedTo, navigate]);
  useLoggedError(error, 'the product list');

  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const filtersToggleRef = useRef<HTMLButtonElement>(null);
  // Below 1024 px the filters open above the results: a choice closes them, so the results are in view.
  const filtersAboveResults = useMediaQuery('(max-width: 1023px)');
  // Only a tap or a click closes them: arrow keys walk through a radio group choosing as they go.
  const choiceByPointer = useRef(false);
  const filtersRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const panel = filtersRef.current;
    if (!panel) return;
    const byPointer = () => (choiceByPointer.current = true);
    const byKey = () => (choiceByPointer.current = false);
    panel.addEventListener('pointerdown', byPointer);
    panel.addEventListener('keydown', byKey);
    return () => {
      panel.removeEventListener('pointerdown', byPointer);
      panel.removeEventListener('keydown', byKey);
    };
  }, [onCategoryPage]);
  const refusal = refusalOf(error);
  const resultsRef = useRef<HTMLDivElement>(null);

  const shown = error ? undefined : (data ?? previousData)?.products;
  const items = shown?.items ?? [];
  const total = shown?.pagination.total ?? 0;
  const pages = shown?.pagination.pages ?? 0;

  // Changes start from the address bar, not this render's copy of the query: two quick choices (a price, then a
  // sort) both count even when the second comes before the list has re-rendered.
  const changeQuery = (change: (next: URLSearchParams) => void, options?: { replace?: boolean }) => {
    const next = new URLSearchParams(window.location.search);
    change(next);
    setParams(next, options);
  };

  const update = (patch: FilterPatch | { sortBy: string }) =>
    changeQuery((next) => {
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete('page');
    });

  /** One value per option: choosing another replaces it, '' removes it. */
  const chooseOption = (name: string, value: string) =>
    changeQuery((next) => {
      const choices = withOptionChoice(next.getAll('option'), name, value);
      next.delete('option');
      for (const choice of choices) next.append('option', choice);
      next.delete('page');
    });

  /** After a choice in the panel: on a phone a tap or a click closes it, so the results are in view. */
  const chosenInPanel = () => {
    if (!filtersAboveResults || !filtersOpen || !choiceByPointer.current) return;
    // The focus was in the panel that closes: it goes back to the toggle, just above the results.
    setFiltersOpen(false);
    filtersToggleRef.current?.focus({ preventScroll: true });
    filtersToggleRef.current?.scrollIntoView({ block: 'nearest' });
  };

  const goToPage = (page: number) => {
    changeQuery((next) => (page > 1 ? next.set('page', String(page)) : next.delete('page')));
    resultsRef.current?.scrollIntoView({ block: 'start' });
  };

  // A page number past the end (an old link) moves to the last page.
  const pastTheEnd = !loading && Boolean(data) && pages > 0 && filters.page > pages;
  useEffect(() => {
    if (pastTheEnd) changeQuery((next) => next.set('page', String(pages)), { replace: true });
  });

  const clearAll = () => navigate(onCategoryPage ? `/category/${encodeURIComponent(routeCategory)}` : '/products');

  const title = onCategoryPage
    ? routeCategory
    : filters.search
      ? `Search Results for "${filters.search}"`
      : 'All Products';
  usePageTitle(`${title} | ${shop.name}`);
  const sortOptions = SORT_OPTIONS.filter((option) => !onCategoryPage || !option.productsOnly);
  const activeCount = activeFilterCount(filters);
  const firstLoad = loading && !shown;

  return (
    <div className="catalogue-list">
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb">
          <li>
            <Link to="/">Home</Link>
          </li>
          {onCategoryPage ? (
            <>
              <li>
                <Link to="/products">Products</Link>
              </li>
              <li aria-current="page">{routeCategory}</li>
            </>
          ) : (
            <li aria-current="page">Products</li>
          )}
        </ol>
      </nav>

      <div className="list-head">
        <div>
          <h1>{title}</h1>
          <p className="muted" role="status">
            {firstLoad ? 'Loading products…' : refusal || countText(total)}
          </p>
        </div>
        <div className="list-tools">
          {!onCategoryPage && (
            <button
              type="button"
              className="btn btn-outline filters-toggle"
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              ref={filtersToggleRef}
              onClick={() => setFiltersOpen(!filtersOpen)}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path fill="currentColor" d="M3 5h18v2H3zm4 6h10v2H7zm3 6h4v2h-4z" />
              </svg>
              Filters{activeCount > 0 ? ` (${activeCount})` : ''}
            </button>
          )}
          <label className="sort-control">
            <span>Sort by</span>
            <select
              className="input"
              value={filters.sortBy}
              onChange={(event) => update({ sortBy: event.target.value === 'latest' ? '' : event.target.value })}
            >
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
        </div>
      </div>

      <div className={onCategoryPage ? 'list-body' : 'list-body with-filters'}>
        {!onCategoryPage && (
          <aside
            id={filtersId}
            className={`panel filters-panel ${filtersOpen ? 'is-open' : ''}`}
            aria-label="Filters"
            ref={filtersRef}
          >
            <div className="filters-head">
              <h2>Filters</h2>
              <Link to="/products" className="clear-all">
                Clear All
              </Link>
            </div>
            <ProductFilters
              filters={filters}
              categories={categoryList.data?.productCategories ?? (categoryList.loading ? [] : [...CATEGORIES])}
              optionFacets={optionFacets}
              onChange={(patch) => {
                update(patch);
                chosenInPanel();
              }}
              onOptionChange={(name, value) => {
                chooseOption(name, value);
                chosenInPanel();
              }}
            />
          </aside>
        )}

        <div className="list-results" ref={resultsRef} aria-busy={loading}>
          {firstLoad ? (
            <ProductGridSkeleton count={PAGE_SIZE} />
          ) : items.length === 0 ? (
            <div className="empty-state panel">
              <h2>No products found</h2>
              {refusal ? (
                <>
                  <p className="form-error" role="alert">
                    {refusal}
                  </p>
                  <button type="button" className="btn btn-primary" onClick={clearAll}>
                    Clear Filters
                  </button>
                </>
              ) : onCategoryPage ? (
                <>
                  <p className="muted">We couldn't find any products in this category.</p>
                  <Link to="/products" className="btn btn-primary">
                    Browse All Products
                  </Link>
                </>
              ) : (
                <>
                  <p className="muted">Try other filters or another search.</p>
                  <button type="button" className="btn btn-primary" onClick={clearAll}>
                    Clear Filters
                  </button>
                </>
              )}
            </div>
          ) : (
            <div className={loading ? 'is-refreshing' : undefined}>
              {/* The cards' names are h3s; on phones the Filters heading is hidden, so the results have their own h2. */}
              <h2 className="sr-only">Results</h2>
              <ProductGrid
                products={items}
                label={title}
                priorityCount={2}
                linkState={filters.options.length > 0 ? { optionChoices: filters.options } : undefined}
              />
              <Pagination page={filters.page} pages={pages} onChange={goToPage} label="Product pages" />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}

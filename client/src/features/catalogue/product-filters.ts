import type { ProductSort } from '../../gql/graphql';

/** Sort choices as they appear in the URL (sortBy), their labels and the API's order. */
export const SORT_OPTIONS: { value: string; label: string; sort: ProductSort; productsOnly?: boolean }[] = [
  { value: 'latest', label: 'Latest', sort: 'LATEST' },
  { value: 'price-low', label: 'Price: Low to High', sort: 'PRICE_LOW' },
  { value: 'price-high', label: 'Price: High to Low', sort: 'PRICE_HIGH' },
  { value: 'name', label: 'Name: A to Z', sort: 'NAME' },
  { value: 'featured', label: 'Featured', sort: 'FEATURED', productsOnly: true },
];

/** The filters of a product list, read from its URL query (so reload, back and shared links keep them). */
export interface ListFilters {
  category: string;
  brand: string;
  minPrice: string;
  maxPrice: string;
  /** '' for all, 'true' in stock only, 'false' out of stock only. */
  inStock: string;
  sortBy: string;
  search: string;
  page: number;
}

const asPrice = (value: string | null) => (value && /^\d+(\.\d+)?$/.test(value) ? value : '');

export function readFilters(params: URLSearchParams, { allowFeatured }: { allowFeatured: boolean }): ListFilters {
  const sortBy = params.get('sortBy') ?? '';
  const knownSort = SORT_OPTIONS.some((option) => option.value === sortBy && (allowFeatured || !option.productsOnly));
  const page = Number(params.get('page'));
  const inStock = params.get('inStock') ?? '';
  return {
    category: params.get('category') ?? '',
    brand: params.get('brand') ?? '',
    minPrice: asPrice(params.get('minPrice')),
    maxPrice: asPrice(params.get('maxPrice')),
    inStock: inStock === 'true' || inStock === 'false' ? inStock : '',
    // The client's default order is "newest", which the list calls latest.
    sortBy: knownSort ? sortBy : 'latest',
    search: (params.get('search') ?? '').trim(),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The products query's variables for a set of filters. */
export function queryVariables(filters: ListFilters, pageSize: number) {
  const sort = SORT_OPTIONS.find((option) => option.value === filters.sortBy)?.sort ?? 'LATEST';
  return {
    category: filters.category || undefined,
    brand: filters.brand || undefined,
    minPrice: filters.minPrice ? Number(filters.minPrice) : undefined,
    maxPrice: filters.maxPrice ? Number(filters.maxPrice) : undefined,
    inStock: filters.inStock ? filters.inStock === 'true' : undefined,
    search: filters.search || undefined,
    sortBy: sort,
    page: filters.page,
    limit: pageSize,
  };
}

/** How many of the sidebar's filters are set (shown on the phone's Filters button). */
export const activeFilterCount = (filters: ListFilters) =>
  [filters.category, filters.brand, filters.minPrice || filters.maxPrice, filters.inStock].filter(Boolean).length;

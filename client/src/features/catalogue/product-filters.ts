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
  /** Option values chosen ("Phone model:iPhone 15"), the URL's `option` parameters in order; one per option. */
  options: string[];
}

/** At most this many option values travel in a list's URL (the server takes as many). */
export const MAX_OPTION_CHOICES = 10;
/** An option's name and a value are at most 40 characters (as the shop lets a merchant write them). */
const OPTION_TEXT_LENGTH = 40;

/** An option value chosen, as the URL and the API carry it. */
export const optionChoice = (name: string, value: string) => `${name}:${value}`;

/** The option name and value of a choice (split at its first colon), or undefined for text that is not one. */
export function splitOptionChoice(choice: string): { name: string; value: string } | undefined {
  const at = choice.indexOf(':');
  const name = choice.slice(0, at).trim();
  const value = choice.slice(at + 1).trim();
  const fits = (text: string) => text.length > 0 && text.length <= OPTION_TEXT_LENGTH;
  return at > 0 && fits(name) && fits(value) ? { name, value } : undefined;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The value chosen for an option (its name compared with case ignored), or ''. */
export const chosenOptionValue = (filters: Pick<ListFilters, 'options'>, name: string) =>
  filters.options.map(splitOptionChoice).find((choice) => choice && sameName(choice.name, name))?.value ?? '';

/**
 * The URL's option choices with the one for `name` changed to `value` (none when `value` is empty): one value per
 * option, the others kept in their order.
 */
export function withOptionChoice(choices: readonly string[], name: string, value: string): string[] {
  const others = choices.filter((choice) => !sameName(splitOptionChoice(choice)?.name ?? '', name));
  return value ? [...others, optionChoice(name, value)] : others;
}

/** The URL's option choices the page uses: well formed, one per option (the first), at most MAX_OPTION_CHOICES. */
function readOptions(params: URLSearchParams): string[] {
  const kept: string[] = [];
  for (const choice of params.getAll('option')) {
    const parts = splitOptionChoice(choice);
    if (!parts || kept.some((other) => sameName(splitOptionChoice(other)!.name, parts.name))) continue;
    kept.push(optionChoice(parts.name, parts.value));
  }
  return kept.slice(0, MAX_OPTION_CHOICES);
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
    options: readOptions(params),
  };
}

/** The variables of the list's filters (productOptionValues takes these alone). */
export function filterVariables(filters: ListFilters) {
  return {
    category: filters.category || undefined,
    brand: filters.brand || undefined,
    minPrice: filters.minPrice ? Number(filters.minPrice) : undefined,
    maxPrice: filters.maxPrice ? Number(filters.maxPrice) : undefined,
    inStock: filters.inStock ? filters.inStock === 'true' : undefined,
    search: filters.search || undefined,
    option: filters.options.length > 0 ? filters.options : undefined,
  };
}

/** The products query's variables for a set of filters. */
export function queryVariables(filters: ListFilters, pageSize: number) {
  const sort = SORT_OPTIONS.find((option) => option.value === filters.sortBy)?.sort ?? 'LATEST';
  return { ...filterVariables(filters), sortBy: sort, page: filters.page, limit: pageSize };
}

/** How many of the sidebar's filters are set (shown on the phone's Filters button). */
export const activeFilterCount = (filters: ListFilters) =>
  [filters.category, filters.brand, filters.minPrice || filters.maxPrice, filters.inStock].filter(Boolean).length +
  filters.options.length;

/**
 * The values a list's option choices (`optionChoices` in a card link's state) pick of a product's options, in the
 * options' order, as the product spells them; undefined for an option not chosen (or a value it does not have).
 */
export function picksOfChoices(
  options: ReadonlyArray<{ name: string; values: readonly string[] }>,
  state: unknown,
): Array<string | undefined> | undefined {
  const choices = (state as { optionChoices?: unknown } | null)?.optionChoices;
  if (!Array.isArray(choices)) return undefined;
  const parsed = choices.flatMap((choice) => (typeof choice === 'string' ? [splitOptionChoice(choice)] : []));
  const picks = options.map((option) => {
    const value = parsed.find((choice) => choice && sameName(choice.name, option.name))?.value;
    return value === undefined ? undefined : option.values.find((known) => sameName(known, value));
  });
  return picks.some((pick) => pick !== undefined) ? picks : undefined;
}

/** Business constants of the specification (section 9), in one place. */
export const MAX_QUANTITY = 10;
export const PAGE_SIZE = 12;
export const HOME_GRID_STEP = 8;
export const TRENDY_LIMIT = 8;
export const RELATED_LIMIT = 4;
export const FEATURED_LIMIT = 8;
export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_MIN_CHARS = 3; // "more than 2 characters"
export const CATEGORY_MENU_LIMIT = 8;
export const NAV_HIDE_AFTER_PX = 50;
export const NAV_SHOW_AT_PX = 10;
export const SCROLL_TOP_AFTER_PX = 300;
export const HERO_INTERVAL_MS = 5000;
export const CHECKOUT_REDIRECT_MS = 1000;
export const NEWSLETTER_WAIT_MS = 1000;
export const REQUEST_TIMEOUT_MS = 10_000;
export const RECENTLY_VIEWED_LIMIT = 10;
export const UNDER_3K = 3000;
export const PAGINATION_WINDOW = 5;

/**
 * The specification's categories: the options shown while the merchant's own (the `categories` and
 * `adminCategories` queries) cannot be loaded.
 */
export const CATEGORIES = [
  'Earbuds',
  'Headphones',
  'Speakers',
  'Chargers',
  'Cables',
  'Adapters',
  'Power Banks',
  'Phone Cases',
  'Screen Protectors',
  'Smart Watches',
  'Fitness Trackers',
  'Other',
] as const;

/** The header's category menu when loading the categories fails (section 8). */
export const FALLBACK_MENU_CATEGORIES = [
  'Earbuds',
  'Chargers',
  'Cables',
  'Speakers',
  'Power Banks',
  'Phone Cases',
  'Adapters',
  'Headphones',
];

/** Brand filter options of /products. */
export const FILTER_BRANDS = ['Apple', 'Samsung', 'Sony', 'JBL', 'Anker', 'Belkin', 'Ugreen', 'Baseus'];

/** Local storage keys: token, user and cart each under their own key. */
export const STORAGE_KEYS = {
  token: 'volt.token',
  user: 'volt.user',
  cart: 'volt.cart',
  seenPrices: 'volt.cartSeenPrices',
  recentlyViewed: 'volt.recentlyViewed',
  guestOrders: 'volt.guestOrders',
  openCheckout: 'volt.openCheckout',
} as const;

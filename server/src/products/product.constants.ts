/**
 * Category options of the specification (section 3), in its order: the categories a fresh shop starts with (see
 * CategoriesService); the merchant's own categories live in the `categories` collection.
 */
export const PRODUCT_CATEGORIES = [
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
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Brand filter options of the specification (section 2, /products). */
export const PRODUCT_BRANDS = ['Apple', 'Samsung', 'Sony', 'JBL', 'Anker', 'Belkin', 'Ugreen', 'Baseus'] as const;
export type ProductBrand = (typeof PRODUCT_BRANDS)[number];

export const PRODUCT_CONDITIONS = ['new', 'old'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export const MAX_IMAGES_PER_PRODUCT = 5;
export const DEFAULT_PAGE_SIZE = 12;
export const MAX_PAGE_SIZE = 100;
export const RELATED_PRODUCTS_LIMIT = 4;
export const FEATURED_PRODUCTS_LIMIT = 8;

/** URL of the shop logo, the fallback for every missing or broken product image. */
export const FALLBACK_IMAGE_URL = '/images/logo.svg';

/** Stock from 1 up to this many units is low: the dashboard's stock alerts and the `stock.low` webhook. */
export const LOW_STOCK_THRESHOLD = 5;

import { spreadsheetCsv } from '../common/csv/spreadsheet-csv';
import type { Product } from './models/product.model';

/**
 * The catalogue as a CSV file, one row per product, its columns close to Shopify's product CSV so a merchant's
 * spreadsheet habits carry over: `handle` (the product's slug, as in its link), `price` is what a shopper pays and
 * `compare_at_price` the list price it is reduced from (empty without a discount), `tags` comma-separated, and
 * `pictures` and `specifications` several values in one cell, separated by ` | `.
 */
export const CATALOGUE_COLUMNS = [
  'handle',
  'name',
  'description',
  'brand',
  'category',
  'tags',
  'condition',
  'featured',
  'trendy',
  'price',
  'compare_at_price',
  'stock',
  'pictures',
  'specifications',
] as const;

/** Between the values of one cell (pictures, specifications). */
export const CELL_LIST_SEPARATOR = ' | ';

/** A picture's address in the file: absolute under the shop's public address when it has one, else the shop's path. */
const pictureAddress = (path: string, publicUrl?: string) =>
  publicUrl && path.startsWith('/') ? publicUrl + path : path;

export function catalogueCsv(products: readonly Product[], publicUrl?: string): string {
  const rows = products.map((product) => {
    const discounted = product.discountPrice !== undefined && product.discountPrice !== null;
    const row: Record<(typeof CATALOGUE_COLUMNS)[number], string | number> = {
      handle: product.slug,
      name: product.name,
      description: product.description,
      brand: product.brand,
      category: product.category,
      tags: product.tags.join(', '),
      condition: product.condition,
      featured: product.featured ? 'yes' : 'no',
      trendy: product.trendy ? 'yes' : 'no',
      price: product.finalPrice,
      compare_at_price: discounted ? product.price : '',
      stock: product.stockQuantity,
      pictures: product.images.map((path) => pictureAddress(path, publicUrl)).join(CELL_LIST_SEPARATOR),
      specifications: product.specifications.map(({ key, value }) => `${key}: ${value}`).join(CELL_LIST_SEPARATOR),
    };
    return row;
  });
  // The header row even for an empty catalogue: the file is also the template a merchant fills in.
  return spreadsheetCsv(rows, CATALOGUE_COLUMNS);
}

import { parse } from 'csv-parse/sync';
import { fromSpreadsheetText, spreadsheetCsv } from '../common/csv/spreadsheet-csv';
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

/** The columns a catalogue file must have; the others may be left out (left out: empty). */
export const REQUIRED_COLUMNS = ['name', 'description', 'brand', 'category', 'price', 'stock'] as const;
/** Products in one catalogue file. */
export const MAX_CATALOGUE_ROWS = 2_000;
/** A handle as the shop writes slugs: lowercase letters, digits and single hyphens. */
const HANDLE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_HANDLE_LENGTH = 80;

/** A catalogue file the shop cannot read at all (its header, its quoting, its size): nothing of it is used. */
export class CatalogueFileError extends Error {}

/** A row of a catalogue file, read into the product form's fields as the admin form sends them (text). */
export interface CatalogueRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  /** The product's handle (its slug); empty: a new product, its handle made from its name. */
  handle: string;
  form: Record<string, string | undefined>;
  pictures: string[];
  /** What is wrong with the row as read (the form's own rules are checked later). */
  problems: string[];
}

const splitList = (cell: string) =>
  cell
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** yes / no as the export writes them; true / false and 1 / 0 as a spreadsheet may; empty: no. */
function yesNo(cell: string): string {
  const value = cell.trim().toLowerCase();
  if (['yes', 'true', '1'].includes(value)) return 'true';
  if (['no', 'false', '0', ''].includes(value)) return 'false';
  return cell;
}

/** A spreadsheet's number text (`1,999`, ` 2500 `) as the form's; anything else as it is, for the form's message. */
const numberText = (cell: string) => cell.trim().replace(/(?<=\d),(?=\d{3}\b)/g, '');

/** Reads a catalogue file (see catalogueCsv for its columns). Throws CatalogueFileError when it cannot be read. */
export function parseCatalogueCsv(text: string): CatalogueRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, info: true }) as unknown as typeof records;
  } catch (error) {
    throw new CatalogueFileError(`The CSV file could not be read: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new CatalogueFileError('The CSV file is empty: it needs a header row and a row per product.');
  const columns = header.record.map((name) => name.trim().toLowerCase());
  const known = new Set<string>(CATALOGUE_COLUMNS);
  const unknown = columns.filter((name) => !known.has(name));
  if (unknown.length > 0)
    throw new CatalogueFileError(`Unknown column "${unknown[0]}". The columns are: ${CATALOGUE_COLUMNS.join(', ')}.`);
  const missing = REQUIRED_COLUMNS.filter((name) => !columns.includes(name));
  if (missing.length > 0)
    throw new CatalogueFileError(
      `The CSV file has no "${missing[0]}" column. It needs: ${REQUIRED_COLUMNS.join(', ')}.`,
    );
  if (rows.length === 0) throw new CatalogueFileError('The CSV file has no products: only its header row.');
  if (rows.length > MAX_CATALOGUE_ROWS)
    throw new CatalogueFileError(
      `At most ${MAX_CATALOGUE_ROWS.toLocaleString('en-PK')} products in one file; this one has ${rows.length.toLocaleString('en-PK')}.`,
    );
  return rows.map(({ record: cells, info }) => {
    const cell = (name: (typeof CATALOGUE_COLUMNS)[number]) => {
      const at = columns.indexOf(name);
      return at === -1 ? '' : fromSpreadsheetText(cells[at] ?? '');
    };
    const problems: string[] = [];
    const handle = cell('handle').trim();
    if (handle && (!HANDLE.test(handle) || handle.length > MAX_HANDLE_LENGTH))
      problems.push(
        `The handle "${handle}" may hold only lowercase letters, digits and single hyphens (at most ${MAX_HANDLE_LENGTH} characters)`,
      );
    const specifications: Record<string, string> = {};
    for (const pair of splitList(cell('specifications'))) {
      const colon = pair.indexOf(':');
      if (colon <= 0) problems.push(`The specification "${pair}" is not a "Name: value" pair`);
      else specifications[pair.slice(0, colon).trim()] = pair.slice(colon + 1).trim();
    }
    const price = numberText(cell('price'));
    const compareAt = numberText(cell('compare_at_price'));
    const form: Record<string, string | undefined> = {
      name: cell('name'),
      description: cell('description'),
      brand: cell('brand'),
      category: cell('category'),
      // The export's price is what a shopper pays; with a compare-at price it is the discount on that list price.
      price: compareAt ? compareAt : price,
      discountPrice: compareAt ? price : undefined,
      stockQuantity: numberText(cell('stock')),
      condition: cell('condition').trim().toLowerCase() || 'new',
      featured: yesNo(cell('featured')),
      trendy: yesNo(cell('trendy')),
      tags: cell('tags'),
      // Left out, as in the product form, the stored specifications are kept.
      specifications: columns.includes('specifications') ? JSON.stringify(specifications) : undefined,
    };
    return { line: info.lines, handle, form, pictures: splitList(cell('pictures')), problems };
  });
}

import { parse } from 'csv-parse/sync';
import { fromSpreadsheetText, spreadsheetCsv } from '../common/csv/spreadsheet-csv';
import type { Product, ProductVariant } from './models/product.model';
import { MAX_OPTIONS } from './variants';

/**
 * The catalogue as a CSV file, one row per product sold as one and one row per variant of a product sold in kinds,
 * its columns close to Shopify's product CSV so a merchant's spreadsheet habits carry over: `handle` (the product's
 * slug, as in its link), `price` is what a shopper pays and `compare_at_price` the list price it is reduced from
 * (empty without a discount), `tags` comma-separated, and `pictures` and `specifications` several values in one cell,
 * separated by ` | `. A variant's row names its options and values (`option1_name`, `option1_value`, … up to 3), its
 * `sku`, its own prices and stock, and its own pictures (`variant_pictures`, among the product's); the product's
 * columns are repeated on each of its rows.
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
  'option1_name',
  'option1_value',
  'option2_name',
  'option2_value',
  'option3_name',
  'option3_value',
  'sku',
  'price',
  'compare_at_price',
  'stock',
  'pictures',
  'variant_pictures',
  'specifications',
] as const;
type Column = (typeof CATALOGUE_COLUMNS)[number];

/** The columns that describe the product itself: each of its rows repeats them, or leaves them empty. */
export const PRODUCT_COLUMNS = [
  'name',
  'description',
  'brand',
  'category',
  'tags',
  'condition',
  'featured',
  'trendy',
  'pictures',
  'specifications',
] as const satisfies readonly Column[];

const OPTION_COLUMNS: ReadonlyArray<readonly [Column, Column]> = [
  ['option1_name', 'option1_value'],
  ['option2_name', 'option2_value'],
  ['option3_name', 'option3_value'],
];

/** Between the values of one cell (pictures, specifications). */
export const CELL_LIST_SEPARATOR = ' | ';

/** A picture's address in the file: absolute under the shop's public address when it has one, else the shop's path. */
const pictureAddress = (path: string, publicUrl?: string) =>
  publicUrl && path.startsWith('/') ? publicUrl + path : path;

export function catalogueCsv(products: readonly Product[], publicUrl?: string): string {
  const addresses = (paths: readonly string[]) =>
    paths.map((path) => pictureAddress(path, publicUrl)).join(CELL_LIST_SEPARATOR);
  const rows = products.flatMap((product) => {
    const productCells: Record<Column, string | number> = {
      handle: product.slug,
      name: product.name,
      description: product.description,
      brand: product.brand,
      category: product.category,
      tags: product.tags.join(', '),
      condition: product.condition,
      featured: product.featured ? 'yes' : 'no',
      trendy: product.trendy ? 'yes' : 'no',
      option1_name: '',
      option1_value: '',
      option2_name: '',
      option2_value: '',
      option3_name: '',
      option3_value: '',
      sku: '',
      ...priceCells(product),
      pictures: addresses(product.images),
      variant_pictures: '',
      specifications: product.specifications.map(({ key, value }) => `${key}: ${value}`).join(CELL_LIST_SEPARATOR),
    };
    if (product.options.length === 0) return [productCells];
    return product.variants.map((variant) => {
      const row: Record<Column, string | number> = { ...productCells, ...priceCells(variant), sku: variant.sku };
      product.options.forEach((option, index) => {
        const [name, value] = OPTION_COLUMNS[index];
        row[name] = option.name;
        row[value] = variant.values[index];
      });
      // Only pictures of its own: without them a variant shows the product's.
      row.variant_pictures = addresses(variant.ownImages);
      return row;
    });
  });
  // The header row even for an empty catalogue: the file is also the template a merchant fills in.
  return spreadsheetCsv(rows, CATALOGUE_COLUMNS);
}

/** The price a shopper pays, the list price it is reduced from, and the stock, of a product or a variant. */
function priceCells(item: Pick<ProductVariant, 'price' | 'discountPrice' | 'finalPrice' | 'stockQuantity'>) {
  const discounted = item.discountPrice !== undefined && item.discountPrice !== null;
  return { price: item.finalPrice, compare_at_price: discounted ? item.price : '', stock: item.stockQuantity };
}

/** The columns a catalogue file must have; the others may be left out (left out: empty). */
export const REQUIRED_COLUMNS = ['name', 'description', 'brand', 'category', 'price', 'stock'] as const;
/** Rows in one catalogue file. */
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
  /** A variant's row: its options' names and its values, in order (empty for a product sold as one). */
  options: Array<{ name: string; value: string }>;
  /** A variant's row: its SKU, and its own pictures. */
  sku: string;
  variantPictures: string[];
  /** The cells of the product's own columns as written, to tell its rows apart (see PRODUCT_COLUMNS). */
  productCells: Record<(typeof PRODUCT_COLUMNS)[number], string>;
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
      `At most ${MAX_CATALOGUE_ROWS.toLocaleString('en-PK')} rows in one file; this one has ${rows.length.toLocaleString('en-PK')}.`,
    );
  return rows.map(({ record: cells, info }) => {
    const cell = (name: Column) => {
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
    const problemsBefore = problems.length;
    const options = optionsOf(cell, problems);
    const sku = cell('sku').trim();
    const variantPictures = splitList(cell('variant_pictures'));
    if (problems.length === problemsBefore && options.length === 0 && (sku || variantPictures.length > 0))
      problems.push('A row without options is a product sold as one: it takes no sku or variant_pictures');
    return {
      line: info.lines,
      handle,
      form,
      pictures: splitList(cell('pictures')),
      options,
      sku,
      variantPictures,
      productCells: Object.fromEntries(
        PRODUCT_COLUMNS.map((name) => [name, cell(name).trim()]),
      ) as CatalogueRow['productCells'],
      problems,
    };
  });
}

/** A row's options, filled from option1 on, each with a name and a value. */
function optionsOf(cell: (name: Column) => string, problems: string[]): CatalogueRow['options'] {
  const options: CatalogueRow['options'] = [];
  OPTION_COLUMNS.slice(0, MAX_OPTIONS).forEach(([nameColumn, valueColumn], index) => {
    const name = cell(nameColumn).trim();
    const value = cell(valueColumn).trim();
    if (!name && !value) return;
    if (!name || !value) problems.push(`Option ${index + 1} needs both a name and a value`);
    else if (options.length < index)
      problems.push(`Fill the options from option 1 on (option ${index + 1} without option ${options.length + 1})`);
    else options.push({ name, value });
  });
  return options;
}

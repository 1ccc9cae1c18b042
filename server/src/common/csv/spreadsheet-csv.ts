import { stringify } from 'csv-stringify/sync';

/**
 * What a spreadsheet reads as a formula when a cell starts with it (OWASP, "CSV Injection"): `=`, `+`, `-`,
 * `@`, a tab or a carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell as a spreadsheet shows it, never runs it: text starting like a formula gets a leading `'`, which
 * Excel, LibreOffice and Google Sheets read as "this cell is text". Only text is touched: numbers the shop
 * writes itself (amounts, counts, a negative difference) stay numbers.
 */
export const spreadsheetText = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** A text cell of a file the shop wrote, read back: the `'` spreadsheetText put before a formula's start goes. */
export const fromSpreadsheetText = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/**
 * The shop's CSV files: a header row, UTF-8 with a BOM (so Excel reads Urdu), and every text cell made safe
 * for spreadsheets (csv-stringify's cast for strings, so no writer of a file can forget it). With `columns`, the
 * header row is written even when there are no records.
 */
export function spreadsheetCsv(records: Array<Record<string, string | number>>, columns?: readonly string[]): string {
  return stringify(records, {
    header: true,
    bom: true,
    cast: { string: spreadsheetText },
    ...(columns ? { columns: [...columns] } : {}),
  });
}

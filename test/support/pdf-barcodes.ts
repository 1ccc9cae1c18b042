import { execFile } from 'node:child_process';
import { join } from 'node:path';

export interface PdfPicture {
  page: number;
  width: number;
  height: number;
  /** Dark and light runs across the picture's top, in modules, starting with a dark one (a barcode's bars). */
  bars: number[];
}

/** The pictures of a PDF with the bar widths across each, read by pdf.js in a child process (see pdf-barcodes.mjs). */
export function pdfBarcodes(data: Buffer): Promise<PdfPicture[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'pdf-barcodes.mjs')],
      { maxBuffer: 16 << 20 },
      (error, stdout) => (error ? reject(new Error(error.message)) : resolve(JSON.parse(stdout) as PdfPicture[])),
    );
    child.stdin!.end(data);
  });
}

/** The bar and space widths of `text` as Code 128, in modules, as bwip-js encodes it (its `raw` symbol). */
export function code128Bars(text: string): number[] {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const bwipjs = require('bwip-js') as { raw(bcid: string, text: string, options: object): Array<{ sbs: number[] }> };
  return bwipjs.raw('code128', text, {})[0].sbs;
}

import type BwipJs from 'bwip-js';
import type PDFKitDocument from 'pdfkit';

let pdfkit: typeof PDFKitDocument | undefined;
let bwipjs: typeof BwipJs | undefined;

/*
 * pdfkit (with fontkit) and bwip-js, loaded when the first label or packing slip is printed: loading them cost
 * time on every start (docs/performance.md), and most starts print nothing.
 */

/** pdfkit's PDFDocument class. */
export function loadPdfKit(): typeof PDFKitDocument {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not at start (above)
  pdfkit ??= require('pdfkit') as typeof PDFKitDocument;
  return pdfkit;
}

/** bwip-js, for barcodes. */
export function loadBwipJs(): typeof BwipJs {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not at start (above)
  bwipjs ??= require('bwip-js') as typeof BwipJs;
  return bwipjs;
}

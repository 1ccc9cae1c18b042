import { execFile } from 'node:child_process';
import { join } from 'node:path';

export interface PdfItem {
  page: number;
  str: string;
  /** Left edge and baseline, in points from the page's left and top edges. */
  x: number;
  y: number;
  width: number;
}

/** The text items of a PDF with their places on the page, read by pdf.js in a child process (see pdf-items.mjs). */
export function pdfItems(data: Buffer): Promise<PdfItem[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'pdf-items.mjs')],
      { maxBuffer: 16 << 20 },
      (error, stdout) => (error ? reject(new Error(error.message)) : resolve(JSON.parse(stdout) as PdfItem[])),
    );
    child.stdin!.end(data);
  });
}

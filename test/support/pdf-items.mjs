// Reads a PDF on stdin, prints each page's text items with where they stand as JSON: [{ page, str, x, y, width }],
// x and y in PDF points from the page's left and top edges (pdf.js, in a process of its own as in pdf-text.mjs).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), useSystemFonts: false, verbosity: 0 })
  .promise;
const items = [];
for (let number = 1; number <= pdf.numPages; number++) {
  const page = await pdf.getPage(number);
  const height = page.view[3];
  for (const item of (await page.getTextContent()).items)
    if (item.str.trim())
      items.push({
        page: number,
        str: item.str,
        x: item.transform[4],
        y: height - item.transform[5],
        width: item.width,
      });
}
process.stdout.write(JSON.stringify(items));

// Reads a PDF on stdin and prints, per page, the bar widths of each picture on it as JSON: [{ page, width, height,
// bars }], `bars` the runs of dark and light pixels across a row near the top of the picture (where a barcode has
// only bars), from the first dark pixel to the last, in modules (the narrowest run is 1). pdf.js decodes the
// pictures, in a process of its own as in pdf-text.mjs.
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({
  data: new Uint8Array(Buffer.concat(chunks)),
  useSystemFonts: false,
  isOffscreenCanvasSupported: false,
  verbosity: 0,
}).promise;

/** Whether the pixel at index `at` is dark, for 1, 3 or 4 bytes a pixel (a transparent one is the paper's white). */
function dark(image, at) {
  const channels = image.data.length / (image.width * image.height);
  const offset = at * channels;
  if (channels < 3) return image.data[offset] < 128;
  if (channels === 4 && image.data[offset + 3] < 128) return false;
  return (image.data[offset] + image.data[offset + 1] + image.data[offset + 2]) / 3 < 128;
}

function bars(image) {
  const row = Math.floor(image.height * 0.2);
  const runs = [];
  let current = null;
  for (let x = 0; x < image.width; x++) {
    const isDark = dark(image, row * image.width + x);
    if (current === null && !isDark) continue;
    if (current !== null && current.dark === isDark) current.length++;
    else runs.push((current = { dark: isDark, length: 1 }));
  }
  while (runs.length && !runs[runs.length - 1].dark) runs.pop();
  if (runs.length === 0) return [];
  const module = Math.min(...runs.map((run) => run.length));
  return runs.map((run) => Math.round(run.length / module));
}

const found = [];
for (let number = 1; number <= pdf.numPages; number++) {
  const page = await pdf.getPage(number);
  const operators = await page.getOperatorList();
  for (let i = 0; i < operators.fnArray.length; i++) {
    if (operators.fnArray[i] !== OPS.paintImageXObject) continue;
    const name = operators.argsArray[i][0];
    const image = await new Promise((resolve) => page.objs.get(name, resolve));
    if (image?.data) found.push({ page: number, width: image.width, height: image.height, bars: bars(image) });
  }
}
process.stdout.write(JSON.stringify(found));

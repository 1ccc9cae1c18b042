// Reads a PDF on stdin, prints { text, pages } as JSON (pdf-parse; run as its own process because pdf.js
// loads its worker with a dynamic import, which jest's CommonJS sandbox does not allow).
import { PDFParse } from 'pdf-parse';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const parsed = await new PDFParse({ data: Buffer.concat(chunks) }).getText();
process.stdout.write(JSON.stringify({ text: parsed.text, pages: parsed.total }));

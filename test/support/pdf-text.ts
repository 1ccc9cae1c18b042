import { execFile } from 'node:child_process';
import { join } from 'node:path';

/** The text and page count of a PDF, read by pdf-parse in a child process (see pdf-text.mjs). */
export function pdfText(data: Buffer): Promise<{ text: string; pages: number }> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'pdf-text.mjs')],
      { maxBuffer: 16 << 20 },
      (error, stdout) =>
        error ? reject(new Error(error.message)) : resolve(JSON.parse(stdout) as { text: string; pages: number }),
    );
    child.stdin!.end(data);
  });
}

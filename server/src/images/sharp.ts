import type Sharp from 'sharp';

let sharp: typeof Sharp | undefined;

/**
 * sharp (libvips), loaded on first use: only picture uploads and demo pictures need it, and loading it
 * costs resident memory and time at start (docs/performance.md).
 */
export function loadSharp(): typeof Sharp {
  if (!sharp) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, not at start (above)
    sharp = require('sharp') as typeof Sharp;
    // No cache of decoded pictures (each is used once) and one libvips thread per operation: pictures are
    // processed one at a time anyway, and this keeps the memory they take small and predictable.
    sharp.cache(false);
    sharp.concurrency(1);
  }
  return sharp;
}

import type Sharp from 'sharp';

let sharp: typeof Sharp | undefined;

/**
 * sharp (libvips), loaded on first use: only picture uploads and demo pictures need it, and loading it
 * costs about 20 MB of resident memory and a tenth of a second at start.
 */
export function loadSharp(): typeof Sharp {
  return (sharp ??= require('sharp') as typeof Sharp);
}

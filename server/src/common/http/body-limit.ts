/** The largest JSON or urlencoded body the shop reads (multipart forms have their own per-file limit). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The limit as the 413 answer names it. */
export const BODY_LIMIT = '1mb';

/** The largest JSON or urlencoded body the shop reads (multipart forms have their own per-file limit). */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** The limit as the 413 answer names it. */
export const BODY_LIMIT = '1mb';
/**
 * A body over the limit is answered 413 at once and still read, and thrown away, up to this many bytes: a
 * client that streams its body (Node's fetch, chunked) reads an answer only once it has sent everything,
 * and would see its connection reset otherwise. Past this bound the connection is closed.
 */
export const BODY_DISCARD_LIMIT_BYTES = 16 * 1024 * 1024;
/** The deepest nesting of objects and lists a JSON body may have (GraphQL variables included). */
export const MAX_BODY_DEPTH = 20;
/** The most keys one object of a JSON body may have (GraphQL variables included). */
export const MAX_BODY_KEYS = 256;
/** The most values (objects, lists and scalars, all levels together) a JSON body may hold. */
export const MAX_BODY_VALUES = 10_000;

/** Driver and Mongoose errors that mean "the database cannot be reached", not "this request is wrong". */
const UNREACHABLE_ERRORS = new Set([
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  // The shop's driver closed to be connected again after an engine restart (see EmbeddedStore).
  'MongoClientClosedError',
  'MongoPoolClearedError',
  'PoolClearedError',
  'PoolClearedOnNetworkError',
  'MongoExpiredSessionError',
  // No connection came free within DB_TIMEOUT_MS.
  'MongoWaitQueueTimeoutError',
  'WaitQueueTimeoutError',
]);

const SOCKET_ERRORS = new Set([
  'EPIPE',
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ERR_STREAM_WRITE_AFTER_END',
  'ERR_SOCKET_CLOSED',
]);

/** True for an error (or one it wraps as `cause` or `originalError`) that says the database is unreachable. */
export function isDatabaseUnreachable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  if (UNREACHABLE_ERRORS.has(error.name) || UNREACHABLE_ERRORS.has(error.constructor?.name)) return true;
  // A socket error the driver passed on as it was (e.g. "This socket has been ended by the other party").
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && SOCKET_ERRORS.has(code) && /[/\\]mongodb[/\\]/.test(error.stack ?? '')) return true;
  // Mongoose's command buffer gave up waiting for a connection.
  if (error.name === 'MongooseError' && /buffering timed out/.test(error.message)) return true;
  const wrapped =
    (error as { cause?: unknown; originalError?: unknown }).cause ??
    (error as { originalError?: unknown }).originalError;
  return isDatabaseUnreachable(wrapped, depth + 1);
}

export const DATABASE_UNREACHABLE_MESSAGE = 'Database is not reachable';
/** GraphQL `extensions.code` of a request refused or failed because the database cannot be reached (HTTP 503). */
export const DATABASE_UNAVAILABLE_CODE = 'DATABASE_UNAVAILABLE';

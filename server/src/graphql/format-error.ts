import type { GraphQLFormattedError } from 'graphql';
import { DATABASE_UNAVAILABLE_CODE, DATABASE_UNREACHABLE_MESSAGE, isDatabaseUnreachable } from '../common/errors/database-errors';
import { INTERNAL_ERROR_MESSAGE } from '../common/errors/error-codes';

const SAFE_EXTENSIONS = ['code', 'status', 'errors'];

/**
 * Keeps only what a client may see: message, locations, path and the safe extensions; never a stack, and
 * never the text of an unexpected error.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError, error?: unknown): GraphQLFormattedError {
  // A database error thrown outside Nest's exception filter (a field resolver, a plugin): 503, not 500.
  if (formatted.extensions?.code === undefined || formatted.extensions.code === 'INTERNAL_SERVER_ERROR') {
    if (isDatabaseUnreachable(error)) {
      formatted = { ...formatted, message: DATABASE_UNREACHABLE_MESSAGE, extensions: { code: DATABASE_UNAVAILABLE_CODE, status: 503 } };
    }
  }
  const extensions: Record<string, unknown> = Object.fromEntries(
    Object.entries(formatted.extensions ?? {}).filter(([key]) => SAFE_EXTENSIONS.includes(key)),
  );
  if (!extensions.code) extensions.code = 'INTERNAL_SERVER_ERROR';
  const message = extensions.code === 'INTERNAL_SERVER_ERROR' ? INTERNAL_ERROR_MESSAGE : formatted.message;
  return {
    message,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions,
  };
}

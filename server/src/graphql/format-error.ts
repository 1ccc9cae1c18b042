import type { GraphQLFormattedError } from 'graphql';
import { INTERNAL_ERROR_MESSAGE } from '../common/errors/error-codes';

const SAFE_EXTENSIONS = ['code', 'status', 'errors'];

/**
 * Keeps only what a client may see: message, locations, path and the safe extensions; never a stack, and
 * never the text of an unexpected error.
 */
export function formatGraphQLError(formatted: GraphQLFormattedError): GraphQLFormattedError {
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

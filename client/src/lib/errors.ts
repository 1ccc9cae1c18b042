import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

/** The message to show for a failed operation: the server's message, else the fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message || fallback;
  if (ServerError.is(error)) {
    try {
      const parsed = JSON.parse(error.bodyText) as { errors?: { message?: string }[]; message?: string };
      return parsed.errors?.[0]?.message || parsed.message || fallback;
    } catch {
      return fallback;
    }
  }
  return fallback;
}

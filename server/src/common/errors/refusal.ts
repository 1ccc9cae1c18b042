import { graphqlCodeFor } from './error-codes';

/** Requests to the GraphQL endpoint, which answer refusals in GraphQL's shape. */
export const isGraphqlPath = (url = '') => /^\/graphql\/?(\?|$)/.test(url);

/**
 * The body of a refusal made outside a resolver or controller (body parsing, the operator check, Fastify's own
 * refusals, the exception filter): `{ success: false, message }` on REST, and on /graphql GraphQL's
 * `{ errors: [{ message, extensions: { code, status } }] }`, so that GraphQL clients read it as any other error.
 */
export function refusalBody(url: string | undefined, status: number, message: string, code?: string) {
  return isGraphqlPath(url)
    ? { errors: [{ message, extensions: { code: code ?? graphqlCodeFor(status), status } }] }
    : { success: false, message };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { GRAPHQL_LIMITS, type GraphQLLimits, queryTooLargeMessage } from './query-limits';

/** Where Apollo answers. */
export const GRAPHQL_PATH = '/graphql';

/**
 * How deep a parsed JSON value nests (a scalar is 0, `{}` is 1), looked at no deeper than `limit + 1`: without
 * recursion, so that no value, however deep, costs more than the bound.
 */
export function nestingDepthOver(value: unknown, limit: number): boolean {
  let level: unknown[] = [value];
  for (let depth = 0; level.length > 0; depth++) {
    const next: unknown[] = [];
    for (const item of level) {
      if (item === null || typeof item !== 'object') continue;
      if (depth >= limit) return true;
      for (const child of Array.isArray(item) ? item : Object.values(item)) next.push(child);
    }
    level = next;
  }
  return false;
}

/** The same for JSON text not parsed yet (GET's `variables` parameter): the deepest bracket outside strings. */
export function jsonTextDepthOver(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (++depth > limit) return true;
    } else if (char === '}' || char === ']') depth--;
  }
  return false;
}

interface GraphQLParams {
  query?: unknown;
  variables?: unknown;
}

const refuse = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ errors: [{ message, extensions: { code } }] });

/**
 * A Fastify preHandler for /graphql, before Apollo and before the kept catalogue answers: a `query` text
 * over the size limit is refused (413) before anything parses it, and `variables` nested deeper than any
 * input of the schema are refused (400), in POST bodies and in GET parameters alike. The answers have the
 * GraphQL error shape, with `extensions.code`.
 */
export function boundGraphQLRequests(limits: GraphQLLimits = GRAPHQL_LIMITS) {
  const tooDeep = `GraphQL variables are nested too deeply (limit ${limits.maxVariablesDepth} levels)`;
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.routeOptions.url !== GRAPHQL_PATH || (request.method !== 'POST' && request.method !== 'GET'))
      return done();
    const params = (request.method === 'POST' ? request.body : request.query) as GraphQLParams | null | undefined;
    if (params === null || typeof params !== 'object' || Array.isArray(params)) return done();
    const { query, variables } = params;
    if (typeof query === 'string' && Buffer.byteLength(query) > limits.maxQueryBytes)
      return refuse(reply, 413, 'PAYLOAD_TOO_LARGE', queryTooLargeMessage(limits));
    const deep =
      typeof variables === 'string'
        ? jsonTextDepthOver(variables, limits.maxVariablesDepth)
        : nestingDepthOver(variables, limits.maxVariablesDepth);
    if (deep) return refuse(reply, 400, 'BAD_USER_INPUT', tooDeep);
    done();
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';

const MAX_DEPTH = 20;

/** Finds a key that MongoDB would read as an operator (`$gt`, `$where`) anywhere in a parsed body. */
export function findOperatorKey(value: unknown, depth = 0): string | undefined {
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findOperatorKey(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith('$')) return key;
    const found = findOperatorKey(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The 400 message for an operator key, wherever it was found (body, query, multipart field name). */
export const operatorRefusalMessage = (key: string) => `Invalid input: "${key}" is not allowed`;

/**
 * Refuses request bodies and queries that carry MongoDB operators, before any handler sees them (a Fastify
 * preHandler hook, so bodies are parsed; multipart fields are checked by the interceptor that reads them).
 */
export function rejectMongoOperators(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const query = request.query as Record<string, unknown> | undefined;
  // The query parser keeps `a[$ne]=x` as the literal key "a[$ne]": refuse those too.
  const queryKey = query ? Object.keys(query).find((name) => name.includes('$')) : undefined;
  const key = findOperatorKey(request.body) ?? queryKey;
  if (key) {
    reply.code(400).send({ success: false, message: operatorRefusalMessage(key) });
    return;
  }
  done();
}

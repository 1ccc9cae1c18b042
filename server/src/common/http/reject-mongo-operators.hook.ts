import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_BODY_DEPTH } from './body-limit';
import { refusalBody } from '../errors/refusal';

/** Keys JavaScript reads as an object's prototype machinery: refused in bodies, queries and form fields. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * True for a key MongoDB would read as an operator (`$gt`, `$where`; in a query string also `a[$ne]`, kept as
 * that literal key) or that names prototype machinery (`__proto__`, `constructor`, `prototype`), also as a
 * bracketed or dotted part (`__proto__[role]`, `constructor.prototype`).
 */
export const isRefusedKey = (key: string) =>
  key.includes('$') || key.split(/[[\].]/).some((part) => PROTOTYPE_KEYS.has(part));

/** Finds a refused key (see isRefusedKey) anywhere in a parsed body, whose depth the body parser bounds. */
export function findOperatorKey(value: unknown, depth = 0): string | undefined {
  if (depth > MAX_BODY_DEPTH || value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = findOperatorKey(item, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [key, child] of Object.entries(value)) {
    if (key.startsWith('$') || PROTOTYPE_KEYS.has(key)) return key;
    const found = findOperatorKey(child, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** The 400 message for a refused key, wherever it was found (body, query, multipart field name). */
export const operatorRefusalMessage = (key: string) =>
  `Invalid input: "${key.length > 60 ? `${key.slice(0, 60)}…` : key}" is not allowed`;

/**
 * Refuses request bodies and queries that carry MongoDB operators or prototype keys, before any handler
 * sees them (a Fastify preHandler hook, so bodies are parsed; multipart fields are checked by the
 * interceptor that reads them).
 */
export function rejectMongoOperators(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  const query = request.query as Record<string, unknown> | undefined;
  const queryKey = query ? Object.keys(query).find(isRefusedKey) : undefined;
  const key = findOperatorKey(request.body) ?? queryKey;
  if (key) {
    reply.code(400).send(refusalBody(request.url, 400, operatorRefusalMessage(key)));
    return;
  }
  done();
}

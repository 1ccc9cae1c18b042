import type { FastifyRequest } from 'fastify';
import { hash } from 'node:crypto';

/**
 * A weak validator of a text answer, from its content: the same text always has the same one, any change gives
 * another. Weak, because it stands for the text in every encoding it travels in (Brotli, gzip, as is).
 */
export const weakEtagOf = (text: string) => `W/"${hash('sha1', text, 'base64url')}"`;

/**
 * Whether a GET or HEAD names `etag` in If-None-Match (weak comparison, RFC 9110 section 13.1.2), so that its
 * answer is a 304 without a body. Other methods never answer 304.
 */
export function isNotModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (header === undefined || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

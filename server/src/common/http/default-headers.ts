import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What an answer that says nothing else about caching carries: nobody keeps it (see registerDefaultHeaders). */
export const NO_STORE = 'no-store';

/**
 * Helmet's security headers, as helmet (with the shop's options) sets them on a response: its middlewares set
 * the same fixed values on every response (no nonces are configured), so they are collected once at start.
 * Running helmet's twelve middlewares on every request cost about 10 µs of a cached listing's CPU.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: Error | undefined;
  helmet({
    contentSecurityPolicy: {
      // Helmet's defaults, without its `https:` in style-src and font-src: the shop serves its own styles and fonts
      // (React and GraphiQL's editor set inline styles; Monaco's icon font may come as a data: URL).
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) failure = error instanceof Error ? error : new Error('helmet refused its options');
  });
  if (failure) throw failure;
  return headers;
}

/**
 * The one place for the headers every answer starts with: helmet's security headers (worked out once, see
 * securityHeaders) and `Cache-Control: no-store`. An answer that may be kept says so itself, replacing the
 * latter: the public catalogue (products/catalogue-answers.ts), pages, built files and pictures.
 */
export function registerDefaultHeaders(fastify: FastifyInstance): void {
  const headers = { ...securityHeaders(), 'cache-control': NO_STORE };
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

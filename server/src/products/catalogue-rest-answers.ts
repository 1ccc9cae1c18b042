import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueCache } from './catalogue-cache';

/** The route option that marks a public catalogue read whose JSON answer may be answered again before Nest. */
const CATALOGUE_ANSWER = 'catalogueAnswer';

/**
 * Marks a public REST catalogue read (GET, the same JSON for every anonymous caller until the next product
 * write): its answers are kept by URL and sent again before Nest (see registerCatalogueRestAnswers).
 */
export const CatalogueAnswer = () => RouteConfig({ [CATALOGUE_ANSWER]: true });

const JSON_ANSWER = 'application/json; charset=utf-8';

const keyOf = (request: FastifyRequest) => `rest ${request.url}`;

/** A GET of a marked route without a token: a caller with a token goes through the guard, which checks it. */
const isCandidate = (request: FastifyRequest) =>
  request.method === 'GET' &&
  request.headers.authorization === undefined &&
  (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[CATALOGUE_ANSWER] === true;

/**
 * Whole REST answers of the public catalogue reads, kept as the JSON text Nest sent, in the catalogue cache (so
 * every product write empties them too), under the URL as sent (path and query string).
 *
 * - An onRequest hook answers a URL kept before: the same text, with the same content type, without Nest's
 *   router, guard and validation pipe (about two thirds of a cached listing's CPU). The hooks before it (database
 *   availability, load shedding, security headers) and every onSend hook (compression) still run.
 * - Otherwise the request goes through Nest as before, and an onSend hook keeps its answer when it is a 200 with
 *   JSON text, worked out since the cache's version noted when the request came in: an answer read across a
 *   product write is never kept. A URL that Nest refused (bad input, 400) is never kept, so it is refused again.
 *
 * Register it after the security headers and before compression (its onSend hook must see the text).
 */
export function registerCatalogueRestAnswers(fastify: FastifyInstance, cache: CatalogueCache) {
  const versionAtStart = new WeakMap<FastifyRequest, number>();
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (!isCandidate(request)) return done();
    const text = cache.peek<string>(keyOf(request));
    if (text === undefined) {
      versionAtStart.set(request, cache.version);
      return done();
    }
    void reply.header('content-type', JSON_ANSWER).send(text);
  });
  fastify.addHook(
    'onSend',
    (request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void) => {
      const version = versionAtStart.get(request);
      if (
        version !== undefined &&
        reply.statusCode === 200 &&
        typeof payload === 'string' &&
        String(reply.getHeader('content-type')).startsWith('application/json')
      )
        cache.keep(keyOf(request), payload, version);
      done(null, payload);
    },
  );
}

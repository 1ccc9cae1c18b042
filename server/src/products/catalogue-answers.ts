import type { ApolloServerPlugin } from '@apollo/server';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { IncomingHttpHeaders } from 'node:http';
import { shareAnswer } from '../common/http/compression';
import { NO_STORE } from '../common/http/default-headers';
import { isNotModified, weakEtagOf } from '../common/http/etag';
import { GRAPHQL_PATH } from '../graphql/request-bounds';
import type { CatalogueCache } from './catalogue-cache';

/**
 * What a browser, proxy or CDN may do with an anonymous catalogue answer: use it for 10 s, then for up to 30 s
 * more while it asks again in the background (a 304 when nothing changed). Short, because stock moves with every
 * order; checkout prices and reserves from the database whatever a shopper saw.
 */
export const CATALOGUE_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=30';
/**
 * A catalogue answer travels in several encodings, and a cache never hands the anonymous copy to a caller with
 * a token: such a caller reaches the shop, which checks the token.
 */
const CATALOGUE_VARY = 'accept-encoding, authorization';

/** The route option that marks a public REST catalogue read. */
const CATALOGUE_ANSWER = 'catalogueAnswer';

/**
 * Marks a public REST catalogue read (GET, the same JSON for every anonymous caller until the next product
 * write): its anonymous answers are public, carry an ETag, and are kept (see registerCatalogueAnswers).
 */
export const CatalogueAnswer = () => RouteConfig({ [CATALOGUE_ANSWER]: true });

/** Root fields whose answers depend on the catalogue alone: the same for every anonymous caller. */
const CATALOGUE_FIELDS = new Set([
  'products',
  'product',
  'featuredProducts',
  'relatedProducts',
  'productCategories',
  'productBrands',
  'productOptionValues',
  'categories',
  '__typename',
]);

const asksCatalogueOnly = (operation: OperationDefinitionNode) =>
  operation.operation === 'query' &&
  operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && CATALOGUE_FIELDS.has(selection.name.value),
  );

/** No token: cookies play no part in who a caller is (tokens travel in Authorization only). */
const isAnonymous = (request: { headers: IncomingHttpHeaders }) => request.headers.authorization === undefined;

const isMarked = (request: FastifyRequest) =>
  (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[CATALOGUE_ANSWER] === true;

/**
 * GraphQL's cache hint, by root field: the answer to an anonymous query whose every root field is a catalogue
 * field, without errors, is as public as the REST catalogue; every other answer is `no-store`. (Apollo's own
 * cache-control plugin works the hint out field by field, timing every field of every answer to do so.)
 */
export const catalogueCachePolicy: ApolloServerPlugin<{ req?: FastifyRequest }> = {
  async requestDidStart({ contextValue }) {
    const anonymous = contextValue.req !== undefined && isAnonymous(contextValue.req);
    return {
      async willSendResponse({ operation, response }) {
        const publicAnswer =
          anonymous &&
          operation !== undefined &&
          asksCatalogueOnly(operation) &&
          response.body.kind === 'single' &&
          response.body.singleResult.errors === undefined;
        response.http.headers.set('cache-control', publicAnswer ? CATALOGUE_CACHE_CONTROL : NO_STORE);
      },
    };
  },
};

/**
 * A whole answer kept for anonymous callers: its text, as sent before compression, its content type, and the
 * caching headers it and its 304 carry.
 */
interface KeptAnswer {
  text: string;
  type: string;
  validators: { 'cache-control': string; vary: string; etag: string };
}

const validatorsOf = (etag: string) => ({ 'cache-control': CATALOGUE_CACHE_CONTROL, vary: CATALOGUE_VARY, etag });

/**
 * The cache key of a GraphQL POST body exactly as sent: the query text, the operation name and the variables.
 * A body with any other field (extensions) is not kept.
 */
function graphqlKeyOf(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { query, operationName, variables, ...other } = body as Record<string, unknown>;
  if (typeof query !== 'string' || Object.keys(other).length > 0) return undefined;
  const name = typeof operationName === 'string' ? operationName : '';
  return `graphql\n${query}\n${name}\n${JSON.stringify(variables ?? {})}`;
}

/**
 * Where an anonymous request's answer is kept, if it may be: a marked REST read under its URL as sent (path and
 * query string), a GraphQL POST under its body (once parsed). GraphQL GETs are left to HTTP caches: Apollo
 * refuses those that lack its CSRF header, and a kept copy must not answer them.
 */
function keyOf(request: FastifyRequest): string | undefined {
  if (!isAnonymous(request)) return undefined;
  if (request.method === 'GET') return isMarked(request) ? `rest ${request.url}` : undefined;
  if (request.method === 'POST' && request.routeOptions.url === GRAPHQL_PATH) return graphqlKeyOf(request.body);
  return undefined;
}

/**
 * The public catalogue's HTTP caching, in one place:
 *
 * - **Policy.** Anonymous 200 answers of the marked REST reads (CatalogueAnswer) and of catalogue-only GraphQL
 *   queries (catalogueCachePolicy) say CATALOGUE_CACHE_CONTROL and vary with the encoding and the token; every
 *   other answer keeps `no-store` (registerDefaultHeaders).
 * - **Validators.** Each public answer carries a weak ETag of its text; a GET or HEAD whose If-None-Match names
 *   it is answered 304 without a body. A product write empties the kept answers, so the next answer is worked
 *   out afresh and its ETag follows its text at once.
 * - **Kept copies.** Public answers are kept in the catalogue cache (emptied by every product write) with their
 *   ETag: a repeated GET is answered from an onRequest hook, a repeated GraphQL POST from a preHandler (after the
 *   body is parsed and passed the input checks), both without Nest or Apollo. The hooks before them (database
 *   availability, load shedding, headers) and the compression hooks after them run as for any answer. Only an
 *   answer worked out since the cache's version noted when its request came in is kept: one read across a
 *   product write never is.
 *
 * Register it after the input checks (preHandler) and before compression (its onSend hook must see the text).
 */
export function registerCatalogueAnswers(fastify: FastifyInstance, cache: CatalogueCache): void {
  const keptSince = new WeakMap<FastifyRequest, { key: string; version: number }>();

  const answerKept = (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const key = keyOf(request);
    if (key === undefined) return done();
    const kept = cache.peek<KeptAnswer>(key);
    if (kept === undefined) {
      keptSince.set(request, { key, version: cache.version });
      return done();
    }
    reply.headers(kept.validators);
    if (isNotModified(request, kept.validators.etag)) void reply.code(304).send();
    else void reply.header('content-type', kept.type).send(kept.text);
  };
  fastify.addHook('onRequest', (request, reply, done) =>
    request.method === 'GET' ? answerKept(request, reply, done) : done(),
  );
  fastify.addHook('preHandler', (request, reply, done) =>
    request.method === 'POST' ? answerKept(request, reply, done) : done(),
  );

  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag')) return done(null, payload);
    if (isMarked(request) && isAnonymous(request)) reply.header('cache-control', CATALOGUE_CACHE_CONTROL);
    if (reply.getHeader('cache-control') !== CATALOGUE_CACHE_CONTROL) return done(null, payload);
    const etag = weakEtagOf(payload);
    const validators = validatorsOf(etag);
    reply.headers(validators);
    const since = keptSince.get(request);
    if (since) {
      // Its compressed copies are made once, on the first request that accepts one (shareAnswer).
      const answer: KeptAnswer = {
        text: shareAnswer(payload),
        type: String(reply.getHeader('content-type')),
        validators,
      };
      cache.keep(since.key, answer, since.version, payload.length);
    }
    if (!isNotModified(request, etag)) return done(null, payload);
    reply.code(304).removeHeader('content-type');
    done(null, null);
  });
}

import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Kind, type OperationDefinitionNode } from 'graphql';
import { shareAnswer } from '../common/http/compression';
import type { CatalogueCache } from '../products/catalogue-cache';

/** Where Apollo answers; the hook below looks only at POSTs there. */
export const GRAPHQL_PATH = '/graphql';

/** Root fields whose answers depend on the catalogue alone: the same for every anonymous caller. */
const CATALOGUE_FIELDS = new Set([
  'products',
  'product',
  'featuredProducts',
  'relatedProducts',
  'productCategories',
  'productBrands',
  '__typename',
]);

const asksCatalogueOnly = (operation: OperationDefinitionNode) =>
  operation.operation === 'query' &&
  operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && CATALOGUE_FIELDS.has(selection.name.value),
  );

interface GraphQLBody {
  query?: unknown;
  operationName?: unknown;
  variables?: unknown;
}

/** The cache key of a request body exactly as sent: the query text, the operation name and the variables. */
export function graphqlAnswerKey(body: GraphQLBody): string | undefined {
  if (typeof body.query !== 'string') return undefined;
  const name = typeof body.operationName === 'string' ? body.operationName : '';
  return `graphql\n${body.query}\n${name}\n${JSON.stringify(body.variables ?? {})}`;
}

/** The headers of a kept answer, besides helmet's, its length and its encoding. */
export const GRAPHQL_ANSWER_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
};

const isAnonymous = (request: FastifyRequest) => request.headers.authorization === undefined;

/**
 * Whole GraphQL answers to catalogue-only queries from callers without a token, kept as the JSON text Apollo
 * sent, in the catalogue cache (so every product write empties them too), under the request body as sent.
 *
 * This plugin keeps them: an anonymous query whose every root field is a catalogue field and whose answer has
 * no errors. It records the cache's version before execution, so an answer read across a write is never kept.
 */
export function catalogueAnswersPlugin(cache: CatalogueCache): ApolloServerPlugin<{ req?: FastifyRequest }> {
  return {
    async requestDidStart({ contextValue, request }) {
      if (!contextValue.req || !isAnonymous(contextValue.req) || contextValue.req.method !== 'POST') return;
      const key = graphqlAnswerKey(request);
      if (!key) return;
      const version = cache.version;
      return {
        async willSendResponse({ operation, response }) {
          if (!operation || !asksCatalogueOnly(operation) || response.body.kind !== 'single') return;
          const { data, errors, extensions } = response.body.singleResult;
          if (errors || extensions || !data) return;
          // The text Apollo writes for a single result without errors (runHttpQuery's prettyJSONStringify).
          // Its compressed copies are made once, on the first request that accepts one (shareAnswer).
          cache.keep(key, shareAnswer(`${JSON.stringify({ data })}\n`), version);
        },
      };
    },
  };
}

/**
 * ...and this Fastify preHandler answers them before Apollo: a repeated anonymous catalogue query costs a map
 * lookup instead of Apollo's request pipeline. A caller with a token always goes through Apollo, so the access
 * guard still checks the token; a query never answered before, or after any product write, does too.
 */
export function answerCatalogueQueriesEarly(cache: CatalogueCache) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.method !== 'POST' || request.routeOptions.url !== GRAPHQL_PATH || !isAnonymous(request)) return done();
    const body = request.body;
    const key = body !== null && typeof body === 'object' && !Array.isArray(body) ? graphqlAnswerKey(body) : undefined;
    const text = key === undefined ? undefined : cache.peek<string>(key);
    if (text === undefined) return done();
    reply.header('content-type', GRAPHQL_ANSWER_HEADERS['content-type']).header('cache-control', 'no-store').send(text);
  };
}

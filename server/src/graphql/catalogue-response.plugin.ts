import { type ApolloServerPlugin, HeaderMap } from '@apollo/server';
import type { FastifyRequest } from 'fastify';
import { Kind, type OperationDefinitionNode } from 'graphql';
import type { CatalogueCache } from '../products/catalogue-cache';

/** Root fields whose answers depend on the catalogue alone: the same for every anonymous caller. */
const CATALOGUE_FIELDS = new Set(['products', 'product', 'featuredProducts', 'relatedProducts', 'productCategories', 'productBrands', '__typename']);

const asksCatalogueOnly = (operation: OperationDefinitionNode) =>
  operation.operation === 'query' && operation.selectionSet.selections.every((selection) => selection.kind === Kind.FIELD && CATALOGUE_FIELDS.has(selection.name.value));

/**
 * Whole GraphQL answers to catalogue-only queries from callers without a token, kept in the catalogue cache
 * (so every product write empties them too) under the query, operation name and variables. A hit skips
 * execution: resolvers, the access guard and argument validation, which would all answer the same. Answers
 * with errors are never kept; a caller with a token is always executed, so the guard still checks the token.
 */
export function catalogueResponsePlugin(cache: CatalogueCache): ApolloServerPlugin<{ req?: FastifyRequest }> {
  return {
    async requestDidStart({ contextValue }) {
      if (contextValue.req?.headers.authorization !== undefined) return;
      let missed: { key: string; version: number } | undefined;
      return {
        async responseForOperation({ operation, queryHash, request }) {
          if (!operation || !asksCatalogueOnly(operation)) return null;
          const key = `graphql ${queryHash} ${request.operationName ?? ''} ${JSON.stringify(request.variables ?? {})}`;
          const kept = await cache.lookup<Record<string, unknown>>(key);
          if (kept) return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: { data: kept } } };
          missed = { key, version: cache.version };
          return null;
        },
        async willSendResponse({ response }) {
          if (!missed || response.body.kind !== 'single' || response.body.singleResult.errors || !response.body.singleResult.data) return;
          cache.keep(missed.key, response.body.singleResult.data, missed.version);
        },
      };
    },
  };
}

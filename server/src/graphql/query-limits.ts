import type { ApolloServerPlugin } from '@apollo/server';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  parse,
  specifiedRules,
  validate,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { type ComplexityEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';

/**
 * What one GraphQL request may ask, checked before anything is executed, for every caller (anonymous, signed in,
 * admin). docs/api.md lists them for integrators; test/graphql-limits.e2e-spec.ts checks every
 * document the client and the explorer send against them.
 */
export const GRAPHQL_LIMITS = {
  /**
   * The `query` text, in bytes, refused before parsing (413). The client's largest document, as Apollo Client
   * sends it, and GraphiQL's introspection are a few KB at most: 16 KB leaves room for any document within the
   * token limit, formatted and commented, and keeps what the server parses, and keeps per distinct document,
   * small.
   */
  maxQueryBytes: 16 * 1024,
  /**
   * Lexical tokens (names, punctuation, values; comments are free), counted by graphql's own parser. The
   * largest document sent (GraphiQL's introspection) has 163. 500, not GraphQL Armor's 1,000: graphql's
   * validation compares every pair of fields of the same name, a cost that grows with the square of the tokens
   * (docs/performance.md, GraphQL attacks).
   */
  maxTokens: 500,
  /** Aliased fields in one operation (`__typename` aliases are free). */
  maxAliases: 15,
  /** Nesting of fields, fragments flattened; the schema's introspection (`__schema`) is not counted. */
  maxDepth: 8,
  /** Directives (`@include`, `@skip`) in one operation. */
  maxDirectives: 20,
  /**
   * The cost of an operation (see queryCost): 5,000 allows a page of 100 products with every field, or
   * five such pages of the fields a card shows.
   */
  maxCost: 5_000,
  /** Fields and fragment spreads, counted as if every fragment were written out where it is spread. */
  maxSelections: 2_000,
  /** How deep `variables` may nest (the deepest input, an order line inside an order, is 3 levels). */
  maxVariablesDepth: 16,
} as const;

export type GraphQLLimits = typeof GRAPHQL_LIMITS;

/** The `extensions.code` of a query refused by one of the limits above (HTTP 400). */
export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

/** A query refused by a limit; answered as HTTP 400 with `extensions.code` QUERY_TOO_COMPLEX. */
export class QueryLimitError extends GraphQLError {
  constructor(message: string) {
    super(message, { extensions: { code: QUERY_TOO_COMPLEX, http: { status: 400 } } });
  }
}

/** The largest page any list serves (larger `limit` values are clamped to it). */
const LARGEST_PAGE = 100;

/**
 * How much an operation costs: every field asked costs 1, and a field with a `limit` argument costs 1 plus
 * `limit` (its schema default when not given, at most 100) times the cost of the fields asked beneath it, so
 * `products(limit: 100) { items { id name } }` costs 1 + 100 × 3 = 301. Other lists (a product's pictures, an
 * order's lines) are short by construction and count once.
 */
const pagedListEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  if (!field.args.some((argument) => argument.name === 'limit')) return undefined;
  const asked = Number(args.limit);
  const size = Number.isFinite(asked) ? Math.min(Math.max(Math.trunc(asked), 1), LARGEST_PAGE) : LARGEST_PAGE;
  return 1 + size * childComplexity;
};

const COST_ESTIMATORS = [pagedListEstimator, simpleEstimator({ defaultComplexity: 1 })];

/**
 * The cost of the operation `operationName` (or the document's only one) with these variables. Throws a
 * QueryLimitError when the document is too large to be costed at all; other errors (variables that do not
 * fit their types) are left to execution, which reports them as usual.
 */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string,
  limits: GraphQLLimits = GRAPHQL_LIMITS,
): number | undefined {
  try {
    return getComplexity({
      schema,
      query: document,
      variables: variables ?? {},
      operationName,
      estimators: COST_ESTIMATORS,
      maxQueryNodes: limits.maxSelections,
    });
  } catch (error) {
    if (error instanceof GraphQLError && error.message.includes('maximum allowed number of nodes')) {
      throw new QueryLimitError(
        `Query is too complex: it has more than ${limits.maxSelections} fields once its fragments are spread`,
      );
    }
    return undefined;
  }
}

const costMessage = (cost: number, limits: GraphQLLimits) =>
  `Query is too complex: its cost is ${cost}, the limit is ${limits.maxCost} (a field with a limit argument costs limit times the fields asked beneath it)`;

/** Costs worked out are kept per document for at most this many operation and variables pairs... */
const COSTS_PER_DOCUMENT = 16;
/** ...whose key (operation name and variables as JSON) is at most this long. */
const COST_KEY_LENGTH = 256;

/**
 * Checks the cost of every operation before it runs, with its variables (a document Apollo has validated
 * before is not validated again, but this runs on every request). Working a cost out takes real CPU time for a
 * product page query, so costs are remembered per parsed document (Apollo's document store hands out the same
 * object for the same text; a document it lets go takes its costs with it) and per operation and variables.
 */
/**
 * A metered caller's budget (an integration's key, api-keys/key-cost-budget.ts): given a request's headers and an
 * operation's cost, undefined for a caller that is not metered, else whether it may run and what is left.
 */
export type CostMeter = (
  headers: { get(name: string): string | undefined | null },
  cost: number,
) =>
  | { allowed: boolean; remaining: number; capacity: number; restorePerSecond: number; retryAfterSeconds?: number }
  | undefined;

export const THROTTLED = 'THROTTLED';

export function queryCostPlugin(limits: GraphQLLimits = GRAPHQL_LIMITS, meter?: CostMeter): ApolloServerPlugin {
  const knownCosts = new WeakMap<DocumentNode, Map<string, number | undefined>>();
  const costOf = (
    schema: GraphQLSchema,
    document: DocumentNode,
    variables: Record<string, unknown> | undefined,
    operationName: string | undefined,
  ) => {
    const key = `${operationName ?? ''}\n${JSON.stringify(variables ?? {})}`;
    if (key.length > COST_KEY_LENGTH) return queryCost(schema, document, variables, operationName, limits);
    let costs = knownCosts.get(document);
    if (costs?.has(key)) return costs.get(key);
    const cost = queryCost(schema, document, variables, operationName, limits);
    if (!costs) knownCosts.set(document, (costs = new Map()));
    if (costs.size >= COSTS_PER_DOCUMENT) costs.delete(costs.keys().next().value!);
    costs.set(key, cost);
    return cost;
  };
  return {
    async requestDidStart() {
      let metered: ReturnType<CostMeter> & { cost: number };
      return {
        async didResolveOperation({ schema, document, operation, request }) {
          if (!operation) return;
          const cost = costOf(schema, document, request.variables, operation.name?.value);
          if (cost !== undefined && cost > limits.maxCost) throw new QueryLimitError(costMessage(cost, limits));
          const headers = request.http?.headers;
          const answer = meter && headers ? meter(headers, cost ?? 1) : undefined;
          if (!answer) return;
          metered = { ...answer, cost: cost ?? 1 };
          if (!answer.allowed)
            throw new GraphQLError(
              `This API key's query budget is spent: this query costs ${cost}, ${answer.remaining} is left, ` +
                `${answer.restorePerSecond} comes back every second. Please try again in ${answer.retryAfterSeconds} s.`,
              {
                extensions: {
                  code: THROTTLED,
                  retryAfter: answer.retryAfterSeconds,
                  http: {
                    status: 429,
                    headers: new Map([['retry-after', String(answer.retryAfterSeconds)]]),
                  },
                },
              },
            );
        },
        async willSendResponse({ response }) {
          if (!metered) return;
          response.http.headers.set('x-cost-budget-limit', String(metered.capacity));
          response.http.headers.set('x-cost-budget-remaining', String(metered.remaining));
          if (response.body.kind !== 'single') return;
          response.body.singleResult.extensions = {
            ...response.body.singleResult.extensions,
            cost: {
              requestedQueryCost: metered.cost,
              budget: {
                maximumAvailable: metered.capacity,
                currentlyAvailable: metered.remaining,
                restoreRate: metered.restorePerSecond,
              },
            },
          };
        },
      };
    },
  };
}

/** GraphQL Armor reports its refusals as "Syntax Error: …"; this reports them as QueryLimitErrors. */
const reportLimit = (context: ValidationContext | null, error: GraphQLError) => {
  context?.reportError(new QueryLimitError(`Query is too complex: ${error.message.replace(/^Syntax Error: /, '')}`));
};

const armorOptions = { propagateOnRejection: false, onReject: [reportLimit], exposeLimits: true };

/** The validation rules for aliases, depth and directives (GraphQL Armor), run with graphql's own rules. */
export function queryLimitRules(limits: GraphQLLimits = GRAPHQL_LIMITS): ValidationRule[] {
  return [
    maxAliasesRule({ ...armorOptions, n: limits.maxAliases }),
    maxDepthRule({ ...armorOptions, n: limits.maxDepth, flattenFragments: true, ignoreIntrospection: true }),
    maxDirectivesRule({ ...armorOptions, n: limits.maxDirectives }),
  ];
}

/**
 * Every check the server makes on a document before running it, in one call, for tests and tools: the size,
 * the tokens (graphql's parser), graphql's validation with the limit rules, and the cost with `variables`.
 * Answers the errors (empty when the document passes) and the cost.
 */
export function checkDocument(
  schema: GraphQLSchema,
  query: string,
  variables?: Record<string, unknown>,
  operationName?: string,
  limits: GraphQLLimits = GRAPHQL_LIMITS,
): { errors: GraphQLError[]; cost?: number } {
  if (Buffer.byteLength(query) > limits.maxQueryBytes)
    return { errors: [new GraphQLError(queryTooLargeMessage(limits))] };
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: limits.maxTokens });
  } catch (error) {
    return { errors: [error as GraphQLError] };
  }
  const errors = [...validate(schema, document, [...specifiedRules, ...queryLimitRules(limits)])];
  if (errors.length) return { errors };
  try {
    const cost = queryCost(schema, document, variables, operationName, limits);
    if (cost !== undefined && cost > limits.maxCost) errors.push(new QueryLimitError(costMessage(cost, limits)));
    return { errors, cost };
  } catch (error) {
    return { errors: [error as GraphQLError] };
  }
}

export const queryTooLargeMessage = (limits: GraphQLLimits = GRAPHQL_LIMITS) =>
  `GraphQL query is too large (limit ${limits.maxQueryBytes / 1024} KB)`;

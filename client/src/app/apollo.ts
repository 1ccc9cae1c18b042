import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { FieldFunctionOptions, KeyArgsFunction } from '@apollo/client/cache';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { session } from '../lib/session';
import { REQUEST_TIMEOUT_MS } from '../ui/constants';

/** Pages where a 401 is an answer to show (wrong password), not an expired session. */
const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password'];

/** Adds the stored bearer token to every request. */
const authLink = new SetContextLink((context) => {
  const { token } = session.get();
  return token ? { headers: { ...context.headers, authorization: `Bearer ${token}` } } : {};
});

/** Any 401 outside /login and /register clears the session and sends the user to /login. */
const sessionExpiryLink = new ErrorLink(({ error }) => {
  const unauthenticated =
    (CombinedGraphQLErrors.is(error) && error.errors.some((entry) => entry.extensions?.code === 'UNAUTHENTICATED')) ||
    (ServerError.is(error) && error.statusCode === 401);
  if (unauthenticated && !AUTH_PAGES.includes(window.location.pathname)) session.expire();
});

/**
 * The request time-out: 10 seconds, unless the page sets `window.requestTimeoutMs`. Only the browser tests set it (so
 * that a journey past the time-out need not wait 10 s); the shop never does, and a shopper who set it in the console
 * would change only their own page.
 */
const requestTimeoutMs = () => (globalThis as { requestTimeoutMs?: number }).requestTimeoutMs ?? REQUEST_TIMEOUT_MS;

/** Every request gives up after the request time-out. */
const fetchWithTimeout: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(requestTimeoutMs());
  return fetch(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout });
};

/** A `products` field marked `@connection(key: "loadMore")`: its pages are one growing list ("Load More"). */
const isLoadMore = (field: FieldFunctionOptions['field'] | Parameters<KeyArgsFunction>[1]['field']) =>
  field?.directives?.some((directive) => directive.name.value === 'connection') ?? false;

/** The arguments as a stable key, page left out for a "Load More" list (its pages share one entry). */
const productsKey: KeyArgsFunction = (args, context) => {
  const { page: _page, ...rest } = args ?? {};
  const kept = isLoadMore(context.field) ? { ...rest, connection: 'loadMore' } : (args ?? {});
  // Plain code-unit order (argument names are ASCII): localeCompare would build a collator on the first screen.
  return JSON.stringify(Object.fromEntries(Object.entries(kept).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
};

interface ProductPageRef {
  items: readonly unknown[];
}

/** One client for the whole shop; entities are normalised by their `id`. */
export const apolloClient = new ApolloClient({
  link: ApolloLink.from([sessionExpiryLink, authLink, new HttpLink({ uri: '/graphql', fetch: fetchWithTimeout })]),
  cache: createShopCache(),
});

/** The normalised cache: entities by their `id`, singletons, and the product list's paging. */
export function createShopCache() {
  return new InMemoryCache({
    typePolicies: {
      // Singletons without an id.
      ShopInfo: { keyFields: [] },
      CustomerDashboard: { keyFields: [] },
      AdminDashboard: { keyFields: [] },
      CashOutstanding: { keyFields: [] },
      // A stock alert line carries its product's id, shared by the lines of the product's kinds: kept in its dashboard,
      // never merged into one entry (nor into the Product of that id).
      StockAlert: { keyFields: false },
      Query: {
        fields: {
          // Pages of the product list (ProductListPage) stay apart; a "Load More" list's pages join in page order.
          products: {
            keyArgs: productsKey,
            merge(existing: ProductPageRef | undefined, incoming: ProductPageRef, { args, field }) {
              const page = Number(args?.page ?? 1);
              if (!existing || !isLoadMore(field) || page <= 1) return incoming;
              const offset = (page - 1) * Number(args?.limit ?? 12);
              return { ...incoming, items: [...existing.items.slice(0, offset), ...incoming.items] };
            },
          },
        },
      },
    },
  });
}

import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One client for the whole shop; entities are normalised by their `id`. */
export const apolloClient = new ApolloClient({
  link: new HttpLink({ uri: '/graphql' }),
  cache: new InMemoryCache({
    typePolicies: {
      // Singletons without an id.
      ShopInfo: { keyFields: [] },
    },
  }),
});

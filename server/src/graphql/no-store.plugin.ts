import type { ApolloServerPlugin } from '@apollo/server';

/**
 * Every GraphQL answer carries `Cache-Control: no-store`, as it did under Apollo's cache-control plugin (the
 * schema gives no cache hints, so that plugin always chose no-store). That plugin is turned off instead:
 * it wraps and times every field of every answer to collect hints that never come.
 */
export const noStorePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        response.http.headers.set('cache-control', 'no-store');
      },
    };
  },
};

import { ApolloClient, HttpLink } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createShopCache } from './app/apollo';
import { App } from './app/App';

/**
 * Server-side rendering of the storefront's first screen (built by `npm run build:client` into client/dist-ssr,
 * loaded by the server, see server/src/storefront). The server renders the anonymous view of a page: the same
 * tree as main.tsx, with the router at the requested URL and an Apollo client of its own whose GraphQL requests
 * the server answers in-process (`postGraphQL`), never over the network.
 */

/** Answers a GraphQL POST body (the JSON text Apollo's HttpLink sends) with the HTTP status and the answer's text. */
export type PostGraphQL = (body: string) => Promise<{ status: number; body: string }>;

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The Apollo cache's contents (`cache.extract()`), for the client's `cache.restore` before it hydrates. */
  state: unknown;
  /** False when a GraphQL answer carried errors or failed: the page is not what a shopper should get. */
  complete: boolean;
}

const hasErrors = (text: string) => {
  try {
    return (JSON.parse(text) as { errors?: unknown }).errors !== undefined;
  } catch {
    return true;
  }
};

export async function renderPage(url: string, postGraphQL: PostGraphQL, signal: AbortSignal): Promise<RenderedPage> {
  let complete = true;
  // Apollo's own HttpLink, so requests are the very bodies the browser sends (the catalogue's kept answers match).
  const fetchInProcess: typeof fetch = async (_input, init) => {
    const answer = await postGraphQL(typeof init?.body === 'string' ? init.body : '');
    if (answer.status !== 200 || hasErrors(answer.body)) complete = false;
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } });
  };
  const client = new ApolloClient({
    ssrMode: true,
    link: new HttpLink({ uri: '/graphql', fetch: fetchInProcess }),
    cache: createShopCache(),
  });
  try {
    const { result, aborted } = await prerenderStatic({
      tree: (
        <StrictMode>
          <ApolloProvider client={client}>
            <StaticRouter location={url}>
              <App />
            </StaticRouter>
          </ApolloProvider>
        </StrictMode>
      ),
      signal,
      // No boundary is outlined (React's inline scripts that reveal it, which the Content-Security-Policy refuses):
      // the whole page is one piece of markup.
      renderFunction: async (tree) => {
        const { prelude } = await prerenderToNodeStream(tree, {
          signal,
          progressiveChunkSize: Number.POSITIVE_INFINITY,
        });
        // A Node stream of the markup's chunks (React's own type names it a web ReadableStream).
        return { prelude: prelude as AsyncIterable<string | Uint8Array> };
      },
      maxRerenders: 10,
    });
    return { html: result, state: client.extract(), complete: complete && !aborted };
  } finally {
    client.stop();
  }
}

import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { installHistoryHold } from '../lib/history-hold';
import { apolloClient } from './apollo';
import { App, preloadPage } from './App';

/**
 * Starts the app (called by main.tsx, the entry). A storefront page the server rendered (server/src/storefront)
 * carries its Apollo cache in a JSON script: `restoreServerState` puts it into the cache, so the first render
 * finds the server's data and matches its markup; `hydrate` then takes the markup over, as a transition (React
 * yields to the browser between components) or, when the shopper is waiting on it, in one go. Any other page is
 * rendered here. The entry runs the two in tasks of their own. Both first install the history hold
 * (lib/history-hold.ts), which must hear the browser's Back and Forward steps before the router does.
 */
const container = () => document.getElementById('root')!;
const app = () => (
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ApolloProvider>
  </StrictMode>
);

const serverState = () => document.getElementById('__APOLLO_STATE__');

/** Restores the server's Apollo cache; true when the page was rendered on the server (and is to be hydrated). */
export function restoreServerState(): boolean {
  const state = serverState();
  if (!state) return false;
  apolloClient.cache.restore(JSON.parse(state.textContent || '{}'));
  return true;
}

/**
 * Loads the page's own chunk first (a product page, the product list), then hydrates: as a transition, or in
 * one go (`inOneGo`) when a shopper's tap or key waits for the app.
 */
export async function hydrate({ inOneGo }: { inOneGo: boolean }) {
  await preloadPage(window.location.pathname).catch(() => undefined);
  installHistoryHold();
  if (inOneGo) hydrateRoot(container(), app());
  else
    startTransition(() => {
      hydrateRoot(container(), app());
    });
}

export function render() {
  installHistoryHold();
  createRoot(container()).render(app());
}

import { ApolloProvider } from '@apollo/client/react';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { apolloClient } from './app/apollo';
import { App, preloadPage } from './app/App';
import './ui/styles.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <ApolloProvider client={apolloClient}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </ApolloProvider>
  </StrictMode>
);

// A storefront page the server rendered (server/src/storefront) carries its Apollo cache in a JSON script: the
// cache is restored first, so the first render finds the server's data and matches its markup; hydration runs
// as a transition (React yields to the browser between components). Any other page is rendered here.
const serverState = document.getElementById('__APOLLO_STATE__');
if (serverState) {
  apolloClient.cache.restore(JSON.parse(serverState.textContent || '{}'));
  // The page's own chunk first (a product page, the product list): hydration then runs in one go.
  const hydrate = () =>
    startTransition(() => {
      hydrateRoot(container, app);
    });
  preloadPage(window.location.pathname).then(hydrate, hydrate);
} else {
  createRoot(container).render(app);
}

/**
 * The shop's GraphQL explorer: GraphiQL with two panels of our own, "Sign in" (runs the login mutation and puts
 * the token into the Headers editor) and "Examples" (loads a ready-made operation into the editors). Monaco's
 * workers are bundled by Vite (graphiql/setup-workers/vite), so the page works with no outside network.
 */
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './explorer.css';
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { examplesPlugin } from './examples-plugin';
import { EXAMPLES, variablesText } from './operations';
import { signInPlugin } from './sign-in-plugin';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });
const first = EXAMPLES[0];

createRoot(document.getElementById('graphiql')!).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      plugins={[examplesPlugin, signInPlugin]}
      defaultTabs={[{ query: first.query, variables: variablesText(first) }]}
      defaultEditorToolsVisibility="variables"
    >
      <GraphiQL.Logo>Volt Accessories GraphQL API</GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);

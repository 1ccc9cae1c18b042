// One step of the entry's start (main.tsx): Apollo Client (see steps/react-dom.ts for why a re-export).
export { ApolloClient } from '@apollo/client';

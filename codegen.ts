import type { CodegenConfig } from '@graphql-codegen/cli';

/** Typed documents for the React client, from the server's schema and the client's graphql() calls. */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: [
    'client/src/**/*.{ts,tsx}',
    '!client/src/gql/**/*',
    '!client/src/**/*.test.ts',
    '!client/src/**/*.test.tsx',
  ],
  ignoreNoDocuments: true,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string' } },
    },
  },
};

export default config;

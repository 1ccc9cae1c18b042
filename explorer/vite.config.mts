import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

/**
 * GraphiQL, built into static files that the server sends at GET /graphql (browsers) and serves under
 * /graphql-explorer/. Everything is bundled, Monaco and its language workers included: nothing loads from a CDN.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/graphql-explorer/',
  plugins: [
    react(),
    // A gzip copy beside each file, which the server sends to browsers that take it (see http-setup.ts).
    compression({ include: /\.(js|css|ttf|svg)$/, threshold: 1024, algorithms: ['gzip'] }),
  ],
  worker: { format: 'es' },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Monaco is large by nature; the explorer is a developer tool, loaded only at /graphql.
    chunkSizeWarningLimit: 5_000,
    rolldownOptions: {
      // GraphiQL ships React Compiler output with "use no memo" directives, which bundling drops harmlessly.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});

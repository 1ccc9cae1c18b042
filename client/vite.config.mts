import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root,
  plugins: [
    react(),
    // Brotli and gzip copies of every text asset and index.html, made once at build time at the highest
    // levels; the server sends the copy the browser accepts (@fastify/static preCompressed, see http-setup.ts).
    compression({
      include: /\.(html|css|js|mjs|svg|json|txt)$/,
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
        }),
        defineAlgorithm('gzip', { level: 9 }),
      ],
      logLevel: 'silent',
    }),
  ],
  build: {
    // CLIENT_OUT_DIR lets parallel builds (e.g. one per developer's test run) write elsewhere.
    outDir: process.env.CLIENT_OUT_DIR ?? fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    // `npm run dev` serves the API on PORT; the dev client forwards to it.
    proxy: { '/api': server, '/graphql': server, '/images': server, '/health': server, '/ready': server },
  },
});

import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const server = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root,
  plugins: [react()],
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

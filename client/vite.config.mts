import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { constants } from 'node:zlib';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import {
  DOCUMENT_MODULE_PREFIX,
  documentLiterals,
  documentModule,
  documentNames,
  inlineDocuments,
} from './build/graphql-documents';

const root = fileURLToPath(new URL('.', import.meta.url));
const sources = fileURLToPath(new URL('./src/', import.meta.url));
const generated = fileURLToPath(new URL('./src/gql/', import.meta.url));

/**
 * The build puts each graphql() document in a module of its own (build/graphql-documents.ts), so a lazy page's
 * documents travel with its chunk and the first load carries no map of every document. `npm run dev` keeps the
 * client preset's map (documents change with every codegen there).
 */
function graphqlDocumentsPerChunk(): Plugin {
  let names = new Map<string, string>();
  let literals = new Map<string, string>();
  return {
    name: 'volt:graphql-documents-per-chunk',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      names = documentNames(readFileSync(`${generated}gql.ts`, 'utf8'));
      literals = documentLiterals(readFileSync(`${generated}graphql.ts`, 'utf8'));
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_MODULE_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_MODULE_PREFIX}`)) return null;
      const name = id.slice(DOCUMENT_MODULE_PREFIX.length + 1);
      const literal = literals.get(name);
      if (!literal) this.error(`client/src/gql/graphql.ts exports no document ${name}: run \`npm run codegen\``);
      return documentModule(name, literal);
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || !id.startsWith(sources) || id.startsWith(generated)) return null;
      return inlineDocuments(code, id, names);
    },
  };
}
/** What src/main.tsx holds in place of the list of its steps' files, filled in by the build. */
const STEP_FILES_MARKER = '__VOLT_ENTRY_STEP_FILES__';

/** The chunks the entry imports with `import()` and everything they import (not the lazy pages they load later). */
function entryStepFiles(bundle: OutputBundle, entry: OutputChunk): string[] {
  const files = new Set<string>([entry.fileName]);
  const visit = (fileName: string) => {
    const found = bundle[fileName];
    if (files.has(fileName) || !found || found.type !== 'chunk') return;
    files.add(fileName);
    found.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  files.delete(entry.fileName);
  return [...files];
}

/**
 * The entry (src/main.tsx) imports the app's parts with `import()`, one step at a time, so their evaluation is
 * spread over several tasks. Their files are still wanted at once. The plain index.html (pages the server does not
 * render) gets a `modulepreload` link for each of them, so the browser fetches them with the page; the entry gets
 * their list (in place of STEP_FILES_MARKER) to ask for them all at once when it starts, on a rendered page after
 * its main picture is on the screen.
 */
function preloadEntrySteps(): Plugin {
  return {
    name: 'volt:preload-entry-steps',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry) continue;
        const files = JSON.stringify(entryStepFiles(bundle, chunk));
        chunk.code = chunk.code.replace(new RegExp(`(["'\`])${STEP_FILES_MARKER}\\1`, 'g'), () => files);
      }
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        return entryStepFiles(bundle, chunk).map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** The name of the shop's first script's entry (src/early-input.ts). */
const EARLY_INPUT = 'early-input';

/**
 * src/early-input.ts is an entry of its own, built into a small classic script (it imports nothing at run time)
 * and put first into index.html's head as a plain blocking `<script>`: it runs before any of the page is shown,
 * so a tap on a server-rendered page that the app has not taken over yet is held for it, never lost (see
 * src/early-input/hold-early-input.ts). A module script could not do that: modules run after the page is read.
 */
function earlyInputScript(): Plugin {
  return {
    name: 'volt:early-input-script',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.name === EARLY_INPUT);
      if (!chunk || chunk.type !== 'chunk') this.error(`the ${EARLY_INPUT} entry was not built`);
      if (chunk.imports.length > 0 || chunk.exports.length > 0 || chunk.dynamicImports.length > 0)
        this.error(`${chunk.fileName} must import and export nothing: it runs as a classic script`);
      // Its names stay its own (a classic script's top level is the page's global scope); the wrapper begins on
      // the first line, so the source map's lines still hold.
      const code = chunk.code.split('\n//# sourceMappingURL=')[0];
      chunk.code = `(()=>{${code}\n})();${chunk.code.slice(code.length)}`;
    },
    transformIndexHtml: {
      order: 'post',
      // After the title (the character set and viewport come first), before the style sheet and the app's entry.
      handler(html, { bundle }) {
        const chunk =
          bundle && Object.values(bundle).find((file) => file.type === 'chunk' && file.name === EARLY_INPUT);
        if (!chunk) return html;
        return html.replace('</title>', () => `</title>\n    <script src="/${chunk.fileName}"></script>`);
      },
    },
  };
}

const server = `http://localhost:${process.env.PORT ?? 3000}`;

/** Where the client build goes; CLIENT_OUT_DIR lets parallel builds (e.g. one per developer's test run) write elsewhere. */
const clientOutDir = process.env.CLIENT_OUT_DIR ?? fileURLToPath(new URL('./dist', import.meta.url));

/**
 * `vite build` builds the browser's client into client/dist; `vite build --ssr` the server-side renderer
 * (src/entry-server.tsx) beside it, into client/dist-ssr (`<CLIENT_OUT_DIR>-ssr`), where the server looks for it
 * (server/src/storefront). The renderer is one CommonJS bundle with its libraries inside (React, Apollo, the
 * router are development dependencies here), so the server can require it in production as it is.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [
    graphqlDocumentsPerChunk(),
    react(),
    !isSsrBuild && preloadEntrySteps(),
    !isSsrBuild && earlyInputScript(),
    // Brotli and gzip copies of every text asset and index.html, made once at build time at the highest
    // levels; the server sends the copy the browser accepts (@fastify/static preCompressed, see http-setup.ts).
    !isSsrBuild &&
      compression({
        include: /\.(html|css|js|mjs|svg|json|txt)$/,
        algorithms: [
          defineAlgorithm('brotliCompress', {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 11,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          defineAlgorithm('gzip', { level: 9 }),
        ],
        logLevel: 'silent',
        // Every file gets both copies, the entry's few-byte step modules too (their copies are a few bytes larger;
        // the server then never falls back to the raw file for a script).
        skipIfLargerOrEqual: false,
      }),
  ],
  // The renderer runs React's production build whatever NODE_ENV the server has (tests run under 'test').
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  // ... and so its JSX is compiled for that build too: under NODE_ENV=test (jest, production-start) Vite would
  // otherwise emit jsxDEV calls, which React's production jsx-dev-runtime does not export.
  oxc: isSsrBuild ? { jsx: { development: false } } : undefined,
  // public/ (robots.txt) belongs to the browser's build only.
  publicDir: isSsrBuild ? false : undefined,
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: `${clientOutDir}-ssr`,
        emptyOutDir: true,
        sourcemap: true,
        // Minified like the browser's build: the server reads, compiles and keeps this bundle's source (in every
        // process), so a smaller one starts sooner and takes less memory (docs/performance.md).
        minify: true,
        rolldownOptions: {
          input: fileURLToPath(new URL('./src/entry-server.tsx', import.meta.url)),
          output: { format: 'cjs', entryFileNames: 'entry-server.js', codeSplitting: false },
        },
      }
    : {
        outDir: clientOutDir,
        emptyOutDir: true,
        sourcemap: true,
        rolldownOptions: {
          input: {
            index: fileURLToPath(new URL('./index.html', import.meta.url)),
            [EARLY_INPUT]: fileURLToPath(new URL('./src/early-input.ts', import.meta.url)),
          },
        },
      },
  server: {
    port: 5173,
    // `npm run dev` serves the API on PORT; the dev client forwards to it.
    proxy: { '/api': server, '/graphql': server, '/images': server, '/health': server, '/ready': server },
  },
}));

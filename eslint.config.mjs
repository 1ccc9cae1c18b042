// ESLint 9 flat config: `npm run lint` runs it, then `prettier --check` (formatting is Prettier's alone).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

// Client features, lowest first: a feature may import features listed before it, never one listed after it, so
// features cannot import each other in a loop. A new feature goes after everything it uses.
const featureLayers = [
  'shop',
  'cart',
  'auth',
  'orders',
  'confirmations',
  'checkout',
  'layout',
  'catalogue',
  'account',
  'info',
  'admin',
];
// Server modules, lowest first: a module may import modules of its own layer or below, never one above, so the
// arrows point inward (checkout and the desks above the domains they compose, infrastructure at the bottom).
const serverLayers = [
  ['config'],
  ['common'],
  ['database', 'messaging', 'graphql', 'settings', 'users', 'images', 'api-keys', 'audit'],
  ['pricing', 'shop', 'health', 'store-tools', 'auth', 'products'],
  ['cart', 'storefront', 'staff'],
  ['orders'],
  ['risk', 'confirmations', 'discounts'],
  ['checkout', 'couriers', 'admin', 'webhooks', 'notifications'],
  ['open-checkouts'],
  ['demo'],
];
const serverDomains = serverLayers.flat().filter((module) => module !== 'common' && module !== 'config');

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'client/dist/**',
      'client/dist-ssr/**',
      'explorer/dist/**',
      'client/src/gql/**',
      '**/node_modules/**',
      '.data/**',
      'coverage/**',
      'uploads/**',
      'test/.artifacts/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'client/tsconfig.json', 'test/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.mts'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },

  // Type-aware rules that catch real bugs (forgotten awaits, promises where a callback is expected). The full
  // recommendedTypeChecked set (no-unsafe-* on every `any`) is more noise than help for this code and costs time.
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'test/**/*.ts'],
    languageOptions: {
      parserOptions: {
        project: ['tsconfig.json', 'client/tsconfig.json', 'test/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        // react-router's navigate() answers a promise only in data-router mode; nothing waits for it.
        { allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: 'NavigateFunction' }] },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/no-base-to-string': 'error',
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },

  // Runtimes.
  {
    files: [
      'server/**/*.{ts,js,mjs}',
      'test/**/*.{ts,js,mjs}',
      'client/*.{js,mts}',
      'client/src/test-support/**',
      '*.{ts,js,mjs}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.js'],
    ignores: ['server/assets/**'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**/*.ts', 'server/src/**/*.spec.ts', 'client/src/**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Suites read JSON answers of every shape (and wrong shapes on purpose): `any` is their honest type; and they cast
    // services to reach their internals.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-unnecessary-type-assertion': 'off' },
  },
  {
    files: ['client/src/**/*.{ts,tsx}', 'server/assets/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Browser journeys run page.evaluate callbacks in Chromium.
    files: ['test/browser/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // React: hooks (including the React Compiler's checks) and accessibility.
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  { files: ['client/src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // Labels wrap their control and a <span><strong>text</strong></span> (the payment option): look three levels deep.
    files: ['client/src/**/*.tsx'],
    rules: { 'jsx-a11y/label-has-associated-control': ['error', { depth: 3 }] },
  },

  // Imports point inward. No cycles anywhere.
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './client/src/ui',
              from: './client/src/features',
              message: 'ui/ is shared presentation: it imports no feature (pass data and callbacks in as props).',
            },
            {
              target: './client/src',
              from: './client/src/app',
              except: [],
              message: 'Nothing imports the app shell except main.tsx: move what you need to ui/ or the feature.',
            },
            ...featureLayers.slice(0, -1).map((feature, i) => ({
              target: `./client/src/features/${feature}`,
              from: featureLayers.slice(i + 1).map((higher) => `./client/src/features/${higher}`),
              message: `Feature layers (eslint.config.mjs featureLayers): ${feature} may import only ${featureLayers.slice(0, i).join(', ') || 'no other feature'}.`,
            })),
            {
              // The app shell (app.module, app.factory, http-setup, main, CLIs) sits above every module.
              target: './server/src/*/**',
              from: './server/src/*.ts',
              message:
                'Nothing under server/src/<module>/ imports the app shell (app.module, app.factory, http-setup, main).',
            },
            ...serverLayers.slice(0, -1).flatMap((layer, i) =>
              layer.map((module) => ({
                target: `./server/src/${module}`,
                from: serverLayers.slice(i + 1).flatMap((higher) => higher.map((name) => `./server/src/${name}`)),
                message: `Server layers (eslint.config.mjs serverLayers): ${module} may import only modules of its layer or below (${serverLayers
                  .slice(0, i + 1)
                  .flat()
                  .join(', ')}).`,
              })),
            ),
            ...['common', 'config'].map((layer) => ({
              target: `./server/src/${layer}`,
              from: './server/src',
              except: ['./common', './config'],
              message: `server/src/${layer} is below every domain: it imports no domain module and not the app module.`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Unit tests beside the code may take fixtures from any module (the demo catalogue, for one).
    files: ['server/src/**/*.spec.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // The app shell itself may import its own files; main.tsx mounts it, entry-server.tsx renders it on the server.
    files: ['client/src/app/**', 'client/src/main.tsx', 'client/src/entry-server.tsx'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // A domain uses another domain through its exported service class, never a helper function from its *.service.ts.
    files: serverDomains.map((d) => `server/src/${d}/**/*.ts`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(?!common/|config/)[a-z-]+/.*\\.service$',
              importNamePattern: '^[a-z]',
              message:
                "A helper from another domain's service: move it to server/src/common (or that domain's own helper file).",
            },
          ],
        },
      ],
    },
  },
);

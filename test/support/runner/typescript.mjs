// The server suites run in plain Node through jest-light-runner: the shop's modules load once per jest process
// instead of once per suite. Node runs TypeScript through @swc-node/register (swc, as `nest build` would with this
// tsconfig: decorators and their metadata, which Nest's injection reads), compiled to CommonJS like the build.
import { createRequire, register } from 'node:module';
import { fileURLToPath } from 'node:url';

process.env.SWC_NODE_PROJECT ??= fileURLToPath(new URL('../../tsconfig.json', import.meta.url));
createRequire(import.meta.url)('@swc-node/register');
// jest-light-runner import()s each suite; this hands a .ts suite to the CommonJS loader above.
register('./typescript-hooks.mjs', import.meta.url);

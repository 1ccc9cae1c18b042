/**
 * Server e2e suites (test/*.e2e-spec.ts), browser suites (test/browser/) and unit specs next to the server code
 * (server/src/**\/*.spec.ts), run in plain Node by jest-light-runner in worker processes: one load of the shop's modules
 * per worker, not one per suite. `npm test` runs two side by side (`--maxWorkers=2`); `--runInBand` runs them one after
 * another in jest's own process. What the runner leaves out of Jest (compiling TypeScript, time limits) and the order
 * the suites start in are in test/support/runner/; see docs/testing.md.
 */
module.exports = {
  rootDir: '..',
  runner: 'jest-light-runner/child-process',
  globalSetup: '<rootDir>/test/support/global-setup.js',
  globalTeardown: '<rootDir>/test/support/global-teardown.js',
  testSequencer: '<rootDir>/test/support/runner/sequencer.js',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/server/src/**/*.spec.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  setupFiles: ['<rootDir>/test/support/runner/typescript.mjs'],
  setupFilesAfterEnv: ['<rootDir>/test/support/runner/time-limits.mjs'],
};

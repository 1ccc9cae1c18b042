/**
 * Server e2e suites (test/*.e2e-spec.ts) and unit specs next to the server code (server/src/**\/*.spec.ts), run in plain
 * Node by jest-light-runner: one load of the shop's modules per jest process, not one per suite. What it leaves out
 * of Jest (compiling TypeScript, time limits) is in test/support/runner/; see docs/testing.md.
 */
module.exports = {
  rootDir: '..',
  runner: 'jest-light-runner',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/server/src/**/*.spec.ts'],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  setupFiles: ['<rootDir>/test/support/runner/typescript.mjs'],
  setupFilesAfterEnv: ['<rootDir>/test/support/runner/time-limits.mjs'],
};

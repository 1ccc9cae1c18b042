/** Server e2e suites (test/*.e2e-spec.ts) and unit specs next to the server code (server/src/**\/*.spec.ts). */
const swc = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
    keepClassNames: true,
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

module.exports = {
  rootDir: '..',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.e2e-spec.ts', '<rootDir>/server/src/**/*.spec.ts'],
  transform: {
    '^.+\\.ts$': ['@swc/jest', swc],
    // content-disposition 3 (under @fastify/static) and nanoid 5 ship as ES modules only; Node 20.19 requires them
    // as they are, jest needs them compiled to CommonJS.
    '/node_modules/(content-disposition|nanoid)/.+\\.js$': [
      '@swc/jest',
      { ...swc, jsc: { ...swc.jsc, parser: { syntax: 'ecmascript' } } },
    ],
  },
  transformIgnorePatterns: ['^(?!.*/node_modules/(content-disposition|nanoid)/).*/node_modules/'],
  moduleFileExtensions: ['ts', 'js', 'json'],
  // Each suite boots a shop: on a busy machine a start may take long.
  testTimeout: 60_000,
  // Nest's shutdown hooks and the embedded engines end with each suite; this catches a forgotten one.
  forceExit: false,
};

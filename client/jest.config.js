/** Client unit tests of pure modules (*.test.ts, build helpers included) and component tests (*.test.tsx): jsdom and Testing Library, no server, no browser. */
module.exports = {
  rootDir: '..',
  testEnvironment: 'jsdom',
  testMatch: [
    '<rootDir>/client/src/**/*.test.ts',
    '<rootDir>/client/src/**/*.test.tsx',
    '<rootDir>/client/build/**/*.test.ts',
  ],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
        sourceMaps: 'inline',
      },
    ],
  },
  moduleFileExtensions: ['tsx', 'ts', 'js', 'json'],
  // Components import their stylesheets; react-router needs TextEncoder, which jsdom lacks.
  moduleNameMapper: { '\\.css$': '<rootDir>/client/src/test-support/style-stub.js' },
  setupFiles: ['<rootDir>/client/src/test-support/jsdom-text-encoding.js'],
  testTimeout: 10_000,
};

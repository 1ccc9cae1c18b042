// Before any suite: builds what the suites start (the compiled server, the client and its server-side renderer, the
// GraphQL explorer) when its sources changed since it was built, and nothing otherwise. Once, here: suites run side by
// side, and a build deletes its output folder before it writes it again.
const { execFileSync } = require('node:child_process');
const { resolve } = require('node:path');

module.exports = function buildIfStale() {
  execFileSync(process.execPath, ['server/scripts/build-if-stale.mjs'], {
    cwd: resolve(__dirname, '..', '..'),
    stdio: 'inherit',
  });
};

// Before any suite: builds what the suites start (the compiled server, the client and its server-side renderer, the
// GraphQL explorer) when its sources changed since it was built, and nothing otherwise. Once, here: suites run side by
// side, and a build deletes its output folder before it writes it again.
// Then a folder for the demo catalogue's pictures that every suite's shop shares (test/support/test-shop.ts): each is
// drawn once in a run rather than once in every suite that shows it; global-teardown.js removes it.
const { execFileSync } = require('node:child_process');
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');

module.exports = function globalSetup() {
  execFileSync(process.execPath, ['server/scripts/build-if-stale.mjs'], {
    cwd: resolve(__dirname, '..', '..'),
    stdio: 'inherit',
  });
  process.env.TEST_DEMO_PICTURES_DIR = mkdtempSync(join(tmpdir(), 'shop-test-demo-pictures-'));
};

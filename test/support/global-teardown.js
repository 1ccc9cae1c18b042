// After the last suite: closes the Chromium that the browser suites share (test/browser/support/browser-shop.ts) when
// they ran in this process (--runInBand; a worker's Chromium ends with its worker), and removes the demo pictures'
// folder of the run (global-setup.js).
const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  await (await globalThis[Symbol.for('shop.tests.chromium')]?.catch(() => undefined))?.close();
  if (process.env.TEST_DEMO_PICTURES_DIR) rmSync(process.env.TEST_DEMO_PICTURES_DIR, { recursive: true, force: true });
};

// jest-light-runner runs tests and hooks without a time limit: a test awaiting something that never comes would hold
// the run for ever. Each test and hook here gets one, as under Jest's own runner: the third argument
// (`it(name, fn, ms)`), else `jest.setTimeout(ms)` earlier in the same file, else 60 s.
// A test that fails tells the listeners in `globalThis[Symbol.for('shop.tests.onFailure')]` first, while what it
// worked on is still open (test/browser/support/browser-shop.ts says what its pages went through).
const DEFAULT_LIMIT_MS = 60_000;
// Taken before any test fakes the clock.
const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis;
const failureListeners = (globalThis[Symbol.for('shop.tests.onFailure')] ??= new Set());

let file;
let fileLimit = DEFAULT_LIMIT_MS;

/** The limit of what is being declared now; a new file starts from the default. */
function limitNow(ms) {
  const { testPath } = globalThis.expect.getState();
  if (testPath !== file) {
    file = testPath;
    fileLimit = DEFAULT_LIMIT_MS;
  }
  return ms ?? fileLimit;
}

function limited(fn, ms, what, isTest = false) {
  if (typeof fn !== 'function') return fn;
  const limit = limitNow(ms);
  return function (...args) {
    let timer;
    const expired = new Promise((_, reject) => {
      timer = realSetTimeout(() => reject(new Error(`${what} exceeded its time limit of ${limit} ms`)), limit);
    });
    const run = Promise.race([Promise.resolve().then(() => fn.apply(this, args)), expired]).finally(() =>
      realClearTimeout(timer),
    );
    return isTest ? run.catch(failed) : run;
  };
}

/** Tells the failure listeners (each may fail itself: the test's own error is the one reported), then fails. */
async function failed(error) {
  for (const listener of failureListeners)
    await Promise.resolve()
      .then(listener)
      .catch(() => undefined);
  throw error;
}

for (const name of ['test', 'it']) {
  const original = globalThis[name];
  const declare = (title, fn, ms) => original(title, limited(fn, ms, `"${title}"`, true));
  declare.only = (title, fn, ms) => original.only(title, limited(fn, ms, `"${title}"`, true));
  declare.each =
    (...table) =>
    (title, fn, ms) =>
      original.each(...table)(title, limited(fn, ms, `"${title}"`, true));
  declare.skip = original.skip;
  declare.todo = original.todo;
  globalThis[name] = declare;
}

for (const hook of ['beforeAll', 'beforeEach', 'afterAll', 'afterEach']) {
  const original = globalThis[hook];
  globalThis[hook] = (fn, ms) => original(limited(fn, ms, hook));
}

globalThis.jest.setTimeout = (ms) => {
  limitNow();
  fileLimit = ms;
  return globalThis.jest;
};

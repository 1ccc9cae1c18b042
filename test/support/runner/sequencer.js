// The order the suites start in. Two workers finish together only when the longest suites start first. Jest orders by
// how long each suite took in the last run on this machine (its cache), and a suite it has no time for by the size of
// its file; but a browser journey takes about five times as long as a server suite of the same size, and a unit spec a
// twentieth, so on a fresh clone (no cache, as in CI) the small, slow browser suites came last and one worker ran them
// alone at the end. A suite without a time of its own is given its file's size weighed by its kind.
const TestSequencer = require('@jest/test-sequencer').default;

/** Milliseconds per byte of a suite's file, by kind (about 5, 1 and 0.05 s a kilobyte; docs/performance.md). */
const WEIGHT = [
  [/[\\/]test[\\/]browser[\\/]/, 5],
  [/[\\/]test[\\/]/, 1],
  [/./, 0.05],
];

class SlowestFirst extends TestSequencer {
  sort(tests) {
    const estimate = (test) =>
      this.time(test) ??
      WEIGHT.find(([kind]) => kind.test(test.path))[1] * (test.context.hasteFS.getSize(test.path) ?? 0);
    const failed = new Map(tests.map((test) => [test, this.hasFailed(test)]));
    const duration = new Map(tests.map((test) => [test, estimate(test)]));
    return [...tests].sort(
      (a, b) => Number(failed.get(b)) - Number(failed.get(a)) || duration.get(b) - duration.get(a),
    );
  }
}

module.exports = SlowestFirst;

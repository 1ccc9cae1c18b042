// What the measurement scripts share: waiting for a condition, and one load run in a load generator of its own.
import { fork } from 'node:child_process';
import { resolve } from 'node:path';

export const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Polls `condition` every 5 ms until it holds; throws after `ms`. */
export async function until(condition, what, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(5);
  }
}

/**
 * Runs one load (see load-generator.mjs: url, connections, seconds or amount, rate, requests) in a fresh
 * generator process, so the generator never shares a CPU's event loop with the script, and answers its result.
 */
export function generate(load) {
  return new Promise((done, fail) => {
    const generator = fork(resolve(import.meta.dirname, 'load-generator.mjs'), {
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    generator.once('message', done);
    generator.once('error', fail);
    generator.once('exit', (code) => code !== 0 && fail(new Error(`the load generator stopped with ${code}`)));
    generator.send(load);
  });
}

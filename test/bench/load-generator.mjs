// The bench's load generator, run by bench.mjs in a process of its own (child_process.fork), so that the
// generator never shares a thread with the bench's bookkeeping. It receives one load description over IPC,
// drives it and answers the result, with the generator's own CPU time and name, over IPC. A closed-loop load
// for a fixed time runs on wrk when it is installed (wrk.mjs: autocannon costs as much CPU a request as the
// baseline server); a fixed amount of requests or a fixed rate (wrk has neither), or no wrk, runs on autocannon.
import autocannon from 'autocannon';
import { runWrk, usesWrk } from './wrk.mjs';

/**
 * @typedef {object} Load
 * @property {string} url           origin and path of the first request
 * @property {string} [method]
 * @property {Record<string,string>} [headers]
 * @property {string} [body]        the same body for every request
 * @property {string[]} [bodies]    bodies used in turn, one per request; `{phone}` in a body becomes a mobile
 *                                  number no other request of this load uses (the shop caps orders per phone)
 * @property {string[]} [paths]     paths used in turn, one per request; `{unique}` in a path becomes a number
 *                                  no other request of the bench uses (a cache cannot answer it)
 * @property {number} [connections] requests in flight at once (closed loop)
 * @property {number} [seconds]     how long, unless `amount` is given
 * @property {number} [amount]      how many requests
 * @property {number} [rate]        requests per second from all connections (latency then corrected for
 *                                  coordinated omission: timed from when each request was due)
 */
process.once('message', async (/** @type {Load} */ load) => {
  process.send(usesWrk(load) ? await runWrk(load) : await runAutocannon(load));
  process.disconnect();
});

/** One load on autocannon, in this process. */
async function runAutocannon(/** @type {Load} */ load) {
  let next = 0;
  const phones = firstPhone();
  const rotate = load.bodies || load.paths;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({
    url: load.url,
    method: load.method ?? 'GET',
    headers: load.headers,
    body: load.body,
    connections: load.connections ?? 10,
    duration: load.seconds ?? 3,
    amount: load.amount,
    overallRate: load.rate,
    requests: rotate
      ? [
          {
            setupRequest: (request) => {
              const index = next++;
              if (load.bodies)
                return {
                  ...request,
                  body: load.bodies[index % load.bodies.length].replace('{phone}', phone(phones + index)),
                };
              const unique = String(1_000_000 + process.pid * 1_000_000 + index);
              return { ...request, path: load.paths[index % load.paths.length].replace('{unique}', unique) };
            },
          },
        ]
      : undefined,
  });
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const done = result['2xx'] + result.non2xx;
  return {
    generator: 'autocannon',
    count: done,
    rate: done / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    statuses: result.statusCodeStats,
    generatorBusy: (cpu.user + cpu.system) / 1000 / (seconds * 1000),
  };
}

/** Where a load's `{phone}` numbers start: random, so that the loads of one bench seldom share a number. */
export const firstPhone = () => Math.floor(Math.random() * 9_000_000);

/** The `n`-th bench phone number, a Pakistani mobile number (0300 and 7 digits). */
export const phone = (n) => `0300${String(n % 10_000_000).padStart(7, '0')}`;

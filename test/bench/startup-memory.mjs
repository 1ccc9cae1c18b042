// npm run bench:startup: how long the built shop takes from `node` to `/ready` on a fresh store (engine start,
// demo seeding and its first copy on disk included), and its resident memory after a short mixed load. Small
// enough to run on a shared machine: BENCH_STARTS fresh starts (3), then a fixed load (about 11,800 requests; LOAD_SCALE scales it) from
// autocannon in a process of its own (load-generator.mjs), spread over the catalogue listings (REST, GraphQL),
// signed-in GraphQL, keyword searches no cache answers, storefront pages rendered on the server, sign-ins and
// guest orders. Prints each start's time to /ready, the median, the shop's RSS and V8 heap before and after
// the load (read from /proc and, with DB_COMMAND_COUNTS=on, GET /api/v1/debug/memory), and the load average.
// SHOP_ENV_<NAME>=value passes NAME=value to the shop (for instance SHOP_ENV_MALLOC_ARENA_MAX=2);
// KEEP_DATA=1 starts every time on one folder (the later starts load the first one's store); SHOP_ROOT=<folder>
// measures another built checkout; NODE_FLAGS replaces the node flags of `npm run start:prod`; HEAP_SNAPSHOTS=1 has the shop write a V8 heap
// snapshot (Heap.*.heapsnapshot, in the project folder) after the start and after the load.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generate as runLoad, procStat, rssMbOf, sleep, until } from './bench-support.mjs';

// SHOP_ROOT measures another built checkout (for instance the commit before a change) with this script.
const root = resolve(process.env.SHOP_ROOT ?? resolve(import.meta.dirname, '../..'));
const STARTS = Number(process.env.BENCH_STARTS ?? 3);
/** The load's size: LOAD_SCALE=2 sends twice as many requests of each kind; 0 measures the starts alone. */
const LOAD_SCALE = Number(process.env.LOAD_SCALE ?? 1);

const startCommand = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).scripts['start:prod'];
const words = startCommand.split(/\s+/).slice(1);
const entry = words.pop();
const HEAP_SNAPSHOTS = process.env.HEAP_SNAPSHOTS === '1';
const nodeFlags = [
  ...(process.env.NODE_FLAGS === undefined ? words : process.env.NODE_FLAGS.split(/\s+/).filter(Boolean)),
  ...(HEAP_SNAPSHOTS ? ['--heapsnapshot-signal=SIGUSR2'] : []),
];
const extraEnv = Object.fromEntries(
  Object.entries(process.env)
    .filter(([name]) => name.startsWith('SHOP_ENV_'))
    .map(([name, value]) => [name.slice('SHOP_ENV_'.length), value]),
);

/** Starts the built shop on a fresh store as `npm run start:prod` does; answers it once /ready says 200. */
/** KEEP_DATA=1: every start uses one folder, so the first seeds a fresh store and the others load it (as `npm run bench`). */
const keptDataDir = process.env.KEEP_DATA === '1' ? mkdtempSync(join(tmpdir(), 'bench-startup-')) : undefined;
async function startShop() {
  const dataDir = keptDataDir ?? mkdtempSync(join(tmpdir(), 'bench-startup-'));
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeFlags, entry], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      MONGODB_URI: '',
      RATE_LIMITS: 'off',
      DB_COMMAND_COUNTS: 'on',
      NO_COLOR: '1',
      DATA_DIR: dataDir,
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  const exited = new Promise((done) => child.once('exit', done));
  await until(() => /running at (http:\/\/[^\s"]+)/.test(log) || child.exitCode !== null, 'the shop to listen', 60_000);
  if (child.exitCode !== null) throw new Error(`The shop did not start:\n${log}`);
  const base = /running at (http:\/\/[^\s"]+)/.exec(log)[1].replace('localhost', '127.0.0.1');
  await until(async () => (await fetch(`${base}/ready`).catch(() => ({ ok: false }))).ok, '/ready', 60_000);
  const readyMs = performance.now() - started;
  const readyCpuMs = cpuMsOf(child.pid);
  const stop = async () => {
    child.kill('SIGTERM');
    await exited;
    if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  return { child, base, readyMs, readyCpuMs, stop };
}

/** The process's CPU time so far (user + system, ms), from /proc/<pid>/stat. */
const cpuMsOf = (pid) => procStat(pid).cpuMs;
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
/** Resident MB by kind of mapping (/proc/<pid>/smaps): the node binary's pages, malloc's, everything else anonymous. */
function residentByMapping(pid) {
  const totals = { binary: 0, malloc: 0, anonymous: 0, other: 0 };
  let kind = 'other';
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const mapping = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const name = mapping[1];
      kind =
        name === process.execPath || name.endsWith('/node')
          ? 'binary'
          : name === '[heap]'
            ? 'malloc'
            : name === ''
              ? 'anonymous'
              : 'other';
    } else if (line.startsWith('Rss:')) totals[kind] += Number(line.split(/\s+/)[1]) / 1024;
  }
  return totals;
}
async function memory(shop) {
  const inside = await (
    await fetch(`${shop.base}/api/v1/debug/memory`).catch(() => undefined)
  )
    ?.json()
    .catch(() => undefined);
  return { rss: rssMbOf(shop.child.pid), inside, mappings: residentByMapping(shop.child.pid) };
}
function printMemory(label, { rss, inside, mappings }) {
  const details =
    inside?.heapUsed !== undefined
      ? `heap used ${mb(inside.heapUsed)}, heap total ${mb(inside.heapTotal)}, external ${mb(inside.external)}, ` +
        `array buffers ${mb(inside.arrayBuffers)} MB`
      : '(GET /api/v1/debug/memory not answered)';
  const parts = Object.entries(mappings)
    .map(([kind, value]) => `${kind} ${value.toFixed(0)}`)
    .join(', ');
  console.log(`${label.padEnd(22)} RSS ${rss.toFixed(0)} MB (${parts}); ${details}`);
}

/** Asks the shop for a heap snapshot and waits until it has been written (the shop answers again). */
async function heapSnapshot(shop) {
  shop.child.kill('SIGUSR2');
  await sleep(500);
  await fetch(`${shop.base}/health`);
  console.log('heap snapshot written');
}

/** One load with 10 connections unless it says otherwise. */
const generate = (load) => runLoad({ connections: 10, ...load });

console.log(
  `load average before: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`,
);
console.log(
  `node ${[...nodeFlags, entry].join(' ')}${Object.keys(extraEnv).length ? ` with ${JSON.stringify(extraEnv)}` : ''}`,
);
const readyTimes = [];
for (let i = 1; i < STARTS; i++) {
  const shop = await startShop();
  readyTimes.push(shop.readyMs);
  console.log(
    `start ${i}: /ready after ${shop.readyMs.toFixed(0)} ms (${shop.readyCpuMs.toFixed(0)} ms of the shop's CPU)`,
  );
  await shop.stop();
}
const shop = await startShop();
readyTimes.push(shop.readyMs);
console.log(
  `start ${STARTS}: /ready after ${shop.readyMs.toFixed(0)} ms (${shop.readyCpuMs.toFixed(0)} ms of the shop's CPU)`,
);
const sorted = [...readyTimes].sort((a, b) => a - b);
console.log(`median /ready: ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms`);

if (LOAD_SCALE === 0) {
  await shop.stop();
  process.exit(0);
}
await sleep(3_000); // the first copies on disk are done
printMemory('after start', await memory(shop));
if (HEAP_SNAPSHOTS) await heapSnapshot(shop);

// ---- a short mixed load ----
const { base } = shop;
const json = (body, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const login = await (
  await fetch(`${base}/api/v1/auth/login`, json({ email: 'customer@volt.demo', password: 'customer123' }))
).json();
const signedIn = { authorization: `Bearer ${login.data.token}` };
// Products sold as one: an order's line of a product sold in kinds names its kind.
const catalogue = (await (await fetch(`${base}/api/v1/products?limit=100&inStock=true`)).json()).data.filter(
  (product) => !product.options,
);
const orders = catalogue.slice(0, 40).map((product) =>
  JSON.stringify({
    items: [{ product: product._id, quantity: 1 }],
    shippingAddress: { name: 'Bench Buyer', phone: '{phone}', address: 'Bench Street 1', city: 'Lahore' },
    paymentMethod: 'COD',
  }),
);
const gqlListing = JSON.stringify({
  query: '{ products(limit: 12) { items { id name finalPrice images inStock } pagination { total } } }',
});
const keywords = [
  'anker',
  'earbuds',
  'charger',
  'power bank',
  'cable',
  'case',
  'glass',
  'speaker',
  'baseus',
  'adapter',
];
const pages = ['/', '/products', ...catalogue.map((product) => `/products/${product.slug ?? product._id}`)];
const amount = (count) => ({ amount: Math.round(count * LOAD_SCALE) });
const loads = [
  { url: `${base}/api/v1/products`, ...amount(4000) },
  {
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: gqlListing,
    ...amount(3000),
  },
  {
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedIn },
    body: JSON.stringify({ query: '{ me { id name role } }' }),
    ...amount(1500),
  },
  {
    url: `${base}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedIn },
    body: gqlListing,
    ...amount(1500),
  },
  {
    url: `${base}/api/v1/products`,
    paths: keywords.map((keyword) => `/api/v1/products?search=${encodeURIComponent(keyword)}&maxPrice={unique}`),
    ...amount(1000),
  },
  { url: `${base}/`, headers: { accept: 'text/html' }, paths: pages, ...amount(600) },
  {
    url: `${base}/api/v1/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@volt.demo', password: 'customer123' }),
    ...amount(40),
    connections: 20,
  },
  {
    url: `${base}/api/v1/orders`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    bodies: orders,
    ...amount(120),
  },
];
let requests = 0;
const loadStarted = performance.now();
const cpuBefore = cpuMsOf(shop.child.pid);
for (const load of loads) requests += (await generate(load)).count;
const cpuUs = ((cpuMsOf(shop.child.pid) - cpuBefore) * 1000) / requests;
console.log(
  `load: ${requests} requests in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s, ${cpuUs.toFixed(0)} µs of the shop's CPU a request`,
);
printMemory('after the load', await memory(shop));
if (HEAP_SNAPSHOTS) await heapSnapshot(shop);
await sleep(5_000);
printMemory('5 s later', await memory(shop));
console.log(
  `load average after: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`,
);
await shop.stop();

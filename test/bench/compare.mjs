// npm run bench:compare -- <other checkout>: the same scenarios against this checkout's built shop and another
// checkout's (e.g. the commit before a change, built), in alternating rounds on one machine, and the median
// server CPU per request of each: a before/after figure that a busy machine moves far less than req/s. Load
// from load-generator.mjs: wrk for the fixed-duration scenarios when installed, autocannon for the fixed
// amounts (sign-ins, orders); each row names its generator.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { descendantsOf, generate as runLoad, procStat } from './bench-support.mjs';

const here = resolve(import.meta.dirname, '../..');
const other = resolve(process.argv[2] ?? '');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const children = new Set();
process.on('exit', () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM')));

async function startShop(root) {
  const env = {
    ...process.env,
    PORT: '0',
    MONGODB_URI: '',
    RATE_LIMITS: 'off',
    NO_COLOR: '1',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'compare-data-')),
  };
  const shop = spawn(
    process.execPath,
    ['--max-semi-space-size=4', '--max-old-space-size=192', 'dist/server/src/main.js'],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.add(shop);
  let log = '';
  shop.stdout.on('data', (chunk) => (log += chunk));
  while (!/running at (http:\/\/[^\s"]+)/.test(log)) {
    if (shop.exitCode !== null) throw new Error(`${root}: the shop did not start\n${log}`);
    await new Promise((done) => setTimeout(done, 50));
  }
  const base = /running at (http:\/\/[^\s"]+)/.exec(log)[1].replace('localhost', '127.0.0.1');
  while (!(await fetch(`${base}/ready`).catch(() => ({ ok: false }))).ok)
    await new Promise((done) => setTimeout(done, 50));
  const post = (path, body, headers = {}) =>
    fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const token = (
    await (await post('/api/v1/auth/login', { email: 'customer@volt.demo', password: 'customer123' })).json()
  ).data.token;
  // Products sold as one: an order's line of a product sold in kinds names its kind.
  const catalogue = (await (await fetch(`${base}/api/v1/products?limit=100&inStock=true`)).json()).data.filter(
    (product) => !product.options,
  );
  const stocked = [];
  for (let round = 0; stocked.length < 3000 && round < 200; round++)
    for (const product of catalogue) if (product.stockQuantity - 5 > round) stocked.push(product._id);
  return { root, pid: shop.pid, base, token, stocked };
}

/** CPU time (ms) of a process and, separately, of the processes it started (the embedded engine). */
const cpuMsOf = (pid) => procStat(pid)?.cpuMs ?? 0;
const engineCpuMs = (pid) => descendantsOf(pid).reduce((sum, child) => sum + cpuMsOf(child), 0);
const generate = (load) => runLoad({ connections: 10, seconds: SECONDS, ...load });
async function measured(shop, load) {
  const [before, engineBefore] = [cpuMsOf(shop.pid), engineCpuMs(shop.pid)];
  const result = await generate(load);
  const [cpuMs, engineMs] = [cpuMsOf(shop.pid) - before, engineCpuMs(shop.pid) - engineBefore];
  return {
    cpuUs: (cpuMs * 1000) / result.count,
    totalUs: ((cpuMs + engineMs) * 1000) / result.count,
    rate: result.rate,
    errors: result.errors,
    generator: result.generator,
  };
}

/** `count` units of the demo catalogue not yet ordered, one product id each; refused once the stock runs out. */
function unitsFor(shop, count) {
  if (shop.stocked.length < count)
    throw new Error(
      `the demo catalogue's stock is used up (${shop.stocked.length} units left, ${count} wanted): fewer BENCH_ROUNDS or BENCH_WARMUP_ROUNDS for the order scenario`,
    );
  return shop.stocked.splice(0, count);
}

const gql = (query, token) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify({ query }),
});
const LISTING = '{ products(limit: 12) { items { id name finalPrice images inStock } pagination { total } } }';
const KEYWORDS = ['anker', 'earbuds', 'usb-c', 'charger', 'power bank', 'cable', 'samsung', 'case', 'glass', 'watch'];
const scenarios = {
  'REST listing (cached)': (shop) => ({ url: `${shop.base}/api/v1/products` }),
  'GraphQL listing, anonymous (cached)': (shop) => ({ url: `${shop.base}/graphql`, ...gql(LISTING) }),
  'GraphQL me, with a token': (shop) => ({
    url: `${shop.base}/graphql`,
    ...gql('{ me { id name role } }', shop.token),
  }),
  'GraphQL listing, with a token': (shop) => ({ url: `${shop.base}/graphql`, ...gql(LISTING, shop.token) }),
  'REST keyword search, cache missed': (shop) => ({
    url: `${shop.base}/api/v1/products`,
    paths: KEYWORDS.map((k) => `/api/v1/products?search=${encodeURIComponent(k)}&maxPrice={unique}`),
  }),
  'REST sign-in (60, 20 at once)': (shop) => ({
    url: `${shop.base}/api/v1/auth/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'customer@volt.demo', password: 'customer123' }),
    amount: 60,
    connections: 20,
  }),
  'REST guest order placement (150)': (shop) => ({
    url: `${shop.base}/api/v1/orders`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    bodies: unitsFor(shop, 200).map((product) =>
      JSON.stringify({
        items: [{ product, quantity: 1 }],
        shippingAddress: { name: 'Bench Buyer', phone: '{phone}', address: 'Bench Street 1', city: 'Lahore' },
        paymentMethod: 'COD',
      }),
    ),
    amount: 150,
    // BENCH_ORDER_CONNECTIONS=1: one order at a time, the shop's own cost without orders waiting on each other.
    connections: Number(process.env.BENCH_ORDER_CONNECTIONS ?? 10),
  }),
};

// BENCH_SCENARIOS=<regular expression>: only the scenarios whose name matches.
if (process.env.BENCH_SCENARIOS)
  for (const name of Object.keys(scenarios))
    if (!new RegExp(process.env.BENCH_SCENARIOS, 'i').test(name)) delete scenarios[name];
const shops = [await startShop(here), await startShop(other)];
const results = Object.fromEntries(Object.keys(scenarios).map((name) => [name, shops.map(() => [])]));
for (const shop of shops)
  for (const make of Object.values(scenarios)) await generate({ ...make(shop), seconds: 1, amount: undefined }); // warm-up
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, make] of Object.entries(scenarios)) {
    // Alternating which goes first, so neither always meets the machine in the same state.
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) results[name][i].push(await measured(shops[i], make(shops[i])));
  }
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
console.log(
  `Median over ${ROUNDS} alternating rounds of ${SECONDS} s; CPU µs per request, the shop's and the shop's with its engine's (req/s in brackets)`,
);
console.log(
  'scenario'.padEnd(36),
  'this: shop'.padStart(11),
  '+engine'.padStart(8),
  'other: shop'.padStart(12),
  '+engine'.padStart(8),
  'shop'.padStart(7),
  'both'.padStart(7),
);
for (const [name, [mine, theirs]] of Object.entries(results)) {
  const [a, b] = [median(mine.map((r) => r.cpuUs)), median(theirs.map((r) => r.cpuUs))];
  const [ta, tb] = [median(mine.map((r) => r.totalUs)), median(theirs.map((r) => r.totalUs))];
  const [ra, rb] = [median(mine.map((r) => r.rate)), median(theirs.map((r) => r.rate))];
  const change = (x, y) => `${(((x - y) / y) * 100).toFixed(0)} %`;
  console.log(
    name.padEnd(36),
    `${a.toFixed(0)}`.padStart(11),
    `${ta.toFixed(0)}`.padStart(8),
    `${b.toFixed(0)}`.padStart(12),
    `${tb.toFixed(0)}`.padStart(8),
    change(a, b).padStart(7),
    change(ta, tb).padStart(7),
    ` (${ra.toFixed(0)} vs ${rb.toFixed(0)}/s, ${mine[0].generator})`,
  );
}
console.log(`this checkout: ${here}\nother: ${other}`);
process.exit(0);

// npm run bench:profile -- <scenario> [seconds]: the built shop (as `npm run start:prod`, RATE_LIMITS=off) under
// `node --cpu-prof`, one scenario's load from a generator in a process of its own (load-generator.mjs: wrk for a
// fixed time when installed; autocannon for the order scenario's fixed amount, or without wrk), and the
// profile cut to the loaded seconds: self time by function and the inclusive time of the frames that matter
// (Nest's guards and pipes, Passport, Apollo, the driver, validation). Scenarios: me, signed-in-listing,
// search, order, listing, graphql-listing. The .cpuprofile is kept (its path is printed) for DevTools.
// SHOP_ROOT=<built checkout> profiles another checkout's build (the figures of two builds side by side).
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { generate as runLoad, procStat } from './bench-support.mjs';

const root = resolve(process.env.SHOP_ROOT ?? resolve(import.meta.dirname, '../..'));
const scenarioName = process.argv[2] ?? 'me';
const SECONDS = Number(process.argv[3] ?? 8);
const profileDir = mkdtempSync(join(tmpdir(), 'shop-profile-'));

const shop = spawn(
  process.execPath,
  [
    '--cpu-prof',
    `--cpu-prof-dir=${profileDir}`,
    '--max-semi-space-size=4',
    '--max-old-space-size=192',
    'dist/server/src/main.js',
  ],
  {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      MONGODB_URI: '',
      RATE_LIMITS: 'off',
      NO_COLOR: '1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'profile-data-')),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  },
);
process.on('exit', () => shop.exitCode === null && shop.kill('SIGKILL'));
let log = '';
shop.stdout.on('data', (chunk) => (log += chunk));
while (!/running at (http:\/\/[^\s"]+)/.test(log)) {
  if (shop.exitCode !== null) throw new Error(`the shop did not start\n${log}`);
  await new Promise((done) => setTimeout(done, 50));
}
const base = /running at (http:\/\/[^\s"]+)/.exec(log)[1].replace('localhost', '127.0.0.1');
while (!(await fetch(`${base}/ready`).catch(() => ({ ok: false }))).ok)
  await new Promise((done) => setTimeout(done, 50));

const post = async (path, body) =>
  (
    await fetch(base + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).json();
const token = (await post('/api/v1/auth/login', { email: 'customer@volt.demo', password: 'customer123' })).data.token;
// Products sold as one: an order's line of a product sold in kinds names its kind.
const catalogue = (await (await fetch(`${base}/api/v1/products?limit=100&inStock=true`)).json()).data.filter(
  (product) => !product.options,
);
const gql = (query, signedIn) => ({
  url: `${base}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(signedIn ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify({ query }),
});
const LISTING = '{ products(limit: 12) { items { id name finalPrice images inStock } pagination { total } } }';
const KEYWORDS = ['anker', 'earbuds', 'usb-c', 'charger', 'power bank', 'cable', 'samsung', 'case', 'glass', 'watch'];
const stocked = [];
for (let round = 0; stocked.length < 3000 && round < 200; round++)
  for (const product of catalogue) if (product.stockQuantity - 5 > round) stocked.push(product._id);
// The bench's guest orders (bench.mjs): one unit of a product still in stock each.
const orderBodies = stocked.map((product) =>
  JSON.stringify({
    items: [{ product, quantity: 1 }],
    shippingAddress: { name: 'Bench Buyer', phone: '{phone}', address: 'Bench Street 1', city: 'Lahore' },
    paymentMethod: 'COD',
  }),
);
const scenarios = {
  me: gql('{ me { id name role } }', true),
  'signed-in-listing': gql(LISTING, true),
  'graphql-listing': gql(LISTING, false),
  listing: { url: `${base}/api/v1/products` },
  search: {
    url: `${base}/api/v1/products`,
    paths: KEYWORDS.map((k) => `/api/v1/products?search=${encodeURIComponent(k)}&maxPrice={unique}`),
  },
  order: {
    url: `${base}/api/v1/orders`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    bodies: orderBodies,
    connections: 4,
  },
};
const load = scenarios[scenarioName];
if (!load) throw new Error(`unknown scenario ${scenarioName}: ${Object.keys(scenarios).join(', ')}`);
const generate = (extra) => runLoad({ connections: 10, ...load, ...extra });
const cpuMs = () => procStat(shop.pid).cpuMs;

if (scenarioName === 'order') await generate({ amount: 100 });
else await generate({ seconds: 2 });
const from = process.hrtime.bigint() / 1000n;
const cpuBefore = cpuMs();
const result = await generate(
  scenarioName === 'order' ? { amount: Math.min(600, orderBodies.length - 100) } : { seconds: SECONDS },
);
const cpuUsed = cpuMs() - cpuBefore;
const to = process.hrtime.bigint() / 1000n;
shop.kill('SIGINT');
await new Promise((done) => shop.once('exit', done));
const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written (the shop must stop on SIGINT)');
const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8'));

// Samples within the loaded window, as self time per node.
const selfUs = new Map();
let t = profile.startTime;
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i];
  if (t < from || t > to) continue;
  const delta = profile.timeDeltas[i + 1] ?? 0;
  selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + delta);
  total += delta;
}
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const where = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const short = url
    .replace(/^file:\/\//, '')
    .replace(`${root}/`, '')
    .replace(/^.*node_modules\//, '~/');
  return `${functionName || '(anonymous)'} ${short}:${lineNumber + 1}`;
};
const idle = [...selfUs]
  .filter(([id]) => nodes.get(id).callFrame.functionName === '(idle)')
  .reduce((s, [, us]) => s + us, 0);
const busy = total - idle;
console.log(
  `${scenarioName}: ${result.count} requests (${result.generator}), ${result.rate.toFixed(0)} req/s, p99 ${result.p99} ms, errors ${result.errors}; ` +
    `shop CPU ${((cpuUsed * 1000) / result.count).toFixed(0)} µs/request (from /proc); profiled busy ${(busy / result.count) | 0} µs/request`,
);
const self = new Map();
for (const [id, us] of selfUs) {
  const key = where(nodes.get(id));
  self.set(key, (self.get(key) ?? 0) + us);
}
const pct = (us) => `${((us / busy) * 100).toFixed(1).padStart(5)} %`;
console.log('\nSelf time, share of busy time:');
for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40))
  if (!key.startsWith('(idle)')) console.log(pct(us), key);

// Inclusive time per function (each sample counted once per function on its stack).
const inclusive = new Map();
for (const [id, us] of selfUs) {
  const seen = new Set();
  for (let at = id; at !== undefined; at = parent.get(at)) {
    const key = where(nodes.get(at));
    if (seen.has(key)) continue;
    seen.add(key);
    inclusive.set(key, (inclusive.get(key) ?? 0) + us);
  }
}
console.log('\nInclusive time, share of busy time (top 80):');
for (const [key, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 80))
  if (!key.startsWith('(root)') && !key.startsWith('(idle)')) console.log(pct(us), key);
console.log(`\nprofile: ${join(profileDir, file)} (window ${from}..${to} µs)`);

// npm run bench:durable: what keeping acknowledged orders costs a placement on the embedded store with its data
// on disk (the default start). Starts the built shop as `npm run start:prod` does (RATE_LIMITS=off,
// DEMO_ORDERS=off, a fresh DATA_DIR), gives every product plenty of stock straight through the engine, then places
// guest orders over HTTP (SHED_MAX_EVENT_LOOP_DELAY_MS=off: none refused on a busy machine): BENCH_SEQUENTIAL (default 150) one after another (latency p50/p95/p99), then
// BENCH_CONCURRENT (default 600) with BENCH_CONCURRENCY (default 16) under way at a time (orders/s and latency).
// Prints the CPU time per placement of the shop process and of its engine, and the journal's own figures from
// /api/v1/debug/engine (entries, syncs, time per sync) when the shop has a journal. SHOP_ROOT=<built checkout>
// measures another build (for instance one without the journal) with this script. A figure script, never a test.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MongoClient } from 'mongodb';
import { descendantsOf, procStat, until } from './bench-support.mjs';

const root = resolve(process.env.SHOP_ROOT ?? resolve(import.meta.dirname, '../..'));
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 150);
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 600);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);

execFileSync(process.execPath, ['server/scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });

const dataDir = mkdtempSync(join(tmpdir(), 'shop-durable-bench-'));
const startArgs = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'))
  .scripts['start:prod'].split(/\s+/)
  .slice(1);
const shop = spawn(process.execPath, startArgs, {
  cwd: root,
  env: {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    MONGODB_URI: '',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'off',
    DEMO_ORDERS: 'off',
    DB_COMMAND_COUNTS: 'on',
    // Every placement is measured, none refused because the machine is busy.
    SHED_MAX_EVENT_LOOP_DELAY_MS: 'off',
    NO_COLOR: '1',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
shop.stdout.on('data', (chunk) => (log += chunk));
shop.stderr.on('data', (chunk) => (log += chunk));
process.on('exit', () => {
  if (shop.exitCode === null) shop.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

await until(() => /running at (http:\/\/[^\s"]+)/.test(log) || shop.exitCode !== null, 'the shop to listen', 180_000);
if (shop.exitCode !== null) throw new Error(`The shop did not start:\n${log}`);
const base = /running at (http:\/\/[^\s"]+)/.exec(log)[1].replace('localhost', '127.0.0.1');
await until(async () => (await fetch(`${base}/ready`).catch(() => ({ ok: false }))).ok, '/ready', 180_000);
const engineUri = [...log.matchAll(/Embedded engine pid \d+ at (\S+)/g)].pop()[1];

// Plenty of stock, straight through the engine (a bench only: the shop's copies do not see this write).
const client = await MongoClient.connect(engineUri, { directConnection: true });
await client
  .db()
  .collection('products')
  .updateMany({}, { $set: { stockQuantity: 1_000_000 } });
const products = await client
  .db()
  .collection('products')
  // Sold as one: an order's line of a product sold in kinds names its kind.
  .find({ 'options.0': { $exists: false } }, { projection: { _id: 1 } })
  .toArray();
await client.close();

let placed = 0;
async function placeOne() {
  const n = placed++;
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      items: [{ product: String(products[n % products.length]._id), quantity: 1 }],
      shippingAddress: {
        name: 'Bench Buyer',
        phone: `0300${String(1_000_000 + n).slice(-7)}`,
        address: 'House 1, Street 2',
        city: 'Lahore',
      },
      paymentMethod: 'COD',
    }),
  });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`order ${n}: ${response.status} ${text.slice(0, 200)}`);
  return performance.now() - started;
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const figures = (values) =>
  `p50 ${quantile(values, 0.5).toFixed(1)} ms, p95 ${quantile(values, 0.95).toFixed(1)} ms, p99 ${quantile(values, 0.99).toFixed(1)} ms`;
/** CPU time so far (ms) of the shop process and of its engine (the shop's child processes). */
const cpu = () => ({
  shop: procStat(shop.pid)?.cpuMs ?? 0,
  engine: descendantsOf(shop.pid).reduce((sum, pid) => sum + (procStat(pid)?.cpuMs ?? 0), 0),
});
const perOrder = (from, to, count) =>
  `CPU a placement: shop ${((to.shop - from.shop) / count).toFixed(2)} ms, engine ${((to.engine - from.engine) / count).toFixed(2)} ms`;
const journal = async () => (await (await fetch(`${base}/api/v1/debug/engine`)).json()).journal;

for (let warm = 0; warm < 30; warm++) await placeOne();
const before = await journal();

const sequential = [];
const cpuBefore = cpu();
for (let i = 0; i < SEQUENTIAL; i++) sequential.push(await placeOne());
const cpuSequential = cpu();
console.log(
  `${SEQUENTIAL} placements one after another: ${figures(sequential)}; ${perOrder(cpuBefore, cpuSequential, SEQUENTIAL)}`,
);
const afterSequential = await journal();

const concurrent = [];
const t0 = performance.now();
let left = CONCURRENT;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (left-- > 0) concurrent.push(await placeOne());
  }),
);
const seconds = (performance.now() - t0) / 1000;
console.log(
  `${CONCURRENT} placements, ${CONCURRENCY} at a time: ${(CONCURRENT / seconds).toFixed(0)} orders/s, ${figures(concurrent)}; ${perOrder(cpuSequential, cpu(), CONCURRENT)}`,
);
const after = await journal();

const describe = (from, to, count) => {
  const syncs = to.syncs - from.syncs;
  const syncMs = to.syncMs - from.syncMs;
  return `${to.entries - from.entries} entries for ${count} placements in ${syncs} syncs (${((to.entries - from.entries) / Math.max(1, syncs)).toFixed(1)} entries a sync), ${(syncMs / Math.max(1, syncs)).toFixed(2)} ms a sync (write and fdatasync)`;
};
if (before && afterSequential && after) {
  console.log(`journal, one after another: ${describe(before, afterSequential, SEQUENTIAL)}`);
  console.log(`journal, ${CONCURRENCY} at a time: ${describe(afterSequential, after, CONCURRENT)}`);
} else console.log('(no journal on this build)');

shop.kill('SIGTERM');
await new Promise((done) => shop.once('exit', done));
process.exit(0);

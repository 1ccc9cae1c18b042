// node test/bench/engine-fault.mjs (after npm run build:server): the embedded engine killed once under mixed
// traffic. Starts the built shop with a temporary DATA_DIR (RATE_LIMITS=off, DB_COMMAND_COUNTS=on), runs
// FAULT_WORKERS loops of listings, product pages and guest orders (one in four) for FAULT_BEFORE_S seconds, kills
// the engine (its pid from GET /api/v1/debug/engine), keeps the traffic going FAULT_AFTER_S seconds, then prints:
// the answers by status, the seconds from the kill to /ready answering 200 again, and, of the orders acknowledged
// before the copy on disk that was loaded after the kill had begun, how many are missing (must be 0).
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const WORKERS = Number(process.env.FAULT_WORKERS ?? 4);
const BEFORE_MS = Number(process.env.FAULT_BEFORE_S ?? 10) * 1000;
const AFTER_MS = Number(process.env.FAULT_AFTER_S ?? 5) * 1000;
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const dataDir = mkdtempSync(join(tmpdir(), 'engine-fault-'));
const shop = spawn(process.execPath, ['dist/server/src/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MONGODB_URI: '', DATA_DIR: dataDir, RATE_LIMITS: 'off', DB_COMMAND_COUNTS: 'on', NO_COLOR: '1' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
shop.stdout.on('data', (chunk) => (log += chunk));
shop.stderr.on('data', (chunk) => (log += chunk));
while (!/Database: /.test(log)) {
  if (shop.exitCode !== null) throw new Error(log);
  await sleep(100);
}
const base = /running at (http:\/\/\S+)/.exec(log)[1].replace('localhost', '127.0.0.1');
const products = (await (await fetch(`${base}/api/v1/products?limit=100&inStock=true`)).json()).data;

const answers = {};
const acknowledged = [];
/** 4xx answers to orders (a product sold out by the traffic itself), by message. */
const refusals = new Set();
let running = true;
const count = (key) => (answers[key] = (answers[key] ?? 0) + 1);
async function traffic(worker) {
  for (let n = 1; running; n++) {
    try {
      if (n % 4 === 0) {
        const product = products[(worker + n) % products.length];
        const response = await fetch(`${base}/api/v1/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            items: [{ product: product._id, quantity: 1 }],
            shippingAddress: { name: 'Hamza Ali', phone: '0300 1112233', address: 'House 5, Block C', city: 'Lahore' },
            paymentMethod: 'COD',
          }),
        });
        count(`order ${response.status}`);
        if (response.status === 201) acknowledged.push({ ...(await response.json()).data, at: Date.now() });
        else if (response.status < 500) refusals.add(JSON.parse(await response.text()).message);
        else await response.text();
      } else {
        const path = n % 2 ? `/api/v1/products?page=${(n % 5) + 1}` : `/api/v1/products/${products[n % products.length]._id}`;
        const response = await fetch(base + path);
        count(`read ${response.status}`);
        await response.text();
      }
    } catch (error) {
      count(`no answer (${error.cause?.code ?? error.message})`);
    }
    await sleep(50);
  }
}

const loops = Array.from({ length: WORKERS }, (_, worker) => traffic(worker));
await sleep(BEFORE_MS);
const engine = await (await fetch(`${base}/api/v1/debug/engine`)).json();
process.kill(engine.pid, 'SIGKILL');
const killedAt = Date.now();
let down = false;
let readyAt;
while (readyAt === undefined && Date.now() - killedAt < 60_000) {
  const status = (await fetch(`${base}/ready`)).status;
  if (status === 503) down = true;
  else if (status === 200 && down) readyAt = Date.now();
  await sleep(20);
}
await sleep(AFTER_MS);
running = false;
await Promise.all(loops);

const loaded = /Loaded copy (\d+) of/.exec(log.slice(log.indexOf('killed by SIGKILL')))?.[1];
const manifest = JSON.parse(readFileSync(join(dataDir, 'db', `gen-${loaded.padStart(12, '0')}`, 'manifest.json'), 'utf8'));
const copyStartedAt = Date.parse(manifest.startedAt);
let missing = 0;
const before = acknowledged.filter((order) => order.at < copyStartedAt);
for (const order of before) if ((await fetch(`${base}/api/v1/orders/${order._id}?key=${order.accessKey}`)).status !== 200) missing++;
const failed = Object.entries(answers).filter(([key]) => !/ [2-4]\d\d$/.test(key)).reduce((sum, [, value]) => sum + value, 0);

console.log(`answers: ${JSON.stringify(answers)}`);
console.log(`failed requests (5xx or no answer): ${failed} of ${Object.values(answers).reduce((a, b) => a + b, 0)}`);
if (refusals.size > 0) console.log(`orders refused with 4xx: ${[...refusals].join('; ')}`);
console.log(`ready again: ${readyAt === undefined ? 'NOT within 60 s' : `${((readyAt - killedAt) / 1000).toFixed(1)} s after the kill`}`);
console.log(`loaded copy ${loaded}, begun ${((killedAt - copyStartedAt) / 1000).toFixed(1)} s before the kill`);
console.log(`orders acknowledged before that copy began: ${before.length}, missing after recovery: ${missing}`);
console.log(`orders acknowledged after it began and before the kill (may be lost): ${acknowledged.filter((order) => order.at >= copyStartedAt && order.at < killedAt).length}`);
shop.kill('SIGTERM');
await new Promise((done) => shop.once('exit', done));
rmSync(dataDir, { recursive: true, force: true });
process.exit(missing === 0 && readyAt !== undefined ? 0 : 1);

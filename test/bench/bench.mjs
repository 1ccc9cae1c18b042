// npm run bench: starts the built shop on the embedded engine (RATE_LIMITS=off) and measures it from
// this machine's loopback only. Every scenario sends a bounded number of requests, then the shop stops.
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

if (!existsSync(resolve(root, 'dist/server/src/main.js')) || process.env.BENCH_BUILD === '1') {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

const started = performance.now();
const server = spawn(process.execPath, ['dist/server/src/main.js'], {
  cwd: root,
  env: { ...process.env, PORT: '0', MONGODB_URI: '', RATE_LIMITS: 'off', NO_COLOR: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
let log = '';
server.stdout.on('data', (chunk) => (log += chunk));
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stop);

async function until(condition, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Server did not start:\n${log}`);
    await new Promise((done) => setTimeout(done, 10));
  }
}
await until(() => /running at (http:\/\/\S+)/.test(log));
const base = /running at (http:\/\/\S+)/.exec(log)[1].replace('localhost', '127.0.0.1');
await until(async () => (await fetch(`${base}/ready`).catch(() => ({ ok: false }))).ok);
const readyMs = performance.now() - started;

const login = await (await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'customer@volt.demo', password: 'customer123' }) })).json();
const token = login.data.token;
const someProduct = (await (await fetch(`${base}/api/v1/products?limit=1`)).json()).data[0]._id;
const gql = (query, variables) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });

// Baseline: a bare Node http server, in its own process, answering the same JSON as the REST listing.
const listingBody = await (await fetch(`${base}/api/v1/products`)).text();
const baselineServer = spawn(
  process.execPath,
  ['-e', `const body = process.argv[1]; require('http').createServer((q, r) => { r.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }); r.end(body); }).listen(0, '127.0.0.1', function () { console.log('PORT=' + this.address().port); });`, listingBody],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
process.on('exit', () => baselineServer.kill());
let baselineLog = '';
baselineServer.stdout.on('data', (chunk) => (baselineLog += chunk));
await until(() => /PORT=\d+/.test(baselineLog));
const baselineUrl = `http://127.0.0.1:${/PORT=(\d+)/.exec(baselineLog)[1]}`;

// Orders spread over well-stocked products so that stock does not run out during the run.
const stocked = (await (await fetch(`${base}/api/v1/products?limit=100&inStock=true`)).json()).data.filter((p) => p.stockQuantity >= 15).map((p) => p._id);
let orderIndex = 0;
const orderInit = () => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    items: [{ product: stocked[orderIndex++ % stocked.length], quantity: 1 }],
    shippingAddress: { name: 'Bench Buyer', phone: '0300 1234567', address: 'Bench Street 1', city: 'Lahore' },
    paymentMethod: 'COD',
  }),
});

const scenarios = [
  ['REST product list (12, newest)', '/api/v1/products'],
  ['REST list, filters + price sort', '/api/v1/products?category=Chargers&inStock=true&maxPrice=5000&sortBy=price-low'],
  ['REST search "usb-c"', '/api/v1/products?search=usb-c'],
  ['REST product detail', `/api/v1/products/${someProduct}`],
  ['REST categories', '/api/v1/products/categories'],
  ['GraphQL products (12)', '/graphql', gql('{ products(limit: 12) { items { id name finalPrice images inStock } pagination { total } } }')],
  ['GraphQL me (token)', '/graphql', { ...gql('{ me { id name role } }'), headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` } }],
  ['REST login (bcrypt, 200 requests)', '/api/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'customer@volt.demo', password: 'customer123' }) }, 200],
  ['REST guest order placement (300)', '/api/v1/orders', orderInit, 300],
  ['BASELINE bare node http, same JSON', baselineUrl + '/', undefined],
];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
console.log(`\nStart to /ready: ${readyMs.toFixed(0)} ms (node dist/server/src/main.js, embedded engine, seeding included)`);
console.log(`${REQUESTS} requests per scenario, ${CONCURRENCY} at a time, loopback\n`);
console.log('scenario'.padEnd(36), 'req/s'.padStart(8), 'p50 ms'.padStart(8), 'p95 ms'.padStart(8), 'p99 ms'.padStart(8), 'errors'.padStart(7));
for (const [name, path, init, count = REQUESTS] of scenarios) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next++;
        const t = performance.now();
        const url = path.startsWith('http') ? path : base + path;
        const response = await fetch(url, typeof init === 'function' ? init() : init).catch(() => undefined);
        if (!response || !response.ok) errors++;
        await response?.arrayBuffer();
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    name.padEnd(36),
    (latencies.length / seconds).toFixed(0).padStart(8),
    percentile(latencies, 50).toFixed(1).padStart(8),
    percentile(latencies, 95).toFixed(1).padStart(8),
    percentile(latencies, 99).toFixed(1).padStart(8),
    String(errors).padStart(7),
  );
}
const rssKb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0);
console.log(`\nShop resident memory after the run: ${(rssKb / 1024).toFixed(0)} MB (the embedded engine is a separate process)`);
stop();

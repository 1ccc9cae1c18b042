import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
const require_fs = () => writeFileSync('/tmp/jw/probe.log', log);
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const dataDir = mkdtempSync(join(tmpdir(), 'probe-'));
const sleep = (ms) => new Promise((d) => setTimeout(d, ms));
let log = '';
const child = spawn(process.execPath, ['dist/server/src/main.js'], { env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MONGODB_URI: '', DATA_DIR: dataDir, RATE_LIMITS: 'off', DEMO_ORDERS: 'off', DB_COMMAND_COUNTS: 'on', NO_COLOR: '1', NODE_ENV: 'development', ADMIN_EMAIL: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
child.stdout.on('data', (c) => (log += c)); child.stderr.on('data', (c) => (log += c));
process.on('exit', () => child.kill('SIGKILL'));
while (!/running at (http:\/\/\S+)/.test(log)) await sleep(100);
const base = /running at (http:\/\/\S+)/.exec(log)[1].replace('localhost', '127.0.0.1');
while (!(await fetch(base + '/ready').then((r) => r.ok, () => false))) await sleep(100);
const products = (await (await fetch(base + '/api/v1/products?limit=100&inStock=true')).json()).data.map((p) => p._id);
let n = 0, ok = 0, other = {};
let running = true;
let inflight = 0;
const loop = (async () => { while (running) { if (inflight >= 24) { await sleep(20); continue; } inflight++; const k = n++; fetch(base + '/api/v1/orders', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ items: [{ product: products[k % products.length], quantity: 1 }], shippingAddress: { name: 'A B', phone: `0300${String(1000000 + k).slice(-7)}`, address: 'x street', city: 'Lahore' }, paymentMethod: 'COD' }) }).then(async (r) => { await r.arrayBuffer(); if (r.status === 201) ok++; else other[r.status] = (other[r.status] ?? 0) + 1; }, () => { other.err = (other.err ?? 0) + 1; }).finally(() => inflight--); await sleep(20); } })();
for (let kill = 0; kill < Number(process.env.KILLS ?? 3); kill++) {
  await sleep(3000);
  const e = await (await fetch(base + '/api/v1/debug/engine')).json();
  console.log('kill', kill, 'pid', e.pid, 'ok', ok, JSON.stringify(other), 'journal', JSON.stringify(e.journal));
  process.kill(e.pid, 'SIGKILL');
  const t = Date.now();
  while (true) { await sleep(100); const r = await fetch(base + '/ready').then((r) => r.status, () => 0); const e2 = await (await fetch(base + '/api/v1/debug/engine')).json(); if (r === 200 && e2.restarts > e.restarts && e2.state === 'up') break; if (Date.now() - t > 40000) { console.log('NOT READY', r, JSON.stringify(e2)); console.log(log.split('\n').slice(-40).join('\n')); process.exit(1); } }
  console.log('ready after', Date.now() - t, 'ms');
  await sleep(3000); const e3 = await (await fetch(base + '/api/v1/debug/engine')).json(); console.log('3 s later: ok', ok, JSON.stringify(other), JSON.stringify(e3.journal), JSON.stringify(e3.lastSnapshot));
}
await sleep(Number(process.env.AFTER ?? 2000)); running = false; await loop; await sleep(2000); require_fs();
console.log('ok', ok, JSON.stringify(other));
console.log(log.split('\n').filter((l) => /Database|StockHolds|ERROR|WARN/.test(l)).slice(-30).join('\n'));
process.exit(0);

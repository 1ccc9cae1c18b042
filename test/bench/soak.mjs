// npm run soak: the shop under hostile traffic, under long mixed load, and with its database killed under load.
// Never a test: it measures and prints. Three phases, each on a shop of its own started as `npm run start:prod`
// (built first when stale), on the embedded engine, with a fresh DATA_DIR in a temporary folder:
//
// 1. Attacks (RATE_LIMITS=off, so that every attack reaches the shop as a distributed attacker's would): ten
//    concurrent 500-alias product queries, one 1,000-alias query, 86 distinct 900 KB anonymous queries (twice:
//    productCategories and shop), 13 hoarding guest orders from one address. Prints the answers, the shop's
//    resident memory (sampled every 50 ms: start, peak, end), whether it is still up, and the units in stock
//    before and after.
// 2. Soak: the mixed traffic's maximum rate (closed loop), then SOAK_SECONDS (default 300) at half of it, on a
//    schedule (open loop): listings, filtered listings, search, detail, GraphQL listing, admin lists, and one guest
//    order per 100 requests (each cancelled again by the admin, so stock never runs out; a shop converts about 1 %
//    of its page views, and the embedded engine's writes slow down as a collection grows, see docs/performance.md). Errors by kind, latency, resident memory
//    (start, peak, end, and the first and last minute's means).
// 3. Fault: SOAK_FAULT_SECONDS (default 60) of the same paced traffic; the engine process is killed with SIGKILL
//    at a third of it, the shop process itself (and its engine with it) at two thirds (SOAK_SHOP_KILL=off leaves
//    it), and the shop started again on the same data. Counts the failed requests by kind, the seconds until
//    /ready answers 200 again after each kill, and checks afterwards, reading the engine itself: every order
//    acknowledged (201) is there, and every product's stock is its stock at the start of the phase less the units
//    of the orders placed since that exist and hold stock (cancelled ones gave theirs back), with no hold left.
//
// The load generator is this process; its own CPU use is printed beside the shop's so that a saturated generator
// shows. Virtual clients send X-Forwarded-For from 203.0.113.0/24 (documentation addresses, never contacted) with
// TRUST_PROXY=loopback, and every order uses a phone number of its own, as real shoppers would.
import { execFileSync, spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MongoClient } from 'mongodb';
import { descendantsOf, procStat, rssMbOf } from './bench-support.mjs';

const root = resolve(import.meta.dirname, '../..');
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const FAULT_SECONDS = Number(process.env.SOAK_FAULT_SECONDS ?? 60);
const MAX_RATE_SECONDS = Number(process.env.SOAK_MAX_RATE_SECONDS ?? 10);
const PHASES = (process.env.SOAK_PHASES ?? 'attacks,soak,fault').split(',');
const SHOP_KILL = process.env.SOAK_SHOP_KILL !== 'off';
const RECOVERY_BOUND_MS = 30_000;

execFileSync(process.execPath, ['server/scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });

const children = new Set();
const tempDirs = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});
process.on('SIGINT', () => process.exit(130));

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
async function until(condition, what, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(20);
  }
}

// ---- processes ----
const startCommand = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')).scripts['start:prod'];
const startArgs = startCommand.split(/\s+/).slice(1);

async function startShop(env = {}, dataDir = undefined) {
  if (!dataDir) {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-soak-'));
    tempDirs.push(dataDir);
  }
  const child = spawn(process.execPath, startArgs, {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MONGODB_URI: '', DATA_DIR: dataDir, NO_COLOR: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  // SOAK_SHOP_LOG=file: the shop's own output as it comes (for finding out what went wrong).
  if (process.env.SOAK_SHOP_LOG)
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => appendFileSync(process.env.SOAK_SHOP_LOG, chunk));
  child.log = () => log;
  child.stopped = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  // A start on a busy machine (a soak beside builds and tests) can take a while.
  await until(
    () => /running at (http:\/\/[^\s"]+)/.test(log) || child.exitCode !== null,
    'the shop to listen',
    120_000,
  );
  if (child.exitCode !== null) throw new Error(`The shop did not start:\n${log}`);
  const base = /running at (http:\/\/[^\s"]+)/.exec(log)[1].replace('localhost', '127.0.0.1');
  await until(async () => (await fetch(`${base}/ready`).catch(() => ({ ok: false }))).ok, '/ready', 120_000);
  return { child, base, dataDir };
}

async function stopShop(shop) {
  if (shop.child.exitCode === null) shop.child.kill('SIGTERM');
  await shop.child.stopped;
  children.delete(shop.child);
}

/** The embedded engine's process: the descendant whose executable is the jongodb binary. */
function enginePid(shopPid) {
  for (const pid of descendantsOf(shopPid)) {
    try {
      if (readlinkSync(`/proc/${pid}/exe`).endsWith('/jongodb')) return pid;
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}
/** CPU time of a process in ms; NaN once it is gone (a crash is reported, not thrown). */
const cpuMs = (pid) => procStat(pid)?.cpuMs ?? Number.NaN;
/** Samples a process's resident memory every `everyMs` until stopped. */
function rssSampler(pid, everyMs) {
  const samples = [];
  const timer = setInterval(() => samples.push({ at: performance.now(), mb: rssMbOf(pid) }), everyMs);
  samples.push({ at: performance.now(), mb: rssMbOf(pid) });
  return {
    samples,
    stop() {
      clearInterval(timer);
      samples.push({ at: performance.now(), mb: rssMbOf(pid) });
      const values = samples.map((s) => s.mb).filter((mb) => mb > 0);
      return { start: values[0], peak: Math.max(...values), end: values.at(-1) };
    },
  };
}

// ---- requests ----
const json = (body, headers = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
async function call(url, init) {
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text.slice(0, 200);
    }
    return { status: response.status, body, bytes: text.length };
  } catch (error) {
    return { status: 0, body: String(error.cause?.code ?? error.message), bytes: 0 };
  }
}
const firstError = (answer) =>
  answer.body?.errors?.[0]
    ? `${answer.body.errors[0].extensions?.code ?? ''} ${answer.body.errors[0].message}`.trim()
    : (answer.body?.message ?? String(answer.body).slice(0, 120));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const tally = (answers) => {
  const counts = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return Object.entries(counts)
    .map(([status, n]) => `${n}× ${status === '0' ? 'no answer' : status}`)
    .join(', ');
};
async function unitsInStock(base) {
  const answer = await call(`${base}/api/v1/products?limit=100`);
  if (answer.status !== 200) return { units: NaN, products: NaN };
  let units = 0;
  let products = 0;
  for (let page = 1; page <= answer.body.pagination.pages; page++) {
    const list = page === 1 ? answer : await call(`${base}/api/v1/products?limit=100&page=${page}`);
    for (const product of list.body.data) {
      if (!(product.stockQuantity > 0)) continue;
      units += product.stockQuantity;
      products++;
    }
  }
  return { units, products };
}

const results = { meta: { cpus: cpus().length, loadavg: loadavg()[0] } };

// ---- 1. attacks ----
async function attacks() {
  console.log('\n== 1. Attacks (RATE_LIMITS=off: every attack reaches the shop) ==');
  const shop = await startShop({ RATE_LIMITS: 'off' });
  const { base } = shop;
  const pid = shop.child.pid;
  const rss = rssSampler(pid, 50);
  const stockBefore = await unitsInStock(base);
  const report = (name, answers, started) =>
    console.log(
      `  ${name.padEnd(44)} ${tally(answers).padEnd(22)} ${((performance.now() - started) / 1000).toFixed(2)} s   ${firstError(answers.at(-1)).slice(0, 90)}`,
    );

  // What the hoarder will order, read while the shop is surely up.
  const inStock = [];
  for (let page = 1; ; page++) {
    const list = await call(`${base}/api/v1/products?limit=100&inStock=true&page=${page}`);
    // Sold as one: an order's line of a product sold in kinds names its kind.
    inStock.push(...list.body.data.filter((product) => !product.options));
    if (!list.body.pagination.hasNext) break;
  }
  const died = () => shop.child.exitCode !== null || shop.child.signalCode !== null;
  const attack = async (name, run) => {
    if (died()) return console.log(`  ${name.padEnd(44)} not sent: the shop is down`);
    const t = performance.now();
    const before = rssMbOf(pid);
    const answers = await run();
    await sleep(300); // an abort reaches this process a little after the sockets close
    report(name, answers, t);
    console.log(
      `      resident memory ${before.toFixed(0)} → ${rssMbOf(pid).toFixed(0)} MB${died() ? `; THE SHOP DIED: ${shop.child.log().trim().split('\n').slice(-2).join(' | ').slice(0, 200)}` : ''}`,
    );
  };

  const fields = 'items { id name description specifications { key value } images }';
  const aliases500 = `query { ${Array.from({ length: 500 }, (_, i) => `a${i}: products(limit: 100, minPrice: ${i}) { ${fields} }`).join(' ')} }`;
  await attack(`10 × 500 aliases (${(aliases500.length / 1024).toFixed(0)} KB) at once`, () =>
    Promise.all(Array.from({ length: 10 }, () => call(`${base}/graphql`, json({ query: aliases500 })))),
  );
  const aliases1000 = `{ ${Array.from({ length: 1000 }, (_, i) => `a${i}: products(limit: 100) { items { id } }`).join(' ')} }`;
  await attack(`1 × 1,000 aliases (${(aliases1000.length / 1024).toFixed(0)} KB)`, async () => [
    await call(`${base}/graphql`, json({ query: aliases1000 })),
  ]);
  // The same bombs made small enough to pass the size bound: the alias and cost limits must refuse them.
  const aliases100 = `{ ${Array.from({ length: 100 }, (_, i) => `a${i}: products(limit: 100) { items { id name } }`).join(' ')} }`;
  await attack(`10 × 100 aliases (${(aliases100.length / 1024).toFixed(0)} KB) at once`, () =>
    Promise.all(Array.from({ length: 10 }, () => call(`${base}/graphql`, json({ query: aliases100 })))),
  );
  const costly = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: products(limit: 100, minPrice: ${i}) { ${fields} }`).join(' ')} }`;
  await attack(`10 × 15 aliases of 100 full products at once`, () =>
    Promise.all(Array.from({ length: 10 }, () => call(`${base}/graphql`, json({ query: costly })))),
  );
  for (const selection of ['productCategories', 'shop { name }']) {
    await attack(`86 distinct 900 KB { ${selection} }`, async () => {
      const answers = [];
      for (let i = 0; i < 86; i++)
        answers.push(
          await call(`${base}/graphql`, json({ query: `# ${'x'.repeat(900_000)}\nquery Q${i} { ${selection} }` })),
        );
      return answers;
    });
  }
  // 13 hoarding orders from one address: 50 lines of up to 10 units each, over every product in stock.
  await attack('13 hoarding guest orders, one address', async () => {
    const hoard = [];
    for (let order = 0; order < 13; order++) {
      const items = Array.from({ length: Math.min(50, inStock.length) }, (_, i) => {
        const product = inStock[(order * 50 + i) % inStock.length];
        return { product: product._id, quantity: Math.max(1, Math.min(10, product.stockQuantity)) };
      });
      hoard.push(
        await call(
          `${base}/api/v1/orders`,
          json({
            items,
            shippingAddress: { name: 'Hoarder', phone: '03005550001', address: 'Street 1', city: 'Lahore' },
            paymentMethod: 'COD',
          }),
        ),
      );
    }
    return hoard;
  });
  const stockAfter = await unitsInStock(base);
  const up =
    !died() &&
    (await call(`${base}/health`)).status === 200 &&
    (await call(`${base}/api/v1/products?limit=1`)).status === 200;
  const memory = rss.stop();
  console.log(
    `  units in stock: ${stockBefore.units} in ${stockBefore.products} products before, ${stockAfter.units} in ${stockAfter.products} after`,
  );
  console.log(
    `  shop resident memory: start ${memory.start.toFixed(0)} MB, peak ${memory.peak.toFixed(0)} MB, end ${memory.end.toFixed(0)} MB; still up: ${up ? 'yes' : 'NO'}`,
  );
  results.attacks = { memory, up, stockBefore, stockAfter };
  await stopShop(shop);
}

// ---- mixed traffic ----
/** The traffic goes to `target.base` (a string, or an object whose `base` changes when the shop is started again). */
async function mixedTraffic(target) {
  const shop = typeof target === 'string' ? { base: target } : target;
  const base = shop.base;
  const login = async (email, password) =>
    (await call(`${base}/api/v1/auth/login`, json({ email, password }))).body.data.token;
  const adminToken = await login('admin@volt.demo', 'admin123');
  const admin = { authorization: `Bearer ${adminToken}` };
  const catalogue = (await call(`${base}/api/v1/products?limit=100&inStock=true`)).body.data.filter(
    (product) => !product.options,
  );
  const someIds = catalogue.slice(0, 30).map((p) => p._id);
  let n = 0;
  const orders = [];
  const toCancel = [];
  // Every request from the next of 253 addresses (a prime, so the guest orders, one per 100 requests, come from
  // all of them in turn, as shoppers' orders do, instead of a handful of addresses that the hoarding caps refuse).
  let sent = 0;
  const client = () => `203.0.113.${(sent++ % 253) + 1}`;
  const kinds = [
    ['listing', 30, () => [`/api/v1/products`]],
    [
      'filtered listing',
      10,
      () => [`/api/v1/products?category=Chargers&inStock=true&maxPrice=5000&sortBy=price-low&page=${(n % 2) + 1}`],
    ],
    ['search', 10, () => [`/api/v1/products?search=${['usb', 'cable', 'power bank', 'case'][n % 4]}`]],
    ['detail', 25, () => [`/api/v1/products/${someIds[n % someIds.length]}`]],
    [
      'GraphQL listing',
      15,
      () => [
        '/graphql',
        json({ query: '{ products(limit: 12) { items { id name finalPrice images inStock } pagination { total } } }' }),
      ],
    ],
    ['admin orders list', 4, () => [`/api/v1/orders/admin/guest-orders?page=1&limit=10`, { headers: admin }]],
    ['admin products list', 3, () => [`/api/v1/admin/products?page=${(n % 3) + 1}`, { headers: admin }]],
    [
      'guest order',
      1,
      () => {
        const product = catalogue[n % catalogue.length];
        const phone = `0300${String(1_000_000 + (n % 9_000_000)).padStart(7, '0')}`;
        return [
          '/api/v1/orders',
          json({
            items: [{ product: product._id, quantity: 1 }],
            shippingAddress: { name: 'Soak Shopper', phone, address: 'Soak Street 1', city: 'Lahore' },
            paymentMethod: 'COD',
          }),
          true,
        ];
      },
    ],
    [
      'admin cancels an order',
      1,
      () => {
        const order = toCancel.shift();
        if (!order) return [`/api/v1/orders/admin/guest-orders?page=2&limit=10`, { headers: admin }];
        return [
          `/api/v1/orders/guest/${order.id}/status`,
          {
            method: 'PUT',
            headers: { ...admin, 'content-type': 'application/json' },
            body: JSON.stringify({ status: 'Cancelled' }),
          },
        ];
      },
    ],
  ];
  const cycle = kinds.flatMap(([name, weight, make]) => Array.from({ length: weight }, () => [name, make]));
  const stats = new Map(kinds.map(([name]) => [name, { latencies: [], statuses: {} }]));
  const one = async (due) => {
    const [name, make] = cycle[n++ % cycle.length];
    const [path, init = {}, isOrder] = make();
    const headers = { 'x-forwarded-for': client(), ...(init.headers ?? {}) };
    const answer = await call(shop.base + path, { ...init, headers });
    const at = performance.now();
    const stat = stats.get(name);
    stat.latencies.push(at - due);
    stat.statuses[answer.status] = (stat.statuses[answer.status] ?? 0) + 1;
    if (isOrder && answer.status === 201) {
      const order = { id: answer.body.data._id, key: answer.body.data.accessKey, ackAt: Date.now() };
      orders.push(order);
      toCancel.push(order);
    }
    return answer;
  };
  return { one, stats, orders };
}

async function closedLoopRate(traffic, seconds, concurrency = 32) {
  const end = performance.now() + seconds * 1000;
  let count = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        await traffic.one(performance.now());
        count++;
      }
    }),
  );
  return count / seconds;
}

/** Sends traffic at `rate` per second for `seconds` on a fixed schedule; `onSecond` runs every second. */
async function paced(traffic, rate, seconds, onSecond = () => undefined) {
  const total = Math.round(rate * seconds);
  const pending = new Set();
  const t0 = performance.now();
  let nextSecond = 1;
  for (let sent = 0; sent < total;) {
    const now = performance.now();
    while (sent < total && t0 + (sent * 1000) / rate <= now) {
      const promise = traffic.one(t0 + (sent * 1000) / rate);
      pending.add(promise);
      promise.finally(() => pending.delete(promise));
      sent++;
    }
    if (now - t0 >= nextSecond * 1000) onSecond(nextSecond++);
    await sleep(1);
  }
  await Promise.all(pending);
}

function printStats(stats) {
  console.log(
    `  ${'request'.padEnd(24)} ${'count'.padStart(7)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(8)}  answers`,
  );
  let all = 0;
  let failed = 0;
  for (const [name, stat] of stats) {
    const sorted = [...stat.latencies].sort((a, b) => a - b);
    all += sorted.length;
    for (const [status, count] of Object.entries(stat.statuses))
      if (!(Number(status) >= 200 && Number(status) < 300)) failed += count;
    const answers = Object.entries(stat.statuses)
      .map(([s, c]) => `${c}× ${s === '0' ? 'no answer' : s}`)
      .join(', ');
    console.log(
      `  ${name.padEnd(24)} ${String(sorted.length).padStart(7)} ${percentile(sorted, 50).toFixed(1).padStart(7)} ${percentile(sorted, 99).toFixed(1).padStart(8)}  ${answers}`,
    );
  }
  return { all, failed };
}

// ---- 2. soak ----
async function soak() {
  console.log(`\n== 2. Soak: ${SOAK_SECONDS} s of mixed traffic at half the maximum rate ==`);
  const shop = await startShop({ RATE_LIMITS: 'off', TRUST_PROXY: 'loopback' });
  const pid = shop.child.pid;
  const warm = await mixedTraffic(shop.base);
  await closedLoopRate(warm, 3);
  const probe = await mixedTraffic(shop.base);
  const maxRate = await closedLoopRate(probe, MAX_RATE_SECONDS);
  // SOAK_RATE fixes the rate (for a look at a loaded machine); the goal is half the measured maximum.
  const rate = Number(process.env.SOAK_RATE ?? 0) || maxRate / 2;
  console.log(
    `  maximum rate of the mix (closed loop, 32 at a time, ${MAX_RATE_SECONDS} s): ${maxRate.toFixed(0)} req/s; soaking at ${rate.toFixed(0)} req/s`,
  );
  const traffic = await mixedTraffic(shop.base);
  const rss = rssSampler(pid, 1000);
  const engine = enginePid(pid);
  const engineRss = engine ? rssSampler(engine, 1000) : undefined;
  const engineCpu0 = engine ? cpuMs(engine) : 0;
  const shopCpu0 = cpuMs(pid);
  const ownCpu0 = process.cpuUsage();
  const t0 = performance.now();
  await paced(traffic, rate, SOAK_SECONDS, (second) => {
    if (second % 60 === 0)
      console.log(
        `  … ${second} s, resident memory ${rssMbOf(pid).toFixed(0)} MB${engine ? `, engine ${rssMbOf(engine).toFixed(0)} MB` : ''}`,
      );
  });
  const seconds = (performance.now() - t0) / 1000;
  const memory = rss.stop();
  const engineMemory = engineRss?.stop();
  const own = process.cpuUsage(ownCpu0);
  const { all, failed } = printStats(traffic.stats);
  const minute = (from, to) => {
    const values = rss.samples.filter((s) => s.at - t0 >= from * 1000 && s.at - t0 < to * 1000).map((s) => s.mb);
    return values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  };
  const firstMinute = minute(0, Math.min(60, seconds / 2));
  const lastMinute = minute(Math.max(seconds / 2, seconds - 60), seconds + 1);
  console.log(
    `  ${all} requests in ${seconds.toFixed(0)} s (${(all / seconds).toFixed(0)} req/s), ${failed} failed; ${traffic.orders.length} orders placed`,
  );
  console.log(
    `  shop resident memory: start ${memory.start.toFixed(0)} MB, peak ${memory.peak.toFixed(0)} MB, end ${memory.end.toFixed(0)} MB; first minute mean ${firstMinute.toFixed(0)} MB, last minute mean ${lastMinute.toFixed(0)} MB`,
  );
  if (engineMemory)
    console.log(
      `  engine resident memory: start ${engineMemory.start.toFixed(0)} MB, peak ${engineMemory.peak.toFixed(0)} MB, end ${engineMemory.end.toFixed(0)} MB`,
    );
  console.log(
    `  CPU: shop ${((cpuMs(pid) - shopCpu0) / 10 / seconds).toFixed(0)} %, engine ${engine ? ((cpuMs(engine) - engineCpu0) / 10 / seconds).toFixed(0) : '?'} %, load generator ${((own.user + own.system) / 1e4 / seconds).toFixed(0)} % of one core`,
  );
  const shopLines = shop.child
    .log()
    .split('\n')
    .filter((line) => /WARN|ERROR/.test(line));
  if (shopLines.length)
    console.log(
      `  the shop's warnings and errors (${shopLines.length}):\n${shopLines
        .slice(0, 12)
        .map((l) => `    ${l.trim()}`)
        .join('\n')}`,
    );
  results.soak = {
    maxRate,
    rate,
    all,
    failed,
    memory,
    engineMemory,
    firstMinute,
    lastMinute,
    orders: traffic.orders.length,
  };
  await stopShop(shop);
  return rate;
}

// ---- 3. fault ----
/** The engine's data as it is now, read from outside the shop (the engine's own address, from the debug route). */
async function engineData(base) {
  let uri;
  // Asked again while the shop sheds load (the debug route is an API call too).
  await until(
    async () => (uri = (await call(`${base}/api/v1/debug/engine`)).body?.uri) !== undefined,
    'the engine',
    120_000,
  );
  const client = await MongoClient.connect(uri, { directConnection: true });
  try {
    const db = client.db();
    const orders = await db
      .collection('orders')
      .find({}, { projection: { stockTaken: 1, items: 1 } })
      .toArray();
    const products = await db
      .collection('products')
      .find({}, { projection: { stockQuantity: 1, holdCount: 1 } })
      .toArray();
    return { orders, products };
  } finally {
    await client.close();
  }
}

async function fault(rate) {
  console.log(
    `\n== 3. Fault: the engine killed (SIGKILL)${SHOP_KILL ? ', then the shop process,' : ''} under ${rate.toFixed(0)} req/s of mixed traffic ==`,
  );
  // A fixed secret: the admin's sign-in outlives a restart of the shop.
  const env = {
    RATE_LIMITS: 'off',
    TRUST_PROXY: 'loopback',
    DB_COMMAND_COUNTS: 'on',
    JWT_SECRET: 'soak-fault-phase-secret-0123456789abcdef',
  };
  let shop = await startShop(env);
  const target = { base: shop.base };
  const before = await engineData(shop.base);
  const startStock = new Map(before.products.map((product) => [String(product._id), product.stockQuantity]));
  const earlierOrders = new Set(before.orders.map((order) => String(order._id)));
  const traffic = await mixedTraffic(target);
  const kills = [
    { kind: 'engine', second: Math.max(5, Math.round(FAULT_SECONDS / 3)) },
    ...(SHOP_KILL ? [{ kind: 'shop', second: Math.max(10, Math.round((FAULT_SECONDS * 2) / 3)) }] : []),
  ];
  const watching = [];
  /** Polls until the shop answers /ready and a listing again; records the time since the kill. */
  const watchRecovery = async (kill) => {
    const t = performance.now();
    while (performance.now() - t < 120_000) {
      if (
        (await call(`${target.base}/ready`)).status === 200 &&
        (await call(`${target.base}/api/v1/products?limit=1&page=2`)).status === 200
      ) {
        kill.readyAgainMs = performance.now() - t;
        return;
      }
      await sleep(100);
    }
  };
  await paced(traffic, rate, FAULT_SECONDS, (second) => {
    const kill = kills.find((k) => k.second === second);
    if (!kill) return;
    kill.at = Date.now();
    if (kill.kind === 'engine') {
      const engine = enginePid(shop.child.pid);
      process.kill(engine, 'SIGKILL');
      console.log(`  engine ${engine} killed at ${second} s`);
      watching.push(watchRecovery(kill));
      return;
    }
    shop.child.kill('SIGKILL');
    console.log(`  shop ${shop.child.pid} killed at ${second} s`);
    watching.push(
      (async () => {
        const t = performance.now();
        await shop.child.stopped;
        children.delete(shop.child);
        shop = await startShop(env, shop.dataDir);
        target.base = shop.base;
        await watchRecovery(kill);
        if (kill.readyAgainMs !== undefined) kill.readyAgainMs = performance.now() - t;
      })(),
    );
  });
  await Promise.all(watching);
  const { all, failed } = printStats(traffic.stats);

  // Every acknowledged order is there; stock is the start less the units of the orders placed since that exist.
  const after = await engineData(shop.base);
  const stored = new Set(after.orders.map((order) => String(order._id)));
  const lost = traffic.orders.filter((order) => !stored.has(order.id));
  const held = new Map();
  for (const order of after.orders)
    if (!earlierOrders.has(String(order._id)) && order.stockTaken)
      for (const line of order.items)
        held.set(String(line.product), (held.get(String(line.product)) ?? 0) + line.quantity);
  const wrong = after.products.filter(
    (product) =>
      product.stockQuantity !== (startStock.get(String(product._id)) ?? 0) - (held.get(String(product._id)) ?? 0) ||
      (product.holdCount ?? 0) !== 0,
  );
  const nearKill = (order) =>
    kills.some((kill) => kill.at !== undefined && order.ackAt < kill.at && order.ackAt >= kill.at - 5_000);
  console.log(`  ${all} requests, ${failed} failed (by kind above)`);
  for (const kill of kills)
    console.log(
      `  ${kill.kind} kill at ${kill.second} s: ready again ${kill.readyAgainMs === undefined ? 'NEVER (120 s)' : `${(kill.readyAgainMs / 1000).toFixed(1)} s`} after it`,
    );
  console.log(
    `  orders acknowledged: ${traffic.orders.length}, lost: ${lost.length}; of them acknowledged in the 5 s before a kill: ${traffic.orders.filter(nearKill).length}, lost: ${lost.filter(nearKill).length}`,
  );
  console.log(
    `  stock: ${after.products.length - wrong.length} of ${after.products.length} products exact (start less the units of the ${held.size ? [...held.values()].reduce((a, b) => a + b, 0) : 0} units held by the orders since)${
      wrong.length
        ? `; wrong: ${wrong
            .slice(0, 5)
            .map(
              (p) =>
                `${p._id} ${p.stockQuantity} (expected ${(startStock.get(String(p._id)) ?? 0) - (held.get(String(p._id)) ?? 0)}, holds ${p.holdCount ?? 0})`,
            )
            .join(', ')}`
        : ''
    }`,
  );
  const shopLines = shop.child
    .log()
    .split('\n')
    .filter((line) => /engine|database|journal|copy|recover|ready/i.test(line))
    .slice(0, 12);
  if (shopLines.length) console.log(`  the shop's log:\n${shopLines.map((l) => `    ${l.trim()}`).join('\n')}`);
  results.fault = {
    all,
    failed,
    kills,
    acknowledged: traffic.orders.length,
    lost: lost.length,
    stockWrong: wrong.length,
  };
  await stopShop(shop);
}

if (PHASES.includes('attacks')) await attacks();
let rate = Number(process.env.SOAK_RATE ?? 0);
if (PHASES.includes('soak')) rate = await soak();
if (PHASES.includes('fault')) {
  if (!rate) {
    const shop = await startShop({ RATE_LIMITS: 'off', TRUST_PROXY: 'loopback' });
    const traffic = await mixedTraffic(shop.base);
    await closedLoopRate(traffic, 3);
    rate = (await closedLoopRate(await mixedTraffic(shop.base), MAX_RATE_SECONDS)) / 2;
    await stopShop(shop);
  }
  await fault(rate);
}

console.log('\nGoals:');
const goal = (met, text) => console.log(`  ${met ? 'met   ' : 'MISSED'} ${text}`);
if (results.attacks) {
  goal(
    results.attacks.up && results.attacks.memory.peak < 250,
    `attacks leave the shop up under 250 MB (peak ${results.attacks.memory.peak.toFixed(0)} MB)`,
  );
  goal(
    results.attacks.stockAfter.units >= results.attacks.stockBefore.units * 0.8,
    `hoarding leaves at least 80 % of the units in stock (${results.attacks.stockAfter.units} of ${results.attacks.stockBefore.units})`,
  );
}
if (results.soak) {
  goal(results.soak.failed === 0, `soak: 0 errors (${results.soak.failed} of ${results.soak.all})`);
  goal(
    results.soak.lastMinute <= results.soak.firstMinute * 1.2 + 10,
    `soak: resident memory flat (first minute ${results.soak.firstMinute.toFixed(0)} MB, last ${results.soak.lastMinute.toFixed(0)} MB)`,
  );
}
if (results.fault) {
  for (const kill of results.fault.kills)
    goal(
      kill.readyAgainMs !== undefined && kill.readyAgainMs <= RECOVERY_BOUND_MS,
      `fault: ready again within 30 s of the ${kill.kind} kill (${kill.readyAgainMs === undefined ? 'never' : `${(kill.readyAgainMs / 1000).toFixed(1)} s`})`,
    );
  goal(
    results.fault.lost === 0,
    `fault: no acknowledged order lost (${results.fault.lost} of ${results.fault.acknowledged})`,
  );
  goal(results.fault.stockWrong === 0, `fault: stock exact on every product (${results.fault.stockWrong} wrong)`);
}
process.exit(0);

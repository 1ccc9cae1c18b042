// npm run bench:orders: does placing an order get slower as orders pile up? Starts the embedded engine, seeds
// the demo catalogue into it (`node dist/.../seed.cli.js`), starts the built shop on it as `npm run start:prod`
// does (RATE_LIMITS=off, EMBEDDED_PERSIST=off), then, with 0, 1,000, 5,000 and 10,000 orders stored (bulk
// inserted through the driver), measures guest order placement over HTTP (p50/p95) and the engine alone: a raw
// insertOne into `orders`, countDocuments, and a find by order number. A figure script, never a test.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { MongoClient, ObjectId } from 'mongodb';
import { ENGINE_BINARY, rssMbOf, until } from './bench-support.mjs';

const root = resolve(import.meta.dirname, '../..');
const SIZES = (process.env.BENCH_ORDER_SIZES ?? '0,1000,5000,10000').split(',').map(Number);
const PLACEMENTS = Number(process.env.BENCH_ORDER_PLACEMENTS ?? 60);
const RAW = Number(process.env.BENCH_ORDER_RAW ?? 15);

const children = new Set();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});
process.on('SIGINT', () => process.exit(130));

function start(command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  child.log = () => log;
  child.stopped = new Promise((done) => child.once('exit', done));
  return child;
}

const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const ms = (value) => value.toFixed(1).padStart(7);
async function timed(fn) {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

// ---- engine, catalogue, shop ----
execFileSync(process.execPath, ['server/scripts/build-if-stale.mjs'], { cwd: root, stdio: 'inherit' });
const engine = start(ENGINE_BINARY, ['--port=0', '--database=shop']);
await until(() => /JONGODB_URI=(\S+)/.test(engine.log()), 'the engine', 60_000);
const uri = /JONGODB_URI=(\S+)/.exec(engine.log())[1];
execFileSync(process.execPath, ['dist/server/src/demo/seed.cli.js'], {
  cwd: root,
  env: { ...process.env, MONGODB_URI: uri },
  stdio: 'ignore',
});

const startArgs = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'))
  .scripts['start:prod'].split(/\s+/)
  .slice(1);
const shop = start(process.execPath, startArgs, {
  PORT: '0',
  MONGODB_URI: uri,
  RATE_LIMITS: 'off',
  EMBEDDED_PERSIST: 'off',
  DB_COMMAND_COUNTS: 'on',
  NO_COLOR: '1',
});
await until(
  () => /running at (http:\/\/[^\s"]+)/.test(shop.log()) || shop.exitCode !== null,
  'the shop to listen',
  60_000,
);
if (shop.exitCode !== null) throw new Error(`The shop did not start:\n${shop.log()}`);
const base = /running at (http:\/\/[^\s"]+)/.exec(shop.log())[1].replace('localhost', '127.0.0.1');
await until(async () => (await fetch(`${base}/ready`).catch(() => ({ ok: false }))).ok, '/ready', 60_000);
const commandCounts = async () => await (await fetch(`${base}/api/v1/debug/db-commands`)).json();

const client = await MongoClient.connect(uri);
const db = client.db();
const orders = db.collection('orders');
// Plenty of stock, so that no placement fails for want of it.
await db.collection('products').updateMany({}, { $set: { stockQuantity: 1_000_000 } });
const products = await db
  .collection('products')
  // Sold as one: an order's line of a product sold in kinds names its kind.
  .find({ 'options.0': { $exists: false } }, { projection: { _id: 1, name: 1, price: 1 } })
  .toArray();
// The shop's indexes are built by the shop at start (autoIndex); wait until they are there.
await until(async () => (await orders.indexes().catch(() => [])).length > 1, 'the order indexes', 60_000);
const indexCount = (await orders.indexes()).length;

// ---- stored orders, as the shop writes them ----
const STATUSES = ['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'];
let serial = 0;
function storedOrder() {
  const n = serial++;
  const product = products[n % products.length];
  const guest = n % 2 === 0;
  const createdAt = new Date(Date.now() - (n % 90) * 86_400_000);
  const contact = {
    name: 'Stored Buyer',
    email: `buyer${n}@example.pk`,
    phone: `0300${String(1_000_000 + n).slice(-7)}`,
    address: `House ${n}, Street 1`,
    city: 'Lahore',
  };
  return {
    _id: new ObjectId(),
    orderNumber: `VB${String(n).padStart(7, '0')}-BENCH`,
    ...(guest
      ? { guestInfo: contact, accessKeyHash: 'x'.repeat(64) }
      : { userId: new ObjectId(), customer: { name: contact.name, email: contact.email, phone: contact.phone } }),
    isGuestOrder: guest,
    client: {
      ip: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      phone: `+92300${String(1_000_000 + n).slice(-7)}`,
    },
    items: [
      {
        product: product._id,
        name: product.name,
        brand: 'Bench',
        category: 'Cables',
        image: '',
        price: product.price,
        quantity: 1 + (n % 3),
      },
    ],
    shippingAddress: contact,
    paymentMethod: 'COD',
    totalAmount: product.price * (1 + (n % 3)),
    notes: '',
    status: STATUSES[n % STATUSES.length],
    statusHistory: [{ status: 'Pending', changedAt: createdAt, byId: '', byName: 'Guest', byRole: 'guest' }],
    stockTaken: n % STATUSES.length !== 4,
    stockMoves: [new ObjectId().toHexString()],
    revision: 0,
    createdAt,
    updatedAt: createdAt,
  };
}

let placed = 0;
const guestOrder = () => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    items: [{ product: String(products[placed % products.length]._id), quantity: 1 }],
    // A phone number of its own for every order: the shop caps the orders waiting per phone.
    shippingAddress: {
      name: 'Bench Buyer',
      phone: `0301${String(placed++).padStart(7, '0')}`,
      address: 'Bench Street 1',
      city: 'Lahore',
    },
    paymentMethod: 'COD',
  }),
});

// A few unmeasured orders first (code warm-up).
for (let i = 0; i < 20; i++) await fetch(`${base}/api/v1/orders`, guestOrder());
await orders.deleteMany({});

const rows = [];
for (const size of SIZES) {
  const stored = await orders.countDocuments();
  for (let batch = stored; batch < size; batch += 1000) {
    await orders.insertMany(Array.from({ length: Math.min(1000, size - batch) }, storedOrder), { ordered: false });
  }
  const count = await orders.countDocuments();

  const placement = [];
  const commandsBefore = await commandCounts();
  for (let i = 0; i < PLACEMENTS; i++) {
    let status = 0;
    placement.push(await timed(async () => (status = (await fetch(`${base}/api/v1/orders`, guestOrder())).status)));
    if (status !== 201) throw new Error(`An order failed with ${status}`);
  }
  const commandsAfter = await commandCounts();
  const perOrder = Object.entries(commandsAfter.byCommand)
    .map(([name, n]) => [name, (n - (commandsBefore.byCommand[name] ?? 0)) / PLACEMENTS])
    .filter(([, n]) => n > 0)
    .map(([name, n]) => `${name} ${n}`)
    .join(', ');
  const insertOne = [];
  const openUnits = [];
  const countAll = [];
  const countFiltered = [];
  const findByNumber = [];
  for (let i = 0; i < RAW; i++) {
    const order = storedOrder();
    insertOne.push(await timed(() => orders.insertOne(order)));
    // The open-units check of a placement (OrderLimitsService: a guest's phone number).
    openUnits.push(
      await timed(() =>
        orders
          .find(
            {
              status: 'Pending',
              stockTaken: true,
              $or: [{ 'client.phone': '+923001234567' }],
            },
            { projection: { items: 1, userId: 1, client: 1 } },
          )
          .toArray(),
      ),
    );
    countAll.push(await timed(() => orders.countDocuments({})));
    countFiltered.push(await timed(() => orders.countDocuments({ status: 'Pending' })));
    findByNumber.push(await timed(() => orders.findOne({ orderNumber: order.orderNumber })));
  }
  const row = {
    stored: count,
    placeP50: quantile(placement, 0.5),
    placeP95: quantile(placement, 0.95),
    insertOne: quantile(insertOne, 0.5),
    openUnits: quantile(openUnits, 0.5),
    perOrder,
    countAll: quantile(countAll, 0.5),
    countPending: quantile(countFiltered, 0.5),
    findByNumber: quantile(findByNumber, 0.5),
  };
  rows.push(row);
  console.error(`measured at ${count} stored orders`);
}

console.log(
  `\nOrder placement against stored orders (embedded engine, ${indexCount} indexes on orders, ${PLACEMENTS} guest orders one at a time, engine figures median of ${RAW}):\n`,
);
console.log(
  '| Stored orders | place p50 ms | place p95 ms | raw insertOne ms | open-units find ms | countDocuments({}) ms | countDocuments({status}) ms | findOne by orderNumber ms |',
);
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  console.log(
    `| ${row.stored.toLocaleString('en-US')} | ${ms(row.placeP50)} | ${ms(row.placeP95)} | ${ms(row.insertOne)} | ${ms(row.openUnits)} | ${ms(row.countAll)} | ${ms(row.countPending)} | ${ms(row.findByNumber)} |`,
  );
}
console.log(
  `\nDatabase commands per guest order: ${rows.map((row) => `${row.stored.toLocaleString('en-US')} stored: ${row.perOrder}`).join('; ')}`,
);
const rss = rssMbOf(shop.pid);
console.log(`\nShop resident memory at the end: ${rss.toFixed(0)} MB`);

await client.close();
shop.kill('SIGTERM');
await shop.stopped;
engine.kill('SIGTERM');
await engine.stopped;

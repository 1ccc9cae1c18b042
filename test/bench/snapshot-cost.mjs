// node test/bench/snapshot-cost.mjs (after npm run build:server): what the embedded store's copies on disk cost
// as orders accumulate: a whole copy (the first after a start or an engine restart), a copy after 20 orders
// placed and 20 changed (what a busy shop writes every 2 s: only those documents are read, and patched into
// the previous copy's file), the copy's size, and the time to load it into a new engine (a start, or
// recovery after the engine died). Figures for docs/performance.md.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const require = createRequire(join(root, 'package.json'));
const { EmbeddedStore } = require('./dist/server/src/database/embedded-store.js');
const { default: mongoose } = await import(require.resolve('mongoose'));
const { Logger } = require('@nestjs/common');
Logger.overrideLogger(false);

const COUNTS = (process.env.SNAPSHOT_ORDERS ?? '0,1000,5000,10000').split(',').map(Number);

/** The size of the newest copy under `dir`. */
function sizeOf(dir) {
  const newest = readdirSync(dir)
    .filter((name) => name.startsWith('gen-'))
    .sort()
    .pop();
  const bytes = newest
    ? readdirSync(join(dir, newest)).reduce((sum, name) => sum + statSync(join(dir, newest, name)).size, 0)
    : 0;
  return bytes > 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${(bytes / 1e3).toFixed(0)} kB`;
}

function order(index) {
  const id = () => new mongoose.Types.ObjectId();
  const at = new Date(Date.now() - index * 60_000);
  return {
    _id: id(),
    orderNumber: `VA261123-${String(index).padStart(5, '0')}`,
    accessKey: 'k'.repeat(32),
    user: null,
    isGuestOrder: true,
    guestInfo: { name: 'Hamza Ali', phone: '0300 1112233', email: 'hamza@example.pk', city: 'Lahore' },
    items: [1, 2].map((line) => ({
      product: id(),
      name: `Anker PowerCore ${line}0000 Power Bank`,
      image: '/images/demo/anker.webp',
      price: 4999,
      quantity: line,
    })),
    shippingAddress: {
      name: 'Hamza Ali',
      phone: '0300 1112233',
      address: 'House 5, Block C, Johar Town',
      city: 'Lahore',
    },
    paymentMethod: 'COD',
    totalAmount: 14997,
    status: 'Pending',
    statusHistory: [{ status: 'Pending', changedAt: at, changedByRole: 'guest' }],
    stockTaken: true,
    stockMoves: [String(id())],
    createdAt: at,
    updatedAt: at,
  };
}

console.log('orders | whole copy | copy of 40 changes | size | load into a new engine');
for (const count of COUNTS) {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-cost-'));
  const store = await EmbeddedStore.open({ dataDir: dir });
  const client = new mongoose.mongo.MongoClient(store.uri, { directConnection: true, monitorCommands: true });
  store.attach({ client, collections: ['orders'], afterRestart: async () => undefined });
  const orders = client.db().collection('orders');
  await orders.createIndex({ orderNumber: 1 }, { unique: true });
  for (let start = 0; start < count; start += 1000)
    await orders.insertMany(Array.from({ length: Math.min(1000, count - start) }, (_, i) => order(start + i)));
  let began = performance.now();
  await store.snapshot();
  const wholeMs = performance.now() - began;
  for (let i = 0; i < 20; i++) await orders.insertOne(order(count + i));
  const some = await orders.find({}).limit(20).toArray();
  for (const one of some) await orders.updateOne({ _id: one._id }, { $set: { status: 'Confirmed' } });
  began = performance.now();
  await store.snapshot();
  const patchMs = performance.now() - began;
  await client.close();
  await store.close();
  began = performance.now();
  const again = await EmbeddedStore.open({ dataDir: dir });
  const loadMs = performance.now() - began;
  const check = new mongoose.mongo.MongoClient(again.uri, { directConnection: true });
  const loaded = await check.db().collection('orders').countDocuments();
  const confirmed = await check.db().collection('orders').countDocuments({ status: 'Confirmed' });
  await check.close();
  await again.close();
  if (loaded !== count + 20 || confirmed !== Math.min(20, count + 20))
    throw new Error(`loaded ${loaded} orders (${confirmed} confirmed), expected ${count + 20}`);
  const ms = (value) => `${value.toFixed(0)} ms`.padStart(10);
  console.log(
    `${String(count).padStart(6)} | ${ms(wholeMs)} | ${ms(patchMs)} | ${sizeOf(dir).padStart(7)} | ${ms(loadMs)}`,
  );
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);

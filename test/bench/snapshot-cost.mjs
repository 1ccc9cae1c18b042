// node test/bench/snapshot-cost.mjs (after npm run build:server): what the embedded store's copies on disk cost
// as orders accumulate: the time to read and write a whole copy (done at most every 2 s while orders come in;
// other collections unchanged are linked, not rewritten), its size, and the time to load it into a new engine
// (start, or recovery after the engine died). Figures for README, "Data on disk".
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { du } from './snapshot-size.mjs';
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
    items: [1, 2].map((line) => ({ product: id(), name: `Anker PowerCore ${line}0000 Power Bank`, image: '/images/demo/anker.webp', price: 4999, quantity: line })),
    shippingAddress: { name: 'Hamza Ali', phone: '0300 1112233', address: 'House 5, Block C, Johar Town', city: 'Lahore' },
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

console.log('orders | copy read+written | copy size | load into a new engine');
for (const count of COUNTS) {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-cost-'));
  const store = await EmbeddedStore.open({ dataDir: dir });
  const client = new mongoose.mongo.MongoClient(store.uri, { directConnection: true });
  const orders = client.db().collection('orders');
  await orders.createIndex({ orderNumber: 1 }, { unique: true });
  for (let start = 0; start < count; start += 1000) await orders.insertMany(Array.from({ length: Math.min(1000, count - start) }, (_, i) => order(start + i)));
  store.attach({ client: new EventEmitter(), collections: ['orders'], afterRestart: async () => undefined });
  const written = performance.now();
  await store.snapshot();
  const writeMs = performance.now() - written;
  await client.close();
  await store.close();
  const loading = performance.now();
  const again = await EmbeddedStore.open({ dataDir: dir });
  const loadMs = performance.now() - loading;
  await again.close();
  console.log(`${String(count).padStart(6)} | ${writeMs.toFixed(0).padStart(8)} ms | ${du(dir).padStart(8)} | ${loadMs.toFixed(0).padStart(8)} ms`);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);

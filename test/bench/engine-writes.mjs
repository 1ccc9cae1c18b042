// npm run bench:engine: what one acknowledged write costs the embedded engine (its own CPU, from /proc) as a
// collection grows, with no index but _id's and with one more unique index, and what a write to a small
// collection beside it costs. The shop is not involved: the driver talks to a fresh engine. A figure script,
// never a test. Last, what a command costs the driver's side (this process's CPU): the floor under each of the
// shop's database commands. BENCH_ENGINE_SIZES (default 250,500,1000,2000) and BENCH_ENGINE_WRITES (40) change the amounts.
import { MongoClient, ObjectId } from 'mongodb';
import { procStat, startEngine } from './bench-support.mjs';

const SIZES = (process.env.BENCH_ENGINE_SIZES ?? '250,500,1000,2000').split(',').map(Number);
const WRITES = Number(process.env.BENCH_ENGINE_WRITES ?? 40);

const { engine, uri } = await startEngine('bench');
const engineCpuMs = () => procStat(engine.pid).cpuMs;
/** The engine's CPU per call of `write`, over WRITES calls one after another. */
async function engineCost(write) {
  const before = engineCpuMs();
  for (let i = 0; i < WRITES; i++) await write(i);
  return (engineCpuMs() - before) / WRITES;
}

const client = await new MongoClient(uri).connect();
const db = client.db('bench');
// An order-sized document (about 1 kB), and a tiny one: the size of the documents does not change the cost.
const orderLike = (n) => ({
  orderNumber: `VA-${n}`,
  status: 'Pending',
  createdAt: new Date(),
  client: { phone: '+923001234567', ip: '127.0.0.1' },
  shippingAddress: { name: 'Bench Buyer', address: 'Bench Street 1'.repeat(4), city: 'Lahore' },
  items: [{ product: new ObjectId(), name: 'A product name', price: 1000, quantity: 1 }],
  statusHistory: [{ status: 'Pending', at: new Date() }],
  notes: 'x'.repeat(600),
});
const kinds = [
  { name: 'order-sized, _id only', make: orderLike, unique: false },
  { name: 'tiny ({ n }), _id only', make: (n) => ({ n }), unique: false },
  { name: 'order-sized, + unique orderNumber', make: orderLike, unique: true },
];
const small = db.collection('small');
await small.insertMany(Array.from({ length: 50 }, (_, n) => ({ n })));

console.log(
  `Embedded engine CPU per acknowledged write (ms, ${WRITES} writes one after another at each size, fresh engine)\n`,
);
console.log(
  'documents'.padStart(9),
  ...kinds.flatMap(({ name }) => [`insertOne: ${name}`.padStart(44), 'updateOne by _id'.padStart(17)]),
  'write to a 50-doc collection'.padStart(29),
);
const collections = await Promise.all(
  kinds.map(async (kind, k) => {
    const collection = db.collection(`c${k}`);
    if (kind.unique) await collection.createIndex({ orderNumber: 1 }, { unique: true });
    return { ...kind, collection, count: 0 };
  }),
);
for (const size of SIZES) {
  const cells = [];
  for (const kind of collections) {
    const missing = size - kind.count;
    if (missing > 0) {
      await kind.collection.insertMany(Array.from({ length: missing }, () => kind.make(kind.count++)));
    }
    const insert = await engineCost(() => kind.collection.insertOne(kind.make(kind.count++)));
    const { _id } = await kind.collection.findOne({});
    const update = await engineCost((i) => kind.collection.updateOne({ _id }, { $set: { touched: i } }));
    cells.push(insert.toFixed(1).padStart(44), update.toFixed(1).padStart(17));
  }
  const beside = await engineCost((i) => small.updateOne({ n: 1 }, { $set: { touched: i } }));
  console.log(String(size).padStart(9), ...cells, beside.toFixed(1).padStart(29));
}

/** This process's CPU (the driver's side) per command, over 2,000 commands one after another after 200 unmeasured. */
async function driverCost(command) {
  for (let i = 0; i < 200; i++) await command(i);
  const before = process.cpuUsage();
  for (let i = 0; i < 2_000; i++) await command(i);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 2_000;
}
const [ping, findById, updateById] = [
  await driverCost(() => db.command({ ping: 1 })),
  await driverCost((i) => small.findOne({ n: i % 50 })),
  await driverCost((i) => small.updateOne({ n: i % 50 }, { $set: { touched: i } })),
];
console.log(
  `\nThe driver's side of a command (this process's CPU, one at a time): ping ${ping.toFixed(0)} µs, ` +
    `findOne ${findById.toFixed(0)} µs, updateOne ${updateById.toFixed(0)} µs`,
);
await client.close();
engine.kill('SIGTERM');

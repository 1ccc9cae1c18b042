// npm run bench:models: what writing and reading through the shop's Mongoose models costs this process's CPU
// beside the same command sent straight through the driver, for the commands of a guest order (the order's
// insert, a product's stock take, the products' read, a phone's open orders). The built schemas
// (dist/server/src, after `npm run build:server`) on a fresh embedded engine; the shop is not involved. A figure
// script, never a test. BENCH_MODEL_CALLS (300) calls of each, one after another, after 50 unmeasured.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startEngine } from './bench-support.mjs';

const root = resolve(import.meta.dirname, '../..');
const CALLS = Number(process.env.BENCH_MODEL_CALLS ?? 300);
const built = (path) => join(root, 'dist/server/src', path);
if (!existsSync(built('orders/schemas/order.schema.js'))) throw new Error('run `npm run build:server` first');
const require = createRequire(join(root, 'package.json'));
const mongoose = require('mongoose');
const { OrderSchema } = require(built('orders/schemas/order.schema.js'));
const { ProductSchema } = require(built('products/schemas/product.schema.js'));

const { engine, uri } = await startEngine('models');
await mongoose.connect(uri);
const Order = mongoose.model('OrderRecord', OrderSchema);
const Product = mongoose.model('ProductRecord', ProductSchema);
await Order.init();
const { ObjectId } = mongoose.Types;

/** A guest order as checkout hands it to the Order model (one line), from a phone of its own. */
let orders = 0;
function guestOrder() {
  const id = new ObjectId();
  const phone = String(3000000000 + ++orders);
  const contact = { name: 'Bench Buyer', email: '', phone: `+92${phone}`, address: 'Bench Street 1', city: 'Lahore' };
  return {
    _id: id,
    orderNumber: `VA-${id.toHexString()}`,
    isGuestOrder: true,
    guestInfo: contact,
    accessKeyHash: 'k'.repeat(43),
    client: { ip: '127.0.0.1', phone },
    items: [
      {
        product: new ObjectId(),
        name: 'Anker Nano',
        brand: 'Anker',
        category: 'Chargers',
        image: '',
        price: 4500,
        quantity: 1,
      },
    ],
    shippingAddress: contact,
    paymentMethod: 'COD',
    subtotal: 4500,
    shippingFee: 0,
    deliveryCharge: 0,
    totalAmount: 4500,
    risk: { level: 'low', score: 0, reasons: [] },
    notes: '',
    status: 'Pending',
    confirmation: {
      status: 'awaiting',
      tokenId: `t-${id.toHexString()}`,
      expiresAt: new Date(),
      attempts: [],
      messages: [],
    },
    statusHistory: [{ status: 'Pending', changedAt: new Date(), byId: '', byName: 'Guest', byRole: 'guest' }],
    stockTaken: true,
    stockMoves: [new ObjectId().toHexString()],
    revision: 0,
  };
}

const cpuUs = () => {
  const { user, system } = process.cpuUsage();
  return user + system;
};
/** This process's CPU per call of `call`, in µs. */
async function cost(call) {
  for (let i = 0; i < 50; i++) await call();
  const before = cpuUs();
  for (let i = 0; i < CALLS; i++) await call();
  return (cpuUs() - before) / CALLS;
}

const { insertedId: product } = await Product.collection.insertOne({
  name: 'Bench product',
  slug: 'bench-product',
  price: 1000,
  finalPrice: 1000,
  stockQuantity: 1e9,
  holdCount: 0,
  category: 'Chargers',
  brand: 'Bench',
  description: 'A product to take stock from.',
  images: [],
});
const take = { _id: product, stockQuantity: { $gte: 1 } };
// A phone with one earlier order, as most are.
const phoneFilter = { 'client.phone': '3000000001', status: 'Pending', stockTaken: true };
const pairs = [
  [
    "the order's insert",
    async () => (await Order.create(guestOrder())).toObject(),
    () => Order.collection.insertOne({ ...guestOrder(), createdAt: new Date(), updatedAt: new Date() }),
  ],
  [
    "a product's stock take",
    () => Product.updateOne(take, { $inc: { stockQuantity: -1 } }),
    () => Product.collection.updateOne(take, { $inc: { stockQuantity: -1 }, $set: { updatedAt: new Date() } }),
  ],
  [
    "the order's products, read",
    () => Product.find({ _id: { $in: [product] } }).lean(),
    () => Product.collection.find({ _id: { $in: [product] } }).toArray(),
  ],
  [
    "a phone's open orders",
    () => Order.find(phoneFilter, { items: 1 }).lean(),
    () => Order.collection.find(phoneFilter, { projection: { items: 1 } }).toArray(),
  ],
];

console.log(
  `This process's CPU per command (µs), ${CALLS} one after another; the model's and the driver's, alternating\n`,
);
console.log('command'.padEnd(30), 'model'.padStart(8), 'driver'.padStart(8), 'extra'.padStart(8));
for (const [name, model, driver] of pairs) {
  // Two rounds each, alternating, so that neither meets the collection or the machine in one state only.
  const viaModel = [await cost(model)];
  const viaDriver = [await cost(driver)];
  viaDriver.push(await cost(driver));
  viaModel.push(await cost(model));
  const [m, d] = [Math.min(...viaModel), Math.min(...viaDriver)];
  console.log(
    name.padEnd(30),
    m.toFixed(0).padStart(8),
    d.toFixed(0).padStart(8),
    `+${(m - d).toFixed(0)}`.padStart(8),
  );
}
await mongoose.disconnect();
engine.kill();

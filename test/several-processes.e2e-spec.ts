import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { mongo } from 'mongoose';
import { EmbeddedMongo } from '../server/src/database/embedded-mongo';
import { BuiltShop, buildIfStale, startBuiltShop, waitFor } from './support/processes';

const root = resolve(__dirname, '..');
const ADMIN = { email: 'owner@several.test', password: 'several-processes-1' };
const SWEEP_MS = 500;

/** The database both processes use: a database of its own at MONGODB_URI, else an engine started as a server. */
async function sharedDatabase(): Promise<{ uri: string; stop(): Promise<void> }> {
  if (process.env.MONGODB_URI) {
    const url = new URL(process.env.MONGODB_URI);
    url.pathname = `/several_${process.pid}_${Date.now()}`;
    return { uri: url.toString(), stop: async () => undefined };
  }
  const engine = await EmbeddedMongo.start({ database: 'several' });
  return { uri: engine.uri, stop: () => engine.stop() };
}

async function call(
  base: string,
  method: string,
  path: string,
  init: { token?: string; body?: unknown; key?: string } = {},
) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.key) headers['idempotency-key'] = init.key;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(base + path, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const guestOrder = (product: string, phone: string) => ({
  items: [{ product, quantity: 1 }],
  shippingAddress: { name: 'Sana Iqbal', phone, address: 'House 12, Street 4, Gulberg', city: 'Lahore' },
});

/**
 * Two shop processes on one database, as behind a load balancer: an order placed with an idempotency key on both
 * at once is placed once; a guest's order key works on either; a blocklist change made through one is applied by
 * the other within its stated bound; each sweep's lease is held by one process, and passes to the other when its
 * holder dies.
 */
describe('Several shop processes on one database', () => {
  let database: { uri: string; stop(): Promise<void> };
  let client: mongo.MongoClient;
  let a: BuiltShop;
  let b: BuiltShop;
  let product: string;

  beforeAll(async () => {
    buildIfStale(root);
    database = await sharedDatabase();
    const env = {
      MONGODB_URI: database.uri,
      JWT_SECRET: 'several-processes-share-this-secret-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STOCK_HOLD_SWEEP_MS: String(SWEEP_MS),
      CONFIRMATION_SWEEP_MS: String(SWEEP_MS),
    };
    a = await startBuiltShop(env, root);
    b = await startBuiltShop(env, root);
    client = new mongo.MongoClient(database.uri, { directConnection: true });
    const now = new Date();
    const inserted = await client
      .db()
      .collection('products')
      .insertOne({
        slug: `several-${randomUUID()}`,
        name: 'Shared Charger',
        description: 'A charger both processes sell.',
        brand: 'Anker',
        category: 'Chargers',
        price: 2500,
        finalPrice: 2500,
        images: ['/images/demo/test.webp'],
        stockQuantity: 20,
        specifications: {},
        tags: [],
        condition: 'new',
        featured: false,
        trendy: false,
        createdAt: now,
        updatedAt: now,
      });
    product = String(inserted.insertedId);
  });

  afterAll(async () => {
    for (const shop of [a, b]) if (shop && shop.child.exitCode === null && !shop.child.killed) shop.child.kill();
    await Promise.all([a?.exited, b?.exited]);
    await client?.close();
    await database?.stop();
  });

  const stockOf = async () =>
    (await client
      .db()
      .collection('products')
      .findOne({ _id: new mongo.ObjectId(product) }))!.stockQuantity as number;

  test('an order sent with one idempotency key to both processes at once is placed once', async () => {
    const key = `several-${randomUUID()}`;
    const before = await stockOf();
    const [first, second] = await Promise.all([
      call(a.baseUrl, 'POST', '/api/v1/orders', { body: guestOrder(product, '0300 1110001'), key }),
      call(b.baseUrl, 'POST', '/api/v1/orders', { body: guestOrder(product, '0300 1110001'), key }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.data._id).toBe(first.body.data._id);
    expect(second.body.data.accessKey).toBe(first.body.data.accessKey);
    expect(await client.db().collection('orders').countDocuments({ 'shippingAddress.phone': '+923001110001' })).toBe(1);
    expect(await stockOf()).toBe(before - 1);
  });

  test("a guest's order key, given by one process, opens the order on the other", async () => {
    const placed = await call(a.baseUrl, 'POST', '/api/v1/orders', { body: guestOrder(product, '0300 1110002') });
    expect(placed.status).toBe(201);
    const { _id: id, accessKey } = placed.body.data;
    const read = await call(b.baseUrl, 'GET', `/api/v1/orders/${id}?key=${encodeURIComponent(accessKey)}`);
    expect(read.status).toBe(200);
    expect(read.body.data.orderNumber).toBe(placed.body.data.orderNumber);
    expect((await call(b.baseUrl, 'GET', `/api/v1/orders/${id}?key=wrong`)).status).toBe(404);
  });

  test('an e-mail blocked through one process is refused by the other within the blocklist bound (5 s)', async () => {
    const login = await call(a.baseUrl, 'POST', '/api/v1/auth/login', { body: ADMIN });
    expect(login.status).toBe(200);
    const token = login.body.data.token as string;
    const email = `refuser-${randomUUID().slice(0, 8)}@several.test`;
    let serial = 0;
    /** An order on the other process from the e-mail, each from a phone of its own (no per-phone cap meets it). */
    const orderOnB = () => {
      const order = guestOrder(product, `0301 ${2_000_000 + ++serial}`);
      return call(b.baseUrl, 'POST', '/api/v1/orders', {
        body: { ...order, shippingAddress: { ...order.shippingAddress, email } },
      });
    };
    // The other process has read the blocklist before the change: the e-mail's order goes through.
    expect((await orderOnB()).status).toBe(201);
    const blocked = await call(a.baseUrl, 'POST', '/api/v1/admin/blocklist', {
      token,
      body: { email, reason: 'Refused three parcels' },
    });
    expect(blocked.status).toBe(201);
    const since = Date.now();
    let answer = await orderOnB();
    while (answer.status === 201 && Date.now() - since < 20_000) {
      await new Promise((done) => setTimeout(done, 500));
      answer = await orderOnB();
    }
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(
      /^Sorry, we cannot accept a cash-on-delivery order for this phone number or email\./,
    );
    // The bound is the blocklist's re-read (5 s); a busy machine adds its delays to the requests around it.
    expect(Date.now() - since).toBeLessThan(5_000 + 5_000);
  });

  test("each sweep's lease is held by one of the processes; when its holder dies, the other takes it over", async () => {
    const leases = client.db().collection<{ _id: string; holder: string; until: Date }>('leases');
    const holderPid = async (job: string) => {
      const lease = await leases.findOne({ _id: job });
      return lease && lease.until > new Date() ? Number(lease.holder.split(':')[1]) : undefined;
    };
    const pids = [a.child.pid!, b.child.pid!];
    await waitFor(async () => pids.includes((await holderPid('Stock hold sweep')) ?? -1), 20_000, 'a lease holder');
    await waitFor(async () => pids.includes((await holderPid('Confirmation sweep')) ?? -1), 20_000, 'a lease holder');
    const holder = (await holderPid('Stock hold sweep'))!;
    const [dying, other] = holder === a.child.pid ? [a, b] : [b, a];
    dying.child.kill('SIGKILL');
    await dying.exited;
    // The dead holder's lease runs out after one and a half periods; the next run of the other process takes it.
    await waitFor(
      async () => (await holderPid('Stock hold sweep')) === other.child.pid,
      20_000,
      'the lease to pass on',
    );
    await waitFor(
      async () => (await holderPid('Confirmation sweep')) === other.child.pid,
      20_000,
      'the confirmation sweep lease to pass on',
    );
  });
});

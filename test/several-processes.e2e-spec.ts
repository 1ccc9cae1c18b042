import { resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import { mongo } from 'mongoose';
import { EmbeddedMongo } from '../server/src/database/embedded-mongo';
import { BuiltShop, startBuiltShop, waitFor } from './support/processes';

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

let addresses = 0;
/** A client address no other request of this file comes from. */
const freshAddress = () => `10.77.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;

/**
 * A request as the load balancer forwards it: the shops believe the loopback's X-Forwarded-For (TRUST_PROXY), which
 * names `from`, else an address of its own, so that only the tests that mean to meet a limit per address do.
 */
async function call(
  base: string,
  method: string,
  path: string,
  init: { token?: string; body?: unknown; key?: string; from?: string } = {},
) {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-forwarded-for': init.from ?? freshAddress(),
  };
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
 * at once is placed once; a guest's order key works on either; a blocklist, price or settings change made through
 * one is applied by the other within its stated bound; the rate limits count the uses made on both; the caps on a phone's Pending
 * units hold when both place its orders at once; each sweep's lease is held by one process, and passes to the other
 * when its holder dies.
 */
describe('Several shop processes on one database', () => {
  let database: { uri: string; stop(): Promise<void> };
  let client: mongo.MongoClient;
  let a: BuiltShop;
  let b: BuiltShop;
  let product: string;

  beforeAll(async () => {
    database = await sharedDatabase();
    const env = {
      MONGODB_URI: database.uri,
      JWT_SECRET: 'several-processes-share-this-secret-0123456789',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      STOCK_HOLD_SWEEP_MS: String(SWEEP_MS),
      CONFIRMATION_SWEEP_MS: String(SWEEP_MS),
      RATE_LIMITS: 'on',
      TRUST_PROXY: 'loopback',
    };
    a = await startBuiltShop(env, root);
    b = await startBuiltShop(env, root);
    client = new mongo.MongoClient(database.uri, { directConnection: true });
    product = await addProduct('Shared Charger', 20);
  });

  /** A product both processes sell, with `stock` units. */
  const addProduct = async (name: string, stock: number) => {
    const now = new Date();
    const inserted = await client
      .db()
      .collection('products')
      .insertOne({
        slug: `several-${randomUUID()}`,
        name,
        description: 'A product both processes sell.',
        brand: 'Anker',
        category: 'Chargers',
        price: 2500,
        finalPrice: 2500,
        images: ['/images/demo/test.webp'],
        stockQuantity: stock,
        specifications: {},
        tags: [],
        condition: 'new',
        featured: false,
        trendy: false,
        createdAt: now,
        updatedAt: now,
      });
    return String(inserted.insertedId);
  };

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

  /** A registration on `shop` of an e-mail of its own, from `from` (else an address of its own). */
  const register = (shop: BuiltShop, from?: string) =>
    call(shop.baseUrl, 'POST', '/api/v1/auth/register', {
      from,
      body: {
        name: 'Bilal Khan',
        email: `spread-${randomUUID().slice(0, 8)}@several.test`,
        phone: '0300 1234567',
        password: 'secret123',
      },
    });

  test('registrations from one address count against one limit on both processes, also when sent at once', async () => {
    const from = freshAddress();
    const before = await client.db().collection('users').countDocuments();
    // Seven to each process at once: each alone would let all of its seven through (the limit is 10 an hour).
    const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => register(i % 2 ? b : a, from)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(201), ...Array(4).fill(429)]);
    expect(
      answers.filter((answer) => answer.status !== 201).map((answer) => [answer.status, answer.body.message]),
    ).toEqual(Array(4).fill([429, 'Too many accounts created from this address. Please try again in 60 minutes.']));
    expect(await client.db().collection('users').countDocuments()).toBe(before + 10);
    // Later ones from that address are refused by either process; another address registers.
    for (const shop of [a, b]) expect((await register(shop, from)).status).toBe(429);
    expect((await register(b)).status).toBe(201);
  });

  test('failed sign-ins on one process shut the e-mail out on the other', async () => {
    const account = {
      name: 'Hina Raza',
      email: `shut-${randomUUID().slice(0, 8)}@several.test`,
      phone: '0300 7654321',
      password: 'right-password-1',
    };
    expect((await call(a.baseUrl, 'POST', '/api/v1/auth/register', { body: account })).status).toBe(201);
    // Ten wrong passwords on one process, each from an address of its own: it is the e-mail that is shut out.
    for (let i = 0; i < 10; i++) {
      const wrong = await call(a.baseUrl, 'POST', '/api/v1/auth/login', {
        body: { email: account.email, password: 'wrong-password' },
      });
      expect(wrong.status).toBe(401);
    }
    const refused = await call(b.baseUrl, 'POST', '/api/v1/auth/login', {
      body: { email: account.email.toUpperCase(), password: account.password },
    });
    expect([refused.status, refused.body.message]).toEqual([
      429,
      'Too many failed login attempts. Please try again in 15 minutes.',
    ]);
    // Another account signs in on that process.
    expect((await call(b.baseUrl, 'POST', '/api/v1/auth/login', { from: freshAddress(), body: ADMIN })).status).toBe(
      200,
    );
  });

  test("the cap on a phone's units in Pending orders holds when both processes place its orders at once", async () => {
    // 40 units: a phone may hold 10 of them in Pending orders (ORDER_CLIENT_PRODUCT_UNITS; 20 % of 40 is less).
    const cable = await addProduct('Racing Cable', 40);
    const phone = '0302 3330001';
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        call(i % 2 ? b.baseUrl : a.baseUrl, 'POST', '/api/v1/orders', {
          body: { ...guestOrder(cable, phone), items: [{ product: cable, quantity: 4 }] },
        }),
      ),
    );
    // Two orders of 4 fit under 10; each process alone would have let a third through beside the other's.
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 429, 429, 429]);
    expect(
      answers.filter((answer) => answer.status !== 201).map((answer) => [answer.status, answer.body.message]),
    ).toEqual(
      Array(3).fill([
        429,
        'At most 10 of Racing Cable can wait for confirmation for one phone number (8 already); 2 more can be ordered now.',
      ]),
    );
    const held = await client
      .db()
      .collection('orders')
      .find({ 'client.phone': '+923023330001', status: 'Pending' })
      .toArray();
    expect(held.flatMap((order) => order.items).reduce((sum, line) => sum + line.quantity, 0)).toBe(8);
    // The five orders were counted by the phone's rate limit (5 an hour) on both processes: a sixth is refused.
    const sixth = await call(b.baseUrl, 'POST', '/api/v1/orders', {
      body: { ...guestOrder(cable, phone), items: [{ product: cable, quantity: 1 }] },
    });
    expect([sixth.status, sixth.body.message]).toEqual([
      429,
      'Too many orders for this phone number. Please try again in 60 minutes.',
    ]);
    // The claims on the phone were released.
    const leases = client.db().collection<{ _id: string }>('leases');
    expect(await leases.countDocuments({ _id: /^placement:/ })).toBe(0);
  });

  /** Polls `read` on the other process until `done` says its answer shows the change; answers how long that took. */
  const seenWithin = async (read: () => Promise<unknown>, done: (answer: any) => boolean, what: string) => {
    const since = Date.now();
    while (!done(await read())) {
      if (Date.now() - since > 20_000) throw new Error(`the other process never showed ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return Date.now() - since;
  };

  test("a product's new price, saved through one process, is shown by the other within the catalogue bound (5 s)", async () => {
    const token = (await call(a.baseUrl, 'POST', '/api/v1/auth/login', { body: ADMIN })).body.data.token as string;
    const shown = () => call(b.baseUrl, 'GET', `/api/v1/products/${product}`);
    // The other process keeps the product as it was before the change.
    const before = (await shown()).body.data;
    const price = before.price + 100;
    const saved = await call(a.baseUrl, 'POST', '/graphql', {
      token,
      body: {
        query: `mutation ($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { price } }`,
        variables: {
          id: product,
          input: {
            name: before.name,
            brand: before.brand,
            category: before.category,
            description: before.description,
            price,
            stockQuantity: before.stockQuantity,
          },
        },
      },
    });
    expect(saved.body).toEqual({ data: { updateProductDetails: { price } } });
    const took = await seenWithin(shown, (answer) => answer.body.data.price === price, 'the new price');
    // The bound is the catalogue cache's (5 s); a busy machine adds its delays to the requests around it.
    expect(took).toBeLessThan(5_000 + 5_000);
  });

  test('a setting saved through one process is applied by the other within the settings bound (5 s)', async () => {
    const token = (await call(a.baseUrl, 'POST', '/api/v1/auth/login', { body: ADMIN })).body.data.token as string;
    const settingsOn = (shop: BuiltShop) => call(shop.baseUrl, 'GET', '/api/v1/admin/settings', { token });
    const { cod } = (await settingsOn(b)).body.data;
    const maxOpenPerPhone = cod.maxOpenPerPhone + 2;
    const saved = await call(a.baseUrl, 'PUT', '/api/v1/admin/settings', {
      token,
      body: { cod: { ...cod, maxOpenPerPhone } },
    });
    expect([saved.status, saved.body.data.cod.maxOpenPerPhone]).toEqual([200, maxOpenPerPhone]);
    const took = await seenWithin(
      () => settingsOn(b),
      (answer) => answer.body.data.cod.maxOpenPerPhone === maxOpenPerPhone,
      'the new setting',
    );
    expect(took).toBeLessThan(5_000 + 5_000);
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

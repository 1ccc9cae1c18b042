import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { mongo, Types } from 'mongoose';
import { EmbeddedMongo } from '../server/src/database/embedded-mongo';
import {
  openEmbedded,
  openMongo,
  OpenStore,
  SHOP_COLLECTIONS,
  UNCOPIED_COLLECTIONS,
} from '../server/src/store-tools/store-connections';
import { documentLine } from '../server/src/store-tools/store-database';
import { BuiltShop, startBuiltShop } from './support/processes';
import { SOLD_AS_ONE, TestShop } from './support/test-shop';

const root = resolve(__dirname, '..');
const BULK_ORDERS = 2_000;
/** The shop's settings go with its data: confirmation links and sign-ins are signed with JWT_SECRET. */
const JWT_SECRET = 'store-tools-suite-secret-of-32-characters';
/** Each step loads a store of thousands of orders, more than once. */
const STEP_MS = 120_000;

/** Runs the built store command (`npm run store:* --` without its build step) and answers its exit code and output. */
async function storeCommand(args: string[], env: NodeJS.ProcessEnv): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['dist/server/src/store-tools/store.cli.js', ...args],
      { cwd: root, env: { ...process.env, MONGODB_URI: '', NODE_ENV: 'development', ...env }, timeout: 60_000 },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof failed.code === 'number' ? failed.code : -1, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** Every document of every collection that has any, as canonical Extended JSON lines in `_id` order. */
async function contents(store: OpenStore): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const name of store.collections) {
    const documents = await store.db
      .collection(name)
      .find({}, { sort: { _id: 1 } })
      .toArray();
    // A collection the shop declares but never wrote to is not there to copy.
    if (documents.length > 0) all[name] = documents.map(documentLine);
  }
  return all;
}

/** A MongoDB to move into: the one at MONGODB_URI (a database of its own), else an engine started as a server. */
async function targetDatabase(name: string): Promise<{ uri: string; stop(): Promise<void> }> {
  if (process.env.MONGODB_URI) {
    const url = new URL(process.env.MONGODB_URI);
    url.pathname = `/${name}_${process.pid}_${Date.now()}`;
    return { uri: url.toString(), stop: async () => undefined };
  }
  const engine = await EmbeddedMongo.start({ database: name });
  return { uri: engine.uri, stop: () => engine.stop() };
}

async function fetchJson(base: string, path: string, init: { token?: string; body?: unknown } = {}) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(base + path, {
    method: init.body === undefined ? 'GET' : 'POST',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  return { status: response.status, body: (await response.json()) as any };
}

/**
 * The store commands on a store with thousands of orders: `store:move` into a MongoDB started as a separate server
 * (while the shop that owns the store runs), the shop started on the moved data, the refusal of a database that holds
 * data, and a backup restored into an empty embedded store and into MongoDB, compared document by document.
 */
describe('Moving the embedded store to MongoDB, backups', () => {
  let dataDir: string;
  let source: TestShop | undefined;
  let target: { uri: string; stop(): Promise<void> } | undefined;
  let moved: BuiltShop | undefined;
  let sourceContents: Record<string, string[]>;
  const guest = { id: '', key: '', orderNumber: '', confirmationToken: '' };
  const shipped = { id: '', trackingNumber: 'TCS-77001', reference: 'CPR-5501' };
  const customer = { email: '', password: '', orderId: '' };

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-store-'));
    source = await TestShop.start(
      {},
      { EMBEDDED_PERSIST: 'on', DATA_DIR: dataDir, MONGODB_URI: '', COURIER_TRACKING_MINUTES: '0', JWT_SECRET },
    );
    const shop = source;
    const admin = await shop.login('admin@volt.demo', 'admin123');
    const product = String((await shop.products.findOne({ stockQuantity: { $gte: 40 }, ...SOLD_AS_ONE }).lean())!._id);
    const order = async (phone: string, token?: string) => {
      const placed = await shop.post(
        '/api/v1/orders',
        {
          items: [{ product, quantity: 1 }],
          shippingAddress: {
            name: 'Ayesha Khan',
            email: 'ayesha@example.pk',
            phone,
            address: 'House 12, Street 4, Gulberg III',
            city: 'Lahore',
          },
          paymentMethod: 'COD',
        },
        { token },
      );
      if (placed.status !== 201) throw new Error(`placing an order failed: ${placed.status} ${placed.text}`);
      return placed.body.data as { _id: string; accessKey?: string; orderNumber: string };
    };

    // A guest order with its key and confirmation link; a shipped, delivered and paid one; an account's order.
    const placed = await order('0300 7001001');
    Object.assign(guest, { id: placed._id, key: placed.accessKey!, orderNumber: placed.orderNumber });
    const link: string = (await shop.get(`/api/v1/admin/orders/${guest.id}`, { token: admin })).body.data.confirmation
      .link;
    guest.confirmationToken = link.split('/').pop()!;

    shipped.id = (await order('0300 7001002'))._id;
    await shop.confirmOrder(shipped.id, admin);
    const ship = await shop.post(
      `/api/v1/admin/orders/${shipped.id}/ship`,
      { courier: 'tcs', trackingNumber: shipped.trackingNumber },
      { token: admin },
    );
    expect([ship.status, ship.body.data.status]).toEqual([200, 'Shipped']);
    const delivered = await shop.put(
      `/api/v1/orders/guest/${shipped.id}/status`,
      { status: 'Delivered' },
      { token: admin },
    );
    expect(delivered.body.data.status).toBe('Delivered');
    const paid = await shop.post(
      '/api/v1/admin/remittances',
      { courier: 'tcs', date: '2025-06-20', reference: shipped.reference, amount: 100, orderIds: [shipped.id] },
      { token: admin },
    );
    expect(paid.status).toBe(201);

    const account = await shop.registerCustomer();
    Object.assign(customer, { email: account.email, password: account.password });
    customer.orderId = (await order('0300 7001003', account.token))._id;

    // Thousands of orders, through the driver in batches: copies of the guest order under numbers of their own.
    const orders = shop.model<any>('OrderRecord').collection;
    const { _id, orderNumber, idempotency, ...template } = (await orders.findOne({
      _id: new Types.ObjectId(guest.id),
    }))!;
    for (let start = 0; start < BULK_ORDERS; start += 1_000) {
      const batch = Array.from({ length: 1_000 }, (_, i) => ({
        _id: new Types.ObjectId(),
        orderNumber: `${orderNumber}-B${start + i}`,
        ...template,
      }));
      await orders.insertMany(batch);
    }
    // The copy on disk holds all of it (the command reads that copy, not the running shop's engine).
    await shop.shop.store!.snapshot();
    const inShop = {
      db: shop.model('OrderRecord').db.db!,
      collections: [] as string[],
      description: '',
      close: async () => undefined,
    };
    inShop.collections = Object.values(shop.model('OrderRecord').db.models).map(
      (model) => model.collection.collectionName,
    );
    // The commands probe the engine (which cannot list its collections) for the collections of the shop's models.
    expect([...inShop.collections].sort()).toEqual(SHOP_COLLECTIONS);
    // What the tools copy: the shop's data, not its processes' leases (which the running shop renews meanwhile).
    inShop.collections = inShop.collections.filter((name) => !UNCOPIED_COLLECTIONS.includes(name));
    sourceContents = await contents(inShop as unknown as OpenStore);
  }, 120_000);

  afterAll(async () => {
    if (moved && moved.child.exitCode === null) {
      moved.child.kill('SIGKILL');
      await moved.exited;
    }
    await source?.stop();
    await target?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  test(
    'store:move copies every collection with its indexes while the shop runs, checks it, and prints the next step',
    async () => {
      target = await targetDatabase('moved');
      const move = await storeCommand(['move', '--to', target.uri], { DATA_DIR: dataDir });
      expect(move.output).toContain(`MONGODB_URI='${target.uri}' npm start`);
      expect(move.code).toBe(0);
      expect(move.output).toMatch(new RegExp(`ok {2}orders: ${BULK_ORDERS + 3} of ${BULK_ORDERS + 3} documents`));
      expect(move.output).toContain(`orders: 1000/${BULK_ORDERS + 3}`);
      expect(move.output).toContain('JWT_SECRET');

      const copy = await openMongo(target.uri, Object.keys(sourceContents));
      try {
        expect(await contents(copy)).toEqual(sourceContents);
        const indexes = await copy.db.collection('orders').listIndexes().toArray();
        expect(indexes.find((index) => index.name === 'orderNumber_1')).toMatchObject({ unique: true });
        expect(indexes.find((index) => index.name === 'idempotency.keyHash_1')).toMatchObject({
          unique: true,
          sparse: true,
        });
      } finally {
        await copy.close();
      }
    },
    STEP_MS,
  );

  test(
    'a database that holds data is refused (nothing written) unless --replace is given',
    async () => {
      const client = new mongo.MongoClient(target!.uri, { directConnection: !process.env.MONGODB_URI });
      await client.connect();
      try {
        await client
          .db()
          .collection('orders')
          .deleteOne({ orderNumber: `${guest.orderNumber}-B0` });
        const refused = await storeCommand(['move', '--to', target!.uri], { DATA_DIR: dataDir });
        expect(refused.code).toBe(1);
        expect(refused.output).toContain('already holds data');
        expect(refused.output).toContain('--replace');
        expect(await client.db().collection('orders').countDocuments()).toBe(BULK_ORDERS + 2);

        const replaced = await storeCommand(['move', '--to', target!.uri, '--replace'], { DATA_DIR: dataDir });
        expect(replaced.code).toBe(0);
        expect(await client.db().collection('orders').countDocuments()).toBe(BULK_ORDERS + 3);
      } finally {
        await client.close();
      }
    },
    STEP_MS,
  );

  test(
    'the shop started on the moved data: guest keys, confirmations, shipments, payments and accounts work',
    async () => {
      await source!.stop();
      source = undefined;
      moved = await startBuiltShop({ MONGODB_URI: target!.uri, COURIER_TRACKING_MINUTES: '0', JWT_SECRET }, root);
      const base = moved.baseUrl;

      const byKey = await fetchJson(base, `/api/v1/orders/${guest.id}?key=${guest.key}`);
      expect(byKey).toMatchObject({ status: 200, body: { data: { orderNumber: guest.orderNumber } } });
      expect((await fetchJson(base, `/api/v1/orders/${guest.id}?key=wrong`)).status).toBe(404);

      const confirmation = await fetchJson(base, `/api/v1/confirmations/${guest.confirmationToken}`);
      expect(confirmation.status).toBe(200);
      expect(confirmation.body.data).toMatchObject({ order: { orderNumber: guest.orderNumber }, canDecide: true });
      const decided = await fetchJson(base, `/api/v1/confirmations/${guest.confirmationToken}`, {
        body: { decision: 'confirm' },
      });
      expect([decided.status, decided.body.data.canDecide]).toEqual([200, false]);

      const admin = (
        await fetchJson(base, '/api/v1/auth/login', { body: { email: 'admin@volt.demo', password: 'admin123' } })
      ).body.data.token;
      const detail = await fetchJson(base, `/api/v1/admin/orders/${shipped.id}`, { token: admin });
      expect(detail.body.data).toMatchObject({
        status: 'Delivered',
        shipment: { trackingNumber: shipped.trackingNumber },
      });
      const payments = await fetchJson(base, '/api/v1/admin/remittances', { token: admin });
      expect(payments.body.data.map((payment: { reference: string }) => payment.reference)).toContain(
        shipped.reference,
      );
      const guestOrders = await fetchJson(base, '/api/v1/orders/admin/guest-orders?limit=1', { token: admin });
      expect(guestOrders.body.pagination.total).toBe(BULK_ORDERS + 2);

      const signIn = await fetchJson(base, '/api/v1/auth/login', {
        body: { email: customer.email, password: customer.password },
      });
      expect(signIn.status).toBe(200);
      const mine = await fetchJson(base, '/api/v1/orders/my-orders', { token: signIn.body.data.token });
      expect(mine.body.data.map((order: { _id: string }) => order._id)).toEqual([customer.orderId]);

      // And it takes new orders.
      const [product] = (await fetchJson(base, '/api/v1/products?limit=1&inStock=true')).body.data;
      const placed = await fetchJson(base, '/api/v1/orders', {
        body: {
          items: [{ product: product._id, quantity: 1 }],
          shippingAddress: {
            name: 'Hamza Ali',
            email: 'hamza@example.pk',
            phone: '0300 7001004',
            address: 'House 5, Block C',
            city: 'Lahore',
          },
          paymentMethod: 'COD',
        },
      });
      expect(placed.status).toBe(201);
    },
    STEP_MS,
  );

  test(
    'store:backup of the embedded store restores into an empty embedded store and into MongoDB, document for document',
    async () => {
      const archive = join(dataDir, 'backup.ejson.gz');
      const backup = await storeCommand(['backup', '--out', archive], { DATA_DIR: dataDir });
      expect([backup.code, backup.output]).toEqual([
        0,
        expect.stringContaining(`orders: ${BULK_ORDERS + 3} documents`),
      ]);

      const emptyDir = await mkdtemp(join(tmpdir(), 'shop-restore-'));
      const mongoTarget = await targetDatabase('restored');
      try {
        const intoEmbedded = await storeCommand(['restore', archive], { DATA_DIR: emptyDir });
        expect([intoEmbedded.code, intoEmbedded.output]).toEqual([0, expect.stringContaining('Done.')]);
        const intoMongo = await storeCommand(['restore', archive], { MONGODB_URI: mongoTarget.uri });
        expect([intoMongo.code, intoMongo.output]).toEqual([0, expect.stringContaining('Done.')]);

        // The restored embedded store, loaded from its copy on disk as the shop loads it; and the MongoDB one.
        for (const store of [
          await openEmbedded(emptyDir),
          await openMongo(mongoTarget.uri, Object.keys(sourceContents)),
        ])
          try {
            expect(await contents(store)).toEqual(sourceContents);
          } finally {
            await store.close();
          }

        // A backup of the MongoDB database holds the same documents (the end lines' counts and checksums).
        const fromMongoFile = join(dataDir, 'from-mongo.ejson.gz');
        const fromMongo = await storeCommand(['backup', '--out', fromMongoFile], { MONGODB_URI: mongoTarget.uri });
        expect(fromMongo.code).toBe(0);
        const endLine = async (file: string) =>
          gunzipSync(await readFile(file))
            .toString()
            .trimEnd()
            .split('\n')
            .pop();
        expect(await endLine(fromMongoFile)).toBe(await endLine(archive));
        expect(JSON.parse((await endLine(archive))!).collections).toContainEqual(
          expect.objectContaining({ name: 'orders', count: BULK_ORDERS + 3 }),
        );

        // A store that holds data is refused unless --replace.
        const refused = await storeCommand(['restore', archive], { MONGODB_URI: mongoTarget.uri });
        expect([refused.code, refused.output]).toEqual([1, expect.stringContaining('already holds data')]);
        const replaced = await storeCommand(['restore', archive, '--replace'], { MONGODB_URI: mongoTarget.uri });
        expect(replaced.code).toBe(0);
      } finally {
        await mongoTarget.stop();
        await rm(emptyDir, { recursive: true, force: true });
      }
    },
    STEP_MS,
  );
});

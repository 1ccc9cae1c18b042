import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { EmbeddedMongo } from '../server/src/database/embedded-mongo';
import { BuiltShop, isAlive, startBuiltShop, uniqueIndexes, waitFor } from './support/processes';

const root = resolve(__dirname, '..');
/** The functional bound: ready again within 30 s of the engine's death (not a performance figure). */
const RECOVERY_BOUND_MS = 30_000;

interface Answer {
  door: 'rest' | 'graphql';
  status: number;
  body: any;
}

const restProbe = (shop: BuiltShop, path: string) => async (): Promise<Answer> => {
  const response = await fetch(shop.baseUrl + path);
  return { door: 'rest', status: response.status, body: await response.json() };
};

const graphqlProbe = (shop: BuiltShop, query: string) => async (): Promise<Answer> => {
  const response = await fetch(`${shop.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { door: 'graphql', status: response.status, body: await response.json() };
};

/** Calls each probe back to back in a loop of its own until stop() is called; keeps every answer. */
function keepProbing(probes: Array<() => Promise<Answer>>) {
  const answers: Answer[] = [];
  let running = true;
  const loops = probes.map(async (probe) => {
    while (running) answers.push(await probe());
  });
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

const isReady = async (shop: BuiltShop) => (await fetch(`${shop.baseUrl}/ready`)).status === 200;

function expectOnly200And503(answers: Answer[]) {
  const unexpected = answers.filter((answer) => answer.status !== 200 && answer.status !== 503);
  expect(unexpected).toEqual([]);
  const refusals = answers.filter((answer) => answer.status === 503);
  for (const refusal of refusals) {
    if (refusal.door === 'rest') expect(refusal.body).toEqual({ success: false, message: 'Database is not reachable' });
    else
      expect(refusal.body.errors[0]).toMatchObject({
        message: 'Database is not reachable',
        extensions: { code: 'DATABASE_UNAVAILABLE' },
      });
  }
  return refusals;
}

describe('The shop outlives its database', () => {
  let dataDir: string;
  let shop: BuiltShop | undefined;
  let external: EmbeddedMongo | undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-data-'));
  });

  afterEach(async () => {
    if (shop && shop.child.exitCode === null && shop.child.signalCode === null) {
      shop.child.kill('SIGKILL');
      await shop.exited;
    }
    shop = undefined;
    await external?.stop();
    external = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  test('embedded engine killed: 503 with the message and the code (never 500), a new engine with the last copy, ready within 30 s', async () => {
    shop = await startBuiltShop({ DATA_DIR: dataDir }, root);
    const [product] = (await (await fetch(`${shop.baseUrl}/api/v1/products?limit=1&inStock=true`)).json()).data;
    const placed = await fetch(`${shop.baseUrl}/api/v1/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ product: product._id, quantity: 1 }],
        shippingAddress: { name: 'Hamza Ali', phone: '0300 1112233', address: 'House 5, Block C', city: 'Lahore' },
        paymentMethod: 'COD',
      }),
    });
    const order = (await placed.json()).data;

    const engine = shop.enginePid()!;
    const probing = keepProbing([
      restProbe(shop, `/api/v1/orders/${order._id}?key=${order.accessKey}`),
      restProbe(shop, '/api/v1/products?limit=2&sortBy=price-low'),
      graphqlProbe(shop, '{ productBrands }'),
      graphqlProbe(shop, '{ products(limit: 2) { items { id stockQuantity } } }'),
    ]);
    await waitFor(() => probing.answers.length >= 4, 5_000, 'answers before the kill');
    process.kill(engine, 'SIGKILL');
    const killedAt = Date.now();
    await waitFor(() => !isAlive(engine), 5_000, 'the engine to die');
    await waitFor(
      () => shop!.output().includes('Embedded engine restarted'),
      RECOVERY_BOUND_MS,
      'the engine to be restarted',
    );
    await waitFor(() => isReady(shop!), RECOVERY_BOUND_MS - (Date.now() - killedAt), '/ready');
    const answeredBeforeReady = probing.answers.length;
    await waitFor(() => probing.answers.length >= answeredBeforeReady + 4, 5_000, 'answers once ready');
    await probing.stop();

    const refusals = expectOnly200And503(probing.answers);
    expect(refusals.some((answer) => answer.door === 'rest')).toBe(true);
    expect(refusals.some((answer) => answer.door === 'graphql')).toBe(true);
    expect(shop.output()).toContain(
      `Embedded engine pid ${engine} killed by SIGKILL: API calls answer 503 until a new engine is ready`,
    );
    expect(shop.output()).toMatch(/Loaded copy \d+ of .* documents/);
    expect(shop.output()).not.toMatch(/ERROR \[Errors\]/); // no stack trace per failed request

    const newEngine = shop.enginePid()!;
    expect(newEngine).not.toBe(engine);
    expect(isAlive(newEngine)).toBe(true);
    const read = await fetch(`${shop.baseUrl}/api/v1/orders/${order._id}?key=${order.accessKey}`);
    expect(read.status).toBe(200);
    const after = (await (await fetch(`${shop.baseUrl}/api/v1/products/${product._id}`)).json()).data;
    expect(after.stockQuantity).toBe(product.stockQuantity - 1);
    // The copy's unique indexes are back on the new engine (read from outside the shop).
    expect(await uniqueIndexes(shop.engineUri()!, ['carts', 'orders', 'products', 'users'])).toEqual([
      'carts.user_1',
      'orders.idempotency.keyHash_1',
      'orders.orderNumber_1',
      'products.slug_1',
      'users.email_1',
    ]);
  }, 120_000);

  test('MONGODB_URI: a lost MongoDB answers 503 (REST and GraphQL) within seconds, and the shop is ready again once it is back', async () => {
    external = await EmbeddedMongo.start({ database: 'external' });
    shop = await startBuiltShop({ MONGODB_URI: external.uri }, root);
    expect(await isReady(shop)).toBe(true);

    const probing = keepProbing([
      restProbe(shop, '/api/v1/products?limit=1&search=cable'),
      restProbe(shop, '/api/v1/products?limit=2&page=2'),
      graphqlProbe(shop, '{ productBrands }'),
    ]);
    const port = external.port;
    external.kill();
    await waitFor(
      () => probing.answers.some((answer) => answer.status === 503 && answer.door === 'rest'),
      15_000,
      'a REST 503',
    );
    await waitFor(
      () => probing.answers.some((answer) => answer.status === 503 && answer.door === 'graphql'),
      15_000,
      'a GraphQL 503',
    );
    expect(await isReady(shop)).toBe(false);
    expect(shop.output()).toContain('Lost the connection to the database');

    external = await EmbeddedMongo.start({ database: 'external', port });
    await waitFor(() => isReady(shop!), RECOVERY_BOUND_MS, '/ready after MongoDB is back');
    const answeredBeforeReady = probing.answers.length;
    await waitFor(() => probing.answers.length >= answeredBeforeReady + 3, 5_000, 'answers once ready');
    await probing.stop();
    expectOnly200And503(probing.answers);
    expect(shop.output()).toContain('The connection to the database is back');
    expect((await fetch(`${shop.baseUrl}/api/v1/products?limit=2`)).status).toBe(200);
  }, 120_000);
});

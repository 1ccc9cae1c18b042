import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { mongo } from 'mongoose';
import { BuiltShop, isAlive, startBuiltShop, waitFor } from './support/processes';
import { soldAsOne, TestShop } from './support/test-shop';

const root = resolve(__dirname, '..');

/** The order load: one order every 20 ms (50 a second) while fewer than IN_FLIGHT are unanswered. */
const ORDER_EVERY_MS = 20;
const IN_FLIGHT = 24;
/** Orders acknowledged between two kills, so that each kill lands in a stream of placements. */
const ORDERS_BETWEEN_KILLS = 40;
/** Odd kills end the engine, even ones the shop process. */
const KILLS = 4;

const env = {
  DEMO_ORDERS: 'off',
  DB_COMMAND_COUNTS: 'on',
  // Sign-ins outlive a restart of the shop (the admin's cancellations and deletions go on across kills).
  JWT_SECRET: 'acknowledged-orders-test-secret-0123456789',
};

interface Acknowledged {
  id: string;
  /** The last change of the order that was answered: placed (201), cancelled or deleted (200). */
  state: 'placed' | 'cancelled' | 'deleted';
}

/** Every order or change answered while the shop is placing, cancelling and deleting under kills. */
class OrderLoad {
  readonly orders = new Map<string, Acknowledged>();
  /** Changes sent without an answer (the process or engine died meanwhile): their outcome is unknown. */
  readonly unsure = new Map<string, 'cancelled' | 'deleted'>();
  placed = 0;
  private sent = 0;
  private inFlight = 0;
  private running = true;
  private readonly loop: Promise<void>;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private shop: () => BuiltShop | undefined,
    private readonly products: string[],
    private readonly adminToken: string,
  ) {
    this.loop = this.run();
  }

  private async run() {
    let next = Date.now();
    while (this.running) {
      const shop = this.shop();
      if (shop && this.inFlight < IN_FLIGHT) this.track(this.placeOne(shop, this.sent++));
      next += ORDER_EVERY_MS;
      // The load's own pace, not a wait for a condition.
      await new Promise((done) => setTimeout(done, Math.max(0, next - Date.now())));
    }
  }

  private track(work: Promise<void>) {
    this.inFlight++;
    const tracked = work.finally(() => {
      this.inFlight--;
      this.pending.delete(tracked);
    });
    this.pending.add(tracked);
  }

  private async placeOne(shop: BuiltShop, n: number) {
    const input = {
      items: [{ product: this.products[n % this.products.length], quantity: 1 + (n % 2) }],
      shippingAddress: {
        name: 'Hamza Ali',
        phone: `0300 ${String(1_000_000 + n).slice(-7)}`,
        address: 'House 5, Block C, Johar Town',
        city: 'Lahore',
      },
      paymentMethod: 'COD',
    };
    let id: string | undefined;
    try {
      if (n % 2 === 0) {
        const answer = await fetch(`${shop.baseUrl}/api/v1/orders`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
        });
        if (answer.status === 201) id = (await answer.json()).data._id;
        else await answer.arrayBuffer();
      } else {
        const answer = await fetch(`${shop.baseUrl}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }',
            variables: { input },
          }),
        });
        const body = await answer.json();
        if (answer.status === 200 && body.data?.placeOrder) id = body.data.placeOrder.order.id;
      }
    } catch {
      return; // no answer: the shop or its engine died meanwhile
    }
    if (!id) return;
    this.placed++;
    this.orders.set(id, { id, state: 'placed' });
    // Some orders are cancelled (their units go back), some deleted, as an admin would, under the same kills.
    if (n % 5 === 1) this.track(this.change(shop, id, 'cancelled'));
    if (n % 10 === 4) this.track(this.change(shop, id, 'deleted'));
  }

  private async change(shop: BuiltShop, id: string, to: 'cancelled' | 'deleted') {
    const request =
      to === 'cancelled'
        ? { method: 'PUT', body: JSON.stringify({ status: 'Cancelled' }), path: `/api/v1/orders/guest/${id}/status` }
        : { method: 'DELETE', body: undefined, path: `/api/v1/orders/guest/${id}` };
    this.unsure.set(id, to);
    try {
      const answer = await fetch(shop.baseUrl + request.path, {
        method: request.method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.adminToken}` },
        body: request.body,
      });
      await answer.arrayBuffer();
      // Refused (503 while the engine is away): the order stays as it was.
      if (answer.status === 200) this.orders.set(id, { id, state: to });
      this.unsure.delete(id);
    } catch {
      // no answer: cancelled or deleted, or not
    }
  }

  /** Resolves once `count` more orders were acknowledged. */
  async acknowledged(count: number, timeoutMs = 60_000) {
    const target = this.placed + count;
    await waitFor(() => this.placed >= target, timeoutMs, `${count} acknowledged orders`);
  }

  async stop() {
    this.running = false;
    await this.loop;
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}

async function login(shop: BuiltShop): Promise<string> {
  const answer = await fetch(`${shop.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@volt.demo', password: 'admin123' }),
  });
  return (await answer.json()).data.token;
}

type Engine = { pid: number; state: string; restarts: number };
const engineOf = async (shop: BuiltShop): Promise<Engine> =>
  (await (await fetch(`${shop.baseUrl}/api/v1/debug/engine`)).json()) as Engine;

/** What the shop logged of its database and stock, for a failure's message. */
const databaseLog = (shop: BuiltShop | undefined) =>
  (shop?.output() ?? '')
    .split('\n')
    .filter((line) => /Database|StockHolds|Errors|ERROR/.test(line))
    .slice(-60)
    .join('\n');

const isReady = async (shop: BuiltShop) => {
  try {
    return (await fetch(`${shop.baseUrl}/ready`)).status === 200;
  } catch {
    return false;
  }
};

/** The data as the engine holds it, read from outside the shop. */
async function readData(shop: BuiltShop) {
  const client = await new mongo.MongoClient(shop.engineUri()!, { directConnection: true }).connect();
  try {
    const db = client.db();
    const orders = await db
      .collection('orders')
      .find({}, { projection: { status: 1, stockTaken: 1, items: 1, accessKeyHash: 1, client: 1 } })
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

/** Every product's stock is its start less the units of the orders that exist and hold stock; no hold is left. */
function expectStockExact(start: Map<string, number>, data: Awaited<ReturnType<typeof readData>>) {
  const held = new Map<string, number>();
  for (const order of data.orders)
    if (order.stockTaken)
      for (const line of order.items as Array<{ product: unknown; quantity: number }>)
        held.set(String(line.product), (held.get(String(line.product)) ?? 0) + line.quantity);
  const wrong = data.products
    .map((product) => ({
      product: String(product._id),
      stock: product.stockQuantity as number,
      expected: (start.get(String(product._id)) ?? NaN) - (held.get(String(product._id)) ?? 0),
      holds: (product.holdCount as number | undefined) ?? 0,
    }))
    .filter((product) => product.stock !== product.expected || product.holds !== 0);
  expect(wrong).toEqual([]);
}

/** No acknowledged order is missing; acknowledged cancellations and deletions hold. */
function expectAcknowledgedKept(load: OrderLoad, data: Awaited<ReturnType<typeof readData>>) {
  const stored = new Map(data.orders.map((order) => [String(order._id), order]));
  const lost: string[] = [];
  const wrong: string[] = [];
  for (const { id, state } of load.orders.values()) {
    const order = stored.get(id);
    // A change without an answer: either outcome is right (an order whose cancellation went unanswered still exists).
    if (load.unsure.get(id) === 'deleted') continue;
    if (load.unsure.get(id) === 'cancelled') {
      if (!order) lost.push(id);
      continue;
    }
    if (state === 'deleted') {
      if (order) wrong.push(`${id} deleted, still there`);
    } else if (!order) lost.push(id);
    else if (state === 'cancelled' && (order.status !== 'Cancelled' || order.stockTaken))
      wrong.push(`${id} cancelled, is ${order.status}`);
    // Whole, fields a query leaves out included (a guest reads the order with its key).
    else if (!order.accessKeyHash || !order.client) wrong.push(`${id} without its access key or client`);
  }
  expect({ lost, wrong }).toEqual({ lost: [], wrong: [] });
}

describe('An order answered 201 is never lost, and stock is moved exactly once (embedded store, kill -9)', () => {
  let dataDir: string;
  let shop: BuiltShop | undefined;

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-acknowledged-'));
  });

  afterEach(async () => {
    if (shop && shop.child.exitCode === null && shop.child.signalCode === null) {
      shop.child.kill('SIGKILL');
      await shop.exited;
    }
    shop = undefined;
    await rm(dataDir, { recursive: true, force: true });
  });

  /** A fresh shop, its stock before any order, the products to order, an admin's token. */
  async function begin() {
    shop = await startBuiltShop({ DATA_DIR: dataDir, ...env }, root);
    const list = (await (await fetch(`${shop.baseUrl}/api/v1/products?limit=100`)).json()).data as Array<{
      _id: string;
      stockQuantity: number;
    }>;
    const start = new Map(list.map((product) => [product._id, product.stockQuantity]));
    const products = list.filter((product) => product.stockQuantity > 0).map((product) => product._id);
    return { start, products, token: await login(shop) };
  }

  test(`the engine and the shop process (its engine with it) killed in turn, ${KILLS} kills under 50 orders a second (REST and GraphQL, with cancellations and deletions)`, async () => {
    const { start, products, token } = await begin();
    let current: BuiltShop | undefined = shop;
    const outputs: string[] = [];
    const load = new OrderLoad(() => current, products, token);
    try {
      for (let kill = 1; kill <= KILLS; kill++) {
        await load.acknowledged(ORDERS_BETWEEN_KILLS);
        if (kill % 2 === 1) {
          const before = await engineOf(shop!);
          expect(before.state).toBe('up');
          process.kill(before.pid, 'SIGKILL');
          await waitFor(
            async () => {
              if (!(await isReady(shop!))) return false;
              const after = await engineOf(shop!);
              return after.restarts > before.restarts && after.state === 'up';
            },
            60_000,
            `the shop to be ready after kill ${kill} (the engine)`,
          );
          continue;
        }
        const engine = shop!.enginePid()!;
        shop!.child.kill('SIGKILL');
        current = undefined;
        await shop!.exited;
        outputs.push(shop!.output());
        await waitFor(() => !isAlive(engine), 10_000, 'the engine to end with the shop');
        shop = await startBuiltShop({ DATA_DIR: dataDir, ...env }, root);
        await waitFor(() => isReady(shop!), 60_000, `the shop to be ready after kill ${kill} (the shop)`);
        current = shop;
      }
      await load.acknowledged(ORDERS_BETWEEN_KILLS);
    } catch (error) {
      console.log(databaseLog(shop));
      throw error;
    } finally {
      await load.stop();
    }
    // A settle cut by a lost connection leaves its holds to the sweep (HOLD_GRACE_MS later); a start ends every
    // hold it finds at once. A graceful stop and a start, then: what a stop keeps and the sweep settles is checked.
    outputs.push(shop!.output());
    shop!.child.kill('SIGTERM');
    await shop!.exited;
    shop = await startBuiltShop({ DATA_DIR: dataDir, ...env }, root);
    await waitFor(() => isReady(shop!), 60_000, 'the shop to be ready after a graceful stop');
    const data = await readData(shop!);
    try {
      expectAcknowledgedKept(load, data);
      expectStockExact(start, data);
      expect(shop!.output()).toMatch(/Loaded copy \d+ of/);
      // The journal was needed: orders acknowledged after the last copy came back from it.
      expect([...outputs, shop!.output()].join('\n')).toMatch(/Replayed the journal after the copy/);
    } catch (error) {
      console.log(databaseLog(shop));
      throw error;
    }
    console.log(
      `Kills: ${load.placed} orders acknowledged, ${load.unsure.size} changes unanswered, ${data.orders.length} orders stored`,
    );
  }, 240_000);
});

describe('Order writes ask MongoDB for a journaled majority acknowledgement', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start({}, { DB_COMMAND_COUNTS: 'on' });
  });
  afterAll(() => shop.stop());

  test('placing (REST and GraphQL), a status change, a cancellation and a deletion: every write to orders carries { w: majority, j: true }', async () => {
    const client = shop.shop.app.get<Connection>(getConnectionToken()).getClient();
    const writes: Array<{ command: string; writeConcern: unknown }> = [];
    const watch = (event: { commandName: string; command: Record<string, unknown> }) => {
      if (['insert', 'update', 'findAndModify', 'delete'].includes(event.commandName)) {
        if (event.command[event.commandName] === 'orders')
          writes.push({ command: event.commandName, writeConcern: event.command.writeConcern });
      }
    };
    client.on('commandStarted', watch);
    try {
      const admin = await shop.login('admin@volt.demo', 'admin123');
      const product = (await shop.get('/api/v1/products?limit=20&inStock=true')).body.data.find(soldAsOne);
      const input = (phone: string) => ({
        items: [{ product: product._id, quantity: 1 }],
        shippingAddress: { name: 'Hamza Ali', phone, address: 'House 5, Block C', city: 'Lahore' },
        paymentMethod: 'COD',
      });
      const rest = await shop.post('/api/v1/orders', input('0300 1110001'));
      expect(rest.status).toBe(201);
      const graphql = await shop.graphql(
        'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }',
        { input: input('0300 1110002') },
      );
      expect(graphql.errors).toBeUndefined();
      const id = rest.body.data._id;
      const status = (to: string) =>
        shop.put(
          `/api/v1/orders/guest/${id}/status`,
          { status: to, overrideReason: 'Confirmed by phone' },
          { token: admin },
        );
      expect((await status('Processing')).status).toBe(200);
      expect((await status('Cancelled')).status).toBe(200);
      expect((await shop.delete(`/api/v1/orders/guest/${id}`, { token: admin })).status).toBe(200);
    } finally {
      client.off('commandStarted', watch);
    }
    // The order service's own writes, and any other (the risk worked out again after a status change).
    const count = (command: string) => writes.filter((write) => write.command === command).length;
    expect([count('insert'), count('findAndModify'), count('delete')]).toEqual([2, 2, 1]);
    for (const write of writes) expect(write.writeConcern).toEqual({ w: 'majority', j: true });
  });
});

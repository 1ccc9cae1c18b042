import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEMO_CATALOGUE } from '../server/src/demo/demo-catalogue';
import { BuiltShop, isAlive, startBuiltShop, uniqueIndexes, waitFor } from './support/processes';
import { soldAsOne } from './support/demo-products';

const root = resolve(__dirname, '..');
/** The copy interval is 2 s: a copy that holds a write comes within this (a busy machine included). */
const COPY_WITHIN_MS = 15_000;

let phones = 0;
/** Each order with a phone number of its own: the shop caps the orders waiting per phone. */
const orderBody = (product: string, quantity: number) => ({
  items: [{ product, quantity }],
  shippingAddress: {
    name: 'Hamza Ali',
    email: 'hamza@example.pk',
    phone: `0300 11${String(++phones).padStart(5, '0')}`,
    address: 'House 5, Block C, Johar Town',
    city: 'Lahore',
  },
  paymentMethod: 'COD',
});

interface Product {
  _id: string;
  stockQuantity: number;
}

/** Products in stock sold as one (an order's line of one names no kind), newest first. */
async function inStockProducts(shop: BuiltShop): Promise<Product[]> {
  const answer = await (await fetch(`${shop.baseUrl}/api/v1/products?limit=100&inStock=true`)).json();
  return (answer.data as Array<Product & { options?: unknown[] }>).filter(soldAsOne);
}

async function stockOf(shop: BuiltShop, product: string): Promise<number> {
  return (await (await fetch(`${shop.baseUrl}/api/v1/products/${product}`)).json()).data.stockQuantity;
}

async function placeOrder(
  shop: BuiltShop,
  product: string,
  quantity: number,
): Promise<{ _id: string; accessKey: string }> {
  const answer = await fetch(`${shop.baseUrl}/api/v1/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(orderBody(product, quantity)),
  });
  if (answer.status !== 201) throw new Error(`order failed: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).data;
}

async function readOrder(shop: BuiltShop, order: { _id: string; accessKey: string }) {
  const answer = await fetch(`${shop.baseUrl}/api/v1/orders/${order._id}?key=${order.accessKey}`);
  return { status: answer.status, body: answer.status === 200 ? await answer.json() : await answer.text() };
}

/**
 * A POST whose body is sent in two parts. It asks `Expect: 100-continue`: the server answers 100 once it has
 * read the request's headers, so when `started` resolves the request is under way on the server; the first
 * half of the body follows, the rest on `finish()`.
 */
function streamedPost(baseUrl: string, path: string, body: unknown) {
  const text = JSON.stringify(body);
  const half = Math.floor(text.length / 2);
  const url = new URL(path, baseUrl);
  const request = httpRequest(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', expect: '100-continue' },
  });
  const answer = new Promise<{ status: number; body: string }>((done, fail) => {
    request.on('response', (response) => {
      let received = '';
      response.on('data', (chunk) => (received += chunk));
      response.on('end', () => done({ status: response.statusCode ?? 0, body: received }));
    });
    request.on('error', fail);
  });
  const started = new Promise<void>((done, fail) => {
    request.once('continue', () => request.write(text.slice(0, half), () => done()));
    request.once('error', fail);
  });
  request.flushHeaders();
  return {
    started,
    finish: () => {
      request.end(text.slice(half));
      return answer;
    },
  };
}

/** The position of the shop's newest journal entry: every order write answered so far is at or before it. */
async function journalPosition(shop: BuiltShop): Promise<number> {
  return (await (await fetch(`${shop.baseUrl}/api/v1/debug/engine`)).json()).journal.position;
}

/** Whether the shop's newest copy on disk holds the journal up to `position` (so every order write up to it). */
async function copiedUpTo(shop: BuiltShop, position: number): Promise<boolean> {
  const engine = await (await fetch(`${shop.baseUrl}/api/v1/debug/engine`)).json();
  return engine.lastSnapshot !== null && engine.lastSnapshot.journal >= position;
}

const refused = (url: string) =>
  fetch(url).then(
    () => false,
    () => true,
  );

async function killHard(shop: BuiltShop) {
  shop.child.kill('SIGKILL');
  await shop.exited;
}

describe('Durable embedded store (the built shop, each start in a process of its own)', () => {
  let dataDir: string;
  const running: BuiltShop[] = [];
  const start = async (env: NodeJS.ProcessEnv = {}) => {
    // No demo month of orders: it says nothing about what is tested here and only makes each start and copy longer.
    const shop = await startBuiltShop({ DATA_DIR: dataDir, DEMO_ORDERS: 'off', ...env }, root);
    running.push(shop);
    return shop;
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-data-'));
  });

  afterEach(async () => {
    for (const shop of running.splice(0))
      if (shop.child.exitCode === null && shop.child.signalCode === null) await killHard(shop);
    await rm(dataDir, { recursive: true, force: true });
  });

  test('an order, kill -9 of the shop at once, a new start: the order (with its access key) and its stock are there; the engine went with the shop; again once a copy holds the next order', async () => {
    const first = await start({ DB_COMMAND_COUNTS: 'on' });
    expect(first.output()).toContain(`Database: embedded engine, data kept in ${join(dataDir, 'db')}`);
    // The banner's last lines may arrive just after the shop answers /ready.
    await waitFor(
      () => first.output().includes('Demo admin   : admin@volt.demo / admin123'),
      5_000,
      'the demo logins in the banner',
    );
    const [product] = await inStockProducts(first);
    const order = await placeOrder(first, product._id, 2);
    const engine = first.enginePid()!;
    expect(isAlive(engine)).toBe(true);
    // No copy holds the order yet: the journal does.
    await killHard(first);
    await waitFor(() => !isAlive(engine), 5_000, 'the engine to end with the shop');

    const second = await start({ DB_COMMAND_COUNTS: 'on' });
    expect(second.output()).toMatch(/Loaded copy \d+ of .* documents/);
    await waitFor(
      () => second.output().includes('Demo customer: customer@volt.demo / customer123'),
      5_000,
      'the demo logins in the banner',
    );
    const read = await readOrder(second, order);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ _id: order._id, isGuestOrder: true, status: 'Pending' });
    expect(await stockOf(second, product._id)).toBe(product.stockQuantity - 2);
    // Loaded, not seeded again: the catalogue is the demo catalogue once.
    const listing = await (await fetch(`${second.baseUrl}/api/v1/products?limit=1`)).json();
    expect(listing.pagination.total).toBe(DEMO_CATALOGUE.length);
    // The copy's unique indexes are back on the new engine (read from outside the shop).
    expect(await uniqueIndexes(second.engineUri()!, ['carts', 'orders', 'products', 'users'])).toEqual([
      'carts.user_1',
      'orders.idempotency.keyHash_1',
      'orders.orderNumber_1',
      'products.slug_1',
      'users.email_1',
    ]);

    // Once more, killed once a copy holds the next order (the copy patches the one loaded): both orders are
    // there and the stock moved once for each, nothing replayed twice.
    const again = await placeOrder(second, product._id, 1);
    const written = await journalPosition(second);
    await waitFor(() => copiedUpTo(second, written), COPY_WITHIN_MS, 'a copy that holds the order');
    await killHard(second);
    const third = await start();
    expect(third.output()).not.toContain('Replayed the journal');
    expect((await readOrder(third, order)).status).toBe(200);
    expect((await readOrder(third, again)).status).toBe(200);
    expect(await stockOf(third, product._id)).toBe(product.stockQuantity - 3);
  }, 180_000);

  test('SIGTERM: no new connections, 20 requests under way all answered, everything written, engine stopped; the next start has it all', async () => {
    const first = await start();
    const products = (await inStockProducts(first)).filter((product) => product.stockQuantity >= 3);
    const engine = first.enginePid()!;
    const requests = Array.from({ length: 20 }, (_, index) =>
      streamedPost(first.baseUrl, '/api/v1/orders', orderBody(products[index % products.length]._id, 1)),
    );
    await Promise.all(requests.map((request) => request.started)); // every request is under way on the server

    first.child.kill('SIGTERM');
    await waitFor(() => first.output().includes('SIGTERM: finishing requests under way'), 5_000, 'the drain to begin');
    await waitFor(() => refused(`${first.baseUrl}/health`), 5_000, 'new connections to be refused');
    const answers = await Promise.all(requests.map((request) => request.finish()));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('Stopped');
    await waitFor(() => !isAlive(engine), 5_000, 'the engine to stop');

    const second = await start();
    for (const answer of answers) {
      const order = JSON.parse(answer.body).data;
      expect((await readOrder(second, order)).status).toBe(200);
    }
  }, 120_000);

  test('a newest copy that does not load: the next start takes the one before, says so, and the journal brings back the order placed after it', async () => {
    const first = await start({ DB_COMMAND_COUNTS: 'on' });
    const [product] = await inStockProducts(first);
    const kept = await placeOrder(first, product._id, 1);
    const written = await journalPosition(first);
    await waitFor(() => copiedUpTo(first, written), COPY_WITHIN_MS, 'a copy that holds the first order');
    const later = await placeOrder(first, product._id, 1);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    const copies = (await readdir(join(dataDir, 'db'))).filter((name) => name.startsWith('gen-')).sort();
    const newest = join(dataDir, 'db', copies[copies.length - 1]);
    await writeFile(join(newest, 'orders.ejson'), '{"_id": {"$oid": "6b0203e78f71'); // cut short mid-write

    const second = await start();
    expect(second.output()).toContain(`Copy ${copies[copies.length - 1]} could not be loaded`);
    expect((await readOrder(second, kept)).status).toBe(200);
    expect((await readOrder(second, later)).status).toBe(200);
    expect(await stockOf(second, product._id)).toBe(product.stockQuantity - 2);
  }, 120_000);

  test("EMBEDDED_PERSIST=off keeps today's in-memory engine: nothing on disk, said in the banner", async () => {
    const shop = await start({ EMBEDDED_PERSIST: 'off' });
    expect(shop.output()).toContain('Database: embedded engine, in memory only (EMBEDDED_PERSIST=off');
    const [product] = await inStockProducts(shop);
    await placeOrder(shop, product._id, 1);
    shop.child.kill('SIGTERM');
    await shop.exited;
    expect(await readdir(dataDir)).toEqual([]);
  }, 60_000);
});

describe('The engine never outlives the process that started it', () => {
  // Both guards: setpriv --pdeathsig (used where util-linux has it) and the shell guard (the fallback).
  for (const guard of ['setpriv', 'shell'] as const) {
    for (const ending of ['kill -9', 'a V8 abort'] as const) {
      test(`${guard} guard, the process ends by ${ending}`, async () => {
        const script = `
          const { EmbeddedMongo } = require('./dist/server/src/database/embedded-mongo.js');
          EmbeddedMongo.start({ database: 'guarded', guard: '${guard}' }).then((engine) => {
            console.log('ENGINE=' + engine.pid + ' GUARD=' + engine.guard);
            ${ending === 'a V8 abort' ? 'setTimeout(() => process.abort(), 100);' : 'setInterval(() => undefined, 1000);'}
          });`;
        const child = spawn(process.execPath, ['-e', script], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        let output = '';
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        const exited = new Promise((done) => child.once('exit', done));
        await waitFor(() => output.includes('ENGINE='), 20_000, 'the engine to start');
        const engine = Number(/ENGINE=(\d+)/.exec(output)![1]);
        expect(output).toContain(`GUARD=${guard}`);
        expect(isAlive(engine)).toBe(true);
        if (ending === 'kill -9') child.kill('SIGKILL');
        await exited;
        await waitFor(() => !isAlive(engine), 5_000, 'the engine to end');
      }, 60_000);
    }
  }
});

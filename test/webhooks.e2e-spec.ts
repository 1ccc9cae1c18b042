import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLE_DOES_NOT_ALLOW, StaffRole } from '../server/src/common/access/permissions';
import { waitFor } from './support/processes';
import { TestShop } from './support/test-shop';

interface Received {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Behaviour = (request: IncomingMessage, response: ServerResponse, count: number) => void;

/** A receiver on loopback: records every request; each path answers as its behaviour says (200 when none). */
class Receiver {
  readonly received: Received[] = [];
  private readonly behaviours = new Map<string, Behaviour>();
  private readonly open = new Set<ServerResponse>();
  private readonly server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      this.received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const behaviour = this.behaviours.get(path);
      this.open.add(response);
      response.on('close', () => this.open.delete(response));
      if (behaviour) behaviour(request, response, this.at(path).length);
      else response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  url = '';

  static async start(): Promise<Receiver> {
    const receiver = new Receiver();
    await new Promise<void>((done) => receiver.server.listen(0, '127.0.0.1', done));
    receiver.url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}`;
    return receiver;
  }

  on(path: string, behaviour: Behaviour) {
    this.behaviours.set(path, behaviour);
  }

  at(path: string) {
    return this.received.filter((each) => each.path === path);
  }

  async stop() {
    for (const response of this.open) response.destroy();
    this.server.closeAllConnections();
    await new Promise((done) => this.server.close(done));
  }
}

/** The check a receiver makes, as docs/api.md shows it. */
function verified(secret: string, headers: IncomingMessage['headers'], body: string): boolean {
  const timestamp = String(headers['x-volt-timestamp']);
  const expected = 'sha256=' + createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  const given = Buffer.from(String(headers['x-volt-signature']));
  const wanted = Buffer.from(expected);
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return fresh && given.length === wanted.length && timingSafeEqual(given, wanted);
}

const WEBHOOK_FIELDS = 'id url events description active pausedAt pausedReason failingSince createdByName';
const CREATE = `mutation($input: CreateWebhookSubscriptionInput!) {
  createWebhookSubscription(input: $input) { secret subscription { ${WEBHOOK_FIELDS} } }
}`;
const DELIVERIES = `query($subscriptionId: ID, $status: String) {
  webhookDeliveries(subscriptionId: $subscriptionId, status: $status) {
    total items { id event status payload nextAttemptAt attempts { number at statusCode error durationMs response } }
  }
}`;

interface Attempt {
  number: number;
  statusCode: number;
  error: string;
  response: string;
}
interface Delivery {
  id: string;
  event: string;
  status: string;
  payload: string;
  nextAttemptAt: string | null;
  attempts: Attempt[];
}

/** Settings that keep a suite quick: a short tick, retries after 200 ms, attempts cut at 1.5 s. */
const QUICK: NodeJS.ProcessEnv = {
  WEBHOOK_TICK_MS: '100',
  WEBHOOK_RETRY_BASE_MS: '200',
  WEBHOOK_TIMEOUT_MS: '1500',
  COURIER_TRACKING_MINUTES: '0',
};

/**
 * Webhooks: an Owner subscribes an address on loopback; deliveries are signed, retried after failures (a 500, a
 * redirect, a timeout), survive a restart of the shop, are logged with their attempts and can be sent again; a
 * subscription failing for the pause window is paused and the dashboard says so.
 */
describe('Webhooks', () => {
  let shop: TestShop;
  let receiver: Receiver;
  let owner: string;

  beforeAll(async () => {
    receiver = await Receiver.start();
    shop = await TestShop.start({}, QUICK);
    owner = await shop.login('admin@volt.demo', 'admin123');
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
    await receiver?.stop();
  });

  async function subscribe(path: string, events: string[] = ['order.placed'], on = shop, token = owner) {
    const answer = await on.graphql(CREATE, { input: { url: receiver.url + path, events, description: path } }, token);
    expect(answer.errors).toBeUndefined();
    return answer.data.createWebhookSubscription as { secret: string; subscription: { id: string; active: boolean } };
  }

  async function deliveries(subscriptionId: string, on = shop, token = owner): Promise<Delivery[]> {
    const answer = await on.graphql(DELIVERIES, { subscriptionId }, token);
    expect(answer.errors).toBeUndefined();
    return answer.data.webhookDeliveries.items;
  }

  async function deliveryWhen(subscriptionId: string, holds: (delivery: Delivery) => boolean, what: string) {
    let found: Delivery | undefined;
    await waitFor(
      async () => {
        found = (await deliveries(subscriptionId)).find(holds);
        return found !== undefined;
      },
      30_000,
      what,
    );
    return found!;
  }

  const remove = (id: string) =>
    shop.graphql('mutation($id: ID!) { deleteWebhookSubscription(id: $id) { id } }', { id }, owner);

  const ping = async (subscriptionId: string) => {
    const answer = await shop.graphql(
      'mutation($id: ID!) { sendTestWebhook(subscriptionId: $id) { id event status } }',
      { id: subscriptionId },
      owner,
    );
    expect(answer.errors).toBeUndefined();
    return answer.data.sendTestWebhook as { id: string; event: string };
  };

  test('an order placed is delivered signed, with the documented headers and payload; the secret is shown once', async () => {
    const { secret, subscription } = await subscribe('/orders');
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(subscription).toMatchObject({ active: true, events: ['order.placed'], pausedReason: '' });
    const listed = await shop.get('/api/v1/admin/webhooks', { token: owner });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((each: { _id: string }) => each._id)).toContain(subscription.id);
    expect(listed.text).not.toContain(secret);

    const orderId = await shop.placeGuestOrder('0312 5550001');
    await waitFor(() => receiver.at('/orders').length > 0, 30_000, 'the delivery');
    const [request] = receiver.at('/orders');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.headers['user-agent']).toMatch(/^VoltShop-Webhooks\//);
    expect(request.headers['x-volt-event']).toBe('order.placed');
    expect(verified(secret, request.headers, request.body)).toBe(true);
    expect(verified(secret.slice(0, -1) + 'x', request.headers, request.body)).toBe(false);

    const payload = JSON.parse(request.body);
    expect(payload).toMatchObject({ id: request.headers['x-volt-delivery'], event: 'order.placed' });
    expect(Date.parse(payload.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(payload.data.order).toMatchObject({
      id: orderId,
      status: 'Pending',
      paymentMethod: 'COD',
      totalAmount: 2400,
      customer: { name: 'Sana Iqbal', phone: '+923125550001', city: 'Islamabad' },
    });
    expect(payload.data.order.items).toEqual([expect.objectContaining({ quantity: 2, price: 1200, lineTotal: 2400 })]);

    const delivered = await deliveryWhen(subscription.id, (each) => each.status === 'delivered', 'the log entry');
    expect(delivered.attempts).toEqual([
      expect.objectContaining({ number: 1, statusCode: 200, error: '', response: 'ok' }),
    ]);
    expect(delivered.payload).toBe(request.body);
    await remove(subscription.id);
  });

  test('each event is sent when its change is stored, with its documented data', async () => {
    const events = [
      'order.placed',
      'order.confirmed',
      'order.status_changed',
      'order.cancelled',
      'shipment.updated',
      'payment.recorded',
      'product.updated',
      'stock.low',
    ];
    const { subscription } = await subscribe('/all', events);
    const bodies = () => receiver.at('/all').map((each) => JSON.parse(each.body));
    const sent = async (event: string, holds: (data: any) => boolean = () => true) => {
      let found: any;
      await waitFor(
        () => {
          found = bodies().find((body) => body.event === event && holds(body.data));
          return found !== undefined;
        },
        30_000,
        event,
      );
      return found.data;
    };

    // 7 units, 2 ordered: 5 left, the low-stock level.
    const product = await shop.newProduct(7, 1200);
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product: product.id, quantity: 2 }],
      shippingAddress: { name: 'Bilal Ahmed', phone: '0333 5550003', address: 'House 1, Street 2', city: 'Lahore' },
      paymentMethod: 'COD',
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data as { _id: string; orderNumber: string; totalAmount: number };
    expect((await sent('order.placed', (data) => data.order.id === order._id)).order.orderNumber).toBe(
      order.orderNumber,
    );
    expect(await sent('stock.low', (data) => data.product.id === product.id)).toEqual({
      product: { id: product.id, slug: expect.any(String), name: product.name, stockQuantity: 5 },
      threshold: 5,
    });

    await shop.confirmOrder(order._id, owner);
    expect((await sent('order.confirmed', (data) => data.order.id === order._id)).order.confirmation).toBe('confirmed');

    const shipped = await shop.post(
      `/api/v1/admin/orders/${order._id}/ship`,
      { courier: 'tcs', trackingNumber: 'TCS-WH-1' },
      { token: owner },
    );
    expect(shipped.status).toBe(200);
    const shipment = await sent('shipment.updated', (data) => data.order.id === order._id);
    expect(shipment.shipment).toMatchObject({ courier: 'tcs', trackingNumber: 'TCS-WH-1' });
    expect(shipment.order.status).toBe('Shipped');
    expect(
      await sent('order.status_changed', (data) => data.order.id === order._id && data.to === 'Shipped'),
    ).toMatchObject({ from: 'Pending', to: 'Shipped', by: { actor: 'admin' } });

    const delivered = await shop.put(
      `/api/v1/orders/guest/${order._id}/status`,
      { status: 'Delivered' },
      { token: owner },
    );
    expect(delivered.status).toBe(200);
    await sent('order.status_changed', (data) => data.order.id === order._id && data.to === 'Delivered');
    const paid = await shop.post(
      '/api/v1/admin/remittances',
      {
        courier: 'tcs',
        date: new Date().toISOString().slice(0, 10),
        reference: `TCS-WH-PAY-${Date.now()}`,
        amount: order.totalAmount,
        orderIds: [order._id],
      },
      { token: owner },
    );
    expect(paid.status).toBe(201);
    expect((await sent('payment.recorded')).payment).toMatchObject({
      courier: 'tcs',
      amount: order.totalAmount,
      orderIds: [order._id],
      orderNumbers: [order.orderNumber],
    });

    const other = await shop.placeGuestOrder('0333 5550004');
    const cancelled = await shop.put(`/api/v1/orders/guest/${other}/status`, { status: 'Cancelled' }, { token: owner });
    expect(cancelled.status).toBe(200);
    expect(await sent('order.cancelled', (data) => data.order.id === other)).toMatchObject({
      from: 'Pending',
      order: { status: 'Cancelled' },
    });

    const renamed = await shop.graphql(
      'mutation($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { id } }',
      {
        id: product.id,
        input: {
          name: `${product.name} v2`,
          description: 'A cable.',
          price: 1300,
          category: 'Cables',
          brand: 'Anker',
          stockQuantity: 5,
        },
      },
      owner,
    );
    expect(renamed.errors).toBeUndefined();
    expect((await sent('product.updated', (data) => data.product.id === product.id)).product).toMatchObject({
      name: `${product.name} v2`,
      price: 1300,
      stockQuantity: 5,
      soldInKinds: false,
    });
    await remove(subscription.id);
  });

  test('a product given kinds is sent as updated, and a kind an order leaves low is sent as stock.low', async () => {
    const { subscription } = await subscribe('/kinds', ['product.updated', 'stock.low']);
    const sent = async (event: string, holds: (data: any) => boolean) => {
      let found: any;
      await waitFor(
        () => {
          found = receiver
            .at('/kinds')
            .map((each) => JSON.parse(each.body))
            .find((body) => body.event === event && holds(body.data));
          return found !== undefined;
        },
        30_000,
        event,
      );
      return found.data;
    };
    const product = await shop.newProduct(0);
    const sku = `WH${Date.now().toString(36).toUpperCase()}`;
    const kinds = await shop.graphql(
      'mutation($id: ID!, $input: ProductVariantsInput!) { setProductVariants(id: $id, input: $input) { variants { id sku } } }',
      {
        id: product.id,
        input: {
          options: [{ name: 'Colour', values: ['Black', 'Blue'] }],
          variants: [
            { sku: `${sku}-B`, values: ['Black'], price: 2000, stockQuantity: 7 },
            { sku: `${sku}-U`, values: ['Blue'], price: 2000, stockQuantity: 20 },
          ],
        },
      },
      owner,
    );
    expect(kinds.errors).toBeUndefined();
    expect((await sent('product.updated', (data) => data.product.id === product.id)).product).toMatchObject({
      soldInKinds: true,
      stockQuantity: 27,
    });
    const black = kinds.data.setProductVariants.variants.find((kind: { sku: string }) => kind.sku === `${sku}-B`);
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product: product.id, variant: black.id, quantity: 2 }],
      shippingAddress: { name: 'Bilal Ahmed', phone: '0333 5550005', address: 'House 1, Street 2', city: 'Lahore' },
      paymentMethod: 'COD',
    });
    expect(placed.status).toBe(201);
    expect(await sent('stock.low', (data) => data.product.id === product.id)).toEqual({
      product: { id: product.id, slug: expect.any(String), name: product.name, stockQuantity: 25 },
      variant: { id: black.id, sku: `${sku}-B`, values: ['Black'], stockQuantity: 5 },
      threshold: 5,
    });
    await remove(subscription.id);
  });

  test("a receiver's 500 is retried until it answers 2xx; every attempt is in the log", async () => {
    receiver.on('/flaky', (_request, response, count) =>
      count < 3 ? response.writeHead(500).end('down for a moment') : response.writeHead(204).end(),
    );
    const { subscription } = await subscribe('/flaky', ['order.status_changed']);
    const { id } = await ping(subscription.id);
    const delivered = await deliveryWhen(subscription.id, (each) => each.status === 'delivered', 'the third attempt');
    expect(delivered.id).toBe(id);
    expect(delivered.attempts.map((attempt) => [attempt.number, attempt.statusCode])).toEqual([
      [1, 500],
      [2, 500],
      [3, 204],
    ]);
    expect(delivered.attempts[0]).toMatchObject({ error: 'Answered 500', response: 'down for a moment' });
    // Each attempt is the same delivery: one id, one body.
    const sent = receiver.at('/flaky');
    expect(new Set(sent.map((each) => each.headers['x-volt-delivery']))).toEqual(new Set([id]));
    expect(new Set(sent.map((each) => each.body)).size).toBe(1);
    const rest = await shop.get(`/api/v1/admin/webhooks/deliveries?subscriptionId=${subscription.id}`, {
      token: owner,
    });
    expect(rest.body).toMatchObject({ success: true, total: 1, data: [{ _id: id, status: 'delivered' }] });
    await remove(subscription.id);
  });

  test('a redirect is not followed and a slow receiver is cut off: both count as failures', async () => {
    receiver.on('/moved', (_request, response) => response.writeHead(302, { location: '/elsewhere' }).end());
    receiver.on('/slow', () => undefined);
    const moved = await subscribe('/moved');
    const slow = await subscribe('/slow');
    await ping(moved.subscription.id);
    await ping(slow.subscription.id);
    const redirected = await deliveryWhen(moved.subscription.id, (each) => each.attempts.length > 0, 'the redirect');
    expect(redirected.attempts[0]).toMatchObject({
      statusCode: 302,
      error: 'Answered 302: redirects are not followed',
    });
    expect(receiver.at('/elsewhere')).toHaveLength(0);
    const cut = await deliveryWhen(slow.subscription.id, (each) => each.attempts.length > 0, 'the time limit');
    expect(cut.attempts[0]).toMatchObject({ statusCode: 0, error: 'No answer within 1500 ms' });
    // Retried: waiting for its next attempt, or in it.
    expect(['pending', 'sending']).toContain(cut.status);
    const listed = await shop.graphql(`{ webhookSubscriptions { id failingSince } }`, {}, owner);
    const failing = listed.data.webhookSubscriptions.find((each: { id: string }) => each.id === slow.subscription.id);
    expect(failing.failingSince).not.toBeNull();
    await remove(moved.subscription.id);
    await remove(slow.subscription.id);
  });

  test('a delivery can be sent again from the log, with its id and body', async () => {
    const { secret, subscription } = await subscribe('/again');
    const { id } = await ping(subscription.id);
    await deliveryWhen(subscription.id, (each) => each.status === 'delivered', 'the first delivery');
    const again = await shop.post(`/api/v1/admin/webhooks/deliveries/${id}/redeliver`, undefined, { token: owner });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: true, data: { _id: id, status: 'pending' } });
    const delivered = await deliveryWhen(subscription.id, (each) => each.attempts.length === 2, 'the redelivery');
    expect(delivered.status).toBe('delivered');
    const sent = receiver.at('/again');
    expect(sent).toHaveLength(2);
    expect(sent[1].body).toBe(sent[0].body);
    expect(verified(secret, sent[1].headers, sent[1].body)).toBe(true);
    expect(JSON.parse(sent[1].body)).toMatchObject({ id, event: 'ping' });
    const unknown = await shop.post('/api/v1/admin/webhooks/deliveries/0123456789abcdef01234567/redeliver', undefined, {
      token: owner,
    });
    expect(unknown.status).toBe(404);
    await remove(subscription.id);
  });

  test('a rolled secret signs from then on; the old one no longer matches', async () => {
    const { secret, subscription } = await subscribe('/rolled');
    const rolled = await shop.post(`/api/v1/admin/webhooks/${subscription.id}/secret`, undefined, { token: owner });
    expect(rolled.status).toBe(200);
    const fresh: string = rolled.body.data.secret;
    expect(fresh).not.toBe(secret);
    await ping(subscription.id);
    await waitFor(() => receiver.at('/rolled').length > 0, 30_000, 'the ping');
    const [sent] = receiver.at('/rolled');
    expect(verified(fresh, sent.headers, sent.body)).toBe(true);
    expect(verified(secret, sent.headers, sent.body)).toBe(false);
    await remove(subscription.id);
  });

  test('failing for the pause window pauses the subscription, holds its deliveries and tells the dashboard', async () => {
    receiver.on('/broken', (_request, response) => response.writeHead(500).end());
    const { subscription } = await subscribe('/broken');
    // Failing for four days already: the pause window (three days) has passed.
    await shop
      .model('WebhookSubscriptionRecord')
      .updateOne({ _id: subscription.id }, { $set: { failingSince: new Date(Date.now() - 4 * 86_400_000) } });
    await ping(subscription.id);
    await waitFor(
      async () => {
        const list = await shop.graphql(`{ webhookSubscriptions { id active pausedReason } }`, {}, owner);
        return list.data.webhookSubscriptions.some((each: { id: string; active: boolean }) => !each.active);
      },
      30_000,
      'the pause',
    );
    const [held] = await deliveries(subscription.id);
    expect(held.status).toBe('held');
    const dashboard = await shop.get('/api/v1/admin/dashboard', { token: owner });
    expect(dashboard.body.data.setupNotices).toContainEqual(
      expect.stringContaining(`The webhook to ${receiver.url}/broken was paused: its deliveries failed for 3 days`),
    );
    const redeliver = await shop.post(`/api/v1/admin/webhooks/deliveries/${held.id}/redeliver`, undefined, {
      token: owner,
    });
    expect(redeliver.status).toBe(409);
    expect(redeliver.body.message).toBe('This webhook is paused. Resume it first.');

    // Fixed, then resumed: what was held is sent, and the notice is gone.
    receiver.on('/broken', (_request, response) => response.writeHead(200).end());
    const resumed = await shop.request('PATCH', `/api/v1/admin/webhooks/${subscription.id}`, {
      body: { active: true },
      token: owner,
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.data).toMatchObject({ active: true, pausedReason: '', failingSince: null });
    await deliveryWhen(subscription.id, (each) => each.status === 'delivered', 'the held delivery');
    const after = await shop.get('/api/v1/admin/dashboard', { token: owner });
    expect(after.body.data.setupNotices.join(' ')).not.toContain('/broken');
    await remove(subscription.id);
  });

  test('bad input is refused with a clear 400 and nothing is written', async () => {
    const model = shop.model('WebhookSubscriptionRecord');
    const before = await model.countDocuments();
    const cases: Array<[unknown, string]> = [
      [{ url: 'ftp://127.0.0.1/hook', events: ['order.placed'] }, 'The address must start with https://'],
      [{ url: 'http://example.com/hook', events: ['order.placed'] }, 'The address must start with https://'],
      [{ url: 'https://user:pass@example.com/hook', events: ['order.placed'] }, 'user name or password'],
      [{ url: 'not an address', events: ['order.placed'] }, 'Enter a full address starting with https://'],
      [{ url: 'https://example.com/hook', events: ['order.shipped'] }, 'Events are order.placed'],
      [{ url: 'https://example.com/hook', events: [] }, 'Choose at least one event'],
    ];
    for (const [body, message] of cases) {
      const answer = await shop.post('/api/v1/admin/webhooks', body, { token: owner });
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
      expect(answer.body.message).toContain(message);
    }
    const graphql = await shop.graphql(CREATE, { input: { url: 'javascript:alert(1)', events: ['stock.low'] } }, owner);
    expect(graphql.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(await model.countDocuments()).toBe(before);
    const unknown = await shop.request('PATCH', '/api/v1/admin/webhooks/0123456789abcdef01234567', {
      body: { active: false },
      token: owner,
    });
    expect(unknown.status).toBe(404);
  });

  test('only an Owner manages webhooks: a Manager is refused with the role message', async () => {
    const manager = await shop.staffMember(StaffRole.MANAGER);
    const rest = await shop.get('/api/v1/admin/webhooks', { token: manager.token });
    expect(rest.status).toBe(403);
    expect(rest.body.message).toBe(ROLE_DOES_NOT_ALLOW);
    const graphql = await shop.graphql('{ webhookSubscriptions { id } }', {}, manager.token);
    expect(graphql.errors?.[0].message).toBe(ROLE_DOES_NOT_ALLOW);
  });

  test('the audit log records a new webhook with its secret redacted', async () => {
    const { secret, subscription } = await subscribe('/audited');
    let entries: Array<{ entityId: string }> = [];
    await waitFor(
      async () => {
        const answer = await shop.get('/api/v1/admin/audit?entity=webhook', { token: owner });
        entries = answer.body.data ?? [];
        return entries.some((entry) => entry.entityId === subscription.id);
      },
      30_000,
      'the audit entry',
    );
    expect(JSON.stringify(entries)).not.toContain(secret);
    await remove(subscription.id);
  });
});

describe('Webhooks across a restart of the shop', () => {
  let dataDir: string;
  let receiver: Receiver;
  const running: TestShop[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-webhooks-'));
    receiver = await Receiver.start();
  });
  afterAll(async () => {
    for (const shop of running) await shop.stop().catch(() => undefined);
    await receiver?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Retries after 10 s: the first shop stops before the second attempt is due.
  const start = async () => {
    const shop = await TestShop.start(
      {},
      { ...QUICK, WEBHOOK_RETRY_BASE_MS: '10000', EMBEDDED_PERSIST: 'on', DATA_DIR: dataDir, MONGODB_URI: '' },
    );
    running.push(shop);
    return shop;
  };

  test('a delivery that failed before the restart is retried by the shop that starts on the same store', async () => {
    let down = true;
    receiver.on('/restart', (_request, response) => response.writeHead(down ? 503 : 200).end());
    const first = await start();
    const owner = await first.login('admin@volt.demo', 'admin123');
    const created = await first.post(
      '/api/v1/admin/webhooks',
      { url: `${receiver.url}/restart`, events: ['order.placed'] },
      { token: owner },
    );
    expect(created.status).toBe(201);
    const { secret, _id: subscriptionId } = created.body.data;
    await first.placeGuestOrder('0312 5550002');
    await waitFor(() => receiver.at('/restart').length === 1, 30_000, 'the first attempt');
    await waitFor(
      async () => {
        const log = await first.get(`/api/v1/admin/webhooks/deliveries?subscriptionId=${subscriptionId}`, {
          token: owner,
        });
        return log.body.data[0]?.attempts.length === 1 && log.body.data[0].status === 'pending';
      },
      30_000,
      'the failed attempt in the log',
    );
    await first.stop();
    running.splice(running.indexOf(first), 1);
    expect(receiver.at('/restart')).toHaveLength(1);

    down = false;
    const second = await start();
    await waitFor(() => receiver.at('/restart').length === 2, 60_000, 'the retry after the restart');
    const [failed, retried] = receiver.at('/restart');
    expect(retried.body).toBe(failed.body);
    expect(verified(secret, retried.headers, retried.body)).toBe(true);
    const token = await second.login('admin@volt.demo', 'admin123');
    let log: Array<{ status: string; attempts: Attempt[] }> = [];
    await waitFor(
      async () => {
        const answer = await second.get(`/api/v1/admin/webhooks/deliveries?subscriptionId=${subscriptionId}`, {
          token,
        });
        log = answer.body.data;
        return log[0]?.status === 'delivered';
      },
      30_000,
      'the delivery in the log',
    );
    expect(log[0].attempts.map((attempt) => attempt.statusCode)).toEqual([503, 200]);
  }, 180_000);
});

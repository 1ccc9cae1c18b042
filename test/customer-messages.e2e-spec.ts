import { EventEmitter2 } from '@nestjs/event-emitter';
import { createHmac, randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLE_DOES_NOT_ALLOW, StaffRole } from '../server/src/common/access/permissions';
import { CustomerMessageSender } from '../server/src/notifications/customer-message-sender.service';
import { NO_CHANNEL, STOPPED } from '../server/src/notifications/customer-messages.service';
import { ORDER_EVENTS, OrderConfirmedEvent } from '../server/src/orders/events/order-events';
import { toOrder } from '../server/src/orders/order-view';
import { OrdersService } from '../server/src/orders/orders.service';
import { DEFAULT_CUSTOMER_MESSAGES } from '../server/src/settings/shop-settings';
import { fakeWhatsApp, LocalSmtp } from './support/local-smtp';
import { waitFor } from './support/processes';
import { TestShop, uniqueEmail } from './support/test-shop';

/** A short tick, retries after 200 ms, three attempts at most. */
const QUICK: NodeJS.ProcessEnv = {
  CUSTOMER_MESSAGE_TICK_MS: '100',
  CUSTOMER_MESSAGE_RETRY_BASE_MS: '200',
  CUSTOMER_MESSAGE_MAX_ATTEMPTS: '3',
  COURIER_TRACKING_MINUTES: '0',
};
const VERIFY_TOKEN = 'verify-me';
const APP_SECRET = 'app-secret-for-tests';

const MESSAGES = `query($orderId: ID!) {
  orderMessages(orderId: $orderId) {
    id kind channel to language subject body state reason nextAttemptAt sentAt deliveredAt
    attempts { number at status answer }
  }
}`;

interface Message {
  id: string;
  kind: string;
  channel: string;
  to: string;
  language: string;
  subject: string;
  body: string;
  state: string;
  reason: string;
  deliveredAt: string | null;
  attempts: Array<{ number: number; status: string; answer: string }>;
}

/** A Pakistani mobile number of its own, as typed, and as the Cloud API receives it. */
const uniquePhone = () => {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return { typed: `0301 ${digits}`, wa: `92301${digits}` };
};

/** A guest order of its own (2 × Rs. 1,200) to a phone and e-mail of its own; answers its id, number and contacts. */
async function placeOrder(shop: TestShop) {
  const phone = uniquePhone();
  const email = uniqueEmail('messages');
  const product = await shop.productWithStock(10, 1200);
  const placed = await shop.post('/api/v1/orders', {
    items: [{ product, quantity: 2 }],
    shippingAddress: { name: 'Sana Iqbal', email, phone: phone.typed, address: 'House 9, Street 4', city: 'Lahore' },
    expectedTotal: 2400,
  });
  expect(placed.status).toBe(201);
  return { id: placed.body.data._id as string, number: placed.body.data.orderNumber as string, phone, email };
}

async function messagesOf(shop: TestShop, orderId: string, token: string): Promise<Message[]> {
  const answer = await shop.graphql(MESSAGES, { orderId }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data.orderMessages;
}

/** Waits until the order's message of this kind holds; answers it. */
async function messageWhen(
  shop: TestShop,
  token: string,
  orderId: string,
  kind: string,
  holds: (message: Message) => boolean,
): Promise<Message> {
  let found: Message | undefined;
  await waitFor(
    async () => {
      found = (await messagesOf(shop, orderId, token)).find((message) => message.kind === kind);
      return found !== undefined && holds(found);
    },
    30_000,
    `the ${kind} message`,
  );
  return found!;
}

const sent = (message: Message) => message.state === 'sent';

async function setStatus(shop: TestShop, orderId: string, status: string, token: string) {
  const answer = await shop.graphql(
    'mutation($id: ID!, $status: OrderStatus!) { setOrderStatus(id: $id, status: $status) { status } }',
    { id: orderId, status },
    token,
  );
  expect(answer.errors).toBeUndefined();
}

async function ship(shop: TestShop, orderId: string, token: string, trackingNumber = 'TCS123456789') {
  const answer = await shop.post(`/api/v1/admin/orders/${orderId}/ship`, { courier: 'tcs', trackingNumber }, { token });
  expect([200, 201]).toContain(answer.status);
}

/**
 * Messages to customers at each step of their order, through the real app over HTTP and stand-ins for the WhatsApp
 * Cloud API and a mail server on loopback.
 */
describe('Messages to customers by WhatsApp', () => {
  const whatsapp = fakeWhatsApp();
  let shop: TestShop;
  let owner: string;

  beforeAll(async () => {
    const apiUrl = await whatsapp.start();
    shop = await TestShop.start(
      {},
      {
        ...QUICK,
        WHATSAPP_TOKEN: 'test-token',
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_API_URL: apiUrl,
        WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
        WHATSAPP_APP_SECRET: APP_SECRET,
      },
    );
    owner = await shop.login('admin@volt.demo', 'admin123');
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
    await whatsapp.stop();
  });

  /**
   * Confirms an order as the call centre does, once the placement's own WhatsApp message is in the order's log (that
   * write and the confirmation would otherwise meet, and one be refused as a change made meanwhile).
   */
  const confirm = async (orderId: string) => {
    await waitFor(
      async () =>
        ((await shop.model<{ confirmation?: { messages?: unknown[] } }>('OrderRecord').findById(orderId).lean())
          ?.confirmation?.messages?.length ?? 0) > 0,
      30_000,
      "the placement's WhatsApp message in the log",
    );
    await shop.confirmOrder(orderId, owner);
  };

  /** The step templates sent to a number: template name, language and body values. */
  const stepsTo = (wa: string) =>
    whatsapp.calls
      .filter((call) => call.body.to === wa && call.body.template.name !== 'order_confirmation')
      .map((call) => ({
        template: call.body.template.name,
        language: call.body.template.language.code,
        values: call.body.template.components[0].parameters.map((parameter) => parameter.text),
      }));

  /** A call of the Cloud API's webhook, signed as Meta signs it (or with the signature given). */
  const notify = (body: unknown, signature?: string) => {
    const raw = JSON.stringify(body);
    return shop.request('POST', '/api/v1/whatsapp/webhook', {
      rawBody: raw,
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signature ?? `sha256=${createHmac('sha256', APP_SECRET).update(raw).digest('hex')}`,
      },
    });
  };

  test('each step sends its template once: confirmed, shipped with courier and tracking, delivered, returned', async () => {
    const order = await placeOrder(shop);
    await confirm(order.id);
    const confirmed = await messageWhen(shop, owner, order.id, 'confirmed', sent);
    expect(confirmed).toMatchObject({ channel: 'whatsapp', to: `+${order.phone.wa}`, language: 'en', reason: '' });
    expect(confirmed.attempts).toEqual([
      { number: 1, at: expect.any(String), status: 'sent', answer: expect.stringMatching(/^wamid\./) },
    ]);
    expect(stepsTo(order.phone.wa)).toEqual([
      { template: 'order_confirmed', language: 'en', values: ['Sana Iqbal', order.number, 'Rs. 2,400'] },
    ]);

    await ship(shop, order.id, owner);
    const shipped = await messageWhen(shop, owner, order.id, 'shipped', sent);
    expect(shipped.body).toContain('TCS123456789');
    expect(shipped.body).toContain('https://www.tcsexpress.com/track/TCS123456789');

    await setStatus(shop, order.id, 'Delivered', owner);
    await messageWhen(shop, owner, order.id, 'delivered', sent);
    await setStatus(shop, order.id, 'Returned', owner);
    const returned = await messageWhen(shop, owner, order.id, 'returned', sent);
    expect(returned.body).toContain('What went wrong?');

    // Delivered again: the step was told before, nothing more is sent.
    await setStatus(shop, order.id, 'Delivered', owner);
    expect(await shop.shop.app.get(CustomerMessageSender).sendDue()).toBe(0);
    expect(stepsTo(order.phone.wa)).toEqual([
      { template: 'order_confirmed', language: 'en', values: ['Sana Iqbal', order.number, 'Rs. 2,400'] },
      {
        template: 'order_shipped',
        language: 'en',
        values: ['Sana Iqbal', order.number, 'TCS', 'TCS123456789', 'https://www.tcsexpress.com/track/TCS123456789'],
      },
      { template: 'order_delivered', language: 'en', values: ['Sana Iqbal', order.number] },
      { template: 'order_returned', language: 'en', values: ['Sana Iqbal', order.number] },
    ]);

    const rest = await shop.get(`/api/v1/admin/orders/${order.id}/messages`, { token: owner });
    expect(rest.status).toBe(200);
    expect(rest.body.data.map((message: { kind: string; state: string }) => [message.kind, message.state])).toEqual([
      ['confirmed', 'sent'],
      ['shipped', 'sent'],
      ['delivered', 'sent'],
      ['returned', 'sent'],
    ]);
  });

  test("WhatsApp's status webhook marks a message delivered; only a signed call counts", async () => {
    const order = await placeOrder(shop);
    await confirm(order.id);
    const message = await messageWhen(shop, owner, order.id, 'confirmed', sent);
    const wamid = message.attempts[0].answer;
    const statuses = { entry: [{ changes: [{ value: { statuses: [{ id: wamid, status: 'delivered' }] } }] }] };

    const forged = await notify(statuses, 'sha256=' + '0'.repeat(64));
    expect(forged.status).toBe(403);
    expect((await messagesOf(shop, order.id, owner))[0].state).toBe('sent');

    expect((await notify(statuses)).status).toBe(200);
    const delivered = (await messagesOf(shop, order.id, owner))[0];
    expect(delivered.state).toBe('delivered');
    expect(delivered.deliveredAt).not.toBeNull();

    const verify = (token: string) =>
      shop.get(`/api/v1/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=12345`);
    const verified = await verify(VERIFY_TOKEN);
    expect([verified.status, verified.text]).toEqual([200, '12345']);
    const wrong = await verify('wrong');
    expect([wrong.status, wrong.body.message]).toEqual([403, 'The verify token does not match WHATSAPP_VERIFY_TOKEN']);
  });

  test('a STOP reply stops the next messages to that number', async () => {
    const order = await placeOrder(shop);
    await confirm(order.id);
    await messageWhen(shop, owner, order.id, 'confirmed', sent);
    const reply = {
      entry: [
        { changes: [{ value: { messages: [{ from: order.phone.wa, type: 'text', text: { body: ' Stop ' } }] } }] },
      ],
    };
    expect((await notify(reply)).status).toBe(200);

    await ship(shop, order.id, owner);
    const shipped = await messageWhen(shop, owner, order.id, 'shipped', (message) => message.state === 'skipped');
    expect(shipped.reason).toBe(STOPPED);
    expect(stepsTo(order.phone.wa).map((step) => step.template)).toEqual(['order_confirmed']);
  });

  test('a Cloud API that is down is retried with backoff until it takes the message', async () => {
    whatsapp.state.failWith = 503;
    try {
      const order = await placeOrder(shop);
      await confirm(order.id);
      await messageWhen(shop, owner, order.id, 'confirmed', (message) => message.attempts.length === 2);
      whatsapp.state.failWith = null;
      const message = await messageWhen(shop, owner, order.id, 'confirmed', sent);
      expect(message.attempts.map((attempt) => attempt.status)).toEqual(['failed', 'failed', 'sent']);
      expect(message.attempts[0].answer).toBe('Failing with 503 (code 131000)');
    } finally {
      whatsapp.state.failWith = null;
    }
  });

  test('a message is failed after the attempts run out, or at once when the Cloud API refuses it for good', async () => {
    try {
      whatsapp.state.failWith = 503;
      const down = await placeOrder(shop);
      await confirm(down.id);
      const failed = await messageWhen(shop, owner, down.id, 'confirmed', (message) => message.state === 'failed');
      expect(failed.attempts.map((attempt) => attempt.status)).toEqual(['failed', 'failed', 'failed']);
      expect(failed.reason).toBe('Not sent after 3 attempts: Failing with 503 (code 131000)');

      whatsapp.state.failWith = 400;
      const refused = await placeOrder(shop);
      await confirm(refused.id);
      const once = await messageWhen(shop, owner, refused.id, 'confirmed', (message) => message.state === 'failed');
      expect(once.attempts).toHaveLength(1);
      expect(once.reason).toBe('Not sent after 1 attempt: Failing with 400 (code 131000)');
    } finally {
      whatsapp.state.failWith = null;
    }
  });

  test('templates: an unknown placeholder is refused with a clear 400 and nothing is saved', async () => {
    const templates = structuredClone(DEFAULT_CUSTOMER_MESSAGES);
    templates.templates.delivered.ur.body = 'آپ کا آرڈر {orderNumber} پہنچ گیا۔ {trackingNumber}';
    const rest = await shop.put('/api/v1/admin/message-templates', templates, { token: owner });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(
      'The delivered message (Urdu) has an unknown placeholder {trackingNumber}. It may use {name} {orderNumber} {total} {shopName} {stopLink}.',
    );

    templates.templates.delivered.ur.body = 'OK';
    templates.templates.shipped.en.subject = 'Shipped {orderNumbr}';
    const graphql = await shop.graphql(
      'mutation($input: CustomerMessageSettingsInput!) { updateMessageTemplates(input: $input) { language } }',
      { input: templates },
      owner,
    );
    expect(graphql.errors?.[0]?.message).toContain(
      'The shipped message (English) has an unknown placeholder {orderNumbr}',
    );
    expect(graphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const missing = await shop.put(
      '/api/v1/admin/message-templates',
      { language: 'fr', templates: {} },
      { token: owner },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('The messages language must be en or ur');

    const saved = await shop.get('/api/v1/admin/message-templates', { token: owner });
    expect(saved.body.data).toEqual(DEFAULT_CUSTOMER_MESSAGES);
  });

  test('staff read the messages with orders:read; the templates need settings:write', async () => {
    const order = await placeOrder(shop);
    const dispatcher = await shop.staffMember(StaffRole.DISPATCHER);
    const catalogue = await shop.staffMember(StaffRole.CATALOGUE);
    expect((await shop.get(`/api/v1/admin/orders/${order.id}/messages`, { token: dispatcher.token })).status).toBe(200);
    const refused = await shop.get(`/api/v1/admin/orders/${order.id}/messages`, { token: catalogue.token });
    expect([refused.status, refused.body.message]).toEqual([403, ROLE_DOES_NOT_ALLOW]);
    const templates = await shop.get('/api/v1/admin/message-templates', { token: dispatcher.token });
    expect([templates.status, templates.body.message]).toEqual([403, ROLE_DOES_NOT_ALLOW]);
    const graphql = await shop.graphql(MESSAGES, { orderId: order.id }, catalogue.token);
    expect(graphql.errors?.[0]?.message).toBe(ROLE_DOES_NOT_ALLOW);
  });
});

describe('Messages to customers by e-mail, where WhatsApp is not set up', () => {
  const smtp = new LocalSmtp();
  let shop: TestShop;
  let owner: string;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    shop = await TestShop.start({}, { ...QUICK, SMTP_URL: smtpUrl, MAIL_FROM: 'Volt Accessories <shop@volt.test>' });
    owner = await shop.login('admin@volt.demo', 'admin123');
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
    await smtp.stop();
  });

  const stopLinkIn = (text: string) => /https?:\/\/\S+\/messages\/stop\?token=[A-Za-z0-9_.-]+/.exec(text)?.[0];

  test('the confirmed and shipped messages arrive by e-mail in the templates words, with a stop link', async () => {
    const order = await placeOrder(shop);
    await shop.confirmOrder(order.id, owner);
    const confirmed = await messageWhen(shop, owner, order.id, 'confirmed', sent);
    expect(confirmed).toMatchObject({ channel: 'email', to: order.email });
    await ship(shop, order.id, owner, 'TCS555');
    await messageWhen(shop, owner, order.id, 'shipped', sent);
    const mails = smtp.to(order.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your order ${order.number} is confirmed`,
      `Your order ${order.number} is on its way`,
    ]);
    expect(mails[0].text).toContain(`Your order ${order.number} at Volt Accessories is confirmed`);
    expect(mails[0].text).toContain('Rs. 2,400');
    expect(mails[1].text).toContain('Tracking number: TCS555');
    expect(mails[1].html).toContain('https://www.tcsexpress.com/track/TCS555');
    expect(stopLinkIn(mails[0].text)).toBeDefined();
  });

  test('the stop link asks first, then stops the next messages to that address', async () => {
    const order = await placeOrder(shop);
    await shop.confirmOrder(order.id, owner);
    await messageWhen(shop, owner, order.id, 'confirmed', sent);
    const link = new URL(stopLinkIn(smtp.to(order.email)[0].text)!);
    const token = link.searchParams.get('token')!;

    const page = await shop.get(`/messages/stop?token=${token}`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.text).toContain('Stop messages about your orders?');
    const forged = await shop.request('POST', '/messages/stop', {
      rawBody: `token=${encodeURIComponent(token.slice(0, -2) + 'AA')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(forged.text).toContain('This link is not valid');

    const stopped = await shop.request('POST', '/messages/stop', {
      rawBody: `token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
    expect(stopped.status).toBe(200);
    expect(stopped.text).toContain('You will get no more messages about your orders from us.');

    await ship(shop, order.id, owner);
    const shipped = await messageWhen(shop, owner, order.id, 'shipped', (message) => message.state === 'skipped');
    expect(shipped.reason).toBe(STOPPED);
    expect(smtp.to(order.email)).toHaveLength(1);
  });

  test('a mail server that refuses for now is tried again until it takes the message', async () => {
    smtp.refusing = true;
    try {
      const order = await placeOrder(shop);
      await shop.confirmOrder(order.id, owner);
      await messageWhen(shop, owner, order.id, 'confirmed', (message) => message.attempts.length === 1);
      smtp.refusing = false;
      const message = await messageWhen(shop, owner, order.id, 'confirmed', sent);
      expect(message.attempts.map((attempt) => attempt.status)).toEqual(['failed', 'sent']);
      expect(smtp.to(order.email)).toHaveLength(1);
    } finally {
      smtp.refusing = false;
    }
  });

  test('in Urdu when the settings say so', async () => {
    const templates = { ...structuredClone(DEFAULT_CUSTOMER_MESSAGES), language: 'ur' };
    const saved = await shop.put('/api/v1/admin/message-templates', templates, { token: owner });
    expect(saved.status).toBe(200);
    try {
      const order = await placeOrder(shop);
      await shop.confirmOrder(order.id, owner);
      const message = await messageWhen(shop, owner, order.id, 'confirmed', sent);
      expect(message.language).toBe('ur');
      const [mail] = smtp.to(order.email);
      expect(mail.subject).toBe(`آپ کا آرڈر ${order.number} کنفرم ہو گیا`);
      expect(mail.text).toContain('یہ پیغامات بند کریں');
    } finally {
      await shop.put('/api/v1/admin/message-templates', DEFAULT_CUSTOMER_MESSAGES, { token: owner });
    }
  });
});

describe('Messages to customers in a shop without WhatsApp or SMTP (the demo store)', () => {
  test('nothing is sent; the admin sees the message skipped and why', async () => {
    const shop = await TestShop.start({}, QUICK);
    try {
      const owner = await shop.login('admin@volt.demo', 'admin123');
      const order = await placeOrder(shop);
      await shop.confirmOrder(order.id, owner);
      const message = await messageWhen(shop, owner, order.id, 'confirmed', (one) => one.state === 'skipped');
      expect(message).toMatchObject({ channel: 'none', to: '', reason: NO_CHANNEL, attempts: [] });
    } finally {
      await shop.stop();
    }
  }, 120_000);
});

describe('Messages to customers across a restart of the shop', () => {
  const smtp = new LocalSmtp();
  let dataDir: string;
  let smtpUrl: string;
  const running: TestShop[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'shop-messages-'));
    smtpUrl = await smtp.start();
  });
  afterAll(async () => {
    for (const shop of running) await shop.stop().catch(() => undefined);
    await smtp.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  // Retries after 10 s: the first shop stops before the second attempt is due.
  const start = async () => {
    const shop = await TestShop.start(
      {},
      {
        ...QUICK,
        CUSTOMER_MESSAGE_RETRY_BASE_MS: '10000',
        SMTP_URL: smtpUrl,
        EMBEDDED_PERSIST: 'on',
        DATA_DIR: dataDir,
        MONGODB_URI: '',
      },
    );
    running.push(shop);
    return shop;
  };

  test('a message that failed before the restart is sent after it, once; one sent before is not sent again', async () => {
    smtp.refusing = true;
    const first = await start();
    const owner = await first.login('admin@volt.demo', 'admin123');
    const failing = await placeOrder(first);
    await first.confirmOrder(failing.id, owner);
    await messageWhen(first, owner, failing.id, 'confirmed', (message) => message.attempts.length === 1);
    smtp.refusing = false;
    const delivered = await placeOrder(first);
    await first.confirmOrder(delivered.id, owner);
    await messageWhen(first, owner, delivered.id, 'confirmed', sent);
    await first.stop();
    running.splice(running.indexOf(first), 1);
    expect(smtp.to(failing.email)).toHaveLength(0);
    expect(smtp.to(delivered.email)).toHaveLength(1);

    const second = await start();
    const token = await second.login('admin@volt.demo', 'admin123');
    const retried = await messageWhen(second, token, failing.id, 'confirmed', sent);
    expect(retried.attempts.map((attempt) => attempt.status)).toEqual(['failed', 'sent']);
    expect(smtp.to(failing.email)).toHaveLength(1);

    // The confirmation told again after the restart queues nothing: the message was sent before it.
    const order = toOrder(await second.shop.app.get(OrdersService).loadRecord(delivered.id));
    await second.shop.app.get(EventEmitter2).emitAsync(ORDER_EVENTS.confirmed, new OrderConfirmedEvent(order));
    expect(await second.shop.app.get(CustomerMessageSender).sendDue()).toBe(0);
    expect(smtp.to(delivered.email)).toHaveLength(1);
    expect((await messagesOf(second, delivered.id, token)).map((message) => message.state)).toEqual(['sent']);
  }, 180_000);
});

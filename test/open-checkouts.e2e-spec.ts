import { randomBytes, randomInt } from 'node:crypto';
import { ROLE_DOES_NOT_ALLOW, StaffRole } from '../server/src/common/access/permissions';
import { CustomerMessagesService } from '../server/src/notifications/customer-messages.service';
import { CustomerMessageRecord } from '../server/src/notifications/schemas/customer-message.schema';
import {
  BLOCKED,
  OpenCheckoutsService,
  REMINDED_TODAY,
  RESUME_NOT_FOUND,
} from '../server/src/open-checkouts/open-checkouts.service';
import { OpenCheckoutRecord } from '../server/src/open-checkouts/schemas/open-checkout.schema';
import { fakeWhatsApp } from './support/local-smtp';
import { waitFor } from './support/processes';
import { TestShop } from './support/test-shop';

const HOURS = 3_600_000;

const LIST = `query($days: Int) {
  openCheckouts(days: $days) {
    items { id value units items phone city phoneTypedAt reminder reminderReason remindedAt orderId orderTotal orderedAt recovered }
    figures { days recorded reminded ordered recovered recoveredRevenue }
  }
}`;
const RECORD = `mutation($input: RecordOpenCheckoutInput!) { recordOpenCheckout(input: $input) { token value units } }`;
const RESUME = `query($token: String!) {
  resumeCheckout(token: $token) {
    token
    cart { subtotal items { quantity product { id name } variant { id } } }
    details { name email phone city address }
  }
}`;

const newToken = () => randomBytes(16).toString('base64url');
/** A Pakistani mobile number of its own, as typed, in E.164, and as the Cloud API receives it. */
const uniquePhone = () => {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return { typed: `0302 ${digits}`, e164: `+92302${digits}`, wa: `92302${digits}` };
};

/**
 * Checkouts left half-way: recorded by the checkout page through the real app over HTTP, reminded once by the sweep
 * (run here by hand, with the recorded time moved back through the model as a clock would), through the customer
 * messages and a stand-in for the WhatsApp Cloud API on loopback.
 */
describe('Open checkouts', () => {
  const whatsapp = fakeWhatsApp();
  let shop: TestShop;
  let owner: string;
  let product: string;
  const checkouts = () => shop.model<OpenCheckoutRecord>(OpenCheckoutRecord.name);
  const sweep = () => shop.shop.app.get(OpenCheckoutsService).remindDue();
  /** The body values of the reminders sent to this number (the order's own messages left aside). */
  const remindersTo = (wa: string) =>
    whatsapp.calls
      .filter((call) => call.body.to === wa && call.body.template.name === 'checkout_reminder')
      .map((call) => call.body.template.components[0].parameters.map((parameter) => parameter.text));

  beforeAll(async () => {
    const apiUrl = await whatsapp.start();
    shop = await TestShop.start(
      {},
      {
        CUSTOMER_MESSAGE_TICK_MS: '100',
        OPEN_CHECKOUT_SWEEP_MS: '0',
        WHATSAPP_TOKEN: 'test-token',
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_API_URL: apiUrl,
      },
    );
    owner = await shop.login('admin@volt.demo', 'admin123');
    product = await shop.productWithStock(50, 1500);
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
    await whatsapp.stop();
  });

  /** Records a checkout of 2 × the suite's product for this phone; answers its token. */
  async function record(phone: string, token = newToken(), details: Record<string, string> = {}) {
    const answer = await shop.post('/api/v1/open-checkouts', {
      token,
      items: [{ product, quantity: 2 }],
      details: { name: 'Sana Iqbal', phone, city: 'Lahore', address: 'House 9, Street 4', ...details },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toEqual({ token, value: 3000, units: 2 });
    return token;
  }

  /** Moves the time the checkout's phone was typed back by `ms`, as time passing would. */
  const age = (token: string, ms: number) =>
    checkouts().updateOne({ token }, { $set: { phoneTypedAt: new Date(Date.now() - ms) } });

  const stored = (token: string) => checkouts().findOne({ token }).lean();

  /**
   * The reminders ever queued for this number (not the ones written as skipped): a sweep writes them before it
   * returns, and the sender sends only what is queued, so none here means none will be sent.
   */
  const queuedReminders = (wa: string) =>
    shop
      .model<CustomerMessageRecord>(CustomerMessageRecord.name)
      .countDocuments({ kind: 'reminder', to: wa, state: { $ne: 'skipped' } });

  async function placeOrder(phone: string) {
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product, quantity: 2 }],
      shippingAddress: { name: 'Sana Iqbal', phone, address: 'House 9, Street 4', city: 'Lahore' },
      expectedTotal: 3000,
    });
    expect(placed.status).toBe(201);
    return placed.body.data as { _id: string; totalAmount: number };
  }

  test('bad input is refused with a 400 and nothing is written', async () => {
    const phone = uniquePhone().typed;
    const good = () => ({
      token: newToken(),
      items: [{ product, quantity: 1 }],
      details: { name: 'Ali', phone, city: 'Karachi' },
    });
    const bad: Array<[string, Record<string, unknown>]> = [
      ['a short token', { ...good(), token: 'abc' }],
      ['a token with other characters', { ...good(), token: '../../etc/passwd-and-more-x' }],
      ['no phone', { ...good(), details: { name: 'Ali' } }],
      ['a landline', { ...good(), details: { phone: '042 35761234' } }],
      ['markup in the name', { ...good(), details: { phone, name: '<img src=x onerror=alert(1)>' } }],
      ['a control character', { ...good(), details: { phone, address: 'House\u0007 9' } }],
      ['a long address', { ...good(), details: { phone, address: 'x'.repeat(301) } }],
      ['an unknown product', { ...good(), items: [{ product: '64b000000000000000000000', quantity: 1 }] }],
      ['a product id of another shape', { ...good(), items: [{ product: { $gt: '' }, quantity: 1 }] }],
      ['eleven of one product', { ...good(), items: [{ product, quantity: 11 }] }],
      ['no lines', { ...good(), items: [] }],
      ['51 lines', { ...good(), items: Array.from({ length: 51 }, () => ({ product, quantity: 1 })) }],
      [
        'one product twice',
        {
          ...good(),
          items: [
            { product, quantity: 1 },
            { product, quantity: 2 },
          ],
        },
      ],
    ];
    for (const [what, body] of bad) {
      const answer = await shop.post('/api/v1/open-checkouts', body);
      expect([what, answer.status]).toEqual([what, 400]);
      expect(await checkouts().exists({ token: body.token as string })).toBeNull();
    }
    const graphql = await shop.graphql(RECORD, {
      input: { ...good(), details: { phone, name: '<b>Ali</b>' } },
    });
    expect(graphql.errors?.[0]?.message).toBe('Name must not contain < or >');
    expect(await checkouts().countDocuments({ phone: { $regex: phone.slice(-7) } })).toBe(0);
  });

  test('one reminder after the wait, with a link that restores the cart and the address', async () => {
    const phone = uniquePhone();
    const token = await record(phone.typed, newToken(), { email: 'sana@example.pk' });
    // Typing on changes the details, not the time the phone was first typed.
    const typedAt = (await stored(token))!.phoneTypedAt;
    await record(phone.typed, token, { email: 'sana@example.pk', address: 'House 10, Street 4' });
    expect((await stored(token))!.phoneTypedAt).toEqual(typedAt);

    await sweep();
    expect((await stored(token))!.reminder).toBe('none');
    await age(token, 2 * HOURS + 60_000);
    await sweep();
    await waitFor(() => remindersTo(phone.wa).length === 1, 20_000, 'the reminder on WhatsApp');
    const [values] = remindersTo(phone.wa);
    expect(values.slice(0, 3)).toEqual(['Sana Iqbal', expect.stringMatching(/^2 × .+/), 'Rs. 3,000']);
    expect(values[3]).toMatch(new RegExp(`/checkout/resume/${token}$`));
    const after = await stored(token);
    expect([after!.reminder, after!.remindedAt instanceof Date]).toEqual(['queued', true]);

    // Never a second one for this checkout.
    await sweep();
    expect(await queuedReminders(phone.wa)).toBe(1);
    expect(remindersTo(phone.wa)).toHaveLength(1);

    // The link restores the lines at today's prices and what was typed.
    const resumed = await shop.get(`/api/v1/open-checkouts/${token}`);
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('cache-control')).toBe('no-store');
    expect(resumed.body.data.details).toEqual({
      name: 'Sana Iqbal',
      email: 'sana@example.pk',
      phone: phone.e164,
      city: 'Lahore',
      address: 'House 10, Street 4',
    });
    const viaGraphql = await shop.graphql(RESUME, { token });
    expect(viaGraphql.errors).toBeUndefined();
    expect(viaGraphql.data.resumeCheckout.cart.subtotal).toBe(3000);
    expect(viaGraphql.data.resumeCheckout.cart.items).toEqual([
      { quantity: 2, product: { id: product, name: expect.any(String) }, variant: null },
    ]);
    for (const unknown of [newToken(), 'short', 'x'.repeat(65)]) {
      const missing = await shop.get(`/api/v1/open-checkouts/${unknown}`);
      expect([missing.status, missing.body.message]).toEqual([404, RESUME_NOT_FOUND]);
    }
  });

  test('no reminder once an order was placed with the phone', async () => {
    const phone = uniquePhone();
    const token = await record(phone.typed);
    const order = await placeOrder(phone.typed);
    await waitFor(async () => Boolean((await stored(token))?.orderedAt), 10_000, 'the checkout marked ordered');
    await age(token, 3 * HOURS);
    await sweep();
    const after = await stored(token);
    expect([after!.reminder, after!.orderId, after!.recovered]).toEqual(['none', order._id, false]);
    expect(await queuedReminders(phone.wa)).toBe(0);
  });

  test('no reminder to a blocked phone, nor to one whose owner stopped the messages', async () => {
    const blocked = uniquePhone();
    const add = await shop.post(
      '/api/v1/admin/blocklist',
      { phone: blocked.typed, reason: 'Refused three parcels' },
      { token: owner },
    );
    expect(add.status).toBe(201);
    const blockedToken = await record(blocked.typed);
    const stopped = uniquePhone();
    await shop.shop.app.get(CustomerMessagesService).stop(stopped.wa, 'reply');
    const stoppedToken = await record(stopped.typed);
    await age(blockedToken, 3 * HOURS);
    await age(stoppedToken, 3 * HOURS);
    await sweep();
    const [b, s] = [await stored(blockedToken), await stored(stoppedToken)];
    expect([b!.reminder, b!.reminderReason]).toEqual(['skipped', BLOCKED]);
    expect([s!.reminder, s!.reminderReason]).toEqual(['skipped', 'Not sent: the customer stopped these messages.']);
    expect((await queuedReminders(blocked.wa)) + (await queuedReminders(stopped.wa))).toBe(0);
  });

  test('one phone gets one reminder a day, however many checkouts it left', async () => {
    const phone = uniquePhone();
    const first = await record(phone.typed);
    const second = await record(phone.typed);
    await age(first, 4 * HOURS);
    await age(second, 3 * HOURS);
    await sweep();
    await waitFor(() => remindersTo(phone.wa).length === 1, 20_000, 'the reminder on WhatsApp');
    expect((await stored(first))!.reminder).toBe('queued');
    const later = await stored(second);
    expect([later!.reminder, later!.reminderReason]).toEqual(['skipped', REMINDED_TODAY]);
    await sweep();
    expect(await queuedReminders(phone.wa)).toBe(1);
    expect(remindersTo(phone.wa)).toHaveLength(1);
  });

  test('an order after the reminder is recovered; staff see it and the recovered revenue', async () => {
    const before = (await shop.graphql(LIST, { days: 7 }, owner)).data.openCheckouts.figures;
    const phone = uniquePhone();
    const token = await record(phone.typed);
    await age(token, 3 * HOURS);
    await sweep();
    await waitFor(() => remindersTo(phone.wa).length === 1, 20_000, 'the reminder on WhatsApp');
    const order = await placeOrder(phone.typed);
    await waitFor(async () => Boolean((await stored(token))?.recovered), 10_000, 'the checkout recovered');

    const answer = await shop.graphql(LIST, { days: 7 }, owner);
    expect(answer.errors).toBeUndefined();
    const { items, figures } = answer.data.openCheckouts;
    const id = String((await stored(token))!._id);
    const row = items.find((item: { id: string }) => item.id === id);
    expect(row).toMatchObject({
      value: 3000,
      units: 2,
      phone: phone.e164,
      city: 'Lahore',
      reminder: expect.stringMatching(/^(queued|sent)$/),
      orderId: order._id,
      orderTotal: order.totalAmount,
      recovered: true,
    });
    expect(figures.recovered).toBe(before.recovered + 1);
    expect(figures.recoveredRevenue).toBe(before.recoveredRevenue + order.totalAmount);
    expect(figures.recorded).toBeGreaterThanOrEqual(before.recorded + 1);

    const rest = await shop.get('/api/v1/admin/open-checkouts?days=7', { token: owner });
    expect(rest.status).toBe(200);
    expect(rest.body.figures).toEqual(figures);
    expect(rest.body.data.find((item: { _id: string }) => item._id === row.id)).toMatchObject({ recovered: true });
    expect((await shop.get('/api/v1/admin/open-checkouts?days=0', { token: owner })).status).toBe(400);
  });

  test('guests, customers and staff without orders:read are refused; a Confirmer sees phones masked', async () => {
    const phone = uniquePhone();
    await record(phone.typed);
    const customer = await shop.registerCustomer();
    const catalogue = await shop.staffMember(StaffRole.CATALOGUE);
    const guest = await shop.get('/api/v1/admin/open-checkouts');
    expect(guest.status).toBe(401);
    expect((await shop.graphql(LIST, {})).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const asCustomer = await shop.get('/api/v1/admin/open-checkouts', { token: customer.token });
    expect(asCustomer.status).toBe(403);
    expect((await shop.graphql(LIST, {}, customer.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asCatalogue = await shop.get('/api/v1/admin/open-checkouts', { token: catalogue.token });
    expect([asCatalogue.status, asCatalogue.body.message]).toEqual([403, ROLE_DOES_NOT_ALLOW]);

    const confirmer = await shop.staffMember(StaffRole.CONFIRMER);
    const masked = await shop.graphql(LIST, {}, confirmer.token);
    expect(masked.errors).toBeUndefined();
    const phones: string[] = masked.data.openCheckouts.items.map((item: { phone: string }) => item.phone);
    expect(phones).toContain(`0302 •••${phone.e164.slice(-4)}`);
    expect(phones.some((each) => each.includes(phone.e164.slice(-7)))).toBe(false);
  });
});

describe('Open checkouts in a shop with no way to send messages', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start({}, { OPEN_CHECKOUT_SWEEP_MS: '0' });
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
  });

  test('the reminder is skipped and says why; the wait comes from the settings', async () => {
    const product = await shop.productWithStock(5, 800);
    const token = newToken();
    const phone = uniquePhone();
    const answer = await shop.graphql(RECORD, {
      input: { token, items: [{ product, quantity: 1 }], details: { phone: phone.typed } },
    });
    expect(answer.errors).toBeUndefined();
    const checkouts = shop.model<OpenCheckoutRecord>(OpenCheckoutRecord.name);
    await checkouts.updateOne({ token }, { $set: { phoneTypedAt: new Date(Date.now() - 30 * 60_000) } });
    const sweeper = shop.shop.app.get(OpenCheckoutsService);
    expect(await sweeper.remindDue()).toBe(0);
    expect((await checkouts.findOne({ token }).lean())!.reminder).toBe('none');

    const owner = await shop.login('admin@volt.demo', 'admin123');
    const current = await shop.get('/api/v1/admin/message-templates', { token: owner });
    const saved = await shop.put(
      '/api/v1/admin/message-templates',
      { language: current.body.data.language, templates: current.body.data.templates, reminderAfterMinutes: 20 },
      { token: owner },
    );
    expect([saved.status, saved.body.data.reminderAfterMinutes]).toEqual([200, 20]);
    expect(await sweeper.remindDue()).toBe(0);
    const after = await checkouts.findOne({ token }).lean();
    expect([after!.reminder, after!.reminderReason, after!.remindedAt]).toEqual([
      'skipped',
      expect.stringMatching(/^Not sent: neither WhatsApp nor e-mail/),
      undefined,
    ]);
  });
});

describe('Open checkouts under the rate limits', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start({}, { RATE_LIMITS: 'on', OPEN_CHECKOUT_SWEEP_MS: '0' });
  }, 120_000);
  afterAll(async () => {
    await shop?.stop();
  });

  test('the 61st recording or restore in a minute from one address is refused with 429, and not written', async () => {
    const product = await shop.productWithStock(5, 1000);
    const phone = uniquePhone().typed;
    const token = newToken();
    const body = (details: Record<string, string>) => ({ token, items: [{ product, quantity: 1 }], details });
    for (let recording = 1; recording <= 59; recording++) {
      const answer = await shop.post('/api/v1/open-checkouts', body({ phone, city: 'Multan' }));
      expect([recording, answer.status]).toEqual([recording, 201]);
    }
    expect((await shop.get(`/api/v1/open-checkouts/${token}`)).status).toBe(200);
    const refused = await shop.post('/api/v1/open-checkouts', body({ phone, city: 'Quetta' }));
    expect([refused.status, refused.body.message]).toEqual([429, expect.stringMatching(/^Too many requests/)]);
    expect((await shop.get(`/api/v1/open-checkouts/${token}`)).status).toBe(429);
    const kept = await shop.model<OpenCheckoutRecord>(OpenCheckoutRecord.name).findOne({ token }).lean();
    expect(kept!.city).toBe('Multan');
  });
});

import { Types } from 'mongoose';
import { StaffRole } from '../server/src/common/access/permissions';
import { ROOMY_ORDER_CAPS, TestShop } from './support/test-shop';

/**
 * The call centre's queue over HTTP: its filters (risk, time to expiry, not yet contacted) in GraphQL and REST
 * with their 400s, near-duplicates (one phone, the same products, within a day), Confirm then Processing for
 * staff who may move orders on (and refused, with nothing written, for a Confirmer), and the wa.me chat recorded.
 */
describe('Confirmation queue', () => {
  let shop: TestShop;
  let owner: string;
  let confirmer: string;
  let phoneCounter = 0;

  beforeAll(async () => {
    shop = await TestShop.start({}, ROOMY_ORDER_CAPS);
    await shop.allowOpenOrders();
    owner = await shop.login('admin@volt.demo', 'admin123');
    confirmer = (await shop.staffMember(StaffRole.CONFIRMER, 'Sana')).token;
  });
  afterAll(() => shop.stop());

  const orders = () => shop.model<any>('OrderRecord');
  /** A phone of the test's own: 0345 then seven digits unique to this run. */
  const newPhone = () => `0345${String((process.pid * 100 + ++phoneCounter) % 10_000_000).padStart(7, '0')}`;

  async function place(phone: string, products: string[], quantity = 1) {
    const answer = await shop.post('/api/v1/orders', {
      items: products.map((product) => ({ product, quantity })),
      shippingAddress: { name: 'Hamza Ali', phone, address: 'House 5, Street 7, Block C', city: 'Lahore' },
      paymentMethod: 'COD',
    });
    if (answer.status !== 201) throw new Error(`placement failed: ${answer.status} ${answer.text}`);
    return answer.body.data as { _id: string; orderNumber: string };
  }

  const QUEUE = `query($risk: String, $expiresWithinHours: Int, $notContacted: Boolean) {
    confirmationQueue(limit: 100, risk: $risk, expiresWithinHours: $expiresWithinHours, notContacted: $notContacted) {
      items { id orderNumber possibleDuplicates { id orderNumber createdAt items { name quantity } } }
      pagination { total }
    }
  }`;

  async function queueIds(variables: Record<string, unknown>, token = confirmer) {
    const answer = await shop.graphql(QUEUE, variables, token);
    expect(answer.errors).toBeUndefined();
    return (answer.data.confirmationQueue.items as Array<{ id: string }>).map((order) => order.id);
  }

  async function restIds(query: string, token = confirmer) {
    const answer = await shop.get(`/api/v1/admin/confirmations?limit=100&${query}`, { token });
    expect(answer.status).toBe(200);
    return { ids: (answer.body.data as Array<{ _id: string }>).map((order) => order._id), body: answer.body };
  }

  describe('filters', () => {
    let high: string;
    let low: string;
    let soon: string;
    let called: string;

    beforeAll(async () => {
      const product = await shop.productWithStock(50, 1500);
      [high, low, soon, called] = await Promise.all(
        [1, 2, 3, 4].map(async () => (await place(newPhone(), [product]))._id),
      );
      await orders().updateOne({ _id: high }, { $set: { 'risk.level': 'high' } });
      await orders().updateOne({ _id: low }, { $set: { 'risk.level': 'low' } });
      await orders().updateOne({ _id: soon }, { $set: { 'risk.level': 'low' } });
      await orders().updateOne({ _id: called }, { $set: { 'risk.level': 'low' } });
      // The window of `soon` closes in an hour; the others keep theirs (days).
      await orders().updateOne(
        { _id: soon },
        { $set: { 'confirmation.expiresAt': new Date(Date.now() + 60 * 60_000) } },
      );
      const logged = await shop.post(
        `/api/v1/admin/orders/${called}/confirmation-attempts`,
        { outcome: 'NO_ANSWER' },
        { token: confirmer },
      );
      expect(logged.status).toBe(201);
    });

    test('by risk level', async () => {
      const highs = await queueIds({ risk: 'high' });
      expect(highs).toContain(high);
      expect(highs).not.toContain(low);
      const lows = await queueIds({ risk: 'low' });
      expect(lows).toEqual(expect.arrayContaining([low, soon, called]));
      expect(lows).not.toContain(high);
      expect(await queueIds({ risk: 'any' })).toEqual(expect.arrayContaining([high, low, soon, called]));
      const rest = await restIds('risk=high');
      expect(rest.ids).toContain(high);
      expect(rest.ids).not.toContain(low);
      expect(rest.body.pagination.total).toBe(rest.ids.length);
    });

    test('by time to expiry', async () => {
      const within2 = await queueIds({ expiresWithinHours: 2 });
      expect(within2).toContain(soon);
      expect(within2).not.toContain(low);
      expect((await restIds('expiresWithinHours=6')).ids).toContain(soon);
      expect((await restIds('expiresWithinHours=2')).ids).not.toContain(high);
    });

    test('not yet contacted', async () => {
      const fresh = await queueIds({ notContacted: true });
      expect(fresh).toEqual(expect.arrayContaining([high, low, soon]));
      expect(fresh).not.toContain(called);
      expect((await restIds('notContacted=true')).ids).not.toContain(called);
      expect((await restIds('notContacted=false')).ids).toContain(called);
      // Filters combine.
      expect(await queueIds({ risk: 'low', notContacted: true, expiresWithinHours: 2 })).toEqual([soon]);
    });

    test('bad values are a 400 with a message', async () => {
      for (const [query, message] of [
        ['risk=extreme', 'risk must be one of: any, high, medium, low'],
        ['expiresWithinHours=3', 'expiresWithinHours must be one of: 2, 6, 24'],
        ['expiresWithinHours=soon', 'expiresWithinHours must be one of: 2, 6, 24'],
        ['notContacted=maybe', 'notContacted must be true or false'],
      ]) {
        const answer = await shop.get(`/api/v1/admin/confirmations?${query}`, { token: confirmer });
        expect({ query, status: answer.status, text: answer.text }).toEqual({
          query,
          status: 400,
          text: expect.stringContaining(message),
        });
      }
      const answer = await shop.graphql(QUEUE, { risk: 'extreme' }, confirmer);
      expect(answer.errors?.[0].message).toContain('risk must be one of: any, high, medium, low');
      expect(answer.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    });
  });

  describe('near-duplicates', () => {
    test('one phone, the same products (any quantities), within a day: flagged on both; others not', async () => {
      const [cable, charger] = [await shop.productWithStock(50, 1500), await shop.productWithStock(50, 900)];
      const phone = newPhone();
      const first = await place(phone, [cable, charger], 1);
      const second = await place(phone, [charger, cable], 2);
      // Other products to the same phone, and the same products to another phone: not duplicates.
      const otherItems = await place(phone, [cable]);
      const otherPhone = await place(newPhone(), [cable, charger]);
      // The same order two days earlier: outside the day.
      const old = await place(phone, [cable, charger]);
      await orders().collection.updateOne(
        { _id: new Types.ObjectId(old._id) },
        { $set: { createdAt: new Date(Date.now() - 48 * 60 * 60_000) } },
      );
      expect((await orders().findById(old._id).lean()).createdAt.getTime()).toBeLessThan(Date.now() - 47 * 3600_000);

      const answer = await shop.graphql(QUEUE, {}, confirmer);
      expect(answer.errors).toBeUndefined();
      const byId = new Map<string, { possibleDuplicates: Array<{ id: string; items: unknown[] }> }>(
        answer.data.confirmationQueue.items.map((order: { id: string }) => [order.id, order]),
      );
      const duplicatesOf = (id: string) => byId.get(id)!.possibleDuplicates.map((other) => other.id);
      expect(duplicatesOf(first._id)).toEqual([second._id]);
      expect(duplicatesOf(second._id)).toEqual([first._id]);
      expect(byId.get(first._id)!.possibleDuplicates[0].items).toHaveLength(2);
      expect(duplicatesOf(otherItems._id)).toEqual([]);
      expect(duplicatesOf(otherPhone._id)).toEqual([]);
      expect(duplicatesOf(old._id)).toEqual([]);

      const rest = await shop.get('/api/v1/admin/confirmations?limit=100', { token: confirmer });
      const restFirst = rest.body.data.find((order: { _id: string }) => order._id === first._id);
      expect(restFirst.possibleDuplicates).toEqual([
        expect.objectContaining({ _id: second._id, orderNumber: second.orderNumber, items: expect.any(Array) }),
      ]);
      // The duplicate's phone is not in it (a Confirmer sees phones masked).
      expect(JSON.stringify(restFirst.possibleDuplicates)).not.toContain('+92');

      // Once one is declined, the other is no longer flagged.
      const declined = await shop.post(
        `/api/v1/admin/orders/${second._id}/confirmation-attempts`,
        { outcome: 'DECLINED' },
        { token: confirmer },
      );
      expect(declined.status).toBe(201);
      const after = await shop.graphql(QUEUE, {}, confirmer);
      const firstAfter = after.data.confirmationQueue.items.find((order: { id: string }) => order.id === first._id);
      expect(firstAfter.possibleDuplicates).toEqual([]);
    });
  });

  describe('Confirm, then Processing', () => {
    const LOG = `mutation($id: ID!, $input: ConfirmationAttemptInput!) {
      logConfirmationAttempt(orderId: $id, input: $input) { id status confirmation { status } }
    }`;

    test('the Owner confirms and moves the order to Processing in one step (GraphQL and REST)', async () => {
      const product = await shop.productWithStock(10, 1500);
      const order = await place(newPhone(), [product]);
      const answer = await shop.graphql(
        LOG,
        { id: order._id, input: { outcome: 'CONFIRMED', thenProcessing: true } },
        owner,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.logConfirmationAttempt).toEqual({
        id: order._id,
        status: 'Processing',
        confirmation: { status: 'CONFIRMED' },
      });
      const stored = await orders().findById(order._id).lean();
      expect(stored.status).toBe('Processing');
      expect(stored.statusHistory.map((change: { status: string }) => change.status)).toEqual([
        'Pending',
        'Processing',
      ]);

      const other = await place(newPhone(), [product]);
      const rest = await shop.post(
        `/api/v1/admin/orders/${other._id}/confirmation-attempts`,
        { outcome: 'CONFIRMED', thenProcessing: true },
        { token: owner },
      );
      expect(rest.status).toBe(201);
      expect(rest.body.data.status).toBe('Processing');
    });

    test('without thenProcessing the confirmed order stays Pending', async () => {
      const order = await place(newPhone(), [await shop.productWithStock(10, 1500)]);
      const answer = await shop.graphql(LOG, { id: order._id, input: { outcome: 'CONFIRMED' } }, owner);
      expect(answer.data.logConfirmationAttempt.status).toBe('Pending');
    });

    test('a Confirmer is refused with 403 and nothing is written', async () => {
      const order = await place(newPhone(), [await shop.productWithStock(10, 1500)]);
      const rest = await shop.post(
        `/api/v1/admin/orders/${order._id}/confirmation-attempts`,
        { outcome: 'CONFIRMED', thenProcessing: true },
        { token: confirmer },
      );
      expect(rest.status).toBe(403);
      expect(rest.body.message).toBe('Access denied. Your role does not allow this.');
      const answer = await shop.graphql(
        LOG,
        { id: order._id, input: { outcome: 'CONFIRMED', thenProcessing: true } },
        confirmer,
      );
      expect(answer.errors?.[0].message).toBe('Access denied. Your role does not allow this.');
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
      const stored = await orders().findById(order._id).lean();
      expect(stored.status).toBe('Pending');
      expect(stored.confirmation.status).toBe('awaiting');
      expect(stored.confirmation.attempts).toEqual([]);
      // thenProcessing must be a boolean.
      const bad = await shop.post(
        `/api/v1/admin/orders/${order._id}/confirmation-attempts`,
        { outcome: 'CONFIRMED', thenProcessing: 'yes' },
        { token: owner },
      );
      expect(bad.status).toBe(400);
      expect(bad.text).toContain('thenProcessing must be true or false');
    });
  });

  describe('the wa.me chat recorded', () => {
    test('opening the WhatsApp link records a message entry with who (GraphQL and REST)', async () => {
      const order = await place(newPhone(), [await shop.productWithStock(10, 1500)]);
      const answer = await shop.graphql(
        `mutation($id: ID!) { recordWhatsAppOpened(orderId: $id, language: UR) {
          confirmation { messages { channel status language byName } }
        } }`,
        { id: order._id },
        confirmer,
      );
      expect(answer.errors).toBeUndefined();
      expect(answer.data.recordWhatsAppOpened.confirmation.messages).toEqual([
        { channel: 'wa.me', status: 'opened', language: 'UR', byName: 'Sana' },
      ]);
      const rest = await shop.post(`/api/v1/admin/orders/${order._id}/whatsapp-opened`, {}, { token: owner });
      expect(rest.status).toBe(201);
      expect(rest.body.data.confirmation.messages).toEqual([
        expect.objectContaining({ channel: 'wa.me', status: 'opened', language: 'ur', byName: 'Sana' }),
        expect.objectContaining({ channel: 'wa.me', status: 'opened', language: 'en' }),
      ]);
      const customer = await shop.registerCustomer();
      const refused = await shop.post(
        `/api/v1/admin/orders/${order._id}/whatsapp-opened`,
        {},
        { token: customer.token },
      );
      expect(refused.status).toBe(403);
      const badLanguage = await shop.post(
        `/api/v1/admin/orders/${order._id}/whatsapp-opened`,
        { language: 'fr' },
        { token: owner },
      );
      expect(badLanguage.status).toBe(400);
    });
  });
});

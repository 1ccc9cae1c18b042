import { createServer, IncomingMessage, request, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ConfirmationsService } from '../server/src/confirmations/confirmations.service';
import { PhoneBackfillService } from '../server/src/confirmations/phone-backfill.service';
import { INVALID_MOBILE_MESSAGE } from '../server/src/common/phone/pakistani-phone';
import { waitFor } from './support/processes';
import { ROOMY_ORDER_CAPS, SOLD_AS_ONE, TestShop, uniqueEmail } from './support/test-shop';
import { SettingsService } from '../server/src/settings/settings.service';

/**
 * The confirmation step: phones in one form, the signed link (REST and GraphQL), the admin's link
 * and WhatsApp address, the call log, the shipping gate, the expiry sweep, the queue, tracking by number and
 * phone, and the WhatsApp Business Cloud API against a local server that answers as Meta documents it.
 */
const GATE = 'Confirm this order with the customer before processing it';

describe('Order confirmation', () => {
  let shop: TestShop;
  let admin: string;

  beforeAll(async () => {
    // One phone, written several ways, orders many times here: the caps per phone are tested in client-caps.
    shop = await TestShop.start({}, ROOMY_ORDER_CAPS);
    await shop.allowOpenOrders();
    admin = await shop.login('admin@volt.demo', 'admin123');
  });
  afterAll(() => shop.stop());

  const orders = () => shop.model<any>('OrderRecord');

  async function placeGuest(phone = '0300-1234567', quantity = 1, product?: string) {
    const productId = product ?? (await shop.productWithStock(20, 1500));
    const answer = await shop.post('/api/v1/orders', {
      items: [{ product: productId, quantity }],
      shippingAddress: { name: 'Hamza Ali', phone, address: 'House 5, Street 7, Block C', city: 'Lahore' },
      paymentMethod: 'COD',
    });
    if (answer.status !== 201) throw new Error(`placement failed: ${answer.status} ${answer.text}`);
    return { order: answer.body.data, productId };
  }

  async function adminDetail(id: string) {
    const answer = await shop.get(`/api/v1/admin/orders/${id}`, { token: admin });
    expect(answer.status).toBe(200);
    return answer.body.data;
  }
  const tokenOf = (link: string) => link.split('/confirm/')[1];

  describe('phones in one form', () => {
    test('checkout keeps the shipping phone in E.164 and refuses what is not a Pakistani mobile', async () => {
      const { order } = await placeGuest('0300-1234567');
      expect(order.shippingAddress.phone).toBe('+923001234567');
      for (const phone of ['12345', '042 35710000', '+44 20 7946 0958', '0300 12345678']) {
        const productId = await shop.productWithStock(5, 1500);
        const answer = await shop.post('/api/v1/orders', {
          items: [{ product: productId, quantity: 1 }],
          shippingAddress: { name: 'Hamza Ali', phone, address: 'House 5, Street 7', city: 'Lahore' },
        });
        expect({ phone, status: answer.status, message: answer.body.message }).toEqual({
          phone,
          status: 400,
          message: INVALID_MOBILE_MESSAGE,
        });
      }
    });

    test.each(['03001234567', '0300 1234567', '+92 300 1234567', '923001234567', '00923001234567'])(
      'checkout with %s stores +923001234567',
      async (phone) => {
        const { order } = await placeGuest(phone);
        expect(order.shippingAddress.phone).toBe('+923001234567');
      },
    );

    test('registration and profile keep E.164; a bad number is refused', async () => {
      const account = await shop.registerCustomer({ phone: '0321-7654321' });
      expect(account.user.phone).toBe('+923217654321');
      const updated = await shop.put(
        '/api/v1/user/profile',
        { name: 'Test Customer', phone: '+92 333 1112223' },
        { token: account.token },
      );
      expect(updated.status).toBe(200);
      expect(updated.body.data.user?.phone ?? updated.body.data.phone).toBe('+923331112223');
      const bad = await shop.post('/api/v1/auth/register', {
        name: 'Bad Phone',
        email: uniqueEmail(),
        phone: '1234567890',
        password: 'secret123',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('Please enter a valid phone number');
    });

    test('admin search by any written form finds the order and the account', async () => {
      const { order } = await placeGuest('0345 9876543');
      for (const search of ['03459876543', '+92 345 9876543', '923459876543', '0345-9876543']) {
        const answer = await shop.get(`/api/v1/orders/admin/guest-orders?search=${encodeURIComponent(search)}`, {
          token: admin,
        });
        expect(answer.body.data.map((o: { _id: string }) => o._id)).toContain(order._id);
      }
      const account = await shop.registerCustomer({ phone: '0312 4445556' });
      const users = await shop.get(`/api/v1/admin/users?search=${encodeURIComponent('+92 312 4445556')}`, {
        token: admin,
      });
      expect(users.body.data.map((u: { _id: string }) => u._id)).toContain(account.user._id);
    });

    test('records from before are rewritten in E.164 once at start (idempotent)', async () => {
      const user = await shop.users.create({
        name: 'Old Record',
        email: uniqueEmail('old'),
        phone: '0300 7654321',
        passwordHash: 'x',
      });
      const { order } = await placeGuest('0300 7654322');
      await orders().updateOne(
        { _id: order._id },
        { $set: { 'shippingAddress.phone': '0300-7654322', 'guestInfo.phone': '92 300 7654322' } },
      );
      const backfill = shop.shop.app.get(PhoneBackfillService);
      expect(await backfill.run()).toBeGreaterThanOrEqual(2);
      expect((await shop.users.findById(user._id).lean())!.phone).toBe('+923007654321');
      const stored = await orders().findById(order._id).lean();
      expect(stored.shippingAddress.phone).toBe('+923007654322');
      expect(stored.guestInfo.phone).toBe('+923007654322');
      expect(await backfill.run()).toBe(0);
    });
  });

  describe('the link', () => {
    test('a new order awaits confirmation; the placement answer and shopper pages never carry the link', async () => {
      const placed = await shop.post('/api/v1/orders', {
        items: [{ product: await shop.productWithStock(5, 1500), quantity: 1 }],
        shippingAddress: { name: 'Hamza Ali', phone: '0300 1234567', address: 'House 5, Street 7', city: 'Lahore' },
      });
      expect(placed.body.data.confirmation).toMatchObject({ status: 'awaiting', channel: null });
      expect(placed.text).not.toContain('/confirm/');
      const { _id, accessKey } = placed.body.data;
      const guestView = await shop.get(`/api/v1/orders/${_id}?key=${accessKey}`);
      expect(guestView.body.data.confirmation.status).toBe('awaiting');
      expect(guestView.text).not.toContain('/confirm/');
      expect(guestView.text).not.toContain('wa.me');
      const gql = await shop.graphql(
        'query($id: ID!, $key: String) { order(id: $id, accessKey: $key) { confirmation { status link whatsappUrl attempts { note } } } }',
        { id: _id, key: accessKey },
      );
      expect(gql.data.order.confirmation).toEqual({ status: 'AWAITING', link: null, whatsappUrl: null, attempts: [] });
      const stored = await orders().findById(_id).lean();
      expect(stored.confirmation.tokenId).toHaveLength(24);
      expect(stored.confirmation.expiresAt.getTime() - stored.createdAt.getTime()).toBeCloseTo(48 * 3_600_000, -4);
    });

    test('the admin detail carries the link and the WhatsApp address (REST and GraphQL)', async () => {
      const { order } = await placeGuest('0300-1234567');
      const detail = await adminDetail(order._id);
      // Without PUBLIC_URL, the shop's own address: localhost and the port it listens on.
      const port = new URL(shop.baseUrl).port;
      expect(detail.confirmation.link).toMatch(
        new RegExp(`^http://localhost:${port}/confirm/[A-Za-z0-9_-]{24}\\.[A-Za-z0-9_-]{22}$`),
      );
      const url = new URL(detail.confirmation.whatsappUrl);
      expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/923001234567');
      const text = url.searchParams.get('text')!;
      expect(text).toContain(order.orderNumber);
      expect(text).toContain(detail.confirmation.link);
      expect(text).toContain('Rs. 1,500');
      expect(text).toContain(`1 × ${order.items[0].product.name}`);
      const urdu = new URL(detail.confirmation.whatsappUrls.ur).searchParams.get('text')!;
      expect(urdu).toContain('السلام علیکم');
      expect(urdu).toContain(detail.confirmation.link);

      const gql = await shop.graphql(
        'query($id: ID!) { order(id: $id) { confirmation { status link whatsappUrl(language: UR) } } }',
        { id: order._id },
        admin,
      );
      expect(gql.data.order.confirmation.link).toBe(detail.confirmation.link);
      expect(gql.data.order.confirmation.whatsappUrl).toBe(detail.confirmation.whatsappUrls.ur);
    });

    test("a request's Host header never makes the link (REST and GraphQL)", async () => {
      const { order } = await placeGuest('0300-1234567');
      const evil = { host: 'evil.example', 'x-forwarded-host': 'evil.example', authorization: `Bearer ${admin}` };
      const rest = await rawRequest(shop.baseUrl, 'GET', `/api/v1/admin/orders/${order._id}`, evil);
      expect(rest.status).toBe(200);
      const queue = await rawRequest(shop.baseUrl, 'GET', '/api/v1/admin/confirmations', evil);
      expect(queue.status).toBe(200);
      const gql = await rawRequest(shop.baseUrl, 'POST', '/graphql', evil, {
        query: 'query($id: ID!) { order(id: $id) { confirmation { link whatsappUrl(language: UR) } } }',
        variables: { id: order._id },
      });
      expect(gql.status).toBe(200);
      const link = JSON.parse(rest.text).data.confirmation.link;
      expect(link).toMatch(/^http:\/\/localhost:\d+\/confirm\//);
      expect(JSON.parse(gql.text).data.order.confirmation.link).toBe(link);
      for (const answer of [rest, queue, gql]) expect(answer.text).not.toContain('evil.example');
    });

    test('a customer sees no link on their own order; anonymous and customers cannot reach the admin routes', async () => {
      const customer = await shop.registerCustomer();
      const placed = await shop.post(
        '/api/v1/orders',
        {
          items: [{ product: await shop.productWithStock(5, 1500), quantity: 1 }],
          shippingAddress: {
            name: 'Test Customer',
            email: customer.email,
            phone: '0300 1234567',
            address: 'House 1, Street 2',
            city: 'Lahore',
          },
        },
        { token: customer.token },
      );
      const id = placed.body.data._id;
      const own = await shop.graphql(
        'query($id: ID!) { order(id: $id) { confirmation { status link whatsappUrl } } }',
        { id },
        customer.token,
      );
      expect(own.data.order.confirmation).toEqual({ status: 'AWAITING', link: null, whatsappUrl: null });
      for (const token of [undefined, customer.token]) {
        const expected = token ? 403 : 401;
        expect((await shop.get(`/api/v1/admin/orders/${id}`, { token })).status).toBe(expected);
        expect((await shop.get('/api/v1/admin/confirmations', { token })).status).toBe(expected);
        expect(
          (await shop.post(`/api/v1/admin/orders/${id}/confirmation-attempts`, { outcome: 'CONFIRMED' }, { token }))
            .status,
        ).toBe(expected);
        const gql = await shop.graphql(
          'mutation($id: ID!) { logConfirmationAttempt(orderId: $id, input: { outcome: CONFIRMED }) { id } }',
          { id },
          token,
        );
        expect(gql.errors?.[0].extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
        const queue = await shop.graphql('{ confirmationQueue { items { id } } }', {}, token);
        expect(queue.errors?.[0].extensions?.code).toBe(token ? 'FORBIDDEN' : 'UNAUTHENTICATED');
      }
      expect((await orders().findById(id).lean()).confirmation.status).toBe('awaiting');
    });

    test('the link shows the address to check in full, the phone masked, and confirms once (REST)', async () => {
      const { order } = await placeGuest('0300-1234567');
      const token = tokenOf((await adminDetail(order._id)).confirmation.link);
      const page = await shop.get(`/api/v1/confirmations/${token}`);
      expect(page.status).toBe(200);
      expect(page.body.data).toMatchObject({
        canDecide: true,
        deliverTo: { name: 'Hamza Ali', address: 'House 5, Street 7, Block C', city: 'Lahore', phone: '0300 •••4567' },
        order: {
          orderNumber: order.orderNumber,
          totalAmount: 1500,
          confirmationStatus: 'awaiting',
          shipTo: { name: 'Hamza A.', city: 'Lahore', phone: '0300 •••4567' },
          items: [{ quantity: 1, price: 1500 }],
        },
      });
      // The phone the link was sent to stays masked everywhere in the answer.
      expect(page.text).not.toContain('1234567"');
      expect(page.text).not.toContain('+923001234567');
      const gql = await shop.graphql(
        'query($t: String!) { confirmation(token: $t) { deliverTo { name address city phone } order { shipTo { address } } } }',
        { t: token },
      );
      expect(gql.data.confirmation.deliverTo).toEqual({
        name: 'Hamza Ali',
        address: 'House 5, Street 7, Block C',
        city: 'Lahore',
        phone: '0300 •••4567',
      });
      expect(gql.data.confirmation.order.shipTo.address).not.toContain('Street 7');

      const confirmed = await shop.post(`/api/v1/confirmations/${token}`, { decision: 'confirm' });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toMatchObject({ canDecide: false, order: { confirmationStatus: 'confirmed' } });
      expect((await adminDetail(order._id)).confirmation).toMatchObject({ status: 'confirmed', channel: 'link' });
      const again = await shop.post(`/api/v1/confirmations/${token}`, { decision: 'decline' });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('This order is already confirmed');
      const later = await shop.get(`/api/v1/confirmations/${token}`);
      expect(later.body.data).toMatchObject({ canDecide: false, message: 'Thank you! Your order is confirmed.' });
    });

    test('a forged, altered or malformed token is 404; a bad decision is 400', async () => {
      const { order } = await placeGuest();
      const token = tokenOf((await adminDetail(order._id)).confirmation.link);
      const [id, signature] = token.split('.');
      const forged = `${'A'.repeat(24)}.${signature}`;
      const altered = `${id}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
      for (const bad of [forged, altered, 'nonsense', id]) {
        const answer = await shop.get(`/api/v1/confirmations/${encodeURIComponent(bad)}`);
        expect(answer.status).toBe(404);
        expect(
          (await shop.post(`/api/v1/confirmations/${encodeURIComponent(bad)}`, { decision: 'confirm' })).status,
        ).toBe(404);
      }
      const wrong = await shop.post(`/api/v1/confirmations/${token}`, { decision: 'maybe' });
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('decision must be "confirm" or "decline"');
    });

    test('declining cancels the order as the customer, stock back (GraphQL)', async () => {
      const productId = await shop.productWithStock(10, 1500);
      const { order } = await placeGuest('0300 1234567', 3, productId);
      expect(await shop.stockOf(productId)).toBe(7);
      const token = tokenOf((await adminDetail(order._id)).confirmation.link);
      const view = await shop.graphql(
        'query($token: String!) { confirmation(token: $token) { canDecide order { orderNumber confirmationStatus shipTo { name } } } }',
        { token },
      );
      expect(view.data.confirmation).toMatchObject({ canDecide: true, order: { confirmationStatus: 'AWAITING' } });
      const declined = await shop.graphql(
        'mutation($token: String!) { decideConfirmation(token: $token, decision: DECLINE) { canDecide message order { status confirmationStatus } } }',
        { token },
      );
      expect(declined.data.decideConfirmation).toEqual({
        canDecide: false,
        message: 'This order was cancelled at your request.',
        order: { status: 'Cancelled', confirmationStatus: 'DECLINED' },
      });
      expect(await shop.stockOf(productId)).toBe(10);
      const detail = await adminDetail(order._id);
      expect(detail.confirmation).toMatchObject({ status: 'declined', channel: 'link' });
      expect(detail.statusHistory.at(-1)).toMatchObject({
        status: 'Cancelled',
        changedByName: 'Hamza Ali',
        changedByRole: 'guest',
        note: 'Declined by the customer (confirmation link)',
      });
      const again = await shop.graphql(
        'mutation($token: String!) { decideConfirmation(token: $token, decision: CONFIRM) { canDecide } }',
        { token },
      );
      expect(again.errors?.[0]).toMatchObject({
        message: 'This order was cancelled',
        extensions: { code: 'CONFLICT' },
      });
    });
  });

  describe('the shipping gate', () => {
    test('an unconfirmed order cannot move to Processing or Shipped without a reason; the reason is kept', async () => {
      const { order } = await placeGuest();
      for (const status of ['Processing', 'Shipped', 'Delivered']) {
        const refused = await shop.put(`/api/v1/orders/guest/${order._id}/status`, { status }, { token: admin });
        expect({ status, code: refused.status, message: refused.body.message }).toEqual({
          status,
          code: 409,
          message: GATE,
        });
      }
      const gql = await shop.graphql(
        'mutation($id: ID!) { setOrderStatus(id: $id, status: Processing) { status } }',
        { id: order._id },
        admin,
      );
      expect(gql.errors?.[0]).toMatchObject({ message: GATE, extensions: { code: 'CONFLICT' } });
      const overridden = await shop.put(
        `/api/v1/orders/guest/${order._id}/status`,
        { status: 'Processing', overrideReason: 'Customer confirmed in the shop' },
        { token: admin },
      );
      expect(overridden.status).toBe(200);
      expect(overridden.body.data.statusHistory.at(-1)).toMatchObject({
        status: 'Processing',
        changedByRole: 'admin',
        note: 'Moved on before confirmation: Customer confirmed in the shop',
      });
    });

    test('cancelling is never gated; a confirmed order moves on freely (GraphQL override too)', async () => {
      const { order } = await placeGuest();
      const cancelled = await shop.put(
        `/api/v1/orders/guest/${order._id}/status`,
        { status: 'Cancelled' },
        { token: admin },
      );
      expect(cancelled.status).toBe(200);
      const second = (await placeGuest()).order;
      const token = tokenOf((await adminDetail(second._id)).confirmation.link);
      await shop.post(`/api/v1/confirmations/${token}`, { decision: 'confirm' });
      const moved = await shop.put(
        `/api/v1/admin/orders/${second._id}/status`,
        { status: 'Processing' },
        { token: admin },
      );
      // A guest order is not an account order: the account route answers 404, the guest route moves it.
      expect(moved.status).toBe(404);
      const viaGuest = await shop.put(
        `/api/v1/orders/guest/${second._id}/status`,
        { status: 'Shipped' },
        { token: admin },
      );
      expect(viaGuest.status).toBe(200);
      const third = (await placeGuest()).order;
      const gql = await shop.graphql(
        'mutation($id: ID!) { setOrderStatus(id: $id, status: Shipped, overrideReason: "Known customer") { status statusHistory { note } } }',
        { id: third._id },
        admin,
      );
      expect(gql.data.setOrderStatus.status).toBe('Shipped');
      expect(gql.data.setOrderStatus.statusHistory.at(-1).note).toBe('Moved on before confirmation: Known customer');
    });
  });

  describe('the call log', () => {
    test('NO_ANSWER is logged; CONFIRMED confirms by call (REST)', async () => {
      const { order } = await placeGuest();
      const first = await shop.post(
        `/api/v1/admin/orders/${order._id}/confirmation-attempts`,
        { outcome: 'NO_ANSWER', note: 'Rang twice' },
        { token: admin },
      );
      expect(first.status).toBe(201);
      expect(first.body.data.confirmation).toMatchObject({
        status: 'awaiting',
        attempts: [{ outcome: 'NO_ANSWER', note: 'Rang twice', byName: expect.any(String) }],
      });
      const second = await shop.post(
        `/api/v1/admin/orders/${order._id}/confirmation-attempts`,
        { outcome: 'CONFIRMED' },
        { token: admin },
      );
      expect(second.body.data.confirmation).toMatchObject({ status: 'confirmed', channel: 'call' });
      expect(second.body.data.confirmation.attempts).toHaveLength(2);
      const bad = await shop.post(
        `/api/v1/admin/orders/${order._id}/confirmation-attempts`,
        { outcome: 'MAYBE' },
        { token: admin },
      );
      expect(bad.status).toBe(400);
      const late = await shop.post(
        `/api/v1/admin/orders/${order._id}/confirmation-attempts`,
        { outcome: 'NO_ANSWER' },
        { token: admin },
      );
      expect(late.status).toBe(409);
    });

    test('DECLINED cancels with stock back (GraphQL)', async () => {
      const productId = await shop.productWithStock(6, 1500);
      const { order } = await placeGuest('0300 1234567', 2, productId);
      const answer = await shop.graphql(
        'mutation($id: ID!) { logConfirmationAttempt(orderId: $id, input: { outcome: DECLINED, note: "Did not order" }) { status confirmation { status channel attempts { outcome note } } statusHistory { note changedByRole } } }',
        { id: order._id },
        admin,
      );
      expect(answer.data.logConfirmationAttempt).toMatchObject({
        status: 'Cancelled',
        confirmation: {
          status: 'DECLINED',
          channel: 'CALL',
          attempts: [{ outcome: 'DECLINED', note: 'Did not order' }],
        },
      });
      expect(answer.data.logConfirmationAttempt.statusHistory.at(-1)).toEqual({
        note: 'Declined by the customer on a call: Did not order',
        changedByRole: 'admin',
      });
      expect(await shop.stockOf(productId)).toBe(6);
    });
  });

  describe('expiry and the queue', () => {
    test('the sweep expires orders past the window, stock back, and the link then says so', async () => {
      const productId = await shop.productWithStock(8, 1500);
      const { order } = await placeGuest('0300 1234567', 2, productId);
      const token = tokenOf((await adminDetail(order._id)).confirmation.link);
      const sweeper = shop.shop.app.get(ConfirmationsService);
      expect(await sweeper.sweepExpired(new Date(Date.now() + 47 * 3_600_000))).toBe(0);
      expect((await adminDetail(order._id)).status).toBe('Pending');
      expect(await sweeper.sweepExpired(new Date(Date.now() + 49 * 3_600_000))).toBeGreaterThanOrEqual(1);
      const detail = await adminDetail(order._id);
      expect(detail).toMatchObject({ status: 'Cancelled', confirmation: { status: 'expired', channel: 'system' } });
      expect(detail.statusHistory.at(-1)).toMatchObject({ changedByRole: 'system', changedByName: 'System' });
      expect(await shop.stockOf(productId)).toBe(8);
      const page = await shop.get(`/api/v1/confirmations/${token}`);
      expect(page.body.data).toMatchObject({ canDecide: false, order: { confirmationStatus: 'expired' } });
      const late = await shop.post(`/api/v1/confirmations/${token}`, { decision: 'confirm' });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This confirmation link has expired');
    });

    test('the queue lists waiting orders oldest first (REST and GraphQL)', async () => {
      const first = (await placeGuest()).order;
      const second = (await placeGuest()).order;
      const confirmedOne = (await placeGuest()).order;
      await shop.post(
        `/api/v1/admin/orders/${confirmedOne._id}/confirmation-attempts`,
        { outcome: 'CONFIRMED' },
        { token: admin },
      );
      const rest = await shop.get('/api/v1/admin/confirmations?limit=100', { token: admin });
      const ids = rest.body.data.map((o: { _id: string }) => o._id);
      expect(ids).toContain(first._id);
      expect(ids.indexOf(first._id)).toBeLessThan(ids.indexOf(second._id));
      expect(ids).not.toContain(confirmedOne._id);
      expect(rest.body.data[0].confirmation.link).toContain('/confirm/');
      const created = rest.body.data.map((o: { createdAt: string }) => o.createdAt);
      expect([...created].sort()).toEqual(created);
      const gql = await shop.graphql(
        '{ confirmationQueue(limit: 100) { items { id confirmation { status } } pagination { total } } }',
        {},
        admin,
      );
      expect(gql.data.confirmationQueue.pagination.total).toBe(rest.body.pagination.total);
      expect(gql.data.confirmationQueue.items.map((o: { id: string }) => o.id)).toEqual(ids);
    });
  });

  describe('tracking without a key', () => {
    test('by order number and phone in any form (REST and GraphQL); a wrong pair is 404', async () => {
      const { order } = await placeGuest('0300-1234567');
      for (const phone of ['03001234567', '+92 300 1234567', '0300-1234567']) {
        const answer = await shop.get(
          `/api/v1/orders/track?orderNumber=${order.orderNumber.toLowerCase()}&phone=${encodeURIComponent(phone)}`,
        );
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({
          orderNumber: order.orderNumber,
          status: 'Pending',
          totalAmount: 1500,
          confirmationStatus: 'awaiting',
          statusHistory: [{ status: 'Pending' }],
          shipTo: { city: 'Lahore', phone: '0300 •••4567' },
        });
        expect(answer.text).not.toContain('Street 7');
        expect(answer.text).not.toContain('/confirm/');
      }
      for (const query of [
        `orderNumber=${order.orderNumber}&phone=03001234568`,
        `orderNumber=VA000000-XXXXX&phone=03001234567`,
        `orderNumber=${order.orderNumber}&phone=abc`,
      ]) {
        const answer = await shop.get(`/api/v1/orders/track?${query}`);
        expect(answer.status).toBe(404);
        expect(answer.body.message).toBe('No order matches this order number and phone number.');
      }
      expect((await shop.get('/api/v1/orders/track?orderNumber=&phone=')).status).toBe(400);
      const gql = await shop.graphql(
        'query($n: String!, $p: String!) { trackOrder(orderNumber: $n, phone: $p) { orderNumber status confirmationStatus items { name quantity } statusHistory { status } } }',
        { n: order.orderNumber, p: '923001234567' },
      );
      expect(gql.data.trackOrder).toMatchObject({ orderNumber: order.orderNumber, confirmationStatus: 'AWAITING' });
      const wrong = await shop.graphql(
        'query($n: String!, $p: String!) { trackOrder(orderNumber: $n, phone: $p) { orderNumber } }',
        { n: order.orderNumber, p: '03211234567' },
      );
      expect(wrong.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    });

    test("an order that left Pending undecided is not 'awaiting confirmation' (REST and GraphQL)", async () => {
      const track = async (orderNumber: string, phone: string) => {
        const rest = await shop.get(
          `/api/v1/orders/track?orderNumber=${orderNumber}&phone=${encodeURIComponent(phone)}`,
        );
        expect(rest.status).toBe(200);
        const gql = await shop.graphql(
          'query($n: String!, $p: String!) { trackOrder(orderNumber: $n, phone: $p) { status confirmationStatus } }',
          { n: orderNumber, p: phone },
        );
        return {
          rest: { status: rest.body.data.status, confirmationStatus: rest.body.data.confirmationStatus ?? null },
          gql: gql.data.trackOrder,
        };
      };
      // A customer cancels their own order while it waits.
      const customer = await shop.registerCustomer({ name: 'Sana Cancel', phone: '0301 2223334' });
      const placed = await shop.post(
        '/api/v1/orders',
        {
          items: [{ product: await shop.productWithStock(5, 1500), quantity: 1 }],
          shippingAddress: {
            name: 'Sana Cancel',
            email: customer.email,
            phone: '0301 2223334',
            address: 'House 2, Street 3',
            city: 'Lahore',
          },
        },
        { token: customer.token },
      );
      expect(placed.status).toBe(201);
      const cancelled = await shop.put(`/api/v1/orders/${placed.body.data._id}/cancel`, {}, { token: customer.token });
      expect(cancelled.status).toBe(200);
      expect(await track(placed.body.data.orderNumber, '0301 2223334')).toEqual({
        rest: { status: 'Cancelled', confirmationStatus: null },
        gql: { status: 'Cancelled', confirmationStatus: null },
      });

      // An admin moves unconfirmed orders on with a reason: Delivered and Returned await nothing either.
      for (const status of ['Delivered', 'Returned']) {
        const { order } = await placeGuest('0300-1234567');
        const moved = await shop.put(
          `/api/v1/orders/${order._id}/status`,
          { status, overrideReason: 'Customer confirmed in the shop' },
          { token: admin },
        );
        expect(moved.status).toBe(200);
        expect(await track(order.orderNumber, '03001234567')).toEqual({
          rest: { status, confirmationStatus: null },
          gql: { status, confirmationStatus: null },
        });
      }

      // A waiting order still says so; a declined one says it was declined.
      const { order: waiting } = await placeGuest('0300-1234567');
      expect((await track(waiting.orderNumber, '03001234567')).gql).toEqual({
        status: 'Pending',
        confirmationStatus: 'AWAITING',
      });
      const declined = await shop.post(
        `/api/v1/admin/orders/${waiting._id}/confirmation-attempts`,
        { outcome: 'DECLINED' },
        { token: admin },
      );
      expect(declined.status).toBe(201);
      expect(await track(waiting.orderNumber, '03001234567')).toEqual({
        rest: { status: 'Cancelled', confirmationStatus: 'declined' },
        gql: { status: 'Cancelled', confirmationStatus: 'DECLINED' },
      });
    });
  });
});

describe('Rate limits on the normalised phone, the link and tracking', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start({}, { RATE_LIMITS: 'on', TRUST_PROXY: 'loopback' });
  });
  afterAll(() => shop.stop());

  test('the per-phone order limit counts every written form as one phone', async () => {
    // The rate limit is what this counts: the cap on open unconfirmed orders per phone (3) is raised past it.
    await shop.shop.app
      .get(SettingsService)
      .update({ cod: { minOrder: null, maxOrder: null, cities: [], maxOpenPerPhone: 10 } });
    const product = String((await shop.products.findOne({ stockQuantity: { $gte: 10 }, ...SOLD_AS_ONE }).lean())!._id);
    const forms = ['+92 300 5550001', '03005550001', '0300-5550001', '923005550001', '00923005550001'];
    for (const phone of forms) {
      const answer = await shop.post('/api/v1/orders', {
        items: [{ product, quantity: 1 }],
        shippingAddress: { name: 'Rate Tester', phone, address: 'House 1, Street 2', city: 'Karachi' },
      });
      expect(answer.status).toBe(201);
    }
    const sixth = await shop.post('/api/v1/orders', {
      items: [{ product, quantity: 1 }],
      shippingAddress: { name: 'Rate Tester', phone: '0300 5550001', address: 'House 1, Street 2', city: 'Karachi' },
    });
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many orders for this phone number\./);
  });

  test('tracking is limited per address', async () => {
    const answers = [];
    for (let i = 0; i < 21; i++)
      answers.push((await shop.get(`/api/v1/orders/track?orderNumber=VA-ADDR-${i}&phone=03001234567`)).status);
    expect(answers.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(answers[20]).toBe(429);
  });

  test('failed lookups of one order number are limited, whatever the address; found ones do not count', async () => {
    const product = String((await shop.products.findOne({ stockQuantity: { $gte: 10 }, ...SOLD_AS_ONE }).lean())!._id);
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product, quantity: 1 }],
      shippingAddress: { name: 'Track Owner', phone: '0300 5557777', address: 'House 9, Street 4', city: 'Multan' },
    });
    expect(placed.status).toBe(201);
    const number: string = placed.body.data.orderNumber;
    // Each try from another address (TRUST_PROXY=loopback believes the loopback's X-Forwarded-For).
    const track = (phone: string, i: number) =>
      shop.get(`/api/v1/orders/track?orderNumber=${number}&phone=${encodeURIComponent(phone)}`, {
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
    // The owner's own lookups never count.
    for (let i = 0; i < 12; i++) expect((await track('0300 5557777', 100 + i)).status).toBe(200);
    const guesses = [];
    for (let i = 0; i < 11; i++) guesses.push((await track(`0300 55500${String(i).padStart(2, '0')}`, i)).status);
    expect(guesses.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(guesses[10]).toBe(429);
    // Past the limit even the right phone is refused (a guess that happens to be right learns nothing), from
    // another address, in GraphQL too; another order number is not affected.
    const right = await track('0300 5557777', 50);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many tries for this order number. Please try again in 60 minutes.');
    const gql = await shop.graphql(
      'query($n: String!, $p: String!) { trackOrder(orderNumber: $n, phone: $p) { orderNumber } }',
      { n: number.toLowerCase(), p: '03005557777' },
    );
    expect(gql.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    const other = await shop.get('/api/v1/orders/track?orderNumber=VA-OTHER-1&phone=03005557777', {
      headers: { 'x-forwarded-for': '203.0.113.200' },
    });
    expect(other.status).toBe(404);
  });

  test('the confirmation link is limited per address', async () => {
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push((await shop.get('/api/v1/confirmations/nothing-here')).status);
    expect(answers.slice(0, 30).every((status) => status === 404)).toBe(true);
    expect(answers[30]).toBe(429);
  });
});

/** A request with headers fetch would not send as given (Host), through node:http; answers status and text. */
function rawRequest(baseUrl: string, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const url = new URL(baseUrl);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise<{ status: number; text: string }>((done, fail) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { accept: 'application/json', ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done({ status: res.statusCode ?? 0, text }));
      },
    );
    req.on('error', fail);
    req.end(payload);
  });
}

/** A stand-in for graph.facebook.com that answers as the Cloud API documents it; the first call fails with a 500. */
function fakeCloudApi() {
  const calls: Array<{ path: string; authorization?: string; body: any }> = [];
  let failNext = 1;
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}');
      calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (failNext > 0) {
        failNext--;
        res.statusCode = 500;
        res.end(JSON.stringify({ error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1 } }));
        return;
      }
      if (body.to === '923009999999') {
        res.statusCode = 400;
        res.end(
          JSON.stringify({
            error: {
              message: '(#131030) Recipient phone number not in allowed list',
              type: 'OAuthException',
              code: 131030,
            },
          }),
        );
        return;
      }
      res.end(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.TEST${calls.length}` }],
        }),
      );
    });
  });
  return {
    calls,
    failOnce: () => (failNext = 1),
    start: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
      ),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('WhatsApp Business Cloud API', () => {
  const api = fakeCloudApi();
  let shop: TestShop;
  let admin: string;
  beforeAll(async () => {
    const url = await api.start();
    shop = await TestShop.start(
      {},
      { WHATSAPP_TOKEN: 'test-token', WHATSAPP_PHONE_NUMBER_ID: '1234567890', WHATSAPP_API_URL: url },
    );
    admin = await shop.login('admin@volt.demo', 'admin123');
  });
  afterAll(async () => {
    await shop.stop();
    await api.stop();
  });

  test('a new order is sent as a template message, retried after a 500, and logged on the order', async () => {
    const product = String((await shop.products.findOne({ stockQuantity: { $gte: 5 }, ...SOLD_AS_ONE }).lean())!._id);
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product, quantity: 1 }],
      shippingAddress: { name: 'Hamza Ali', phone: '0300-1234567', address: 'House 5, Street 7', city: 'Lahore' },
    });
    const id = placed.body.data._id;
    const detail = async () => (await shop.get(`/api/v1/admin/orders/${id}`, { token: admin })).body.data;
    await waitFor(async () => (await detail()).confirmation.messages.length >= 2, 20_000, 'two messages logged');
    const { confirmation } = await detail();
    expect(confirmation.messages).toEqual([
      expect.objectContaining({ status: 'failed', attempt: 1, error: 'An unknown error occurred (code 1)' }),
      expect.objectContaining({ status: 'sent', attempt: 2, messageId: expect.stringMatching(/^wamid\./) }),
    ]);
    expect(api.calls).toHaveLength(2);
    const call = api.calls[1];
    expect(call.path).toBe('/v21.0/1234567890/messages');
    expect(call.authorization).toBe('Bearer test-token');
    expect(call.body).toMatchObject({
      messaging_product: 'whatsapp',
      to: '923001234567',
      type: 'template',
      template: { name: 'order_confirmation', language: { code: 'en' } },
    });
    const values = call.body.template.components[0].parameters.map((p: { text: string }) => p.text);
    expect(values[0]).toBe('Hamza Ali');
    expect(values[1]).toBe(placed.body.data.orderNumber);
    expect(values[4]).toMatch(/\/confirm\/[A-Za-z0-9_-]{24}\.[A-Za-z0-9_-]{22}$/);
    expect(values.every((text: string) => !/[\n\t]/.test(text))).toBe(true);
  });

  test('an admin resends in Urdu (REST and GraphQL); a refused number is logged once, not retried', async () => {
    const product = String((await shop.products.findOne({ stockQuantity: { $gte: 5 }, ...SOLD_AS_ONE }).lean())!._id);
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product, quantity: 1 }],
      shippingAddress: { name: 'Sara Khan', phone: '0300 9999999', address: 'House 9, Street 1', city: 'Karachi' },
    });
    const id = placed.body.data._id;
    const detail = async () => (await shop.get(`/api/v1/admin/orders/${id}`, { token: admin })).body.data;
    await waitFor(async () => (await detail()).confirmation.messages.length >= 1, 20_000, 'a message logged');
    expect((await detail()).confirmation.messages).toEqual([
      expect.objectContaining({ status: 'failed', attempt: 1, error: expect.stringContaining('131030') }),
    ]);
    const before = api.calls.length;
    const rest = await shop.post(
      `/api/v1/admin/orders/${id}/confirmation-messages`,
      { language: 'ur' },
      { token: admin },
    );
    expect(rest.status).toBe(201);
    expect(api.calls.length).toBe(before + 1);
    expect(api.calls.at(-1)!.body.template.language.code).toBe('ur');

    const other = await shop.post('/api/v1/orders', {
      items: [{ product, quantity: 1 }],
      shippingAddress: { name: 'Ali Raza', phone: '0333 1234567', address: 'House 3, Street 4', city: 'Multan' },
    });
    await waitFor(
      async () => api.calls.some((c) => c.body.to === '923331234567'),
      20_000,
      'the message to the new phone',
    );
    const gql = await shop.graphql(
      'mutation($id: ID!) { sendConfirmationWhatsApp(orderId: $id, language: UR) { confirmation { messages { status language messageId } } } }',
      { id: other.body.data._id },
      admin,
    );
    expect(gql.data.sendConfirmationWhatsApp.confirmation.messages.at(-1)).toMatchObject({
      status: 'sent',
      language: 'UR',
    });
    const customer = await shop.registerCustomer();
    const refused = await shop.post(`/api/v1/admin/orders/${id}/confirmation-messages`, {}, { token: customer.token });
    expect(refused.status).toBe(403);
  });
});

import { randomUUID } from 'node:crypto';
import { CheckoutService } from '../server/src/checkout/checkout.service';
import { ROOMY_ORDER_CAPS, TestShop } from './support/test-shop';

/**
 * One order per checkout: a placement sent again with the same Idempotency-Key (REST header, GraphQL
 * argument), after the first finished or while it runs, answers the same order and takes no stock twice.
 */
describe('Idempotent order placement', () => {
  let shop: TestShop;

  beforeAll(async () => {
    // One phone places many orders here: the caps per phone are tested in client-caps and order-limits.
    shop = await TestShop.start({}, ROOMY_ORDER_CAPS);
    await shop.allowOpenOrders();
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => shop.stop());

  const shipping = {
    name: 'Hamza Ali',
    email: 'hamza@example.pk',
    phone: '0300 1112233',
    address: 'House 5, Block C',
    city: 'Lahore',
  };
  const orderModel = () => shop.model<{ items: Array<{ product: unknown }> }>('OrderRecord');
  const newKey = () => `checkout-${randomUUID()}`;

  const ordersOf = (id: string) => orderModel().countDocuments({ 'items.product': id });
  const body = (product: string, quantity = 2, extra: object = {}) => ({
    items: [{ product, quantity }],
    shippingAddress: shipping,
    ...extra,
  });
  const placeRest = (payload: unknown, key?: string, token?: string) =>
    shop.post('/api/v1/orders', payload, { token, headers: key === undefined ? {} : { 'idempotency-key': key } });

  const PLACE =
    'mutation Place($input: PlaceOrderInput!, $key: String) { placeOrder(input: $input, idempotencyKey: $key) { accessKey order { id totalAmount } } }';
  const BY_KEY = 'query ByKey($key: String!) { orderByIdempotencyKey(key: $key) { accessKey order { id } } }';

  test('guest, REST: a repeat after the first finished answers the same order and access key; stock is taken once', async () => {
    const product = await shop.productWithStock(10, 1500);
    const key = newKey();
    const first = await placeRest(body(product), key);
    expect(first.status).toBe(201);
    const again = await placeRest(body(product), key);
    expect(again.status).toBe(201);
    expect(again.body.data._id).toBe(first.body.data._id);
    expect(again.body.data.orderNumber).toBe(first.body.data.orderNumber);
    expect(again.body.data.accessKey).toBe(first.body.data.accessKey);
    expect(await shop.stockOf(product)).toBe(8);
    expect(await ordersOf(product)).toBe(1);
    // The access key answered again is the real one: it opens the order.
    expect((await shop.get(`/api/v1/orders/${first.body.data._id}?key=${again.body.data.accessKey}`)).status).toBe(200);
  });

  test('without a key every placement is a new order (as before)', async () => {
    const product = await shop.productWithStock(10, 1500);
    expect((await placeRest(body(product, 1))).status).toBe(201);
    expect((await placeRest(body(product, 1))).status).toBe(201);
    expect(await ordersOf(product)).toBe(2);
    expect(await shop.stockOf(product)).toBe(8);
  });

  test('guest, REST: 6 concurrent requests with one key make one order, all answered with it; stock taken once', async () => {
    const product = await shop.productWithStock(10, 1500);
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => placeRest(body(product, 3), key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.body.data._id)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.data.accessKey)).size).toBe(1);
    expect(await ordersOf(product)).toBe(1);
    expect(await shop.stockOf(product)).toBe(7);
  });

  test('two instances at once (no in-process wait): the unique index keeps one order, the loser gives its units back', async () => {
    const product = await shop.productWithStock(10, 1500);
    const key = newKey();
    // As if each request ran in a process of its own: nobody sees the other's placement under way.
    const service = shop.shop.app.get(CheckoutService) as unknown as { placing: Map<string, unknown> };
    jest.spyOn(service.placing, 'get').mockReturnValue(undefined);
    const answers = await Promise.all(Array.from({ length: 4 }, () => placeRest(body(product, 2), key)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(4).fill(201));
    expect(new Set(answers.map((answer) => answer.body.data._id)).size).toBe(1);
    expect(await ordersOf(product)).toBe(1);
    expect(await shop.stockOf(product)).toBe(8);
    const held = (await shop.products.findById(product).select('+holds +holdCount').lean())!;
    expect(held.holdCount ?? 0).toBe(0);
  });

  test('a key reused with a different body is refused with 422, and nothing is placed', async () => {
    const product = await shop.productWithStock(10, 1500);
    const key = newKey();
    expect((await placeRest(body(product, 1), key)).status).toBe(201);
    const other = await placeRest(body(product, 2), key);
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({
      success: false,
      message:
        'This Idempotency-Key was already used for a different order. Please start a new checkout to place another order.',
    });
    const gql = await shop.graphql(PLACE, { input: body(product, 1, { notes: 'ring twice' }), key });
    // GraphQL keys live in the same guest scope: the same key with another body is refused too.
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'UNPROCESSABLE_ENTITY' } });
    expect(await ordersOf(product)).toBe(1);
    expect(await shop.stockOf(product)).toBe(9);
  });

  test('a first attempt that was refused (out of stock) does not use the key up', async () => {
    const product = await shop.productWithStock(1, 1500);
    const key = newKey();
    expect((await placeRest(body(product, 2), key)).status).toBe(400);
    await shop.products.updateOne({ _id: product }, { $set: { stockQuantity: 5 } });
    const retry = await placeRest(body(product, 2), key);
    expect(retry.status).toBe(201);
    expect(await shop.stockOf(product)).toBe(3);
  });

  test('customer, GraphQL: a repeat answers the same order; keys are per account', async () => {
    const product = await shop.productWithStock(10, 1500);
    const first = await shop.registerCustomer();
    const second = await shop.registerCustomer();
    const key = newKey();
    const input = body(product, 1, { shippingAddress: { ...shipping, email: first.email } });
    const placed = await shop.graphql(PLACE, { input, key }, first.token);
    expect(placed.errors).toBeUndefined();
    const again = await shop.graphql(PLACE, { input, key }, first.token);
    expect(again.data.placeOrder.order.id).toBe(placed.data.placeOrder.order.id);
    expect(again.data.placeOrder.accessKey).toBeNull();
    // Another account (or a guest) with the same key places its own order.
    const theirs = await shop.graphql(
      PLACE,
      { input: { ...input, shippingAddress: { ...shipping, email: second.email } }, key },
      second.token,
    );
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.placeOrder.order.id).not.toBe(placed.data.placeOrder.order.id);
    const guest = await placeRest(body(product, 1), key);
    expect(guest.status).toBe(201);
    expect(await ordersOf(product)).toBe(3);
    expect(await shop.stockOf(product)).toBe(7);
  });

  test('customer, REST: concurrent repeats make one order', async () => {
    const product = await shop.productWithStock(10, 1500);
    const customer = await shop.registerCustomer();
    const key = newKey();
    const payload = body(product, 2, { shippingAddress: { ...shipping, email: customer.email } });
    const answers = await Promise.all(Array.from({ length: 4 }, () => placeRest(payload, key, customer.token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(4).fill(201));
    expect(new Set(answers.map((answer) => answer.body.data._id)).size).toBe(1);
    expect(await ordersOf(product)).toBe(1);
    expect(await shop.stockOf(product)).toBe(8);
  });

  test('lookup by key: 404 before, the order after; a guest gets the access key, other callers get nothing', async () => {
    const product = await shop.productWithStock(10, 1500);
    const key = newKey();
    const before = await shop.get(`/api/v1/orders/by-key/${key}`);
    expect(before.status).toBe(404);
    expect(before.body).toMatchObject({ success: false, message: 'Order not found' });
    expect((await shop.graphql(BY_KEY, { key })).errors?.[0]).toMatchObject({ extensions: { code: 'NOT_FOUND' } });

    const placed = await placeRest(body(product, 1), key);
    const found = await shop.get(`/api/v1/orders/by-key/${key}`);
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ _id: placed.body.data._id, accessKey: placed.body.data.accessKey });
    const gql = await shop.graphql(BY_KEY, { key });
    expect(gql.data.orderByIdempotencyKey).toEqual({
      accessKey: placed.body.data.accessKey,
      order: { id: placed.body.data._id },
    });

    // A signed-in customer asking for a guest's key finds nothing (keys are scoped).
    const customer = await shop.registerCustomer();
    expect((await shop.get(`/api/v1/orders/by-key/${key}`, { token: customer.token })).status).toBe(404);

    // A customer's own key: found when signed in, not as a guest.
    const ownKey = newKey();
    const own = await placeRest(
      body(product, 1, { shippingAddress: { ...shipping, email: customer.email } }),
      ownKey,
      customer.token,
    );
    expect((await shop.get(`/api/v1/orders/by-key/${ownKey}`, { token: customer.token })).body.data._id).toBe(
      own.body.data._id,
    );
    expect((await shop.get(`/api/v1/orders/by-key/${ownKey}`)).status).toBe(404);
  });

  test('bad keys are refused with 400 and place nothing', async () => {
    const product = await shop.productWithStock(10, 1500);
    const message = 'Idempotency-Key must be 16 to 128 characters: letters, digits, and - _ . :';
    for (const key of [
      '',
      'short',
      'x'.repeat(129),
      'has space in it 123',
      '{"$gt":""}-0123456789',
      'a'.repeat(20) + ', ' + 'b'.repeat(20),
    ]) {
      const answer = await placeRest(body(product, 1), key);
      expect([key, answer.status, answer.body.message]).toEqual([key, 400, message]);
    }
    for (const key of ['short', 'x'.repeat(129), 'emoji-😀-0123456789', '..%2f..%2fetc%2fpasswd-0000']) {
      const answer = await shop.get(`/api/v1/orders/by-key/${encodeURIComponent(key)}`);
      expect([key, answer.status, answer.body.message]).toEqual([key, 400, message]);
    }
    const gql = await shop.graphql(PLACE, { input: body(product, 1), key: 'short' });
    expect(gql.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(await ordersOf(product)).toBe(0);
    expect(await shop.stockOf(product)).toBe(10);
  });
});

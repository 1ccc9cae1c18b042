import { TestShop } from './support/test-shop';

const PRICES_CHANGED = 'Prices in your cart have changed. Please review your cart and place the order again.';
const shipping = {
  name: 'Sana Iqbal',
  email: 'sana@example.pk',
  phone: '0301 2223344',
  address: 'Flat 3, Gulberg III',
  city: 'Lahore',
};
const PLACE_ORDER = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id totalAmount } } }';
const PRODUCTS_BY_IDS = 'query($ids: [ID!]!) { productsByIds(ids: $ids) { id finalPrice stockQuantity inStock } }';

/** The order is placed only at the total the shopper saw: `expectedTotal` on REST and GraphQL, and fresh cart data. */
describe('Price check at order placement', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await TestShop.start();
  });
  afterAll(() => shop.stop());

  const orderCount = () => shop.model('OrderRecord').countDocuments();
  test('REST: a total that differs from the current one is refused with 409 and nothing is written; the right total places the order', async () => {
    const a = await shop.productWithStock(10, 900);
    const b = await shop.productWithStock(10, 2499);
    await shop.products.updateOne({ _id: a }, { $set: { price: 1400, finalPrice: 1400 } });
    const items = [
      { product: a, quantity: 2 },
      { product: b, quantity: 1 },
    ];
    const before = await orderCount();

    const refused = await shop.post('/api/v1/orders', {
      items,
      shippingAddress: shipping,
      paymentMethod: 'COD',
      expectedTotal: 2 * 900 + 2499,
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ success: false, message: PRICES_CHANGED });
    expect(await orderCount()).toBe(before);
    expect(await shop.stockOf(a)).toBe(10);
    expect(await shop.stockOf(b)).toBe(10);

    const placed = await shop.post('/api/v1/orders', {
      items,
      shippingAddress: shipping,
      paymentMethod: 'COD',
      expectedTotal: 2 * 1400 + 2499,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.totalAmount).toBe(2 * 1400 + 2499);
    expect(await orderCount()).toBe(before + 1);
    expect(await shop.stockOf(a)).toBe(8);
    expect(await shop.stockOf(b)).toBe(9);
  });

  test('REST: without expectedTotal the order is placed at current prices (older clients); a bad expectedTotal is a 400', async () => {
    const a = await shop.productWithStock(10, 2999);
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product: a, quantity: 1 }],
      shippingAddress: shipping,
      totalAmount: 2499,
    });
    expect(placed.status).toBe(201);
    expect(placed.body.data.totalAmount).toBe(2999);
    const bad = await shop.post('/api/v1/orders', {
      items: [{ product: a, quantity: 1 }],
      shippingAddress: shipping,
      expectedTotal: 'lots',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('expectedTotal must be a number');
    expect(await shop.stockOf(a)).toBe(9);
  });

  test('GraphQL: PRICE_CHANGED with status 409 and no stock taken; the matching total places the order; a customer keeps the cart', async () => {
    const customer = await shop.registerCustomer();
    const a = await shop.productWithStock(10, 2499);
    await shop.post('/api/v1/cart/add', { productId: a, quantity: 1 }, { token: customer.token });
    await shop.products.updateOne({ _id: a }, { $set: { price: 2999, finalPrice: 2999 } });
    const before = await orderCount();
    const input = { items: [{ product: a, quantity: 1 }], shippingAddress: shipping, paymentMethod: 'COD' };

    const refused = await shop.graphql(PLACE_ORDER, { input: { ...input, expectedTotal: 2499 } }, customer.token);
    expect(refused.data).toBeNull();
    expect(refused.errors?.[0]).toMatchObject({
      message: PRICES_CHANGED,
      extensions: { code: 'PRICE_CHANGED', status: 409 },
    });
    expect(await orderCount()).toBe(before);
    expect(await shop.stockOf(a)).toBe(10);
    expect((await shop.get('/api/v1/cart', { token: customer.token })).body.data.items).toHaveLength(1);

    const placed = await shop.graphql(PLACE_ORDER, { input: { ...input, expectedTotal: 2999 } }, customer.token);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrder.order.totalAmount).toBe(2999);
    expect(await shop.stockOf(a)).toBe(9);
  });

  test('productsByIds answers current prices and stock, leaves unknown ids out and caps the list', async () => {
    const a = await shop.productWithStock(4, 900);
    const gone = await shop.productWithStock(10, 500);
    await shop.products.deleteOne({ _id: gone });
    await shop.products.updateOne({ _id: a }, { $set: { price: 1400, finalPrice: 1400, stockQuantity: 0 } });
    const answer = await shop.graphql(PRODUCTS_BY_IDS, { ids: [a, gone, 'not-an-id'] });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.productsByIds).toEqual([{ id: a, finalPrice: 1400, stockQuantity: 0, inStock: false }]);

    const tooMany = await shop.graphql(PRODUCTS_BY_IDS, { ids: Array.from({ length: 51 }, () => a) });
    expect(tooMany.errors?.[0]).toMatchObject({
      message: 'At most 50 products at a time',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

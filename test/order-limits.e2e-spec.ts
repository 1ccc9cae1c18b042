import { phoneSearchKey as phoneKey } from '../server/src/common/phone/pakistani-phone';
import { OrderRecord } from '../server/src/orders/schemas/order.schema';
import { SOLD_AS_ONE, TestShop } from './support/test-shop';
import { SettingsService } from '../server/src/settings/settings.service';

/**
 * Stock hoarding with cash-on-delivery orders: caps on one order, and on the units one phone number or one
 * account holds in open orders (never one address: see client-caps). This suite runs with the rate limits on,
 * as a shop does.
 */
describe('Order limits against stock hoarding', () => {
  let shop: TestShop;
  const previousTrustProxy = process.env.TRUST_PROXY;

  beforeAll(async () => {
    // The per-address tests name their address with X-Forwarded-For from loopback, a trusted proxy here.
    process.env.TRUST_PROXY = 'loopback';
    shop = await TestShop.start({}, { RATE_LIMITS: 'on', TRUST_PROXY: 'loopback' });
  });
  afterAll(async () => {
    await shop.stop();
    if (previousTrustProxy === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = previousTrustProxy;
  });

  const orders = () => shop.model<OrderRecord>(OrderRecord.name);
  const shipping = (phone: string) => ({ name: 'Bulk Buyer', phone, address: 'Shop 4, Hall Road', city: 'Lahore' });
  const place = (items: Array<{ product: string; quantity: number; variant?: string }>, phone: string, from?: string) =>
    shop.post(
      '/api/v1/orders',
      { items, shippingAddress: shipping(phone), paymentMethod: 'COD' },
      from ? { headers: { 'x-forwarded-for': from } } : {},
    );
  let addressCounter = 0;
  /** An address of its own for one test (TEST-NET-3), so the per-address rate limit of other tests does not interfere. */
  const newAddress = () => `203.0.113.${++addressCounter}`;

  test('phone numbers are keyed in E.164, whichever way a Pakistani number is written', () => {
    for (const written of [
      '03001234567',
      '+92 300 1234567',
      '923001234567',
      '0300-1234567',
      '(0300) 123 4567',
      '0092 300 1234567',
    ]) {
      expect(phoneKey(written)).toBe('+923001234567');
    }
    expect(phoneKey('+92 300 5550001')).toBe(phoneKey('03005550001'));
    expect(phoneKey('0300 5550002')).not.toBe(phoneKey('03005550001'));
  });

  /**
   * A line of `quantity` units of a product: of its kind with the most units, for a product sold in kinds (and no more
   * than that kind has, as the probe would read them from its page).
   */
  const lineOf = (
    product: { _id: unknown; variants?: Record<string, { stockQuantity: number }> },
    quantity: number,
  ) => {
    const [kind] = Object.entries(product.variants ?? {}).sort(([, a], [, b]) => b.stockQuantity - a.stockQuantity);
    return kind
      ? { product: String(product._id), quantity: Math.min(quantity, kind[1].stockQuantity), variant: kind[0] }
      : { product: String(product._id), quantity };
  };

  test("the probe's 13 hoarding orders from one address leave the catalogue in stock", async () => {
    // As the probe did: every in-stock product, 50 lines of up to 10 units an order, 13 orders, a phone each.
    const inStock = await shop.products
      .find({ stockQuantity: { $gt: 0 } })
      .sort({ stockQuantity: -1 })
      .lean();
    const unitsBefore = inStock.reduce((sum, product) => sum + product.stockQuantity, 0);
    expect(inStock.length).toBeGreaterThan(50);
    const ordersBefore = await orders().countDocuments();

    const greedy: number[] = [];
    for (let round = 0; round < 13; round++) {
      const lines = inStock
        .slice((round * 50) % inStock.length)
        .concat(inStock)
        .slice(0, 50);
      const answer = await place(
        lines.map((product) => lineOf(product, Math.min(10, product.stockQuantity))),
        `0300 55500${String(round).padStart(2, '0')}`,
      );
      greedy.push(answer.status);
      expect(answer.body).toEqual({
        success: false,
        message: 'An order can hold at most 10 different products. For a larger order, please contact us.',
      });
    }
    expect(greedy.every((status) => status === 400)).toBe(true);
    expect(await orders().countDocuments()).toBe(ordersBefore);

    // The same attacker, within the per-order caps (10 lines of 2 units, 20 units), from one phone number
    // (written as it likes) and, from a second address, within the order rate limits too.
    const second = newAddress();
    const statuses: number[] = [];
    const spellings = ['0301 6660001', '+92 301 6660001', '923016660001', '0301-6660001', '(0301) 666 0001'];
    for (let round = 0; round < spellings.length; round++) {
      const lines = inStock.slice((round * 4) % 20, ((round * 4) % 20) + 10);
      const answer = await place(
        lines.map((product) => lineOf(product, 2)),
        spellings[round],
        second,
      );
      statuses.push(answer.status);
      if (answer.status !== 201) {
        expect(answer.status).toBe(429);
        expect(answer.body.message).toMatch(
          /^This phone number already has 40 items in orders waiting for confirmation; at most 40 can wait at once\./,
        );
      }
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);

    const after = await shop.products.find({ _id: { $in: inStock.map((product) => product._id) } }).lean();
    const unitsAfter = after.reduce((sum, product) => sum + product.stockQuantity, 0);
    expect(unitsBefore - unitsAfter).toBe(40);
    expect(unitsAfter / unitsBefore).toBeGreaterThan(0.9);
    expect(after.every((product) => product.stockQuantity > 0)).toBe(true);
    const storefront = await shop.get('/api/v1/products?inStock=true&limit=100');
    expect(storefront.body.pagination.total).toBe(inStock.length);
  });

  test('one order is capped in different products, units and value, with nothing written', async () => {
    const from = newAddress();
    const cheap = await Promise.all(Array.from({ length: 11 }, () => shop.productWithStock(50, 100)));
    const dear = await shop.productWithStock(50, 80_000);
    const ordersBefore = await orders().countDocuments();

    const elevenLines = await place(
      cheap.map((product) => ({ product, quantity: 1 })),
      '0302 1000001',
      from,
    );
    expect(elevenLines.status).toBe(400);
    expect(elevenLines.body.message).toBe(
      'An order can hold at most 10 different products. For a larger order, please contact us.',
    );

    const units = await place(
      [
        { product: cheap[0], quantity: 10 },
        { product: cheap[1], quantity: 10 },
        { product: cheap[2], quantity: 1 },
      ],
      '0302 1000001',
      from,
    );
    expect(units.status).toBe(400);
    expect(units.body.message).toBe('An order can hold at most 20 items. For a larger order, please contact us.');

    const value = await place([{ product: dear, quantity: 2 }], '0302 1000001', from);
    expect(value.status).toBe(400);
    expect(value.body.message).toBe(
      'An order can be worth at most Rs. 150,000. For a larger order, please contact us.',
    );

    const gql = await shop.graphql('mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey } }', {
      input: { items: [{ product: dear, quantity: 2 }], shippingAddress: shipping('0302 1000001') },
    });
    expect(gql.errors?.[0]).toMatchObject({
      message: 'An order can be worth at most Rs. 150,000. For a larger order, please contact us.',
      extensions: { code: 'BAD_USER_INPUT' },
    });

    expect(await orders().countDocuments()).toBe(ordersBefore);
    expect(await shop.stockOf(dear)).toBe(50);
    expect(await shop.stockOf(cheap[0])).toBe(50);

    // At the caps exactly is fine: 10 lines, 20 units, Rs. 150,000.
    const atCaps = await place(
      cheap.slice(0, 10).map((product) => ({ product, quantity: 2 })),
      '0302 1000002',
      newAddress(),
    );
    expect(atCaps.status).toBe(201);
    const exactValue = await shop.productWithStock(10, 15_000);
    expect((await place([{ product: exactValue, quantity: 10 }], '0302 1000003', newAddress())).status).toBe(201);
  });

  test('one phone number holds at most 10 units of a product, or 20 % of its stock when that is more', async () => {
    const small = await shop.productWithStock(30);
    const large = await shop.productWithStock(100);
    const from = newAddress();

    expect((await place([{ product: small, quantity: 6 }], '0303 2000001', from)).status).toBe(201);
    const over = await place([{ product: small, quantity: 5 }], '0303 2000001', from);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(
      /^At most 10 of Test Cable .+ can wait for confirmation for one phone number \(6 already\); 4 more can be ordered now\.$/,
    );
    expect(await shop.stockOf(small)).toBe(24);
    const gql = await shop.request('POST', '/graphql', {
      body: {
        query: 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey } }',
        variables: { input: { items: [{ product: small, quantity: 5 }], shippingAddress: shipping('0303 2000001') } },
      },
      headers: { 'x-forwarded-for': from },
    });
    expect(gql.body.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^At most 10 of /),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect((await place([{ product: small, quantity: 4 }], '0303 2000001', from)).status).toBe(201);

    // 20 % of 100 is 20.
    expect((await place([{ product: large, quantity: 10 }], '0303 2000003', newAddress())).status).toBe(201);
    expect((await place([{ product: large, quantity: 10 }], '+92 303 2000003', newAddress())).status).toBe(201);
    expect((await place([{ product: large, quantity: 1 }], '923032000003', newAddress())).status).toBe(429);
    expect(await shop.stockOf(large)).toBe(80);
  });

  test('the same phone, written any way and from any address, is one client; orders that moved on hold nothing', async () => {
    const product = await shop.productWithStock(30);
    const variants = ['03041234567', '+92 304 1234567', '923041234567', '0304-1234567'];
    const placed: string[] = [];
    for (const phone of variants.slice(0, 2)) {
      const answer = await place([{ product, quantity: 4 }], phone, newAddress());
      expect(answer.status).toBe(201);
      placed.push(answer.body.data._id);
    }
    const third = await place([{ product, quantity: 3 }], variants[2], newAddress());
    expect(third.status).toBe(429);
    expect(third.body.message).toContain('(8 already); 2 more can be ordered now.');
    // The phone is stored in E.164, however it was typed.
    expect((await orders().findById(placed[1]).lean())!.shippingAddress.phone).toBe('+923041234567');

    const admin = await shop.login('admin@volt.demo', 'admin123');
    expect(
      (await shop.put(`/api/v1/orders/guest/${placed[0]}/status`, { status: 'Cancelled' }, { token: admin })).status,
    ).toBe(200);
    expect((await place([{ product, quantity: 3 }], variants[3], newAddress())).status).toBe(201);
    // An order the shop has taken on (confirmed, then Processing) no longer counts.
    await shop.confirmOrder(placed[1], admin);
    expect(
      (await shop.put(`/api/v1/orders/guest/${placed[1]}/status`, { status: 'Processing' }, { token: admin })).status,
    ).toBe(200);
    expect((await place([{ product, quantity: 6 }], variants[0], newAddress())).status).toBe(201);
  });

  test('the per-phone order rate limit counts every spelling of a number as one', async () => {
    // The rate limit is tested here, not the open unconfirmed orders per phone (default 3, test/cod-rules).
    await shop.shop.app
      .get(SettingsService)
      .update({ cod: { minOrder: null, maxOrder: null, cities: [], maxOpenPerPhone: 10 } });
    const product = await shop.productWithStock(50);
    const variants = [
      '03051234567',
      '+92 305 1234567',
      '923051234567',
      '0305-1234567',
      '(0305) 123 4567',
      '0305 123 4567',
    ];
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof place>> | undefined;
    for (const phone of variants) {
      last = await place([{ product, quantity: 1 }], phone, newAddress());
      statuses.push(last.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(last!.body.message).toMatch(/^Too many orders for this phone number\. Please try again in \d+ minutes?\.$/);
  });

  test('orders sent at the same moment for one phone number cannot pass the cap together', async () => {
    const product = await shop.productWithStock(40);
    const spellings = [
      '03063000011',
      '+92 306 3000011',
      '923063000011',
      '0306-3000011',
      '0306 300 0011',
      '0306 3000011',
    ];
    const answers = await Promise.all(spellings.map((phone) => place([{ product, quantity: 4 }], phone, newAddress())));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(4);
    expect(await shop.stockOf(product)).toBe(32);
  });

  test('an account is a client too: its orders count whatever address and phone they use', async () => {
    const customer = await shop.registerCustomer({ phone: '0307 1234567' });
    const product = await shop.productWithStock(30);
    const order = (phone: string) =>
      shop.post(
        '/api/v1/orders',
        {
          items: [{ product, quantity: 5 }],
          shippingAddress: { ...shipping(phone), email: customer.email },
          paymentMethod: 'COD',
        },
        { token: customer.token, headers: { 'x-forwarded-for': newAddress() } },
      );
    expect((await order('0307 1111111')).status).toBe(201);
    expect((await order('0307 2222222')).status).toBe(201);
    expect((await order('0307 3333333')).status).toBe(429);
  });
});

describe('Order limits with RATE_LIMITS=off (load tests: a phone number an order)', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start({}, { RATE_LIMITS: 'off' });
  });
  afterAll(() => shop.stop());

  test('the caps on one order stay', async () => {
    const [product] = await shop.products
      .find({ stockQuantity: { $gte: 35 }, ...SOLD_AS_ONE })
      .limit(1)
      .lean();
    const order = (quantity: number, phone: string) =>
      shop.post('/api/v1/orders', {
        items: [{ product: String(product._id), quantity }],
        shippingAddress: { name: 'Load Test', phone, address: 'Bench Street 1', city: 'Lahore' },
        paymentMethod: 'COD',
      });
    for (let i = 0; i < 3; i++) expect((await order(10, `0300 123456${i}`)).status).toBe(201);
    const others = await shop.products
      .find({ _id: { $ne: product._id }, stockQuantity: { $gte: 10 }, ...SOLD_AS_ONE })
      .limit(2)
      .lean();
    const tooMany = await shop.post('/api/v1/orders', {
      items: [
        { product: String(product._id), quantity: 1 },
        { product: String(others[0]._id), quantity: 10 },
        { product: String(others[1]._id), quantity: 10 },
      ],
      shippingAddress: { name: 'Load Test', phone: '0300 1234567', address: 'Bench Street 1', city: 'Lahore' },
    });
    expect(tooMany.body).toEqual({
      success: false,
      message: 'An order can hold at most 20 items. For a larger order, please contact us.',
    });
  });
});

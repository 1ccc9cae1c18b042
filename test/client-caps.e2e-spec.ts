import { OrderRecord } from '../server/src/orders/schemas/order.schema';
import { SOLD_AS_ONE, TestShop } from './support/test-shop';

/**
 * The caps against hoarding count per phone number and per account, never per client address: many honest
 * shoppers share an address (a proxy without TRUST_PROXY, a carrier's NAT, and on a demo store the demo month's
 * orders). The address only paces orders. These are the merchant's rules: RATE_LIMITS=off does not lift them.
 */

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { id status } } }`;
const DASHBOARD_NOTICES = '{ adminDashboard { setupNotices } }';
const PROXY_NOTICE =
  "Requests come through a proxy, but TRUST_PROXY is not set, so every shopper seems to come from the proxy's address. Set TRUST_PROXY.";
const PUBLIC_URL_NOTICE =
  "PUBLIC_URL is not set, so the links the shop sends customers point to this computer (localhost), which customers cannot open. Set PUBLIC_URL to the shop's public address.";

const shipping = (phone: string) => ({
  name: 'Ayesha Malik',
  phone,
  address: 'House 9, Street 3, Gulberg',
  city: 'Lahore',
});

let phoneCounter = 0;
/** A mobile number no other test of this file uses. */
const freshPhone = () => `0345${String(1_000_000 + process.pid * 100 + ++phoneCounter).slice(-7)}`;

describe('A demo store with the rate limits on: everyone orders from 127.0.0.1', () => {
  let shop: TestShop;
  let admin: string;

  beforeAll(async () => {
    // As `npm start` makes it: the demo month, the rate limits on, no TRUST_PROXY, no PUBLIC_URL.
    shop = await TestShop.start({}, { DEMO_ORDERS: 'on', RATE_LIMITS: 'on', TRUST_PROXY: '', PUBLIC_URL: '' });
    admin = await shop.login('admin@volt.demo', 'admin123');
  });
  afterAll(() => shop.stop());

  const orders = () => shop.model<OrderRecord>(OrderRecord.name);
  const placeRest = (items: Array<{ product: string; quantity: number }>, phone: string) =>
    shop.post('/api/v1/orders', { items, shippingAddress: shipping(phone), paymentMethod: 'COD' });

  test('the demo orders carry no client address, and hold nearly as many units in Pending orders as one client may', async () => {
    const demo = await orders().find().select('+client').lean();
    expect(demo.length).toBeGreaterThanOrEqual(60);
    expect(demo.every((order) => !order.client?.ip)).toBe(true);
    expect(demo.every((order) => order.client?.phone?.startsWith('+92'))).toBe(true);
    // Keyed by the address they were once stored with, one more order of 2 units passed its cap of 40.
    const pendingUnits = demo
      .filter((order) => order.status === 'Pending' && order.stockTaken)
      .reduce((sum, order) => sum + order.items.reduce((units, line) => units + line.quantity, 0), 0);
    expect(pendingUnits + 2).toBeGreaterThan(40);
  });

  test("a guest's first order from this address goes through, over REST and over GraphQL", async () => {
    const [product] = await shop.products
      .find({ stockQuantity: { $gte: 5 }, ...SOLD_AS_ONE })
      .limit(1)
      .lean();
    const rest = await placeRest([{ product: String(product._id), quantity: 2 }], freshPhone());
    expect(rest.body.message).toBe('Order placed successfully');
    expect(rest.status).toBe(201);
    const gql = await shop.graphql(PLACE, {
      input: { items: [{ product: String(product._id), quantity: 2 }], shippingAddress: shipping(freshPhone()) },
    });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.placeOrder.order.status).toBe('Pending');
    expect(gql.data.placeOrder.accessKey).toEqual(expect.any(String));
  });

  test('the demo customer, whose account and phone have demo orders, can order too', async () => {
    const customer = await shop.login('customer@volt.demo', 'customer123');
    const [product] = await shop.products
      .find({ stockQuantity: { $gte: 10 }, ...SOLD_AS_ONE })
      .limit(1)
      .lean();
    const me = await shop.get('/api/v1/user/profile', { token: customer });
    // 2 units: with the demo month's Pending units, more than a cap of 40 per address let through.
    const answer = await shop.post(
      '/api/v1/orders',
      {
        items: [{ product: String(product._id), quantity: 2 }],
        shippingAddress: { ...shipping(me.body.data.user.phone), email: 'customer@volt.demo' },
      },
      { token: customer },
    );
    expect(answer.body.message).toBe('Order placed successfully');
    expect(answer.status).toBe(201);
  });

  test('20 orders from 20 phones behind one address, one after another, all go through; the address is no units key', async () => {
    const product = await shop.productWithStock(200);
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await placeRest([{ product, quantity: 3 }], freshPhone())).status);
    expect(statuses).toEqual(Array(20).fill(201));
    // 60 units from one address, past the 40 one phone or account may hold.
    expect((await shop.products.findById(product).lean())!.stockQuantity).toBe(140);
    const fromHere = await orders().find({ 'items.product': product }).select('+client').lean();
    expect(fromHere).toHaveLength(20);
    expect(new Set(fromHere.map((order) => order.client?.ip))).toEqual(new Set(['127.0.0.1']));
    // All within one minute: one window of the per-address order rate.
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  test('the dashboard says that PUBLIC_URL is not set, and, once a request came with X-Forwarded-For, that TRUST_PROXY is not', async () => {
    const before = await shop.graphql(DASHBOARD_NOTICES, undefined, admin);
    expect(before.data.adminDashboard.setupNotices).toEqual([PUBLIC_URL_NOTICE]);

    // A proxy in front of the shop: its requests carry X-Forwarded-For, which the shop does not believe.
    const after = await shop.request('POST', '/graphql', {
      body: { query: DASHBOARD_NOTICES },
      token: admin,
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(after.body.data.adminDashboard.setupNotices).toEqual([PROXY_NOTICE, PUBLIC_URL_NOTICE]);
    const rest = await shop.get('/api/v1/admin/dashboard', { token: admin });
    expect(rest.body.data.setupNotices).toEqual([PROXY_NOTICE, PUBLIC_URL_NOTICE]);
  });
});

describe('Caps per phone number and per account, with the rate limits on', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await TestShop.start({}, { RATE_LIMITS: 'on' });
  });
  afterAll(() => shop.stop());

  const place = (items: Array<{ product: string; quantity: number }>, phone: string, token?: string) =>
    shop.post(
      '/api/v1/orders',
      { items, shippingAddress: { ...shipping(phone), email: 'ayesha@example.pk' } },
      { token },
    );

  test('one phone number, in any written form, holds at most 40 units in Pending orders', async () => {
    const products = await Promise.all(Array.from({ length: 5 }, () => shop.productWithStock(50)));
    const first = await place(
      [
        { product: products[0], quantity: 10 },
        { product: products[1], quantity: 10 },
      ],
      '0300-1234567',
    );
    expect(first.status).toBe(201);
    const second = await place(
      [
        { product: products[2], quantity: 10 },
        { product: products[3], quantity: 10 },
      ],
      '+92 300 1234567',
    );
    expect(second.status).toBe(201);
    const third = await place([{ product: products[4], quantity: 1 }], '923001234567');
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(
      'This phone number already has 40 items in orders waiting for confirmation; at most 40 can wait at once. Please wait until they are confirmed, or contact us.',
    );
    const gql = await shop.graphql(PLACE, {
      input: { items: [{ product: products[4], quantity: 1 }], shippingAddress: shipping('0300 123 4567') },
    });
    expect(gql.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^This phone number already has 40 items/),
      extensions: { code: 'TOO_MANY_REQUESTS' },
    });
    expect((await shop.products.findById(products[4]).lean())!.stockQuantity).toBe(50);
  });

  test('one phone number holds at most 10 units of a product (or 20 % of its stock)', async () => {
    const product = await shop.productWithStock(30);
    const phone = freshPhone();
    expect((await place([{ product, quantity: 6 }], phone)).status).toBe(201);
    const over = await place([{ product, quantity: 5 }], `+92 ${phone.slice(1)}`);
    expect(over.status).toBe(429);
    expect(over.body.message).toMatch(
      /^At most 10 of Test Cable .+ can wait for confirmation for one phone number \(6 already\); 4 more can be ordered now\.$/,
    );
  });

  test('one account, whatever phones its orders use, holds at most 40 units and 3 open unconfirmed orders', async () => {
    const customer = await shop.registerCustomer({ phone: freshPhone() });
    const products = await Promise.all(Array.from({ length: 5 }, () => shop.productWithStock(50)));
    const twenty = (a: number, b: number) => [
      { product: products[a], quantity: 10 },
      { product: products[b], quantity: 10 },
    ];
    expect((await place(twenty(0, 1), freshPhone(), customer.token)).status).toBe(201);
    expect((await place(twenty(2, 3), freshPhone(), customer.token)).status).toBe(201);
    const third = await place([{ product: products[4], quantity: 1 }], freshPhone(), customer.token);
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(
      'This account already has 40 items in orders waiting for confirmation; at most 40 can wait at once. Please wait until they are confirmed, or contact us.',
    );

    const other = await shop.registerCustomer({ phone: freshPhone() });
    for (let i = 0; i < 3; i++)
      expect((await place([{ product: products[4], quantity: 1 }], freshPhone(), other.token)).status).toBe(201);
    const fourth = await place([{ product: products[4], quantity: 1 }], freshPhone(), other.token);
    expect(fourth.status).toBe(422);
    expect(fourth.body.message).toMatch(
      /^This account already has 3 orders waiting for confirmation\. Please confirm them first\. Please contact us on WhatsApp at /,
    );
  });
});

describe('RATE_LIMITS=off lifts the rate limits only', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await TestShop.start({}, { RATE_LIMITS: 'off', ORDER_RATE_PER_ADDRESS: '1' });
  });
  afterAll(() => shop.stop());

  test('the caps per phone number and the open orders per phone still refuse', async () => {
    const product = await shop.productWithStock(30);
    const order = (quantity: number, phone: string) =>
      shop.post('/api/v1/orders', { items: [{ product, quantity }], shippingAddress: shipping(phone) });
    expect((await order(10, '0300 7654321')).status).toBe(201);
    const past = await order(1, '+92 300 7654321');
    expect(past.status).toBe(429);
    expect(past.body.message).toMatch(/^At most 10 of Test Cable .+ for one phone number \(10 already\); 0 more/);

    const phone = freshPhone();
    for (let i = 0; i < 3; i++) expect((await order(1, phone)).status).toBe(201);
    const fourth = await order(1, phone);
    expect(fourth.status).toBe(422);
    expect(fourth.body.message).toMatch(/^This phone number already has 3 orders waiting for confirmation\./);
    // The order rate per address (1 a minute here) is lifted: every order above came from one address.
  });
});

describe('Per address, only rates: failed sign-ins (and per e-mail), orders a minute', () => {
  let shop: TestShop;

  beforeAll(async () => {
    // The addresses are named with X-Forwarded-For from loopback, a trusted proxy here, and the shop has a PUBLIC_URL.
    shop = await TestShop.start(
      {},
      {
        RATE_LIMITS: 'on',
        TRUST_PROXY: 'loopback',
        PUBLIC_URL: 'https://shop.example.pk',
        ORDER_RATE_PER_ADDRESS: '3',
      },
    );
  });
  afterAll(() => shop.stop());

  let addressCounter = 0;
  const newAddress = () => `203.0.113.${++addressCounter}`;
  const signIn = (email: string, password: string, from: string) =>
    shop.post('/api/v1/auth/login', { email, password }, { headers: { 'x-forwarded-for': from } });

  test('staff in one office sign in as often as they like', async () => {
    const office = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await signIn('admin@volt.demo', 'admin123', office)).status);
    expect(statuses).toEqual(Array(15).fill(200));
  });

  test('10 failed sign-ins from one address shut that address out, the right password included', async () => {
    const from = newAddress();
    for (let i = 0; i < 10; i++) expect((await signIn(`guess${i}@example.pk`, 'wrong1', from)).status).toBe(401);
    const shut = await signIn('admin@volt.demo', 'admin123', from);
    expect(shut.status).toBe(429);
    expect(shut.body.message).toMatch(/^Too many failed login attempts\. Please try again in 15 minutes\.$/);
    // Another address is not shut out.
    expect((await signIn('admin@volt.demo', 'admin123', newAddress())).status).toBe(200);
  });

  test('10 failed sign-ins for one e-mail, from anywhere, shut that e-mail out', async () => {
    const customer = await shop.registerCustomer();
    for (let i = 0; i < 10; i++)
      expect((await signIn(customer.email.toUpperCase(), 'wrong1', newAddress())).status).toBe(401);
    const shut = await signIn(customer.email, customer.password, newAddress());
    expect(shut.status).toBe(429);
    const gql = await shop.request('POST', '/graphql', {
      body: { query: `mutation { login(input: { email: "${customer.email}", password: "secret123" }) { token } }` },
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(gql.body.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect((await signIn('admin@volt.demo', 'admin123', newAddress())).status).toBe(200);
  });

  test('orders a minute from one address are paced by ORDER_RATE_PER_ADDRESS, whatever the phones', async () => {
    const product = await shop.productWithStock(50);
    const from = newAddress();
    const order = (address: string) =>
      shop.post(
        '/api/v1/orders',
        { items: [{ product, quantity: 1 }], shippingAddress: shipping(freshPhone()) },
        { headers: { 'x-forwarded-for': address } },
      );
    for (let i = 0; i < 3; i++) expect((await order(from)).status).toBe(201);
    const fourth = await order(from);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe('Too many orders from this address. Please try again in 1 minute.');
    expect((await order(newAddress())).status).toBe(201);
  });

  test('with TRUST_PROXY and PUBLIC_URL set, the dashboard has no setup notice', async () => {
    const admin = await shop.login('admin@volt.demo', 'admin123');
    const answer = await shop.request('POST', '/graphql', {
      body: { query: DASHBOARD_NOTICES },
      token: admin,
      headers: { 'x-forwarded-for': newAddress() },
    });
    expect(answer.body.data.adminDashboard.setupNotices).toEqual([]);
  });
});

import { parse } from 'csv-parse/sync';
import { ROLE_DOES_NOT_ALLOW, StaffRole } from '../server/src/common/access/permissions';
import { ConfirmationsService } from '../server/src/confirmations/confirmations.service';
import { SettingsService } from '../server/src/settings/settings.service';
import { FakePostEx } from './support/fake-postex';
import { pdfText } from './support/pdf-text';
import { waitFor } from './support/processes';
import { TestShop } from './support/test-shop';

const CODE_FIELDS = `id code kind value minSubtotal startsAt endsAt maxUses maxUsesPerPhone maxUsesPerAccount paused uses
  scope { categories products variants } figures { orders delivered returned cancelled revenue discountGiven }`;
const CREATE = `mutation($input: CreateDiscountCodeInput!) { createDiscountCode(input: $input) { ${CODE_FIELDS} } }`;
const LIST = `{ discountCodes { ${CODE_FIELDS} } }`;
const VALIDATE = `query($input: ValidateDiscountCodeInput!) {
  validateDiscountCode(input: $input) { valid message code kind subtotal discount deliveryCharge total }
}`;
const DAY = 86_400_000;

/**
 * Discount codes through the real app: each rule and its message, uses per phone in any written form and per account,
 * scope, the last use under concurrent orders, a cancelled order giving its use back, a blocked phone, and one code
 * from the cart to the order, the courier's COD amount, the label, the CSV and the code's figures.
 */
describe('Discount codes', () => {
  let shop: TestShop;
  let postex: FakePostEx;
  let owner: string;
  let counter = 0;

  beforeAll(async () => {
    postex = new FakePostEx();
    const baseUrl = await postex.start();
    shop = await TestShop.start(
      {},
      { POSTEX_API_TOKEN: postex.token, POSTEX_BASE_URL: baseUrl, POSTEX_PICKUP_ADDRESS_CODE: '001' },
    );
    owner = await shop.login('admin@volt.demo', 'admin123');
    await shop.allowOpenOrders(50);
  });
  afterAll(async () => {
    await shop?.stop();
    await postex.stop();
  });

  /** A mobile number of its own for each call, in the form `03xx xxxxxxx`. */
  const freshPhone = () => `0333 ${String(1_000_000 + ++counter * 7919).slice(-7)}`;
  /** A code name of its own for each call. */
  const freshCode = (prefix: string) => `${prefix}${++counter}`.toUpperCase();

  async function createCode(input: Record<string, unknown>) {
    const answer = await shop.graphql(CREATE, { input: { kind: 'percent', value: 10, ...input } }, owner);
    expect(answer.errors).toBeUndefined();
    return answer.data.createDiscountCode as { id: string; code: string; uses: number };
  }

  async function codeNamed(code: string) {
    const answer = await shop.graphql(LIST, undefined, owner);
    return (answer.data.discountCodes as Array<Record<string, any>>).find((each) => each.code === code)!;
  }

  async function validate(input: Record<string, unknown>, token?: string) {
    const answer = await shop.graphql(VALIDATE, { input }, token);
    expect(answer.errors).toBeUndefined();
    return answer.data.validateDiscountCode as {
      valid: boolean;
      message: string;
      discount: number;
      subtotal: number;
      deliveryCharge: number;
      total: number;
    };
  }

  function order(items: unknown[], phone: string, extra: Record<string, unknown> = {}, token?: string) {
    return shop.post(
      '/api/v1/orders',
      {
        items,
        shippingAddress: {
          name: 'Hina Raza',
          email: 'hina@example.pk',
          phone,
          address: 'House 3, Block B',
          city: 'Lahore',
        },
        ...extra,
      },
      { token },
    );
  }

  test('each rule answers its own message; a valid code answers the totals with it', async () => {
    const product = await shop.productWithStock(50, 1000);
    const items = [{ product, quantity: 2 }];
    const now = Date.now();
    const codes = {
      good: await createCode({ code: freshCode('good'), kind: 'fixed', value: 300 }),
      later: await createCode({ code: freshCode('later'), startsAt: new Date(now + DAY).toISOString() }),
      past: await createCode({
        code: freshCode('past'),
        startsAt: new Date(now - 3 * DAY).toISOString(),
        endsAt: new Date(now - DAY).toISOString(),
      }),
      minimum: await createCode({ code: freshCode('min'), minSubtotal: 2500 }),
      chargers: await createCode({ code: freshCode('chg'), scope: { categories: ['Chargers'] } }),
      paused: await createCode({ code: freshCode('paused') }),
    };
    await shop.graphql(
      `mutation($id: ID!) { setDiscountCodePaused(id: $id, input: { paused: true }) { paused } }`,
      { id: codes.paused.id },
      owner,
    );

    expect(await validate({ code: ` ${codes.good.code.toLowerCase()} `, items })).toEqual({
      valid: true,
      message: '',
      code: codes.good.code,
      kind: 'fixed',
      subtotal: 2000,
      discount: 300,
      deliveryCharge: 0,
      total: 1700,
    });
    const messages = async (code: string) => (await validate({ code, items })).message;
    expect(await messages('NOSUCHCODE')).toBe('This code does not exist');
    expect(await messages(codes.later.code)).toBe('This code is not valid yet');
    expect(await messages(codes.past.code)).toBe('This code has expired');
    expect(await messages(codes.minimum.code)).toBe('Add Rs. 500 more to use this code');
    expect(await messages(codes.chargers.code)).toBe('This code is not for these items');
    expect(await messages(codes.paused.code)).toBe('This code is paused at the moment');
    const refused = await validate({ code: codes.past.code, items });
    expect(refused).toMatchObject({ valid: false, discount: 0, subtotal: 2000, total: 2000 });

    // REST answers the same check, and an order with a code that does not apply is refused with its message.
    const rest = await shop.post('/api/v1/discounts/validate', { code: codes.minimum.code, items });
    expect([rest.status, rest.body.data.valid, rest.body.data.message]).toEqual([
      200,
      false,
      'Add Rs. 500 more to use this code',
    ]);
    const placed = await order(items, freshPhone(), { discountCode: codes.past.code });
    expect([placed.status, placed.body.message]).toEqual([422, 'This code has expired']);
    const graphqlOrder = await shop.graphql(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }`,
      {
        input: {
          items,
          shippingAddress: { name: 'Hina Raza', phone: freshPhone(), address: 'House 3', city: 'Lahore' },
          discountCode: 'NOSUCHCODE',
        },
      },
    );
    expect(graphqlOrder.errors?.[0]).toMatchObject({
      message: 'This code does not exist',
      extensions: { code: 'DISCOUNT_CODE' },
    });
  });

  test('scope: a code for a category, a product or a variant takes off only what it covers', async () => {
    const cable = await shop.productWithStock(20, 1000);
    const charger = await shop.productWithStock(20, 2000);
    await shop.products.updateOne({ _id: charger }, { $set: { category: 'Chargers' } });
    const items = [
      { product: cable, quantity: 1 },
      { product: charger, quantity: 1 },
    ];
    const byCategory = await createCode({ code: freshCode('cat'), value: 10, scope: { categories: ['chargers'] } });
    const byProduct = await createCode({
      code: freshCode('prod'),
      kind: 'fixed',
      value: 5000,
      scope: { products: [cable] },
    });
    expect(await validate({ code: byCategory.code, items })).toMatchObject({ valid: true, discount: 200, total: 2800 });
    expect(await validate({ code: byProduct.code, items })).toMatchObject({ valid: true, discount: 1000, total: 2000 });

    const placed = await order(items, freshPhone(), { discountCode: byCategory.code, expectedTotal: 2800 });
    expect(placed.status).toBe(201);
    expect(placed.body.data).toMatchObject({
      subtotal: 3000,
      discountCode: byCategory.code,
      discount: 200,
      totalAmount: 2800,
    });
    // The total without the code is not the total with it: the order is refused as any changed total is.
    const stale = await order(items, freshPhone(), { discountCode: byCategory.code, expectedTotal: 3000 });
    expect(stale.status).toBe(409);

    // A product sold in kinds: a code for one kind covers that kind's line only.
    const kinds = await shop.productWithStock(0);
    const set = await shop.graphql(
      `mutation ($id: ID!, $input: ProductVariantsInput!) { setProductVariants(id: $id, input: $input) { variants { id values } } }`,
      {
        id: kinds,
        input: {
          options: [{ name: 'Colour', values: ['Black', 'Blue'] }],
          variants: [
            { sku: `DISC-${counter}-B`, values: ['Black'], price: 1000, stockQuantity: 5 },
            { sku: `DISC-${counter}-U`, values: ['Blue'], price: 1200, stockQuantity: 5 },
          ],
        },
      },
      owner,
    );
    expect(set.errors).toBeUndefined();
    const [black, blue] = set.data.setProductVariants.variants as Array<{ id: string }>;
    const byVariant = await createCode({ code: freshCode('kind'), value: 50, scope: { variants: [blue.id] } });
    expect(
      await validate({ code: byVariant.code, items: [{ product: kinds, variant: black.id, quantity: 1 }] }),
    ).toMatchObject({
      valid: false,
      message: 'This code is not for these items',
    });
    const both = [
      { product: kinds, variant: black.id, quantity: 1 },
      { product: kinds, variant: blue.id, quantity: 1 },
    ];
    expect(await validate({ code: byVariant.code, items: both })).toMatchObject({
      valid: true,
      discount: 600,
      total: 1600,
    });
  });

  test('free delivery takes off the delivery charge for the city', async () => {
    const settings = shop.shop.app.get(SettingsService);
    await settings.update({ shipping: { defaultFee: 250, freeAbove: null, cities: [] } });
    try {
      const product = await shop.productWithStock(10, 1500);
      const items = [{ product, quantity: 1 }];
      const free = await createCode({ code: freshCode('ship'), kind: 'free_delivery' });
      expect(await validate({ code: free.code, items, city: 'Multan' })).toMatchObject({
        valid: true,
        subtotal: 1500,
        deliveryCharge: 250,
        discount: 250,
        total: 1500,
      });
      const placed = await order(items, freshPhone(), { discountCode: free.code, expectedTotal: 1500 });
      expect(placed.body.data).toMatchObject({ shippingFee: 250, discount: 250, totalAmount: 1500 });
    } finally {
      await settings.update({ shipping: { defaultFee: 0, freeAbove: null, cities: [] } });
    }
  });

  test('uses per phone count every written form of the number as one; uses per account count the account', async () => {
    const product = await shop.productWithStock(50, 1000);
    const items = [{ product, quantity: 1 }];
    const perPhone = await createCode({ code: freshCode('once'), maxUsesPerPhone: 1 });
    const digits = String(1_000_000 + ++counter * 7919).slice(-7);
    const first = await order(items, `0345 ${digits}`, { discountCode: perPhone.code });
    expect(first.status).toBe(201);
    for (const form of [`+92 345 ${digits}`, `92345${digits}`, `0345-${digits}`]) {
      expect(await validate({ code: perPhone.code, items, phone: form })).toMatchObject({
        valid: false,
        message: 'You have already used this code',
      });
      const again = await order(items, form, { discountCode: perPhone.code });
      expect([again.status, again.body.message]).toEqual([422, 'You have already used this code']);
    }
    // Another number may still use it.
    expect((await validate({ code: perPhone.code, items, phone: freshPhone() })).valid).toBe(true);

    const perAccount = await createCode({ code: freshCode('acct'), maxUsesPerAccount: 1 });
    const customer = await shop.registerCustomer();
    const mine = await order(items, freshPhone(), { discountCode: perAccount.code }, customer.token);
    expect(mine.status).toBe(201);
    expect(await validate({ code: perAccount.code, items }, customer.token)).toMatchObject({
      valid: false,
      message: 'You have already used this code',
    });
    const again = await order(items, freshPhone(), { discountCode: perAccount.code }, customer.token);
    expect([again.status, again.body.message]).toEqual([422, 'You have already used this code']);

    // The customer cancels that order: the account may use the code again.
    const cancelled = await shop.put(`/api/v1/orders/${mine.body.data._id}/cancel`, {}, { token: customer.token });
    expect(cancelled.status).toBe(200);
    await waitFor(
      async () => (await validate({ code: perAccount.code, items }, customer.token)).valid,
      10_000,
      'the account free to use the code again',
    );
  });

  test('the last use goes to one of five orders placed at once; the others are refused and nothing of theirs is written', async () => {
    const product = await shop.productWithStock(50, 1000);
    const code = await createCode({ code: freshCode('last'), maxUses: 2 });
    expect((await order([{ product, quantity: 1 }], freshPhone(), { discountCode: code.code })).status).toBe(201);
    const ordersBefore = await shop.model('OrderRecord').countDocuments();
    const stockBefore = await shop.stockOf(product);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => order([{ product, quantity: 1 }], freshPhone(), { discountCode: code.code })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422]);
    for (const answer of answers.filter((each) => each.status === 422))
      expect(answer.body.message).toBe('This code has been used up');
    expect(await shop.model('OrderRecord').countDocuments()).toBe(ordersBefore + 1);
    expect(await shop.stockOf(product)).toBe(stockBefore - 1);
    expect(await shop.model('DiscountRedemptionRecord').countDocuments({ codeId: code.id, status: 'active' })).toBe(2);
    expect((await codeNamed(code.code)).uses).toBe(2);
    expect((await validate({ code: code.code, items: [{ product, quantity: 1 }] })).message).toBe(
      'This code has been used up',
    );
  });

  test('a cancelled order gives its use back; reopened, it takes it again', async () => {
    const product = await shop.productWithStock(20, 1000);
    const items = [{ product, quantity: 1 }];
    const code = await createCode({ code: freshCode('back'), maxUses: 1 });
    const placed = await order(items, freshPhone(), { discountCode: code.code });
    expect(placed.status).toBe(201);
    expect((await validate({ code: code.code, items })).message).toBe('This code has been used up');
    const cancelled = await shop.put(
      `/api/v1/orders/${placed.body.data._id}/status`,
      { status: 'Cancelled' },
      { token: owner },
    );
    expect(cancelled.status).toBe(200);
    await waitFor(async () => (await codeNamed(code.code)).uses === 0, 10_000, 'the use given back');
    expect((await validate({ code: code.code, items })).valid).toBe(true);
    const reopened = await shop.put(
      `/api/v1/orders/${placed.body.data._id}/status`,
      { status: 'Pending' },
      { token: owner },
    );
    expect(reopened.status).toBe(200);
    await waitFor(async () => (await codeNamed(code.code)).uses === 1, 10_000, 'the use taken again');
  });

  test('a blocked phone is refused with a code as without one, and takes no use', async () => {
    const product = await shop.productWithStock(20, 1000);
    const items = [{ product, quantity: 1 }];
    const code = await createCode({ code: freshCode('blk'), maxUses: 5 });
    const phone = freshPhone();
    const blocked = await shop.post(
      '/api/v1/admin/blocklist',
      { phone, reason: 'Refused three parcels' },
      { token: owner },
    );
    expect(blocked.status).toBeLessThan(300);
    const check = await validate({ code: code.code, items, phone: phone.replace(/^0/, '+92') });
    expect(check.valid).toBe(false);
    expect(check.message).toMatch(/^Sorry, we cannot accept a cash-on-delivery order for this phone number/);
    const placed = await order(items, phone, { discountCode: code.code });
    expect(placed.status).toBe(422);
    expect(placed.body.message).toMatch(/^Sorry, we cannot accept a cash-on-delivery order/);
    expect((await codeNamed(code.code)).uses).toBe(0);
  });

  test('one code from the cart to the order, the courier COD amount, the label, the CSV and its figures', async () => {
    const customer = await shop.registerCustomer();
    const product = await shop.productWithStock(20, 1250);
    const code = await createCode({ code: freshCode('flow'), value: 20 });
    const added = await shop.post('/api/v1/cart/add', { productId: product, quantity: 2 }, { token: customer.token });
    expect(added.status).toBeLessThan(300);
    const cart = await shop.get('/api/v1/cart', { token: customer.token });
    const lines = (cart.body.data.items as Array<{ product: { _id: string }; quantity: number }>).map((line) => ({
      product: line.product._id,
      quantity: line.quantity,
    }));
    const check = await validate({ code: code.code, items: lines }, customer.token);
    expect(check).toMatchObject({ valid: true, subtotal: 2500, discount: 500, total: 2000 });

    const placed = await order(
      lines,
      freshPhone(),
      { discountCode: code.code, expectedTotal: check.total },
      customer.token,
    );
    expect(placed.status).toBe(201);
    const id = placed.body.data._id as string;
    expect(placed.body.data).toMatchObject({
      subtotal: 2500,
      discount: 500,
      discountCode: code.code,
      totalAmount: 2000,
    });
    const graphqlOrder = await shop.graphql(
      `query($id: ID!) { order(id: $id) { discountCode discount totalAmount } }`,
      { id },
      customer.token,
    );
    expect(graphqlOrder.data.order).toEqual({ discountCode: code.code, discount: 500, totalAmount: 2000 });

    await shop.confirmOrder(id, owner);
    const booked = await shop.post(`/api/v1/admin/orders/${id}/book`, {}, { token: owner });
    expect(booked.status).toBe(200);
    expect(postex.parcels.get(booked.body.data.shipment.trackingNumber)!.request).toMatchObject({
      invoicePayment: 2000,
    });

    const label = await fetch(`${shop.baseUrl}/api/v1/admin/orders/${id}/label.pdf`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    const labelText = (await pdfText(Buffer.from(await label.arrayBuffer()))).text;
    expect(labelText).toContain('COD Rs. 2,000');
    expect(labelText).toContain(`code ${code.code}: Rs. 500 off`);
    const slip = await fetch(`${shop.baseUrl}/api/v1/admin/orders/${id}/packing-slip.pdf`, {
      headers: { authorization: `Bearer ${owner}` },
    });
    expect((await pdfText(Buffer.from(await slip.arrayBuffer()))).text).toContain(`Discount (${code.code})`);

    const csv = await fetch(`${shop.baseUrl}/api/v1/admin/orders/export.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderIds: [id] }),
    });
    const rows = parse(await csv.text(), { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows[0]).toMatchObject({ 'COD Amount': '2000', 'Discount Code': code.code, Discount: '500' });

    // A second order with the code comes back: the figures count the delivered cash and the returned parcel.
    const second = await order(lines, freshPhone(), { discountCode: code.code });
    expect(second.status).toBe(201);
    for (const [orderId, status] of [
      [id, 'Delivered'],
      [second.body.data._id as string, 'Returned'],
    ]) {
      const moved = await shop.put(
        `/api/v1/orders/${orderId}/status`,
        { status, overrideReason: 'Settled with the courier' },
        { token: owner },
      );
      expect([orderId, moved.status]).toEqual([orderId, 200]);
    }
    // Staff find a code's orders by searching for it, in any case.
    const found = await shop.get(`/api/v1/orders/admin/guest-orders?search=${code.code.toLowerCase()}`, {
      token: owner,
    });
    expect(found.body.data.map((each: { _id: string }) => each._id)).toEqual([second.body.data._id]);
    const accountOrders = await shop.get(`/api/v1/admin/orders?search=${code.code}`, { token: owner });
    expect(accountOrders.body.data.map((each: { _id: string }) => each._id)).toEqual([id]);
    const figures = (await codeNamed(code.code)).figures;
    expect(figures).toEqual({ orders: 2, delivered: 1, returned: 1, cancelled: 0, revenue: 2000, discountGiven: 500 });
    const rest = await shop.get('/api/v1/admin/discounts', { token: owner });
    expect(rest.body.data.find((each: { code: string }) => each.code === code.code)).toMatchObject({
      _id: expect.any(String),
      uses: 2,
      figures,
    });
  });

  test('staff without discounts:manage get 403; a Manager manages codes over REST', async () => {
    for (const role of [StaffRole.CONFIRMER, StaffRole.CATALOGUE, StaffRole.ACCOUNTANT]) {
      const { token } = await shop.staffMember(role);
      const list = await shop.get('/api/v1/admin/discounts', { token });
      expect([role, list.status, list.body.message]).toEqual([role, 403, ROLE_DOES_NOT_ALLOW]);
      const created = await shop.post('/api/v1/admin/discounts', { code: 'NOPE1', kind: 'fixed', value: 5 }, { token });
      expect([role, created.status]).toEqual([role, 403]);
      const graphql = await shop.graphql(LIST, undefined, token);
      expect(graphql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const customer = await shop.registerCustomer();
    expect((await shop.get('/api/v1/admin/discounts', { token: customer.token })).status).toBe(403);
    expect((await shop.get('/api/v1/admin/discounts')).status).toBe(401);

    const manager = (await shop.staffMember(StaffRole.MANAGER)).token;
    const created = await shop.post(
      '/api/v1/admin/discounts',
      {
        code: freshCode('mgr'),
        kind: 'fixed',
        value: 150,
        maxUses: 10,
        endsAt: new Date(Date.now() + DAY).toISOString(),
      },
      { token: manager },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ kind: 'fixed', value: 150, maxUses: 10, paused: false, uses: 0 });
    const paused = await shop.request('PATCH', `/api/v1/admin/discounts/${created.body.data._id}`, {
      body: { paused: true },
      token: manager,
    });
    expect([paused.status, paused.body.message, paused.body.data.paused]).toEqual([200, 'Discount code paused', true]);
  });

  test('bad input is a clear 400 (409 for a name taken, 404 for no such code), and nothing is written', async () => {
    const before = await shop.model('DiscountCodeRecord').countDocuments();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: 'a', kind: 'fixed', value: 5 }, 'A code is 3 to 30 letters, digits, - or _'],
      [{ code: 'HAS SPACE', kind: 'fixed', value: 5 }, 'A code is 3 to 30 letters, digits, - or _'],
      [{ code: 'KINDLESS', kind: 'bogo', value: 5 }, 'Kind is percent, fixed or free_delivery'],
      [{ code: 'NOVALUE', kind: 'fixed' }, 'Value must be a number'],
      [{ code: 'TOOMUCH', kind: 'percent', value: 150 }, 'A percentage must not exceed 100'],
      [{ code: 'NEGATIVE', kind: 'fixed', value: -5 }, 'Value must be at least 1'],
      [
        { code: 'ZEROUSES', kind: 'fixed', value: 5, maxUses: 0 },
        'Uses must be a whole number from 1, or empty for no limit',
      ],
      [
        { code: 'BACKWARDS', kind: 'fixed', value: 5, startsAt: '2026-12-10', endsAt: '2026-12-01' },
        'The end must not be before the start',
      ],
      [{ code: 'BADDATE', kind: 'fixed', value: 5, startsAt: 'soon' }, 'Start must be a date'],
      [
        { code: 'BADSCOPE', kind: 'fixed', value: 5, scope: { products: ['x'] } },
        'products must be a list of at most 100 ids',
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await shop.post('/api/v1/admin/discounts', body, { token: owner });
      expect([body, answer.status, answer.body.message]).toEqual([body, 400, message]);
    }
    const taken = await createCode({ code: freshCode('dup') });
    const again = await shop.post(
      '/api/v1/admin/discounts',
      { code: taken.code, kind: 'fixed', value: 5 },
      { token: owner },
    );
    expect([again.status, again.body.message]).toEqual([409, 'A code with this name already exists']);
    expect(await shop.model('DiscountCodeRecord').countDocuments()).toBe(before + 1);

    const missing = await shop.request('PATCH', '/api/v1/admin/discounts/64b000000000000000000000', {
      body: { paused: true },
      token: owner,
    });
    expect([missing.status, missing.body.message]).toEqual([404, 'Discount code not found']);
    const notBoolean = await shop.request('PATCH', `/api/v1/admin/discounts/${taken.id}`, {
      body: { paused: 'yes' },
      token: owner,
    });
    expect([notBoolean.status, notBoolean.body.message]).toEqual([400, 'paused must be true or false']);

    const noItems = await shop.post('/api/v1/discounts/validate', { code: taken.code, items: [] });
    expect([noItems.status, noItems.body.message]).toEqual([400, 'Your cart is empty']);
    const noCode = await shop.post('/api/v1/discounts/validate', { items: [{ product: 'x', quantity: 1 }] });
    expect(noCode.status).toBe(400);
    const badPhone = await shop.post('/api/v1/discounts/validate', {
      code: taken.code,
      items: [{ product: await shop.productWithStock(1), quantity: 1 }],
      phone: '12',
    });
    expect(badPhone.status).toBe(400);
    const codeNotText = await order([{ product: await shop.productWithStock(1), quantity: 1 }], freshPhone(), {
      discountCode: 42,
    });
    expect([codeNotText.status, codeNotText.body.message]).toEqual([400, 'The discount code must be text']);
  });

  // Last: the sweep expires every order of this shop still awaiting its confirmation.
  test('an order whose confirmation runs out is cancelled and gives its use back', async () => {
    const product = await shop.productWithStock(5, 1000);
    const code = await createCode({ code: freshCode('expire'), maxUses: 1 });
    const placed = await order([{ product, quantity: 1 }], freshPhone(), { discountCode: code.code });
    expect(placed.status).toBe(201);
    expect((await codeNamed(code.code)).uses).toBe(1);
    const expired = await shop.shop.app.get(ConfirmationsService).sweepExpired(new Date(Date.now() + 30 * DAY));
    expect(expired).toBeGreaterThan(0);
    await waitFor(async () => (await codeNamed(code.code)).uses === 0, 10_000, 'the use given back');
    expect(
      await shop.model('DiscountRedemptionRecord').findOne({ orderId: placed.body.data._id }).lean(),
    ).toMatchObject({ status: 'released' });
  });
});

describe('Discount code checks are rate limited per address', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start({}, { RATE_LIMITS: 'on' });
  });
  afterAll(async () => {
    await shop?.stop();
  });

  test('the 31st check in a minute from one address is refused with 429', async () => {
    const product = await shop.productWithStock(5, 1000);
    const body = { code: 'GUESS', items: [{ product, quantity: 1 }] };
    for (let check = 1; check <= 30; check++) {
      const answer = await shop.post('/api/v1/discounts/validate', body);
      expect([check, answer.status]).toEqual([check, 200]);
    }
    const refused = await shop.post('/api/v1/discounts/validate', body);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many codes tried/);
  });
});

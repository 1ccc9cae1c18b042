import { CouriersService } from '../server/src/couriers/couriers.service';
import { LeopardsAdapter } from '../server/src/couriers/leopards/leopards.adapter';
import { FakeLeopards } from './support/fake-leopards';
import { SOLD_AS_ONE, TestShop } from './support/test-shop';

/**
 * Leopards Courier through its merchant API (a local server that follows its documented requests and answers):
 * booking to Leopards' own city ids matched from what the shopper typed, refusals with nothing written, tracking
 * into Delivered and Returned, cancellation, and payments reconciled against the cash outstanding.
 */
describe('Leopards Courier: booking, cities, tracking, cancelling, payments', () => {
  let shop: TestShop;
  let leopards: FakeLeopards;
  let baseUrl: string;
  let admin: string;
  let productId: string;

  beforeAll(async () => {
    leopards = new FakeLeopards();
    baseUrl = await leopards.start();
    shop = await TestShop.start(
      {},
      {
        LEOPARDS_API_KEY: leopards.apiKey,
        LEOPARDS_API_PASSWORD: leopards.apiPassword,
        LEOPARDS_BASE_URL: baseUrl,
        LEOPARDS_PARCEL_WEIGHT_GRAMS: '750',
        COURIER_TRACKING_MINUTES: '0',
      },
    );
    admin = await shop.login('admin@volt.demo', 'admin123');
    const product = await shop.products.findOne({ stockQuantity: { $gte: 40 }, ...SOLD_AS_ONE }).lean();
    productId = String(product!._id);
  });
  afterAll(async () => {
    await shop.stop();
    await leopards.stop();
  });

  let phoneCounter = 0;
  /** A guest order to this city (a fresh phone each), confirmed with the customer unless asked not to. */
  async function placeOrder(city: string, quantity = 1, confirm = true) {
    const phone = `0301${String(5_000_000 + ++phoneCounter * 13).padStart(7, '0')}`;
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product: productId, quantity }],
      shippingAddress: { name: 'Bilal Ahmed', phone, address: 'House 7, Street 3, Satellite Town', city },
      paymentMethod: 'COD',
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data as { _id: string; orderNumber: string; totalAmount: number };
    if (confirm) {
      const confirmed = await shop.post(
        `/api/v1/admin/orders/${order._id}/confirmation-attempts`,
        { outcome: 'CONFIRMED', note: 'Confirmed on the phone' },
        { token: admin },
      );
      if (confirmed.status !== 404) expect(confirmed.status).toBeLessThan(300);
    }
    return order;
  }

  const book = (id: string) => shop.post(`/api/v1/admin/orders/${id}/book`, { courier: 'leopards' }, { token: admin });
  const stored = (id: string) => shop.model<{ status: string; shipment?: unknown }>('OrderRecord').findById(id).lean();

  test('Leopards is offered for booking once its key and password are set; PostEx without its token is not', async () => {
    const answer = await shop.get('/api/v1/admin/couriers', { token: admin });
    const row = (code: string) => answer.body.data.find((courier: { code: string }) => courier.code === code);
    expect(row('leopards')).toMatchObject({ name: 'Leopards Courier', canBook: true });
    expect(row('postex').canBook).toBe(false);
  });

  test("booking sends the documented request, to Leopards' id for the city as the shopper wrote it ('Pindi')", async () => {
    const order = await placeOrder('Pindi', 2);
    const booked = await book(order._id);
    expect(booked.status).toBe(200);
    const trackNumber = booked.body.data.shipment.trackingNumber as string;
    expect(booked.body.data).toMatchObject({ status: 'Shipped', shipment: { courier: 'leopards', booked: true } });
    expect(booked.body.data.shipment.trackingUrl).toBe(
      `https://www.leopardscourier.com/leopards-tracking?cn=${trackNumber}`,
    );
    const sent = leopards.packets.get(trackNumber)!.request;
    expect(sent).toMatchObject({
      api_key: leopards.apiKey,
      api_password: leopards.apiPassword,
      booked_packet_weight: 750,
      booked_packet_no_piece: 1,
      booked_packet_collect_amount: order.totalAmount,
      booked_packet_order_id: order.orderNumber,
      origin_city: 'self',
      destination_city: 456,
      consignment_name_eng: 'Bilal Ahmed',
      consignment_address: 'House 7, Street 3, Satellite Town',
    });
    expect(sent.consignment_phone).toMatch(/^03\d{9}$/);
    expect(sent.special_instructions).toMatch(/^2 x /);
    // The label names the courier and its tracking number.
    const label = await fetch(`${shop.baseUrl}/api/v1/admin/orders/${order._id}/label.pdf`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(label.status).toBe(200);
  });

  test('a city Leopards does not list is refused (422) before Leopards is asked to book; nothing is written', async () => {
    const order = await placeOrder('Gilgit');
    const bookings = leopards.calls('bookPacket').length;
    const refused = await book(order._id);
    expect([refused.status, refused.body.message]).toEqual([
      422,
      'Leopards Courier does not deliver to "Gilgit". Please correct the city or choose another courier.',
    ]);
    expect(leopards.calls('bookPacket')).toHaveLength(bookings);
    const record = await stored(order._id);
    expect([record!.status, record!.shipment]).toEqual(['Pending', undefined]);
  });

  test("a refusal from Leopards answers 502 with Leopards' words and writes nothing", async () => {
    const order = await placeOrder('Karachi');
    leopards.refuseNextBooking = 'Consignee address is too short';
    const refused = await book(order._id);
    expect([refused.status, refused.body.message]).toEqual([502, 'Leopards refused: Consignee address is too short']);
    const record = await stored(order._id);
    expect([record!.status, record!.shipment]).toEqual(['Pending', undefined]);
  });

  test('an unconfirmed order never reaches Leopards: refused (409) before any call', async () => {
    const order = await placeOrder('Lahore', 1, false);
    const calls = leopards.requests.length;
    const refused = await book(order._id);
    expect(refused.status).toBe(409);
    expect(leopards.requests).toHaveLength(calls);
  });

  test('tracking: on the way stays Shipped ("Being Return" too), Delivered and Returned to shipper end the order', async () => {
    const delivered = await placeOrder('KHI');
    const returned = await placeOrder('Faisalabad City', 3);
    const before = (await shop.products.findById(productId).lean())!.stockQuantity;
    const first = (await book(delivered._id)).body.data.shipment.trackingNumber as string;
    const second = (await book(returned._id)).body.data.shipment.trackingNumber as string;
    expect(leopards.packets.get(first)!.request.destination_city).toBe(592);
    expect(leopards.packets.get(second)!.request.destination_city).toBe(120);

    leopards.advance(first, 'Arrived at Station', '', new Date(Date.now() + 2000));
    leopards.advance(second, 'Being Return', 'Customer refused', new Date(Date.now() + 2000));
    const onWay = await shop.post(`/api/v1/admin/orders/${delivered._id}/tracking`, {}, { token: admin });
    expect(onWay.body.data.status).toBe('Shipped');
    expect(onWay.body.data.shipment.events.map((event: { code: string }) => event.code)).toContain(
      'Arrived at Station',
    );
    await shop.shop.app.get(CouriersService).trackDue();
    expect((await stored(returned._id))!.status).toBe('Shipped');

    leopards.advance(first, 'Delivered', '', new Date(Date.now() + 4000));
    leopards.advance(second, 'Returned to shipper', 'Customer refused', new Date(Date.now() + 4000));
    await shop.shop.app.get(CouriersService).trackDue();
    const done = await shop.get(`/api/v1/admin/orders/${delivered._id}`, { token: admin });
    expect(done.body.data.status).toBe('Delivered');
    expect(done.body.data.statusHistory.at(-1)).toMatchObject({ changedByName: 'Leopards Courier tracking' });
    const back = await shop.get(`/api/v1/admin/orders/${returned._id}`, { token: admin });
    expect(back.body.data.status).toBe('Returned');
    expect(back.body.data.shipment.events.at(-1).description).toBe('Returned to shipper: Customer refused');
    expect((await shop.products.findById(productId).lean())!.stockQuantity).toBe(before + 3);
  });

  test("payments fetched from Leopards' API: one payment per cheque number, only for packets Leopards says are paid", async () => {
    const orders = [await placeOrder('Islamabad'), await placeOrder('Lahore', 2)];
    const tracking: string[] = [];
    for (const order of orders) {
      tracking.push((await book(order._id)).body.data.shipment.trackingNumber);
      leopards.advance(tracking.at(-1)!, 'Delivered', '', new Date(Date.now() + 2000));
      const done = await shop.post(`/api/v1/admin/orders/${order._id}/tracking`, {}, { token: admin });
      expect(done.body.data.status).toBe('Delivered');
    }
    leopards.pay([tracking[0]], 'CHQ-5501', '2025-07-02');
    const fetched = await shop.post('/api/v1/admin/remittances/fetch', { courier: 'leopards' }, { token: admin });
    expect(fetched.status).toBe(200);
    const report = fetched.body.data;
    const asked = leopards.calls('getPaymentDetails').at(-1)!;
    expect(asked.method).toBe('GET');
    expect(String(asked.fields.cn_numbers).split(',')).toEqual(expect.arrayContaining(tracking));
    expect(report.payments).toHaveLength(1);
    expect(report.payments[0]).toMatchObject({
      courier: 'leopards',
      reference: 'CHQ-5501',
      date: '2025-07-01T19:00:00.000Z',
      codTotal: orders[0].totalAmount,
      orderNumbers: [orders[0].orderNumber],
    });
    const row = report.rows.find((entry: { orderId: string }) => entry.orderId === orders[1]._id);
    expect(row).toMatchObject({ result: 'not_paid' });
  });

  test('the adapter cancels a packet once; wrong credentials are refused in Leopards words', async () => {
    const config = {
      apiKey: leopards.apiKey,
      apiPassword: leopards.apiPassword,
      baseUrl,
      shipperId: '',
      parcelWeightGrams: 500,
    };
    const adapter = new LeopardsAdapter(config);
    const { trackingNumber } = await adapter.book({
      orderNumber: 'ORD-CANCEL-1',
      codAmount: 1500,
      consigneeName: 'Sara',
      consigneePhone: '03001234567',
      address: 'House 1, Street 2',
      city: 'd.i. khan',
      itemCount: 1,
      contents: '1 x Cable',
      notes: '',
    });
    expect(leopards.packets.get(trackingNumber)!.request.destination_city).toBe(311);
    await adapter.cancel(trackingNumber);
    expect(leopards.packets.get(trackingNumber)!.cancelled).toBe(true);
    await expect(adapter.cancel(trackingNumber)).rejects.toThrow('Leopards refused: CN already cancelled or not found');
    const wrong = new LeopardsAdapter({ ...config, apiPassword: 'not-it' });
    await expect(wrong.track(trackingNumber)).rejects.toThrow('Leopards refused: Authentication failed');
  });
});

import { CouriersService } from '../server/src/couriers/couriers.service';
import { LeopardsAdapter } from '../server/src/couriers/leopards/leopards.adapter';
import { TraxAdapter } from '../server/src/couriers/trax/trax.adapter';
import { FakeLeopards } from './support/fake-leopards';
import { FakeTrax } from './support/fake-trax';
import { courierOrders } from './support/courier-orders';
import { SOLD_AS_ONE, TestShop } from './support/test-shop';

/**
 * Couriers booked through their merchant APIs beside PostEx (local servers that follow each one's documented
 * requests and answers): booking to the courier's own city ids matched from what the shopper typed, refusals with
 * nothing written, tracking into Delivered and Returned, cancellation, and payments reconciled against the cash
 * outstanding.
 */
describe('Courier APIs: Leopards and Trax', () => {
  let shop: TestShop;
  let leopards: FakeLeopards;
  let trax: FakeTrax;
  let baseUrl: string;
  let traxUrl: string;
  let admin: string;
  let productId: string;

  beforeAll(async () => {
    leopards = new FakeLeopards();
    baseUrl = await leopards.start();
    trax = new FakeTrax();
    traxUrl = await trax.start();
    shop = await TestShop.start(
      {},
      {
        LEOPARDS_API_KEY: leopards.apiKey,
        LEOPARDS_API_PASSWORD: leopards.apiPassword,
        LEOPARDS_BASE_URL: baseUrl,
        LEOPARDS_PARCEL_WEIGHT_GRAMS: '750',
        TRAX_API_KEY: trax.apiKey,
        TRAX_BASE_URL: traxUrl,
        TRAX_PICKUP_ADDRESS_ID: '3015',
        TRAX_FALLBACK_EMAIL: 'orders@volt.test',
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
    await trax.stop();
  });

  const { placeOrder, bookWith, stored } = courierOrders(
    () => shop,
    () => admin,
    () => productId,
  );

  test('a courier is offered for booking once its credentials are set; PostEx without its token is not', async () => {
    const answer = await shop.get('/api/v1/admin/couriers', { token: admin });
    const row = (code: string) => answer.body.data.find((courier: { code: string }) => courier.code === code);
    expect(row('leopards')).toMatchObject({ name: 'Leopards Courier', canBook: true });
    expect(row('trax')).toMatchObject({ name: 'Trax', canBook: true });
    expect(row('postex').canBook).toBe(false);
  });

  describe('Leopards Courier', () => {
    const book = (id: string) => bookWith('leopards', id);

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
        consigneeEmail: '',
        address: 'House 1, Street 2',
        city: 'd.i. khan',
        itemCount: 1,
        contents: '1 x Cable',
        notes: '',
      });
      expect(leopards.packets.get(trackingNumber)!.request.destination_city).toBe(311);
      await adapter.cancel(trackingNumber);
      expect(leopards.packets.get(trackingNumber)!.cancelled).toBe(true);
      await expect(adapter.cancel(trackingNumber)).rejects.toThrow(
        'Leopards refused: CN already cancelled or not found',
      );
      const wrong = new LeopardsAdapter({ ...config, apiPassword: 'not-it' });
      await expect(wrong.track(trackingNumber)).rejects.toThrow('Leopards refused: Authentication failed');
    });
  });

  describe('Trax', () => {
    const book = (id: string) => bookWith('trax', id);

    test("booking sends the guide's request, to Trax's id for the city as written ('RWP'), the fallback e-mail for a guest", async () => {
      const order = await placeOrder('RWP', 2);
      const booked = await book(order._id);
      expect(booked.status).toBe(200);
      const trackingNumber = booked.body.data.shipment.trackingNumber as string;
      expect(booked.body.data).toMatchObject({ status: 'Shipped', shipment: { courier: 'trax', booked: true } });
      const sent = trax.shipments.get(trackingNumber)!.request;
      expect(sent).toMatchObject({
        service_type_id: 1,
        pickup_address_id: 3015,
        consignee_city_id: 204,
        consignee_name: 'Bilal Ahmed',
        consignee_email_address: 'orders@volt.test',
        order_id: order.orderNumber,
        item_product_type_id: 5,
        item_quantity: 2,
        amount: order.totalAmount,
        payment_mode_id: 1,
        charges_mode_id: 4,
        shipping_mode_id: 1,
        estimated_weight: 0.5,
      });
      expect(sent.consignee_phone_number_1).toMatch(/^03\d{9}$/);
      expect(sent.pickup_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(trax.calls('/api/shipment/book').every((call) => call.headers.authorization === trax.apiKey)).toBe(true);
    });

    test("a city Trax does not list is refused (422) before booking; Trax's refusal answers 502 with its words", async () => {
      const unknown = await placeOrder('Turbat');
      const bookings = trax.calls('/api/shipment/book').length;
      const refused = await book(unknown._id);
      expect([refused.status, refused.body.message]).toEqual([
        422,
        'Trax does not deliver to "Turbat". Please correct the city or choose another courier.',
      ]);
      expect(trax.calls('/api/shipment/book')).toHaveLength(bookings);
      const order = await placeOrder('Multan');
      trax.refuseNextBooking = 'Pickup address is inactive';
      const answer = await book(order._id);
      expect([answer.status, answer.body.message]).toEqual([502, 'Trax refused: Pickup address is inactive']);
      for (const id of [unknown._id, order._id]) {
        const record = await stored(id);
        expect([record!.status, record!.shipment]).toEqual(['Pending', undefined]);
      }
    });

    test("tracking, newest step first in Trax's answer: Delivered and Returned end the order", async () => {
      const delivered = await placeOrder('Lahore');
      const returned = await placeOrder('Karachi', 2);
      const first = (await book(delivered._id)).body.data.shipment.trackingNumber as string;
      const second = (await book(returned._id)).body.data.shipment.trackingNumber as string;
      trax.advance(first, 'Shipment - Out for Delivery', null, new Date(Date.now() + 60_000));
      trax.advance(second, 'Shipment - Delivery Unsuccessful', 'Address Closed', new Date(Date.now() + 60_000));
      await shop.shop.app.get(CouriersService).trackDue();
      expect((await stored(delivered._id))!.status).toBe('Shipped');
      trax.advance(first, 'Shipment - Delivered', null, new Date(Date.now() + 120_000));
      trax.advance(second, 'Return - Delivered to Shipper', null, new Date(Date.now() + 120_000));
      await shop.shop.app.get(CouriersService).trackDue();
      const done = await shop.get(`/api/v1/admin/orders/${delivered._id}`, { token: admin });
      expect(done.body.data.status).toBe('Delivered');
      // Oldest first; Trax's booked step and the shop's booking note fall in the same second.
      const codes = done.body.data.shipment.events.map((event: { code: string }) => event.code) as string[];
      expect([...codes].sort()).toEqual(
        ['BOOKED', 'Shipment - Booked', 'Shipment - Delivered', 'Shipment - Out for Delivery'].sort(),
      );
      expect(codes.at(-1)).toBe('Shipment - Delivered');
      const back = await shop.get(`/api/v1/admin/orders/${returned._id}`, { token: admin });
      expect(back.body.data.status).toBe('Returned');
      expect(back.body.data.shipment.events.map((event: { description: string }) => event.description)).toContain(
        'Shipment - Delivery Unsuccessful: Address Closed',
      );
    });

    test("payments: Trax's payment id groups the parcels; what it paid and kept are recorded, so the figures agree", async () => {
      const orders = [await placeOrder('Islamabad'), await placeOrder('Islamabad', 2)];
      const tracking: string[] = [];
      for (const order of orders) {
        tracking.push((await book(order._id)).body.data.shipment.trackingNumber);
        trax.advance(tracking.at(-1)!, 'Shipment - Delivered', null, new Date(Date.now() + 60_000));
        expect(
          (await shop.post(`/api/v1/admin/orders/${order._id}/tracking`, {}, { token: admin })).body.data.status,
        ).toBe('Delivered');
      }
      trax.pay(tracking, 5463, new Date('2025-07-10T06:10:47Z'), 200);
      const fetched = await shop.post('/api/v1/admin/remittances/fetch', { courier: 'trax' }, { token: admin });
      expect(fetched.status).toBe(200);
      const cod = orders[0].totalAmount + orders[1].totalAmount;
      expect(fetched.body.data.payments).toHaveLength(1);
      expect(fetched.body.data.payments[0]).toMatchObject({
        courier: 'trax',
        reference: 'TRAX-5463',
        date: '2025-07-10T06:10:47.000Z',
        codTotal: cod,
        charges: 452,
        amount: cod - 452,
        difference: 0,
        flagged: false,
      });
    });

    test('the adapter cancels once; a wrong key is refused in Trax words', async () => {
      const config = {
        apiKey: trax.apiKey,
        baseUrl: traxUrl,
        pickupAddressId: '3015',
        shippingModeId: 2,
        chargesModeId: 4,
        parcelWeightKg: 1,
        fallbackEmail: '',
      };
      const adapter = new TraxAdapter(config);
      const parcel = {
        orderNumber: 'ORD-TRAX-1',
        codAmount: 999.6,
        consigneeName: 'Sara',
        consigneePhone: '03001234567',
        consigneeEmail: 'sara@example.pk',
        address: 'House 1, Street 2',
        city: 'karachi city',
        itemCount: 1,
        contents: '1 x Cable',
        notes: '',
      };
      const { trackingNumber } = await adapter.book(parcel);
      expect(trax.shipments.get(trackingNumber)!.request).toMatchObject({
        amount: 1000,
        consignee_city_id: 202,
        shipping_mode_id: 2,
      });
      await adapter.cancel(trackingNumber);
      expect(trax.shipments.get(trackingNumber)!.cancelled).toBe(true);
      await expect(adapter.cancel(trackingNumber)).rejects.toThrow('Trax refused: Shipment cannot be cancelled');
      await expect(adapter.book({ ...parcel, consigneeEmail: '' })).rejects.toThrow(
        "Trax needs the customer's e-mail address: add it to the order, or set TRAX_FALLBACK_EMAIL.",
      );
      const wrong = new TraxAdapter({ ...config, apiKey: 'not-it' });
      await expect(wrong.track(trackingNumber)).rejects.toThrow('Trax refused: Unauthorized: invalid API key');
    });
  });

  describe('dispatch rules', () => {
    test('rules are replaced as a whole; bad input is refused with its message and nothing saved; a dispatcher reads them', async () => {
      const bad: Array<[unknown, string]> = [
        [{ rules: [{ courier: 'fedex', cities: [] }], unitWeightGrams: 250 }, 'courier must be one of'],
        [{ rules: [], unitWeightGrams: 0 }, 'The weight of a unit is at least 1 gram'],
        [
          { rules: [{ courier: 'trax', cities: [], minCod: -1 }], unitWeightGrams: 250 },
          'The smallest COD amount cannot be negative',
        ],
        [{ rules: [{ courier: 'trax', cities: [''] }], unitWeightGrams: 250 }, 'A city cannot be empty'],
        [{ rules: 'all', unitWeightGrams: 250 }, 'rules must be a list'],
      ];
      for (const [body, message] of bad) {
        const refused = await shop.put('/api/v1/admin/dispatch-rules', body, { token: admin });
        expect(refused.status).toBe(400);
        expect(JSON.stringify(refused.body.message)).toContain(message);
      }
      const dispatcher = await shop.staffMember('DISPATCHER' as never);
      const read = await shop.get('/api/v1/admin/dispatch-rules', { token: dispatcher.token });
      expect(read.body.data).toEqual({ rules: [], defaultCourier: null, unitWeightGrams: 250 });
      const denied = await shop.put(
        '/api/v1/admin/dispatch-rules',
        { rules: [], unitWeightGrams: 300 },
        { token: dispatcher.token },
      );
      expect(denied.status).toBe(403);
      const saved = await shop.graphql(
        `mutation($input: DispatchRulesInput!) { setDispatchRules(input: $input) { rules { courier cities minCod maxCod maxWeightGrams } defaultCourier unitWeightGrams } }`,
        {
          input: {
            rules: [{ courier: 'trax', cities: [' Lahore '], minCod: null, maxCod: 5000, maxWeightGrams: null }],
            defaultCourier: 'leopards',
            unitWeightGrams: 300,
          },
        },
        admin,
      );
      expect(saved.data.setDispatchRules).toEqual({
        rules: [{ courier: 'trax', cities: ['Lahore'], minCod: null, maxCod: 5000, maxWeightGrams: null }],
        defaultCourier: 'leopards',
        unitWeightGrams: 300,
      });
    });

    test("one click books a day's confirmed orders, each with its rule's courier, with a report per order", async () => {
      const rules = {
        rules: [
          { courier: 'trax', cities: ['Pindi', 'Islamabad'], minCod: null, maxCod: null, maxWeightGrams: null },
          // PostEx has no token here: its rule is passed over.
          { courier: 'postex', cities: [], minCod: null, maxCod: null, maxWeightGrams: 800 },
          { courier: 'leopards', cities: [], minCod: null, maxCod: null, maxWeightGrams: 800 },
        ],
        defaultCourier: 'trax',
        unitWeightGrams: 400,
      };
      expect((await shop.put('/api/v1/admin/dispatch-rules', rules, { token: admin })).status).toBe(200);
      const toPindi = await placeOrder('Rawalpindi');
      const light = await placeOrder('Karachi', 2);
      const heavy = await placeOrder('Karachi', 3);
      const unconfirmed = await placeOrder('Lahore', 1, false);

      const choice = await shop.get(`/api/v1/admin/orders/${light._id}/dispatch`, { token: admin });
      expect(choice.body.data).toEqual({ courier: 'leopards', courierName: 'Leopards Courier', rule: 3 });
      const byDefault = await shop.graphql(
        'query($id: ID!) { dispatchChoice(orderId: $id) { courier courierName rule } }',
        { id: heavy._id },
        admin,
      );
      expect(byDefault.data.dispatchChoice).toEqual({ courier: 'trax', courierName: 'Trax', rule: 0 });

      const [leopardsBookings, traxBookings] = [
        leopards.calls('bookPacket').length,
        trax.calls('/api/shipment/book').length,
      ];
      const ids = [toPindi._id, light._id, heavy._id, unconfirmed._id];
      const booked = await shop.post('/api/v1/admin/orders/bulk/book', { orderIds: ids }, { token: admin });
      expect(booked.status).toBe(200);
      const outcome = (id: string) =>
        booked.body.data.outcomes.find((entry: { orderId: string }) => entry.orderId === id);
      expect(outcome(toPindi._id)).toMatchObject({ result: 'ok', message: 'Booked with Trax' });
      expect(outcome(light._id)).toMatchObject({ result: 'ok', message: 'Booked with Leopards Courier' });
      expect(outcome(heavy._id)).toMatchObject({ result: 'ok', message: 'Booked with Trax' });
      expect(outcome(unconfirmed._id)).toMatchObject({
        result: 'failed',
        message: 'Confirm this order with the customer before processing it',
      });
      expect([booked.body.data.ok, booked.body.data.failed]).toEqual([3, 1]);
      expect(leopards.calls('bookPacket')).toHaveLength(leopardsBookings + 1);
      expect(trax.calls('/api/shipment/book')).toHaveLength(traxBookings + 2);
      expect(outcome(light._id).order.shipment.courier).toBe('leopards');

      // The admin overrides the rules for one order by naming the courier.
      const other = await placeOrder('Rawalpindi');
      const overridden = await bookWith('leopards', other._id);
      expect(overridden.body.data.shipment.courier).toBe('leopards');
    });
  });

  test('courier figures: per courier and city, booked, delivered, returned, return rate and days; roles and bad input', async () => {
    const orders = [await placeOrder('Sialkot'), await placeOrder('sialkot'), await placeOrder('Sialkot')];
    const tracking: string[] = [];
    for (const order of orders) tracking.push((await bookWith('trax', order._id)).body.data.shipment.trackingNumber);
    trax.advance(tracking[0], 'Shipment - Delivered', null, new Date(Date.now() + 60_000));
    trax.advance(tracking[1], 'Return - Delivered to Shipper', null, new Date(Date.now() + 60_000));
    await shop.shop.app.get(CouriersService).trackDue();

    const answer = await shop.get('/api/v1/admin/courier-figures?days=7', { token: admin });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ days: 7, capped: false });
    const traxRow = answer.body.data.couriers.find((row: { courier: string }) => row.courier === 'trax');
    const outstanding = (await shop.get('/api/v1/admin/remittances/outstanding', { token: admin })).body.data;
    const owed = outstanding.byCourier.find((row: { courier: string }) => row.courier === 'trax');
    expect(traxRow).toMatchObject({ courierName: 'Trax', cashOutstanding: owed?.amount ?? 0 });
    expect(traxRow.booked).toBe(traxRow.cities.reduce((sum: number, city: { booked: number }) => sum + city.booked, 0));
    const sialkot = traxRow.cities.find((city: { city: string }) => city.city === 'Sialkot');
    expect(sialkot).toMatchObject({ booked: 3, delivered: 1, returned: 1, returnRate: 0.5 });
    expect(sialkot.medianDaysToDeliver).toBeGreaterThanOrEqual(0);
    expect(sialkot.medianDaysToDeliver).toBeLessThan(1);

    const graphql = await shop.graphql(
      '{ courierFigures(days: 30) { days couriers { courier booked cities { city booked } } } }',
      undefined,
      admin,
    );
    expect(graphql.data.courierFigures.couriers.map((row: { courier: string }) => row.courier)).toEqual(
      expect.arrayContaining(['trax']),
    );
    for (const [query, message] of [
      ['days=0', 'days must be at least 1'],
      ['days=400', 'days must be at most 366'],
      ['days=soon', 'days must be a whole number'],
    ]) {
      const refused = await shop.get(`/api/v1/admin/courier-figures?${query}`, { token: admin });
      expect([refused.status, JSON.stringify(refused.body.message)]).toEqual([400, expect.stringContaining(message)]);
    }
    const dispatcher = await shop.staffMember('DISPATCHER' as never, 'Dispatch Two');
    expect((await shop.get('/api/v1/admin/courier-figures', { token: dispatcher.token })).status).toBe(200);
    const catalogue = await shop.staffMember('CATALOGUE' as never);
    expect((await shop.get('/api/v1/admin/courier-figures', { token: catalogue.token })).status).toBe(403);
  });

  test('tracking numbers pasted a line per order ship each by hand through the one path, with a report per line', async () => {
    const [first, second] = [await placeOrder('Lahore'), await placeOrder('Karachi')];
    const unconfirmed = await placeOrder('Lahore', 1, false);
    const text = [
      'Order Number, Tracking Number',
      `${first.orderNumber}, 7700112233`,
      `#${second.orderNumber}\t7700112234`,
      `${unconfirmed.orderNumber} 7700112235`,
      'VA000000-NOPE 7700112236',
      `${first.orderNumber}`,
    ].join('\n');
    const answer = await shop.post('/api/v1/admin/orders/tracking-import', { courier: 'tcs', text }, { token: admin });
    expect(answer.status).toBe(200);
    const lines = answer.body.data.outcomes.map((outcome: { row: number; result: string; message: string }) => [
      outcome.row,
      outcome.result,
      outcome.message,
    ]);
    expect(lines).toEqual([
      [1, 'ok', 'Shipped with TCS 7700112233'],
      [2, 'ok', 'Shipped with TCS 7700112234'],
      [3, 'failed', 'Confirm this order with the customer before processing it'],
      [4, 'failed', 'No order with order number VA000000-NOPE'],
      [5, 'failed', 'Write the order number, then the tracking number'],
    ]);
    const shipped = await shop.get(`/api/v1/admin/orders/${first._id}`, { token: admin });
    expect(shipped.body.data).toMatchObject({
      status: 'Shipped',
      shipment: {
        courier: 'tcs',
        trackingNumber: '7700112233',
        trackingUrl: 'https://www.tcsexpress.com/track/7700112233',
      },
    });
    // The same paste again changes nothing for the orders already shipped so.
    const again = await shop.graphql(
      'mutation($input: TrackingImportInput!) { importTrackingNumbers(input: $input) { ok unchanged failed } }',
      { input: { courier: 'tcs', text: `${first.orderNumber},7700112233` } },
      admin,
    );
    expect(again.data.importTrackingNumbers).toEqual({ ok: 0, unchanged: 1, failed: 0 });
    for (const [body, message] of [
      [{ courier: 'own_rider', text: 'x y' }, 'courier must be one of'],
      [{ courier: 'tcs', text: '  ' }, 'Paste a line per order: its order number and tracking number'],
      [
        { courier: 'tcs', text: Array.from({ length: 501 }, (_, n) => `A${n} B${n}`).join('\n') },
        'At most 500 lines at once',
      ],
    ] as const) {
      const refused = await shop.post('/api/v1/admin/orders/tracking-import', body, { token: admin });
      expect([refused.status, JSON.stringify(refused.body.message)]).toEqual([400, expect.stringContaining(message)]);
    }
    const record = await stored(unconfirmed._id);
    expect([record!.status, record!.shipment]).toEqual(['Pending', undefined]);
  });

  test('the guest orders list filters the orders ready for a courier: confirmed, Pending or Processing, no parcel yet', async () => {
    const ready = await placeOrder('Lahore');
    const unconfirmed = await placeOrder('Lahore', 1, false);
    const shipped = await placeOrder('Karachi');
    await bookWith('leopards', shipped._id);
    const list = await shop.get('/api/v1/orders/admin/guest-orders?readyToShip=true&limit=100', { token: admin });
    expect(list.status).toBe(200);
    const numbers = list.body.data.map((order: { orderNumber: string }) => order.orderNumber);
    expect(numbers).toContain(ready.orderNumber);
    expect(numbers).not.toContain(unconfirmed.orderNumber);
    expect(numbers).not.toContain(shipped.orderNumber);
    for (const order of list.body.data as Array<{ status: string; shipment?: unknown }>) {
      expect(['Pending', 'Processing']).toContain(order.status);
      expect(order.shipment ?? null).toBeNull();
    }
    // The one inbox (both kinds) filters the same orders.
    const inbox = await shop.get('/api/v1/admin/orders?kind=all&readyToShip=true&limit=100', { token: admin });
    const inInbox = inbox.body.data.map((order: { orderNumber: string }) => order.orderNumber);
    expect(inInbox).toEqual(expect.arrayContaining([ready.orderNumber]));
    expect(inInbox).not.toContain(unconfirmed.orderNumber);
    expect(inInbox).not.toContain(shipped.orderNumber);
    const graphql = await shop.graphql(
      '{ adminGuestOrders(readyToShip: true, limit: 100) { items { orderNumber confirmation { status } } } }',
      undefined,
      admin,
    );
    const row = graphql.data.adminGuestOrders.items.find(
      (order: { orderNumber: string }) => order.orderNumber === ready.orderNumber,
    );
    expect(row.confirmation.status).toBe('CONFIRMED');
    const refused = await shop.get('/api/v1/orders/admin/guest-orders?readyToShip=maybe', { token: admin });
    expect([refused.status, JSON.stringify(refused.body.message)]).toEqual([
      400,
      expect.stringContaining('readyToShip must be true or false'),
    ]);
  });
});

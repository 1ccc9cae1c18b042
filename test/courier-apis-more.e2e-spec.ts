import { CallCourierAdapter } from '../server/src/couriers/callcourier/callcourier.adapter';
import { CouriersService } from '../server/src/couriers/couriers.service';
import { MpAdapter } from '../server/src/couriers/mp/mp.adapter';
import { TcsAdapter } from '../server/src/couriers/tcs/tcs.adapter';
import { courierOrders } from './support/courier-orders';
import { FakeCallCourier } from './support/fake-callcourier';
import { FakeMp } from './support/fake-mp';
import { FakeTcs } from './support/fake-tcs';
import { SOLD_AS_ONE, TestShop } from './support/test-shop';

/**
 * Call Courier, TCS and M&P booked through their merchant APIs (local servers that follow each one's documented requests
 * and answers): booking to the courier's own city (by id for Call Courier, by its written name for TCS and M&P) matched from
 * what the shopper typed, refusals with nothing written, tracking into Delivered and Returned, cancellation where the
 * API offers it, payments refused where it does not tell them, and the dispatch fallback through both.
 */
describe('Courier APIs: Call Courier, TCS and M&P', () => {
  let shop: TestShop;
  let callcourier: FakeCallCourier;
  let tcs: FakeTcs;
  let mp: FakeMp;
  let mpUrl: string;
  let callcourierUrl: string;
  let tcsUrl: string;
  let admin: string;
  let productId: string;
  const { placeOrder, bookWith, stored } = courierOrders(
    () => shop,
    () => admin,
    () => productId,
    6_000_000,
  );

  beforeAll(async () => {
    callcourier = new FakeCallCourier();
    callcourierUrl = await callcourier.start();
    tcs = new FakeTcs();
    tcsUrl = await tcs.start();
    mp = new FakeMp();
    mpUrl = await mp.start();
    shop = await TestShop.start(
      {},
      {
        CALLCOURIER_LOGIN_ID: callcourier.loginId,
        CALLCOURIER_BASE_URL: callcourierUrl,
        CALLCOURIER_ORIGIN: 'Lahore',
        CALLCOURIER_SHIPPER_NAME: 'Volt Accessories',
        CALLCOURIER_SHIPPER_PHONE: '03001112233',
        CALLCOURIER_SHIPPER_ADDRESS: 'Shop 4, Hall Road, Lahore',
        CALLCOURIER_SHIPPER_EMAIL: 'orders@volt.test',
        CALLCOURIER_PARCEL_WEIGHT_KG: '0.75',
        TCS_CLIENT_ID: tcs.clientId,
        TCS_USERNAME: tcs.userName,
        TCS_PASSWORD: tcs.password,
        TCS_COST_CENTER_CODE: '01',
        TCS_ORIGIN_CITY: 'LAHORE',
        TCS_BASE_URL: tcsUrl,
        MP_USERNAME: mp.username,
        MP_PASSWORD: mp.password,
        MP_ACCOUNT_NO: mp.accountNo,
        MP_LOCATION_ID: mp.locationId,
        MP_BASE_URL: mpUrl,
        COURIER_TRACKING_MINUTES: '0',
      },
    );
    admin = await shop.login('admin@volt.demo', 'admin123');
    const product = await shop.products.findOne({ stockQuantity: { $gte: 40 }, ...SOLD_AS_ONE }).lean();
    productId = String(product!._id);
  });
  afterAll(async () => {
    await shop.stop();
    await callcourier.stop();
    await tcs.stop();
    await mp.stop();
  });

  const parcel = {
    orderNumber: 'ORD-ADAPTER-1',
    codAmount: 1499.5,
    consigneeName: 'Sara',
    consigneePhone: '03001234567',
    consigneeEmail: 'sara@example.pk',
    address: 'House 1, Street 2',
    city: 'karachi city',
    itemCount: 1,
    contents: '1 x Cable',
    notes: '',
  };

  test('each is offered for booking once configured; none offers fetching payments, which their APIs do not tell', async () => {
    const answer = await shop.get('/api/v1/admin/couriers', { token: admin });
    const row = (code: string) => answer.body.data.find((courier: { code: string }) => courier.code === code);
    expect(row('callcourier')).toMatchObject({ name: 'Call Courier', canBook: true, canFetchPayments: false });
    expect(row('tcs')).toMatchObject({ name: 'TCS', canBook: true, canFetchPayments: false });
    expect(row('mp')).toMatchObject({ name: 'M&P', canBook: true, canFetchPayments: false });
    expect(row('leopards')).toMatchObject({ canBook: false, canFetchPayments: false });
    for (const [courier, name] of [
      ['callcourier', 'Call Courier'],
      ['tcs', 'TCS'],
      ['mp', 'M&P'],
    ]) {
      const refused = await shop.post('/api/v1/admin/remittances/fetch', { courier }, { token: admin });
      expect([refused.status, refused.body.message]).toEqual([
        400,
        `${name} payments cannot be fetched through its API here`,
      ]);
    }
  });

  describe('Call Courier', () => {
    const book = (id: string) => bookWith('callcourier', id);

    test("booking sends the documented query, to Call Courier's city id for the city as written ('Pindi')", async () => {
      const order = await placeOrder('Pindi', 2);
      const booked = await book(order._id);
      expect(booked.status).toBe(200);
      const cn = booked.body.data.shipment.trackingNumber as string;
      expect(booked.body.data).toMatchObject({ status: 'Shipped', shipment: { courier: 'callcourier', booked: true } });
      expect(booked.body.data.shipment.trackingUrl).toBe(`https://callcourier.com.pk/tracking/?tc=${cn}`);
      const sent = callcourier.parcels.get(cn)!.request;
      expect(sent).toMatchObject({
        loginId: callcourier.loginId,
        ConsigneeName: 'Bilal Ahmed',
        ConsigneeRefNo: order.orderNumber,
        Address: 'House 7, Street 3, Satellite Town',
        Origin: 'LAHORE',
        DestCityId: '3',
        ServiceTypeId: '7',
        Pcs: '1',
        Weight: '0.75',
        SelOrigin: 'Domestic',
        CodAmount: String(order.totalAmount),
        ShipperName: 'Volt Accessories',
        ShipperCellNo: '03001112233',
        ShipperCity: '2',
        ShipperAddress: 'Shop 4, Hall Road, Lahore',
        ShipperEmail: 'orders@volt.test',
      });
      expect(sent.ConsigneeCellNo).toMatch(/^03\d{9}$/);
      expect(sent.Description).toMatch(/^2 x /);
      expect(callcourier.called('SaveBooking').at(-1)!.method).toBe('GET');
    });

    test('a city Call Courier does not list is refused (422) before booking; its refusal answers 502 in its words; nothing written', async () => {
      const unknown = await placeOrder('Gilgit');
      const bookings = callcourier.called('SaveBooking').length;
      const refused = await book(unknown._id);
      expect([refused.status, refused.body.message]).toEqual([
        422,
        'Call Courier does not deliver to "Gilgit". Please correct the city or choose another courier.',
      ]);
      expect(callcourier.called('SaveBooking')).toHaveLength(bookings);
      const order = await placeOrder('Multan');
      callcourier.refuseNextBooking = 'Shipper area is not serviceable';
      const answer = await book(order._id);
      expect([answer.status, answer.body.message]).toEqual([
        502,
        'Call Courier refused: Shipper area is not serviceable',
      ]);
      for (const id of [unknown._id, order._id]) {
        const record = await stored(id);
        expect([record!.status, record!.shipment]).toEqual(['Pending', undefined]);
      }
    });

    test('tracking, oldest step first: on the way stays Shipped (a return in process too); DELIVERED and RETURNED TO SHIPPER end the order', async () => {
      const delivered = await placeOrder('Karachi');
      const returned = await placeOrder('DG Khan', 3);
      const before = (await shop.products.findById(productId).lean())!.stockQuantity;
      const first = (await book(delivered._id)).body.data.shipment.trackingNumber as string;
      const second = (await book(returned._id)).body.data.shipment.trackingNumber as string;
      expect(callcourier.parcels.get(second)!.request.DestCityId).toBe('17');
      callcourier.advance(first, 'ARRIVED AT DESTINATION', 'OK', new Date(Date.now() + 60_000));
      callcourier.advance(second, 'RETURN IN PROCESS', 'CONSIGNEE REFUSED', new Date(Date.now() + 60_000));
      await shop.shop.app.get(CouriersService).trackDue();
      expect((await stored(delivered._id))!.status).toBe('Shipped');
      expect((await stored(returned._id))!.status).toBe('Shipped');

      callcourier.advance(first, 'DELIVERED', 'OK', new Date(Date.now() + 120_000));
      callcourier.advance(second, 'RETURNED TO SHIPPER', 'CONSIGNEE REFUSED', new Date(Date.now() + 120_000));
      const done = await shop.post(`/api/v1/admin/orders/${delivered._id}/tracking`, {}, { token: admin });
      expect(done.body.data.status).toBe('Delivered');
      expect(done.body.data.shipment.events.map((event: { code: string }) => event.code)).toEqual(
        expect.arrayContaining(['ARRIVED AT DESTINATION', 'DELIVERED']),
      );
      expect(done.body.data.statusHistory.at(-1)).toMatchObject({ changedByName: 'Call Courier tracking' });
      await shop.shop.app.get(CouriersService).trackDue();
      const back = await shop.get(`/api/v1/admin/orders/${returned._id}`, { token: admin });
      expect(back.body.data.status).toBe('Returned');
      expect(back.body.data.shipment.events.at(-1).description).toBe('RETURNED TO SHIPPER: CONSIGNEE REFUSED');
      expect((await shop.products.findById(productId).lean())!.stockQuantity).toBe(before + 3);
    });

    test("the adapter books to the city's id, refuses a cancellation (its API has none) and a wrong login in Call Courier's words", async () => {
      const config = {
        loginId: callcourier.loginId,
        baseUrl: callcourierUrl,
        origin: 'lahore',
        serviceTypeId: 7,
        shipperName: 'Volt',
        shipperPhone: '03001112233',
        shipperAddress: 'Hall Road',
        shipperEmail: '',
        shipperAreaId: '559',
        parcelWeightKg: 0.5,
      };
      const adapter = new CallCourierAdapter(config);
      const { trackingNumber } = await adapter.book(parcel);
      expect(callcourier.parcels.get(trackingNumber)!.request).toMatchObject({
        DestCityId: '1',
        CodAmount: '1500',
        ShipperArea: '559',
      });
      await expect(adapter.cancel(trackingNumber)).rejects.toThrow(
        `Call Courier's API cannot cancel a booking: cancel ${trackingNumber} in the Call Courier portal`,
      );
      await expect(adapter.track('10299999999')).rejects.toThrow('Call Courier does not know the parcel 10299999999');
      const wrong = new CallCourierAdapter({ ...config, loginId: 'LHR-00000' });
      await expect(wrong.book(parcel)).rejects.toThrow('Call Courier refused: Invalid Login ID');
      expect(new CallCourierAdapter({ ...config, shipperAddress: '' }).configured).toBe(false);
    });
  });

  describe('TCS', () => {
    const book = (id: string) => bookWith('tcs', id);

    test("booking sends the documented order, to TCS's written name for the city as typed ('RWP'), from its origin", async () => {
      const order = await placeOrder('RWP', 2);
      const booked = await book(order._id);
      expect(booked.status).toBe(200);
      const cn = booked.body.data.shipment.trackingNumber as string;
      expect(booked.body.data).toMatchObject({ status: 'Shipped', shipment: { courier: 'tcs', booked: true } });
      expect(booked.body.data.shipment.trackingUrl).toBe(`https://www.tcsexpress.com/track/${cn}`);
      const sent = tcs.parcels.get(cn)!.request;
      expect(sent).toMatchObject({
        userName: tcs.userName,
        password: tcs.password,
        costCenterCode: '01',
        consigneeName: 'Bilal Ahmed',
        consigneeAddress: 'House 7, Street 3, Satellite Town',
        originCityName: 'Lahore',
        destinationCityName: 'Rawalpindi',
        weight: 0.5,
        pieces: 1,
        codAmount: String(order.totalAmount),
        customerReferenceNo: order.orderNumber,
        services: 'O',
        fragile: 'No',
      });
      expect(sent.consigneeMobNo).toMatch(/^03\d{9}$/);
      expect(sent.productDetails).toMatch(/^2 x /);
      expect(tcs.calls('/v1/cod/create-order').every((call) => call.headers['x-ibm-client-id'] === tcs.clientId)).toBe(
        true,
      );
    });

    test("a city TCS does not list is refused (422) before booking; TCS's refusal answers 502 in its words; nothing written", async () => {
      const unknown = await placeOrder('Turbat');
      const bookings = tcs.calls('/v1/cod/create-order').length;
      const refused = await book(unknown._id);
      expect([refused.status, refused.body.message]).toEqual([
        422,
        'TCS does not deliver to "Turbat". Please correct the city or choose another courier.',
      ]);
      expect(tcs.calls('/v1/cod/create-order')).toHaveLength(bookings);
      const order = await placeOrder('Hyderabad');
      tcs.refuseNextBooking = 'Cost center code is inactive';
      const answer = await book(order._id);
      expect([answer.status, answer.body.message]).toEqual([502, 'TCS refused: Cost center code is inactive']);
      for (const id of [unknown._id, order._id]) {
        const record = await stored(id);
        expect([record!.status, record!.shipment]).toEqual(['Pending', undefined]);
      }
    });

    test('tracking: checkpoints and a ready-for-return attempt stay Shipped; OK DELIVERED and RS end the order', async () => {
      const delivered = await placeOrder('Khi');
      const returned = await placeOrder('Lyallpur', 2);
      const first = (await book(delivered._id)).body.data.shipment.trackingNumber as string;
      const second = (await book(returned._id)).body.data.shipment.trackingNumber as string;
      expect(tcs.parcels.get(second)!.request.destinationCityName).toBe('Faisalabad');
      tcs.advance(first, 'Arrived at TCS Facility', 'KARACHI', new Date(Date.now() + 60_000));
      tcs.deliver(second, 'RR', 'READY FOR RETURN', '', new Date(Date.now() + 60_000));
      await shop.shop.app.get(CouriersService).trackDue();
      expect((await stored(delivered._id))!.status).toBe('Shipped');
      expect((await stored(returned._id))!.status).toBe('Shipped');

      tcs.deliver(first, 'OK', 'DELIVERED', 'Bilal', new Date(Date.now() + 120_000));
      tcs.deliver(second, 'RS', 'RETURNED TO SHIPPER', '', new Date(Date.now() + 120_000));
      await shop.shop.app.get(CouriersService).trackDue();
      const done = await shop.get(`/api/v1/admin/orders/${delivered._id}`, { token: admin });
      expect(done.body.data.status).toBe('Delivered');
      expect(done.body.data.statusHistory.at(-1)).toMatchObject({ changedByName: 'TCS tracking' });
      const events = done.body.data.shipment.events as Array<{ code: string; description: string; location: string }>;
      expect(events).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ code: 'Arrived at TCS Facility', location: 'KARACHI' }),
          expect.objectContaining({ code: 'OK', description: 'DELIVERED, received by Bilal' }),
        ]),
      );
      expect((await stored(returned._id))!.status).toBe('Returned');
    });

    test('the adapter cancels once; a second cancellation and a wrong client id are refused in TCS words', async () => {
      const config = {
        clientId: tcs.clientId,
        userName: tcs.userName,
        password: tcs.password,
        costCenterCode: '01',
        originCity: 'Lahore',
        baseUrl: tcsUrl,
        service: 'D',
        parcelWeightKg: 1,
      };
      const adapter = new TcsAdapter(config);
      const { trackingNumber } = await adapter.book(parcel);
      expect(tcs.parcels.get(trackingNumber)!.request).toMatchObject({
        destinationCityName: 'Karachi',
        codAmount: '1500',
        services: 'D',
        weight: 1,
        consigneeEmail: 'sara@example.pk',
      });
      await adapter.cancel(trackingNumber);
      expect(tcs.parcels.get(trackingNumber)!.cancelled).toBe(true);
      expect(tcs.calls('/v1/cod/cancel-order').at(-1)).toMatchObject({
        method: 'PUT',
        fields: { userName: tcs.userName, password: tcs.password, consignmentNumber: trackingNumber },
      });
      await expect(adapter.cancel(trackingNumber)).rejects.toThrow('TCS refused: Failure: No Record Founds');
      const wrong = new TcsAdapter({ ...config, clientId: 'not-it' });
      await expect(wrong.track(trackingNumber)).rejects.toThrow('TCS refused: Invalid client id or secret.');
      expect(new TcsAdapter({ ...config, costCenterCode: '' }).configured).toBe(false);
    });
  });

  describe('M&P', () => {
    const book = (id: string) => bookWith('mp', id);

    test("booking sends the documented request, to M&P's written name for the city as typed ('Isb'), from its location", async () => {
      const order = await placeOrder('Isb', 2);
      const booked = await book(order._id);
      expect(booked.status).toBe(200);
      const cn = booked.body.data.shipment.trackingNumber as string;
      expect(booked.body.data).toMatchObject({ status: 'Shipped', shipment: { courier: 'mp', booked: true } });
      expect(booked.body.data.shipment.trackingUrl).toBe(`https://www.mulphilog.com/tracking/${cn}`);
      expect(mp.consignments.get(cn)!.request).toMatchObject({
        username: mp.username,
        password: mp.password,
        locationID: mp.locationId,
        consigneeName: 'Bilal Ahmed',
        destinationCityName: 'Islamabad',
        pieces: 1,
        weight: 0.5,
        codAmount: order.totalAmount,
        custRefNo: order.orderNumber,
        service: 'Overnight',
        fragile: 'No',
      });
      expect(mp.called('Branches/Get_Cities').at(-1)!.fields).toMatchObject({ AccountNo: mp.accountNo });
    });

    test("a city M&P does not list is refused (422) before booking; M&P's refusal answers 502 in its words; nothing written", async () => {
      const unknown = await placeOrder('Gwadar');
      const bookings = mp.called('Booking/InsertBookingData').length;
      const refused = await book(unknown._id);
      expect([refused.status, refused.body.message]).toEqual([
        422,
        'M&P does not deliver to "Gwadar". Please correct the city or choose another courier.',
      ]);
      expect(mp.called('Booking/InsertBookingData')).toHaveLength(bookings);
      const order = await placeOrder('Sialkot');
      mp.refuseNextBooking = 'Location is blocked';
      const answer = await book(order._id);
      expect([answer.status, answer.body.message]).toEqual([502, 'M&P refused: Location is blocked']);
      for (const id of [unknown._id, order._id]) {
        const record = await stored(id);
        expect([record!.status, record!.shipment]).toEqual(['Pending', undefined]);
      }
    });

    test('tracking, newest step first: Return to Origin stays Shipped; Delivered and Return to Shipper end the order', async () => {
      const delivered = await placeOrder('Peshawar');
      const returned = await placeOrder('Lahore');
      const first = (await book(delivered._id)).body.data.shipment.trackingNumber as string;
      const second = (await book(returned._id)).body.data.shipment.trackingNumber as string;
      mp.advance(first, 'Arrived at OPS', '', 'PESHAWAR', new Date(Date.now() + 60_000));
      mp.advance(second, 'Return to Origin', 'Refused by consignee', 'LAHORE', new Date(Date.now() + 60_000));
      await shop.shop.app.get(CouriersService).trackDue();
      expect((await stored(delivered._id))!.status).toBe('Shipped');
      expect((await stored(returned._id))!.status).toBe('Shipped');
      mp.advance(first, 'Delivered', 'Received by Bilal', 'PESHAWAR', new Date(Date.now() + 120_000));
      mp.advance(second, 'Return to Shipper', '', 'LAHORE', new Date(Date.now() + 120_000));
      await shop.shop.app.get(CouriersService).trackDue();
      const done = await shop.get(`/api/v1/admin/orders/${delivered._id}`, { token: admin });
      expect(done.body.data.status).toBe('Delivered');
      expect(done.body.data.statusHistory.at(-1)).toMatchObject({ changedByName: 'M&P tracking' });
      expect(done.body.data.shipment.events.at(-1)).toMatchObject({
        code: 'Delivered',
        description: 'Delivered: Received by Bilal',
        location: 'PESHAWAR',
      });
      expect((await stored(returned._id))!.status).toBe('Returned');
    });

    test('the adapter voids a consignment once; a second void and wrong credentials are refused in M&P words', async () => {
      const config = {
        username: mp.username,
        password: mp.password,
        accountNo: mp.accountNo,
        locationId: mp.locationId,
        baseUrl: mpUrl,
        service: 'Second Day',
        parcelWeightKg: 1,
      };
      const adapter = new MpAdapter(config);
      const { trackingNumber } = await adapter.book({ ...parcel, city: 'RWP' });
      expect(mp.consignments.get(trackingNumber)!.request).toMatchObject({
        destinationCityName: 'Rawalpindi',
        codAmount: 1500,
        service: 'Second Day',
      });
      await adapter.cancel(trackingNumber);
      expect(mp.consignments.get(trackingNumber)!.voided).toBe(true);
      expect(mp.called('Booking/VoidConsignment').at(-1)!.fields).toMatchObject({
        locationID: mp.locationId,
        consignmentNumberList: [trackingNumber],
      });
      await expect(adapter.cancel(trackingNumber)).rejects.toThrow(
        'M&P refused: Consignment not found or already voided',
      );
      await expect(adapter.track('544999999999')).rejects.toThrow('M&P refused: No Record Found');
      const wrong = new MpAdapter({ ...config, password: 'not-it' });
      await expect(wrong.track(trackingNumber)).rejects.toThrow('M&P refused: Invalid username or password');
    });
  });

  test('without rules, dispatch falls back to the first bookable courier in the fixed order: Call Courier before TCS', async () => {
    const order = await placeOrder('Islamabad');
    const choice = await shop.get(`/api/v1/admin/orders/${order._id}/dispatch`, { token: admin });
    expect(choice.body.data).toEqual({ courier: 'callcourier', courierName: 'Call Courier', rule: 0 });
    const rules = {
      rules: [{ courier: 'tcs', cities: ['Isb'], minCod: null, maxCod: null, maxWeightGrams: null }],
      defaultCourier: null,
      unitWeightGrams: 250,
    };
    expect((await shop.put('/api/v1/admin/dispatch-rules', rules, { token: admin })).status).toBe(200);
    const booked = await shop.post('/api/v1/admin/orders/bulk/book', { orderIds: [order._id] }, { token: admin });
    expect(booked.body.data.outcomes[0]).toMatchObject({ result: 'ok', message: 'Booked with TCS' });
  });
});

import { parse } from 'csv-parse/sync';
import { COURIERS_CONFIG, type CouriersConfig } from '../server/src/config/couriers-config';
import { CouriersService } from '../server/src/couriers/couriers.service';
import { FakePostEx } from './support/fake-postex';
import { pdfText as readPdf } from './support/pdf-text';
import { code128Bars, pdfBarcodes } from './support/pdf-barcodes';
import { SOLD_AS_ONE, TestShop } from './support/test-shop';

/**
 * Couriers: shipping by hand and through PostEx's API (a local server that follows PostEx's
 * documented requests and answers), tracking into Delivered and Returned, labels and packing slips as PDFs,
 * bulk work, CSV files, and courier payments against the cash outstanding. Every route is admins only.
 */
describe('Couriers: shipments, booking, tracking, labels, bulk work, cash reconciliation', () => {
  let shop: TestShop;
  let postex: FakePostEx;
  let admin: string;
  let customer: string;
  let productId: string;

  beforeAll(async () => {
    postex = new FakePostEx();
    const baseUrl = await postex.start();
    shop = await TestShop.start(
      {},
      {
        POSTEX_API_TOKEN: postex.token,
        POSTEX_BASE_URL: baseUrl,
        POSTEX_PICKUP_ADDRESS_CODE: '001',
        COURIER_TRACKING_MINUTES: '0',
      },
    );
    admin = await shop.login('admin@volt.demo', 'admin123');
    customer = (await shop.registerCustomer()).token;
    const product = await shop.products.findOne({ stockQuantity: { $gte: 40 }, ...SOLD_AS_ONE }).lean();
    productId = String(product!._id);
  });
  afterAll(async () => {
    await shop.stop();
    await postex.stop();
  });

  let phoneCounter = 0;
  /** A guest order (a fresh phone each, so the per-phone caps never bite), as the admin sees it. */
  async function placeOrder(
    quantity = 1,
    city = 'Lahore',
    to = { name: 'Ayesha Khan', address: 'House 12, Street 4, Gulberg III' },
  ) {
    const phone = `0300${String(4_000_000 + ++phoneCounter * 17).padStart(7, '0')}`;
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product: productId, quantity }],
      shippingAddress: { name: to.name, phone, address: to.address, city },
      paymentMethod: 'COD',
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data as { _id: string; orderNumber: string; totalAmount: number; accessKey: string };
    // Confirmed with the customer where the shop has the confirmation step (its call log); 404 before it.
    const confirmed = await shop.post(
      `/api/v1/admin/orders/${order._id}/confirmation-attempts`,
      { outcome: 'CONFIRMED', note: 'Confirmed on the phone' },
      { token: admin },
    );
    if (confirmed.status !== 404) expect(confirmed.status).toBeLessThan(300);
    return { ...order, phone };
  }

  async function pdfText(path: string, init: { method?: string; body?: unknown } = {}) {
    return readPdf(await pdfData(path, init));
  }

  /** A PDF the admin API answers, checked as one. */
  async function pdfData(path: string, init: { method?: string; body?: unknown } = {}) {
    const response = await fetch(shop.baseUrl + path, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${admin}`,
        ...(init.body ? { 'content-type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const data = Buffer.from(await response.arrayBuffer());
    expect(data.subarray(0, 5).toString()).toBe('%PDF-');
    return data;
  }

  test('every courier route and operation is for admins only (401 without a token, 403 for a customer)', async () => {
    const order = await placeOrder();
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/v1/admin/couriers'],
      ['POST', `/api/v1/admin/orders/${order._id}/ship`, { courier: 'tcs', trackingNumber: '1' }],
      ['POST', `/api/v1/admin/orders/${order._id}/book`, {}],
      ['POST', `/api/v1/admin/orders/${order._id}/tracking`, {}],
      ['GET', `/api/v1/admin/orders/${order._id}/label.pdf`],
      ['GET', `/api/v1/admin/orders/${order._id}/packing-slip.pdf`],
      ['POST', '/api/v1/admin/orders/labels', { orderIds: [order._id] }],
      ['POST', '/api/v1/admin/orders/packing-slips', { orderIds: [order._id] }],
      ['POST', '/api/v1/admin/orders/bulk/status', { orderIds: [order._id], status: 'Processing' }],
      ['POST', '/api/v1/admin/orders/bulk/book', { orderIds: [order._id] }],
      ['POST', '/api/v1/admin/orders/export.csv', { orderIds: [order._id] }],
      ['POST', '/api/v1/admin/orders/status-import', { csv: 'Tracking Number,Status\n1,Delivered\n' }],
      ['GET', '/api/v1/admin/remittances'],
      ['GET', '/api/v1/admin/remittances/outstanding'],
      ['POST', '/api/v1/admin/remittances', {}],
      ['POST', '/api/v1/admin/remittances/import', { courier: 'postex', csv: 'x\n1\n' }],
      ['POST', '/api/v1/admin/remittances/fetch', { courier: 'postex' }],
    ];
    for (const [method, path, body] of routes) {
      expect([method, path, (await shop.request(method, path, { body })).status]).toEqual([method, path, 401]);
      expect([method, path, (await shop.request(method, path, { body, token: customer })).status]).toEqual([
        method,
        path,
        403,
      ]);
    }
    for (const query of [
      '{ couriers { code } }',
      '{ cashOutstanding { total } }',
      '{ courierPayments { id } }',
      `mutation { shipOrder(id: "${order._id}", input: { courier: "tcs", trackingNumber: "1" }) { id } }`,
      `mutation { bookShipment(id: "${order._id}") { id } }`,
      `mutation { refreshTracking(id: "${order._id}") { id } }`,
      'mutation { fetchCourierPayments(courier: "postex") { checked } }',
    ]) {
      const answer = await shop.graphql(query, undefined, customer);
      expect([query, answer.body.errors?.[0]?.extensions?.code]).toEqual([query, 'FORBIDDEN']);
    }
    const stored = await shop.model<{ status: string; shipment?: unknown }>('OrderRecord').findById(order._id).lean();
    expect(stored!.status).toBe('Pending');
    expect(stored!.shipment).toBeUndefined();
  });

  test('couriers list: every courier with its tracking page; PostEx can be booked here', async () => {
    const answer = await shop.get('/api/v1/admin/couriers', { token: admin });
    expect(answer.status).toBe(200);
    const codes = answer.body.data.map((c: { code: string }) => c.code);
    expect(codes).toEqual(['tcs', 'leopards', 'postex', 'mp', 'trax', 'blueex', 'callcourier', 'pakpost', 'own_rider']);
    const postexRow = answer.body.data.find((c: { code: string }) => c.code === 'postex');
    expect(postexRow).toMatchObject({ name: 'PostEx', canBook: true });
    expect(answer.body.data.find((c: { code: string }) => c.code === 'tcs').canBook).toBe(false);
  });

  test('shipping by hand: courier and tracking number (or own rider and name); the tracking link reaches the customer', async () => {
    const order = await placeOrder();
    const path = `/api/v1/admin/orders/${order._id}/ship`;
    expect((await shop.post(path, { courier: 'fedex', trackingNumber: '1' }, { token: admin })).body.message).toMatch(
      /courier must be one of/,
    );
    const noNumber = await shop.post(path, { courier: 'tcs' }, { token: admin });
    expect([noNumber.status, noNumber.body.message]).toEqual([400, 'Please enter the tracking number']);
    const shipped = await shop.post(path, { courier: 'tcs', trackingNumber: '779912345678' }, { token: admin });
    expect(shipped.status).toBe(200);
    expect(shipped.body.data.status).toBe('Shipped');
    expect(shipped.body.data.shipment).toMatchObject({
      courier: 'tcs',
      courierName: 'TCS',
      trackingNumber: '779912345678',
      trackingUrl: 'https://www.tcsexpress.com/track/779912345678',
      booked: false,
    });
    expect(shipped.body.data.shipment.events).toHaveLength(1);
    expect((await shop.post(path, { courier: 'tcs', trackingNumber: '2' }, { token: admin })).status).toBe(409);

    // The guest's own order page (REST with its key, GraphQL) shows the courier, the link and the events.
    const guestView = await shop.get(`/api/v1/orders/${order._id}?key=${order.accessKey}`);
    expect(guestView.body.data.shipment.trackingUrl).toBe('https://www.tcsexpress.com/track/779912345678');
    const graph = await shop.graphql(
      'query($id: ID!, $key: String) { order(id: $id, accessKey: $key) { shipment { courierName trackingNumber trackingUrl events { code description } } } }',
      { id: order._id, key: order.accessKey },
    );
    expect(graph.body.data.order.shipment).toMatchObject({ courierName: 'TCS', trackingNumber: '779912345678' });
    expect(graph.body.data.order.shipment.events[0].code).toBe('SHIPPED');

    // Tracking by order number and phone (no key) shows the parcel too, REST and GraphQL.
    const tracked = await shop.get(
      `/api/v1/orders/track?orderNumber=${order.orderNumber}&phone=${encodeURIComponent(order.phone)}`,
    );
    expect(tracked.status).toBe(200);
    expect(tracked.body.data.shipment).toMatchObject({
      courierName: 'TCS',
      trackingNumber: '779912345678',
      trackingUrl: 'https://www.tcsexpress.com/track/779912345678',
    });
    expect(tracked.body.data.shipment).not.toHaveProperty('paymentId');
    const trackedGraph = await shop.graphql(
      'query($n: String!, $p: String!) { trackOrder(orderNumber: $n, phone: $p) { shipment { courierName trackingUrl events { code } } } }',
      { n: order.orderNumber, p: order.phone },
    );
    expect(trackedGraph.data.trackOrder.shipment).toMatchObject({ courierName: 'TCS', events: [{ code: 'SHIPPED' }] });

    const rider = await placeOrder();
    const riderPath = `/api/v1/admin/orders/${rider._id}/ship`;
    const noName = await shop.post(riderPath, { courier: 'own_rider' }, { token: admin });
    expect([noName.status, noName.body.message]).toEqual([400, "Please enter the rider's name"]);
    const byRider = await shop.graphql(
      'mutation($id: ID!) { shipOrder(id: $id, input: { courier: "own_rider", riderName: "Bilal" }) { status shipment { courierName riderName trackingUrl } } }',
      { id: rider._id },
      admin,
    );
    expect(byRider.body.data.shipOrder).toEqual({
      status: 'Shipped',
      shipment: { courierName: 'Own rider', riderName: 'Bilal', trackingUrl: null },
    });
  });

  test('booking through PostEx sends the documented request; tracking on demand turns 0005 into Delivered', async () => {
    const order = await placeOrder(2, 'Karachi');
    const booked = await shop.post(`/api/v1/admin/orders/${order._id}/book`, {}, { token: admin });
    expect(booked.status).toBe(200);
    const trackingNumber = booked.body.data.shipment.trackingNumber;
    expect(booked.body.data).toMatchObject({ status: 'Shipped', shipment: { courier: 'postex', booked: true } });
    expect(booked.body.data.shipment.trackingUrl).toBe(`https://postex.pk/tracking?cn=${trackingNumber}`);
    const sent = postex.parcels.get(trackingNumber)!.request;
    expect(sent).toMatchObject({
      orderRefNumber: order.orderNumber,
      invoicePayment: order.totalAmount,
      customerName: 'Ayesha Khan',
      deliveryAddress: 'House 12, Street 4, Gulberg III',
      cityName: 'Karachi',
      items: 2,
      orderType: 'Normal',
      invoiceDivision: 1,
      pickupAddressCode: '001',
    });
    expect(sent.customerPhone).toMatch(/^03\d{9}$/);
    expect(postex.requests.every((request) => request.token === postex.token)).toBe(true);

    postex.advance(trackingNumber, '0004', 'Package on Route', new Date(Date.now() + 2000));
    const onRoute = await shop.post(`/api/v1/admin/orders/${order._id}/tracking`, {}, { token: admin });
    expect(onRoute.body.data.status).toBe('Shipped');
    // Oldest first; PostEx's first step and our booking note happen within the same second.
    const codes = onRoute.body.data.shipment.events.map((e: { code: string }) => e.code);
    expect([...codes].sort()).toEqual(['0001', '0004', 'BOOKED']);
    expect(codes.at(-1)).toBe('0004');

    postex.advance(trackingNumber, '0005', 'Delivered', new Date(Date.now() + 4000));
    const delivered = await shop.graphql(
      'mutation($id: ID!) { refreshTracking(id: $id) { status statusHistory { status changedByName changedByRole } shipment { deliveredAt events { code } } } }',
      { id: order._id },
      admin,
    );
    const result = delivered.body.data.refreshTracking;
    expect(result.status).toBe('Delivered');
    expect(result.shipment.deliveredAt).toBeTruthy();
    expect(result.statusHistory.at(-1)).toEqual({
      status: 'Delivered',
      changedByName: 'PostEx tracking',
      changedByRole: 'system',
    });
    // A second refresh changes nothing (events are kept once).
    const again = await shop.post(`/api/v1/admin/orders/${order._id}/tracking`, {}, { token: admin });
    expect(again.body.data.shipment.events).toHaveLength(4);
    expect(again.body.data.status).toBe('Delivered');
  });

  test("a refusal from PostEx answers 502 with PostEx's message and writes nothing", async () => {
    const order = await placeOrder();
    postex.refuseNextBooking = 'CITY NOT SERVED';
    const refused = await shop.post(`/api/v1/admin/orders/${order._id}/book`, {}, { token: admin });
    expect([refused.status, refused.body.message]).toEqual([502, 'PostEx refused: CITY NOT SERVED']);
    const stored = await shop.model<{ status: string; shipment?: unknown }>('OrderRecord').findById(order._id).lean();
    expect([stored!.status, stored!.shipment]).toEqual(['Pending', undefined]);
  });

  test('an unconfirmed order is not shipped: the confirmation gate refuses (409) before anything is booked', async () => {
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product: productId, quantity: 1 }],
      shippingAddress: {
        name: 'Gate Test',
        phone: '0300 4449911',
        address: 'House 3, Street 9, Model Town',
        city: 'Lahore',
      },
      paymentMethod: 'COD',
    });
    expect(placed.status).toBe(201);
    const id = placed.body.data._id as string;
    const before = postex.parcels.size;
    const booked = await shop.post(`/api/v1/admin/orders/${id}/book`, {}, { token: admin });
    expect([booked.status, booked.body.message]).toEqual([
      409,
      'Confirm this order with the customer before processing it',
    ]);
    expect(postex.parcels.size).toBe(before);
    const byHand = await shop.post(
      `/api/v1/admin/orders/${id}/ship`,
      { courier: 'tcs', trackingNumber: 'T1' },
      { token: admin },
    );
    expect(byHand.status).toBe(409);
    const stored = await shop.model<{ status: string; shipment?: unknown }>('OrderRecord').findById(id).lean();
    expect([stored!.status, stored!.shipment]).toEqual(['Pending', undefined]);
  });

  test('the schedule tracks every booked parcel: a returned parcel (0006) makes the order Returned, stock back', async () => {
    const order = await placeOrder(3);
    const before = (await shop.products.findById(productId).lean())!.stockQuantity;
    const booked = await shop.post(`/api/v1/admin/orders/${order._id}/book`, {}, { token: admin });
    const trackingNumber = booked.body.data.shipment.trackingNumber;
    postex.advance(trackingNumber, '0013', 'Attempt Made: RFD');
    postex.advance(trackingNumber, '0006', 'Returned');
    await shop.shop.app.get(CouriersService).trackDue();
    const stored = await shop.get(`/api/v1/admin/orders/${order._id}`, { token: admin });
    expect(stored.body.data.status).toBe('Returned');
    expect(stored.body.data.shipment.returnedAt).toBeTruthy();
    expect((await shop.products.findById(productId).lean())!.stockQuantity).toBe(before + 3);
    // The schedule's change is the System's in the audit log.
    const audit = await shop.get(`/api/v1/admin/audit?entityId=${order._id}`, { token: admin });
    expect(audit.body.data[0]).toMatchObject({ actor: { kind: 'system', name: 'System' }, action: 'status' });
    expect(audit.body.data[0].changes).toContainEqual({ field: 'status', from: 'Shipped', to: 'Returned' });
  });

  test('labels (4 x 6 in) and packing slips (A4): one page per order, with the texts a courier needs', async () => {
    const first = await placeOrder(2, 'Multan');
    const second = await placeOrder(1, 'Quetta');
    const booked = await shop.post(`/api/v1/admin/orders/${first._id}/book`, {}, { token: admin });
    const trackingNumber = booked.body.data.shipment.trackingNumber;
    const label = await pdfText(`/api/v1/admin/orders/${first._id}/label.pdf`);
    expect(label.pages).toBe(1);
    for (const text of [
      'Volt Accessories',
      'Ayesha Khan',
      'City: MULTAN',
      `COD Rs. ${first.totalAmount.toLocaleString('en-US')}`,
      `Order ${first.orderNumber}`,
      `PostEx tracking ${trackingNumber}`,
      'House 12, Street 4, Gulberg III',
    ])
      expect(label.text).toContain(text);
    // The barcodes carry their numbers as text under the bars (bwip-js `includetext`, drawn into the image):
    // the visible text is checked above; the picture was looked at (docs/operations.md).
    const both = await pdfText('/api/v1/admin/orders/labels', {
      method: 'POST',
      body: { orderIds: [first._id, second._id] },
    });
    expect(both.pages).toBe(2);
    expect(both.text.indexOf(first.orderNumber)).toBeLessThan(both.text.indexOf(second.orderNumber));
    expect(both.text).toContain('Not booked with a courier yet');

    const product = await shop.products.findById(productId).lean();
    const slip = await pdfText(`/api/v1/admin/orders/${first._id}/packing-slip.pdf`);
    for (const text of ['Packing Slip', `Order: ${first.orderNumber}`, product!.name, 'Total (cash on delivery)'])
      expect(slip.text).toContain(text);
    const slips = await pdfText('/api/v1/admin/orders/packing-slips', {
      method: 'POST',
      body: { orderIds: [first._id, second._id] },
    });
    expect(slips.pages).toBe(2);
    const unknown = await shop.post(
      '/api/v1/admin/orders/labels',
      { orderIds: ['0123456789abcdef01234567'] },
      { token: admin },
    );
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Order not found']);
    const none = await shop.post('/api/v1/admin/orders/labels', { orderIds: [] }, { token: admin });
    expect([none.status, none.body.message]).toEqual([400, 'Select at least one order']);
    // pdf-parse runs in a child process per document (pdf.js starts slowly on a loaded machine).
  }, 180_000);

  test("once shipped, a label carries the tracking number in the courier's barcode, or the own rider's name", async () => {
    const booked = await placeOrder(1, 'Multan');
    const tracking = (await shop.post(`/api/v1/admin/orders/${booked._id}/book`, {}, { token: admin })).body.data
      .shipment.trackingNumber as string;
    const byHand = await placeOrder(1, 'Lahore');
    const shipped = await shop.post(
      `/api/v1/admin/orders/${byHand._id}/ship`,
      { courier: 'leopards', trackingNumber: 'KI704512389' },
      { token: admin },
    );
    expect(shipped.status).toBeLessThan(300);
    const byTrax = await placeOrder(1, 'Karachi');
    await shop.post(
      `/api/v1/admin/orders/${byTrax._id}/ship`,
      { courier: 'trax', trackingNumber: '202405123456' },
      { token: admin },
    );
    const ridden = await placeOrder(1, 'Lahore');
    await shop.post(
      `/api/v1/admin/orders/${ridden._id}/ship`,
      { courier: 'own_rider', riderName: 'Bilal Rider' },
      { token: admin },
    );
    const waiting = await placeOrder(1, 'Quetta');
    const orders = [booked, byHand, byTrax, ridden, waiting];
    const data = await pdfData('/api/v1/admin/orders/labels', {
      method: 'POST',
      body: { orderIds: orders.map((order) => order._id) },
    });
    const { text, pages } = await readPdf(data);
    expect(pages).toBe(5);
    for (const line of [
      `PostEx tracking ${tracking}`,
      'Leopards Courier tracking KI704512389',
      'Trax tracking 202405123456',
      'Own rider: Bilal Rider',
      'Not booked with a courier yet',
    ])
      expect(text).toContain(line);
    // Each page's barcodes, read back from the PDF's pictures: the order number, then the tracking number once
    // a courier has the parcel; none for the tracking of an own rider's or a waiting parcel.
    const pictures = await pdfBarcodes(data);
    const barsOn = (page: number) => pictures.filter((picture) => picture.page === page).map((picture) => picture.bars);
    expect(barsOn(1)).toEqual([code128Bars(booked.orderNumber), code128Bars(tracking)]);
    expect(barsOn(2)).toEqual([code128Bars(byHand.orderNumber), code128Bars('KI704512389')]);
    expect(barsOn(3)).toEqual([code128Bars(byTrax.orderNumber), code128Bars('202405123456')]);
    expect(barsOn(4)).toEqual([code128Bars(ridden.orderNumber)]);
    expect(barsOn(5)).toEqual([code128Bars(waiting.orderNumber)]);
  }, 180_000);

  test('Urdu names and addresses print in an Arabic-script font on labels and slips, never as ?', async () => {
    const order = await placeOrder(1, 'لاہور', { name: 'محمد علی', address: 'مکان نمبر 12، گلی 3، لاہور' });
    await shop.post(`/api/v1/admin/orders/${order._id}/book`, {}, { token: admin });
    const label = await pdfText(`/api/v1/admin/orders/${order._id}/label.pdf`);
    const slip = await pdfText(`/api/v1/admin/orders/${order._id}/packing-slip.pdf`);
    for (const document of [label, slip]) {
      // A letter's dot or stroke drawn as a glyph of its own (noon's dot, gaf's stroke) maps to no text: pdf.js
      // reads it as a control character, left out here.
      const text = document.text.replace(/[^\P{Cc}\n]/gu, '');
      for (const word of ['محمد', 'علی', 'مکان', 'گلی', 'لاہور', '12', '3', order.orderNumber])
        expect(text).toContain(word);
      // Where such a mark is placed apart (نمبر's noon), pdf.js reads the word back in pieces, in the order they
      // stand on the page. The picture was looked at (docs/operations.md).
      expect(text.replace(/\s+/g, '')).toMatch(/نمبر|مبرن/);
      expect(text).not.toMatch(/[?\uFFFD]/);
    }
    expect(label.text).toContain('City:');
    expect(label.pages).toBe(1);
  });

  test('bulk: to Processing with a report per order; Shipped only with an own rider; booking many', async () => {
    const a = await placeOrder();
    const b = await placeOrder();
    const processing = await shop.post(
      '/api/v1/admin/orders/bulk/status',
      { orderIds: [a._id, b._id, a._id], status: 'Processing' },
      { token: admin },
    );
    expect(processing.status).toBe(200);
    expect(processing.body.data).toMatchObject({ ok: 2, unchanged: 0, failed: 0 });
    const again = await shop.post(
      '/api/v1/admin/orders/bulk/status',
      { orderIds: [a._id], status: 'Processing' },
      { token: admin },
    );
    expect(again.body.data).toMatchObject({ ok: 0, unchanged: 1 });
    const delivered = await shop.post(
      '/api/v1/admin/orders/bulk/status',
      { orderIds: [a._id], status: 'Delivered' },
      { token: admin },
    );
    expect([delivered.status, delivered.body.message]).toEqual([400, 'status must be Processing or Shipped']);
    const noRider = await shop.post(
      '/api/v1/admin/orders/bulk/status',
      { orderIds: [a._id], status: 'Shipped' },
      { token: admin },
    );
    expect(noRider.status).toBe(400);
    const rider = await shop.post(
      '/api/v1/admin/orders/bulk/status',
      { orderIds: [a._id], status: 'Shipped', shipment: { courier: 'own_rider', riderName: 'Bilal' } },
      { token: admin },
    );
    expect(rider.body.data.outcomes[0]).toMatchObject({ result: 'ok', order: { status: 'Shipped' } });

    const c = await placeOrder();
    const many = await shop.graphql(
      'mutation($ids: [ID!]!) { bookShipments(input: { orderIds: $ids }) { ok failed outcomes { orderNumber result message order { shipment { trackingNumber } } } } }',
      { ids: [b._id, c._id, a._id] },
      admin,
    );
    expect(many.body.data.bookShipments).toMatchObject({ ok: 2, failed: 1 });
    expect(many.body.data.bookShipments.outcomes[2]).toMatchObject({
      result: 'failed',
      message: 'This order already has a shipment',
    });
  });

  test('orders not ready for shipping (unconfirmed, cancelled, blocklisted phone) are refused per order: no booking, label, slip or PostEx row', async () => {
    const ready = await placeOrder(1, 'Sialkot');
    const unconfirmedPhone = `0300${String(7_000_000 + ++phoneCounter).padStart(7, '0')}`;
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product: productId, quantity: 1 }],
      shippingAddress: { name: 'Not Confirmed', phone: unconfirmedPhone, address: 'House 1, Street 2', city: 'Lahore' },
      paymentMethod: 'COD',
    });
    const unconfirmed = placed.body.data as { _id: string; orderNumber: string };
    const cancelled = await placeOrder();
    const cancelling = await shop.put(
      `/api/v1/orders/guest/${cancelled._id}/status`,
      { status: 'Cancelled' },
      { token: admin },
    );
    expect(cancelling.status).toBe(200);
    const blocked = await placeOrder();
    const block = await shop.post(
      '/api/v1/admin/blocklist',
      { phone: blocked.phone, reason: 'Refused three parcels' },
      { token: admin },
    );
    expect(block.status).toBe(201);
    const orderIds = [ready._id, unconfirmed._id, cancelled._id, blocked._id];
    const refusals = [
      {
        orderNumber: unconfirmed.orderNumber,
        result: 'failed',
        message: 'Confirm this order with the customer before processing it',
      },
      { orderNumber: cancelled.orderNumber, result: 'failed', message: 'Not for shipping: the order is Cancelled' },
      {
        orderNumber: blocked.orderNumber,
        result: 'failed',
        message: 'Not for shipping: the phone or e-mail is on the blocklist',
      },
    ];
    const expectedReport = {
      ok: 1,
      failed: 3,
      outcomes: [{ orderNumber: ready.orderNumber, result: 'ok' }, ...refusals],
    };
    const post = (path: string, body: unknown) =>
      fetch(`${shop.baseUrl}/api/v1/admin/orders/${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const reportOf = (response: Response) =>
      JSON.parse(decodeURIComponent(response.headers.get('x-orders-report') ?? '{}')) as unknown;

    for (const path of ['labels', 'packing-slips']) {
      const response = await post(path, { orderIds });
      expect([path, response.status]).toEqual([path, 200]);
      expect(reportOf(response)).toMatchObject(expectedReport);
      const pdf = await readPdf(Buffer.from(await response.arrayBuffer()));
      expect([path, pdf.pages]).toEqual([path, 1]);
      expect(pdf.text).toContain(ready.orderNumber);
      for (const refused of [unconfirmed, cancelled, blocked]) expect(pdf.text).not.toContain(refused.orderNumber);
    }
    const sheet = await post('export.csv', { orderIds, layout: 'postex' });
    expect(reportOf(sheet)).toMatchObject(expectedReport);
    const rows = parse(await sheet.text(), { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows.map((row) => row['Order Reference'])).toEqual([ready.orderNumber]);

    // Nothing ready at all: a clear 409 naming the reasons, and no document.
    const none = await post('labels', { orderIds: [unconfirmed._id, blocked._id] });
    expect(none.status).toBe(409);
    expect(((await none.json()) as { message: string }).message).toBe(
      `None of the selected orders may be shipped (${unconfirmed.orderNumber}: Confirm this order with the customer before processing it; ${blocked.orderNumber}: Not for shipping: the phone or e-mail is on the blocklist)`,
    );
    const single = await shop.get(`/api/v1/admin/orders/${cancelled._id}/label.pdf`, { token: admin });
    expect([single.status, single.body.message]).toEqual([
      409,
      `${cancelled.orderNumber}: Not for shipping: the order is Cancelled`,
    ]);

    const parcelsBefore = postex.parcels.size;
    const booked = await shop.post('/api/v1/admin/orders/bulk/book', { orderIds }, { token: admin });
    expect(booked.body.data).toMatchObject(expectedReport);
    expect(postex.parcels.size).toBe(parcelsBefore + 1);
    const shipped = await shop.graphql(
      `mutation($ids: [ID!]!) { bulkSetOrderStatus(input: { orderIds: $ids, status: Shipped, shipment: { courier: "own_rider", riderName: "Bilal" } }) {
        ok failed outcomes { orderNumber result message } } }`,
      { ids: orderIds.slice(1) },
      admin,
    );
    expect(shipped.body.data.bulkSetOrderStatus).toMatchObject({ ok: 0, failed: 3, outcomes: refusals });
    const stored = await shop
      .model<{ _id: unknown; status: string; shipment?: unknown }>('OrderRecord')
      .find({ _id: { $in: orderIds } })
      .lean();
    const byId = new Map(stored.map((order) => [String(order._id), order]));
    expect(orderIds.map((id) => [byId.get(id)!.status, Boolean(byId.get(id)!.shipment)])).toEqual([
      ['Shipped', true],
      ['Pending', false],
      ['Cancelled', false],
      ['Pending', false],
    ]);
  }, 180_000);

  test('CSV: plain and PostEx bulk-upload layouts; a status file moves Delivered and Returned, per row, no half writes', async () => {
    const a = await placeOrder(1, 'Peshawar');
    const b = await placeOrder();
    const pending = await placeOrder();
    const response = await fetch(`${shop.baseUrl}/api/v1/admin/orders/export.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderIds: [a._id, b._id], layout: 'postex' }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const rows = parse(await response.text(), { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      'Order Reference': a.orderNumber,
      'City Name': 'Peshawar',
      'Invoice Payment': String(a.totalAmount),
    });
    expect(rows[0]['Customer Phone']).toMatch(/^03\d{9}$/);
    const plain = await fetch(`${shop.baseUrl}/api/v1/admin/orders/export.csv`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ orderIds: [a._id] }),
    });
    const plainRows = parse(await plain.text(), { columns: true, bom: true }) as Array<Record<string, string>>;
    expect(plainRows[0]).toMatchObject({
      'Order Number': a.orderNumber,
      Status: 'Pending',
      'COD Amount': String(a.totalAmount),
    });
    const badLayout = await shop.post(
      '/api/v1/admin/orders/export.csv',
      { orderIds: [a._id], layout: 'xls' },
      { token: admin },
    );
    expect([badLayout.status, badLayout.body.message]).toEqual([400, 'layout must be plain or postex']);

    await shop.post(
      `/api/v1/admin/orders/${a._id}/ship`,
      { courier: 'leopards', trackingNumber: 'LE7001' },
      { token: admin },
    );
    await shop.post(
      `/api/v1/admin/orders/${b._id}/ship`,
      { courier: 'leopards', trackingNumber: 'LE7002' },
      { token: admin },
    );
    // Dated the day the orders were placed: a courier's date is never before the order (nor in the future).
    const today = new Date().toISOString().slice(0, 10);
    const csv = [
      'Tracking Number,Status,Date',
      `LE7001,Delivered,${today}`,
      `LE7002,Returned to shipper,${today}`,
      `NOPE123,Delivered,${today}`,
      `LE7001,In transit,${today}`,
      `,Delivered,${today}`,
    ].join('\n');
    const withOrder = `${csv}\n`;
    const imported = await shop.post('/api/v1/admin/orders/status-import', { csv: withOrder }, { token: admin });
    expect(imported.status).toBe(200);
    const outcomes = imported.body.data.outcomes.map((o: { row: number; result: string }) => [o.row, o.result]);
    expect(outcomes).toEqual([
      [1, 'ok'],
      [2, 'ok'],
      [3, 'failed'],
      [4, 'unchanged'],
      [5, 'failed'],
    ]);
    const statuses = await Promise.all(
      [a, b].map(async (order) => (await shop.get(`/api/v1/admin/orders/${order._id}`, { token: admin })).body.data),
    );
    expect(statuses.map((order) => order.status)).toEqual(['Delivered', 'Returned']);
    expect(statuses[0].shipment.deliveredAt).toBe(new Date(today).toISOString());

    // A Pending order named by order number is refused and left as it was.
    const refused = await shop.post(
      '/api/v1/admin/orders/status-import',
      { csv: `Order Number,Status\n${pending.orderNumber},Delivered\n` },
      { token: admin },
    );
    expect(refused.body.data.outcomes[0]).toMatchObject({
      result: 'failed',
      message: 'The order is Pending, not Shipped with a courier',
    });
    expect((await shop.get(`/api/v1/admin/orders/${pending._id}`, { token: admin })).body.data.status).toBe('Pending');
    const noColumns = await shop.post('/api/v1/admin/orders/status-import', { csv: 'a,b\n1,2\n' }, { token: admin });
    expect(noColumns.status).toBe(400);
  });

  test('cash: delivered COD orders are outstanding by courier and age until a payment covers them; wrong amounts are flagged', async () => {
    const orders = [await placeOrder(1), await placeOrder(2), await placeOrder(1)];
    const tracking: string[] = [];
    for (const order of orders) {
      const booked = await shop.post(`/api/v1/admin/orders/${order._id}/book`, {}, { token: admin });
      tracking.push(booked.body.data.shipment.trackingNumber);
    }
    // Delivered 3, 10 and 40 days ago (as PostEx reports it).
    const days = [3, 10, 40];
    orders.forEach((_, i) =>
      postex.advance(tracking[i], '0005', 'Delivered', new Date(Date.now() - days[i] * 86_400_000)),
    );
    for (const order of orders) await shop.post(`/api/v1/admin/orders/${order._id}/tracking`, {}, { token: admin });

    const outstanding = (await shop.get('/api/v1/admin/remittances/outstanding', { token: admin })).body.data;
    const row = outstanding.byCourier.find((r: { courier: string }) => r.courier === 'postex');
    const mine = outstanding.items.filter((item: { id: string }) => orders.some((o) => o._id === item.id));
    expect(mine.map((item: { ageDays: number }) => item.ageDays).sort((x: number, y: number) => x - y)).toEqual([
      3, 10, 40,
    ]);
    expect(row.days0to7).toBeGreaterThanOrEqual(orders[0].totalAmount);
    expect(row.days8to14).toBeGreaterThanOrEqual(orders[1].totalAmount);
    expect(row.over30).toBeGreaterThanOrEqual(orders[2].totalAmount);

    const charges = 250;
    const exact = orders[0].totalAmount + orders[1].totalAmount - charges;
    const paid = await shop.post(
      '/api/v1/admin/remittances',
      {
        courier: 'postex',
        date: '2025-06-22',
        reference: 'CPR-1001',
        amount: exact,
        charges,
        orderIds: [orders[0]._id, orders[1]._id],
      },
      { token: admin },
    );
    expect(paid.status).toBe(201);
    expect(paid.body.data).toMatchObject({
      flagged: false,
      difference: 0,
      orderNumbers: [orders[0].orderNumber, orders[1].orderNumber],
    });
    const twice = await shop.post(
      '/api/v1/admin/remittances',
      { courier: 'postex', date: '2025-06-22', reference: 'CPR-1002', amount: 1, orderIds: [orders[1]._id] },
      { token: admin },
    );
    expect(twice.status).toBe(409);
    const sameRef = await shop.post(
      '/api/v1/admin/remittances',
      { courier: 'postex', date: '2025-06-22', reference: 'CPR-1001', amount: 1, orderIds: [orders[2]._id] },
      { token: admin },
    );
    expect(sameRef.status).toBe(409);
    const wrongCourier = await shop.post(
      '/api/v1/admin/remittances',
      { courier: 'tcs', date: '2025-06-22', reference: 'T-1', amount: 1, orderIds: [orders[2]._id] },
      { token: admin },
    );
    expect([wrongCourier.status, wrongCourier.body.message]).toEqual([
      400,
      `Order ${orders[2].orderNumber} was not shipped with TCS`,
    ]);
    const badInput = await shop.post(
      '/api/v1/admin/remittances',
      { courier: 'postex', date: 'soon', reference: '', amount: -1, orderIds: [] },
      { token: admin },
    );
    expect(badInput.status).toBe(400);

    const after = (await shop.get('/api/v1/admin/remittances/outstanding', { token: admin })).body.data;
    const left = after.items.filter((item: { id: string }) => orders.some((o) => o._id === item.id));
    expect(left.map((item: { id: string }) => item.id)).toEqual([orders[2]._id]);
    expect(after.total).toBeCloseTo(outstanding.total - orders[0].totalAmount - orders[1].totalAmount, 2);
    const order0 = (await shop.get(`/api/v1/admin/orders/${orders[0]._id}`, { token: admin })).body.data;
    expect(order0.shipment.paymentId).toBe(paid.body.data._id);
    // Which payment paid the cash is the merchant's: the customer's own views do not carry it.
    const guestView = (await shop.get(`/api/v1/orders/${orders[0]._id}?key=${orders[0].accessKey}`)).body.data;
    expect(guestView.shipment.courierName).toBeTruthy();
    expect(guestView.shipment).not.toHaveProperty('paymentId');
    expect(guestView.shipment).not.toHaveProperty('paidAt');
    const guestGraphql = await shop.graphql(
      'query($id: ID!, $key: String) { order(id: $id, accessKey: $key) { shipment { paymentId paidAt } } }',
      { id: orders[0]._id, key: orders[0].accessKey },
    );
    expect(guestGraphql.data.order.shipment).toEqual({ paymentId: null, paidAt: null });

    // The courier's payment file: one good payment short by Rs. 100 (flagged), one whose row names no order (not written).
    const file = [
      'Payment Reference,Payment Date,Tracking Number,COD Amount,Charges,Net Amount',
      `CPR-2001,2025-06-23,${tracking[2]},${orders[2].totalAmount},150,${orders[2].totalAmount - 250}`,
      `CPR-2002,2025-06-23,2999999999,1000,100,900`,
    ].join('\n');
    const imported = await shop.graphql(
      'mutation($csv: String!) { importCourierPayments(input: { courier: "postex", csv: $csv }) { payments { reference flagged difference } rows { row reference result message } } }',
      { csv: file },
      admin,
    );
    const report = imported.body.data.importCourierPayments;
    expect(report.payments).toEqual([{ reference: 'CPR-2001', flagged: true, difference: -100 }]);
    expect(report.rows.map((r: { row: number; result: string }) => [r.row, r.result])).toEqual([
      [1, 'ok'],
      [2, 'failed'],
    ]);
    const list = (await shop.get('/api/v1/admin/remittances', { token: admin })).body.data;
    expect(list.map((p: { reference: string }) => p.reference).sort()).toEqual(['CPR-1001', 'CPR-2001']);
    const graph = await shop.graphql(
      '{ cashOutstanding { total orders byCourier { courier amount } } }',
      undefined,
      admin,
    );
    expect(graph.body.data.cashOutstanding.total).toBeCloseTo(after.total - orders[2].totalAmount, 2);
  });

  test("payments fetched from PostEx's API: one payment per CPR number, idempotent, also on the schedule", async () => {
    const payments = shop.model<{ reference: string }>('CourierPaymentRecord');
    const orders = [await placeOrder(1), await placeOrder(2), await placeOrder(1)];
    const tracking: string[] = [];
    for (const order of orders) {
      const booked = await shop.post(`/api/v1/admin/orders/${order._id}/book`, {}, { token: admin });
      tracking.push(booked.body.data.shipment.trackingNumber);
      postex.advance(tracking.at(-1)!, '0005', 'Delivered', new Date(Date.now() + 2000));
      const delivered = await shop.post(`/api/v1/admin/orders/${order._id}/tracking`, {}, { token: admin });
      expect(delivered.body.data.status).toBe('Delivered');
    }
    // PostEx pays the first two under one CPR on 23 Nov, 15:30 Pakistan time; the third is not paid yet.
    postex.settle([tracking[0], tracking[1]], 'CPR-9001', new Date('2025-06-23T10:30:00Z'));

    // Bad input and couriers without an API: 400, nothing asked, nothing written.
    const asked = postex.requests.length;
    const unknown = await shop.post('/api/v1/admin/remittances/fetch', { courier: 'fedex' }, { token: admin });
    expect(unknown.status).toBe(400);
    const noApi = await shop.post('/api/v1/admin/remittances/fetch', { courier: 'tcs' }, { token: admin });
    expect([noApi.status, noApi.body.message]).toEqual([400, 'TCS payments cannot be fetched through its API here']);
    // PostEx refusing: 502 with its words, nothing written.
    postex.refusePaymentStatus = 'SERVICE UNAVAILABLE';
    const refused = await shop.post('/api/v1/admin/remittances/fetch', { courier: 'postex' }, { token: admin });
    expect([refused.status, refused.body.message]).toEqual([502, 'PostEx refused: SERVICE UNAVAILABLE']);
    postex.refusePaymentStatus = undefined;
    expect(postex.requests.length).toBe(asked + 1);
    expect(await payments.countDocuments({ reference: { $in: ['CPR-9001', 'CPR-9002'] } })).toBe(0);

    const fetched = await shop.post('/api/v1/admin/remittances/fetch', {}, { token: admin });
    expect(fetched.status).toBe(200);
    const report = fetched.body.data;
    // Every delivered, unpaid PostEx parcel is asked about (earlier tests' too), with the documented request.
    expect(report.checked).toBeGreaterThanOrEqual(3);
    for (const tn of tracking)
      expect(postex.requests).toContainEqual(
        expect.objectContaining({ method: 'GET', path: `v1/payment-status/${tn}`, token: postex.token }),
      );
    const cod = orders[0].totalAmount + orders[1].totalAmount;
    expect(report.payments).toHaveLength(1);
    expect(report.payments[0]).toMatchObject({
      _id: expect.any(String),
      courier: 'postex',
      reference: 'CPR-9001',
      date: '2025-06-23T10:30:00.000Z',
      amount: cod,
      codTotal: cod,
      charges: 0,
      difference: 0,
      flagged: false,
      orderNumbers: [orders[0].orderNumber, orders[1].orderNumber],
    });
    const rowOf = (rows: Array<{ orderId: string; result: string; reference: string }>, id: string) =>
      rows.find((row) => row.orderId === id);
    expect(rowOf(report.rows, orders[0]._id)).toMatchObject({ result: 'paid', reference: 'CPR-9001' });
    expect(rowOf(report.rows, orders[2]._id)).toMatchObject({ result: 'not_paid', message: 'Not paid by PostEx yet' });
    expect([report.paid, report.failed]).toEqual([2, 0]);
    const paidOrder = (await shop.get(`/api/v1/admin/orders/${orders[1]._id}`, { token: admin })).body.data;
    expect(paidOrder.shipment).toMatchObject({ paymentId: report.payments[0]._id });
    const outstanding = (await shop.get('/api/v1/admin/remittances/outstanding', { token: admin })).body.data;
    const left = outstanding.items.filter((item: { id: string }) => orders.some((o) => o._id === item.id));
    expect(left.map((item: { id: string }) => item.id)).toEqual([orders[2]._id]);

    // Fetching again (through GraphQL) records nothing new: the paid orders are not asked again.
    const countBefore = await payments.countDocuments();
    const again = await shop.graphql(
      'mutation { fetchCourierPayments(courier: "postex") { checked paid notPaid payments { reference } rows { orderId result } } }',
      undefined,
      admin,
    );
    const second = again.body.data.fetchCourierPayments;
    expect(second.payments).toEqual([]);
    expect(second.paid).toBe(0);
    expect(second.rows.map((row: { orderId: string }) => row.orderId)).not.toContain(orders[0]._id);
    expect(rowOf(second.rows, orders[2]._id)).toMatchObject({ result: 'not_paid' });
    expect(await payments.countDocuments()).toBe(countBefore);

    // The schedule: after its tracking sweep, it fetches the payments too (unless COURIER_PAYMENTS_ON_SCHEDULE=0,
    // the app's own config object switched here).
    postex.settle([tracking[2]], 'CPR-9002', new Date('2025-06-24T06:00:00Z'));
    const config = shop.shop.app.get<CouriersConfig>(COURIERS_CONFIG);
    config.paymentsOnSchedule = false;
    await shop.shop.app.get(CouriersService).trackDue();
    expect(await payments.countDocuments()).toBe(countBefore);
    config.paymentsOnSchedule = true;
    await shop.shop.app.get(CouriersService).trackDue();
    const list = (await shop.get('/api/v1/admin/remittances?courier=postex', { token: admin })).body.data;
    expect(list.find((p: { reference: string }) => p.reference === 'CPR-9002')).toMatchObject({
      orderNumbers: [orders[2].orderNumber],
      amount: orders[2].totalAmount,
      flagged: false,
      note: "Fetched from PostEx's payment status",
    });
    expect(await payments.countDocuments()).toBe(countBefore + 1);
  });
});

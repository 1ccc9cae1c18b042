import { readFile } from 'node:fs/promises';
import { FakeCallCourier } from '../support/fake-callcourier';
import { FakeLeopards } from '../support/fake-leopards';
import { FakePostEx } from '../support/fake-postex';
import { pdfText } from '../support/pdf-text';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';
import { SOLD_AS_ONE } from '../support/test-shop';

const ADMIN = { email: 'admin@volt.demo', password: 'admin123' };

/**
 * Couriers in Chromium: a confirmed order is booked with PostEx (a local server following PostEx's documented
 * API), its label downloaded and read, delivered by a tracking update, and closed by the courier's payment;
 * the customer's order page shows the parcel on the way.
 */
describe('couriers in Chromium: book, label, deliver, get paid', () => {
  let shop: BrowserShop;
  let postex: FakePostEx;
  let leopards: FakeLeopards;
  let callcourier: FakeCallCourier;
  let adminToken: string;
  let productId: string;

  beforeAll(async () => {
    postex = new FakePostEx();
    const baseUrl = await postex.start();
    leopards = new FakeLeopards();
    const leopardsUrl = await leopards.start();
    callcourier = new FakeCallCourier();
    const callcourierUrl = await callcourier.start();
    shop = await BrowserShop.start({
      POSTEX_API_TOKEN: postex.token,
      POSTEX_BASE_URL: baseUrl,
      LEOPARDS_API_KEY: leopards.apiKey,
      LEOPARDS_API_PASSWORD: leopards.apiPassword,
      LEOPARDS_BASE_URL: leopardsUrl,
      CALLCOURIER_LOGIN_ID: callcourier.loginId,
      CALLCOURIER_BASE_URL: callcourierUrl,
      CALLCOURIER_ORIGIN: 'Lahore',
      CALLCOURIER_SHIPPER_NAME: 'Volt Accessories',
      CALLCOURIER_SHIPPER_PHONE: '03001112233',
      CALLCOURIER_SHIPPER_ADDRESS: 'Shop 4, Hall Road, Lahore',
      COURIER_TRACKING_MINUTES: '0',
    });
    adminToken = await shop.shop.login(ADMIN.email, ADMIN.password);
    const product = await shop.shop.products.findOne({ stockQuantity: { $gte: 20 }, ...SOLD_AS_ONE }).lean();
    productId = String(product!._id);
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
    await postex?.stop();
    await leopards?.stop();
    await callcourier?.stop();
  });
  afterEach(() => shop.closePages());

  /**
   * A guest order, confirmed with the customer where the shop has the confirmation step (the
   * call log's CONFIRMED outcome); where it does not exist yet (404), the order ships as it is.
   */
  async function confirmedOrder(phone: string, to = { name: 'Zainab Raza', city: 'Karachi' }) {
    const placed = await shop.shop.post('/api/v1/orders', {
      items: [{ product: productId, quantity: 2 }],
      shippingAddress: { name: to.name, phone, address: 'House 7, Street 2, DHA Phase 5', city: to.city },
      paymentMethod: 'COD',
    });
    expect(placed.status).toBe(201);
    const order = placed.body.data as { _id: string; orderNumber: string; totalAmount: number; accessKey: string };
    const confirmed = await shop.shop.post(
      `/api/v1/admin/orders/${order._id}/confirmation-attempts`,
      { outcome: 'CONFIRMED', note: 'Confirmed on the phone' },
      { token: adminToken },
    );
    if (confirmed.status !== 404) expect(confirmed.status).toBeLessThan(300);
    return order;
  }

  it('books with PostEx, prints the label, follows the parcel to Delivered and records the payment', async () => {
    const order = await confirmedOrder('0301 5550101');
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, ADMIN.email, ADMIN.password);

    // The order list: keyboard selection of the order's row.
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: /^Guest Orders/ }).click();
    await page.getByLabel('Search orders').fill(order.orderNumber);
    // Selected once the search is applied and answered: a new search starts a new selection.
    await page.waitForURL((url) => url.searchParams.get('search') === order.orderNumber);
    await page.waitForFunction(
      () => !document.querySelector('.searching') && document.querySelectorAll('tbody tr').length === 1,
    );
    const box = page.getByLabel(`Select order #${order.orderNumber}`);
    await box.waitFor();
    await box.focus();
    await page.keyboard.press('Space');
    await page.getByRole('heading', { name: '1 selected' }).waitFor();
    await shop.screenshot(page, 'couriers-orders-bulk-1280');

    // Book from the order page.
    await page.goto(`/admin/orders/${order._id}`);
    await page.getByRole('button', { name: 'Book with PostEx' }).click();
    await page.getByText('Parcel booked').waitFor();
    const stored = await shop.graphqlData(
      'query($id: ID!) { order(id: $id) { status shipment { trackingNumber trackingUrl } } }',
      { id: order._id },
      adminToken,
    );
    const trackingNumber: string = stored.order.shipment.trackingNumber;
    expect(stored.order.status).toBe('Shipped');
    expect(postex.parcels.get(trackingNumber)!.request.orderRefNumber).toBe(order.orderNumber);
    const shipment = page.getByRole('region', { name: 'Shipment' });
    await shipment.getByText(trackingNumber, { exact: true }).waitFor();
    expect(await shipment.getByRole('link', { name: "Track on PostEx's website" }).getAttribute('href')).toBe(
      `https://postex.pk/tracking?cn=${trackingNumber}`,
    );

    // The label: downloaded as the admin gets it, and read back.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Print Label (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`label-${order.orderNumber}.pdf`);
    const label = await pdfText(await readFile((await download.path())!));
    expect(label.pages).toBe(1);
    for (const text of [order.orderNumber, trackingNumber, 'Zainab Raza', 'City: KARACHI', 'COD Rs.'])
      expect(label.text).toContain(text);

    // The customer's order page shows the parcel on its way.
    const customerPage = await shop.newPage(PHONE);
    await customerPage.goto(`/order-confirmation/${order._id}?key=${encodeURIComponent(order.accessKey)}`);
    const parcel = customerPage.getByRole('region', { name: 'Shipment' });
    await parcel.getByText(trackingNumber, { exact: true }).waitFor();
    await parcel.getByText('PostEx').first().waitFor();
    await shop.screenshot(customerPage, 'couriers-customer-order-375');

    // Delivered, by a tracking update.
    postex.advance(trackingNumber, '0004', 'Package on Route', new Date(Date.now() + 2000));
    postex.advance(trackingNumber, '0005', 'Delivered', new Date(Date.now() + 4000));
    await page.getByRole('button', { name: 'Update tracking' }).click();
    await page.getByText('Tracking updated: Delivered').waitFor();
    await shipment.getByText('Delivered', { exact: true }).waitFor();
    await shop.screenshot(page, 'couriers-order-detail-1280');

    // The courier's payment closes it.
    await page.goto('/admin/remittances');
    await page.getByRole('heading', { name: 'Courier Cash' }).waitFor();
    await page.getByLabel(`Select order ${order.orderNumber}`).check();
    await page.getByLabel('Reference').fill(`CPR-${order.orderNumber}`);
    await page.getByLabel('Amount paid (Rs.)').fill(String(order.totalAmount - 150));
    await page.getByLabel('Courier charges (Rs.)').fill('150');
    await page.getByRole('button', { name: 'Record Payment' }).click();
    await page.getByText('Payment recorded', { exact: true }).waitFor();
    await page.getByRole('row', { name: new RegExp(`CPR-${order.orderNumber}`) }).waitFor();
    expect(await page.getByLabel(`Select order ${order.orderNumber}`).count()).toBe(0);
    await shop.screenshot(page, 'couriers-remittances-1280');
    const paid = await shop.graphqlData(
      'query($id: ID!) { order(id: $id) { status shipment { paymentId } } }',
      { id: order._id },
      adminToken,
    );
    expect(paid.order).toMatchObject({ status: 'Delivered', shipment: { paymentId: expect.any(String) } });

    const phonePage = await shop.newPage(PHONE);
    await shop.signIn(phonePage, ADMIN.email, ADMIN.password);
    await phonePage.goto('/admin/remittances');
    await phonePage.getByRole('heading', { name: 'Courier Cash' }).waitFor();
    // Nothing wider than the phone: the page does not scroll sideways.
    const width = await phonePage.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(width[0]).toBeLessThanOrEqual(width[1]);
    await shop.screenshot(phonePage, 'couriers-remittances-375');
    await phonePage.goto(`/admin/orders/${order._id}`);
    await phonePage.getByRole('region', { name: 'Shipment' }).getByText(trackingNumber, { exact: true }).waitFor();
    await shop.screenshot(phonePage, 'couriers-order-detail-375');
    await phonePage.goto('/admin');
    const cash = await shop.graphqlData('{ cashOutstanding { total } }', undefined, adminToken);
    const stat = phonePage.locator('.stat', { has: phonePage.getByText('Cash with Couriers', { exact: true }) });
    await stat.getByText(`Rs. ${Math.round(cash.cashOutstanding.total).toLocaleString('en-US')}`).waitFor();
    await phonePage.getByRole('link', { name: 'Manage cash with couriers' }).click();
    await phonePage.getByRole('heading', { name: 'Courier Cash' }).waitFor();
  }, 120_000);

  it('tracking by number and phone shows the parcel; PostEx payments are fetched on Courier Cash', async () => {
    const order = await confirmedOrder('0301 5550202');
    const booked = await shop.shop.post(`/api/v1/admin/orders/${order._id}/book`, {}, { token: adminToken });
    expect(booked.status).toBe(200);
    const trackingNumber: string = booked.body.data.shipment.trackingNumber;
    postex.advance(trackingNumber, '0003', 'At PostEx Warehouse', new Date(Date.now() + 2000));
    await shop.shop.post(`/api/v1/admin/orders/${order._id}/tracking`, {}, { token: adminToken });

    // The customer tracks the order by its number and phone, on a phone.
    const tracker = await shop.newPage(PHONE);
    // PostEx's tracking page is not reachable from here: the browser is answered locally, so following the
    // link shows where it leads.
    await tracker
      .context()
      .route('https://postex.pk/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<h1>PostEx tracking</h1>' }),
      );
    await tracker.goto('/info/order-tracking');
    await tracker.getByLabel('Order number').fill(order.orderNumber);
    await tracker.getByLabel('Phone used for the order').fill('0301 5550202');
    await tracker.getByRole('button', { name: 'Track Order' }).click();
    const parcel = tracker.getByRole('region', { name: 'Your parcel' });
    await parcel.getByText(trackingNumber, { exact: true }).waitFor();
    await parcel.getByText('PostEx', { exact: true }).waitFor();
    await parcel.getByRole('list', { name: 'Parcel updates' }).getByText('At PostEx Warehouse').waitFor();
    const link = parcel.getByRole('link', { name: "Track on PostEx's website" });
    expect(await link.getAttribute('href')).toBe(`https://postex.pk/tracking?cn=${trackingNumber}`);
    const width = await tracker.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(width[0]).toBeLessThanOrEqual(width[1]);
    await shop.screenshot(tracker, 'couriers-order-tracking-375');
    const [courierPage] = await Promise.all([tracker.waitForEvent('popup'), link.click()]);
    await courierPage.getByRole('heading', { name: 'PostEx tracking' }).waitFor();
    expect(courierPage.url()).toBe(`https://postex.pk/tracking?cn=${trackingNumber}`);
    await tracker.setViewportSize(DESKTOP);
    await parcel.getByText(trackingNumber, { exact: true }).waitFor();
    await shop.screenshot(tracker, 'couriers-order-tracking-1280');

    // Delivered; PostEx pays the parcel; the admin fetches PostEx's payments on Courier Cash.
    postex.advance(trackingNumber, '0005', 'Delivered', new Date(Date.now() + 4000));
    await shop.shop.post(`/api/v1/admin/orders/${order._id}/tracking`, {}, { token: adminToken });
    const cpr = `CPR-${order.orderNumber}-API`;
    postex.settle([trackingNumber], cpr);
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/remittances');
    await page.getByLabel(`Select order ${order.orderNumber}`).waitFor();
    await page.getByRole('button', { name: 'Fetch payments from PostEx' }).click();
    await page
      .getByRole('status')
      .getByText(new RegExp(`1 payment recorded \\(${cpr}\\)`))
      .waitFor();
    await page.getByRole('row', { name: new RegExp(cpr) }).waitFor();
    expect(await page.getByLabel(`Select order ${order.orderNumber}`).count()).toBe(0);
    await shop.screenshot(page, 'couriers-remittances-fetched-1280');
    // Again: nothing new.
    await page.getByRole('button', { name: 'Fetch payments from PostEx' }).click();
    await page
      .getByRole('status')
      .getByText(/no (new payments|delivered orders are waiting)/)
      .waitFor();
    expect(await page.getByRole('row', { name: new RegExp(cpr) }).count()).toBe(1);
  }, 120_000);

  it('books with Call Courier from the order page; Courier Cash offers fetching payments only from couriers whose API tells them', async () => {
    const order = await confirmedOrder('0301 5550177', { name: 'Hamza Iqbal', city: 'Pindi' });
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/orders/${order._id}`);
    const shipment = page.getByRole('region', { name: 'Shipment' });
    await shipment.getByRole('button', { name: 'Book with Call Courier' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Parcel booked').waitFor();
    const cn = [...callcourier.parcels.values()].find(
      (parcel) => parcel.request.ConsigneeRefNo === order.orderNumber,
    )!.cn;
    expect(callcourier.parcels.get(cn)!.request.DestCityId).toBe('3');
    await shipment.getByText(cn, { exact: true }).waitFor();
    expect(await shipment.getByRole('link', { name: "Track on Call Courier's website" }).getAttribute('href')).toBe(
      `https://callcourier.com.pk/tracking/?tc=${cn}`,
    );
    await shop.screenshot(page, 'couriers-callcourier-booked-1280');

    await page.goto('/admin/remittances');
    await page.getByRole('button', { name: 'Fetch payments from PostEx' }).waitFor();
    await page.getByRole('button', { name: 'Fetch payments from Leopards Courier' }).waitFor();
    expect(await page.getByRole('button', { name: 'Fetch payments from Call Courier' }).count()).toBe(0);

    const phone = await shop.newPage(PHONE);
    await shop.signIn(phone, ADMIN.email, ADMIN.password);
    await phone.goto(`/admin/orders/${order._id}`);
    await phone.getByRole('region', { name: 'Shipment' }).getByText(cn, { exact: true }).waitFor();
    await shop.screenshot(phone, 'couriers-callcourier-booked-375');
  }, 120_000);

  it("a Delivered order without a courier gets one in its shipment panel, stays Delivered, and its cash is that courier's", async () => {
    const byCourier = await confirmedOrder('0301 5550303');
    const byRider = await confirmedOrder('0301 5550304');
    for (const order of [byCourier, byRider]) {
      const moved = await shop.shop.put(
        `/api/v1/orders/guest/${order._id}/status`,
        { status: 'Delivered' },
        { token: adminToken },
      );
      expect(moved.body.data.status).toBe('Delivered');
    }

    // At 1280 px: Courier Cash says the courier is missing and links to the order page, where it is recorded.
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/remittances');
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: byCourier.orderNumber }) });
    await row.getByText('No courier recorded: record it on the order page', { exact: true }).waitFor();
    await shop.screenshot(page, 'couriers-cash-no-courier-1280');
    await row.getByRole('link', { name: byCourier.orderNumber, exact: true }).click();
    await page.waitForFunction((id) => window.location.pathname === `/admin/orders/${id}`, byCourier._id);
    // TCS and its tracking number.
    const panel = page.getByRole('region', { name: 'Shipment' });
    await panel.getByText(/^No courier recorded\./).waitFor();
    // Nothing here ships it again: no booking, no Mark as Shipped.
    expect(await panel.getByRole('button', { name: /^Book with|^Mark as Shipped/ }).count()).toBe(0);
    const form = panel.getByRole('form', { name: 'Record courier' });
    await form.getByLabel('Courier').selectOption({ label: 'TCS' });
    await form.getByLabel('Tracking number').fill('7799001122');
    await shop.screenshot(page, 'couriers-record-courier-1280');
    await form.getByRole('button', { name: 'Record Courier' }).click();
    await page.getByText('Courier recorded', { exact: true }).waitFor();
    await panel.getByText('7799001122', { exact: true }).waitFor();
    expect(await panel.getByRole('form', { name: 'Record courier' }).count()).toBe(0);
    await shop.screenshot(page, 'couriers-courier-recorded-1280');

    // At 375 px: an own rider and name.
    const phone = await shop.newPage(PHONE);
    await shop.signIn(phone, ADMIN.email, ADMIN.password);
    await phone.goto(`/admin/orders/${byRider._id}`);
    const phonePanel = phone.getByRole('region', { name: 'Shipment' });
    const phoneForm = phonePanel.getByRole('form', { name: 'Record courier' });
    await phoneForm.getByLabel('Courier').selectOption({ label: 'Own rider' });
    await phoneForm.getByLabel("Rider's name").fill('Waqas');
    const width = await phone.evaluate(() => [
      document.documentElement.scrollWidth,
      document.documentElement.clientWidth,
    ]);
    expect(width[0]).toBeLessThanOrEqual(width[1]);
    await shop.screenshot(phone, 'couriers-record-courier-375');
    await phoneForm.getByRole('button', { name: 'Record Courier' }).click();
    await phone.getByText('Courier recorded', { exact: true }).waitFor();
    await phonePanel.getByText('Waqas').first().waitFor();
    await shop.screenshot(phone, 'couriers-courier-recorded-375');

    const stored = await shop.graphqlData(
      'query($a: ID!, $b: ID!) { a: order(id: $a) { status shipment { courier trackingNumber } } b: order(id: $b) { status shipment { courier riderName } } cashOutstanding { items { id courier } } }',
      { a: byCourier._id, b: byRider._id },
      adminToken,
    );
    expect(stored.a).toEqual({ status: 'Delivered', shipment: { courier: 'tcs', trackingNumber: '7799001122' } });
    expect(stored.b).toEqual({ status: 'Delivered', shipment: { courier: 'own_rider', riderName: 'Waqas' } });
    expect(stored.cashOutstanding.items).toEqual(
      expect.arrayContaining([
        { id: byCourier._id, courier: 'tcs' },
        { id: byRider._id, courier: 'own_rider' },
      ]),
    );
  }, 120_000);

  it("dispatch rules written on a phone; a mixed day's orders booked by them in one click", async () => {
    const phone = await shop.newPage(PHONE);
    await shop.signIn(phone, ADMIN.email, ADMIN.password);
    await phone.goto('/admin/dispatch');
    await phone.getByText('No rules yet: every parcel goes to the default courier.').waitFor();
    await phone.getByRole('button', { name: 'Add a rule' }).click();
    const rule = phone.getByRole('group', { name: 'Rule 1' });
    await rule.getByLabel('Courier', { exact: true }).selectOption({ label: 'Leopards Courier' });
    await rule.getByLabel('Cities (comma separated; empty: any)').fill('Lahore, Pindi');
    await phone.getByLabel('Default courier').selectOption({ label: 'PostEx' });
    await shop.screenshot(phone, 'dispatch-rules-375');
    await phone.getByRole('button', { name: 'Save Dispatch Rules' }).click();
    await phone.getByText('Dispatch rules saved').waitFor();
    await phone.reload();
    await expect(
      phone.getByRole('group', { name: 'Rule 1' }).getByLabel('Cities (comma separated; empty: any)').inputValue(),
    ).resolves.toBe('Lahore, Pindi');

    const toLahore = await confirmedOrder('0301 5550301', { name: 'Dispatch Day', city: 'Lahore' });
    const toKarachi = await confirmedOrder('0301 5550302', { name: 'Dispatch Day', city: 'Karachi' });
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/orders/${toLahore._id}`);
    await page.getByText('Dispatch rules: Leopards Courier (rule 1)').waitFor();
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: /^Guest Orders/ }).click();
    await page.getByLabel('Search orders').fill('Dispatch Day');
    // The list answers the search (its address follows the box) before a row is ticked.
    await page.waitForURL((url) => url.searchParams.get('search') === 'Dispatch Day');
    for (const order of [toLahore, toKarachi]) {
      const box = page.getByLabel(`Select order #${order.orderNumber}`);
      await box.waitFor();
      await box.check();
    }
    await page.getByRole('heading', { name: '2 selected' }).waitFor();
    await page.getByRole('button', { name: 'Book by Dispatch Rules' }).click();
    const report = page.getByRole('status').filter({ hasText: 'Book by dispatch rules: 2 done' });
    await report.getByText(`${toLahore.orderNumber}: Booked with Leopards Courier`).waitFor();
    await report.getByText(`${toKarachi.orderNumber}: Booked with PostEx`).waitFor();
    await shop.screenshot(page, 'dispatch-book-1280');
    const couriers = await shop.graphqlData(
      'query($a: ID!, $b: ID!) { a: order(id: $a) { shipment { courier } } b: order(id: $b) { shipment { courier } } }',
      { a: toLahore._id, b: toKarachi._id },
      adminToken,
    );
    expect([couriers.a.shipment.courier, couriers.b.shipment.courier]).toEqual(['leopards', 'postex']);

    // The figures: the dashboard's brief, then the report by city, on a phone.
    await phone.goto('/admin');
    const brief = phone.getByRole('region', { name: 'Couriers, last 30 days' });
    await brief.getByText('Leopards Courier').waitFor();
    await brief.getByRole('link', { name: 'Courier figures by city' }).click();
    await phone.getByRole('heading', { name: 'Courier Figures' }).waitFor();
    await phone.getByRole('button', { name: 'Cities (1) of Leopards Courier' }).click();
    const lahore = phone.locator('tr.figures-city').filter({ has: phone.getByRole('rowheader', { name: 'Lahore' }) });
    await expect(lahore.locator('td[data-label="Booked"]').textContent()).resolves.toBe('1');
    await phone.getByLabel('Booked in the last').selectOption('7');
    await phone.waitForURL((url) => url.searchParams.get('days') === '7');
    await shop.screenshot(phone, 'courier-figures-375');
  });

  it("tracking numbers pasted for a day's orders ship them with a report per line", async () => {
    const first = await confirmedOrder('0301 5550401', { name: 'Paste Day', city: 'Multan' });
    const second = await confirmedOrder('0301 5550402', { name: 'Paste Day', city: 'Quetta' });
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/orders');
    await page.getByText('Paste tracking numbers').click();
    await page.getByLabel('Courier', { exact: true }).selectOption({ label: 'M&P' });
    await page
      .getByLabel('Order numbers and tracking numbers')
      .fill(`${first.orderNumber}, 5601234567\n${second.orderNumber}\t5601234568`);
    await page.getByRole('button', { name: 'Ship These Orders' }).click();
    const report = page.getByRole('status').filter({ hasText: 'Tracking numbers: 2 done' });
    await report.getByText(`Row 2: ${second.orderNumber}: Shipped with M&P 5601234568`).waitFor();
    await expect(page.getByLabel('Order numbers and tracking numbers').inputValue()).resolves.toBe('');
    await shop.screenshot(page, 'tracking-paste-375');
    const stored = await shop.graphqlData(
      'query($id: ID!) { order(id: $id) { status shipment { courier trackingNumber } } }',
      { id: first._id },
      adminToken,
    );
    expect(stored.order).toEqual({ status: 'Shipped', shipment: { courier: 'mp', trackingNumber: '5601234567' } });

    // The dispatch inbox (account and guest orders): those ready for a courier, 50 a page, with their confirmation;
    // all in the address.
    const waiting = await confirmedOrder('0301 5550403', { name: 'Ready Day', city: 'Multan' });
    const desk = await shop.newPage(DESKTOP);
    await shop.signIn(desk, ADMIN.email, ADMIN.password);
    await desk.goto('/admin/orders?tab=all');
    // The box follows the URL: ticked once the router has moved to it (Playwright's check() looks at once).
    await desk.getByLabel('Ready to ship: confirmed, no parcel yet').click();
    await desk.waitForURL((url) => url.searchParams.get('ready') === '1');
    await desk
      .getByLabel('Ready to ship: confirmed, no parcel yet', { exact: true })
      .and(desk.locator(':checked'))
      .waitFor();
    await desk.getByLabel('Per page').selectOption('50');
    await desk.waitForURL((url) => url.searchParams.get('ready') === '1' && url.searchParams.get('limit') === '50');
    const row = desk.getByRole('row').filter({ hasText: waiting.orderNumber });
    await row.getByText('Confirmed by customer', { exact: true }).waitFor();
    // The shipped order leaves the list once the filtered answer replaces the one before it.
    await desk.getByRole('row').filter({ hasText: first.orderNumber }).waitFor({ state: 'detached' });
    await shop.screenshot(desk, 'orders-ready-1280');
  });
});

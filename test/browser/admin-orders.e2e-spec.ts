import { readFile } from 'node:fs/promises';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';
import { SOLD_AS_ONE } from '../support/test-shop';

const ADMIN = { email: 'admin@volt.demo', password: 'admin123' };
const ORDER_QUERY = '$id: ID!';

describe('admin orders in Chromium', () => {
  let shop: BrowserShop;
  let adminToken: string;
  let productId: string;
  let phoneCounter = 0;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    adminToken = await shop.shop.login(ADMIN.email, ADMIN.password);
    const product = await shop.shop.products.findOne({ stockQuantity: { $gte: 20 }, ...SOLD_AS_ONE }).lean();
    productId = String(product!._id);
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  /** A guest order placed through the API (each with its own phone: the API limits orders per phone). */
  async function placeGuestOrder(name = 'Guest Buyer') {
    const answer = await shop.shop.post('/api/v1/orders', {
      items: [{ product: productId, quantity: 2 }],
      shippingAddress: {
        name,
        email: '',
        phone: `0300 77700${String(++phoneCounter).padStart(2, '0')}`,
        address: 'House 9, Gulberg III',
        city: 'Lahore',
      },
      paymentMethod: 'COD',
      notes: 'Call before delivery',
    });
    expect(answer.status).toBe(201);
    // Confirmed by a call, so that the status may move on (the shipping gate).
    await shop.shop.confirmOrder(answer.body.data._id, adminToken);
    return answer.body.data as { _id: string; orderNumber: string };
  }

  /** A guest order as placed, waiting for its confirmation (Pending). */
  async function placeUnconfirmed(name: string) {
    const answer = await shop.shop.post('/api/v1/orders', {
      items: [{ product: productId, quantity: 1 }],
      shippingAddress: {
        name,
        email: '',
        phone: `0300 78${String(++phoneCounter).padStart(5, '0')}`,
        address: 'House 2, Model Town',
        city: 'Lahore',
      },
      paymentMethod: 'COD',
    });
    expect(answer.status).toBe(201);
    return answer.body.data as { _id: string; orderNumber: string };
  }

  async function storedOrder(id: string) {
    const { data } = await shop.shop.graphql(
      `query(${ORDER_QUERY}) { order(id: $id) { status statusHistory { status changedByName changedByRole } } }`,
      { id },
      adminToken,
    );
    return data?.order as
      | { status: string; statusHistory: Array<{ status: string; changedByName: string; changedByRole: string }> }
      | undefined;
  }

  const adminPage = async (viewport = DESKTOP) => {
    const page = await shop.newPage(viewport);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    return page;
  };

  it("changes a guest order's status from the list, with the tab counts the API gives", async () => {
    const order = await placeGuestOrder('List Guest');
    const page = await adminPage(DESKTOP);
    await page.goto('/admin/orders');
    const counts = await shop.shop.graphql(
      '{ a: adminOrders(limit: 1) { pagination { total } } g: adminGuestOrders(limit: 1) { pagination { total } } }',
      undefined,
      adminToken,
    );
    await page.getByRole('button', { name: `Account Orders (${counts.data.a.pagination.total})` }).waitFor();
    await page.getByRole('button', { name: `Guest Orders (${counts.data.g.pagination.total})` }).click();

    await page.getByLabel('Search orders').fill(order.orderNumber);
    await page.getByText('Searching...').waitFor();
    const row = page.getByRole('row', { name: new RegExp(order.orderNumber) });
    await row.waitFor();
    expect(await page.locator('tbody tr').count()).toBe(1);
    expect(await row.getByText('Guest', { exact: true }).count()).toBe(1);
    expect(await row.textContent()).toContain('List Guest');

    await row.getByLabel(`Status of order #${order.orderNumber}`).selectOption('Shipped');
    await page.getByText('Guest order status updated successfully').waitFor();
    expect(await row.getByLabel(`Status of order #${order.orderNumber}`).getAttribute('class')).toContain(
      'status-Shipped',
    );
    expect((await storedOrder(order._id))?.status).toBe('Shipped');
    await shop.screenshot(page, 'admin-orders-1280');
  });

  it("changes an account order's status from the list with its own toast", async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Account Buyer', phone: '0300 6660001' });
    const placed = await shop.shop.post(
      '/api/v1/orders',
      {
        items: [{ product: productId, quantity: 1 }],
        shippingAddress: {
          name: 'Account Buyer',
          email: customer.email,
          phone: '0300 6660001',
          address: 'Street 4, DHA',
          city: 'Karachi',
        },
        paymentMethod: 'COD',
      },
      { token: customer.token },
    );
    expect(placed.status).toBe(201);
    await shop.shop.confirmOrder(placed.body.data._id, adminToken);
    const page = await adminPage(PHONE);
    await page.goto('/admin/orders');
    const card = page.getByRole('row', { name: new RegExp(placed.body.data.orderNumber) });
    await card.waitFor();
    expect(await card.textContent()).toContain(customer.email);
    await shop.screenshot(page, 'admin-orders-375');
    await card.getByLabel(`Status of order #${placed.body.data.orderNumber}`).selectOption('Processing');
    await page.getByText('Order status updated successfully', { exact: true }).waitFor();
    expect((await storedOrder(placed.body.data._id))?.status).toBe('Processing');
  });

  it('changes a status on the detail page: five buttons, the current one disabled, the history with who changed it', async () => {
    const order = await placeGuestOrder('Detail Guest');
    const page = await adminPage(DESKTOP);
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: /^Guest Orders/ }).click();
    await page.getByRole('link', { name: `View order #${order.orderNumber}` }).click();
    await page.waitForURL(`**/admin/orders/${order._id}`);
    await page.getByRole('heading', { name: 'Guest Customer' }).waitFor();
    await page.getByRole('heading', { name: 'Delivery Address' }).waitFor();
    await page.getByText('Call before delivery').waitFor();

    const buttons = page.getByRole('group', { name: 'Update Status' }).getByRole('button');
    expect(await buttons.allTextContents()).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Returned',
      'Cancelled',
    ]);
    expect(await page.getByRole('button', { name: 'Pending', exact: true }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Delivered', exact: true }).click();
    await page.getByText('Guest order status updated successfully').waitFor();
    await page.waitForFunction(
      () => (document.querySelector('button.status-Delivered') as HTMLButtonElement | null)?.disabled === true,
    );
    expect(await page.getByRole('button', { name: 'Pending', exact: true }).isDisabled()).toBe(false);
    const history = page.locator('.timeline li');
    await history.nth(1).waitFor();
    expect(await history.count()).toBe(2);
    expect(await history.first().textContent()).toMatch(/Delivered.*by Demo Admin \(Admin\)/);
    expect(await history.last().textContent()).toMatch(/Pending.*by Guest$/);

    const stored = await storedOrder(order._id);
    expect(stored?.status).toBe('Delivered');
    expect(stored?.statusHistory.map((change) => change.status)).toEqual(['Pending', 'Delivered']);
    expect(stored?.statusHistory[1]).toMatchObject({ changedByRole: 'admin' });
    await shop.screenshot(page, 'admin-order-detail-1280');

    const phone = await adminPage(PHONE);
    await phone.goto(`/admin/orders/${order._id}`);
    await phone.getByRole('heading', { name: 'Items (2)' }).waitFor();
    await shop.screenshot(phone, 'admin-order-detail-375');
  });

  it('deletes a guest order after the confirmation', async () => {
    const order = await placeGuestOrder('Deleted Guest');
    const page = await adminPage(DESKTOP);
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: /^Guest Orders/ }).click();
    await page.getByRole('button', { name: `Delete order #${order.orderNumber}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this order? This action cannot be undone.').waitFor();
    await dialog.getByRole('button', { name: 'Delete order' }).click();
    await page.getByText('Guest order deleted successfully').waitFor();
    await page.getByRole('button', { name: `Delete order #${order.orderNumber}` }).waitFor({ state: 'detached' });
    expect(await storedOrder(order._id)).toBeUndefined();
  });

  it("shows 'Order Not Found' with a way back for an unknown order", async () => {
    const page = await adminPage(PHONE);
    await page.goto('/admin/orders/0123456789abcdef01234567');
    await page.getByRole('heading', { name: 'Order Not Found' }).waitFor();
    await page.getByText('Order not found', { exact: true }).waitFor();
    await shop.screenshot(page, 'admin-order-not-found-375');
    await page.getByRole('link', { name: 'Back to Orders' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/orders');
  });

  it('select all, then another filter: the selection and the bulk actions hold only the orders on screen', async () => {
    const pending = [];
    for (let i = 0; i < 3; i++) pending.push(await placeUnconfirmed('Selection Buyer'));
    const processing = [];
    for (let i = 0; i < 2; i++) {
      const order = await placeGuestOrder('Selection Buyer');
      const moved = await shop.shop.put(
        `/api/v1/orders/guest/${order._id}/status`,
        { status: 'Processing' },
        { token: adminToken },
      );
      expect(moved.status).toBe(200);
      processing.push(order);
    }
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await adminPage(viewport);
      await page.goto('/admin/orders');
      await page.getByRole('button', { name: /^Guest Orders/ }).click();
      await page.getByLabel('Search orders').fill('Selection Buyer');
      // The search reaches the URL once it has settled (500 ms): a new search is a new view, with no selection.
      await page.waitForURL((url) => url.searchParams.get('search') === 'Selection Buyer');
      await page.getByLabel('Status', { exact: true }).selectOption('Pending');
      const rows = page.locator('tbody tr');
      // The filtered answer, not the rows shown while it loads ("Searching...").
      await page.waitForFunction(
        () => !document.querySelector('.searching') && document.querySelectorAll('tbody tr').length === 3,
      );
      await page.getByLabel('Select every order on this page').check();
      await page.getByRole('heading', { name: '3 selected' }).waitFor();

      await page.getByLabel('Status', { exact: true }).selectOption('Processing');
      await page.getByRole('heading', { name: 'Bulk actions: select orders' }).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
      expect(await rows.count()).toBe(2);
      await page.getByLabel('Select every order on this page').check();
      await page.getByRole('heading', { name: '2 selected' }).waitFor();
      await shop.screenshot(page, `admin-orders-selected-${viewport.width}`);

      const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/admin/orders/export.csv'));
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export PostEx CSV' }).click();
      const body = (await sent).postDataJSON() as { orderIds: string[]; layout: string };
      expect(body.orderIds.sort()).toEqual(processing.map((order) => order._id).sort());
      const file = await (await download).path();
      const csv = await readFile(file!, 'utf8');
      for (const order of processing) expect(csv).toContain(order.orderNumber);
      for (const order of pending) expect(csv).not.toContain(order.orderNumber);
      await page.getByText('PostEx CSV export: 2 done, 0 unchanged, 0 failed').first().waitFor();
    }
  }, 120_000);

  it('Back from an order brings back the tab, status, search and page', async () => {
    const placed = [];
    for (let i = 0; i < 12; i++) placed.push(await placeUnconfirmed('Return Buyer'));
    const page = await adminPage(DESKTOP);
    await page.goto('/admin/orders');
    await page.getByRole('button', { name: /^Guest Orders/ }).click();
    await page.getByLabel('Status', { exact: true }).selectOption('Pending');
    await page.getByLabel('Search orders').fill('Return Buyer');
    // The search reaches the URL once typing stops, and starts at page 1: a page chosen before then is of the list
    // before the search (which may also count 12).
    await page.waitForURL((url) => url.searchParams.get('search') === 'Return Buyer');
    await page.getByText('12 orders found').waitFor();
    await page.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
    const pageTwo = await page.locator('tbody th a.order-id').allTextContents();

    await page
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^View order/ })
      .click();
    await page.waitForURL((url) => /^\/admin\/orders\/[0-9a-f]{24}$/.test(url.pathname));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/admin/orders');
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      tab: 'guest',
      status: 'Pending',
      search: 'Return Buyer',
      page: '2',
    });
    expect(await page.getByRole('button', { name: /^Guest Orders/ }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByLabel('Status', { exact: true }).inputValue()).toBe('Pending');
    expect(await page.getByLabel('Search orders').inputValue()).toBe('Return Buyer');
    expect(await page.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 2);
    expect(await page.locator('tbody th a.order-id').allTextContents()).toEqual(pageTwo);

    // Back again walks through the earlier views: page 1 of the same search.
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('page') === null && url.searchParams.get('tab') === 'guest');
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length === 10);
    expect(await page.getByLabel('Search orders').inputValue()).toBe('Return Buyer');
    expect(placed).toHaveLength(12);
  }, 120_000);

  it('the All Orders tab holds account and guest orders in one list, reached from the dashboard, with bulk work on both', async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Inbox Account', phone: '0300 6660099' });
    const placed = await shop.shop.post(
      '/api/v1/orders',
      {
        items: [{ product: productId, quantity: 1 }],
        shippingAddress: {
          name: 'Inbox Account',
          email: customer.email,
          phone: '0300 6660099',
          address: 'Street 7, Cantt',
          city: 'Quetta',
        },
        paymentMethod: 'COD',
      },
      { token: customer.token },
    );
    expect(placed.status).toBe(201);
    const account = placed.body.data as { _id: string; orderNumber: string };
    await shop.shop.confirmOrder(account._id, adminToken);
    const guest = await placeGuestOrder('Inbox Guest');
    const counts = (await shop.shop.graphql('{ adminOrderCounts { account guest all } }', undefined, adminToken)).data
      .adminOrderCounts as { account: number; guest: number; all: number };
    expect(counts.all).toBe(counts.account + counts.guest);

    for (const viewport of [DESKTOP, PHONE]) {
      const page = await adminPage(viewport);
      // The dashboard's Ready to Ship figure leads to the inbox: both kinds, confirmed, no parcel yet.
      await page.goto('/admin');
      await page.getByRole('link', { name: 'Manage ready to ship' }).click();
      await page.waitForURL((url) => url.pathname === '/admin/orders');
      expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ tab: 'all', ready: '1' });
      const allTab = page.getByRole('button', { name: `All Orders (${counts.all})` });
      await allTab.waitFor();
      expect(await allTab.getAttribute('aria-pressed')).toBe('true');
      // On a phone too, the three tabs fit its width: none is scrolled out of sight.
      const box = (await allTab.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.getByRole('button', { name: /^Account Orders/ }).getAttribute('aria-pressed')).toBe('false');
      expect(await page.getByLabel('Ready to ship: confirmed, no parcel yet').isChecked()).toBe(true);

      await page.getByLabel('Search orders').fill('Inbox');
      await page.waitForURL((url) => url.searchParams.get('search') === 'Inbox');
      // The search's own answer: the rows before it stay on screen while it loads ("Searching..."), and a selection
      // keeps only the orders of the answer.
      await page.waitForFunction(
        (numbers) =>
          !document.querySelector('.searching') &&
          document.querySelectorAll('tbody tr').length === 2 &&
          numbers.every((number) => document.querySelector('tbody')!.textContent!.includes(number)),
        [guest.orderNumber, account.orderNumber],
      );
      const guestRow = page.getByRole('row', { name: new RegExp(guest.orderNumber) });
      const accountRow = page.getByRole('row', { name: new RegExp(account.orderNumber) });
      expect(await guestRow.getByText('Guest', { exact: true }).count()).toBe(1);
      expect(await accountRow.getByText('Guest', { exact: true }).count()).toBe(0);
      expect(await accountRow.textContent()).toContain('Inbox Account');

      await page.getByLabel('Select every order on this page').check();
      await page.getByRole('heading', { name: '2 selected' }).waitFor();
      await shop.screenshot(page, `admin-orders-all-${viewport.width}`);
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/admin/orders/export.csv'));
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV', exact: true }).click();
      const body = (await sent).postDataJSON() as { orderIds: string[] };
      expect(body.orderIds.sort()).toEqual([account._id, guest._id].sort());
      const csv = await readFile((await download.then((file) => file.path()))!, 'utf8');
      expect(csv).toContain(account.orderNumber);
      expect(csv).toContain(guest.orderNumber);

      // A spec tab again: page 1, the search cleared, account orders only.
      await page.getByRole('button', { name: /^Account Orders/ }).click();
      await page.waitForURL((url) => !url.searchParams.has('tab') && !url.searchParams.has('search'));
      expect(await page.getByLabel('Search orders').inputValue()).toBe('');
      // The server's name for the tab works in the URL too.
      await page.goto(`/admin/orders?kind=all&search=${guest.orderNumber}`);
      await page.getByRole('row', { name: new RegExp(guest.orderNumber) }).waitFor();
      expect(await page.getByRole('button', { name: /^All Orders/ }).getAttribute('aria-pressed')).toBe('true');
      await page.close();
    }
  }, 120_000);

  it("shows 'No orders found' with 'Try adjusting your search criteria' when nothing matches", async () => {
    const page = await adminPage(DESKTOP);
    await page.goto('/admin/orders');
    await page.getByLabel('Search orders').fill('no-such-order-anywhere');
    await page.getByRole('heading', { name: 'No orders found' }).waitFor();
    await page.getByText('Try adjusting your search criteria').waitFor();
    // Switching tabs clears the search.
    await page.getByRole('button', { name: /^Guest Orders/ }).click();
    expect(await page.getByLabel('Search orders').inputValue()).toBe('');
  });
});

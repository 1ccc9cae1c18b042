import { Page } from 'playwright-core';
import { uniqueEmail } from '../support/test-shop';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

const ADMIN = { email: 'admin@volt.demo', password: 'admin123' };
const rupees = (amount: number) =>
  `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(Math.round(amount))}`;

describe('admin dashboard and users in Chromium', () => {
  let shop: BrowserShop;
  let adminToken: string;

  beforeAll(async () => {
    // The embedded database's notice from the first order on (its default is 2,000 orders).
    shop = await BrowserShop.start({ EMBEDDED_ORDERS_NOTICE: '1' });
    adminToken = await shop.shop.login(ADMIN.email, ADMIN.password);
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });

  const signedInAdmin = async (viewport = DESKTOP) => {
    const page = await shop.newPage(viewport);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    return page;
  };

  const statValue = (page: Page, label: string) =>
    page
      .locator('.stat')
      .filter({ has: page.locator('dt', { hasText: label }) })
      .locator('.stat-value');

  it('signs an admin in through /login, lands on /admin and shows the figures the API gives', async () => {
    // One order today, so the chart and the status counts have something to show.
    const product = await shop.shop.products.findOne({ stockQuantity: { $gte: 5 } }).lean();
    const placed = await shop.shop.post('/api/v1/orders', {
      items: [{ product: String(product!._id), quantity: 1 }],
      shippingAddress: {
        name: 'Dashboard Guest',
        email: '',
        phone: '0300 5550001',
        address: 'House 1, Model Town',
        city: 'Lahore',
      },
      paymentMethod: 'COD',
    });
    expect(placed.status).toBe(201);

    const page = await shop.newPage(DESKTOP);
    await page.goto('/login');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();

    const { data } = await shop.shop.graphql(
      '{ adminDashboard { totalUsers totalOrders totalProducts totalRevenue recentOrders { id orderNumber } dailyFigures { day orders revenue } ordersByStatus { status count } outOfStockCount lowStockCount } }',
      undefined,
      adminToken,
    );
    const dashboard = data.adminDashboard;
    expect(dashboard.totalProducts).toBeGreaterThan(0);
    await statValue(page, 'Total Users')
      .filter({ hasText: String(dashboard.totalUsers) })
      .waitFor();
    expect(await statValue(page, 'Total Orders').textContent()).toBe(dashboard.totalOrders.toLocaleString('en-PK'));
    expect(await statValue(page, 'Total Products').textContent()).toBe(dashboard.totalProducts.toLocaleString('en-PK'));
    expect(await statValue(page, 'Total Revenue').textContent()).toBe(rupees(dashboard.totalRevenue));
    // On the embedded engine, the merchant is told when to move to MongoDB; never on MongoDB itself.
    const notice = page.getByRole('status').filter({ hasText: "Time to move the shop's data." });
    if (shop.shop.shop.store) expect(await notice.textContent()).toContain('set MONGODB_URI');
    else expect(await notice.count()).toBe(0);

    // The 5 newest orders, newest first, linked to their detail pages.
    const recent = page.getByRole('region', { name: 'Recent Orders' }).locator('tbody tr');
    expect(await recent.count()).toBe(Math.min(5, dashboard.totalOrders));
    expect(await recent.first().getByRole('link').getAttribute('href')).toBe(
      `/admin/orders/${dashboard.recentOrders[0].id}`,
    );
    expect(await recent.first().textContent()).toContain(placed.body.data.orderNumber);

    // 14 days in the chart, today's order counted; one row per status with the API's count.
    expect(dashboard.dailyFigures).toHaveLength(14);
    expect(dashboard.dailyFigures[13].orders).toBeGreaterThanOrEqual(1);
    const ordersChart = page.locator('figure', { hasText: 'Orders per day' });
    expect(await ordersChart.locator('.chart-bar').count()).toBe(14);
    expect(await ordersChart.locator('table tbody tr').last().locator('td').last().textContent()).toBe(
      `${dashboard.dailyFigures[13].orders} ${dashboard.dailyFigures[13].orders === 1 ? 'order' : 'orders'}`,
    );
    for (const { status, count } of dashboard.ordersByStatus) {
      const row = page.locator('.status-breakdown-row', { has: page.locator(`.badge.status-${status}`) });
      expect(await row.locator('strong').textContent()).toBe(String(count));
    }
    await page.getByText(`${dashboard.outOfStockCount} out of stock`).waitFor();
    await page.getByText(`${dashboard.lowStockCount} running low`).waitFor();
    await shop.screenshot(page, 'admin-dashboard-1280');

    const phone = await signedInAdmin(PHONE);
    await phone.goto('/admin');
    await statValue(phone, 'Total Orders').waitFor();
    await phone.locator('.chart-today .chart-bar').first().waitFor();
    await shop.screenshot(phone, 'admin-dashboard-375');
  });

  it('blocks a customer, who then cannot sign in, and unblocks them', async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Blockable Buyer', email: uniqueEmail('blockable') });
    const page = await signedInAdmin(DESKTOP);
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(customer.email);
    const row = page.getByRole('row', { name: /Blockable Buyer/ });
    await row.waitFor();
    await page.getByText('1 user matching').waitFor();
    expect(await row.getByText('Active').count()).toBe(1);

    await row.getByRole('button', { name: 'Block Blockable Buyer' }).click();
    await page.getByText('User blocked successfully').waitFor();
    await row.getByText('Blocked', { exact: true }).waitFor();
    const refused = await shop.shop.post('/api/v1/auth/login', { email: customer.email, password: customer.password });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your account has been blocked. Please contact support.');
    await shop.screenshot(page, 'admin-users-1280');

    await row.getByRole('button', { name: 'Unblock Blockable Buyer' }).click();
    await page.getByText('User unblocked successfully').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();
    expect(
      (await shop.shop.post('/api/v1/auth/login', { email: customer.email, password: customer.password })).status,
    ).toBe(200);
  });

  it('deletes a customer after the confirmation, and keeps them when the admin cancels', async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Leaving Buyer', email: uniqueEmail('leaving') });
    const page = await signedInAdmin(PHONE);
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(customer.email);
    await page.getByRole('button', { name: 'Delete Leaving Buyer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Leaving Buyer?' });
    await dialog.getByText('Are you sure you want to delete this user? This action cannot be undone.').waitFor();
    await shop.screenshot(page, 'admin-users-confirm-375');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await shop.shop.users.countDocuments({ email: customer.email })).toBe(1);

    await page.getByRole('button', { name: 'Delete Leaving Buyer' }).click();
    await dialog.getByRole('button', { name: 'Delete user' }).click();
    await page.getByText('User deleted successfully').waitFor();
    await page.getByRole('heading', { name: 'No users found' }).waitFor();
    expect(await shop.shop.users.countDocuments({ email: customer.email })).toBe(0);
  });

  it("shows 'No users found' with 'Try adjusting your search criteria' when a search matches nobody", async () => {
    const page = await signedInAdmin(PHONE);
    await page.goto('/admin/users');
    await page.getByRole('row', { name: /admin@volt\.demo/ }).waitFor();
    await shop.screenshot(page, 'admin-users-375');
    await page.getByLabel('Search users').fill('nobody-has-this-name-xyz');
    await page.getByText('Searching...').waitFor();
    await page.getByRole('heading', { name: 'No users found' }).waitFor();
    await page.getByText('Try adjusting your search criteria').waitFor();
    await shop.screenshot(page, 'admin-users-empty-375');
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('row', { name: /admin@volt\.demo/ }).waitFor();
    expect(await page.getByLabel('Search users').inputValue()).toBe('');
  });
});

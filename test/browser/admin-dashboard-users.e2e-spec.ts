import { Types } from 'mongoose';
import { Page } from 'playwright-core';
import { SOLD_AS_ONE, uniqueEmail } from '../support/test-shop';
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
  afterEach(() => shop.closePages());

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
    const product = await shop.shop.products.findOne({ stockQuantity: { $gte: 5 }, ...SOLD_AS_ONE }).lean();
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
    if (shop.shop.shop.store) expect(await notice.textContent()).toContain('npm run store:move');
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

  it('shows revenue as Delivered orders with a hint that says so, readable chart values, whole stock names and the Guest badge in its box', async () => {
    // Fourteen days of large delivered orders (labels like 'Rs. 119,700' on every row), a product with a long
    // name out of stock, and a guest order among the latest.
    const product = await shop.shop.products.findOne({ stockQuantity: { $gte: 20 }, ...SOLD_AS_ONE }).lean();
    const orders = shop.shop.model<{ createdAt: Date }>('OrderRecord');
    for (let back = 0; back < 14; back++) {
      const placed = await shop.shop.post('/api/v1/orders', {
        items: [{ product: String(product!._id), quantity: 1 }],
        shippingAddress: {
          name: 'Chart Guest',
          email: '',
          phone: `0301 77${String(back).padStart(5, '0')}`,
          address: 'House 4, Gulberg',
          city: 'Lahore',
        },
        paymentMethod: 'COD',
      });
      expect(placed.status).toBe(201);
      // Through the driver: Mongoose keeps createdAt immutable.
      await orders.collection.updateOne(
        { _id: new Types.ObjectId(placed.body.data._id as string) },
        {
          $set: {
            status: 'Delivered',
            totalAmount: 111_700 + back * 1_000,
            createdAt: new Date(Date.now() - back * 24 * 60 * 60 * 1000),
          },
        },
      );
    }
    const longName = 'Joyroom JR-T03S Pro Wireless Earbuds with Wireless Charging Case';
    await shop.shop.products.create({
      slug: `stock-alert-${Date.now()}`,
      name: longName,
      description: 'A product with a long name for the stock alerts.',
      brand: 'Joyroom',
      category: 'Earbuds',
      price: 4999,
      finalPrice: 4999,
      images: ['/images/demo/test.webp'],
      stockQuantity: 0,
    });

    const { data } = await shop.shop.graphql(
      '{ adminDashboard { totalRevenue revenueStatuses } }',
      undefined,
      adminToken,
    );
    expect(data.adminDashboard.revenueStatuses).toEqual(['Delivered']);

    for (const viewport of [PHONE, DESKTOP]) {
      const page = await signedInAdmin(viewport);
      await page.goto('/admin');
      const revenue = page.locator('.stat').filter({ has: page.locator('dt', { hasText: 'Total Revenue' }) });
      await revenue
        .locator('.stat-value')
        .filter({ hasText: rupees(data.adminDashboard.totalRevenue) })
        .waitFor();

      // Every layout fault is collected, so a failure names them all.
      const problems: string[] = [];
      // The revenue chart: each value written out in full, inside the chart, none laid over another.
      const chart = page.locator('figure', { hasText: 'Revenue per day' });
      const figure = (await chart.boundingBox())!;
      const values = chart.locator('.chart-value');
      const labels: Array<{ text: string; x: number; y: number; width: number; height: number }> = [];
      for (let i = 0; i < (await values.count()); i++) {
        const text = (await values.nth(i).textContent())!;
        if (text === '–') continue;
        const box = (await values.nth(i).boundingBox())!;
        labels.push({ text, ...box });
        if (!/^Rs\. \d{1,3}(,\d{3})+$/.test(text)) problems.push(`value shortened: ${text}`);
        if (box.x < figure.x - 0.5 || box.x + box.width > figure.x + figure.width + 0.5)
          problems.push(`value cut by the chart's edge: ${text}`);
      }
      if (labels.length < 14) problems.push(`${labels.length} values shown for 14 days`);
      for (let a = 0; a < labels.length; a++)
        for (let b = a + 1; b < labels.length; b++) {
          const [one, two] = [labels[a], labels[b]];
          const apart =
            one.x + one.width <= two.x ||
            two.x + two.width <= one.x ||
            one.y + one.height <= two.y ||
            two.y + two.height <= one.y;
          if (!apart) problems.push(`values overlap: ${one.text} / ${two.text}`);
        }

      // The stock alert's name is whole (wrapped, not cut to a letter).
      const name = page.locator('.stock-name strong', { hasText: longName });
      await name.waitFor();
      if (await name.evaluate((element) => element.scrollWidth > element.clientWidth + 1))
        problems.push('stock name cut');
      if ((await name.boundingBox())!.width < 120)
        problems.push(`stock name ${Math.round((await name.boundingBox())!.width)} px wide`);

      // The Guest badge sits inside its cell, and the cell inside the page.
      const row = page.getByRole('region', { name: 'Recent Orders' }).locator('tbody tr').first();
      const badge = (await row.locator('.badge', { hasText: 'Guest' }).boundingBox())!;
      const cell = (await row.locator('td').first().boundingBox())!;
      if (badge.x < cell.x - 0.5 || badge.x + badge.width > cell.x + cell.width + 0.5)
        problems.push('Guest badge outside its cell');
      if (cell.x + cell.width > viewport.width) problems.push('order cell wider than the page');
      // Nothing makes the page scroll sideways (a table hidden for screen readers did, beside the old chart).
      problems.push(
        ...(await page.evaluate(() =>
          document.documentElement.scrollWidth <= window.innerWidth
            ? []
            : [...document.querySelectorAll('main *')]
                .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
                .slice(0, 3)
                .map((element) => `wider than the page: ${element.tagName}.${element.className}`),
        )),
      );
      expect({ width: viewport.width, problems }).toEqual({ width: viewport.width, problems: [] });

      expect(await revenue.locator('dd .muted').textContent()).toBe(
        'Delivered orders only (cash collected). Not counted: Pending, Processing, Shipped, Returned, Cancelled.',
      );
      await shop.screenshot(page, `admin-dashboard-revenue-${viewport.width}`);
    }
  });

  it('lists each kind of a product sold in kinds out of stock or running low, and its COD figures by kind', async () => {
    // The products sold as one well stocked, so this product's kinds are the stock alerts.
    await shop.shop.products.updateMany({ 'options.0': { $exists: false } }, { $set: { stockQuantity: 50 } });
    const { id, name } = await shop.shop.newProduct(0);
    const sku = `CASE-${new Types.ObjectId().toHexString().slice(-6).toUpperCase()}`;
    const kinds = [
      ['iPhone 15', 'Black', 40],
      ['iPhone 15', 'Blue', 2],
      ['iPhone 15 Pro', 'Black', 0],
      ['iPhone 15 Pro', 'Blue', 30],
    ] as const;
    const set = await shop.shop.graphql(
      'mutation ($id: ID!, $input: ProductVariantsInput!) { setProductVariants(id: $id, input: $input) { variants { id sku } } }',
      {
        id,
        input: {
          options: [
            { name: 'Phone model', values: ['iPhone 15', 'iPhone 15 Pro'] },
            { name: 'Colour', values: ['Black', 'Blue'] },
          ],
          variants: kinds.map(([model, colour, stockQuantity]) => ({
            sku: `${sku}-${model === 'iPhone 15' ? '15' : '15P'}-${colour.slice(0, 3).toUpperCase()}`,
            values: [model, colour],
            price: 2500,
            stockQuantity,
          })),
        },
      },
      adminToken,
    );
    expect(set.errors).toBeUndefined();
    const variants = set.data.setProductVariants.variants as Array<{ id: string; sku: string }>;
    // One parcel of the black iPhone 15 case delivered, one of the blue iPhone 15 Pro case returned.
    for (const [variant, status, phone] of [
      [variants[0], 'Delivered', '0301 6660001'],
      [variants[3], 'Returned', '0301 6660002'],
    ] as const) {
      const placed = await shop.shop.post('/api/v1/orders', {
        items: [{ product: id, variant: variant.id, quantity: 1 }],
        shippingAddress: { name: 'Kinds Guest', email: '', phone, address: 'House 2, Johar Town', city: 'Lahore' },
        paymentMethod: 'COD',
      });
      expect(placed.status).toBe(201);
      await shop.shop.confirmOrder(placed.body.data._id, adminToken);
      const moved = await shop.shop.put(
        `/api/v1/orders/${placed.body.data._id}/status`,
        { status },
        { token: adminToken },
      );
      expect(moved.status).toBe(200);
    }

    const { data } = await shop.shop.graphql(
      '{ adminDashboard { outOfStockCount lowStockCount } }',
      undefined,
      adminToken,
    );
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await signedInAdmin(viewport);
      await page.goto('/admin');
      const alerts = page.getByRole('region', { name: 'Stock alerts' });
      await alerts.getByText(`${data.adminDashboard.outOfStockCount} out of stock`).waitFor();
      await alerts.getByText(`${data.adminDashboard.lowStockCount} running low`).waitFor();
      // Two lines of the product (its total is 72 units): the kind out of stock, then the kind running low.
      const lines = alerts.locator('.stock-list li', { hasText: name });
      expect(await lines.count()).toBe(2);
      expect(await lines.nth(0).locator('.stock-name').innerText()).toBe(
        `${name} (iPhone 15 Pro / Black)\nAnker · SKU ${variants[2].sku}`,
      );
      expect(await lines.nth(0).locator('.badge').innerText()).toBe('Out of Stock');
      expect(await lines.nth(1).locator('.stock-name').innerText()).toBe(
        `${name} (iPhone 15 / Blue)\nAnker · SKU ${variants[1].sku}`,
      );
      expect(await lines.nth(1).locator('.badge').innerText()).toBe('2 left');

      // COD by item: each kind a row of its own, with its SKU.
      const byItem = page.getByRole('table', { name: 'By item (top 10)' });
      const row = (kind: string) => byItem.getByRole('row', { name: new RegExp(`\\(${kind}\\)`) });
      expect(await row('iPhone 15 / Black').innerText()).toMatch(
        new RegExp(`^${name} \\(iPhone 15 / Black\\)\\s+SKU ${variants[0].sku} · 1 unit\\s+1\\s+1\\s+0\\s+\\(0%\\)$`),
      );
      expect(await row('iPhone 15 Pro / Blue').innerText()).toMatch(
        new RegExp(
          `^${name} \\(iPhone 15 Pro / Blue\\)\\s+SKU ${variants[3].sku} · 1 unit\\s+1\\s+0\\s+1\\s+\\(100%\\)$`,
        ),
      );
      // Nothing wider than the page, and the table whole in its panel (long names and SKUs wrap).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await byItem.evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth)).toBe(true);
      await shop.screenshot(page, `admin-dashboard-kinds-${viewport.width}`);

      if (viewport === DESKTOP) {
        // Restock of a kind opens its product's Kinds in Admin → Products.
        await lines
          .nth(0)
          .getByRole('link', { name: `Restock ${name} (iPhone 15 Pro / Black)` })
          .click();
        const dialog = page.getByRole('dialog', { name: `Kinds of ${name}` });
        await dialog.waitFor();
        expect(await dialog.getByLabel('Stock of iPhone 15 Pro / Black').inputValue()).toBe('0');
        await page.waitForURL((url) => url.pathname === '/admin/products' && !url.searchParams.has('kinds'));
        expect(new URL(page.url()).searchParams.get('search')).toBe(name);
      }
    }
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

import type { Page } from 'playwright-core';
import { OrderRecord } from '../../server/src/orders/schemas/order.schema';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';
import { SOLD_AS_ONE } from '../support/test-shop';

/**
 * A fresh demo store as `npm start` makes it: a month of demo orders, the rate limits on, no TRUST_PROXY and no
 * PUBLIC_URL, and every visitor at 127.0.0.1. A guest's first order goes through (the caps count per phone and
 * per account, never per address), and the admin dashboard says which settings want acting on.
 */
describe('a fresh demo store with the rate limits on, in Chromium', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    shop = await BrowserShop.start({ DEMO_ORDERS: 'on', RATE_LIMITS: 'on' });
  }, 60_000);
  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  it('a guest adds 2 units of a product and places an order from the same machine, reaching the confirmation page', async () => {
    const [product] = await shop.shop.products
      .find({ stockQuantity: { $gte: 10 }, ...SOLD_AS_ONE })
      .sort({ createdAt: 1 })
      .limit(1)
      .lean();
    // Enough units that a cap counting this address's Pending orders (the demo month's, cap 40) would refuse.
    const units = 2;
    const demo = await shop.shop.model<OrderRecord>(OrderRecord.name).find().lean();
    const held = demo
      .filter((order) => order.status === 'Pending' && order.stockTaken)
      .reduce((sum, order) => sum + order.items.reduce((total, line) => total + line.quantity, 0), 0);
    expect(held + units).toBeGreaterThan(40);

    const page = await shop.newPage(DESKTOP);
    // The first page of a fresh store is rendered by a renderer that starts now: on a busy machine, slowly.
    await page.goto(`/products/${String(product._id)}`, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    for (let unit = 1; unit < units; unit++)
      await page.getByRole('button', { name: 'Increase Quantity', exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByText('Added to cart successfully!').last().waitFor();
    await page.goto('/checkout');
    await page.getByLabel('Name').fill('Hina Baig');
    await page.getByLabel('Phone').fill('0333 7412589');
    await page.getByLabel('Address').fill('House 21, Street 8, Satellite Town');
    await page.getByLabel('City').fill('Rawalpindi');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL(/\/order-confirmation\/[0-9a-f]{24}\?key=/);
    const orderId = new URL(page.url()).pathname.split('/').pop();
    const order = await shop.shop
      .model('OrderRecord')
      .findById(orderId)
      .lean<{ orderNumber: string; items: Array<{ quantity: number }> }>();
    expect(await page.getByTestId('order-id').innerText()).toBe(order!.orderNumber);
    expect(order!.items.map((line) => line.quantity)).toEqual([units]);
  }, 60_000);

  it('the demo case is sold in kinds: a shopper at 375 px chooses its phone model and colour and orders that kind', async () => {
    const stored = (await shop.shop.products.findOne({ slug: 'baseus-liquid-silicone-case' }).lean())!;
    const kinds = Object.entries(stored.variants!).map(([id, variant]) => ({ id, ...variant }));
    const kind = (values: string) => kinds.find((each) => each.values.join(' / ') === values)!;
    const chosen = kind('Galaxy S24 / Black');
    const option = (page: Page, group: string, value: string) =>
      page
        .getByRole('group', { name: new RegExp(`^${group}`) })
        .getByRole('radio', { name: new RegExp(`^${value}(,|$)`) });

    const page = await shop.newPage(PHONE);
    // Its card in a list says From its cheapest kind in stock and leads to its page to choose one.
    await page.goto(`/products?search=${encodeURIComponent(stored.name)}`, { timeout: 30_000 });
    const card = page.locator('.product-card', { hasText: stored.name }).first();
    await card.getByText(/^From Rs\. 1,299$/).waitFor();
    await card.getByRole('link', { name: `Choose options: ${stored.name}` }).click();
    await page.waitForURL((url) => url.pathname === `/products/${stored.slug}`);
    await page.getByRole('heading', { level: 1, name: stored.name }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');

    // Asked for before a choice; a kind sold out and a combination not sold shown as such.
    const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await add.click();
    await page.getByRole('alert').filter({ hasText: 'Please choose the Phone model and Colour' }).waitFor();
    const models = page.getByRole('group', { name: /^Phone model/ }).getByRole('radio');
    expect(await models.evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))).toEqual(
      stored.options![0].values,
    );
    await option(page, 'Phone model', 'Galaxy S24').click();
    expect(await page.getByRole('radio', { name: 'Lavender, sold out' }).count()).toBe(1);
    expect(await page.getByRole('radio', { name: 'Mint Green, not sold in this combination' }).count()).toBe(1);
    await option(page, 'Colour', 'Black').click();
    await page.waitForURL((url) => url.searchParams.get('variant') === chosen.id);
    await page.locator('.product-price .price-now', { hasText: /^Rs\. 1,499$/ }).waitFor();
    await page.getByText(`In Stock (${chosen.stockQuantity} available)`).waitFor();
    await shop.screenshot(page, 'demo-case-kind-375');
    await add.click();
    await page.getByRole('link', { name: 'Cart, 1 item', exact: true }).waitFor();

    await page.goto('/checkout');
    await page.getByLabel('Name').fill('Sana Tariq');
    await page.getByLabel('Phone').fill('0300 7654321');
    await page.getByLabel('Address').fill('House 12, Street 4, Gulberg III');
    await page.getByLabel('City').fill('Lahore');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f]{24}\?key=/);
    await page.getByText('Phone model: Galaxy S24 · Colour: Black', { exact: false }).waitFor();

    // The line keeps the kind's SKU and values; its units alone are taken.
    const orderId = new URL(page.url()).pathname.split('/').pop();
    const order = await shop.shop.model<OrderRecord>(OrderRecord.name).findById(orderId).lean();
    expect(order!.items).toEqual([
      expect.objectContaining({
        variant: chosen.id,
        sku: 'BS-SIL-S24-BLK',
        price: 1499,
        options: [
          { name: 'Phone model', value: 'Galaxy S24' },
          { name: 'Colour', value: 'Black' },
        ],
      }),
    ]);
    const after = (await shop.shop.products.findById(stored._id).lean())!;
    expect(after.variants![chosen.id].stockQuantity).toBe(chosen.stockQuantity - 1);
    expect(after.variants![kind('iPhone 15 / Black').id].stockQuantity).toBe(kind('iPhone 15 / Black').stockQuantity);
    expect(after.stockQuantity).toBe(stored.stockQuantity - 1);
  }, 90_000);

  async function adminDashboard(viewport: { width: number; height: number }): Promise<Page> {
    const page = await shop.newPage(viewport);
    await shop.signIn(page, 'admin@volt.demo', 'admin123');
    // As behind a proxy that TRUST_PROXY does not name: every request carries X-Forwarded-For.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.23' });
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    return page;
  }

  it.each([
    [DESKTOP, 'setup-notices-1280'],
    [PHONE, 'setup-notices-375'],
  ] as const)(
    'the dashboard says that TRUST_PROXY and PUBLIC_URL are not set (%o)',
    async (viewport, name) => {
      const page = await adminDashboard(viewport);
      const notices = page.locator('.setup-notice p');
      await notices.filter({ hasText: 'TRUST_PROXY is not set' }).waitFor();
      await notices.filter({ hasText: `PUBLIC_URL is not set` }).waitFor();
      expect(await notices.allInnerTexts()).toEqual([
        "Requests come through a proxy, but TRUST_PROXY is not set, so every shopper seems to come from the proxy's address. Set TRUST_PROXY.",
        "PUBLIC_URL is not set, so the links the shop sends customers point to this computer (localhost), which customers cannot open. Set PUBLIC_URL to the shop's public address.",
      ]);
      // Nothing wider than the screen, the address in the notice included.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shop.screenshot(page, name);
    },
    60_000,
  );
});

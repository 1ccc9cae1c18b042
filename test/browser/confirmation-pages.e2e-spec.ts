import type { Page } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';
import { SOLD_AS_ONE } from '../support/test-shop';

const ADMIN = { email: 'admin@volt.demo', password: 'admin123' };
const ADDRESS = 'House 5, Street 7, Block C, Model Town';

interface Placed {
  _id: string;
  orderNumber: string;
  accessKey: string;
}

/**
 * The confirmation pages as a customer and the call centre meet them, at 375 and 1280 px: the link's decision on
 * the first screen with the address to check, the queue letting decided cards go, the order page's heading
 * following the confirmation, a link without its key, and Copy buttons where the browser has no
 * navigator.clipboard (a plain http address).
 */
describe('confirmation pages in Chromium', () => {
  let shop: BrowserShop;
  let adminToken: string;
  let productId: string;
  let productSlug: string;
  let productName: string;
  let phones = 0;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    adminToken = await shop.shop.login(ADMIN.email, ADMIN.password);
    const product = await shop.shop.products.findOne({ stockQuantity: { $gte: 30 }, ...SOLD_AS_ONE }).lean();
    productId = String(product!._id);
    productSlug = product!.slug;
    productName = product!.name;
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  /** A guest order on a phone of its own (the cap on waiting orders per phone stays out of the way). */
  async function placeGuest(name = 'Hamza Ali'): Promise<Placed & { phone: string }> {
    phones += 1;
    const phone = `0300 55${String(phones).padStart(5, '0')}`;
    const answer = await shop.shop.post('/api/v1/orders', {
      items: [{ product: productId, quantity: 1 }],
      shippingAddress: { name, email: '', phone, address: ADDRESS, city: 'Lahore' },
      paymentMethod: 'COD',
    });
    expect(answer.status).toBe(201);
    return { ...answer.body.data, phone };
  }

  async function linkPath(orderId: string) {
    const detail = await shop.shop.get(`/api/v1/admin/orders/${orderId}`, { token: adminToken });
    return new URL(detail.body.data.confirmation.link as string).pathname;
  }

  const signedInAdmin = async (viewport = DESKTOP) => {
    const page = await shop.newPage(viewport);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    return page;
  };

  const focusedLabel = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);

  it('puts the decision on the first screen of a phone, with the address in full and the order below', async () => {
    const order = await placeGuest();
    const path = await linkPath(order._id);
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await shop.newPage(viewport);
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: `Order ${order.orderNumber}` }).waitFor();
      const confirm = page.getByRole('button', { name: 'Confirm my order' });
      const box = (await confirm.boundingBox())!;
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
      // The address the customer confirms, in full; the phone the link was sent to stays masked.
      const main = await page.locator('main').innerText();
      expect(main).toContain(ADDRESS);
      expect(main).toContain('Hamza Ali');
      expect(main).toContain('0300 •••');
      expect(main).not.toContain(order.phone);
      const address = (await page.locator('address').first().boundingBox())!;
      expect(address.y).toBeLessThan(box.y);
      // The order itself follows below the decision.
      const item = (await page.getByText(productName).first().boundingBox())!;
      expect(item.y).toBeGreaterThan(box.y + box.height);
      await shop.screenshot(page, `confirm-link-${viewport.width}`);
    }
  });

  it('lets a decided card leave the queue, the count follow, and the focus go to the next card', async () => {
    for (let i = 0; i < 3; i++) await placeGuest(`Queue Buyer ${i}`);
    const page = await signedInAdmin();
    await page.goto('/admin/confirmations');
    const cards = page.getByRole('article');
    await cards.nth(2).waitFor();
    const count = page.getByText(/\d+ waiting\./);
    const waitingBefore = Number(/(\d+) waiting\./.exec(await count.innerText())![1]);
    expect(waitingBefore).toBeGreaterThanOrEqual(3);
    const [first, second, third] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).getAttribute('aria-label')));
    await shop.screenshot(page, 'queue-before-1280');

    // Confirm with the keyboard: the card goes, the count follows, the focus lands on the next card.
    const firstCard = page.getByRole('article', { name: first!, exact: true });
    await firstCard.getByRole('button', { name: 'Confirm', exact: true }).focus();
    await page.keyboard.press('Enter');
    await firstCard.waitFor({ state: 'detached' });
    await page.getByText(new RegExp(`\\b${waitingBefore - 1} waiting\\.`)).waitFor();
    await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, second);

    // Decline (asked once more) from the keyboard: the same.
    const secondCard = page.getByRole('article', { name: second!, exact: true });
    await secondCard.getByRole('button', { name: 'Decline', exact: true }).focus();
    await page.keyboard.press('Enter');
    await secondCard.getByRole('button', { name: 'Keep waiting' }).waitFor();
    await secondCard.getByRole('button', { name: 'Yes, decline' }).focus();
    await page.keyboard.press('Enter');
    await secondCard.waitFor({ state: 'detached' });
    await page.getByText(new RegExp(`\\b${waitingBefore - 2} waiting\\.`)).waitFor();
    await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, third);
    expect(await focusedLabel(page)).toBe(third);
    await shop.screenshot(page, 'queue-focus-next-1280');
    // The server agrees, and a reload shows the same queue.
    await page.reload();
    await page.getByText(new RegExp(`\\b${waitingBefore - 2} waiting\\.`)).waitFor();
    expect(await page.getByRole('article', { name: first!, exact: true }).count()).toBe(0);
    expect(await page.getByRole('article', { name: second!, exact: true }).count()).toBe(0);
    await page.setViewportSize(PHONE);
    await shop.screenshot(page, 'queue-after-375');
  });

  it("says 'Order Placed' until the order is confirmed, then 'Order Confirmed!'", async () => {
    const order = await placeGuest();
    const page = await shop.newPage(PHONE);
    await page.goto(`/order-confirmation/${order._id}?key=${encodeURIComponent(order.accessKey)}`);
    await page.getByRole('heading', { level: 1, name: 'Order Placed' }).waitFor();
    await page.getByText('We will contact you to confirm your order before delivery.', { exact: false }).waitFor();
    expect(await page.getByRole('heading', { name: 'Order Confirmed!' }).count()).toBe(0);
    await shop.screenshot(page, 'order-placed-375');
    await page.setViewportSize(DESKTOP);
    await shop.screenshot(page, 'order-placed-1280');

    await shop.shop.confirmOrder(order._id, adminToken);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Order Confirmed!' }).waitFor();
    expect(await page.getByText('confirm your order before delivery', { exact: false }).count()).toBe(0);
    await shop.screenshot(page, 'order-confirmed-1280');
    await page.setViewportSize(PHONE);
    await shop.screenshot(page, 'order-confirmed-375');
  });

  it('says a guest link without its key is incomplete and points to tracking by number and phone', async () => {
    const order = await placeGuest();
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await shop.newPage(viewport);
      await page.goto(`/order-confirmation/${order._id}`);
      await page.getByRole('heading', { level: 1, name: 'This order link is incomplete' }).waitFor();
      expect(await page.getByText('Failed to load order details').count()).toBe(0);
      const track = page.getByRole('link', { name: 'Track your order' });
      expect(await track.getAttribute('href')).toBe('/info/order-tracking');
      await shop.screenshot(page, `order-link-incomplete-${viewport.width}`);
      if (viewport === PHONE) {
        await track.click();
        await page.waitForURL('**/info/order-tracking');
        await page.getByLabel('Order number').fill(order.orderNumber);
        await page.getByLabel('Phone used for the order').fill(order.phone);
        await page.getByRole('button', { name: 'Track Order' }).click();
        await page.getByRole('region', { name: `Order ${order.orderNumber}` }).waitFor();
      }
    }
  });

  it("tracks an order its customer cancelled as 'Cancelled', not 'Awaiting confirmation'", async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Sana Cancel', phone: '0301 6660001' });
    const placed = await shop.shop.post(
      '/api/v1/orders',
      {
        items: [{ product: productId, quantity: 1 }],
        shippingAddress: {
          name: 'Sana Cancel',
          email: customer.email,
          phone: '0301 6660001',
          address: ADDRESS,
          city: 'Lahore',
        },
      },
      { token: customer.token },
    );
    expect(placed.status).toBe(201);
    const cancelled = await shop.shop.put(
      `/api/v1/orders/${placed.body.data._id}/cancel`,
      {},
      { token: customer.token },
    );
    expect(cancelled.status).toBe(200);
    const orderNumber = placed.body.data.orderNumber as string;
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await shop.newPage(viewport);
      await page.goto('/info/order-tracking');
      await page.getByLabel('Order number').fill(orderNumber);
      await page.getByLabel('Phone used for the order').fill('0301 6660001');
      await page.getByRole('button', { name: 'Track Order' }).click();
      const result = page.getByRole('region', { name: `Order ${orderNumber}` });
      await result.waitFor();
      const shown = await result.innerText();
      expect(shown).toContain('Cancelled');
      expect(shown).not.toContain('Awaiting confirmation');
      await shop.screenshot(page, `track-cancelled-${viewport.width}`);
    }
  });

  describe('Copy buttons on a plain http address (no navigator.clipboard)', () => {
    /** What a page on an insecure origin has: no navigator.clipboard at all. */
    const NO_CLIPBOARD = () => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined });
    };
    /** A browser that refuses execCommand('copy') as well. */
    const NO_COPY = () => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined });
      document.execCommand = () => false;
    };

    /** The text the browser's clipboard holds, read from a page of the same browser that may read it. */
    async function clipboardOf(page: Page) {
      const reader = await page.context().newPage();
      await reader.goto(`${shop.baseUrl}/404-clipboard`);
      const text = await reader.evaluate(() => navigator.clipboard.readText());
      await reader.close();
      return text;
    }

    it('copy the order ID, the product link and the confirmation link', async () => {
      const order = await placeGuest();
      const page = await shop.newPage(PHONE);
      await page.addInitScript(NO_CLIPBOARD);
      await page.goto(`/order-confirmation/${order._id}?key=${encodeURIComponent(order.accessKey)}`);
      expect(await page.evaluate(() => typeof navigator.clipboard)).toBe('undefined');
      await page.getByRole('button', { name: `Copy order ID ${order.orderNumber}` }).click();
      await page.getByText('Order ID copied to clipboard!').waitFor();
      expect(await clipboardOf(page)).toBe(order.orderNumber);

      await page.goto(`/products/${productSlug}`);
      await page.getByRole('button', { name: /Share Product/ }).click();
      await page.getByText('Link copied to clipboard!').waitFor();
      expect(await clipboardOf(page)).toBe(`${shop.baseUrl}/products/${productSlug}`);

      const admin = await signedInAdmin();
      await admin.addInitScript(NO_CLIPBOARD);
      await admin.goto(`/admin/orders/${order._id}`);
      const panel = admin.getByRole('region', { name: 'Customer Confirmation' });
      await panel.getByRole('button', { name: 'Copy link' }).click();
      await admin.getByText('Link copied', { exact: true }).waitFor();
      expect(await clipboardOf(admin)).toBe(`${shop.linkAddress}${await linkPath(order._id)}`);
    });

    it("select the order ID and say 'Press Ctrl+C to copy' when the browser copies nothing", async () => {
      const order = await placeGuest();
      const page = await shop.newPage(PHONE);
      await page.addInitScript(NO_COPY);
      await page.goto(`/order-confirmation/${order._id}?key=${encodeURIComponent(order.accessKey)}`);
      await page.getByRole('button', { name: `Copy order ID ${order.orderNumber}` }).click();
      await page.getByText('Press Ctrl+C to copy').waitFor();
      expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(order.orderNumber);
      await shop.screenshot(page, 'copy-press-ctrl-c-375');
    });
  });
});

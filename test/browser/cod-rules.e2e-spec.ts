import type { Page } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';
import { soldAsOne } from '../support/test-shop';

const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(amount)}`;

/**
 * COD rules in Chromium: an admin blocks a phone, a guest writing it another way is refused at
 * checkout with the WhatsApp message; a delivery fee set in the settings shows at checkout and on the order;
 * the admin sees the order's risk on the list and the detail. Starts with the demo month, so the dashboard
 * screenshot shows the COD figures.
 */
describe('COD rules in Chromium', () => {
  let shop: BrowserShop;
  let product: { id: string; name: string; finalPrice: number };

  beforeAll(async () => {
    shop = await BrowserShop.start({ DEMO_ORDERS: 'on' });
    const answer = await shop.graphqlData<{
      products: { items: Array<typeof product & { stockQuantity: number; options: Array<{ name: string }> }> };
    }>('{ products(limit: 50, inStock: true) { items { id name finalPrice stockQuantity options { name } } } }');
    // Sold as one: added from its page without choosing a kind.
    product = answer.products.items.find((candidate) => candidate.stockQuantity > 10 && soldAsOne(candidate))!;
  }, 120_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  async function adminPage(viewport = DESKTOP): Promise<Page> {
    const page = await shop.newPage(viewport);
    await shop.signIn(page, 'admin@volt.demo', 'admin123');
    return page;
  }

  async function fillCheckout(page: Page, phone: string) {
    await page.getByLabel('Name').fill('Ayesha Guest');
    await page.getByLabel('Phone').fill(phone);
    await page.getByLabel('City').fill('Lahore');
    await page.getByLabel('Address').fill('House 12, Street 4, Gulberg III');
  }

  it('blocks a phone, refuses it at checkout in another written form, charges the fee, and shows the risk', async () => {
    // The admin blocks a phone and sets a delivery fee.
    const admin = await adminPage();
    await admin.goto('/admin/blocklist');
    await admin.getByRole('heading', { name: 'Blocklist' }).waitFor();
    await admin.getByLabel('Phone or email', { exact: true }).fill('+92 333 7778899');
    await admin.getByLabel('Reason').fill('Refused two parcels');
    await admin.getByRole('button', { name: 'Add to Blocklist' }).click();
    await admin.getByRole('rowheader', { name: '0333 7778899' }).waitFor();
    await shop.screenshot(admin, 'blocklist-1280');

    await admin.goto('/admin/settings');
    await admin.getByLabel('Default fee (Rs.)').fill('200');
    await admin.getByRole('button', { name: 'Save Settings' }).click();
    await admin.getByText('Settings saved').last().waitFor();
    await shop.screenshot(admin, 'settings-1280');

    // A guest: the cart says delivery is calculated at checkout; the blocked phone written another way is refused.
    const guest = await shop.newPage(PHONE);
    await guest.goto(`/products/${product.id}`);
    await guest.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await guest.getByText('Added to cart successfully!').last().waitFor();
    await guest.goto('/cart');
    await expect(guest.getByTestId('summary-delivery-later').innerText()).resolves.toBe('Calculated at checkout');
    await guest
      .getByRole('link', { name: /checkout/i })
      .first()
      .click();
    await guest.waitForURL('**/checkout');
    await fillCheckout(guest, '0333-7778899');
    await expect(guest.getByTestId('summary-delivery').innerText()).resolves.toBe(rupees(200));
    await expect(guest.getByTestId('summary-total').innerText()).resolves.toBe(rupees(product.finalPrice + 200));
    await guest.getByRole('button', { name: 'Place Order' }).click();
    const refusal = guest.locator('#checkout-refusal');
    await refusal.waitFor();
    expect(await refusal.innerText()).toBe(
      'Sorry, we cannot accept a cash-on-delivery order for this phone number or email. Please contact us on WhatsApp at 0300 1234567 and we will help you.',
    );
    await shop.screenshot(guest, 'checkout-blocked-375');

    // Another phone: placed, with the fee on the order.
    await guest.getByLabel('Phone').fill('0300 5556677');
    await guest.getByRole('button', { name: 'Place Order' }).click();
    await guest.waitForURL(/\/order-confirmation\/[0-9a-f]{24}\?key=/, { timeout: 30_000 });
    const orderId = /order-confirmation\/([0-9a-f]{24})/.exec(guest.url())![1];
    await expect(guest.getByTestId('order-shipping-fee').innerText()).resolves.toBe(rupees(200));

    // The admin sees the risk on the list and the detail, and the fee on the order.
    await admin.goto('/admin/orders');
    await admin.getByRole('button', { name: /Guest Orders/ }).click();
    const row = admin.getByRole('row').filter({ has: admin.locator(`a[href="/admin/orders/${orderId}"]`) });
    await expect(row.getByTestId('risk-badge').innerText()).resolves.toMatch(/^(Low|Medium|High) risk/);
    await shop.screenshot(admin, 'orders-risk-1280');
    await admin.goto(`/admin/orders/${orderId}`);
    const panel = admin.getByTestId('risk-panel');
    await panel.waitFor();
    expect(await panel.innerText()).toContain('First order from this phone');
    await expect(admin.getByTestId('order-shipping-fee').innerText()).resolves.toBe(rupees(200));
    await shop.screenshot(admin, 'order-risk-1280');

    const order = await shop.graphqlData(
      'query($id: ID!) { order(id: $id) { shippingFee totalAmount risk { level } } }',
      { id: orderId },
      await shop.shop.login('admin@volt.demo', 'admin123'),
    );
    expect(order.order).toMatchObject({ shippingFee: 200, totalAmount: product.finalPrice + 200 });
  }, 180_000);

  it('screens at 375 and 1280: settings, blocklist, dashboard with the COD figures', async () => {
    for (const [viewport, width] of [
      [PHONE, 375],
      [DESKTOP, 1280],
    ] as const) {
      const admin = await adminPage(viewport);
      await admin.goto('/admin');
      await admin.getByTestId('cod-figures').waitFor({ timeout: 60_000 });
      expect(await admin.getByTestId('cod-figures').innerText()).toContain('Returned (RTO)');
      await shop.screenshot(admin, `dashboard-cod-${width}`);
      await admin.goto('/admin/settings');
      await admin.getByRole('button', { name: 'Save Settings' }).waitFor();
      await shop.screenshot(admin, `settings-${width}`);
      await admin.goto('/admin/blocklist');
      await admin.getByRole('rowheader').first().waitFor();
      await shop.screenshot(admin, `blocklist-${width}`);
    }
  }, 180_000);
});

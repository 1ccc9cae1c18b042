import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';
import { soldAsOne } from '../support/test-shop';

const INVALID_MOBILE = 'Please enter a valid phone number';
const GATE = 'Confirm this order with the customer before processing it';

/**
 * Cash-on-delivery confirmation in Chromium: a guest orders with 0300-1234567; the admin sees the order waiting and the WhatsApp
 * link (to 923001234567, carrying the confirmation link); the link, opened in another browser context,
 * confirms; the admin then moves the order to Processing; tracking by number and phone works.
 */
describe('cash-on-delivery confirmation in Chromium', () => {
  let shop: BrowserShop;
  let productName: string;
  let productId: string;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    const data = await shop.graphqlData<{
      products: { items: Array<{ id: string; name: string; options: Array<{ name: string }> }> };
    }>('{ products(limit: 20, inStock: true, sortBy: PRICE_LOW) { items { id name options { name } } } }');
    // The cheapest product sold as one: added from its page without choosing a kind.
    ({ id: productId, name: productName } = data.products.items.find(soldAsOne)!);
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  it('guest order → admin WhatsApp link → customer confirms by link → Processing → tracking', async () => {
    // A guest orders; a number that is no Pakistani mobile is refused beside the field, as typed.
    const guest = await shop.newPage(DESKTOP);
    await guest.goto(`/products/${productId}`);
    await guest.getByRole('heading', { level: 1, name: productName }).waitFor();
    await guest.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await guest.getByText('Added to cart successfully!').last().waitFor();
    await guest.goto('/checkout');
    await guest.getByLabel('Name').fill('Hamza Ali');
    await guest.getByLabel('Phone').fill('0300-12');
    await guest.getByLabel('Address').fill('House 5, Street 7, Block C');
    await guest.getByLabel('City').fill('Lahore');
    await guest.getByRole('button', { name: 'Place Order' }).click();
    await guest.getByText(INVALID_MOBILE).first().waitFor();
    expect(await guest.getByLabel('Phone').inputValue()).toBe('0300-12');
    await guest.getByLabel('Phone').fill('0300-1234567');
    await guest.getByRole('button', { name: 'Place Order' }).click();
    await guest.waitForURL('**/order-confirmation/**', { timeout: 30_000 });
    const orderId = new URL(guest.url()).pathname.split('/').pop()!;

    // The admin: the order waits; Processing is refused until the customer confirms; the WhatsApp link.
    const admin = await shop.newPage(DESKTOP);
    const adminToken = await shop.signIn(admin, 'admin@volt.demo', 'admin123');
    const { order } = await shop.graphqlData<{ order: { orderNumber: string; shippingAddress: { phone: string } } }>(
      'query($id: ID!) { order(id: $id) { orderNumber shippingAddress { phone } } }',
      { id: orderId },
      adminToken,
    );
    expect(order.shippingAddress.phone).toBe('+923001234567');
    await admin.goto('/admin/confirmations');
    const row = admin.getByRole('article', { name: `Order ${order.orderNumber}` });
    await row.waitFor({ timeout: 20_000 });
    expect(await row.innerText()).toContain('0300 1234567');
    await shop.screenshot(admin, 'admin-confirmations-1280');
    await admin.setViewportSize(PHONE);
    await shop.screenshot(admin, 'admin-confirmations-375');
    await admin.setViewportSize(DESKTOP);
    await expect(
      admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Confirmations' }).count(),
    ).resolves.toBe(1);

    await admin.goto(`/admin/orders/${orderId}`);
    const panel = admin.getByRole('region', { name: 'Customer Confirmation' });
    await panel.getByText('Awaiting confirmation').waitFor({ timeout: 20_000 });
    const whatsapp = panel.getByRole('link', { name: 'Send on WhatsApp' });
    const href = (await whatsapp.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/923001234567?text=')).toBe(true);
    const text = new URL(href).searchParams.get('text')!;
    expect(text).toContain(order.orderNumber);
    const link = /https?:\/\/\S+\/confirm\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/.exec(text)![0];
    expect(link.startsWith(shop.linkAddress)).toBe(true);
    await panel.getByLabel('Message language').selectOption('ur');
    expect(new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text')).toContain(link);

    await admin.getByRole('group', { name: 'Update Status' }).getByRole('button', { name: 'Processing' }).click();
    await admin.getByText(`${GATE}. To move it to Processing anyway`).waitFor();
    await shop.screenshot(admin, 'admin-order-confirmation-1280');
    await admin.setViewportSize(PHONE);
    await shop.screenshot(admin, 'admin-order-confirmation-375');
    await admin.setViewportSize(DESKTOP);

    // The customer opens the link in another browser (no sign-in) and confirms.
    const customer = await shop.newPage(PHONE);
    await customer.goto(link.slice(shop.linkAddress.length));
    await customer.getByRole('heading', { name: `Order ${order.orderNumber}` }).waitFor();
    const page = await customer.locator('main').innerText();
    // The address to check in full; the phone the link reached stays masked.
    expect(page).toContain('Hamza Ali');
    expect(page).toContain('House 5, Street 7, Block C, Lahore');
    expect(page).toContain('0300 •••4567');
    expect(page).not.toContain('0300 1234567');
    await shop.screenshot(customer, 'confirm-order-375');
    await customer.setViewportSize(DESKTOP);
    await shop.screenshot(customer, 'confirm-order-1280');
    // Cancelling asks once more; keeping the order leaves it waiting.
    await customer.getByRole('button', { name: 'Cancel my order', exact: true }).click();
    await customer.getByText(`Cancel order ${order.orderNumber}? It will not be delivered.`).waitFor();
    await customer.getByRole('button', { name: 'Keep my order' }).click();
    await customer.getByRole('button', { name: 'Confirm my order' }).click();
    await customer.locator('p[role="status"]').filter({ hasText: 'Thank you! Your order is confirmed.' }).waitFor();
    expect(await customer.getByRole('button', { name: 'Cancel my order' }).count()).toBe(0);
    await customer.reload();
    await customer.getByText('Thank you! Your order is confirmed.').first().waitFor();

    // The admin moves it to Processing now.
    await admin.reload();
    await admin.getByRole('region', { name: 'Customer Confirmation' }).getByText('Confirmed by customer').waitFor();
    await admin.getByRole('group', { name: 'Update Status' }).getByRole('button', { name: 'Processing' }).click();
    await admin.getByText('Guest order status updated successfully').waitFor();
    const stored = await shop.graphqlData<{ order: { status: string } }>(
      'query($id: ID!) { order(id: $id) { status } }',
      { id: orderId },
      adminToken,
    );
    expect(stored.order.status).toBe('Processing');

    // Tracking by order number and phone, without a key: a wrong pair says so, the right one shows the timeline.
    const tracker = await shop.newPage(PHONE);
    await tracker.goto('/info/order-tracking');
    await tracker.getByLabel('Order number').fill(order.orderNumber);
    await tracker.getByLabel('Phone used for the order').fill('0300 7654321');
    await tracker.getByRole('button', { name: 'Track Order' }).click();
    await tracker.getByText('No order matches this order number and phone number.').waitFor();
    await tracker.getByLabel('Phone used for the order').fill('+92 300 1234567');
    await tracker.getByRole('button', { name: 'Track Order' }).click();
    const result = tracker.getByRole('region', { name: `Order ${order.orderNumber}` });
    await result.waitFor();
    const shown = await result.innerText();
    expect(shown).toContain('Processing');
    expect(shown).toContain('Confirmed by customer');
    expect(shown).toContain(productName);
    expect(shown).not.toContain('Street 7');
    await shop.screenshot(tracker, 'order-tracking-375');
    await tracker.setViewportSize(DESKTOP);
    await shop.screenshot(tracker, 'order-tracking-1280');
  }, 240_000);
});

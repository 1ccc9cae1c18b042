import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';
import { LocalSmtp } from '../support/local-smtp';
import { uniqueEmail } from '../support/test-shop';

const ADMIN = { email: 'admin@volt.demo', password: 'admin123' };

/** The admin order page shows each message to the customer with its state, on a phone and on a desktop. */
describe('messages to the customer on the admin order page in Chromium', () => {
  const smtp = new LocalSmtp();
  let shop: BrowserShop;
  let adminToken: string;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    shop = await BrowserShop.start({ SMTP_URL: smtpUrl, CUSTOMER_MESSAGE_TICK_MS: '100' });
    adminToken = await shop.shop.login(ADMIN.email, ADMIN.password);
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
    await smtp.stop();
  });
  afterEach(() => shop.closePages());

  it('shows the confirmed message sent, and the delivered one once the status changes, at 1280 and 375 px', async () => {
    const email = uniqueEmail('panel');
    const product = await shop.shop.productWithStock(10, 1200);
    const placed = await shop.shop.post('/api/v1/orders', {
      items: [{ product, quantity: 2 }],
      shippingAddress: { name: 'Ayesha Khan', email, phone: '0300 7123456', address: 'House 1', city: 'Lahore' },
      expectedTotal: 2400,
    });
    expect(placed.status).toBe(201);
    const orderId = placed.body.data._id as string;
    await shop.shop.confirmOrder(orderId, adminToken);

    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    await page.goto(`/admin/orders/${orderId}`);
    const panel = page.getByRole('region', { name: 'Messages to the Customer' });
    const confirmed = panel.locator('li[data-kind="confirmed"]');
    await confirmed.getByText('Sent', { exact: true }).waitFor();
    expect(await confirmed.textContent()).toContain(`E-mail to ${email}`);

    await page.getByRole('button', { name: 'Delivered', exact: true }).click();
    const delivered = panel.locator('li[data-kind="delivered"]');
    await delivered.getByText('Sent', { exact: true }).waitFor({ timeout: 20_000 });
    await delivered.getByText('What it says').click();
    await delivered.getByText('Thank you for shopping at Volt Accessories.').waitFor();
    expect(smtp.to(email).map((mail) => mail.subject)).toEqual([
      `Your order ${placed.body.data.orderNumber} is confirmed`,
      `Your order ${placed.body.data.orderNumber} was delivered`,
    ]);
    await shop.screenshot(page, 'admin-order-messages-1280');

    const phone = await shop.newPage(PHONE);
    await shop.signIn(phone, ADMIN.email, ADMIN.password);
    await phone.goto(`/admin/orders/${orderId}`);
    const phonePanel = phone.getByRole('region', { name: 'Messages to the Customer' });
    await phonePanel.locator('li[data-kind="delivered"]').getByText('Sent', { exact: true }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shop.screenshot(phone, 'admin-order-messages-375');
  });

  it('edits a message in the settings: an unknown placeholder is refused with its name, a good one is saved', async () => {
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/settings');
    await page.getByText('Delivered', { exact: true }).click();
    const body = page.getByLabel('Delivered: message in Urdu');
    await body.fill('آپ کا آرڈر {orderNumber} پہنچ گیا {trackingNumber}');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page
      .getByRole('region', { name: 'Settings' })
      .getByRole('alert')
      .filter({ hasText: 'The delivered message (Urdu) has an unknown placeholder {trackingNumber}' })
      .waitFor();
    await body.fill('آپ کا آرڈر {orderNumber} پہنچ گیا');
    await page.getByRole('button', { name: 'Save Settings' }).click();
    await page.getByText('Settings saved').first().waitFor();
    const saved = await shop.shop.get('/api/v1/admin/message-templates', { token: adminToken });
    expect(saved.body.data.templates.delivered.ur.body).toBe('آپ کا آرڈر {orderNumber} پہنچ گیا');
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shop.screenshot(page, 'admin-settings-messages-375');
  });
});

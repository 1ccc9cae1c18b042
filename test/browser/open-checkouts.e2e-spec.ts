import { OpenCheckoutsService } from '../../server/src/open-checkouts/open-checkouts.service';
import { OpenCheckoutRecord } from '../../server/src/open-checkouts/schemas/open-checkout.schema';
import { LocalSmtp } from '../support/local-smtp';
import { waitFor } from '../support/processes';
import { uniqueEmail } from '../support/test-shop';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

const ADMIN = { email: 'admin@volt.demo', password: 'admin123' };
const NOTICE = 'If you leave before placing your order, we may send you one reminder';

/**
 * A checkout left half-way, in Chromium on a 375 px phone: the shopper types a phone, sees the notice and leaves;
 * the reminder (by e-mail to a mail server on loopback) brings back the cart and the address in a fresh browser.
 */
describe('open checkouts in Chromium', () => {
  const smtp = new LocalSmtp();
  let shop: BrowserShop;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    shop = await BrowserShop.start({ SMTP_URL: smtpUrl, CUSTOMER_MESSAGE_TICK_MS: '100', OPEN_CHECKOUT_SWEEP_MS: '0' });
  }, 60_000);

  afterEach(() => shop.closePages());
  afterAll(async () => {
    await shop?.stop();
    await smtp.stop();
  });

  it('a shopper who types a phone and leaves gets one reminder whose link brings back the cart and the address', async () => {
    const product = await shop.shop.newProduct(20, 2500);
    const email = uniqueEmail('reminder');
    const page = await shop.newPage(PHONE);
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByText('Added to cart successfully!').last().waitFor();
    await page.goto('/checkout');
    await page.getByLabel('Name').fill('Hina Tariq');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Address').fill('House 12, Street 7, Gulberg');
    await page.getByLabel('City').fill('Lahore');
    expect(await page.getByTestId('reminder-notice').count()).toBe(0);
    await page.getByLabel('Phone').fill('0321 5566778');
    await page.getByTestId('reminder-notice').filter({ hasText: NOTICE }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shop.screenshot(page, 'open-checkout-notice-375');

    // Recorded once the typing settles; then the shopper leaves.
    const checkouts = shop.shop.model<OpenCheckoutRecord>(OpenCheckoutRecord.name);
    await waitFor(
      async () => (await checkouts.findOne({ email }).lean())?.address === 'House 12, Street 7, Gulberg',
      15_000,
      'the open checkout recorded',
    );
    await shop.closePages();

    // Two hours and more later, the sweep sends the one reminder.
    await checkouts.updateOne({ email }, { $set: { phoneTypedAt: new Date(Date.now() - 3 * 3_600_000) } });
    await shop.shop.shop.app.get(OpenCheckoutsService).remindDue();
    await waitFor(() => smtp.to(email).length === 1, 20_000, 'the reminder e-mail');
    const [mail] = smtp.to(email);
    expect(mail.subject).toBe('Your cart is waiting at Volt Accessories');
    expect(mail.text).toContain(`1 × ${product.name}`);
    const link = /https?:\/\/\S+\/checkout\/resume\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();

    // A fresh browser (nothing stored) opens the link: checkout with the cart and the address.
    const back = await shop.newPage(PHONE);
    await back.goto(new URL(link!).pathname);
    await back.waitForURL('**/checkout');
    await back.getByText(product.name).first().waitFor();
    expect(await back.getByLabel('Name').inputValue()).toBe('Hina Tariq');
    expect(await back.getByLabel('Phone').inputValue()).toBe('0321 5566778');
    expect(await back.getByLabel('Address').inputValue()).toBe('House 12, Street 7, Gulberg');
    expect(await back.getByLabel('City').inputValue()).toBe('Lahore');
    expect(await back.getByLabel('Email').inputValue()).toBe(email);
    await back.getByTestId('reminder-notice').waitFor();
    await shop.screenshot(back, 'open-checkout-resumed-375');

    // The order placed now is recovered, and counted on the admin's Open Checkouts.
    await back.getByRole('button', { name: 'Place Order' }).click();
    await back.waitForURL(/\/order-confirmation\//);
    await waitFor(async () => Boolean((await checkouts.findOne({ email }).lean())?.recovered), 10_000, 'recovered');

    const admin = await shop.newPage(PHONE);
    await shop.signIn(admin, ADMIN.email, ADMIN.password);
    await admin.goto('/admin/open-checkouts');
    await admin.getByRole('heading', { level: 1, name: 'Open Checkouts' }).waitFor();
    const figures = admin.getByTestId('open-checkout-figures');
    await figures.getByText('Rs. 2,500').waitFor();
    await admin.getByRole('link', { name: 'Recovered' }).first().waitFor();
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shop.screenshot(admin, 'admin-open-checkouts-375');
    await admin.setViewportSize(DESKTOP);
    await shop.screenshot(admin, 'admin-open-checkouts-1280');
    // Another sweep sends the shopper nothing more.
    await shop.shop.shop.app.get(OpenCheckoutsService).remindDue();
    const reminders = smtp.to(email).filter((each) => each.subject === 'Your cart is waiting at Volt Accessories');
    expect(reminders).toHaveLength(1);
  });
});

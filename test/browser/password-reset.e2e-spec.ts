import type { Page } from 'playwright-core';
import { fakeWhatsApp, LocalSmtp, resetLinkIn } from '../support/local-smtp';
import { waitFor } from '../support/processes';
import { uniqueEmail } from '../support/test-shop';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

/** Screenshots from the top of the page, with the nav shown, for people to look at. */
async function look(shop: BrowserShop, page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => !document.querySelector('#main-nav')?.classList.contains('nav-hidden'));
  await shop.screenshot(page, name);
}

/** The page is no wider than its viewport (nothing to scroll sideways at 375 px). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

describe('forgot password in Chromium: a link by e-mail, a code by WhatsApp', () => {
  const smtp = new LocalSmtp();
  const whatsapp = fakeWhatsApp();
  let shop: BrowserShop;

  beforeAll(async () => {
    const [smtpUrl, apiUrl] = await Promise.all([smtp.start(), whatsapp.start()]);
    shop = await BrowserShop.start({
      SMTP_URL: smtpUrl,
      WHATSAPP_TOKEN: 'test-token',
      WHATSAPP_PHONE_NUMBER_ID: '1234567890',
      WHATSAPP_API_URL: apiUrl,
    });
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
    await Promise.all([smtp.stop(), whatsapp.stop()]);
  });
  afterEach(() => shop.closePages());

  it('a customer at 375 px asks for a link, opens it from the e-mail, sets a new password and signs in with it', async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Hina Baig', email: uniqueEmail('hina') });
    const page = await shop.newPage(PHONE);
    await page.goto('/login');
    await look(shop, page, 'login-forgot-password-phone');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot Password?' }).waitFor();
    expect(await page.title()).toMatch(/^Forgot Password \| /);
    expect(await fitsWidth(page)).toBe(true);
    await look(shop, page, 'forgot-password-phone');

    const field = page.getByLabel('Email or Phone Number', { exact: true });
    await page.getByRole('button', { name: 'Send Reset' }).click();
    await page.getByText('Please enter your email or phone number').waitFor();
    expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
    await field.fill('hina@');
    await field.press('Enter');
    await page.getByText('Please enter a valid email address').waitFor();

    await field.fill(customer.email);
    await field.press('Enter');
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await page.getByText(/If an account exists for that email or phone number, we have sent it an email/).waitFor();
    await look(shop, page, 'forgot-password-sent-phone');

    await waitFor(() => smtp.to(customer.email).length === 1, 10_000, 'the reset e-mail');
    const link = resetLinkIn(smtp.to(customer.email)[0].text)!;
    expect(link.startsWith(`${shop.linkAddress}/reset-password?token=`)).toBe(true);
    await page.goto(link);
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    expect(await fitsWidth(page)).toBe(true);

    const submit = page.getByRole('button', { name: 'Set New Password' });
    await page.getByLabel('New Password', { exact: true }).fill('12345');
    await submit.click();
    await page.getByText('Password must be at least 6 characters long').waitFor();
    await page.getByLabel('New Password', { exact: true }).fill('fresh123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('fresh124');
    await submit.click();
    await page.getByText('Passwords do not match').waitFor();
    await look(shop, page, 'reset-password-phone');
    await page.getByLabel('Confirm Password', { exact: true }).fill('fresh123');
    await submit.click();

    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Your password has been reset. Please sign in with your new password.').waitFor();
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill('fresh123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login successful!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('again123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('again123');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('This reset link has expired or was already used. Please ask for a new one.').waitFor();
    await page.getByRole('link', { name: 'Ask for a new one' }).waitFor();
  });

  it('a customer on a computer asks by phone and enters the WhatsApp code', async () => {
    const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
    const customer = await shop.shop.registerCustomer({ email: uniqueEmail('code'), phone: `0302 ${digits}` });
    const page = await shop.newPage(DESKTOP);
    await page.goto('/forgot-password');
    await look(shop, page, 'forgot-password-desktop');
    await page.getByLabel('Email or Phone Number', { exact: true }).fill(`0302 ${digits}`);
    await page.getByRole('button', { name: 'Send Reset' }).click();
    await page.getByRole('heading', { name: 'Check WhatsApp' }).waitFor();
    await page.getByRole('link', { name: 'Enter the Code' }).click();
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    expect(await page.getByLabel('Email or Phone Number', { exact: true }).inputValue()).toBe(`0302 ${digits}`);

    await waitFor(() => whatsapp.valuesTo(`92302${digits}`).length === 1, 10_000, 'the WhatsApp code');
    const [code] = whatsapp.valuesTo(`92302${digits}`)[0];
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Please enter the 6-digit code').waitFor();
    await look(shop, page, 'reset-password-code-desktop');
    await page.getByLabel('6-Digit Code', { exact: true }).fill(code);
    await page.getByLabel('New Password', { exact: true }).fill('coded123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('coded123');
    await page.getByRole('button', { name: 'Set New Password' }).click();
    await page.getByText('Your password has been reset. Please sign in with your new password.').waitFor();
    expect((await shop.shop.post('/api/v1/auth/login', { email: customer.email, password: 'coded123' })).status).toBe(
      200,
    );
  });
});

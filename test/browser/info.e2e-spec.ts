import type { Page } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

interface ShopContacts {
  name: string;
  whatsapp: string;
  phone: string;
  email: string;
  instagram: string;
}

/** Screenshots from the top of the page, with the nav shown, for people to look at. */
async function look(shop: BrowserShop, page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => !document.querySelector('#main-nav')?.classList.contains('nav-hidden'));
  await shop.screenshot(page, name);
}

describe('information pages in Chromium', () => {
  let shop: BrowserShop;
  let contacts: ShopContacts;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    const answer = await shop.shop.graphql<{ shop: ShopContacts }>('{ shop { name whatsapp phone email instagram } }');
    contacts = answer.data.shop;
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  /** Each page's title and the policy facts of specification section 9 it must state. */
  const pages: [slug: string, title: string, facts: string[]][] = [
    ['about', 'About Us', ['Genuine Products', 'Free Shipping', '100% Satisfaction', 'Cash on delivery only.']],
    [
      'shipping',
      'Shipping Policy',
      ['Free', 'Lahore', '1-2 days', '2-3 days', '3-5 days', 'within 2 hours of placing your order'],
    ],
    [
      'returns',
      'Returns & Refunds',
      [
        'Return policy: 3 days',
        'processed in 2-3 business days',
        'Cash',
        '1-2 business days',
        '2-3 business days',
        '3-5 business days',
      ],
    ],
    ['privacy', 'Privacy Policy', ['children under 13', 'Orders: 5 years', 'Guest orders and analytics: 2 years']],
    [
      'terms',
      'Terms & Conditions',
      ['within 2 hours of placing it', 'Payment is cash on delivery only.', 'within 3 days of delivery'],
    ],
    ['contact', 'Contact Us', ['24/7', 'We reply within 24 hours', 'Mon-Sat', '9 AM-8 PM', 'Sun', '10 AM-6 PM']],
  ];

  it.each(pages)('/info/%s shows "%s" with its facts and sets the page title', async (slug, title, facts) => {
    const page = await shop.newPage(DESKTOP);
    await page.goto(`/info/${slug}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toBe(`${title} | ${contacts.name}`);
    const article = page.locator('.info-article');
    const text = (await article.innerText()).replace(/\s+/g, ' ');
    for (const fact of facts) expect(text).toContain(fact);
    expect(await page.locator('.info-aside a.active').textContent()).toBe(title);
  });

  it('lists WhatsApp, phone, e-mail and Instagram from the shop configuration on /info/contact', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto('/info/contact');
    const channels = page.locator('.info-article .contact-channels');
    await channels.waitFor();
    const whatsappDigits = contacts.whatsapp.replace(/\D/g, '');
    expect(await channels.getByRole('link', { name: contacts.whatsapp, exact: true }).getAttribute('href')).toBe(
      `https://wa.me/${whatsappDigits}`,
    );
    expect(await channels.getByRole('link', { name: contacts.phone, exact: true }).getAttribute('href')).toBe(
      `tel:${contacts.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(await channels.getByRole('link', { name: contacts.email, exact: true }).getAttribute('href')).toBe(
      `mailto:${contacts.email}`,
    );
    expect(await channels.getByRole('link', { name: contacts.instagram, exact: true }).getAttribute('href')).toBe(
      `https://instagram.com/${contacts.instagram.replace(/^@/, '')}`,
    );
    await look(shop, page, 'info-contact-phone');
  });

  it('switches the support tabs with the arrow keys, Home and End; the FAQ keeps the Lahore delivery reading', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/info/support');
    const tablist = page.getByRole('tablist', { name: 'Support' });
    const tabs = tablist.getByRole('tab');
    await tabs.first().waitFor();
    expect(await tabs.allTextContents()).toEqual(['Contact Us', 'FAQ', 'Help Guides']);
    const selected = async () => (await tablist.getByRole('tab', { selected: true }).textContent())?.trim();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    expect(await selected()).toBe('Contact Us');
    await page.getByRole('tabpanel', { name: 'Contact Us' }).getByText(contacts.email).waitFor();
    await look(shop, page, 'info-support-desktop');

    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe('FAQ');
    expect(await focused()).toBe('FAQ');
    const faq = page.getByRole('tabpanel', { name: 'FAQ' });
    expect(await faq.isVisible()).toBe(true);
    expect(await page.getByRole('tabpanel', { name: 'Contact Us' }).count()).toBe(0);
    await faq.getByText('Is delivery free?').click();
    await faq
      .getByText(/Delivery is free in Lahore on orders above Rs\. 2,000\. For other cities delivery charges apply/)
      .waitFor();

    await tablist.getByRole('tab', { name: 'FAQ' }).focus();
    await page.keyboard.press('End');
    expect(await selected()).toBe('Help Guides');
    await page.keyboard.press('ArrowRight');
    expect(await selected()).toBe('Contact Us');
    await page.keyboard.press('ArrowLeft');
    expect(await selected()).toBe('Help Guides');
    await page
      .getByRole('tabpanel', { name: 'Help Guides' })
      .getByRole('heading', { name: 'Placing an order' })
      .waitFor();
    await page.keyboard.press('Home');
    expect(await selected()).toBe('Contact Us');
    expect(await focused()).toBe('Contact Us');

    const phone = await shop.newPage(PHONE);
    await phone.goto('/info/support');
    await phone.getByRole('tab', { name: 'FAQ' }).click();
    await phone.getByText('Is delivery free?').click();
    await look(shop, phone, 'info-support-phone');
  });

  it('order tracking: guests get a login link and WhatsApp/phone; customers get their dashboard; the six statuses are explained', async () => {
    const guest = await shop.newPage(PHONE);
    await guest.goto('/info/order-tracking');
    const signIn = guest.getByRole('link', { name: 'Sign In to Track' });
    expect(await signIn.getAttribute('href')).toBe('/login');
    expect(await guest.getByRole('link', { name: 'Track via WhatsApp' }).getAttribute('href')).toMatch(
      new RegExp(`^https://wa\\.me/${contacts.whatsapp.replace(/\D/g, '')}\\?text=`),
    );
    expect(await guest.getByRole('link', { name: `Call ${contacts.phone}` }).getAttribute('href')).toBe(
      `tel:${contacts.phone.replace(/[^\d+]/g, '')}`,
    );
    const badges = guest.locator('.status-guide .badge');
    expect(await badges.allTextContents()).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Returned',
      'Cancelled',
    ]);
    for (const status of ['Pending', 'Processing', 'Shipped', 'Delivered', 'Returned', 'Cancelled']) {
      await expect(guest.locator(`.status-guide .badge.status-${status}`).count()).resolves.toBe(1);
    }
    const colours = await badges.evaluateAll((elements) =>
      elements.map((element) => getComputedStyle(element).backgroundColor),
    );
    expect(new Set(colours).size).toBe(6);
    await look(shop, guest, 'info-order-tracking-phone');

    // The login link brings the guest to the dashboard after signing in.
    await signIn.click();
    await guest.getByLabel('Email').fill('customer@volt.demo');
    await guest.getByLabel('Password', { exact: true }).fill('customer123');
    await guest.getByRole('button', { name: 'Sign In', exact: true }).click();
    await guest.waitForURL((url) => url.pathname === '/dashboard');

    const customer = await shop.newPage(DESKTOP);
    await shop.signIn(customer, 'customer@volt.demo', 'customer123');
    await customer.goto('/info/order-tracking');
    expect(await customer.getByRole('link', { name: 'Go to My Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(await customer.getByRole('link', { name: 'Sign In to Track' }).count()).toBe(0);
    await look(shop, customer, 'info-order-tracking-desktop');
  });

  it('shows a friendly not-found page for unknown info pages and unknown routes', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto('/info/warranty');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await page.goto('/no/such/page');
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
    expect(await page.title()).toBe(`Page Not Found | ${contacts.name}`);
    await page.locator('.not-found').getByText('/no/such/page').waitFor();
    expect(await page.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Browse Products' }).getAttribute('href')).toBe('/products');
    await look(shop, page, 'info-not-found-phone');
    await page.getByRole('link', { name: 'Browse Products' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
  });

  it('reads well at 375 and 1280 px', async () => {
    for (const [viewport, suffix] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const page = await shop.newPage(viewport);
      await page.goto('/info/returns');
      await page.getByRole('heading', { level: 1, name: 'Returns & Refunds' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await look(shop, page, `info-returns-${suffix}`);
    }
  });
});

import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

describe('shop layout in Chromium', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    shop = await BrowserShop.start();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  it('shows the header links, the cart badge, the footer contacts and the WhatsApp button', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Shop All', 'Under 3K', 'Featured', 'Tracking']) {
      await expect(
        nav.getByRole(name === 'Featured' ? 'button' : 'link', { name, exact: true }).isVisible(),
      ).resolves.toBe(true);
    }
    expect(await nav.getByRole('link', { name: 'Under 3K' }).getAttribute('href')).toBe('/products?maxPrice=3000');
    expect(await nav.getByRole('link', { name: 'Add Product' }).count()).toBe(0);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' }).isVisible()).resolves.toBe(true);
    const whatsapp = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/923001234567/);
    await expect(page.locator('footer').getByText('+92 42 3571 0000').first().isVisible()).resolves.toBe(true);
  });

  it('suggests 5 products after more than 2 characters and submits a search to /products?search=', async () => {
    const page = await shop.newPage(DESKTOP);
    const searched: string[] = [];
    page.on('request', (request) => {
      if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { operationName?: string; variables?: { search?: string } } | null;
      if (body?.operationName === 'SearchSuggestions') searched.push(body.variables?.search ?? '');
    });
    // The page's clock is the test's: the box's pause after typing is run through rather than waited out.
    await page.clock.install();
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('ca');
    await page.clock.runFor(1_000);
    expect(await page.getByRole('option').count()).toBe(0);
    await search.fill('cable');
    await page.getByRole('listbox', { name: 'Suggestions' }).waitFor();
    // Two characters asked the server for nothing; the five did.
    expect(searched.filter((term) => term.length <= 2)).toEqual([]);
    expect(searched).toContain('cable');
    const options = await page.getByRole('option').count();
    expect(options).toBeGreaterThan(0);
    expect(options).toBeLessThanOrEqual(5);
    await search.press('Enter');
    await page.waitForURL('**/products?search=cable');
  });

  it('lists the categories that have products in the menu, at most 8', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/');
    await page.getByRole('button', { name: /Categories/ }).click();
    const links = page.locator('.dropdown-menu a');
    await links.first().waitFor();
    expect(await links.count()).toBeLessThanOrEqual(8);
    expect(await links.first().getAttribute('href')).toMatch(/^\/category\//);
  });

  it('hides the nav past 50 px of scrolling, shows it again at the top, and offers scroll-to-top after 300 px', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    const nav = page.locator('#main-nav');
    await page.evaluate(() => window.scrollTo(0, 120));
    await page.waitForFunction(() => document.querySelector('#main-nav')?.classList.contains('nav-hidden'));
    expect(await page.getByRole('button', { name: 'Scroll to top' }).count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.getByRole('button', { name: 'Scroll to top' }).click();
    await page.waitForFunction(() => window.scrollY <= 10);
    await page.waitForFunction(() => !document.querySelector('#main-nav')?.classList.contains('nav-hidden'));
    expect(await nav.getAttribute('class')).not.toContain('nav-hidden');
  });

  it('sends guests from login-required pages to /login and customers away from admin pages', async () => {
    const guest = await shop.newPage(DESKTOP);
    await guest.goto('/profile');
    await guest.waitForURL('**/login');

    const customer = await shop.newPage(DESKTOP);
    await shop.signIn(customer, 'customer@volt.demo', 'customer123');
    await customer.goto('/admin');
    await customer.waitForURL((url) => url.pathname === '/');
  });

  it('loads no admin code on the storefront first load', async () => {
    const page = await shop.newPage(DESKTOP);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => /Admin/i.test(url))).toEqual([]);
  });

  it('opens the menu on a phone and signs a customer out with the confirmation that names the shop', async () => {
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, 'customer@volt.demo', 'customer123');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop All' }).isVisible(),
    ).resolves.toBe(true);
    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByText('Logged out successfully').waitFor();
    expect(question).toBe('Are you sure you want to sign out of Volt Accessories?');
    expect(await page.evaluate(() => localStorage.getItem('volt.token'))).toBeNull();
    await shop.screenshot(page, 'layout-phone');
  });
});

import type { ConsoleMessage, Page } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

/** The HTML a browser's navigation gets (it asks for text/html and sends no token). */
const pageRequest = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };
const FREE = { defaultFee: 0, freeAbove: null, cities: [] };
const FEES = { defaultFee: 250, freeAbove: null, cities: [{ city: 'Lahore', fee: 150, freeAbove: null }] };

/** Console errors and uncaught errors of a page (hydration mismatches are reported as either). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * The pages' delivery promises follow the merchant's fees (admin settings): the specification's 'Free' wording
 * while nothing is charged, the fees once they are set, in the server-rendered markup and after hydration alike.
 */
describe('delivery wording follows the shop settings in Chromium', () => {
  let shop: BrowserShop;
  let admin: string;
  let productId: string;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    admin = await shop.shop.login('admin@volt.demo', 'admin123');
    const { products } = await shop.graphqlData('{ products(limit: 1, inStock: true) { items { id } } }');
    productId = products.items[0].id;
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  const setShipping = async (shipping: unknown) => {
    const answer = await shop.shop.put('/api/v1/admin/settings', { shipping }, { token: admin });
    expect(answer.status).toBe(200);
  };

  /** The visible text of the page's main content, once hydrated. */
  const mainText = async (page: Page, path: string) => {
    await page.goto(path);
    return page.locator('#main').innerText();
  };

  it("says the specification's Free wording while no fee is set", async () => {
    await setShipping(FREE);
    const page = await shop.newPage(DESKTOP);
    expect(await mainText(page, '/')).toContain('Free Shipping');
    await page.goto(`/products/${productId}`);
    await page.getByRole('list', { name: 'Our promises' }).getByText('Free Delivery', { exact: true }).waitFor();
    await page.goto('/info/shipping');
    await page.locator('#main').getByText('Shipping: Free.').waitFor();
    await page.goto('/info/about');
    await page.locator('#main').getByText('Delivery is on us', { exact: false }).waitFor();
    // The footer, on every page, says it too.
    const footer = await page.getByRole('contentinfo').innerText();
    expect(footer).toContain('Shipping: Free.');
    expect(footer).not.toContain('Delivery charges are shown at checkout.');
  }, 120_000);

  it('says the fees once the merchant sets them, server-rendered and hydrated, at 375 and 1280 px', async () => {
    await setShipping(FEES);
    // The server-rendered markup of the home page and a product page (the pages it renders) already says it.
    for (const path of ['/', `/products/${productId}`]) {
      const answer = await shop.shop.get(path, pageRequest);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('id="__APOLLO_STATE__"');
      expect([path, answer.text.includes('Delivery from Rs. 150')]).toEqual([path, true]);
      expect([path, /Free (Shipping|Delivery)/.test(answer.text)]).toEqual([path, false]);
      // The footer's line too.
      expect([path, answer.text.includes('Shipping: Free.')]).toEqual([path, false]);
      expect([path, answer.text.includes('Delivery charges are shown at checkout.')]).toEqual([path, true]);
    }
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await shop.newPage(viewport);
      const errors = collectErrors(page);
      const home = await mainText(page, '/');
      expect(home).toContain('Delivery from Rs. 150');
      expect(home).not.toContain('Free Shipping');
      await shop.screenshot(page, `delivery-home-${viewport.width}`);

      await page.goto(`/products/${productId}`);
      const promises = page.getByRole('list', { name: 'Our promises' });
      await promises.getByText('Delivery from Rs. 150', { exact: true }).waitFor();
      expect(await promises.innerText()).not.toContain('Free Delivery');
      await shop.screenshot(page, `delivery-product-${viewport.width}`);

      const shipping = await mainText(page, '/info/shipping');
      expect(shipping).toContain('Other cities: Rs. 250.');
      expect(shipping).toContain('Lahore: Rs. 150.');
      expect(shipping).not.toContain('Shipping: Free.');
      expect(shipping).not.toMatch(/free shipping/i);
      await shop.screenshot(page, `delivery-shipping-${viewport.width}`);

      const about = await mainText(page, '/info/about');
      expect(about).toContain('Delivery from Rs. 150');
      expect(about).not.toContain('Delivery is on us');
      expect(about).not.toContain('Free Shipping');
      await shop.screenshot(page, `delivery-about-${viewport.width}`);

      const footer = await page.getByRole('contentinfo').innerText();
      expect(footer).toContain('Delivery charges are shown at checkout.');
      expect(footer).not.toContain('Shipping: Free.');
      expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([]);
    }
  }, 120_000);

  it('names the free-above amount when the merchant sets one', async () => {
    await setShipping({ ...FEES, freeAbove: 5000 });
    const page = await shop.newPage(PHONE);
    expect(await mainText(page, '/')).toContain('Delivery from Rs. 150, free from Rs. 5,000');
    expect(await mainText(page, '/info/shipping')).toContain(
      'Other cities: Rs. 250, free on orders of Rs. 5,000 or more.',
    );
    await setShipping(FREE);
    expect(await mainText(page, '/')).toContain('Free Shipping');
  }, 120_000);
});

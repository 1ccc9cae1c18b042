import type { Page } from 'playwright-core';
import { BrowserShop, DESKTOP } from './support/browser-shop';

/**
 * The shop's pages under its own Content-Security-Policy (no https: sources): nothing they load, style, font,
 * script or picture, is refused, and every style and font comes from the shop itself (or a data: URL).
 */
describe('the storefront and the admin under the CSP, in Chromium', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    shop = await BrowserShop.start();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  /** Opens `path` and answers what the CSP refused and the styles and fonts that came from elsewhere. */
  async function visit(page: Page, path: string) {
    const outside: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (['stylesheet', 'font'].includes(request.resourceType()) && url.origin !== new URL(shop.baseUrl).origin)
        outside.push(url.href);
    });
    await page.goto(path);
    // Violations are reported as events; the page collects them from its first script on (addInitScript).
    await page.waitForLoadState('networkidle');
    const refused = await page.evaluate(() => (window as unknown as { cspRefused: string[] }).cspRefused);
    return { path, refused, outside };
  }

  const recordViolations = (page: Page) =>
    page.addInitScript(() => {
      const list: string[] = [];
      (window as unknown as { cspRefused: string[] }).cspRefused = list;
      document.addEventListener('securitypolicyviolation', (event) =>
        list.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });

  it('storefront pages: nothing refused, no outside styles or fonts', async () => {
    const { products } = await shop.graphqlData('{ products(limit: 1) { items { id } } }');
    const page = await shop.newPage(DESKTOP);
    await recordViolations(page);
    for (const path of ['/', '/products', `/products/${products.items[0].id}`, '/info/order-tracking', '/cart'])
      expect(await visit(page, path)).toEqual({ path, refused: [], outside: [] });
  });

  it('admin pages: nothing refused, no outside styles or fonts', async () => {
    const page = await shop.newPage(DESKTOP);
    await recordViolations(page);
    await shop.signIn(page, 'admin@volt.demo', 'admin123');
    for (const path of ['/admin', '/admin/orders', '/admin/products', '/admin/confirmations'])
      expect(await visit(page, path)).toEqual({ path, refused: [], outside: [] });
  });
});

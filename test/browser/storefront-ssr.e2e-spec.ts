import type { ConsoleMessage, Page } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';
import { soldAsOne } from '../support/test-shop';

/** The HTML a browser's navigation gets (it asks for text/html and sends no token). */
const pageRequest = { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } };
const STATE_SCRIPT = '<script id="__APOLLO_STATE__" type="application/json">';

/** Text as React writes it into markup. */
const inMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The Apollo cache state a page carries, parsed from its JSON script (everything up to the first `</script>`). */
function stateOf(html: string): Record<string, any> {
  const start = html.indexOf(STATE_SCRIPT);
  if (start < 0) throw new Error('no __APOLLO_STATE__ script in the page');
  const text = html.slice(start + STATE_SCRIPT.length, html.indexOf('</script>', start));
  return JSON.parse(text);
}

/** The markup inside #root, up to the state script. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf(STATE_SCRIPT));

/** Console errors and uncaught errors of a page (hydration mismatches are reported as either). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('storefront pages rendered on the server and hydrated in the browser', () => {
  let shop: BrowserShop;
  let product: { id: string; name: string; description: string };

  beforeAll(async () => {
    shop = await BrowserShop.start();
    const { products } = await shop.graphqlData(
      '{ products(limit: 20, sortBy: NAME) { items { id name description options { name } } } }',
    );
    // The first by name sold as one: its page's Add to Cart needs no kind chosen.
    const { id, name, description } = products.items.find(soldAsOne);
    product = { id, name, description };
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  it('renders / with the newest products and their data in the __APOLLO_STATE__ script', async () => {
    const { products } = await shop.graphqlData('{ products(limit: 8, sortBy: LATEST) { items { id name } } }');
    const answer = await shop.shop.get('/', pageRequest);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
    const markup = rootOf(answer.text);
    expect(markup).toContain('Premium Electronics Accessories');
    for (const { name } of products.items) expect(markup).toContain(inMarkup(name));
    const state = stateOf(answer.text);
    for (const { id, name } of products.items) expect(state[`Product:${id}`]).toMatchObject({ name });
  });

  it('renders a product page with its name, description and price, and the product list with its filters', async () => {
    const answer = await shop.shop.get(`/products/${product.id}`, pageRequest);
    expect(answer.status).toBe(200);
    const markup = rootOf(answer.text);
    expect(markup).toContain(`<h1>${inMarkup(product.name)}</h1>`);
    expect(markup).toContain(inMarkup(product.description));
    expect(stateOf(answer.text)[`Product:${product.id}`]).toMatchObject({ name: product.name });

    const list = await shop.shop.get('/products?sortBy=name&page=1', pageRequest);
    expect(rootOf(list.text)).toContain(inMarkup(product.name));
    expect(stateOf(list.text).ROOT_QUERY).toBeDefined();
  });

  it('gives the plain shell to signed-in requests, admin and account routes, unknown parameters and missing products', async () => {
    const { token } = await shop.shop.registerCustomer();
    const shells = [
      await shop.shop.get('/', { ...pageRequest, token }),
      await shop.shop.get(`/products/${product.id}`, { ...pageRequest, token }),
      await shop.shop.get('/admin', pageRequest),
      await shop.shop.get('/cart', pageRequest),
      await shop.shop.get('/products?utm_source=mail', pageRequest),
      await shop.shop.get('/products?page=1&page=2', pageRequest),
      await shop.shop.get('/products/000000000000000000000000', pageRequest),
    ];
    for (const [index, shell] of shells.entries()) {
      // A missing product's page is the shell with 404 (its toast and the way back are the client's).
      expect(shell.status).toBe(index === shells.length - 1 ? 404 : 200);
      expect(shell.text).toContain('<div id="root"></div>');
      expect(shell.text).not.toContain('__APOLLO_STATE__');
    }
  });

  it('keeps a hostile product name inside the state script, and shows a renamed product at once', async () => {
    const hostile = `Cable </script><script>window.hacked=1</script><!-- & "quotes" ${Date.now()}`;
    await shop.shop.products.updateOne({ _id: product.id }, { $set: { name: hostile } });
    try {
      const answer = await shop.shop.get(`/products/${product.id}`, pageRequest);
      // The name travels escaped: the script ends where the page put its end, and the JSON inside reads back whole.
      expect(stateOf(answer.text)[`Product:${product.id}`].name).toBe(hostile);
      expect(answer.text).not.toContain('<script>window.hacked');
      expect(rootOf(answer.text)).toContain(inMarkup(hostile));

      const page = await shop.newPage(PHONE);
      const errors = collectErrors(page);
      await page.goto(`/products/${product.id}`);
      await page.getByRole('heading', { level: 1, name: hostile }).waitFor();
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await page.getByRole('link', { name: 'Cart, 1 item', exact: true }).waitFor();
      expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
      expect(errors).toEqual([]);
    } finally {
      await shop.shop.products.updateOne({ _id: product.id }, { $set: { name: product.name } });
    }
    // The write emptied the kept pages: the old name is back on the next render.
    const again = await shop.shop.get(`/products/${product.id}`, pageRequest);
    expect(rootOf(again.text)).toContain(`<h1>${inMarkup(product.name)}</h1>`);
  });

  it('shows the same trendy products before and after hydration: 2 on a phone, 4 on a desktop', async () => {
    for (const [viewport, perPage] of [
      [PHONE, 2],
      [DESKTOP, 4],
    ] as const) {
      const page = await shop.newPage(viewport);
      // The server's markup as the browser shows it, read before any of the app's scripts run (they wait for the
      // page's first picture and a paint; DOMContentLoaded comes before).
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const shown = [...document.querySelectorAll('.trendy-track .product-card')].filter((card) =>
            card.checkVisibility(),
          );
          (window as unknown as { trendyBefore: string[] }).trendyBefore = shown.map((card) => card.textContent ?? '');
        });
      });
      await page.goto('/');
      const before = await page.evaluate(() => (window as unknown as { trendyBefore: string[] }).trendyBefore);
      const after = await page.evaluate(() =>
        [...document.querySelectorAll('.trendy-track .product-card')]
          .filter((card) => card.checkVisibility())
          .map((card) => card.textContent ?? ''),
      );
      expect(before).toHaveLength(perPage);
      expect(after).toEqual(before);
      const pages = `Page 1 of ${8 / perPage}`;
      expect(await page.getByText(pages, { exact: true }).isVisible()).toBe(true);
    }
  });

  it("starts the app at the shopper's first key or tap, without waiting for a main picture that is slow to come", async () => {
    // A first visit: which scripts travel, and when, is what is counted.
    const page = await shop.newPage(PHONE, { firstVisit: true });
    // The pictures never arrive, and the entry's longest wait for them (3 s) never ends: only input can start the app.
    await page.route('**/*', (route) => (route.request().resourceType() === 'image' ? undefined : route.continue()));
    await page.addInitScript(() => {
      const setTimer = window.setTimeout;
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) =>
        delay === 3_000 ? 0 : setTimer(handler, delay, ...rest)) as typeof window.setTimeout;
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // Not page.goto, which waits for the app (see BrowserShop.newPage): here the app must not start by itself.
    await page.evaluate((url) => window.location.assign(url), `${shop.shop.baseUrl}/`);
    await page.waitForURL(`${shop.shop.baseUrl}/`, { waitUntil: 'domcontentloaded' });
    await page.locator('#root .hero h1').waitFor();
    const entryOnly = scripts.length;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    expect(scripts).toHaveLength(entryOnly);
    expect(await page.locator('html[data-interactive]').count()).toBe(0);

    await page.keyboard.press('Tab');
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    expect(scripts.length).toBeGreaterThan(entryOnly);
  });

  it('searches from a rendered page before any script has run (the form is plain HTML until the app starts)', async () => {
    const context = await shop.browser.newContext({ javaScriptEnabled: false, baseURL: shop.shop.baseUrl });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('combobox', { name: 'Search products' }).fill(product.name);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('search') === product.name);
      await page.locator('.product-card', { hasText: product.name }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  for (const [label, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`hydrates / and a product page on a ${label} without console errors, and adding to the cart works`, async () => {
      const page = await shop.newPage(viewport);
      const errors = collectErrors(page);
      await page.goto('/');
      // The server's markup is there before any script ran.
      expect(await page.locator('#root .hero h1').count()).toBe(1);
      // The first card of a product sold as one (a product in kinds offers CHOOSE OPTIONS, a link to its page).
      const firstCard = page
        .locator('.product-card', { has: page.getByRole('button', { name: /^Add to cart: / }) })
        .first();
      await firstCard.getByRole('button', { name: /^Add to cart: / }).click();
      await page.getByRole('link', { name: 'Cart, 1 item', exact: true }).waitFor();
      await shop.screenshot(page, `ssr-home-${label}`);

      await page.goto(`/products/${product.id}`);
      await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
      await page.getByRole('link', { name: 'Cart, 2 items', exact: true }).waitFor();
      await shop.screenshot(page, `ssr-product-${label}`);
      expect(errors).toEqual([]);
    });
  }
});

import type { Page } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

/** What Chromium fetched and how, for the pictures and scripts of a page. */
describe('page speed: pictures that fit, the LCP picture first, compressed files', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    shop = await BrowserShop.start();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  const pictures = (page: Page, selector: string) =>
    page.locator(selector).evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        loading: image.getAttribute('loading'),
        priority: image.getAttribute('fetchpriority'),
        width: image.getAttribute('width'),
        height: image.getAttribute('height'),
        srcset: image.getAttribute('srcset') ?? '',
        sizes: image.getAttribute('sizes') ?? '',
        chosen: image.currentSrc,
      })),
    );

  it('on /products the first cards come first and the rest wait; a phone takes the 400 px card picture', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto('/products');
    await page.locator('.list-results .product-card img').first().waitFor();
    await page.waitForFunction(
      () => (document.querySelector('.list-results .product-card img') as HTMLImageElement | null)?.complete === true,
    );
    const cards = await pictures(page, '.list-results .product-card img');
    expect(cards.length).toBeGreaterThan(4);
    expect(cards.slice(0, 2).map((card) => [card.loading, card.priority])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
    ]);
    expect(cards.slice(2).every((card) => card.loading === 'lazy' && card.priority === null)).toBe(true);
    for (const card of cards) {
      expect([card.width, card.height]).toEqual(['400', '400']);
      expect(card.srcset).toMatch(/ 400w, .+ 1000w$/);
    }
    // 375 px wide, two columns: the card picture (400 px) is enough.
    expect(cards[0].chosen).toMatch(/-400\.webp$/);
  });

  it('on a product page the main picture is the priority one and sized to the screen; the others are lazy', async () => {
    const { products } = await shop.graphqlData('{ products(limit: 1) { items { id name } } }');
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await shop.newPage(viewport);
      await page.goto(`/products/${products.items[0].id}`);
      await page.getByRole('heading', { level: 1, name: products.items[0].name }).waitFor();
      const [main] = await pictures(page, '.gallery-main img');
      expect(main).toMatchObject({ loading: 'eager', priority: 'high', width: '400', height: '400' });
      expect(main.srcset).toMatch(/ 400w, .+ 1000w$/);
      const thumbnails = await pictures(page, '.gallery-thumbs img');
      expect(thumbnails.every((thumbnail) => thumbnail.loading === 'lazy' && thumbnail.priority === null)).toBe(true);
      await page.context().close();
    }
  });

  it('on the home page the first hero slide is the priority picture, every picture has its size, and the scripts travel compressed in their production build', async () => {
    // Nothing in memory of an earlier test's page: every script travels.
    const page = await shop.newPage(PHONE, { firstVisit: true });
    const encodings: string[] = [];
    const scripts: Promise<{ url: string; source: string }>[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+\.(js|css)$/.test(response.url()))
        encodings.push(response.headers()['content-encoding'] ?? 'none');
      if (/\/assets\/.+\.js$/.test(response.url()))
        scripts.push(response.text().then((source) => ({ url: response.url(), source })));
    });
    await page.goto('/');
    await page.locator('.hero .hero-slide .product-image').first().waitFor();
    const hero = await pictures(page, '.hero .hero-slide .product-image');
    expect(hero[0]).toMatchObject({ loading: 'eager', priority: 'high' });
    expect(hero.slice(1).every((slide) => slide.priority === null)).toBe(true);
    const all = await pictures(page, 'img');
    expect(all.filter((image) => !image.width || !image.height)).toEqual([]);
    expect(encodings.length).toBeGreaterThan(1);
    expect(encodings.every((encoding) => encoding === 'br')).toBe(true);
    // React's production build: its development build (what Vite bundles under NODE_ENV=test unless told otherwise)
    // is several times slower in the browser.
    const sources = await Promise.all(scripts);
    expect(sources.some(({ source }) => source.includes('react'))).toBe(true);
    expect(
      sources.filter(({ source }) => /jsxDEV|react_stack_bottom_frame/.test(source)).map(({ url }) => url),
    ).toEqual([]);
  });
});

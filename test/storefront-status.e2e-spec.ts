import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestShop } from './support/test-shop';

/** A client build of one page (index.html with its empty root): enough for the server's page routes. */
const INDEX_HTML = '<!doctype html><html><head><title>Volt</title></head><body><div id="root"></div></body></html>';

/** The storefront's page routes answer the status a browser, a crawler or a monitor should see. */
describe('storefront page statuses over HTTP', () => {
  let shop: TestShop;
  let productId: string;
  let productSlug: string;
  let deletedId: string;
  let adminToken: string;

  beforeAll(async () => {
    const clientDir = await mkdtemp(join(tmpdir(), 'shop-client-'));
    await writeFile(join(clientDir, 'index.html'), INDEX_HTML);
    shop = await TestShop.start({ clientDir });
    adminToken = await shop.login('admin@volt.demo', 'admin123');
    const [kept, deleted] = await shop.products.find().limit(2).lean();
    productId = String(kept._id);
    productSlug = kept.slug;
    deletedId = String(deleted._id);
    const removal = await shop.delete(`/api/v1/products/${deletedId}`, { token: adminToken });
    expect(removal.status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });

  const page = (path: string) => shop.get(path, { headers: { accept: 'text/html' } });

  it('answers 200 with the page for every route the client shows', async () => {
    for (const path of [
      '/',
      '/products',
      '/products?search=earbuds',
      `/products/${productSlug}`,
      '/category/Earbuds',
      '/cart',
      '/checkout',
      '/checkout/resume/Qm9yZWQtYnV0LXJhbmRvbS0x',
      '/login',
      '/register',
      '/profile',
      '/info/about',
      '/info/shipping',
      '/info/order-tracking',
    ]) {
      const answer = await page(path);
      expect([path, answer.status]).toEqual([path, 200]);
      expect(answer.text).toContain('<div id="root">');
    }
  });

  it('answers 404 with the same page for an unknown path, info page or product', async () => {
    for (const path of [
      '/no-such-page',
      '/products/earbuds/extra',
      '/checkout/resume/a/b',
      '/info/nothing-here',
      `/products/${deletedId}`,
      '/products/000000000000000000000000',
      '/products/not-an-id',
    ]) {
      const answer = await page(path);
      expect([path, answer.status]).toEqual([path, 404]);
      // The client's own 'Page Not Found' (or the product page's 'Product not found') is still sent.
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.text).toContain('<div id="root">');
    }
  });

  it("moves a product's page by id to its slug's page for good; an id no product has stays 404", async () => {
    const moved = await fetch(`${shop.baseUrl}/products/${productId}`, {
      headers: { accept: 'text/html' },
      redirect: 'manual',
    });
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/products/${productSlug}`);
    expect((await page(`/products/${deletedId}`)).status).toBe(404);
  });

  it('without PUBLIC_URL answers the sitemap 404 and names no sitemap in robots.txt', async () => {
    expect((await shop.get('/sitemap.xml')).status).toBe(404);
    const robots = await shop.get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Disallow: /admin');
    expect(robots.text).not.toContain('Sitemap');
  });
});

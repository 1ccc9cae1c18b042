import { join } from 'node:path';
import { CATALOGUE_CACHE_CONTROL } from '../server/src/products/catalogue-answers';
import { TestShop } from './support/test-shop';

/**
 * Product pages that share well and are found: readable addresses (`/products/<slug>`, the id form moved there
 * for good), the head of each server-rendered page (title, description, canonical, Open Graph, Twitter, JSON-LD),
 * the sitemap and robots.txt. The real shop with the built client (`npm run build`) and PUBLIC_URL set.
 */

const ADDRESS = 'https://shop.example.pk';
const CLIENT_DIR = join(__dirname, '..', 'client', 'dist');
const HOSTILE_NAME = `Cable <b>"Pro"</b> & Co`;

interface Listed {
  id: string;
  slug: string;
  name: string;
  description: string;
  brand: string;
  category: string;
  price: number;
  finalPrice: number;
  images: string[];
  inStock: boolean;
}

/** Text of an attribute or element as the browser reads it. */
const decodeHtml = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

/** Each `<meta>` of the head by its name or property, read as the browser reads it. */
function metaOf(html: string): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [, key, value] of headOf(html).matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g))
    tags[key] = decodeHtml(value);
  return tags;
}

const titleOf = (html: string) => decodeHtml(/<title>([^<]*)<\/title>/.exec(headOf(html))?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"/.exec(headOf(html))?.[1];
const jsonLdOf = (html: string) =>
  [...headOf(html).matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, text]) => JSON.parse(text) as Record<string, any>,
  );

describe('product pages that share well and are found by search engines', () => {
  let shop: TestShop;
  let admin: string;
  let product: Listed;
  let hostile: Listed;

  beforeAll(async () => {
    shop = await TestShop.start({ clientDir: CLIENT_DIR, schemaFile: false }, { PUBLIC_URL: ADDRESS });
    await shop.shop.storefront.prepare();
    admin = await shop.login('admin@volt.demo', 'admin123');
    await shop.products.create({
      slug: 'cable-b-pro-b-co-3fa2b1',
      name: HOSTILE_NAME,
      description: 'Braided <i>"fast"</i> & tough.',
      brand: 'Anker',
      category: 'Cables',
      price: 1500,
      discountPrice: 1200,
      finalPrice: 1200,
      images: ['/images/demo/test.webp'],
      stockQuantity: 0,
    });
    const listed = await shop.get('/api/v1/products?limit=100&sortBy=name');
    const all = listed.body.data.map(({ _id, ...rest }: Listed & { _id: string }) => ({ ...rest, id: _id }));
    product = all.find((entry: Listed) => entry.finalPrice < entry.price && entry.inStock);
    hostile = all.find((entry: Listed) => entry.name === HOSTILE_NAME);
    expect(product).toBeDefined();
    expect(hostile).toBeDefined();
  }, 90_000);

  afterAll(async () => {
    await shop?.stop();
  });

  /**
   * A page as a browser's navigation or a link-preview bot asks for it, once the server has rendered it (on a
   * busy machine a render can run out of time, and the plain shell is sent: ask again).
   */
  async function renderedPage(path: string) {
    for (let attempt = 1; ; attempt++) {
      const answer = await shop.get(path, { headers: { accept: 'text/html' } });
      if (answer.text.includes('__APOLLO_STATE__') || attempt === 20) return answer;
      await new Promise((again) => setTimeout(again, 200));
    }
  }

  it("gives a product's page its name, price, picture and address in the head", async () => {
    const answer = await renderedPage(`/products/${product.slug}`);
    expect(answer.status).toBe(200);
    const html = answer.text;
    const url = `${ADDRESS}/products/${product.slug}`;
    // A JPEG copy of the first picture: WhatsApp shows a JPEG on every version, a WebP not.
    const picture = `${ADDRESS}${product.images[0].replace(/\.webp$/, '.jpg')}`;
    expect(titleOf(html)).toBe(`${product.name} | Volt Accessories`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(canonicalOf(html)).toBe(url);
    const meta = metaOf(html);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    expect(product.description.replace(/\s+/g, ' ')).toContain(meta.description.replace(/…$/, ''));
    expect(meta).toMatchObject({
      'og:type': 'product',
      'og:site_name': 'Volt Accessories',
      'og:title': product.name,
      'og:url': url,
      'og:image': picture,
      'product:price:amount': String(product.finalPrice),
      'product:price:currency': 'PKR',
      'twitter:card': 'summary_large_image',
      'twitter:title': product.name,
      'twitter:image': picture,
    });
    // Link previews (WhatsApp shows no price tag) carry the price the shopper pays at the start of the text.
    const shown = `Rs. ${product.finalPrice.toLocaleString('en-US')}`;
    expect(meta['og:description'].startsWith(shown)).toBe(true);
    expect(meta['twitter:description']).toBe(meta['og:description']);
    // index.html's own description is gone: one description per page.
    expect(headOf(html).match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('serves the preview picture the head names as a JPEG, kept for a year', async () => {
    const preview = product.images[0].replace(/\.webp$/, '.jpg');
    expect(metaOf((await renderedPage(`/products/${product.slug}`)).text)['og:image']).toBe(`${ADDRESS}${preview}`);
    const answer = await fetch(shop.baseUrl + preview);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect((await fetch(`${shop.baseUrl}/images/demo/no-such-product-1.jpg`)).status).toBe(404);
  });

  it('describes the product, its offer and its breadcrumbs in JSON-LD that parses', async () => {
    const [data, trail] = jsonLdOf((await renderedPage(`/products/${product.slug}`)).text);
    const url = `${ADDRESS}/products/${product.slug}`;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      brand: { '@type': 'Brand', name: product.brand },
      offers: {
        '@type': 'Offer',
        priceCurrency: 'PKR',
        price: product.finalPrice,
        availability: 'https://schema.org/InStock',
        url,
      },
    });
    expect(data.offers.price).toBeLessThan(product.price);
    expect(data.image[0]).toBe(`${ADDRESS}${product.images[0]}`);
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trail.itemListElement.map((step: { name: string; item: string }) => [step.name, step.item])).toEqual([
      ['Home', `${ADDRESS}/`],
      [product.category, `${ADDRESS}/category/${encodeURIComponent(product.category)}`],
      [product.name, url],
    ]);
  });

  it('escapes a name with <, " and & in every tag, and the JSON-LD reads it back whole', async () => {
    const html = (await renderedPage(`/products/${hostile.slug}`)).text;
    const head = headOf(html);
    expect(head).not.toContain('<b>');
    expect(head).not.toContain('<i>');
    expect(titleOf(html)).toBe(`${HOSTILE_NAME} | Volt Accessories`);
    const meta = metaOf(html);
    expect(meta['og:title']).toBe(HOSTILE_NAME);
    expect(meta.description).toBe('Braided <i>"fast"</i> & tough.');
    const [data] = jsonLdOf(html);
    expect(data.name).toBe(HOSTILE_NAME);
    expect(data.offers).toMatchObject({ price: 1200, availability: 'https://schema.org/OutOfStock' });
  });

  it("moves /products/<id> for good to the slug's page, which the id and the slug both name in the APIs", async () => {
    for (const path of [`/products/${product.id}`, `/products/${product.id}?utm_source=whatsapp`]) {
      const moved = await fetch(`${shop.baseUrl}${path}`, { headers: { accept: 'text/html' }, redirect: 'manual' });
      expect([path, moved.status]).toEqual([path, 301]);
      expect(moved.headers.get('location')).toBe(path.replace(product.id, product.slug));
    }
    const followed = await fetch(`${shop.baseUrl}/products/${product.id}`, { headers: { accept: 'text/html' } });
    expect(followed.status).toBe(200);
    expect(new URL(followed.url).pathname).toBe(`/products/${product.slug}`);

    const [byId, bySlug] = await Promise.all([
      shop.get(`/api/v1/products/${product.id}`),
      shop.get(`/api/v1/products/${product.slug}`),
    ]);
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toEqual(byId.body);
    expect(bySlug.body.data).toMatchObject({ _id: product.id, slug: product.slug });
    // Each address is its own kept answer; the same text has the same ETag, and each answers its 304.
    expect(bySlug.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    expect(bySlug.headers.get('etag')).toBe(byId.headers.get('etag'));
    const again = await shop.get(`/api/v1/products/${product.slug}`, {
      headers: { 'if-none-match': bySlug.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
    const related = await shop.get(`/api/v1/products/${product.slug}/related`);
    expect(related.status).toBe(200);
    expect(related.body.data.length).toBeGreaterThan(0);

    const { data, errors } = await shop.graphql(
      'query ($id: ID!) { product(id: $id) { id slug name } relatedProducts(productId: $id) { id } }',
      { id: product.slug },
    );
    expect(errors).toBeUndefined();
    expect(data.product).toEqual({ id: product.id, slug: product.slug, name: product.name });
    expect(data.relatedProducts.length).toBeGreaterThan(0);
    const missing = await shop.graphql('{ product(id: "no-such-product-000000") { id } }');
    expect(missing.errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('gives the home page, the product list and a category page their own title, canonical and og tags', async () => {
    const home = (await renderedPage('/')).text;
    expect(titleOf(home)).toBe('Volt Accessories');
    expect(canonicalOf(home)).toBe(`${ADDRESS}/`);
    expect(metaOf(home)).toMatchObject({
      description: 'Genuine electronics accessories with cash on delivery across Pakistan.',
      'og:type': 'website',
      'og:url': `${ADDRESS}/`,
    });

    const list = (await renderedPage('/products?sortBy=price-low&page=2')).text;
    expect(titleOf(list)).toBe('All Products | Volt Accessories');
    expect(canonicalOf(list)).toBe(`${ADDRESS}/products?page=2`);
    expect(metaOf(list)['og:title']).toBe('All Products');

    const category = (await renderedPage(`/category/${encodeURIComponent(product.category)}`)).text;
    expect(titleOf(category)).toBe(`${product.category} | Volt Accessories`);
    expect(canonicalOf(category)).toBe(`${ADDRESS}/category/${encodeURIComponent(product.category)}`);
    expect(metaOf(category)).toMatchObject({ 'og:type': 'website', 'og:title': product.category });
    expect(metaOf(category).description).toContain(product.category);

    // A made-up category: the head is the shop's own, never the words of the link's author.
    const madeUp = (await renderedPage('/category/Call%2003001234567%20for%20a%20refund')).text;
    expect(madeUp.split('</head>')[0]).not.toContain('refund');
    expect(titleOf(madeUp)).toBe('Volt Accessories');
  });

  it('lists every product by its slug, every category and the main pages in the sitemap, not a deleted product', async () => {
    const deleted = await shop.productWithStock(5);
    const deletedSlug = (await shop.get(`/api/v1/products/${deleted}`)).body.data.slug as string;
    expect((await shop.delete(`/api/v1/products/${deleted}`, { token: admin })).status).toBe(200);

    const answer = await shop.get('/sitemap.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
    const xml = answer.text;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => decodeHtml(loc));
    expect(locations).toEqual(expect.arrayContaining([`${ADDRESS}/`, `${ADDRESS}/products`]));

    const stored = await shop.products.find({}, { slug: 1, category: 1, updatedAt: 1 }).lean();
    expect(locations.filter((loc) => loc.startsWith(`${ADDRESS}/products/`))).toHaveLength(stored.length);
    for (const { slug, updatedAt } of stored)
      expect(xml).toContain(`<loc>${ADDRESS}/products/${slug}</loc><lastmod>${updatedAt.toISOString()}</lastmod>`);
    for (const category of new Set(stored.map((record) => record.category)))
      expect(locations).toContain(`${ADDRESS}/category/${encodeURIComponent(category)}`);
    expect(xml).not.toContain(deletedSlug);
    expect(locations.every((loc) => loc.startsWith(`${ADDRESS}/`))).toBe(true);

    // A catalogue answer: its ETag answers 304 until the next product write.
    const etag = answer.headers.get('etag')!;
    expect((await shop.get('/sitemap.xml', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await shop.productWithStock(1);
    const changed = await shop.get('/sitemap.xml', { headers: { 'if-none-match': etag } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('opens the storefront to crawlers in robots.txt, closes the private pages and names the sitemap', async () => {
    const answer = await shop.get('/robots.txt', { headers: { accept: 'text/html' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=86400');
    const lines = answer.text.split('\n');
    expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', `Sitemap: ${ADDRESS}/sitemap.xml`]));
    for (const path of ['/admin', '/api/', '/graphql', '/cart', '/checkout', '/login', '/profile', '/orders'])
      expect(lines).toContain(`Disallow: ${path}`);
  });
});

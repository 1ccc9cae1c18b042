import { DEMO_CATALOGUE } from '../server/src/demo/demo-catalogue';
import { PRODUCT_BRANDS, PRODUCT_CATEGORIES } from '../server/src/products/product.constants';
import { TestShop } from './support/test-shop';

const paid = (p: { price: number; discountPrice?: number }) => p.discountPrice ?? p.price;
/** The texts the shop's search reads: name, brand, category, description, tags, and a product in kinds' values and SKUs. */
const searched = (p: (typeof DEMO_CATALOGUE)[number]) => [
  p.name,
  p.brand,
  p.category,
  p.description,
  ...p.tags,
  ...(p.variants ?? []).flatMap((variant) => [...variant.values, variant.sku]),
];
type Listed = {
  _id: string;
  name: string;
  brand: string;
  category: string;
  finalPrice: number;
  price: number;
  discountPrice?: number;
  inStock: boolean;
  stockQuantity: number;
  featured: boolean;
  trendy: boolean;
  createdAt: string;
  tags: string[];
  description: string;
};

describe('Products API', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start();
  });
  afterAll(() => shop.stop());

  /** Every product matching the query, walking all pages of 100. */
  async function all(query: string): Promise<Listed[]> {
    const items: Listed[] = [];
    for (let page = 1; ; page++) {
      const answer = await shop.get(`/api/v1/products?limit=100&page=${page}${query ? `&${query}` : ''}`);
      expect(answer.status).toBe(200);
      items.push(...answer.body.data);
      if (!answer.body.pagination.hasNext) return items;
    }
  }

  describe('demo catalogue', () => {
    test('has every category but Other, all eight brands, and the price, discount, stock and flag mix', () => {
      expect(DEMO_CATALOGUE.length).toBeGreaterThanOrEqual(48);
      for (const category of PRODUCT_CATEGORIES.filter((c) => c !== 'Other')) {
        expect(DEMO_CATALOGUE.filter((p) => p.category === category).length).toBeGreaterThanOrEqual(3);
      }
      for (const brand of PRODUCT_BRANDS)
        expect(DEMO_CATALOGUE.filter((p) => p.brand === brand).length).toBeGreaterThanOrEqual(4);
      const prices = DEMO_CATALOGUE.map(paid);
      expect(Math.min(...prices)).toBeLessThan(1000);
      expect(Math.max(...prices)).toBeGreaterThanOrEqual(30000);
      expect(prices.filter((price) => price >= 500 && price <= 3000).length).toBeGreaterThanOrEqual(15);
      expect(
        DEMO_CATALOGUE.filter((p) => p.discountPrice !== undefined && p.discountPrice < p.price).length,
      ).toBeGreaterThanOrEqual(8);
      expect(DEMO_CATALOGUE.filter((p) => p.discountPrice !== undefined && p.discountPrice >= p.price)).toEqual([]);
      expect(DEMO_CATALOGUE.filter((p) => p.stockQuantity === 0).length).toBeGreaterThanOrEqual(3);
      expect(DEMO_CATALOGUE.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
      expect(DEMO_CATALOGUE.filter((p) => p.trendy).length).toBeGreaterThanOrEqual(8);
      expect(new Set(DEMO_CATALOGUE.map((p) => p.slug)).size).toBe(DEMO_CATALOGUE.length);
      for (const product of DEMO_CATALOGUE) {
        expect(product.description.length).toBeGreaterThan(40);
        expect(Object.keys(product.specifications).length).toBeGreaterThanOrEqual(3);
        expect(product.tags.length).toBeGreaterThanOrEqual(3);
      }
    });

    test('is seeded once: seeding again duplicates and overwrites nothing', async () => {
      const { SeedService } = await import('../server/src/demo/seed.service');
      const seeder = shop.shop.app.get(SeedService);
      const first = await shop.products.findOne({ slug: DEMO_CATALOGUE[0].slug });
      await shop.products.updateOne({ _id: first!._id }, { $set: { stockQuantity: 77 } });
      const claims = await shop.model('ProductSkuRecord').find().sort({ _id: 1 }).lean();
      const again = await seeder.seedCatalogue();
      expect(again).toEqual({ inserted: 0, total: DEMO_CATALOGUE.length });
      expect(await shop.products.countDocuments()).toBe(DEMO_CATALOGUE.length);
      expect((await shop.products.findById(first!._id).lean())!.stockQuantity).toBe(77);
      expect(await shop.model('ProductSkuRecord').find().sort({ _id: 1 }).lean()).toEqual(claims);
      await shop.products.updateOne({ _id: first!._id }, { $set: { stockQuantity: first!.stockQuantity } });
    });

    test('products sold in kinds: options and variants as the shop stores them, prices and stock rolled up, SKUs claimed', async () => {
      const inKinds = DEMO_CATALOGUE.filter((p) => p.options);
      expect(inKinds.length).toBeGreaterThanOrEqual(3);
      const claims = await shop.model<{ _id: string; sku: string; product: unknown }>('ProductSkuRecord').find().lean();
      expect(claims).toHaveLength(inKinds.reduce((sum, p) => sum + p.variants!.length, 0));
      for (const demo of inKinds) {
        const stored = (await shop.products.findOne({ slug: demo.slug }).lean())!;
        expect(stored.options).toEqual(demo.options);
        const variants = Object.values(stored.variants!);
        expect(
          variants.map(({ sku, values, price, discountPrice, stockQuantity }) => ({
            sku,
            values,
            price,
            discountPrice,
            stockQuantity,
          })),
        ).toEqual(demo.variants!.map((v) => ({ discountPrice: undefined, ...v })));
        expect(variants.every((v) => v.finalPrice === paid(v))).toBe(true);
        expect({
          price: stored.price,
          discountPrice: stored.discountPrice,
          stock: stored.stockQuantity,
          finalPrice: stored.finalPrice,
        }).toEqual({
          price: demo.price,
          discountPrice: demo.discountPrice,
          stock: demo.stockQuantity,
          finalPrice: paid(demo),
        });
        // Each SKU is claimed for its product in product_skus (unique across the shop), keyed in lower case.
        for (const { sku } of demo.variants!)
          expect(claims.find((claim) => claim._id === sku.toLowerCase())).toEqual({
            _id: sku.toLowerCase(),
            sku,
            product: stored._id,
          });
        // The storefront's detail answers the kinds with their SKUs, prices and stock.
        const detail = (await shop.get(`/api/v1/products/${demo.slug}`)).body.data;
        expect(detail.options).toEqual(demo.options);
        expect(detail.variants.map((v: { sku: string; stockQuantity: number }) => [v.sku, v.stockQuantity])).toEqual(
          demo.variants!.map((v) => [v.sku, v.stockQuantity]),
        );
      }
      // A SKU the demo uses is the demo product's: another product asking for it is refused, naming it.
      const admin = await shop.login('admin@volt.demo', 'admin123');
      const other = await shop.productWithStock(3);
      try {
        const [taken] = inKinds[0].variants!;
        const refused = await shop.put(
          `/api/v1/admin/products/${other}/variants`,
          {
            options: [{ name: 'Colour', values: ['Black'] }],
            variants: [{ sku: taken.sku.toLowerCase(), values: ['Black'], price: 999, stockQuantity: 1 }],
          },
          { token: admin },
        );
        expect(refused.status).toBe(400);
        expect(refused.body.message).toBe(`SKU ${taken.sku.toLowerCase()} is already used by ${inKinds[0].name}`);
      } finally {
        // The other tests count the demo catalogue alone.
        await shop.products.deleteOne({ _id: other });
      }
    });

    test('images are served as WebP with long cache headers, and the logo as SVG', async () => {
      const product = (await shop.get('/api/v1/products?limit=1')).body.data[0];
      const image = await fetch(shop.baseUrl + product.images[0]);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      expect(image.headers.get('cache-control')).toContain('max-age=31536000');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString()).toBe('WEBP');
      // The second request is served from disk and is byte-identical.
      const again = Buffer.from(await (await fetch(shop.baseUrl + product.images[0])).arrayBuffer());
      expect(again.equals(bytes)).toBe(true);

      const logo = await fetch(`${shop.baseUrl}/images/logo.svg`);
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toContain('image/svg+xml');
      expect(await logo.text()).toContain('<svg');

      expect((await fetch(`${shop.baseUrl}/images/demo/no-such-product-1.webp`)).status).toBe(404);
      expect((await fetch(`${shop.baseUrl}/images/demo/..%2F..%2Fpackage.json`)).status).toBe(404);
    });
  });

  describe('list answer shape and pages', () => {
    test('REST: success, data with _id, pagination; 12 newest by default', async () => {
      const answer = await shop.get('/api/v1/products');
      expect(answer.body.success).toBe(true);
      expect(answer.body.data).toHaveLength(12);
      expect(answer.body.pagination).toEqual({
        page: 1,
        pages: Math.ceil(DEMO_CATALOGUE.length / 12),
        total: DEMO_CATALOGUE.length,
        hasNext: true,
        hasPrev: false,
      });
      const first = answer.body.data[0];
      expect(first._id).toMatch(/^[0-9a-f]{24}$/);
      expect(first.id).toBeUndefined();
      expect(first).toEqual(
        expect.objectContaining({
          name: expect.any(String),
          description: expect.any(String),
          brand: expect.any(String),
          category: expect.any(String),
          price: expect.any(Number),
          originalPrice: expect.any(Number),
          finalPrice: expect.any(Number),
          images: expect.any(Array),
          stockQuantity: expect.any(Number),
          inStock: expect.any(Boolean),
          specifications: expect.any(Object),
          tags: expect.any(Array),
          condition: expect.stringMatching(/^(new|old)$/),
          featured: expect.any(Boolean),
          trendy: expect.any(Boolean),
          createdAt: expect.any(String),
        }),
      );
      expect(Array.isArray(first.specifications)).toBe(false);
      const newest = [...DEMO_CATALOGUE].sort((a, b) => a.addedDaysAgo - b.addedDaysAgo)[0];
      expect(first.name).toBe(newest.name);
    });

    test('pages walk the whole catalogue without gaps or repeats', async () => {
      const seen = new Set<string>();
      const pages = Math.ceil(DEMO_CATALOGUE.length / 12);
      for (let page = 1; page <= pages; page++) {
        const answer = await shop.get(`/api/v1/products?page=${page}`);
        expect(answer.body.pagination).toMatchObject({ page, pages, hasPrev: page > 1, hasNext: page < pages });
        for (const product of answer.body.data) seen.add(product._id);
      }
      expect(seen.size).toBe(DEMO_CATALOGUE.length);
      const beyond = await shop.get(`/api/v1/products?page=${pages + 1}`);
      expect(beyond.body.data).toEqual([]);
      expect(beyond.body.pagination).toMatchObject({ hasNext: false, hasPrev: true });
    });

    test('limit: default 12, at most 100 (larger values are clamped), 1 for counts', async () => {
      expect((await shop.get('/api/v1/products?limit=5')).body.data).toHaveLength(5);
      const one = await shop.get('/api/v1/products?limit=1');
      expect(one.body.data).toHaveLength(1);
      expect(one.body.pagination.total).toBe(DEMO_CATALOGUE.length);
      const huge = await shop.get('/api/v1/products?limit=100000');
      expect(huge.status).toBe(200);
      expect(huge.body.data.length).toBe(Math.min(100, DEMO_CATALOGUE.length));
    });

    test.each([
      ['page=0', 'page must be 1 or more'],
      ['page=abc', 'page must be a whole number'],
      ['page=1.5', 'page must be a whole number'],
      ['limit=0', 'limit must be 1 or more'],
      ['limit=-3', 'limit must be 1 or more'],
      ['minPrice=cheap', 'minPrice must be a number'],
      ['maxPrice=-1', 'maxPrice must be 0 or more'],
      ['inStock=maybe', 'inStock must be true or false'],
      ['sortBy=random', 'sortBy must be one of: latest, newest, price-low, price-high, name, featured'],
      ['minPrice=5000&maxPrice=1000', 'minPrice cannot be greater than maxPrice'],
      [`search=${'x'.repeat(101)}`, 'Search text must not exceed 100 characters'],
    ])('%s answers 400: %s', async (query, message) => {
      const answer = await shop.get(`/api/v1/products?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message });
    });
  });

  describe('filters', () => {
    test('category (exact), and "all" means every category', async () => {
      for (const category of ['Earbuds', 'Power Banks', 'Screen Protectors']) {
        const items = await all(`category=${encodeURIComponent(category)}`);
        expect(items.length).toBe(DEMO_CATALOGUE.filter((p) => p.category === category).length);
        expect(items.every((p) => p.category === category)).toBe(true);
      }
      expect((await all('category=all')).length).toBe(DEMO_CATALOGUE.length);
      expect(await all('category=Toasters')).toEqual([]);
    });

    test('brand', async () => {
      for (const brand of PRODUCT_BRANDS) {
        const items = await all(`brand=${brand}`);
        expect(items.length).toBe(DEMO_CATALOGUE.filter((p) => p.brand === brand).length);
        expect(items.every((p) => p.brand === brand)).toBe(true);
      }
    });

    test('price range uses the price paid (discountPrice when set)', async () => {
      const items = await all('minPrice=500&maxPrice=3000');
      const expected = DEMO_CATALOGUE.filter((p) => paid(p) >= 500 && paid(p) <= 3000);
      expect(items.map((p) => p.name).sort()).toEqual(expected.map((p) => p.name).sort());
      // A discounted product whose list price is above the range but whose paid price is inside it is found.
      const discounted = DEMO_CATALOGUE.find((p) => p.discountPrice !== undefined && p.price > p.discountPrice);
      const around = await all(`minPrice=${discounted!.discountPrice}&maxPrice=${discounted!.discountPrice}`);
      expect(around.map((p) => p.name)).toContain(discounted!.name);
      const under3k = await all('maxPrice=3000');
      expect(under3k.length).toBe(DEMO_CATALOGUE.filter((p) => paid(p) <= 3000).length);
    });

    test('inStock true and false', async () => {
      const inStock = await all('inStock=true');
      const out = await all('inStock=false');
      expect(inStock.length).toBe(DEMO_CATALOGUE.filter((p) => p.stockQuantity > 0).length);
      expect(out.length).toBe(DEMO_CATALOGUE.filter((p) => p.stockQuantity === 0).length);
      expect(inStock.every((p) => p.inStock && p.stockQuantity > 0)).toBe(true);
      expect(out.every((p) => !p.inStock && p.stockQuantity === 0)).toBe(true);
    });

    test('trendy and featured', async () => {
      expect((await all('trendy=true')).length).toBe(DEMO_CATALOGUE.filter((p) => p.trendy).length);
      expect((await all('featured=true')).length).toBe(DEMO_CATALOGUE.filter((p) => p.featured).length);
      expect((await all('featured=false')).every((p) => !p.featured)).toBe(true);
    });

    test('filters combine', async () => {
      const items = await all('category=Chargers&inStock=true&maxPrice=5000&sortBy=price-low');
      const expected = DEMO_CATALOGUE.filter(
        (p) => p.category === 'Chargers' && p.stockQuantity > 0 && paid(p) <= 5000,
      );
      expect(items.length).toBe(expected.length);
      expect(expected.length).toBeGreaterThan(0);
    });

    const literalMatches = (text: string) =>
      DEMO_CATALOGUE.filter((p) => searched(p).some((field) => field.toLowerCase().includes(text.toLowerCase())));

    test('search is case-insensitive over name, brand, category, description and tags: every literal match first, newest first', async () => {
      for (const text of ['ANKER', 'earbuds', 'power banks', 'type-c', 'load-shedding', 'Ugreen']) {
        const items = await all(`search=${encodeURIComponent(text)}`);
        const literal = literalMatches(text);
        expect(literal.length).toBeGreaterThan(0);
        const newestFirst = [...literal].sort((a, b) => a.addedDaysAgo - b.addedDaysAgo).map((p) => p.name);
        expect({ text, first: items.slice(0, literal.length).map((p) => p.name) }).toEqual({
          text,
          first: newestFirst,
        });
        // Whatever comes after is a similar match, never a literal one left behind.
        const literalNames = new Set(literal.map((p) => p.name));
        expect(items.slice(literal.length).filter((p) => literalNames.has(p.name))).toEqual([]);
      }
      const byTag = DEMO_CATALOGUE.flatMap((p) => p.tags).find(
        (tag) =>
          !DEMO_CATALOGUE.some((p) => p.name.toLowerCase().includes(tag) || p.description.toLowerCase().includes(tag)),
      );
      if (byTag)
        expect(
          (await all(`search=${encodeURIComponent(byTag)}`))
            .slice(0, literalMatches(byTag).length)
            .map((p) => p.name)
            .sort(),
        ).toEqual(
          literalMatches(byTag)
            .map((p) => p.name)
            .sort(),
        );
    });

    test('typos, word beginnings and words run together find products too, after the literal matches (REST and GraphQL)', async () => {
      const cases: Array<[string, (p: Listed) => boolean]> = [
        ['airbud', (p) => p.category === 'Earbuds'],
        ['powerbank', (p) => p.category === 'Power Banks'],
        ['chargr', (p) => p.category === 'Chargers'],
        ['headphon', (p) => p.category === 'Headphones'],
        ['samsng', (p) => p.brand === 'Samsung'],
      ];
      for (const [text, wanted] of cases) {
        const items = await all(`search=${text}`);
        const expected = (await all(''))
          .filter(wanted)
          .map((p) => p.name)
          .sort();
        expect({ text, missing: expected.filter((name) => !items.some((p) => p.name === name)) }).toEqual({
          text,
          missing: [],
        });
        // Nothing contains these words literally except what literal search found; those lead.
        const literal = literalMatches(text).map((p) => p.name);
        expect(
          items
            .slice(0, literal.length)
            .map((p) => p.name)
            .sort(),
        ).toEqual([...literal].sort());

        const { data, errors } = await shop.graphql(
          'query($search: String) { products(search: $search, limit: 100) { items { name } pagination { total } } }',
          { search: text },
        );
        expect(errors).toBeUndefined();
        expect({ text, names: data.products.items.map((p: { name: string }) => p.name) }).toEqual({
          text,
          names: items.map((p) => p.name),
        });
      }
    });

    test('search keeps the other filters and the order asked for; literal matches still lead', async () => {
      const items = await all('search=chargr&sortBy=price-low&inStock=true');
      expect(items.length).toBeGreaterThan(1);
      expect(items.every((p) => p.inStock)).toBe(true);
      const prices = items.map((p) => p.finalPrice);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      const mixed = await all('search=charger&sortBy=price-high');
      const literal = literalMatches('charger').length;
      expect(
        mixed
          .slice(0, literal)
          .every((p) =>
            [p.name, p.brand, p.category, p.description, ...p.tags].some((f) => f.toLowerCase().includes('charger')),
          ),
      ).toBe(true);
      expect(mixed.slice(0, literal).map((p) => p.finalPrice)).toEqual(
        mixed
          .slice(0, literal)
          .map((p) => p.finalPrice)
          .sort((a, b) => b - a),
      );
    });

    test("searched literal matches come in the database's own order for every sort", async () => {
      for (const sortBy of ['latest', 'newest', 'price-low', 'price-high', 'name', 'featured']) {
        const literal = new Set(literalMatches('usb').map((p) => p.name));
        const fromDatabase = (await all(`sortBy=${sortBy}`)).filter((p) => literal.has(p.name)).map((p) => p.name);
        const searched = (await all(`search=usb&sortBy=${sortBy}`)).slice(0, literal.size).map((p) => p.name);
        expect({ sortBy, searched }).toEqual({ sortBy, searched: fromDatabase });
      }
      // Under the name order the database compares category and brand with case and accents ignored; so does search.
      const literal = new Set(literalMatches('usb').map((p) => p.name));
      const cables = (await all('sortBy=name&category=cables')).filter((p) => literal.has(p.name)).map((p) => p.name);
      expect(cables.length).toBeGreaterThan(0);
      expect((await all('search=usb&sortBy=name&category=cables')).slice(0, cables.length).map((p) => p.name)).toEqual(
        cables,
      );
    });

    test('the search index follows product writes at once: a renamed product is found by its new name, a deleted one no more', async () => {
      const [target, other] = await all('category=Cables');
      expect((await all('search=zebracord')).length).toBe(0);
      await shop.products.updateOne({ _id: target._id }, { $set: { name: 'Zebracord Ultra Cable' } });
      expect((await all('search=zebracord')).map((p) => p._id)).toEqual([target._id]);
      expect((await all('search=zebrakord')).map((p) => p._id)).toEqual([target._id]);
      await shop.products.updateOne({ _id: target._id }, { $set: { name: target.name } });
      expect((await all('search=zebracord')).length).toBe(0);

      // Stock and price moves show at once too (orders take stock through the same model).
      await shop.products.updateOne({ _id: target._id }, { $set: { stockQuantity: 0 } });
      expect((await all(`search=${encodeURIComponent(target.name)}&inStock=true`)).map((p) => p._id)).not.toContain(
        target._id,
      );
      await shop.products.updateOne({ _id: target._id }, { $set: { stockQuantity: target.stockQuantity } });
      expect((await all(`search=${encodeURIComponent(target.name)}&inStock=true`)).map((p) => p._id)).toContain(
        target._id,
      );

      const copy = await shop.products.findById(other._id).lean();
      await shop.products.deleteOne({ _id: other._id });
      try {
        expect((await all(`search=${encodeURIComponent(other.name)}`)).map((p) => p._id)).not.toContain(other._id);
      } finally {
        await shop.products.insertMany([copy!]);
      }
      expect((await all(`search=${encodeURIComponent(other.name)}`)).map((p) => p._id)).toContain(other._id);
    });

    test('search text is literal: regex characters are characters, never a pattern or an error', async () => {
      for (const text of ['.*', '(', ')', '[', '+', '\\', '^$', '|', '?']) {
        const answer = await shop.get(`/api/v1/products?limit=100&search=${encodeURIComponent(text)}`);
        expect({ text, status: answer.status }).toEqual({ text, status: 200 });
        const expected = DEMO_CATALOGUE.filter((p) => searched(p).some((f) => f.toLowerCase().includes(text)));
        expect({ text, total: answer.body.pagination.total }).toEqual({ text, total: expected.length });
      }
      const withBracket = DEMO_CATALOGUE.find((p) => p.name.includes('('));
      const fragment = withBracket!.name.slice(withBracket!.name.indexOf('('), withBracket!.name.indexOf('(') + 4);
      const found = await all(`search=${encodeURIComponent(fragment)}`);
      expect(found.map((p) => p.name)).toContain(withBracket!.name);
    });
  });

  describe('sorts', () => {
    const by = async (sortBy: string) => all(`sortBy=${sortBy}`);

    test('latest and newest: newest first', async () => {
      const expected = [...DEMO_CATALOGUE].sort((a, b) => a.addedDaysAgo - b.addedDaysAgo).map((p) => p.name);
      expect((await by('latest')).map((p) => p.name)).toEqual(expected);
      expect((await by('newest')).map((p) => p.name)).toEqual(expected);
    });

    test('price-low and price-high by the price paid', async () => {
      const low = (await by('price-low')).map((p) => p.finalPrice);
      expect(low).toEqual([...low].sort((a, b) => a - b));
      expect(low).toEqual(DEMO_CATALOGUE.map(paid).sort((a, b) => a - b));
      const high = (await by('price-high')).map((p) => p.finalPrice);
      expect(high).toEqual(DEMO_CATALOGUE.map(paid).sort((a, b) => b - a));
    });

    test('name: A to Z, for people (case and accents ignored)', async () => {
      const names = (await by('name')).map((p) => p.name);
      const forPeople = new Intl.Collator('en', { sensitivity: 'base' });
      expect(names).toEqual([...DEMO_CATALOGUE.map((p) => p.name)].sort(forPeople.compare));
    });

    test('featured: featured first, then newest', async () => {
      const items = await by('featured');
      const featuredCount = DEMO_CATALOGUE.filter((p) => p.featured).length;
      expect(items.slice(0, featuredCount).every((p) => p.featured)).toBe(true);
      expect(items.slice(featuredCount).some((p) => p.featured)).toBe(false);
      const times = items.slice(0, featuredCount).map((p) => Date.parse(p.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
    });
  });

  describe('detail, featured, related, categories, brands', () => {
    test('detail by id; unknown and malformed ids answer 404 Product not found', async () => {
      const [first] = (await shop.get('/api/v1/products?limit=1')).body.data;
      const detail = await shop.get(`/api/v1/products/${first._id}`);
      expect(detail.status).toBe(200);
      expect(detail.body).toEqual({ success: true, data: first });

      for (const id of ['0123456789abcdef01234567', 'not-an-id', '{"$gt":""}', "1' OR '1'='1"]) {
        const answer = await shop.get(`/api/v1/products/${encodeURIComponent(id)}`);
        expect({ id, status: answer.status, body: answer.body }).toEqual({
          id,
          status: 404,
          body: { success: false, message: 'Product not found' },
        });
      }
    });

    test('featured list: featured only, newest first, 8 by default', async () => {
      const answer = await shop.get('/api/v1/products/featured');
      expect(answer.body.success).toBe(true);
      expect(answer.body.data).toHaveLength(Math.min(8, DEMO_CATALOGUE.filter((p) => p.featured).length));
      expect(answer.body.data.every((p: Listed) => p.featured)).toBe(true);
      expect((await shop.get('/api/v1/products/featured?limit=3')).body.data).toHaveLength(3);
    });

    test('related: 4 others of the same category', async () => {
      const product = (await all('category=Cables'))[0];
      const answer = await shop.get(`/api/v1/products/${product._id}/related`);
      expect(answer.body.data).toHaveLength(4);
      expect(answer.body.data.every((p: Listed) => p.category === 'Cables' && p._id !== product._id)).toBe(true);
      expect((await shop.get('/api/v1/products/nope/related')).status).toBe(404);
    });

    test('categories in use (names only) and brands', async () => {
      const categories = await shop.get('/api/v1/products/categories');
      const used = PRODUCT_CATEGORIES.filter((c) => DEMO_CATALOGUE.some((p) => p.category === c));
      expect(categories.body).toEqual({ success: true, data: { categories: used } });
      const brands = await shop.get('/api/v1/products/brands');
      expect(brands.body).toEqual({ success: true, data: { brands: [...PRODUCT_BRANDS] } });
    });
  });

  describe('GraphQL', () => {
    test('products with filters, sort and page; entities carry id', async () => {
      const { data, errors } = await shop.graphql(
        `query($search: String) { products(search: $search, sortBy: PRICE_HIGH, limit: 3, page: 1, inStock: true) {
           items { id name finalPrice inStock specifications { key value } }
           pagination { page pages total hasNext hasPrev } } }`,
        { search: 'anker' },
      );
      expect(errors).toBeUndefined();
      const expected = DEMO_CATALOGUE.filter(
        (p) => p.stockQuantity > 0 && searched(p).some((f) => f.toLowerCase().includes('anker')),
      );
      expect(data.products.pagination).toEqual({
        page: 1,
        pages: Math.ceil(expected.length / 3),
        total: expected.length,
        hasNext: expected.length > 3,
        hasPrev: false,
      });
      expect(data.products.items.map((p: { finalPrice: number }) => p.finalPrice)).toEqual(
        expected
          .map(paid)
          .sort((a, b) => b - a)
          .slice(0, 3),
      );
      expect(data.products.items[0].id).toMatch(/^[0-9a-f]{24}$/);
      expect(Array.isArray(data.products.items[0].specifications)).toBe(true);
    });

    test('product, featuredProducts, relatedProducts, productCategories, productBrands, shop', async () => {
      const list = await shop.graphql('{ products(limit: 1) { items { id category } } }');
      const { id, category } = list.data.products.items[0];
      const { data, errors } = await shop.graphql(
        `query($id: ID!) {
          product(id: $id) { id category discountPercentage originalPrice }
          featuredProducts(limit: 2) { id featured }
          relatedProducts(productId: $id) { id category }
          productCategories
          productBrands
          shop { name whatsapp phone email instagram currency paymentMethod }
        }`,
        { id },
      );
      expect(errors).toBeUndefined();
      expect(data.product).toMatchObject({ id, category });
      expect(data.featuredProducts).toHaveLength(2);
      expect(
        data.relatedProducts.every((p: { category: string; id: string }) => p.category === category && p.id !== id),
      ).toBe(true);
      expect(data.productCategories).toContain('Earbuds');
      expect(data.productBrands).toHaveLength(8);
      expect(data.shop).toMatchObject({ name: 'Volt Accessories', currency: 'PKR', paymentMethod: 'COD' });
    });

    test("categoryCards: every category in use, in menu order, with its newest product's first picture", async () => {
      const { data, errors } = await shop.graphql('{ categoryCards { name image cardImage } productCategories }');
      expect(errors).toBeUndefined();
      expect(data.categoryCards.map((card: { name: string }) => card.name)).toEqual(data.productCategories);
      for (const card of data.categoryCards) {
        const newest = await shop.graphql(
          'query($category: String) { products(category: $category, sortBy: LATEST, limit: 1) { items { images cardImages } } }',
          { category: card.name },
        );
        const [product] = newest.data.products.items;
        expect(card).toEqual({ name: card.name, image: product.images[0], cardImage: product.cardImages[0] });
      }
    });

    test('unknown or malformed id: NOT_FOUND with the spec message', async () => {
      for (const id of ['0123456789abcdef01234567', 'garbage']) {
        const { errors, data } = await shop.graphql('query($id: ID!) { product(id: $id) { id } }', { id });
        expect(data).toBeNull();
        expect(errors?.[0]).toMatchObject({ message: 'Product not found', extensions: { code: 'NOT_FOUND' } });
      }
    });

    test('bad arguments: BAD_USER_INPUT', async () => {
      const wrongType = await shop.graphql('{ products(page: "two") { items { id } } }');
      expect(wrongType.status).toBe(400);
      expect(wrongType.errors?.[0].extensions?.code).toMatch(/GRAPHQL_VALIDATION_FAILED|BAD_USER_INPUT/);
      const zero = await shop.graphql('{ products(page: 0) { items { id } } }');
      expect(zero.errors?.[0]).toMatchObject({
        message: 'page must be 1 or more',
        extensions: { code: 'BAD_USER_INPUT' },
      });
      const badSort = await shop.graphql('{ products(sortBy: RANDOM) { items { id } } }');
      expect(badSort.errors?.[0].extensions?.code).toMatch(/GRAPHQL_VALIDATION_FAILED|BAD_USER_INPUT/);
    });
  });
});

import sharp from 'sharp';
import type { DbCommandCounts } from '../server/src/database/db-command-counter';
import { SeedService } from '../server/src/demo/seed.service';
import { CATALOGUE_CACHE_CONTROL } from '../server/src/products/catalogue-answers';
import { ProductSearch } from '../server/src/products/product-search';
import { ProductsService } from '../server/src/products/products.service';
import { TestShop } from './support/test-shop';

/**
 * The public catalogue is answered from memory (CatalogueCache); these check that every write through the
 * shop shows at once in listings, details, featured, brands and over GraphQL, and count the database
 * commands a listing costs.
 */
describe('Catalogue cache: fresh after every write, and database commands per listing', () => {
  let shop: TestShop;
  let admin: string;

  beforeAll(async () => {
    // No sweep timers: a sweep landing between two counts would add its queries to them.
    shop = await TestShop.start(
      { schemaFile: false, stockHoldSweepMs: 0 },
      { DB_COMMAND_COUNTS: 'on', CONFIRMATION_SWEEP_MS: '0', OPEN_CHECKOUT_SWEEP_MS: '0' },
    );
    admin = await shop.login('admin@volt.demo', 'admin123');
    // Index builds started at boot would otherwise land among the commands counted below.
    await shop.shop.app.get(SeedService).ensureIndexes();
  });
  afterAll(() => shop.stop());

  const commandCounts = async () => (await shop.get<DbCommandCounts>('/api/v1/debug/db-commands')).body;
  /** The database commands sent while `request` ran (the count request itself sends none). */
  async function commandsFor(request: () => Promise<unknown>) {
    const before = await commandCounts();
    await request();
    const after = await commandCounts();
    return after.total - before.total;
  }
  /**
   * The commands naming the products collection sent while `request` ran. An order's write answers before its
   * listeners (risk, messages, webhooks) are done with the orders and other collections; their commands may land
   * in any later window, so a count after an order's change is of product reads only.
   */
  async function productCommandsFor(request: () => Promise<unknown>) {
    const before = await commandCounts();
    await request();
    const after = await commandCounts();
    return (after.byCollection.products ?? 0) - (before.byCollection.products ?? 0);
  }

  const picture = async () =>
    new Blob(
      [
        new Uint8Array(
          await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2f80c4' } })
            .png()
            .toBuffer(),
        ),
      ],
      { type: 'image/png' },
    );
  let counter = 0;
  /** A product added through the admin form: the newest, so first in the default listing. */
  async function addProduct(stockQuantity: number, fields: Record<string, string> = {}) {
    const form = new FormData();
    const values = {
      name: `Cache Test Cable ${process.pid}-${++counter}`,
      description: 'A braided USB-C cable.',
      price: '1200',
      category: 'Cables',
      brand: 'Ugreen',
      stockQuantity: String(stockQuantity),
      featured: 'true',
      ...fields,
    };
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    form.append('images', await picture(), 'cable.png');
    const answer = await shop.postForm('/api/v1/admin/products', form, admin);
    expect(answer.status).toBe(201);
    return answer.body.data as { _id: string; name: string };
  }

  /** What every cached read says about one product (undefined where it is not listed). */
  async function everywhere(id: string) {
    const [list, inStockList, detail, featured, graphqlList, graphqlDetail] = await Promise.all([
      shop.get('/api/v1/products?limit=100'),
      shop.get('/api/v1/products?limit=100&inStock=true'),
      shop.get(`/api/v1/products/${id}`),
      shop.get('/api/v1/products/featured?limit=100'),
      shop.graphql<{ products: { items: Array<{ id: string; stockQuantity: number }> } }>(
        '{ products(limit: 100) { items { id stockQuantity } } }',
      ),
      shop.graphql<{ product: { stockQuantity: number } }>('query($id: ID!) { product(id: $id) { stockQuantity } }', {
        id,
      }),
    ]);
    const find = (items: Array<{ _id?: string; id?: string; stockQuantity: number }>) =>
      items.find((item) => (item._id ?? item.id) === id)?.stockQuantity;
    return {
      list: find(list.body.data),
      inStockList: find(inStockList.body.data),
      detail: detail.status === 200 ? detail.body.data.stockQuantity : detail.status,
      featured: find(featured.body.data),
      graphqlList: find(graphqlList.data.products.items),
      graphqlDetail: graphqlDetail.data?.product.stockQuantity ?? graphqlDetail.errors?.[0]?.extensions?.code,
    };
  }
  const stockEverywhere = (stock: number) => ({
    list: stock,
    inStockList: stock > 0 ? stock : undefined,
    detail: stock,
    featured: stock,
    graphqlList: stock,
    graphqlDetail: stock,
  });

  const guestOrder = (product: string, quantity: number) =>
    shop.post('/api/v1/orders', {
      items: [{ product, quantity }],
      shippingAddress: { name: 'Cache Tester', phone: '0300 7654321', address: 'Street 9', city: 'Karachi' },
      paymentMethod: 'COD',
    });

  describe('database commands', () => {
    test.each([1, 12, 50, 100])(
      'a listing of %i costs 1 command (the page and its total in one $facet), then none while it is cached',
      async (limit) => {
        const path = `/api/v1/products?limit=${limit}&sortBy=price-low`;
        expect(await commandsFor(() => shop.get(path))).toBe(1);
        expect(await commandsFor(() => shop.get(path))).toBe(0);
      },
    );

    test('a GraphQL listing costs 1 command, then none; it shares the REST answer for the same arguments', async () => {
      const query = '{ products(limit: 30, sortBy: NAME) { items { id name } pagination { total } } }';
      expect(await commandsFor(() => shop.graphql(query))).toBe(1);
      expect(await commandsFor(() => shop.graphql(query))).toBe(0);
      expect(await commandsFor(() => shop.get('/api/v1/products?limit=30&sortBy=name'))).toBe(0);
    });

    test('a kept GraphQL answer is byte for byte what Apollo sent, with the same headers; other variables are executed', async () => {
      const query =
        'query Listing($limit: Int!) { products(limit: $limit) { items { id name finalPrice } pagination { total } } }';
      const send = (variables: object) =>
        shop.request('POST', '/graphql', { body: { query, operationName: 'Listing', variables } });
      const executed = await send({ limit: 7 });
      const kept = await send({ limit: 7 });
      expect(kept.text).toBe(executed.text);
      for (const header of [
        'content-type',
        'cache-control',
        'etag',
        'vary',
        'x-content-type-options',
        'content-security-policy',
      ]) {
        expect({ header, value: kept.headers.get(header) }).toEqual({ header, value: executed.headers.get(header) });
      }
      expect(kept.headers.get('cache-control')).toBe(CATALOGUE_CACHE_CONTROL);
      const other = await send({ limit: 3 });
      expect(other.body.data.products.items).toHaveLength(3);
    });

    test('a kept REST answer is sent again without Nest, byte for byte with the same headers; refusals and callers with a token still go through Nest', async () => {
      const list = jest.spyOn(shop.shop.app.get(ProductsService), 'list');
      try {
        const path = `/api/v1/products?limit=5&sortBy=name&minPrice=${++counter}`;
        const first = await shop.get(path);
        expect(first.status).toBe(200);
        const again = await shop.get(path);
        expect(again.text).toBe(first.text);
        for (const header of [
          'content-type',
          'cache-control',
          'etag',
          'vary',
          'x-content-type-options',
          'content-security-policy',
          'x-frame-options',
        ]) {
          expect({ header, value: again.headers.get(header) }).toEqual({ header, value: first.headers.get(header) });
        }
        const compressed = await shop.get(path, { headers: { 'accept-encoding': 'gzip' } });
        expect(compressed.headers.get('content-encoding')).toBe('gzip');
        expect(compressed.text).toBe(first.text);
        expect(list).toHaveBeenCalledTimes(1);

        // A token is checked on every request: a bad one is refused, a good one goes through Nest to the same answer.
        expect((await shop.get(path, { token: 'not-a-valid-token' })).status).toBe(401);
        const customer = await shop.registerCustomer();
        expect((await shop.get(path, { token: customer.token })).text).toBe(first.text);
        expect(list).toHaveBeenCalledTimes(2);

        // A refused query is refused every time: only 200 answers are kept.
        for (let i = 0; i < 2; i++) expect((await shop.get('/api/v1/products?limit=abc')).status).toBe(400);
        for (let i = 0; i < 2; i++) expect((await shop.get('/api/v1/products/not-an-id')).status).toBe(404);
      } finally {
        list.mockRestore();
      }
    });

    test('a kept GraphQL answer is sent again without Apollo; a body with any other field, a token or a malformed body still go through Apollo', async () => {
      const list = jest.spyOn(shop.shop.app.get(ProductsService), 'list');
      try {
        const body = {
          query: 'query Few($limit: Int) { products(limit: $limit) { items { id name description } } }',
          variables: { limit: 10 + (++counter % 5) },
        };
        const first = await shop.request('POST', '/graphql', { body });
        expect(first.body.data.products.items.length).toBeGreaterThan(0);
        expect(list).toHaveBeenCalledTimes(1);
        const kept = await shop.request('POST', '/graphql', { body });
        expect(kept.text).toBe(first.text);
        expect(kept.headers.get('etag')).toBe(first.headers.get('etag'));
        expect(list).toHaveBeenCalledTimes(1);

        const withExtensions = await shop.request('POST', '/graphql', { body: { ...body, extensions: {} } });
        expect(withExtensions.text).toBe(first.text);
        expect(list).toHaveBeenCalledTimes(2);
        const badToken = await shop.request('POST', '/graphql', { body, token: 'not-a-valid-token' });
        expect(badToken.text).toContain('UNAUTHENTICATED');
        const malformed = await shop.request('POST', '/graphql', { rawBody: '{"query": ' });
        expect(malformed.status).toBe(400);
        expect(malformed.text).toContain('Malformed JSON in request body');
      } finally {
        list.mockRestore();
      }
    });

    test('a GraphQL answer kept for anonymous callers never skips the checks of a caller with a token, nor keeps errors', async () => {
      const query = '{ products(limit: 5) { items { id } } productCategories }';
      expect((await shop.graphql(query)).errors).toBeUndefined();
      expect(await commandsFor(() => shop.graphql(query))).toBe(0);

      const badToken = await shop.graphql(query, undefined, 'not-a-valid-token');
      expect(badToken.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      const customer = await shop.registerCustomer();
      expect((await shop.graphql(query, undefined, customer.token)).data.products.items).toHaveLength(5);

      for (let i = 0; i < 2; i++) {
        expect((await shop.graphql('{ products(limit: 0) { items { id } } }')).errors?.[0]?.extensions?.code).toBe(
          'BAD_USER_INPUT',
        );
        expect(
          (await shop.graphql('{ product(id: "000000000000000000000000") { id } }')).errors?.[0]?.extensions?.code,
        ).toBe('NOT_FOUND');
        expect((await shop.graphql('{ productBrands me { id } }')).errors?.[0]?.extensions?.code).toBe(
          'UNAUTHENTICATED',
        );
      }
    });

    test('a listing with every filter costs 1 command; with a search, at most the 1 that builds the search index, then none', async () => {
      const path =
        '/api/v1/products?category=Chargers&brand=Anker&inStock=true&minPrice=100&maxPrice=90000&trendy=true&sortBy=price-high&page=1&limit=7';
      expect(await commandsFor(() => shop.get(path))).toBe(1);
      // The index is built by the first search after a product write (or after 5 s), with one read.
      expect(await commandsFor(() => shop.get(`${path}&search=usb`))).toBeLessThanOrEqual(1);
      expect(await commandsFor(() => shop.get(`${path}&search=charger`))).toBe(0);
    });
  });

  describe('every write shows at once', () => {
    let afterTest = () => {};
    afterEach(() => afterTest());

    test('keyword search follows stock moves by reading only the moved product, and product edits and deletions by building its index again', async () => {
      const search = shop.shop.app.get(ProductSearch);
      // Counting builds: none may come from the index's age (rebuilt every 5 s for writes made elsewhere).
      search.maxAgeMs = 10 * 60_000;
      afterTest = () => (search.maxAgeMs = 5_000);
      const product = await addProduct(6, { name: `Quokkacord Cable ${process.pid}` });
      const searched = async (keyword = 'quokkacord') => {
        const answer = await shop.get(`/api/v1/products?limit=100&search=${keyword}&maxPrice=${90000 + ++counter}`);
        return (answer.body.data as Array<{ _id: string; name: string; stockQuantity: number; inStock: boolean }>).map(
          ({ _id, name, stockQuantity, inStock }) => ({ _id, name, stockQuantity, inStock }),
        );
      };
      expect(await searched()).toEqual([{ _id: product._id, name: product.name, stockQuantity: 6, inStock: true }]);
      const builds = search.counts.builds;

      // An order takes 4 units, then 2 (the last): each next search reads that one product, one command.
      expect((await guestOrder(product._id, 4)).status).toBe(201);
      const stockReads = search.counts.stockReads;
      expect(await productCommandsFor(async () => expect((await searched())[0].stockQuantity).toBe(2))).toBe(1);
      expect(search.counts.stockReads).toBe(stockReads + 1);
      const last = await guestOrder(product._id, 2);
      expect(last.status).toBe(201);
      expect(await searched()).toEqual([{ _id: product._id, name: product.name, stockQuantity: 0, inStock: false }]);
      const inStockOnly = await shop.get(`/api/v1/products?limit=100&search=quokkacord&inStock=true`);
      expect(inStockOnly.body.data).toEqual([]);
      // Cancelled by the admin: the units are back (a bulk write of the Product model).
      const cancelled = await shop.put(
        `/api/v1/orders/guest/${last.body.data._id}/status`,
        { status: 'Cancelled' },
        { token: admin },
      );
      expect(cancelled.status).toBe(200);
      expect((await searched())[0]).toMatchObject({ stockQuantity: 2, inStock: true });
      expect(await productCommandsFor(() => searched())).toBe(0);
      expect(search.counts.builds).toBe(builds);

      // A rename is a change of what is searched: the index is built again and finds the new name only.
      await shop.products.updateOne({ _id: product._id }, { $set: { name: `Wombatcord ${process.pid}` } });
      expect(await searched()).toEqual([]);
      expect((await searched('wombatcord')).map((item) => item._id)).toEqual([product._id]);
      expect(search.counts.builds).toBe(builds + 1);

      expect((await shop.delete(`/api/v1/admin/products/${product._id}`, { token: admin })).status).toBe(200);
      expect(await searched('wombatcord')).toEqual([]);
    });

    test('a guest order takes stock; an admin cancelling it gives it back; both show in every read', async () => {
      const product = await addProduct(5);
      expect(await everywhere(product._id)).toEqual(stockEverywhere(5));

      const order = await guestOrder(product._id, 2);
      expect(order.status).toBe(201);
      expect(await everywhere(product._id)).toEqual(stockEverywhere(3));

      const cancelled = await shop.put(
        `/api/v1/orders/guest/${order.body.data._id}/status`,
        { status: 'Cancelled' },
        { token: admin },
      );
      expect(cancelled.status).toBe(200);
      expect(await everywhere(product._id)).toEqual(stockEverywhere(5));
    });

    test('selling the last units moves a product out of the in-stock listing; deleting the order brings it back', async () => {
      const product = await addProduct(2);
      expect(await everywhere(product._id)).toEqual(stockEverywhere(2));

      const order = await guestOrder(product._id, 2);
      expect(await everywhere(product._id)).toEqual(stockEverywhere(0));
      const outOfStock = await shop.get('/api/v1/products?inStock=false&limit=100');
      expect(outOfStock.body.data.map((item: { _id: string }) => item._id)).toContain(product._id);

      expect((await shop.delete(`/api/v1/orders/guest/${order.body.data._id}`, { token: admin })).status).toBe(200);
      expect(await everywhere(product._id)).toEqual(stockEverywhere(2));
    });

    test("a customer's order and its cancellation show at once", async () => {
      const product = await addProduct(4);
      const customer = await shop.registerCustomer();
      expect(await everywhere(product._id)).toEqual(stockEverywhere(4));

      const order = await shop.post(
        '/api/v1/orders',
        {
          items: [{ product: product._id, quantity: 3 }],
          shippingAddress: {
            name: 'Cache Tester',
            email: customer.email,
            phone: '0300 7654321',
            address: 'Street 9',
            city: 'Karachi',
          },
          paymentMethod: 'COD',
        },
        { token: customer.token },
      );
      expect(order.status).toBe(201);
      expect(await everywhere(product._id)).toEqual(stockEverywhere(1));

      expect(
        (await shop.put(`/api/v1/orders/${order.body.data._id}/cancel`, undefined, { token: customer.token })).status,
      ).toBe(200);
      expect(await everywhere(product._id)).toEqual(stockEverywhere(4));
    });

    test('an admin edit over GraphQL and over REST shows in listings, details and brands', async () => {
      const product = await addProduct(6);
      expect(await everywhere(product._id)).toEqual(stockEverywhere(6));
      expect((await shop.get('/api/v1/products/brands')).body.data.brands).not.toContain('Cachebrand');

      const input = {
        name: 'Cache Test Renamed',
        description: 'Edited.',
        price: 1500,
        category: 'Cables',
        brand: 'Cachebrand',
        stockQuantity: 9,
        featured: true,
      };
      const edited = await shop.graphql(
        'mutation($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { id } }',
        { id: product._id, input },
        admin,
      );
      expect(edited.errors).toBeUndefined();
      expect(await everywhere(product._id)).toEqual(stockEverywhere(9));
      expect((await shop.get(`/api/v1/products/${product._id}`)).body.data).toMatchObject({
        name: 'Cache Test Renamed',
        brand: 'Cachebrand',
        finalPrice: 1500,
      });
      expect((await shop.get('/api/v1/products/brands')).body.data.brands).toContain('Cachebrand');

      const form = new FormData();
      for (const [key, value] of Object.entries({
        ...input,
        name: 'Cache Test Edited Again',
        stockQuantity: 1,
        featured: false,
      }))
        form.append(key, String(value));
      expect((await shop.putForm(`/api/v1/admin/products/${product._id}`, form, admin)).status).toBe(200);
      const after = await everywhere(product._id);
      expect(after).toEqual({ ...stockEverywhere(1), featured: undefined });
      expect((await shop.get(`/api/v1/products/${product._id}`)).body.data.name).toBe('Cache Test Edited Again');
    });

    test('an added product is listed at once; a deleted one is gone at once', async () => {
      const totalBefore = (await shop.get('/api/v1/products')).body.pagination.total;
      const product = await addProduct(3, { brand: 'Addedbrand' });
      const listed = await shop.get('/api/v1/products');
      expect(listed.body.pagination.total).toBe(totalBefore + 1);
      expect(listed.body.data[0]._id).toBe(product._id);
      expect((await shop.get('/api/v1/products/brands')).body.data.brands).toContain('Addedbrand');

      expect((await shop.delete(`/api/v1/admin/products/${product._id}`, { token: admin })).status).toBe(200);
      expect(await everywhere(product._id)).toEqual({
        list: undefined,
        inStockList: undefined,
        detail: 404,
        featured: undefined,
        graphqlList: undefined,
        graphqlDetail: 'NOT_FOUND',
      });
      expect((await shop.get('/api/v1/products')).body.pagination.total).toBe(totalBefore);
      expect((await shop.get('/api/v1/products/brands')).body.data.brands).not.toContain('Addedbrand');
    });

    test('a write made directly through the Product model shows at once too', async () => {
      const product = await addProduct(8);
      expect(await everywhere(product._id)).toEqual(stockEverywhere(8));
      await shop.products.updateOne({ _id: product._id }, { $set: { stockQuantity: 11 } });
      expect(await everywhere(product._id)).toEqual(stockEverywhere(11));
    });
  });
});

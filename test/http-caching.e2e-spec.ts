import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CATALOGUE_CACHE_CONTROL } from '../server/src/products/catalogue-answers';
import { ProductsService } from '../server/src/products/products.service';
import { soldAsOne, TestShop } from './support/test-shop';

/**
 * What HTTP tells browsers, proxies and CDNs about the shop's answers (products/catalogue-answers.ts): anonymous
 * catalogue answers are public for a short while, with a weak ETag that a product write changes at once and
 * that answers If-None-Match with 304; every other answer is `no-store`.
 */

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as they travelled, still compressed. */
  body: Buffer;
}

const WEAK_ETAG = /^W\/"[\w-]+"$/;

describe('HTTP caching', () => {
  let shop: TestShop;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    shop = await TestShop.start({ schemaFile: false });
    admin = await shop.login('admin@volt.demo', 'admin123');
    customer = (await shop.registerCustomer()).token;
  });
  afterAll(() => shop.stop());

  /** One exchange exactly as sent and received: no header added, no decompression. */
  function raw(method: string, path: string, headers: Record<string, string> = {}, body?: string) {
    return new Promise<RawAnswer>((resolve, reject) => {
      const sent = httpRequest(`${shop.baseUrl}${path}`, { method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({ status: answer.statusCode!, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
        answer.on('error', reject);
      });
      sent.on('error', reject);
      sent.end(body);
    });
  }
  const graphqlPost = (query: string, headers: Record<string, string> = {}, variables?: object) => {
    const body = JSON.stringify({ query, variables });
    return raw('POST', '/graphql', { 'content-type': 'application/json', ...headers }, body);
  };
  /** A GraphQL GET, with the header Apollo asks of a GET to tell it from a cross-site form. */
  const graphqlGet = (query: string, headers: Record<string, string> = {}) =>
    raw('GET', `/graphql?query=${encodeURIComponent(query)}`, { 'apollo-require-preflight': 'true', ...headers });
  const decoded = (answer: RawAnswer) => {
    const encoding = answer.headers['content-encoding'];
    if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
    if (encoding === 'gzip') return gunzipSync(answer.body).toString();
    return answer.body.toString();
  };
  const varies = (answer: RawAnswer) => String(answer.headers.vary ?? '').toLowerCase();
  const policyOf = (answer: RawAnswer) => ({
    status: answer.status,
    cacheControl: answer.headers['cache-control'],
    etag: answer.headers.etag,
  });

  let counter = 0;
  /** A listing URL no request asked before (nothing is kept for it), answering the same products as the default. */
  const freshListing = () => `/api/v1/products?limit=12&minPrice=${++counter}`;

  const someProduct = async () =>
    (await shop.get('/api/v1/products?limit=20&inStock=true')).body.data.find(soldAsOne)._id as string;

  test('every kind of anonymous catalogue answer is public for a short while, with a weak ETag and Vary', async () => {
    const product = await someProduct();
    for (const path of [
      '/api/v1/products?limit=5',
      `/api/v1/products/${product}`,
      '/api/v1/products/featured',
      `/api/v1/products/${product}/related`,
      '/api/v1/products/categories',
      '/api/v1/products/brands',
    ]) {
      // The first answer is worked out by Nest, the second is the kept copy: both say the same.
      const [first, kept] = [await raw('GET', path), await raw('GET', path)];
      for (const answer of [first, kept]) {
        expect({ path, ...policyOf(answer) }).toEqual({
          path,
          status: 200,
          cacheControl: CATALOGUE_CACHE_CONTROL,
          etag: expect.stringMatching(WEAK_ETAG),
        });
        expect({ path, vary: varies(answer) }).toEqual({ path, vary: 'accept-encoding, authorization' });
      }
      expect({ path, etag: kept.headers.etag, body: kept.body.toString() }).toEqual({
        path,
        etag: first.headers.etag,
        body: first.body.toString(),
      });
    }
    expect(CATALOGUE_CACHE_CONTROL).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+$/);

    const graphql = '{ products(limit: 5) { items { id name finalPrice } } productCategories }';
    for (const answer of [await graphqlPost(graphql), await graphqlPost(graphql), await graphqlGet(graphql)]) {
      expect(policyOf(answer)).toEqual({
        status: 200,
        cacheControl: CATALOGUE_CACHE_CONTROL,
        etag: expect.stringMatching(WEAK_ETAG),
      });
      expect(varies(answer)).toBe('accept-encoding, authorization');
    }
  });

  test('If-None-Match with the current ETag answers 304 without a body, from the kept copy and from Nest alike', async () => {
    const list = jest.spyOn(shop.shop.app.get(ProductsService), 'list');
    try {
      const path = freshListing();
      const first = await raw('GET', path);
      const { etag } = first.headers;
      expect(etag).toMatch(WEAK_ETAG);

      // Kept now: answered without Nest.
      const calls = list.mock.calls.length;
      for (const ifNoneMatch of [etag!, `"other", ${etag}`, etag!.slice(2), '*']) {
        const notModified = await raw('GET', path, { 'if-none-match': ifNoneMatch });
        expect({ ifNoneMatch, ...policyOf(notModified), body: notModified.body.length }).toEqual({
          ifNoneMatch,
          status: 304,
          cacheControl: CATALOGUE_CACHE_CONTROL,
          etag,
          body: 0,
        });
        expect(notModified.headers['content-length']).toBeUndefined();
        expect(varies(notModified)).toBe('accept-encoding, authorization');
      }
      expect(list.mock.calls.length).toBe(calls);
      const changed = await raw('GET', path, { 'if-none-match': 'W/"something-else"' });
      expect(changed.status).toBe(200);
      expect(changed.body.equals(first.body)).toBe(true);

      // Another URL with the same answer, never asked before: worked out by Nest, then answered 304 all the same.
      const notModified = await raw('GET', freshListing(), { 'if-none-match': etag! });
      expect(list.mock.calls.length).toBe(calls + 1);
      expect({ ...policyOf(notModified), body: notModified.body.length }).toEqual({
        status: 304,
        cacheControl: CATALOGUE_CACHE_CONTROL,
        etag,
        body: 0,
      });

      // GraphQL: a GET answers 304; a POST carries the ETag but is never a 304 (a condition on POST is not a read).
      const query = '{ productBrands }';
      const get = await graphqlGet(query);
      const getAgain = await graphqlGet(query, { 'if-none-match': get.headers.etag! });
      expect({ ...policyOf(getAgain), body: getAgain.body.length }).toEqual({ ...policyOf(get), status: 304, body: 0 });
      const post = await graphqlPost(query);
      expect(post.headers.etag).toBe(get.headers.etag);
      const postAgain = await graphqlPost(query, { 'if-none-match': post.headers.etag! });
      expect(postAgain.status).toBe(200);
      expect(postAgain.body.equals(post.body)).toBe(true);
    } finally {
      list.mockRestore();
    }
  });

  test('compressed and plain answers share one ETag; a 304 carries no body and no encoding', async () => {
    const path = '/api/v1/products?limit=24';
    const plain = await raw('GET', path);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(4096);
    // Twice each: the first makes the compressed copy, the second sends the kept one.
    for (const encoding of ['br', 'gzip', 'br', 'gzip']) {
      const answer = await raw('GET', path, { 'accept-encoding': encoding });
      expect({ encoding: answer.headers['content-encoding'], ...policyOf(answer) }).toEqual({
        encoding,
        ...policyOf(plain),
      });
      expect(varies(answer)).toBe('accept-encoding, authorization');
      expect(decoded(answer)).toBe(plain.body.toString());
      const notModified = await raw('GET', path, { 'accept-encoding': encoding, 'if-none-match': plain.headers.etag! });
      expect({
        status: notModified.status,
        encoding: notModified.headers['content-encoding'],
        body: notModified.body.length,
      }).toEqual({ status: 304, encoding: undefined, body: 0 });
    }

    const query = '{ products(limit: 24) { items { id name description images } } }';
    const graphqlPlain = await graphqlGet(query);
    const graphqlBrotli = await graphqlGet(query, { 'accept-encoding': 'br' });
    expect(graphqlBrotli.headers['content-encoding']).toBe('br');
    expect(graphqlBrotli.headers.etag).toBe(graphqlPlain.headers.etag);
    expect(decoded(graphqlBrotli)).toBe(graphqlPlain.body.toString());
  });

  test('a product write changes the ETag at once: REST and GraphQL answers are worked out afresh', async () => {
    const product = await someProduct();
    const detailPath = `/api/v1/products/${product}`;
    const listingPath = '/api/v1/products?limit=100';
    const detailQuery = `{ product(id: "${product}") { id stockQuantity } }`;
    const listingQuery = '{ products(limit: 100) { items { id stockQuantity } } }';
    const read = async () => ({
      detail: await raw('GET', detailPath),
      listing: await raw('GET', listingPath),
      graphqlGet: await graphqlGet(detailQuery),
      graphqlPost: await graphqlPost(listingQuery),
    });
    const stockIn = (answers: Awaited<ReturnType<typeof read>>) => ({
      detail: JSON.parse(answers.detail.body.toString()).data.stockQuantity,
      listing: JSON.parse(answers.listing.body.toString()).data.find((item: { _id: string }) => item._id === product)
        .stockQuantity,
      graphqlGet: JSON.parse(answers.graphqlGet.body.toString()).data.product.stockQuantity,
      graphqlPost: JSON.parse(answers.graphqlPost.body.toString()).data.products.items.find(
        (item: { id: string }) => item.id === product,
      ).stockQuantity,
    });
    const before = await read();
    const stock = stockIn(before).detail as number;
    expect(stockIn(before)).toEqual({ detail: stock, listing: stock, graphqlGet: stock, graphqlPost: stock });

    // A guest order takes a unit: no request in between, the next answers show it with new ETags.
    const order = await shop.post('/api/v1/orders', {
      items: [{ product, quantity: 1 }],
      shippingAddress: { name: 'Etag Tester', phone: '0300 7654321', address: 'Street 9', city: 'Karachi' },
      paymentMethod: 'COD',
    });
    expect(order.status).toBe(201);
    const conditional = {
      detail: await raw('GET', detailPath, { 'if-none-match': before.detail.headers.etag! }),
      graphqlGet: await graphqlGet(detailQuery, { 'if-none-match': before.graphqlGet.headers.etag! }),
    };
    expect([conditional.detail.status, conditional.graphqlGet.status]).toEqual([200, 200]);
    const after = { ...(await read()), ...conditional };
    expect(stockIn(after)).toEqual({
      detail: stock - 1,
      listing: stock - 1,
      graphqlGet: stock - 1,
      graphqlPost: stock - 1,
    });
    for (const kind of ['detail', 'listing', 'graphqlGet', 'graphqlPost'] as const) {
      expect({ kind, etag: after[kind].headers.etag }).toEqual({ kind, etag: expect.stringMatching(WEAK_ETAG) });
      expect({ kind, changed: after[kind].headers.etag !== before[kind].headers.etag }).toEqual({
        kind,
        changed: true,
      });
    }

    // An admin edit too; the new ETag answers 304 until the next write.
    const renamed = await shop.graphql(
      'mutation($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { id } }',
      {
        id: product,
        input: {
          name: `Etag Renamed ${process.pid}`,
          description: 'Edited.',
          price: 1500,
          category: 'Cables',
          brand: 'Ugreen',
          stockQuantity: 7,
          featured: false,
        },
      },
      admin,
    );
    expect(renamed.errors).toBeUndefined();
    const edited = await raw('GET', detailPath, { 'if-none-match': after.detail.headers.etag! });
    expect(edited.status).toBe(200);
    expect(JSON.parse(edited.body.toString()).data.name).toBe(`Etag Renamed ${process.pid}`);
    expect((await raw('GET', detailPath, { 'if-none-match': edited.headers.etag! })).status).toBe(304);
  });

  test('signed-in and admin answers are no-store, never public and without an ETag, catalogue reads included', async () => {
    const anonymous = await raw('GET', '/api/v1/products?limit=5');
    const withToken = (token: string, extra: Record<string, string> = {}) => ({
      authorization: `Bearer ${token}`,
      ...extra,
    });
    const answers: Array<[string, RawAnswer]> = [
      // A catalogue read with a token: checked by the guard every time, so no cache may answer it.
      [
        'listing, customer',
        await raw('GET', '/api/v1/products?limit=5', withToken(customer, { 'if-none-match': anonymous.headers.etag! })),
      ],
      ['listing, admin', await raw('GET', '/api/v1/products?limit=5', withToken(admin))],
      ['profile', await raw('GET', '/api/v1/user/profile', withToken(customer))],
      ['my orders', await raw('GET', '/api/v1/orders/my-orders', withToken(customer))],
      ['admin products', await raw('GET', '/api/v1/admin/products', withToken(admin))],
      ['admin orders', await raw('GET', '/api/v1/admin/orders', withToken(admin))],
      ['GraphQL me', await graphqlPost('{ me { id email } }', withToken(customer))],
      ['GraphQL listing, customer', await graphqlPost('{ products(limit: 5) { items { id } } }', withToken(customer))],
      [
        'GraphQL GET listing, customer',
        await graphqlGet('{ products(limit: 5) { items { id } } }', withToken(customer)),
      ],
      ['GraphQL admin products', await graphqlPost('{ adminProducts { items { id } } }', withToken(admin))],
      // Anonymous, but not the catalogue alone.
      ['GraphQL catalogue and the shop', await graphqlPost('{ productBrands shop { name } }')],
    ];
    for (const [name, answer] of answers) {
      expect({
        name,
        status: answer.status,
        cacheControl: answer.headers['cache-control'],
        etag: answer.headers.etag,
      }).toEqual({ name, status: 200, cacheControl: 'no-store', etag: undefined });
      expect({ name, cookie: answer.headers['set-cookie'] }).toEqual({ name, cookie: undefined });
    }
    const [, withTokenListing] = answers[0];
    expect(withTokenListing.body.toString()).toBe(anonymous.body.toString());
  });

  test('refusals and errors are no-store and carry no ETag', async () => {
    const answers: Array<[string, RawAnswer]> = [
      ['unknown product', await raw('GET', '/api/v1/products/000000000000000000000000')],
      ['malformed id', await raw('GET', '/api/v1/products/not-an-id')],
      ['bad query', await raw('GET', '/api/v1/products?limit=abc')],
      ['bad token', await raw('GET', '/api/v1/products?limit=5', { authorization: 'Bearer not-a-valid-token' })],
      ['GraphQL unknown product', await graphqlPost('{ product(id: "000000000000000000000000") { id } }')],
      ['GraphQL bad argument', await graphqlPost('{ products(limit: 0) { items { id } } }')],
      [
        'GraphQL GET without its CSRF header',
        await raw('GET', `/graphql?query=${encodeURIComponent('{ productBrands }')}`),
      ],
      [
        'GraphQL mutation',
        await graphqlPost('mutation { login(input: { email: "nobody@volt.demo", password: "x" }) { token } }'),
      ],
    ];
    for (const [name, answer] of answers) {
      expect({ name, cacheControl: answer.headers['cache-control'], etag: answer.headers.etag }).toEqual({
        name,
        cacheControl: 'no-store',
        etag: undefined,
      });
    }
    // The unknown product is refused again, not kept.
    expect((await raw('GET', '/api/v1/products/000000000000000000000000')).status).toBe(404);
  });
});

import { Logger } from '@nestjs/common';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import type { GraphQLSchema } from 'graphql';
import { BoundedDocumentStore } from '../server/src/graphql/document-store';
import { checkDocument, GRAPHQL_LIMITS } from '../server/src/graphql/query-limits';
import { CatalogueCache } from '../server/src/products/catalogue-cache';
import { clientOperations, explorerOperations, sampleVariables, type SentDocument } from './support/graphql-documents';
import { HttpAnswer, TestShop } from './support/test-shop';

/** The alias bomb: 500 aliases of a full page of 100 products, each with its description and pictures (56 KB). */
const ALIAS_BOMB = `{ ${Array.from(
  { length: 500 },
  (_, index) =>
    `p${index}: products(limit: 100, minPrice: ${index}) { items { id name description specifications { key value } images } }`,
).join(' ')} }`;
/** The other one: 1,000 aliases of products(limit: 100) (36 KB). */
const THOUSAND_ALIASES = `{ ${Array.from({ length: 1000 }, (_, index) => `a${index}: products(limit: 100) { items { id } }`).join(' ')} }`;

/** Every field of a product: 21 fields, and specifications with its 2; 24 in the cost. */
const EVERY_PRODUCT_FIELD =
  'id name slug description brand category condition price discountPrice finalPrice originalPrice discountPercentage stockQuantity inStock featured trendy images cardImages tags createdAt updatedAt specifications { key value }';

const LIMIT_CODES = ['QUERY_TOO_COMPLEX', 'PAYLOAD_TOO_LARGE', 'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED'];

interface GraphQLAnswer extends HttpAnswer {
  body: { data?: unknown; errors?: Array<{ message: string; extensions?: { code?: string } }> };
}

describe('GraphQL limits', () => {
  let shop: TestShop;
  let schema: GraphQLSchema;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    schema = shop.shop.app.get(GraphQLSchemaHost).schema;
    admin = await shop.login('admin@volt.demo', 'admin123');
    customer = await shop.login('customer@volt.demo', 'customer123');
  });
  afterAll(() => shop.stop());

  const send = (body: unknown, token?: string) =>
    shop.request('POST', '/graphql', { body, token }) as Promise<GraphQLAnswer>;
  const sendRaw = (rawBody: string, token?: string) =>
    shop.request('POST', '/graphql', { rawBody, token }) as Promise<GraphQLAnswer>;
  const codes = (answer: GraphQLAnswer) => (answer.body.errors ?? []).map((error) => error.extensions?.code);

  const expectRefused = (answer: GraphQLAnswer, status: number, code: string, message: RegExp) => {
    expect(answer.status).toBe(status);
    expect(answer.body.data).toBeUndefined();
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ message: expect.stringMatching(message), extensions: { code } }),
    ]);
  };

  describe('every document the client and the explorer send passes', () => {
    const documents = [...clientOperations(), ...explorerOperations()];

    test('the documents are found (codegen output and the explorer operations)', () => {
      expect(clientOperations().length).toBeGreaterThanOrEqual(35);
      expect(explorerOperations().map((document) => document.name)).toEqual(
        expect.arrayContaining([
          'explorer introspection',
          'explorer sign-in',
          'explorer example products',
          'explorer example me',
        ]),
      );
    });

    test.each(documents.map((document) => [document.name, document] as const))(
      '%s, with `limit` at its largest, passes the checks the server makes',
      (_name, document: SentDocument) => {
        const variables = sampleVariables(schema, document.query, document.operationName, document.variables);
        const { errors, cost } = checkDocument(schema, document.query, variables, document.operationName);
        expect(errors.map((error) => error.message)).toEqual([]);
        expect(cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
      },
    );

    test('and over HTTP, as the shop runs: no limit refuses any of them, for a guest, a customer or an admin', async () => {
      for (const document of documents) {
        const variables = sampleVariables(schema, document.query, document.operationName, document.variables);
        const isMutation = /^\s*(#[^\n]*\n\s*)*mutation\b/.test(document.query);
        // Mutations go out as a guest (refused by the access rules or the inputs, never run on real data).
        const callers = isMutation ? [undefined] : [undefined, customer, admin];
        for (const token of callers) {
          const answer = await send({ query: document.query, operationName: document.operationName, variables }, token);
          expect({
            document: document.name,
            status: answer.status < 500,
            codes: codes(answer).filter((code) => LIMIT_CODES.includes(code!)),
          }).toEqual({
            document: document.name,
            status: true,
            codes: [],
          });
        }
      }
    });
  });

  describe('the known attacks are refused before anything runs', () => {
    test('ten concurrent copies of the 500-alias products query are all refused, and the shop keeps answering', async () => {
      expect(ALIAS_BOMB.length).toBeGreaterThan(50_000);
      const answers = await Promise.all(Array.from({ length: 10 }, () => send({ query: ALIAS_BOMB })));
      for (const answer of answers)
        expectRefused(answer, 413, 'PAYLOAD_TOO_LARGE', /^GraphQL query is too large \(limit 16 KB\)$/);
      const after = await send({ query: '{ products(limit: 2) { items { id } } }' });
      expect(after.status).toBe(200);
      expect((after.body.data as { products: { items: unknown[] } }).products.items).toHaveLength(2);
    });

    test('one 1,000-alias products(limit: 100) query is refused', async () => {
      expectRefused(await send({ query: THOUSAND_ALIASES }), 413, 'PAYLOAD_TOO_LARGE', /too large/);
    });

    test('the same attack made small enough to pass the size limit is refused by the alias limit', async () => {
      const query = `{ ${Array.from({ length: 16 }, (_, index) => `p${index}: products(limit: 100, minPrice: ${index}) { items { id name } }`).join(' ')} }`;
      expect(Buffer.byteLength(query)).toBeLessThan(GRAPHQL_LIMITS.maxQueryBytes);
      expectRefused(
        await send({ query }),
        400,
        'QUERY_TOO_COMPLEX',
        /^Query is too complex: Aliases limit of 15 exceeded, found 16\.$/,
      );
    });

    test('and within the alias limit, by the cost: limit times the fields asked', async () => {
      const page =
        'products(limit: 100) { items { id name description brand category price finalPrice images specifications { key value } tags } }';
      const query = `{ ${Array.from({ length: 5 }, (_, index) => `p${index}: ${page}`).join(' ')} }`;
      // Each page: 1 + 100 × (items 1 + 9 fields + specifications 3) = 1,301; five of them 6,505.
      expectRefused(
        await send({ query }),
        400,
        'QUERY_TOO_COMPLEX',
        /^Query is too complex: its cost is 6505, the limit is 5000/,
      );
      expect((await send({ query: `{ ${page} }` })).status).toBe(200);
    });
  });

  describe('each limit, for every caller', () => {
    const overLimit: Array<[string, string, RegExp]> = [
      [
        'aliases',
        `{ ${Array.from({ length: 16 }, (_, index) => `s${index}: shop { name }`).join(' ')} }`,
        /Aliases limit of 15 exceeded, found 16/,
      ],
      [
        'depth',
        '{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }',
        /Query depth limit of 8 exceeded, found 10/,
      ],
      [
        'directives',
        `{ shop { ${'name @include(if: true) '.repeat(21)} } }`,
        /Directives limit of 20 exceeded, found 21/,
      ],
      ['tokens', `{ shop { ${'name '.repeat(600)} } }`, /^Query is too complex: it has more than 500 tokens$/],
      [
        'fields once fragments are spread',
        `query { ...F0 } ${Array.from({ length: 12 }, (_, index) => `fragment F${index} on Query { ...F${index + 1} ...F${index + 1} }`).join(' ')} fragment F12 on Query { shop { name } }`,
        /more than 2000 fields once its fragments are spread/,
      ],
      [
        'cost',
        `{ products(limit: 100) { items { ${EVERY_PRODUCT_FIELD} } pagination { total } } featuredProducts(limit: 100) { ${EVERY_PRODUCT_FIELD} } }`,
        /^Query is too complex: its cost is 5102, the limit is 5000 /,
      ],
    ];

    test.each(overLimit)(
      '%s: 400 QUERY_TOO_COMPLEX for a guest, a customer and an admin',
      async (_limit, query, message) => {
        for (const token of [undefined, customer, admin])
          expectRefused(await send({ query }, token), 400, 'QUERY_TOO_COMPLEX', message);
      },
    );

    test('the cost is worked out with the variables of each request, also for a document parsed and validated before', async () => {
      // products: 1 + limit × (items 1 + 24 + pagination 2); featuredProducts: 1 + limit × 24; 2 + 51 × limit in all.
      const query = `query Pages($limit: Int) { products(limit: $limit) { items { ${EVERY_PRODUCT_FIELD} } pagination { total } } featuredProducts(limit: $limit) { ${EVERY_PRODUCT_FIELD} } }`;
      expect((await send({ query, variables: { limit: 10 } })).status).toBe(200);
      expectRefused(
        await send({ query, variables: { limit: 100 } }),
        400,
        'QUERY_TOO_COMPLEX',
        /^Query is too complex: its cost is 5102, the limit is 5000 /,
      );
      // Past the largest page, limit counts as 100 (the lists clamp it).
      expectRefused(
        await send({ query, variables: { limit: 1_000_000 } }),
        400,
        'QUERY_TOO_COMPLEX',
        /its cost is 5102,/,
      );
    });

    test('GET queries are held to the same limits', async () => {
      const query = `{ ${Array.from({ length: 16 }, (_, index) => `s${index}: shop { name }`).join(' ')} }`;
      const answer = (await shop.get(`/graphql?query=${encodeURIComponent(query)}`, {
        headers: { 'apollo-require-preflight': '1' },
      })) as GraphQLAnswer;
      expectRefused(answer, 400, 'QUERY_TOO_COMPLEX', /Aliases limit/);
      // A long GET query never reaches the shop: Node refuses URLs over its 16 KB header limit first.
      const long = await shop.get(
        `/graphql?query=${encodeURIComponent(`{ shop { name } } #${'x'.repeat(GRAPHQL_LIMITS.maxQueryBytes)}`)}`,
        { headers: { 'apollo-require-preflight': '1' } },
      );
      expect([413, 431]).toContain(long.status);
    });
  });

  describe('documents are bounded before parsing', () => {
    test('a query over 16 KB answers 413 before it is parsed (a syntax error in it is never reported)', async () => {
      const query = `{ shop { name } ${'x'.repeat(GRAPHQL_LIMITS.maxQueryBytes)} {{{ not graphql`;
      expectRefused(await send({ query }), 413, 'PAYLOAD_TOO_LARGE', /^GraphQL query is too large \(limit 16 KB\)$/);
      expectRefused(await send({ query }, admin), 413, 'PAYLOAD_TOO_LARGE', /too large/);
    });

    test('a query of exactly 16 KB is read', async () => {
      const head = '{ shop { name } } #';
      const answer = await send({ query: head + 'x'.repeat(GRAPHQL_LIMITS.maxQueryBytes - head.length) });
      expect(answer.status).toBe(200);
    });

    test('variables nested deeper than any input answer 400 (POST and GET), and nothing is logged as an error', async () => {
      const logged = jest.spyOn(Logger.prototype, 'error');
      const deep = (levels: number) => `${'{"a":'.repeat(levels)}"x"${'}'.repeat(levels)}`;
      const login = (variables: string) =>
        `{"query":"mutation Login($input: LoginInput!) { login(input: $input) { token } }","variables":{"input":${variables}}}`;
      const getWith = (variables: string) =>
        shop.get(
          `/graphql?query=${encodeURIComponent('query Q($v: String) { shop { name } }')}&variables=${encodeURIComponent(variables)}`,
          {
            headers: { 'apollo-require-preflight': '1' },
          },
        ) as Promise<GraphQLAnswer>;
      try {
        // Just past the variables' limit: refused by the GraphQL check, or by the JSON body parser's own depth
        // limit (a POST body holds the variables 3 levels down), in GraphQL's shape either way.
        for (const levels of [17, 30]) {
          const posted = await sendRaw(login(deep(levels)));
          expect(posted.status).toBe(400);
          expect(posted.body.errors).toEqual([
            expect.objectContaining({
              message: expect.stringMatching(/nested too deeply/),
              extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }),
            }),
          ]);
          expectRefused(await getWith(`{"v":${deep(levels)}}`), 400, 'BAD_USER_INPUT', /nested too deeply/);
        }
        // 5,000 levels too (the body parser may refuse them first, with its own 400; a GET URL that
        // long gets Node's 431).
        for (const levels of [1_000, 5_000]) {
          const answer = await sendRaw(login(deep(levels)));
          expect(answer.status).toBe(400);
          expect(answer.text).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
          expect([400, 431]).toContain((await getWith(`{"v":${deep(levels)}}`)).status);
        }
        // The deepest real input (an order line inside an order) is far from the limit.
        const answer = await send({
          query: 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey } }',
          variables: { input: { items: [{ product: 'nope', quantity: 1 }] } },
        });
        expect(answer.status).toBeLessThan(500);
        expect(answer.text).not.toMatch(/nested too deeply/);
        expect(logged).not.toHaveBeenCalled();
      } finally {
        logged.mockRestore();
      }
    });
  });

  describe('nothing is kept per distinct query without a bound', () => {
    const longCommentQuery = (index: number, bytes: number, root = 'productCategories') => {
      const head = `query Q${index} { ${root} } #`;
      return head + 'x'.repeat(bytes - head.length);
    };

    test("900 KB anonymous queries are refused whole; Apollo's document store and the catalogue cache keep nothing of them", async () => {
      const documents = shop.shop.app.get(BoundedDocumentStore);
      const catalogue = shop.shop.app.get(CatalogueCache);
      const before = { documents: documents.usage, catalogue: catalogue.usage };
      for (let index = 0; index < 5; index++) {
        for (const root of ['productCategories', 'shop { name }']) {
          expectRefused(
            await send({ query: longCommentQuery(index, 900 * 1024, root) }),
            413,
            'PAYLOAD_TOO_LARGE',
            /too large/,
          );
        }
      }
      expect(documents.usage).toEqual(before.documents);
      expect(catalogue.usage.bytes).toBeLessThanOrEqual(before.catalogue.bytes);
    });

    test('distinct documents up to the size limit fill the document store only up to its bound, query texts counted', async () => {
      const documents = shop.shop.app.get(BoundedDocumentStore);
      const count = Math.ceil(BoundedDocumentStore.MAX_BYTES / (15 * 1024)) + 20;
      for (let index = 0; index < count; index++) {
        const answer = await send({ query: longCommentQuery(index, 15 * 1024, 'shop { name }') });
        expect(answer.status).toBe(200);
      }
      expect(documents.usage.bytes).toBeLessThanOrEqual(BoundedDocumentStore.MAX_BYTES);
      expect(documents.usage.bytes).toBeGreaterThan(BoundedDocumentStore.MAX_BYTES / 2);
      expect(documents.usage.documents).toBeLessThan(count);
    });

    test('an anonymous catalogue query with a long comment or large unused variables is answered, never kept', async () => {
      const catalogue = shop.shop.app.get(CatalogueCache);
      catalogue.clear();
      const kept = await send({ query: 'query Kept { productCategories }' });
      expect(kept.status).toBe(200);
      const afterOne = catalogue.usage;
      expect(afterOne.answers).toBeGreaterThanOrEqual(1);

      for (let index = 0; index < 5; index++) {
        expect((await send({ query: longCommentQuery(index, 10 * 1024) })).status).toBe(200);
        expect(
          (
            await send({
              query: 'query Big { productCategories }',
              variables: { unused: `${index}${'x'.repeat(500 * 1024)}` },
            })
          ).status,
        ).toBe(200);
      }
      expect(catalogue.usage).toEqual(afterOne);
    });

    test('a refused query is never kept, and never answered from the cache', async () => {
      const catalogue = shop.shop.app.get(CatalogueCache);
      catalogue.clear();
      const query = `{ ${Array.from({ length: 16 }, (_, index) => `c${index}: productCategories`).join(' ')} }`;
      for (let round = 0; round < 3; round++)
        expectRefused(await send({ query }), 400, 'QUERY_TOO_COMPLEX', /Aliases limit/);
      expect(catalogue.usage.answers).toBe(0);

      // A cached answer is kept under its variables: the same text with a costlier limit is checked afresh.
      const pages = `query Cached($limit: Int) { products(limit: $limit) { items { ${EVERY_PRODUCT_FIELD} } pagination { total } } featuredProducts(limit: $limit) { ${EVERY_PRODUCT_FIELD} } }`;
      expect((await send({ query: pages, variables: { limit: 5 } })).status).toBe(200);
      expect(catalogue.usage.answers).toBeGreaterThan(0);
      expect((await send({ query: pages, variables: { limit: 5 } })).status).toBe(200);
      expectRefused(
        await send({ query: pages, variables: { limit: 100 } }),
        400,
        'QUERY_TOO_COMPLEX',
        /its cost is 5102,/,
      );
    });
  });

  describe('error messages', () => {
    const secret = 'hunter2-SECRET';

    test.each([
      [
        'an unknown input field',
        'mutation R($input: RegisterInput!) { register(input: $input) { token } }',
        { input: { email: 'a@b.pk', password: secret, nmae: 'Ali' } },
        /^Variable "\$input" got invalid value; Field "nmae" is not defined by type "RegisterInput"\./,
      ],
      [
        'a wrong type deep inside',
        'mutation L($input: LoginInput!) { login(input: $input) { token } }',
        { input: { email: 'a@b.pk', password: [secret] } },
        /^Variable "\$input" got invalid value at "input\.password"; String cannot represent a non string value\.$/,
      ],
      [
        'an object for a text',
        'mutation L($input: LoginInput!) { login(input: $input) { token } }',
        { input: { email: { secret }, password: 'x' } },
        /^Variable "\$input" got invalid value at "input\.email"; String cannot represent a non string value\.$/,
      ],
      [
        'an unknown enum value',
        'query S($sort: ProductSort) { products(sortBy: $sort) { items { id } } }',
        { sort: secret },
        /^Variable "\$sort" got invalid value; Value does not exist in "ProductSort" enum\.$/,
      ],
      [
        'text for a number',
        'query P($limit: Int) { products(limit: $limit) { items { id } } }',
        { limit: secret },
        /^Variable "\$limit" got invalid value; Int cannot represent non-integer value\.$/,
      ],
      [
        'a value with "; " inside',
        'mutation L($input: LoginInput!) { login(input: $input) { token } }',
        { input: { email: 'a@b.pk', password: { a: `x; ${secret}; Expected` } } },
        /^Variable "\$input" got invalid value at "input\.password"; String cannot represent a non string value\.$/,
      ],
    ])('%s: the variable and the reason, never the value', async (_case, query, variables, message) => {
      const answer = await send({ query, variables });
      expect(answer.status).toBe(400);
      expect(answer.body.errors).toEqual([
        expect.objectContaining({ message: expect.stringMatching(message), extensions: { code: 'BAD_USER_INPUT' } }),
      ]);
      expect(answer.text).not.toContain(secret);
    });
  });
});

describe('GraphQL error messages in production', () => {
  let shop: TestShop;
  beforeAll(async () => {
    // A production shop starts only with its own admin and address.
    shop = await TestShop.start({
      env: 'production',
      schemaFile: false,
      adminEmail: 'owner@voltshop.pk',
      adminPassword: 'owner-pass-1',
      confirmation: { publicUrl: 'https://shop.example.pk', sweepMs: 60_000 },
    });
  });
  afterAll(() => shop.stop());

  test('suggestions ("Did you mean …?") are left out, in validation errors and in variable errors', async () => {
    const field = await shop.request('POST', '/graphql', { body: { query: '{ shop { nam } }' } });
    expect(field.status).toBe(400);
    expect(field.body.errors[0].message).toBe('Cannot query field "nam" on type "ShopInfo".');
    const input = await shop.request('POST', '/graphql', {
      body: {
        query: 'mutation R($input: RegisterInput!) { register(input: $input) { token } }',
        variables: { input: { nmae: 'Ali', email: 'a@b.pk', password: 'secret123' } },
      },
    });
    expect(input.body.errors[0].message).toBe(
      'Variable "$input" got invalid value; Field "nmae" is not defined by type "RegisterInput".',
    );
    const sort = await shop.request('POST', '/graphql', {
      body: { query: '{ products(sortBy: LATESTT) { items { id } } }' },
    });
    expect(sort.body.errors[0].message).not.toMatch(/Did you mean/);
  });

  test('the same limits hold', async () => {
    const answer = await shop.request('POST', '/graphql', {
      body: { query: `{ ${Array.from({ length: 16 }, (_, index) => `s${index}: shop { name }`).join(' ')} }` },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0].extensions.code).toBe('QUERY_TOO_COMPLEX');
  });
});

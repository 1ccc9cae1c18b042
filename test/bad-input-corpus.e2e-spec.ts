import { Logger, LoggerService } from '@nestjs/common';
import type { Connection } from 'mongoose';
import { soldAsOne, TestShop, uniqueEmail } from './support/test-shop';

/**
 * The bad-input corpus: hostile and broken input on every REST route of specification section 7 and every
 * GraphQL mutation, as anonymous, customer and admin callers. Every case must answer 4xx with a message
 * (REST `{ success: false, message }`, GraphQL an error whose code is not INTERNAL_SERVER_ERROR), write
 * nothing (every collection is read through the driver before and after each case and compared) and log no
 * error.
 */

// Each test runs a hundred or more cases, each with two full reads of the database: generous on a busy machine.
jest.setTimeout(120_000);

type Caller = 'anonymous' | 'customer' | 'admin';

interface RestCase {
  name: string;
  method: string;
  path: string;
  as?: Caller;
  body?: unknown;
  rawBody?: string;
  contentType?: string;
  headers?: Record<string, string>;
  /** Multipart form fields: [name, value] pairs; a Blob value is sent as a file. */
  form?: Array<[string, string | Blob]>;
}

interface GraphQLCase {
  name: string;
  query: string;
  variables?: Record<string, unknown>;
  as?: Caller;
}

// Hostile values ------------------------------------------------------------------------------------------

const HUGE_TEXT = 'x'.repeat(100_000);
const CONTROL_TEXT = 'Ali\u0000Raza\u0007\u001b[31m';
const EMOJI = '😀🔥';
const OPERATORS = [{ $gt: '' }, { $where: 'sleep(1000) || true' }, { $ne: null }];
const WRONG_SHAPES = [['a', 'b'], {}, [{}]];

/** For a text field that must be text: operators, wrong types, 100 KB, control characters. */
const BAD_TEXT: unknown[] = [...OPERATORS, ...WRONG_SHAPES, 1.2345678901234567e19, -1, true, HUGE_TEXT, CONTROL_TEXT];
/** For a required text field: the above and nothing at all. */
const BAD_REQUIRED_TEXT: unknown[] = [...BAD_TEXT, null, '', '   '];
/** For a whole-number field sent as JSON. */
const BAD_WHOLE_NUMBER: unknown[] = [
  ...OPERATORS,
  ...WRONG_SHAPES,
  -1,
  1e21,
  -1e21,
  2.5,
  'NaN',
  'Infinity',
  '1e400',
  EMOJI,
  HUGE_TEXT,
  null,
  true,
];
/** For an id: malformed, unknown, operators, wrong types. */
const BAD_ID: unknown[] = [
  'not-an-id',
  EMOJI,
  HUGE_TEXT,
  '000000000000000000000000',
  '../../etc/passwd',
  `${'a'.repeat(24)}\u0000`,
  ...OPERATORS,
  123,
  ['a'],
  null,
];
/** For a true/false field. */
const BAD_BOOLEAN: unknown[] = ['true', 1, 'yes', null, ...OPERATORS, ...WRONG_SHAPES];
/** Ids in a path: malformed, unknown, long, encoded traversal, emoji. */
const BAD_PATH_IDS = [
  'not-an-id',
  '000000000000000000000000',
  encodeURIComponent(EMOJI),
  'x'.repeat(400),
  '..%2f..%2fetc%2fpasswd',
  '%00',
  '6b0203e78f7189b6b8fb07a9%00',
  '%7B%22%24gt%22%3A%22%22%7D',
];
/** Idempotency keys that are not 16 to 128 of A-Z a-z 0-9 - _ . : (sendable as a header). */
const BAD_IDEMPOTENCY_KEYS = [
  '',
  'short',
  'x'.repeat(129),
  HUGE_TEXT.slice(0, 5000),
  'has spaces in the key 123',
  '{"$gt":""}-0123456789',
  `${'a'.repeat(20)}, ${'b'.repeat(20)}`,
];
/** Whole JSON bodies that are not the object a route expects. */
const BAD_RAW_BODIES = [
  '[]',
  '[{"email":"a@b.pk"}]',
  '"text"',
  '123',
  'null',
  'true',
  '{',
  '{"a":1,}',
  '{"__proto__":{"role":"admin"}}',
  '{"constructor":{"prototype":{"role":"admin"}}}',
  `${'['.repeat(1500)}${']'.repeat(1500)}`,
];
/** Bodies of a type the route does not read, or announced wrongly. */
const BAD_CONTENT_TYPES: Array<[string, string | undefined]> = [
  ['text/plain', '{"email":"a@b.pk"}'],
  ['application/xml', '<user><name>x</name></user>'],
  ['multipart/form-data', 'name=x'],
  ['application/json', ''],
  ['application/x-www-form-urlencoded', 'items=1&items[0][product]=x&__proto__[role]=admin'],
];
/** Query-string values for page, limit and the other list parameters. */
const BAD_LIST_QUERIES = [
  'page=99999999999',
  'page=-1',
  'page=1e400',
  'page=abc',
  'page=1&page=2',
  'limit=-5',
  'limit=NaN',
  'limit=99999999999999999999',
  'limit[$gt]=1',
  'search=' + encodeURIComponent(HUGE_TEXT.slice(0, 5000)),
  'search[$regex]=.*',
  '__proto__[role]=admin',
  'constructor[prototype][role]=admin',
];

// Cases ---------------------------------------------------------------------------------------------------

/** One case per hostile value of each field of a valid body (every other field stays valid). */
function fieldCases(
  name: string,
  method: string,
  path: string,
  as: Caller,
  valid: Record<string, unknown>,
  fields: Record<string, unknown[]>,
): RestCase[] {
  return Object.entries(fields).flatMap(([field, values]) =>
    values.map((value, index) => ({
      name: `${name}: ${field} #${index} ${show(value)}`,
      method,
      path,
      as,
      body: setPath(valid, field, value),
    })),
  );
}

/** Broken whole bodies and content types for a route that reads a JSON body. */
function bodyCases(name: string, method: string, path: string, as: Caller): RestCase[] {
  return [
    ...BAD_RAW_BODIES.map((rawBody) => ({
      name: `${name}: raw body ${rawBody.slice(0, 30)}`,
      method,
      path,
      as,
      rawBody,
      contentType: 'application/json',
    })),
    ...BAD_CONTENT_TYPES.map(([contentType, rawBody]) => ({
      name: `${name}: ${contentType} body`,
      method,
      path,
      as,
      rawBody,
      contentType,
    })),
    { name: `${name}: no body at all`, method, path, as },
  ];
}

function show(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 30 ? `${text.slice(0, 30)}…(${text.length})` : text;
}

/** A copy of `body` with the value at a dotted path (`items.0.quantity`) replaced. */
function setPath(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: any = copy;
  for (const key of keys.slice(0, -1)) target = target[key];
  target[keys[keys.length - 1]] = value;
  return copy;
}

// The suite -----------------------------------------------------------------------------------------------

describe('Bad-input corpus', () => {
  let shop: TestShop;
  const tokens: Record<Caller, string | undefined> = { anonymous: undefined, customer: undefined, admin: undefined };
  let productId: string;
  let customerOrderId: string;
  let guestOrderId: string;
  let customerId: string;
  let errorLogs: string[];
  let casesRun = 0;

  beforeAll(async () => {
    // The minute's sweeps take a lease (a write): off, so that a run longer than a minute compares like with like.
    shop = await TestShop.start({ stockHoldSweepMs: 0 }, { CONFIRMATION_SWEEP_MS: '0', OPEN_CHECKOUT_SWEEP_MS: '0' });
    tokens.admin = await shop.login('admin@volt.demo', 'admin123');
    const customer = await shop.registerCustomer({ password: 'secret123' });
    tokens.customer = customer.token;
    customerId = customer.user._id;
    const products = await shop.get('/api/v1/products?inStock=true&limit=20');
    productId = products.body.data.find(soldAsOne)._id;
    await shop.post('/api/v1/cart/add', { productId, quantity: 1 }, { token: tokens.customer });
    const order = await shop.post('/api/v1/orders', validOrder(productId, customer.email), { token: tokens.customer });
    customerOrderId = order.body.data._id;
    const guest = await shop.post('/api/v1/orders', validOrder(productId));
    guestOrderId = guest.body.data._id;
    expect([order.status, guest.status]).toEqual([201, 201]);
    errorLogs = recordErrorLogs();
  });
  afterAll(async () => {
    await shop.stop();
  });

  /**
   * The database as the case before left it (its `after`): read once a case, not twice, as nothing else writes
   * between two cases.
   */
  let lastState: string | undefined;
  const stateBefore = async () => lastState ?? (lastState = await snapshot());

  /**
   * Every document of every collection the shop has a model for, in a stable order: their bytes as the driver
   * receives them (BSON, left undecoded), one line per collection.
   */
  async function snapshot(): Promise<string> {
    const connection: Connection = shop.products.db;
    const models = Object.values(connection.models).sort((a, b) =>
      a.collection.collectionName.localeCompare(b.collection.collectionName),
    );
    const parts = await Promise.all(
      models.map(async (model) => {
        const documents = (await model.collection.find({}, { raw: true }).sort({ _id: 1 }).toArray()) as unknown;
        return `${model.collection.collectionName} ${Buffer.concat(documents as Buffer[]).toString('base64')}`;
      }),
    );
    return parts.join('\n');
  }

  /** The collections whose documents differ between two snapshots (one line per collection). */
  const changedCollections = (before: string, after: string) => {
    const earlier = new Set(before.split('\n'));
    return after
      .split('\n')
      .filter((line) => !earlier.has(line))
      .map((line) => line.slice(0, line.indexOf(' ')))
      .join(', ');
  };

  /** Runs REST cases; answers what went wrong with each, if anything. */
  async function runRest(cases: RestCase[]): Promise<string[]> {
    const findings: string[] = [];
    for (const item of cases) {
      casesRun += 1;
      const before = await stateBefore();
      const headers: Record<string, string> = { ...item.headers };
      if (item.contentType) headers['content-type'] = item.contentType;
      const answer = item.form
        ? await shop.sendForm(item.method, item.path, toFormData(item.form), tokens[item.as ?? 'anonymous'])
        : await shop.request(item.method, item.path, {
            body: item.body,
            rawBody: item.rawBody,
            token: tokens[item.as ?? 'anonymous'],
            headers,
          });
      const after = (lastState = await snapshot());
      const problems: string[] = [];
      if (answer.status < 400 || answer.status >= 500) problems.push(`status ${answer.status}`);
      if (answer.body?.success !== false || typeof answer.body?.message !== 'string' || answer.body.message === '')
        problems.push(`answer ${answer.text.slice(0, 120)}`);
      if (after !== before) problems.push(`wrote to ${changedCollections(before, after)}`);
      const logged = errorLogs.splice(0);
      if (logged.length > 0) problems.push(`logged ${logged[0].slice(0, 120)}`);
      if (problems.length > 0)
        findings.push(`${item.name} (${item.method} ${item.path.slice(0, 80)}): ${problems.join('; ')}`);
    }
    return findings;
  }

  /** Runs GraphQL cases; answers what went wrong with each, if anything. */
  async function runGraphQL(cases: GraphQLCase[]): Promise<string[]> {
    const findings: string[] = [];
    for (const item of cases) {
      casesRun += 1;
      const before = await stateBefore();
      const answer = await shop.request('POST', '/graphql', {
        body: { query: item.query, variables: item.variables },
        token: tokens[item.as ?? 'anonymous'],
      });
      const after = (lastState = await snapshot());
      const problems: string[] = [];
      if (answer.status >= 500) problems.push(`status ${answer.status}`);
      const error = answer.body?.errors?.[0];
      const refusedBeforeGraphQL =
        answer.status >= 400 && answer.body?.success === false && typeof answer.body.message === 'string';
      if (!refusedBeforeGraphQL) {
        if (typeof error?.message !== 'string') problems.push(`no error: ${answer.text.slice(0, 120)}`);
        else if (!error.extensions?.code || error.extensions.code === 'INTERNAL_SERVER_ERROR')
          problems.push(`code ${error.extensions?.code}: ${error.message}`);
      }
      if (after !== before) problems.push(`wrote to ${changedCollections(before, after)}`);
      const logged = errorLogs.splice(0);
      if (logged.length > 0) problems.push(`logged ${logged[0].slice(0, 120)}`);
      if (problems.length > 0) findings.push(`${item.name}: ${problems.join('; ')}`);
    }
    return findings;
  }

  afterAll(() => {
    // At least 200 bad inputs are wanted; the corpus must not shrink below that unnoticed.
    expect(casesRun).toBeGreaterThanOrEqual(200);
    process.stdout.write(`bad-input corpus: ${casesRun} cases\n`);
  });

  // Accounts ----------------------------------------------------------------------------------------------

  test('POST /auth/register', async () => {
    const valid = { name: 'Ali Raza', email: uniqueEmail('corpus'), phone: '03001234567', password: 'secret123' };
    const cases = [
      ...fieldCases('register', 'POST', '/api/v1/auth/register', 'anonymous', valid, {
        name: [...BAD_REQUIRED_TEXT, EMOJI, 'Ali1', 'A'.repeat(16)],
        email: [...BAD_REQUIRED_TEXT, 'no-at-sign', `${EMOJI}@`, 'a\u0000b@c.pk', 'customer@volt.demo'],
        phone: [...BAD_REQUIRED_TEXT, '12', EMOJI, '0300 1234567 ext 9'],
        password: [...BAD_REQUIRED_TEXT, '12345', 'x'.repeat(21)],
      }),
      ...bodyCases('register', 'POST', '/api/v1/auth/register', 'anonymous'),
    ];
    expect(await runRest(cases)).toEqual([]);
  });

  test('POST /auth/forgot-password and POST /auth/reset-password, and their mutations', async () => {
    const forgot = '/api/v1/auth/forgot-password';
    const reset = '/api/v1/auth/reset-password';
    const byLink = { token: 'a'.repeat(43), password: 'secret123' };
    const byCode = { email: 'customer@volt.demo', code: '123456', password: 'secret123' };
    const rest = [
      ...fieldCases(
        'forgot by e-mail',
        'POST',
        forgot,
        'anonymous',
        { email: 'customer@volt.demo' },
        {
          email: [...BAD_REQUIRED_TEXT, 'no-at-sign', `${EMOJI}@`, 'a\u0000b@c.pk'],
        },
      ),
      ...fieldCases(
        'forgot by phone',
        'POST',
        forgot,
        'anonymous',
        { phone: '03001234567' },
        {
          phone: [...BAD_REQUIRED_TEXT, '12', EMOJI, '0300 1234567 ext 9'],
        },
      ),
      ...bodyCases('forgot', 'POST', forgot, 'anonymous'),
      ...fieldCases('reset by link', 'POST', reset, 'anonymous', byLink, {
        token: [...BAD_REQUIRED_TEXT, 'x'.repeat(42), EMOJI],
        password: [...BAD_REQUIRED_TEXT, '12345', 'x'.repeat(21)],
      }),
      ...fieldCases('reset by code', 'POST', reset, 'anonymous', byCode, {
        email: [...BAD_REQUIRED_TEXT, 'no-at-sign'],
        code: [...BAD_REQUIRED_TEXT, '12345', '1234567', '12a456', EMOJI],
        password: [...BAD_REQUIRED_TEXT, '12345'],
      }),
      ...bodyCases('reset', 'POST', reset, 'anonymous'),
    ];
    expect(await runRest(rest)).toEqual([]);

    const ask = 'mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }';
    const set = 'mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }';
    const graphql: GraphQLCase[] = [
      ...[...BAD_REQUIRED_TEXT, 'no-at-sign'].map((email, index) => ({
        name: `requestPasswordReset: email #${index} ${show(email)}`,
        query: ask,
        variables: { input: { email } },
      })),
      ...[...BAD_REQUIRED_TEXT, 'x'.repeat(42)].map((token, index) => ({
        name: `resetPassword: token #${index} ${show(token)}`,
        query: set,
        variables: { input: { ...byLink, token } },
      })),
      ...[...BAD_REQUIRED_TEXT, '12a456'].map((code, index) => ({
        name: `resetPassword: code #${index} ${show(code)}`,
        query: set,
        variables: { input: { ...byCode, code } },
      })),
    ];
    expect(await runGraphQL(graphql)).toEqual([]);
  });

  test('POST /auth/login, POST /auth/refresh and bad tokens', async () => {
    const valid = { email: 'customer@volt.demo', password: 'customer123' };
    const badTokens = [
      'Bearer x',
      `Bearer ${'a'.repeat(10_000)}`,
      'Basic YWRtaW46YWRtaW4=',
      'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
      'Bearer \u00ff\u00fe',
      'Bearer',
    ];
    const cases = [
      ...fieldCases('login', 'POST', '/api/v1/auth/login', 'anonymous', valid, {
        email: [...BAD_REQUIRED_TEXT],
        password: [...BAD_REQUIRED_TEXT, 'wrong-password'],
      }),
      ...bodyCases('login', 'POST', '/api/v1/auth/login', 'anonymous'),
      { name: 'refresh without a token', method: 'POST', path: '/api/v1/auth/refresh' },
      ...badTokens.flatMap((authorization) =>
        [
          'POST /api/v1/auth/refresh',
          'GET /api/v1/user/profile',
          'GET /api/v1/cart',
          'GET /api/v1/orders/dashboard',
          'GET /api/v1/admin/dashboard',
        ].map((route) => {
          const [method, path] = route.split(' ');
          return { name: `${route} with ${authorization.slice(0, 20)}`, method, path, headers: { authorization } };
        }),
      ),
    ];
    expect(await runRest(cases)).toEqual([]);
  });

  test('PUT /user/profile and PUT /user/change-password', async () => {
    const profile = { name: 'Ali Raza', phone: '03001234567', address: 'House 1, Street 2, Lahore' };
    const password = { currentPassword: 'secret123', newPassword: 'another123' };
    const cases = [
      ...fieldCases('profile', 'PUT', '/api/v1/user/profile', 'customer', profile, {
        name: [...BAD_REQUIRED_TEXT, EMOJI, 'x'],
        phone: [...BAD_TEXT, 'abc'],
        address: [...BAD_TEXT],
      }),
      ...bodyCases('profile', 'PUT', '/api/v1/user/profile', 'customer'),
      { name: 'profile as anonymous', method: 'PUT', path: '/api/v1/user/profile', body: profile },
      ...fieldCases('change-password', 'PUT', '/api/v1/user/change-password', 'customer', password, {
        currentPassword: [...BAD_REQUIRED_TEXT, 'not-the-password'],
        newPassword: [...BAD_REQUIRED_TEXT, '12345', 'secret123'],
      }),
      ...bodyCases('change-password', 'PUT', '/api/v1/user/change-password', 'customer'),
    ];
    expect(await runRest(cases)).toEqual([]);
  });

  // Catalogue ---------------------------------------------------------------------------------------------

  test('GET /products and its sub-routes', async () => {
    const cases: RestCase[] = [
      ...[
        ...BAD_LIST_QUERIES,
        'minPrice=-1',
        'minPrice=Infinity',
        'maxPrice=abc',
        'minPrice=500&maxPrice=100',
        'inStock=maybe',
        'trendy=2',
        'featured[$ne]=x',
        'sortBy=random',
        'sortBy=%00',
        'sortBy=name&sortBy=price-low',
        'category[$ne]=x',
      ].map((query) => ({
        name: `products?${query.slice(0, 40)}`,
        method: 'GET',
        path: `/api/v1/products?${query}`,
      })),
      ...['limit=abc', 'limit=1.5', 'limit[$gt]=1', '__proto__=1'].map((query) => ({
        name: `featured?${query}`,
        method: 'GET',
        path: `/api/v1/products/featured?${query}`,
      })),
      ...BAD_PATH_IDS.map((id) => ({
        name: `product ${id.slice(0, 30)}`,
        method: 'GET',
        path: `/api/v1/products/${id}`,
      })),
      ...BAD_PATH_IDS.map((id) => ({
        name: `related ${id.slice(0, 30)}`,
        method: 'GET',
        path: `/api/v1/products/${id}/related`,
      })),
      { name: 'related?limit=abc', method: 'GET', path: `/api/v1/products/${productId}/related?limit=abc` },
      { name: 'broken percent-encoding in the path', method: 'GET', path: '/api/v1/products/%E0%A4%A' },
      {
        name: 'broken percent-encoding in the query',
        method: 'GET',
        path: '/api/v1/products?search=%E0%A4%A&page=%FF',
      },
      { name: 'a path parameter past 500 characters', method: 'GET', path: `/api/v1/products/${'x'.repeat(600)}` },
      { name: 'a 100 KB query string', method: 'GET', path: `/api/v1/products?page=${'9'.repeat(100_000)}` },
      ...[
        '..%2f..%2fpackage.json',
        'x'.repeat(400),
        '%00',
        'nope.webp',
        'Chargers-Anker.png',
        encodeURIComponent(EMOJI),
      ].flatMap((file) => [
        { name: `demo picture ${file.slice(0, 30)}`, method: 'GET', path: `/images/demo/${file}` },
        { name: `product picture ${file.slice(0, 30)}`, method: 'GET', path: `/images/products/${file}` },
      ]),
      { name: 'categories?__proto__', method: 'GET', path: '/api/v1/products/categories?__proto__=1' },
      { name: 'brands?constructor', method: 'GET', path: '/api/v1/products/brands?constructor=1' },
      { name: 'shop?$where', method: 'GET', path: '/api/v1/shop?$where=1' },
    ];
    expect(await runRest(cases)).toEqual([]);
  });

  test('admin products: list, add, edit, delete (both paths)', async () => {
    const form = {
      name: 'Corpus Charger',
      description: 'A charger',
      price: 1999,
      category: 'Chargers',
      brand: 'Anker',
      stockQuantity: 5,
    };
    const formFields: Record<string, unknown[]> = {
      name: [...BAD_REQUIRED_TEXT],
      description: [...BAD_REQUIRED_TEXT],
      price: [...OPERATORS, ...WRONG_SHAPES, -1, 'NaN', 'Infinity', '1e400', EMOJI, null, true],
      category: [...BAD_REQUIRED_TEXT, 'Toasters'],
      brand: [...BAD_REQUIRED_TEXT],
      stockQuantity: BAD_WHOLE_NUMBER.filter((value) => value !== '1e400'),
      discountPrice: [...OPERATORS, -1, 5000, 'NaN', EMOJI, ['1']],
      condition: ['broken', ...OPERATORS, 1],
      featured: ['maybe', 2, ...OPERATORS],
      tags: [...OPERATORS, [1, 2], Array.from({ length: 30 }, (_, i) => `t${i}`), ['x'.repeat(41)], [CONTROL_TEXT]],
      specifications: [
        'not json',
        '[1,2]',
        { $set: { a: 1 } },
        { 'a.b': 'x' },
        { a: { b: 'c' } },
        { constructor: 'x' },
        { a: CONTROL_TEXT },
        [{ key: '$where', value: '1' }],
      ],
    };
    const cases: RestCase[] = [
      ...BAD_LIST_QUERIES.map((query) => ({
        name: `admin products?${query.slice(0, 40)}`,
        method: 'GET',
        path: `/api/v1/admin/products?${query}`,
        as: 'admin' as const,
      })),
      ...fieldCases('edit product', 'PUT', `/api/v1/admin/products/${productId}`, 'admin', form, formFields),
      ...fieldCases('add product (JSON)', 'POST', '/api/v1/admin/products', 'admin', form, {
        name: formFields.name,
        price: formFields.price,
        stockQuantity: formFields.stockQuantity,
      }),
      ...bodyCases('edit product', 'PUT', `/api/v1/admin/products/${productId}`, 'admin'),
      ...BAD_PATH_IDS.flatMap((id) => [
        {
          name: `edit product ${id.slice(0, 30)}`,
          method: 'PUT',
          path: `/api/v1/admin/products/${id}`,
          as: 'admin' as const,
          body: form,
        },
        {
          name: `delete product ${id.slice(0, 30)}`,
          method: 'DELETE',
          path: `/api/v1/products/${id}`,
          as: 'admin' as const,
        },
      ]),
      {
        name: 'edit product at /products as a customer',
        method: 'PUT',
        path: `/api/v1/products/${productId}`,
        as: 'customer',
        body: form,
      },
      { name: 'delete product as anonymous', method: 'DELETE', path: `/api/v1/admin/products/${productId}` },
      { name: 'add product as a customer', method: 'POST', path: '/api/v1/products', as: 'customer', body: form },
      ...multipartCases(form).flatMap(([label, fields]) => [
        {
          name: `edit product form ${label}`,
          method: 'PUT',
          path: `/api/v1/admin/products/${productId}`,
          as: 'admin' as const,
          form: fields,
        },
        {
          name: `add product form ${label}`,
          method: 'POST',
          path: '/api/v1/admin/products',
          as: 'admin' as const,
          form: fields,
        },
      ]),
    ];
    expect(await runRest(cases)).toEqual([]);
  });

  // Cart and orders ---------------------------------------------------------------------------------------

  test('cart: add, update, remove, clear, merge', async () => {
    const line = { productId, quantity: 1 };
    const cases: RestCase[] = [
      ...fieldCases('cart add', 'POST', '/api/v1/cart/add', 'customer', line, {
        productId: BAD_ID,
        quantity: [...BAD_WHOLE_NUMBER, 0, 11],
      }),
      ...fieldCases(
        'cart update',
        'PUT',
        '/api/v1/cart/update',
        'customer',
        { productId, quantity: 2 },
        { productId: BAD_ID, quantity: [...BAD_WHOLE_NUMBER.filter((value) => value !== -1 && value !== -1e21), 11] },
      ),
      ...fieldCases(
        'cart merge',
        'POST',
        '/api/v1/cart/merge',
        'customer',
        { items: [line] },
        {
          items: [...OPERATORS, 'x', null, [null], Array.from({ length: 101 }, () => line)],
          'items.0.productId': BAD_ID.filter(
            (value) =>
              value !== '000000000000000000000000' &&
              value !== 'not-an-id' &&
              value !== EMOJI &&
              value !== '../../etc/passwd' &&
              value !== HUGE_TEXT &&
              value !== `${'a'.repeat(24)}\u0000`,
          ),
          'items.0.quantity': BAD_WHOLE_NUMBER,
        },
      ),
      ...bodyCases('cart add', 'POST', '/api/v1/cart/add', 'customer'),
      ...bodyCases('cart merge', 'POST', '/api/v1/cart/merge', 'customer'),
      // An unknown but well-formed id is not in the cart: removing it changes nothing and answers the cart.
      ...BAD_PATH_IDS.filter((id) => id !== '000000000000000000000000').map((id) => ({
        name: `cart remove ${id.slice(0, 30)}`,
        method: 'DELETE',
        path: `/api/v1/cart/remove/${id}`,
        as: 'customer' as const,
      })),
      { name: 'cart clear as anonymous', method: 'DELETE', path: '/api/v1/cart/clear' },
      { name: 'cart add as anonymous', method: 'POST', path: '/api/v1/cart/add', body: line },
    ];
    expect(await runRest(cases)).toEqual([]);
  });

  test('POST /orders', async () => {
    const valid = validOrder(productId);
    const cases: RestCase[] = [
      ...fieldCases('order', 'POST', '/api/v1/orders', 'anonymous', valid, {
        items: [
          ...OPERATORS,
          'x',
          null,
          [],
          [null],
          {},
          Array.from({ length: 51 }, () => ({ product: productId, quantity: 1 })),
        ],
        'items.0.product': BAD_ID,
        'items.0.quantity': [...BAD_WHOLE_NUMBER, 0, 11],
        shippingAddress: [...OPERATORS, 'x', null, [], ['a']],
        'shippingAddress.name': BAD_REQUIRED_TEXT,
        'shippingAddress.phone': [...BAD_REQUIRED_TEXT, EMOJI, '123'],
        'shippingAddress.address': BAD_REQUIRED_TEXT,
        'shippingAddress.city': BAD_REQUIRED_TEXT,
        'shippingAddress.email': BAD_TEXT,
        paymentMethod: ['Card', 'cod', ...OPERATORS, 1],
        notes: BAD_TEXT,
        guestInfo: [...OPERATORS, 'x', ['a']],
        totalAmount: ['x', ...OPERATORS],
        expectedTotal: ['x', -1, ...OPERATORS],
      }),
      ...bodyCases('order', 'POST', '/api/v1/orders', 'anonymous'),
      { name: 'order as an admin', method: 'POST', path: '/api/v1/orders', as: 'admin', body: valid },
      { name: 'customer order without an e-mail', method: 'POST', path: '/api/v1/orders', as: 'customer', body: valid },
      ...BAD_IDEMPOTENCY_KEYS.map((key) => ({
        name: `order with Idempotency-Key ${show(key)}`,
        method: 'POST',
        path: '/api/v1/orders',
        body: valid,
        headers: { 'idempotency-key': key },
      })),
      ...BAD_IDEMPOTENCY_KEYS.map((key) => ({
        name: `order as a customer with Idempotency-Key ${show(key)}`,
        method: 'POST',
        path: '/api/v1/orders',
        as: 'customer' as const,
        body: valid,
        headers: { 'idempotency-key': key },
      })),
    ];
    expect(await runRest(cases)).toEqual([]);
  });

  test('order reads, cancel and status changes', async () => {
    const cases: RestCase[] = [
      ...BAD_LIST_QUERIES.map((query) => ({
        name: `my orders?${query.slice(0, 40)}`,
        method: 'GET',
        path: `/api/v1/orders/my-orders?${query}`,
        as: 'customer' as const,
      })),
      ...['status=Lost', 'sortBy=password', 'sortBy=%00', 'sortOrder=up', 'status[$ne]=x'].map((query) => ({
        name: `my orders?${query}`,
        method: 'GET',
        path: `/api/v1/orders/my-orders?${query}`,
        as: 'customer' as const,
      })),
      ...BAD_PATH_IDS.flatMap((id) => [
        { name: `order ${id.slice(0, 30)}`, method: 'GET', path: `/api/v1/orders/${id}` },
        {
          name: `cancel ${id.slice(0, 30)}`,
          method: 'PUT',
          path: `/api/v1/orders/${id}/cancel`,
          as: 'customer' as const,
        },
        {
          name: `status ${id.slice(0, 30)}`,
          method: 'PUT',
          path: `/api/v1/orders/${id}/status`,
          as: 'admin' as const,
          body: { status: 'Shipped' },
        },
      ]),
      ...['x', HUGE_TEXT.slice(0, 5000), '%00', 'a&key=b'].map((key) => ({
        name: `guest order with key ${key.slice(0, 20)}`,
        method: 'GET',
        path: `/api/v1/orders/${guestOrderId}?key=${key}`,
      })),
      { name: 'guest order with key[$ne]', method: 'GET', path: `/api/v1/orders/${guestOrderId}?key[$ne]=x` },
      { name: "another's order as a customer", method: 'GET', path: `/api/v1/orders/${guestOrderId}`, as: 'customer' },
      {
        name: 'cancel a guest order as a customer',
        method: 'PUT',
        path: `/api/v1/orders/${guestOrderId}/cancel`,
        as: 'customer',
      },
      ...fieldCases(
        'status',
        'PUT',
        `/api/v1/orders/${customerOrderId}/status`,
        'admin',
        { status: 'Shipped' },
        { status: ['Lost', 'shipped', '', null, 1, ...OPERATORS, ...WRONG_SHAPES, HUGE_TEXT] },
      ),
      ...bodyCases('status', 'PUT', `/api/v1/orders/${customerOrderId}/status`, 'admin'),
      {
        name: 'status as a customer',
        method: 'PUT',
        path: `/api/v1/orders/${customerOrderId}/status`,
        as: 'customer',
        body: { status: 'Delivered' },
      },
      { name: 'dashboard as anonymous', method: 'GET', path: '/api/v1/orders/dashboard' },
      ...[...BAD_PATH_IDS, 'unknown-but-well-formed-key-0001'].flatMap((key) => [
        { name: `order by key ${key.slice(0, 30)}`, method: 'GET', path: `/api/v1/orders/by-key/${key}` },
        {
          name: `order by key ${key.slice(0, 30)} as a customer`,
          method: 'GET',
          path: `/api/v1/orders/by-key/${key}`,
          as: 'customer' as const,
        },
      ]),
    ];
    expect(await runRest(cases)).toEqual([]);
  });

  // Admin -------------------------------------------------------------------------------------------------

  test('admin users, orders and guest orders', async () => {
    const cases: RestCase[] = [
      ...BAD_LIST_QUERIES.flatMap((query) => [
        {
          name: `admin users?${query.slice(0, 40)}`,
          method: 'GET',
          path: `/api/v1/admin/users?${query}`,
          as: 'admin' as const,
        },
        {
          name: `admin orders?${query.slice(0, 40)}`,
          method: 'GET',
          path: `/api/v1/admin/orders?${query}`,
          as: 'admin' as const,
        },
        {
          name: `guest orders?${query.slice(0, 40)}`,
          method: 'GET',
          path: `/api/v1/orders/admin/guest-orders?${query}`,
          as: 'admin' as const,
        },
      ]),
      ...BAD_PATH_IDS.flatMap((id) => [
        {
          name: `admin user ${id.slice(0, 30)}`,
          method: 'GET',
          path: `/api/v1/admin/users/${id}`,
          as: 'admin' as const,
        },
        {
          name: `block ${id.slice(0, 30)}`,
          method: 'PUT',
          path: `/api/v1/admin/users/${id}/status`,
          as: 'admin' as const,
          body: { isBlocked: true },
        },
        {
          name: `delete user ${id.slice(0, 30)}`,
          method: 'DELETE',
          path: `/api/v1/admin/users/${id}`,
          as: 'admin' as const,
        },
        {
          name: `admin order ${id.slice(0, 30)}`,
          method: 'GET',
          path: `/api/v1/admin/orders/${id}`,
          as: 'admin' as const,
        },
        {
          name: `admin order status ${id.slice(0, 30)}`,
          method: 'PUT',
          path: `/api/v1/admin/orders/${id}/status`,
          as: 'admin' as const,
          body: { status: 'Shipped' },
        },
        {
          name: `delete admin order ${id.slice(0, 30)}`,
          method: 'DELETE',
          path: `/api/v1/admin/orders/${id}`,
          as: 'admin' as const,
        },
        {
          name: `guest order status ${id.slice(0, 30)}`,
          method: 'PUT',
          path: `/api/v1/orders/guest/${id}/status`,
          as: 'admin' as const,
          body: { status: 'Shipped' },
        },
        {
          name: `delete guest order ${id.slice(0, 30)}`,
          method: 'DELETE',
          path: `/api/v1/orders/guest/${id}`,
          as: 'admin' as const,
        },
      ]),
      ...fieldCases(
        'block',
        'PUT',
        `/api/v1/admin/users/${customerId}/status`,
        'admin',
        { isBlocked: true },
        { isBlocked: BAD_BOOLEAN },
      ),
      ...bodyCases('block', 'PUT', `/api/v1/admin/users/${customerId}/status`, 'admin'),
      {
        name: 'a guest order through the account route',
        method: 'PUT',
        path: `/api/v1/admin/orders/${guestOrderId}/status`,
        as: 'admin',
        body: { status: 'Shipped' },
      },
      {
        name: 'an account order through the guest route',
        method: 'DELETE',
        path: `/api/v1/orders/guest/${customerOrderId}`,
        as: 'admin',
      },
      { name: 'admin users as a customer', method: 'GET', path: '/api/v1/admin/users', as: 'customer' },
      {
        name: 'delete a user as a customer',
        method: 'DELETE',
        path: `/api/v1/admin/users/${customerId}`,
        as: 'customer',
      },
      { name: 'admin dashboard as a customer', method: 'GET', path: '/api/v1/admin/dashboard', as: 'customer' },
    ];
    expect(await runRest(cases)).toEqual([]);
  });

  // GraphQL mutations ---------------------------------------------------------------------------------------

  test('every GraphQL mutation', async () => {
    const register = 'mutation($input: RegisterInput!) { register(input: $input) { token } }';
    const login = 'mutation($input: LoginInput!) { login(input: $input) { token } }';
    const profile = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }';
    const password = 'mutation($input: ChangePasswordInput!) { changePassword(input: $input) }';
    const addToCart = 'mutation($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }';
    const updateCart = 'mutation($input: UpdateCartInput!) { updateCartItem(input: $input) { totalQuantity } }';
    const mergeCart = 'mutation($input: MergeCartInput!) { mergeCart(input: $input) { totalQuantity } }';
    const placeOrder = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey } }';
    const byId = (field: string, selection = '') => `mutation($id: ID!) { ${field}(id: $id)${selection} }`;
    const productDetails =
      'mutation($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { id } }';
    const setStatus = 'mutation($id: ID!, $status: OrderStatus!) { setOrderStatus(id: $id, status: $status) { id } }';
    const setBlocked =
      'mutation($id: ID!, $isBlocked: Boolean!) { setUserBlocked(id: $id, isBlocked: $isBlocked) { id } }';
    const removeFromCart = 'mutation($productId: ID!) { removeFromCart(productId: $productId) { totalQuantity } }';

    const each = (
      name: string,
      query: string,
      as: Caller,
      valid: Record<string, unknown>,
      fields: Record<string, unknown[]>,
    ): GraphQLCase[] =>
      Object.entries(fields).flatMap(([field, values]) =>
        values.map((value, index) => ({
          name: `${name}: ${field} #${index} ${show(value)}`,
          query,
          as,
          variables: setPath(valid, field, value),
        })),
      );
    const gqlIds = BAD_ID.filter((value) => typeof value === 'string');
    const form = {
      name: 'Corpus Charger',
      description: 'A charger',
      price: 1999,
      category: 'Chargers',
      brand: 'Anker',
      stockQuantity: 5,
    };

    const cases: GraphQLCase[] = [
      ...each(
        'register',
        register,
        'anonymous',
        { input: { name: 'Ali Raza', email: uniqueEmail('gql'), phone: '03001234567', password: 'secret123' } },
        {
          'input.name': [CONTROL_TEXT, HUGE_TEXT, EMOJI, 1, null],
          'input.email': [HUGE_TEXT, 'customer@volt.demo', 'a\u0000b@c.pk', ...OPERATORS],
          'input.password': ['1', HUGE_TEXT, ['x']],
          input: [null, 'x', []],
        },
      ),
      ...each(
        'login',
        login,
        'anonymous',
        { input: { email: 'customer@volt.demo', password: 'customer123' } },
        {
          'input.email': [...OPERATORS, HUGE_TEXT, null, 1],
          'input.password': [...OPERATORS, HUGE_TEXT, 'wrong-one'],
        },
      ),
      { name: 'refreshToken as anonymous', query: 'mutation { refreshToken { token } }' },
      ...each(
        'updateProfile',
        profile,
        'customer',
        { input: { name: 'Ali Raza', phone: '03001234567', address: 'House 1' } },
        {
          'input.name': [CONTROL_TEXT, HUGE_TEXT, EMOJI, null],
          'input.phone': ['abc', HUGE_TEXT],
          'input.address': [CONTROL_TEXT, HUGE_TEXT, ...OPERATORS],
        },
      ),
      { name: 'updateProfile as anonymous', query: profile, variables: { input: { name: 'Ali Raza' } } },
      ...each(
        'changePassword',
        password,
        'customer',
        { input: { currentPassword: 'secret123', newPassword: 'another123' } },
        {
          'input.currentPassword': ['wrong-one', HUGE_TEXT, ''],
          'input.newPassword': ['1', HUGE_TEXT, 'secret123'],
        },
      ),
      ...each(
        'addToCart',
        addToCart,
        'customer',
        { input: { productId, quantity: 1 } },
        { 'input.productId': gqlIds, 'input.quantity': [0, 11, -1, 2.5, 2 ** 31, '1', null] },
      ),
      { name: 'addToCart as anonymous', query: addToCart, variables: { input: { productId, quantity: 1 } } },
      ...each(
        'updateCartItem',
        updateCart,
        'customer',
        { input: { productId, quantity: 2 } },
        { 'input.productId': gqlIds, 'input.quantity': [11, 2 ** 31, 'x'] },
      ),
      ...each(
        'mergeCart',
        mergeCart,
        'customer',
        { input: { items: [{ productId, quantity: 1 }] } },
        {
          'input.items': [null, 'x', Array.from({ length: 101 }, () => ({ productId, quantity: 1 }))],
          'input.items.0.quantity': [0, 11, 'x'],
        },
      ),
      ...gqlIds
        .filter((id) => id !== '000000000000000000000000')
        .map((id) => ({
          name: `removeFromCart ${show(id)}`,
          query: removeFromCart,
          as: 'customer' as const,
          variables: { productId: id },
        })),
      { name: 'clearCart as anonymous', query: 'mutation { clearCart { totalQuantity } }' },
      ...each(
        'placeOrder',
        placeOrder,
        'anonymous',
        { input: validOrder(productId) },
        {
          'input.items': [[], null, Array.from({ length: 51 }, () => ({ product: productId, quantity: 1 }))],
          'input.items.0.product': gqlIds,
          'input.items.0.quantity': [0, 11, -1, 2 ** 31, 'x'],
          'input.shippingAddress.name': [CONTROL_TEXT, HUGE_TEXT, '', null],
          'input.shippingAddress.phone': [EMOJI, HUGE_TEXT, ''],
          'input.shippingAddress.address': [CONTROL_TEXT, HUGE_TEXT],
          'input.shippingAddress.city': [CONTROL_TEXT, ''],
          'input.notes': [CONTROL_TEXT, HUGE_TEXT],
          'input.paymentMethod': ['Card', HUGE_TEXT],
          'input.expectedTotal': ['x', -1],
        },
      ),
      { name: 'placeOrder as an admin', query: placeOrder, as: 'admin', variables: { input: validOrder(productId) } },
      ...[...BAD_IDEMPOTENCY_KEYS, EMOJI, 1, ['a'], ...OPERATORS].map((key) => ({
        name: `placeOrder with idempotencyKey ${show(key)}`,
        query:
          'mutation($input: PlaceOrderInput!, $key: String) { placeOrder(input: $input, idempotencyKey: $key) { accessKey } }',
        variables: { input: validOrder(productId), key },
      })),
      ...gqlIds.flatMap((id) => [
        {
          name: `cancelMyOrder ${show(id)}`,
          query: byId('cancelMyOrder', ' { id }'),
          as: 'customer' as const,
          variables: { id },
        },
        { name: `deleteOrder ${show(id)}`, query: byId('deleteOrder'), as: 'admin' as const, variables: { id } },
        { name: `deleteProduct ${show(id)}`, query: byId('deleteProduct'), as: 'admin' as const, variables: { id } },
        { name: `deleteUser ${show(id)}`, query: byId('deleteUser'), as: 'admin' as const, variables: { id } },
        {
          name: `setOrderStatus ${show(id)}`,
          query: setStatus,
          as: 'admin' as const,
          variables: { id, status: 'Shipped' },
        },
        {
          name: `setUserBlocked ${show(id)}`,
          query: setBlocked,
          as: 'admin' as const,
          variables: { id, isBlocked: true },
        },
        {
          name: `updateProductDetails ${show(id)}`,
          query: productDetails,
          as: 'admin' as const,
          variables: { id, input: form },
        },
      ]),
      ...each(
        'updateProductDetails',
        productDetails,
        'admin',
        { id: productId, input: form },
        {
          'input.name': [CONTROL_TEXT, HUGE_TEXT, ''],
          'input.price': [-1, 'x', null],
          'input.category': ['Toasters', EMOJI],
          'input.stockQuantity': [-1, 2 ** 31, 2.5, 2000000],
          'input.discountPrice': [5000, -1],
          'input.tags': [Array.from({ length: 30 }, (_, i) => `t${i}`), [CONTROL_TEXT]],
          'input.specifications': [
            [{ key: '$where', value: '1' }],
            [{ key: 'a.b', value: 'x' }],
            [{ key: 'constructor', value: 'x' }],
            [{ key: 'a', value: CONTROL_TEXT }],
          ],
        },
      ),
      ...each(
        'setOrderStatus',
        setStatus,
        'admin',
        { id: customerOrderId, status: 'Shipped' },
        { status: ['Lost', 'shipped', null, 1] },
      ),
      {
        name: 'setOrderStatus as a customer',
        query: setStatus,
        as: 'customer',
        variables: { id: customerOrderId, status: 'Delivered' },
      },
      ...each(
        'setUserBlocked',
        setBlocked,
        'admin',
        { id: customerId, isBlocked: true },
        { isBlocked: ['true', 1, null] },
      ),
      {
        name: 'setUserBlocked as a customer',
        query: setBlocked,
        as: 'customer',
        variables: { id: customerId, isBlocked: true },
      },
      { name: 'deleteUser as a customer', query: byId('deleteUser'), as: 'customer', variables: { id: customerId } },
      { name: 'deleteOrder as anonymous', query: byId('deleteOrder'), variables: { id: customerOrderId } },
      {
        name: 'cancelMyOrder of a guest order',
        query: byId('cancelMyOrder', ' { id }'),
        as: 'customer',
        variables: { id: guestOrderId },
      },
      {
        name: 'inline operator literal',
        query: 'mutation { login(input: { email: "a@b.pk", password: "x" }) { token } __typename }',
        variables: { $where: 1 },
      },
      {
        name: 'variables nested 1,000 deep',
        query: login,
        variables: { input: JSON.parse(`${'{"a":'.repeat(1000)}1${'}'.repeat(1000)}`) },
      },
      {
        name: 'variables with __proto__',
        query: login,
        variables: JSON.parse('{"input":{"email":"a@b.pk","password":"x"},"__proto__":{"role":"admin"}}'),
      },
    ];
    expect(await runGraphQL(cases)).toEqual([]);
  });
});

type FormFields = Array<[string, string | Blob]>;

/** The product form as multipart fields, each time with one hostile field or picture; labelled by it. */
function multipartCases(form: Record<string, unknown>): Array<[string, FormFields]> {
  const fields = (overrides: Record<string, string>): FormFields =>
    Object.entries({ ...form, ...overrides }).map(([name, value]) => [name, String(value)]);
  const text = (overrides: Record<string, string>): [string, FormFields] => [show(overrides), fields(overrides)];
  const extra = (name: string, value: string | Blob): [string, FormFields] => [
    `extra part ${name}`,
    [...fields({}), [name, value]],
  ];
  const picture = new Blob([Buffer.from('not really a picture')], { type: 'image/png' });
  return [
    text({ name: CONTROL_TEXT }),
    text({ name: HUGE_TEXT.slice(0, 60_000) }),
    text({ price: 'abc' }),
    text({ price: '-1' }),
    text({ stockQuantity: '-1' }),
    text({ stockQuantity: '1e400' }),
    text({ stockQuantity: '2.5' }),
    text({ category: 'Toasters' }),
    text({ discountPrice: '5000' }),
    text({ specifications: '{"constructor":"x"}' }),
    text({ specifications: '{"__proto__":{"x":"1"}}' }),
    text({ specifications: 'not json' }),
    text({ specifications: `${'['.repeat(1000)}${']'.repeat(1000)}` }),
    text({ tags: 'x'.repeat(41) }),
    text({ featured: 'maybe' }),
    extra('$where', '1'),
    extra('__proto__', '1'),
    extra('constructor[prototype]', '1'),
    extra('images', picture),
    extra('photo', picture),
  ];
}

function toFormData(fields: Array<[string, string | Blob]>): FormData {
  const data = new FormData();
  for (const [name, value] of fields) {
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, value, 'picture.png');
  }
  return data;
}

function validOrder(product: string, email?: string) {
  return {
    items: [{ product, quantity: 1 }],
    shippingAddress: {
      name: 'Ali Raza',
      phone: '03001234567',
      address: 'House 1, Street 2',
      city: 'Lahore',
      ...(email ? { email } : {}),
    },
    paymentMethod: 'COD',
    notes: 'Ring the bell',
  };
}

/** Nest's logger, recording what the shop logs as errors (a stack trace per bad request is a finding). */
function recordErrorLogs(): string[] {
  const errors: string[] = [];
  const recorder: LoggerService = {
    log: () => undefined,
    warn: () => undefined,
    error: (...parts: unknown[]) => errors.push(parts.map(String).join(' ')),
  };
  Logger.overrideLogger(recorder);
  return errors;
}

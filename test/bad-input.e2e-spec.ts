import { Logger, LoggerService } from '@nestjs/common';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TestShop } from './support/test-shop';

const run = promisify(execFile);
const SEND_BODY = join(__dirname, 'support', 'send-body.mjs');
const TOO_LARGE = '413 {"success":false,"message":"Request body is too large (limit 1mb)"}';
/** The same refusal on /graphql, in GraphQL's shape. */
const TOO_LARGE_GRAPHQL =
  '413 {"errors":[{"message":"Request body is too large (limit 1mb)","extensions":{"code":"PAYLOAD_TOO_LARGE","status":413}}]}';
/** A refusal of a /graphql request before GraphQL ran: GraphQL's shape, code from the status. */
const graphqlRefusal = (message: string, code = 'BAD_USER_INPUT', status = 400) => ({
  errors: [{ message, extensions: { code, status } }],
});

/** JSON text of `depth` nested lists or objects around 1. */
function nested(depth: number, kind: 'list' | 'object') {
  const [open, close] = kind === 'list' ? ['[', ']'] : ['{"a":', '}'];
  return open.repeat(depth) + '1' + close.repeat(depth);
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

describe('Bad input answers 4xx', () => {
  let shop: TestShop;
  let admin: string;
  let customer: string;
  let errorLogs: string[];
  beforeAll(async () => {
    shop = await TestShop.start();
    admin = await shop.login('admin@volt.demo', 'admin123');
    customer = (await shop.registerCustomer()).token;
    errorLogs = recordErrorLogs();
  });
  afterAll(() => shop.stop());
  afterEach(() => {
    expect(errorLogs.splice(0)).toEqual([]);
  });

  describe('page and limit beyond any sensible range are a 400, on every paginated route', () => {
    const lists = () => [
      { path: '/api/v1/products', token: undefined },
      { path: '/api/v1/admin/products', token: admin },
      { path: '/api/v1/admin/users', token: admin },
      { path: '/api/v1/admin/orders', token: admin },
      { path: '/api/v1/orders/admin/guest-orders', token: admin },
      { path: '/api/v1/orders/my-orders', token: customer },
    ];

    test.each([
      ['99999999999', 'page must be at most 10000'],
      ['10001', 'page must be at most 10000'],
      ['1e300', 'page must be at most 10000'],
      ['0', 'page must be 1 or more'],
      ['-5', 'page must be 1 or more'],
      ['2.5', 'page must be a whole number'],
      ['NaN', 'page must be a whole number'],
      ['Infinity', 'page must be a whole number'],
    ])('page=%s', async (page, message) => {
      for (const { path, token } of lists()) {
        const answer = await shop.get(`${path}?page=${page}`, { token });
        expect({ path, status: answer.status, body: answer.body }).toEqual({
          path,
          status: 400,
          body: { success: false, message },
        });
      }
    });

    test('the last page allowed answers an empty page', async () => {
      for (const { path, token } of lists()) {
        const answer = await shop.get(`${path}?page=10000&limit=100`, { token });
        expect({ path, status: answer.status, items: answer.body.data?.length }).toEqual({
          path,
          status: 200,
          items: 0,
        });
      }
    });

    test('an oversized limit is clamped to 100 where the docs say so; an absurd one is refused', async () => {
      for (const path of ['/api/v1/products', '/api/v1/admin/products', '/api/v1/admin/users']) {
        const clamped = await shop.get(`${path}?limit=2147483647`, { token: admin });
        expect({ path, status: clamped.status, pages: clamped.body.pagination?.pages }).toEqual({
          path,
          status: 200,
          pages: 1,
        });
        const absurd = await shop.get(`${path}?limit=99999999999`, { token: admin });
        expect({ path, status: absurd.status, body: absurd.body }).toEqual({
          path,
          status: 400,
          body: { success: false, message: 'limit must be at most 100' },
        });
      }
      const orders = await shop.get('/api/v1/admin/orders?limit=101', { token: admin });
      expect(orders.body).toEqual({ success: false, message: 'limit must be at most 100' });
    });

    test('GraphQL list fields refuse the same pages with BAD_USER_INPUT', async () => {
      const fields = ['products', 'adminProducts', 'adminUsers', 'adminOrders', 'adminGuestOrders', 'myOrders'];
      for (const field of fields) {
        const token = field === 'myOrders' ? customer : admin;
        for (const page of [10001, 2147483647]) {
          const answer = await shop.graphql(`{ ${field}(page: ${page}) { pagination { page } } }`, undefined, token);
          expect({
            field,
            page,
            code: answer.errors?.[0].extensions?.code,
            message: answer.errors?.[0].message,
          }).toEqual({
            field,
            page,
            code: 'BAD_USER_INPUT',
            message: 'page must be at most 10000',
          });
        }
      }
    });
  });

  describe('a body over the limit answers 413, also when the client streams it', () => {
    test.each([
      ['streamed (chunked) 5 MB to REST', '/api/v1/auth/login', 5, 'stream'],
      ['streamed (chunked) 5 MB to GraphQL', '/graphql', 5, 'stream'],
      ['Content-Length 12 MB to REST', '/api/v1/auth/register', 12, 'length'],
    ])(
      '%s',
      async (_case, path, megabytes, mode) => {
        const before = await shop.users.countDocuments();
        for (let attempt = 0; attempt < 3; attempt++) {
          const { stdout } = await run('node', [SEND_BODY, shop.baseUrl + path, String(megabytes), String(mode)]);
          expect(stdout.trim()).toBe(path === '/graphql' ? TOO_LARGE_GRAPHQL : TOO_LARGE);
        }
        expect(await shop.users.countDocuments()).toBe(before);
      },
      90_000,
    );

    test('a body past the 16 MB discard bound is refused at once and the connection closed; the shop answers on', async () => {
      const { stdout } = await run('node', [SEND_BODY, `${shop.baseUrl}/api/v1/auth/login`, '40', 'length']);
      expect(stdout.trim()).toMatch(/^(413 |ERR )/);
      expect((await shop.get('/health')).status).toBe(200);
    }, 60_000);
  });

  describe('deeply nested input', () => {
    test.each([
      ['1,500 nested lists', () => nested(1500, 'list')],
      ['5,000 nested objects', () => nested(5000, 'object')],
      ['a field 1,500 deep', () => `{"email":${nested(1500, 'object')},"password":"x"}`],
      ['21 levels', () => nested(21, 'object')],
    ])('%s in a REST body: 400, nothing logged', async (_case, body) => {
      const answer = await shop.request('POST', '/api/v1/auth/login', { rawBody: body() });
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: { success: false, message: 'Request body is nested too deeply' },
      });
    });

    test('GraphQL variables 5,000 deep: 400', async () => {
      const query = 'mutation($input: LoginInput!) { login(input: $input) { token } }';
      for (const variables of [
        `{"input":${nested(5000, 'object')}}`,
        `{"input":{"email":${nested(5000, 'list')},"password":"x"}}`,
      ]) {
        const answer = await shop.request('POST', '/graphql', {
          rawBody: `{"query":${JSON.stringify(query)},"variables":${variables}}`,
        });
        expect({ status: answer.status, body: answer.body }).toEqual({
          status: 400,
          body: graphqlRefusal('Request body is nested too deeply'),
        });
      }
    });

    test('20 levels still read as a body', async () => {
      const answer = await shop.request('POST', '/api/v1/auth/login', {
        rawBody: `{"email":${nested(18, 'object')},"password":"x"}`,
      });
      expect(answer.body).toEqual({ success: false, message: 'Please fill in all fields' });
    });
  });

  describe('prototype keys are refused like operator keys', () => {
    test.each([
      [
        '__proto__ in a JSON body',
        'POST',
        '/api/v1/auth/login',
        '{"email":"a@b.pk","password":"x","__proto__":{"role":"admin"}}',
        'application/json',
        '__proto__',
      ],
      [
        'constructor.prototype in a JSON body',
        'POST',
        '/api/v1/auth/login',
        '{"constructor":{"prototype":{"role":"admin"}}}',
        'application/json',
        'constructor',
      ],
      [
        'a plain constructor key',
        'POST',
        '/api/v1/auth/login',
        '{"email":"a@b.pk","password":"x","constructor":1}',
        'application/json',
        'constructor',
      ],
      [
        '__proto__ in an urlencoded body',
        'POST',
        '/api/v1/auth/login',
        'email=a%40b.pk&password=x&__proto__=1',
        'application/x-www-form-urlencoded',
        '__proto__',
      ],
      ['__proto__ in a query', 'GET', '/api/v1/products?__proto__=1', undefined, undefined, '__proto__'],
      ['prototype in a query', 'GET', '/api/v1/products?prototype=1', undefined, undefined, 'prototype'],
      [
        '__proto__ in GraphQL variables',
        'POST',
        '/graphql',
        '{"query":"{ shop { name } }","variables":{"__proto__":{"x":1}}}',
        'application/json',
        '__proto__',
      ],
    ])('%s', async (_case, method, path, rawBody, type, key) => {
      const answer = await shop.request(method, path, { rawBody, headers: type ? { 'content-type': type } : {} });
      const message = `Invalid input: "${key}" is not allowed`;
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 400,
        body: path === '/graphql' ? graphqlRefusal(message) : { success: false, message },
      });
    });
  });
});

describe('Sorting by name', () => {
  let shop: TestShop;
  const names = [
    'Sony SRS',
    'Apple Watch',
    'Éclair Charger',
    'Sony SmartBand',
    'eagle Case',
    'Apple iPhone',
    'Echo Cable',
    'ÁPPLE AirTag',
  ];
  const forPeople = [
    'Apple AirTag',
    'Apple iPhone',
    'Apple Watch',
    'eagle Case',
    'Echo Cable',
    'Éclair Charger',
    'Sony SmartBand',
    'Sony SRS',
  ];
  beforeAll(async () => {
    shop = await TestShop.start();
    await shop.products.insertMany(
      names.map((name, index) => ({
        slug: `sort-test-${index}`,
        name: name === 'ÁPPLE AirTag' ? 'Apple AirTag' : name,
        description: 'A product of the sort test',
        brand: 'Sortbrand',
        category: 'Other',
        price: 1000 + index,
        finalPrice: 1000 + index,
        stockQuantity: 5,
      })),
    );
    await shop.products.updateOne({ slug: 'sort-test-7' }, { $set: { name: 'ÁPPLE AirTag' } });
  });
  afterAll(() => shop.stop());

  const expected = forPeople.map((name) => (name === 'Apple AirTag' ? 'ÁPPLE AirTag' : name));

  test('REST sortBy=name ignores case and accents', async () => {
    const answer = await shop.get('/api/v1/products?brand=Sortbrand&sortBy=name');
    expect(answer.body.data.map((product: { name: string }) => product.name)).toEqual(expected);
    const page2 = await shop.get('/api/v1/products?brand=Sortbrand&sortBy=name&limit=3&page=2');
    expect(page2.body.data.map((product: { name: string }) => product.name)).toEqual(expected.slice(3, 6));
    expect(page2.body.pagination).toMatchObject({ total: 8, pages: 3 });
  });

  test('GraphQL sortBy: NAME sorts the same way', async () => {
    const answer = await shop.graphql('{ products(brand: "Sortbrand", sortBy: NAME) { items { name } } }');
    expect(answer.data.products.items.map((product: { name: string }) => product.name)).toEqual(expected);
  });
});

describe('Trusted proxies', () => {
  // A failed sign-in from `address`, each for an e-mail of its own, so that only the address's limit counts.
  let tries = 0;
  const attempt = (shop: TestShop, address: string) =>
    shop.post(
      '/api/v1/auth/login',
      { email: `nobody${++tries}@example.pk`, password: 'wrong1' },
      { headers: { 'x-forwarded-for': address } },
    );

  test('by default X-Forwarded-For is ignored: a client cannot pick a fresh rate-limit bucket', async () => {
    const shop = await TestShop.start({}, { RATE_LIMITS: 'on' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await attempt(shop, `203.0.113.${i + 1}`)).status);
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await shop.stop();
    }
  });

  test('TRUST_PROXY=loopback believes the proxy on 127.0.0.1: each forwarded address has its own bucket', async () => {
    const shop = await TestShop.start({}, { RATE_LIMITS: 'on', TRUST_PROXY: 'loopback' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await attempt(shop, `203.0.113.${i + 1}`)).status);
      expect(statuses.every((status) => status === 401)).toBe(true);
      for (let i = 0; i < 10; i++) await attempt(shop, '198.51.100.7');
      expect((await attempt(shop, '198.51.100.7')).status).toBe(429);
    } finally {
      await shop.stop();
    }
  });
});

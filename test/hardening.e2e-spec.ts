import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TestShop, uniqueEmail } from './support/test-shop';

describe('Hardening', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start();
  });
  afterAll(() => shop.stop());

  test('security headers are set on API answers and pages', async () => {
    for (const path of ['/api/v1/products?limit=1', '/health']) {
      const { headers } = await shop.get(path);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('x-powered-by')).toBeNull();
    }
  });

  test('the CSP names no https: (or any other outside) source; styles and fonts come from the shop', async () => {
    // Twice the listing: the second answer is a kept one, whose headers are collected once at start.
    for (const path of ['/api/v1/products?limit=1', '/api/v1/products?limit=1', '/health', '/graphql', '/']) {
      const { headers } = await shop.get(path, { headers: { accept: 'text/html' } });
      const policy = headers.get('content-security-policy') ?? '';
      const directives = Object.fromEntries(
        policy.split(';').map((directive) => {
          const [name, ...sources] = directive.trim().split(/\s+/);
          return [name, sources];
        }),
      );
      expect({ path, outside: policy.match(/https?:|\*/g) ?? [] }).toEqual({ path, outside: [] });
      expect({ path, style: directives['style-src'] }).toEqual({ path, style: ["'self'", "'unsafe-inline'"] });
      expect({ path, font: directives['font-src'] }).toEqual({ path, font: ["'self'", 'data:'] });
    }
  });

  test('a 5 MB body answers 413 and writes nothing', async () => {
    const before = await shop.users.countDocuments();
    const huge = JSON.stringify({
      name: 'Big Body',
      email: uniqueEmail(),
      phone: '03001234567',
      password: 'secret123',
      padding: 'x'.repeat(5 * 1024 * 1024),
    });
    const answer = await shop.request('POST', '/api/v1/auth/register', { rawBody: huge });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ success: false, message: 'Request body is too large (limit 1mb)' });
    const graphql = await shop.request('POST', '/graphql', {
      rawBody: JSON.stringify({ query: `{ shop { name } } #${'x'.repeat(5 * 1024 * 1024)}` }),
    });
    expect(graphql.status).toBe(413);
    expect(await shop.users.countDocuments()).toBe(before);
  });

  test('malformed JSON answers 400 without a stack trace', async () => {
    for (const path of ['/api/v1/auth/login', '/graphql']) {
      const answer = await shop.request('POST', path, { rawBody: '{"email": "a@b.pk", "password": ' });
      expect(answer.status).toBe(400);
      const message = 'Malformed JSON in request body';
      // /graphql answers in GraphQL's shape, so that GraphQL clients read the refusal as they read any other.
      expect(answer.body).toEqual(
        path === '/graphql'
          ? { errors: [{ message, extensions: { code: 'BAD_USER_INPUT', status: 400 } }] }
          : { success: false, message },
      );
      expect(answer.text).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
    }
  });

  describe('MongoDB operators in input are refused', () => {
    test.each([
      ['login with {$gt: ""} as e-mail', '/api/v1/auth/login', { email: { $gt: '' }, password: { $gt: '' } }],
      ['login with $ne password', '/api/v1/auth/login', { email: 'admin@volt.demo', password: { $ne: 'x' } }],
      [
        'register with operator name',
        '/api/v1/auth/register',
        { name: { $where: '1' }, email: uniqueEmail(), phone: '03001234567', password: 'secret123' },
      ],
      [
        'nested operator deep inside',
        '/api/v1/auth/register',
        {
          name: 'Ali Raza',
          email: uniqueEmail(),
          phone: '03001234567',
          password: 'secret123',
          extra: [{ a: { $set: 1 } }],
        },
      ],
    ])('%s: 400, never a login', async (_case, path, body) => {
      const answer = await shop.post(path, body);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.data).toBeUndefined();
    });

    test('in query strings too', async () => {
      const answer = await shop.get('/api/v1/products?category[$ne]=x');
      expect(answer.status).toBe(400);
    });

    test('a non-string e-mail without operators still never logs in', async () => {
      const answer = await shop.post('/api/v1/auth/login', { email: ['admin@volt.demo'], password: 'admin123' });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Please fill in all fields');
    });
  });

  test('no stack trace in any error answer, REST or GraphQL', async () => {
    const answers = [
      await shop.get('/api/v1/no-such-route'),
      await shop.get('/api/v1/products/!!!'),
      await shop.post('/api/v1/auth/login', { email: 1, password: 2 }),
      await shop.request('POST', '/graphql', { body: { query: '{ nope }' } }),
      await shop.request('POST', '/graphql', { body: { query: '{ product(id: "x") { id } }' } }),
      await shop.request('POST', '/graphql', {
        body: { query: 'mutation { login(input: { email: "a@b.pk", password: "nope12" }) { token } }' },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(500);
      expect(answer.text).not.toMatch(/stacktrace|\bat \S+ \(|node_modules|\.ts:\d+/i);
    }
    expect(answers[0].status).toBe(404);
    expect(answers[0].body.success).toBe(false);
  });

  test('GET /health answers while up; GET /ready once the database answers', async () => {
    expect(await shop.get('/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await shop.get('/ready')).toMatchObject({ status: 200, body: { status: 'ready' } });
  });

  test('GraphiQL is served to browsers from its own build, nothing from outside; API calls to /graphql still work', async () => {
    const page = await shop.get('/graphql', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).not.toMatch(/(src|href)="(https?:)?\/\//i);
    const script = /<script type="module" crossorigin src="(\/graphql-explorer\/assets\/index-[\w-]+\.js)"/.exec(
      page.text,
    )?.[1];
    expect(script).toBeDefined();
    const asset = await shop.get(script!, { headers: { 'accept-encoding': 'identity' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('content-encoding')).toBeNull();
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.text).not.toMatch(/(cdn\.jsdelivr|unpkg\.com|esm\.sh)/);
    // The gzip copy the build wrote beside it, for browsers that take it: the same script once decoded.
    const gzipped = await shop.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gzipped.text).toBe(asset.text);
    const api = await shop.graphql('{ shop { name } }');
    expect(api.data.shop.name).toBe('Volt Accessories');
  });

  test('the React client is served at / with an SPA fallback for deep links', async () => {
    await mkdir(join(shop.clientDir, 'assets'), { recursive: true });
    await writeFile(join(shop.clientDir, 'index.html'), '<!doctype html><div id="root">shop client</div>');
    await writeFile(join(shop.clientDir, 'assets', 'app-123.js'), 'console.log(1)');
    const product = await shop.products.findOne().lean();
    for (const path of [
      '/',
      `/products/${String(product!._id)}`,
      '/info/about',
      '/category/Power%20Banks',
      '/admin/orders',
    ]) {
      const answer = await shop.get(path, { headers: { accept: 'text/html' } });
      expect({ path, status: answer.status, html: answer.text.includes('shop client') }).toEqual({
        path,
        status: 200,
        html: true,
      });
    }
    const asset = await shop.get('/assets/app-123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    // API paths never fall back to the page.
    const api = await shop.get('/api/v1/nothing-here', { headers: { accept: 'text/html' } });
    expect(api.status).toBe(404);
    expect(api.text).not.toContain('shop client');
  });

  test('client files: no path leaves the build folder; a JSON caller gets 404 for an unknown page, not the page', async () => {
    await mkdir(shop.clientDir, { recursive: true });
    await writeFile(join(shop.clientDir, 'index.html'), '<!doctype html><div id="root">shop client</div>');
    for (const path of [
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fpackage.json',
      '/%00index.html',
    ]) {
      const answer = await shop.get(path, { headers: { accept: '*/*' } });
      expect({ path, leaked: /root:|"name"/.test(answer.text) }).toEqual({ path, leaked: false });
    }
    const json = await shop.get('/no-such-page', { headers: { accept: 'application/json' } });
    expect(json.status).toBe(404);
    expect(json.body).toEqual({ success: false, message: 'Cannot GET /no-such-page' });
  });

  test('HTTP details: a trailing slash, HEAD, an unsupported body type (415) and a urlencoded body all answer as expected', async () => {
    const slash = await shop.get('/api/v1/products/categories/');
    expect(slash.status).toBe(200);
    expect(slash.body.data.categories.length).toBeGreaterThan(0);

    const head = await fetch(`${shop.baseUrl}/api/v1/products?limit=1`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');

    const before = await shop.users.countDocuments();
    const text = await shop.request('POST', '/api/v1/auth/register', {
      rawBody: '<name>x</name>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(text.status).toBe(415);
    expect(text.body.success).toBe(false);

    const email = uniqueEmail('form');
    const form = await shop.request('POST', '/api/v1/auth/register', {
      rawBody: new URLSearchParams({
        name: 'Form Buyer',
        email,
        password: 'secret123',
        confirmPassword: 'secret123',
        phone: '03001234567',
      }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(201);
    expect(await shop.users.countDocuments()).toBe(before + 1);
  });
});

describe('Rate limits', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start({}, { RATE_LIMITS: 'on' });
  });
  afterAll(() => shop.stop());

  test('login answers 429 with a clear message after 10 attempts from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await shop.post('/api/v1/auth/login', { email: 'nobody@example.pk', password: 'wrong1' })).status);
    expect(statuses.every((status) => status === 401)).toBe(true);
    const limited = await shop.post('/api/v1/auth/login', { email: 'admin@volt.demo', password: 'admin123' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/^Too many failed login attempts\. Please try again in \d+ minutes?\.$/);
    const gql = await shop.graphql(
      'mutation { login(input: { email: "admin@volt.demo", password: "admin123" }) { token } }',
    );
    expect(gql.errors?.[0].extensions?.code).toBe('TOO_MANY_REQUESTS');
  });

  test('register answers 429 after 10 accounts from one address, and writes nothing more', async () => {
    for (let i = 0; i < 10; i++) await shop.registerCustomer();
    const before = await shop.users.countDocuments();
    const limited = await shop.post('/api/v1/auth/register', {
      name: 'One Too Many',
      email: uniqueEmail(),
      phone: '03001234567',
      password: 'secret123',
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many accounts created from this address\. Please try again in \d+ minutes?\.$/,
    );
    expect(await shop.users.countDocuments()).toBe(before);
  });
});

describe('RATE_LIMITS=off', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start({}, { RATE_LIMITS: 'off' });
  });
  afterAll(() => shop.stop());

  test('turns every limit off', async () => {
    for (let i = 0; i < 15; i++)
      expect((await shop.post('/api/v1/auth/login', { email: 'nobody@example.pk', password: 'wrong1' })).status).toBe(
        401,
      );
  });
});

import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import mongoose from 'mongoose';
import { EmbeddedMongo } from '../server/src/database/embedded-mongo';
import { DEMO_CATALOGUE } from '../server/src/demo/demo-catalogue';
import { chromium } from 'playwright-core';
import { loadExample, openGraphiQLOffline, runOperation } from './support/graphiql';
import { isAlive, startBuiltShop, waitFor } from './support/processes';

const root = resolve(__dirname, '..');

/** The built shop, as `npm start` runs it: compiled server, built client, embedded engine. */
describe('The built shop (npm run build, then node dist/server/src/main.js)', () => {
  let server: ChildProcess;
  let output = '';
  let baseUrl = '';

  let dataDir = '';

  beforeAll(async () => {
    // Its data in a folder of its own, never the repository's .data.
    dataDir = mkdtempSync(join(tmpdir(), 'shop-data-'));
    server = spawn(process.execPath, ['dist/server/src/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        MONGODB_URI: '',
        ADMIN_EMAIL: '',
        NODE_ENV: 'development',
        NO_COLOR: '1',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk) => (output += chunk));
    server.stderr!.on('data', (chunk) => (output += chunk));
    server.once('exit', (code) => (output += `\n[exited with ${code}]`));
    await waitFor(() => output.includes('Demo customer') || output.includes('[exited'), 60_000, 'the start-up banner');
    baseUrl = /running at (http:\/\/[^\s"]+)/.exec(output)?.[1] ?? '';
    if (!baseUrl) throw new Error(`The server did not start: ${output}`);
    // The build (server, client, GraphiQL) takes a minute or more on a loaded machine.
  }, 300_000);

  afterAll(() => {
    if (server.exitCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('prints where it runs, the demo logins and the JWT_SECRET warning', () => {
    expect(output).toContain('Demo admin   : admin@volt.demo / admin123');
    expect(output).toContain('Demo customer: customer@volt.demo / customer123');
    expect(output).toContain('JWT_SECRET is not set');
    expect(output).not.toContain('Mapped {'); // no route-by-route chatter
  });

  test('is ready, and serves the client, deep links, the explorer, the API and pictures', async () => {
    expect((await fetch(`${baseUrl}/ready`)).status).toBe(200);
    const listed = (await (await fetch(`${baseUrl}/api/v1/products?limit=1`)).json()) as {
      data: Array<{ _id: string }>;
    };
    for (const path of ['/', `/products/${listed.data[0]._id}`, '/info/about']) {
      const page = await fetch(baseUrl + path, { headers: { accept: 'text/html' } });
      const html = await page.text();
      expect({ path, status: page.status }).toEqual({ path, status: 200 });
      // Rendered storefront pages fetch the script at low priority (fetchpriority="low"); the others as built.
      expect(html).toMatch(/<script type="module"[^>]* crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    }
    // The storefront is rendered on the server in the built shop too (its renderer built under jest's NODE_ENV).
    const home = await (await fetch(baseUrl, { headers: { accept: 'text/html' } })).text();
    expect(home).toContain('<h1>Premium Electronics Accessories</h1>');
    expect(home).toContain('<script id="__APOLLO_STATE__" type="application/json">');
    const script = /src="(\/assets\/index-[\w-]+\.js)"/.exec(await (await fetch(baseUrl)).text())![1];
    const asset = await fetch(baseUrl + script);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');

    // robots.txt is a real file (not the page): crawlers may read the catalogue, not carts, orders or the admin area.
    const robots = await fetch(`${baseUrl}/robots.txt`, { headers: { accept: 'text/html' } });
    expect(robots.headers.get('content-type')).toContain('text/plain');
    expect(await robots.text()).toMatch(/User-agent: \*[\s\S]*Disallow: \/admin[\s\S]*Disallow: \/confirm\//);

    const explorer = await fetch(`${baseUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(await explorer.text()).toMatch(/src="\/graphql-explorer\/assets\/index-[\w-]+\.js"/);

    const products = await (await fetch(`${baseUrl}/api/v1/products?limit=1`)).json();
    expect(products.pagination.total).toBe(DEMO_CATALOGUE.length);
    const image = await fetch(baseUrl + products.data[0].images[0]);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  test('GraphiQL opens offline in Chromium and runs a query', async () => {
    const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
    const browser = await chromium.launch({ executablePath, args: ['--headless', '--no-sandbox', '--disable-gpu'] });
    try {
      const page = await browser.newPage();
      const { outside, errors } = await openGraphiQLOffline(page, baseUrl);
      await loadExample(page, 'Featured products');
      const { body } = await runOperation(page, 'FeaturedProducts');
      expect(body.data.featuredProducts.length).toBeGreaterThan(0);
      expect({ outside, errors }).toEqual({ outside: [], errors: [] });
    } finally {
      await browser.close();
    }
  }, 120_000);

  test('SIGTERM stops the server and its embedded engine', async () => {
    const pids = execFileSync('pgrep', ['-P', String(server.pid)])
      .toString()
      .trim()
      .split('\n')
      .map(Number);
    expect(pids.length).toBeGreaterThan(0);
    server.kill('SIGTERM');
    await new Promise((done) => server.once('exit', done));
    await new Promise((done) => setTimeout(done, 200));
    for (const pid of pids) expect(isAlive(pid)).toBe(false);
  });
});

describe('npm run seed', () => {
  test('loads the demo catalogue into the MongoDB at MONGODB_URI, and a second run duplicates nothing', async () => {
    const engine = process.env.MONGODB_URI ? undefined : await EmbeddedMongo.start('seeded');
    const uri = process.env.MONGODB_URI
      ? process.env.MONGODB_URI.replace(/\/[^/?]*(\?|$)/, `/seed_test_${Date.now()}$1`)
      : engine!.uri;
    const connection = await mongoose.createConnection(uri).asPromise();
    try {
      const run = () =>
        execFileSync(process.execPath, ['dist/server/src/demo/seed.cli.js'], {
          cwd: root,
          env: { ...process.env, MONGODB_URI: uri, ADMIN_EMAIL: 'owner@voltshop.pk', ADMIN_PASSWORD: 'owner-pass-1' },
        }).toString();
      expect(run()).toContain(`Demo catalogue: ${DEMO_CATALOGUE.length} new of ${DEMO_CATALOGUE.length} products`);
      expect(run()).toContain(`Demo catalogue: 0 new of ${DEMO_CATALOGUE.length} products`);
      expect(await connection.collection('products').countDocuments()).toBe(DEMO_CATALOGUE.length);
      expect(await connection.collection('users').countDocuments({ email: 'owner@voltshop.pk', role: 'admin' })).toBe(
        1,
      );
      const indexes = (await connection.collection('products').indexes()).map((index) =>
        Object.keys(index.key).join(','),
      );
      expect(indexes).toEqual(
        expect.arrayContaining(['slug', 'finalPrice,_id', 'category,createdAt', 'createdAt,_id']),
      );
      if (process.env.MONGODB_URI) await connection.dropDatabase();
    } finally {
      await connection.close();
      await engine?.stop();
    }
    // Two runs of the seed command, each booting the app: 9 s alone, past 30 s on a loaded machine.
  }, 120_000);

  test('refuses to run without MONGODB_URI', () => {
    let failure: { status?: number; stderr?: Buffer } = {};
    try {
      execFileSync(process.execPath, ['dist/server/src/demo/seed.cli.js'], {
        cwd: root,
        env: { ...process.env, MONGODB_URI: '' },
        stdio: 'pipe',
      });
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure.status).toBe(1);
    expect(failure.stderr?.toString()).toContain('MONGODB_URI is required');
  });
});

/** What `npm start` prints and answers with NODE_ENV=production: never the demo shop, never without its settings. */
describe('The built shop with NODE_ENV=production', () => {
  const dirs: string[] = [];
  const production = (env: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-prod-'));
    dirs.push(dataDir);
    return {
      NODE_ENV: 'production',
      JWT_SECRET: 'production-test-secret',
      PUBLIC_URL: 'https://shop.example.pk',
      ADMIN_EMAIL: 'owner@voltshop.pk',
      ADMIN_PASSWORD: 'owner-pass-1',
      DATA_DIR: dataDir,
      EMBEDDED_PERSIST: 'off',
      DEMO_ORDERS: 'on',
      ...env,
    };
  };

  /** Runs the built shop until it ends by itself; answers its exit code and what it printed. */
  async function refusal(env: NodeJS.ProcessEnv) {
    const child = spawn(process.execPath, ['dist/server/src/main.js'], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', MONGODB_URI: '', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    return { code, output };
  }

  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  test('refuses to start without an admin (no ADMIN_EMAIL, none in the database), naming the variables', async () => {
    const { code, output } = await refusal(production({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' }));
    expect(code).toBe(1);
    expect(output).toContain(
      'Configuration error: ADMIN_EMAIL and ADMIN_PASSWORD are required when NODE_ENV=production and the database has no admin account',
    );
    expect(output).not.toContain('admin@volt.demo');
  }, 60_000);

  test('refuses to start without PUBLIC_URL, naming it', async () => {
    const { code, output } = await refusal(production({ PUBLIC_URL: '' }));
    expect(code).toBe(1);
    expect(output).toContain('Configuration error: PUBLIC_URL is required when NODE_ENV=production');
  }, 60_000);

  test('starts with an admin already in the database and no ADMIN_EMAIL', async () => {
    const engine = await EmbeddedMongo.start('production-admin');
    try {
      const connection = await mongoose.createConnection(engine.uri).asPromise();
      await connection.collection('users').insertOne({
        name: 'Owner',
        email: 'owner@shop.pk',
        phone: '',
        role: 'admin',
        isBlocked: false,
        passwordHash: 'not-a-login',
      });
      await connection.close();
      const shop = await startBuiltShop(
        production({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '', MONGODB_URI: engine.uri }),
        root,
      );
      try {
        expect((await fetch(`${shop.baseUrl}/ready`)).status).toBe(200);
      } finally {
        shop.child.kill('SIGTERM');
        await shop.exited;
      }
    } finally {
      await engine.stop();
    }
  }, 90_000);

  test('on an empty embedded store: no demo catalogue, accounts or orders, and the demo passwords do not sign in', async () => {
    const shop = await startBuiltShop(production(), root);
    try {
      await waitFor(async () => (await fetch(`${shop.baseUrl}/ready`)).status === 200, 30_000, 'the shop to be ready');
      expect(shop.output()).not.toContain('Demo admin');
      const login = (email: string, password: string) =>
        fetch(`${shop.baseUrl}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
      expect((await login('admin@volt.demo', 'admin123')).status).toBe(401);
      expect((await login('customer@volt.demo', 'customer123')).status).toBe(401);
      const owner = await login('owner@voltshop.pk', 'owner-pass-1');
      expect(owner.status).toBe(200);
      const token = (await owner.json()).data.token;
      const products = await (await fetch(`${shop.baseUrl}/api/v1/products`)).json();
      expect(products.pagination.total).toBe(0);
      const auth = { authorization: `Bearer ${token}` };
      const orders = await (await fetch(`${shop.baseUrl}/api/v1/admin/orders`, { headers: auth })).json();
      expect(orders.pagination.total).toBe(0);
      const users = await (await fetch(`${shop.baseUrl}/api/v1/admin/users?limit=100`, { headers: auth })).json();
      expect(users.data.map((user: { email: string }) => user.email)).toEqual(['owner@voltshop.pk']);
    } finally {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
  }, 90_000);

  test('logs one JSON line a request with its id, and never a credential, a password or a link token', async () => {
    const shop = await startBuiltShop(production(), root);
    try {
      const bearer = 'Bearer not-a-real-token-4e1f';
      await (
        await fetch(`${shop.baseUrl}/api/v1/products?limit=2`, {
          headers: { authorization: bearer, cookie: 'sid=cookie-5a9c' },
        })
      ).arrayBuffer();
      await (
        await fetch(`${shop.baseUrl}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
          body: JSON.stringify({ email: 'owner@voltshop.pk', password: 'owner-pass-1' }),
        })
      ).arrayBuffer();
      await (await fetch(`${shop.baseUrl}/api/v1/confirmations/link-token-77c3.signature`)).arrayBuffer();
      await (await fetch(`${shop.baseUrl}/api/v1/orders/by-key/guest-key-90ab`)).arrayBuffer();
      const requestLines = () =>
        shop
          .output()
          .split('\n')
          .filter((line) => line.includes('request completed'));
      await waitFor(() => requestLines().length >= 4, 10_000, 'the request lines');

      const lines = shop
        .output()
        .split('\n')
        .filter((line) => line.trim())
        .map((line) => JSON.parse(line) as Record<string, any>);
      const requests = lines.filter((line) => line.msg === 'request completed');
      const [listing, login, link, guestOrder] = requests;
      expect(requests).toHaveLength(4);
      for (const line of requests)
        expect(line.reqId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(new Set(requests.map((line) => line.reqId)).size).toBe(4);
      expect(listing).toMatchObject({
        level: 30,
        req: { method: 'GET', url: '/api/v1/products?limit=2' },
        res: { statusCode: 401 },
      });
      expect(typeof listing.responseTime).toBe('number');
      expect(login).toMatchObject({ req: { method: 'POST', url: '/api/v1/auth/login' }, res: { statusCode: 200 } });
      expect(link.req.url).toBe('/api/v1/confirmations/***');
      expect(guestOrder.req.url).toBe('/api/v1/orders/by-key/***');
      // A line Nest's Logger wrote while the sign-in ran (the proxy warning) carries that request's id.
      const warning = lines.find((line) => String(line.msg).startsWith('Requests arrive with X-Forwarded-For'));
      expect(warning).toMatchObject({ level: 40, context: 'Setup', reqId: login.reqId });

      for (const secret of [
        'not-a-real-token-4e1f',
        'cookie-5a9c',
        'owner-pass-1',
        'link-token-77c3',
        'guest-key-90ab',
      ])
        expect(shop.output()).not.toContain(secret);
    } finally {
      shop.child.kill('SIGTERM');
      await shop.exited;
    }
  }, 90_000);
});

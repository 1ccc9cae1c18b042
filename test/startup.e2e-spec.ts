import { transformFileSync } from '@swc/core';
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from '../server/src/config/app-config';
import { EmbeddedMongo } from '../server/src/database/embedded-mongo';
import { isAlive } from './support/processes';
import { TestShop } from './support/test-shop';
import { createShopApp } from '../server/src/app.factory';
import { UsersService } from '../server/src/users/users.service';
import { SchedulerRegistry } from '@nestjs/schedule';

describe('Configuration', () => {
  test('JWT_SECRET is required in production; elsewhere a random one is made and flagged', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      new ConfigError('JWT_SECRET is required when NODE_ENV=production'),
    );
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's3cret', PUBLIC_URL: 'https://shop.example.pk' }),
    ).toMatchObject({
      jwtSecret: 's3cret',
      jwtSecretGenerated: false,
    });
    const a = loadConfig({});
    const b = loadConfig({});
    expect(a.jwtSecretGenerated).toBe(true);
    expect(a.jwtSecret).toHaveLength(64);
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
  });

  test('PUBLIC_URL is required in production, and must be an http(s) address without a path', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 's3cret' })).toThrow(
      new ConfigError(
        "PUBLIC_URL is required when NODE_ENV=production: the shop's address in the links it sends (https://shop.example.pk)",
      ),
    );
    expect(loadConfig({ PUBLIC_URL: 'https://Shop.Example.pk//' }).confirmation.publicUrl).toBe(
      'https://shop.example.pk',
    );
    expect(loadConfig({}).confirmation.publicUrl).toBeUndefined();
    for (const bad of ['shop.example.pk', 'javascript:alert(1)', 'https://shop.example.pk/shop', 'https://a@shop.pk'])
      expect(() => loadConfig({ PUBLIC_URL: bad })).toThrow(ConfigError);
  });

  test('defaults and switches', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, mongodbUri: '', rateLimits: true, shop: { name: 'Volt Accessories' } });
    expect(loadConfig({ RATE_LIMITS: 'off' }).rateLimits).toBe(false);
    expect(loadConfig({ PORT: '8080', SHOP_NAME: 'Karachi Gadgets', SHOP_WHATSAPP: '+92 321 0000000' })).toMatchObject({
      port: 8080,
      shop: { name: 'Karachi Gadgets', whatsapp: '+92 321 0000000' },
    });
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@shop.pk' })).toThrow(
      'ADMIN_PASSWORD is required when ADMIN_EMAIL is set',
    );
  });

  test('order limits: defaults, settings and refusals', () => {
    expect(loadConfig({}).orderLimits).toEqual({
      maxLines: 10,
      maxUnits: 20,
      maxValue: 150_000,
      clientMaxUnits: 40,
      clientProductUnits: 10,
      clientProductShare: 20,
      perAddressPerMinute: 30,
    });
    expect(
      loadConfig({
        ORDER_MAX_UNITS: '30',
        ORDER_MAX_VALUE: '250000',
        ORDER_CLIENT_PRODUCT_SHARE: '50',
        ORDER_RATE_PER_ADDRESS: '120',
      }).orderLimits,
    ).toMatchObject({
      maxUnits: 30,
      maxValue: 250_000,
      clientProductShare: 50,
      perAddressPerMinute: 120,
    });
    expect(() => loadConfig({ ORDER_RATE_PER_ADDRESS: '0' })).toThrow(
      'ORDER_RATE_PER_ADDRESS must be a whole number from 1 to 100000, got "0"',
    );
    expect(() => loadConfig({ ORDER_MAX_LINES: '0' })).toThrow(
      'ORDER_MAX_LINES must be a whole number from 1 to 50, got "0"',
    );
    expect(() => loadConfig({ ORDER_CLIENT_PRODUCT_SHARE: '120' })).toThrow(ConfigError);
    expect(() => loadConfig({ ORDER_MAX_VALUE: 'lots' })).toThrow(ConfigError);
  });
});

describe('Timed jobs', () => {
  test('each is an interval of the SchedulerRegistry while its period is set, and none is left once the app stops', async () => {
    const shop = await TestShop.start(
      { stockHoldSweepMs: 60_000 },
      { COURIER_TRACKING_MINUTES: '5', CONFIRMATION_SWEEP_MS: '0', DB_MAX_OUTAGE_MS: '600000' },
    );
    const registry = shop.shop.app.get(SchedulerRegistry);
    try {
      // CONFIRMATION_SWEEP_MS=0 turns that sweep's timer off.
      expect(registry.getIntervals().sort()).toEqual([
        'Audit log pruning',
        'Courier tracking',
        'Customer messages',
        'Database outage check',
        'Open checkout reminders',
        'Stock hold sweep',
        'Webhook deliveries',
      ]);
    } finally {
      await shop.stop();
    }
    expect(registry.getIntervals()).toEqual([]);
  });
});

describe('Start-up accounts', () => {
  test('without ADMIN_EMAIL on the embedded engine, a demo admin and a demo customer exist', async () => {
    const shop = await TestShop.start();
    try {
      expect(shop.shop.demoLogins.map((login) => login.role)).toEqual(['admin', 'user']);
      for (const login of shop.shop.demoLogins) {
        const answer = await shop.post('/api/v1/auth/login', { email: login.email, password: login.password });
        expect(answer.body.data.user.role).toBe(login.role);
      }
    } finally {
      await shop.stop();
    }
  });

  test('ADMIN_EMAIL and ADMIN_PASSWORD make sure that admin exists, and no demo accounts are made', async () => {
    const shop = await TestShop.start({}, { ADMIN_EMAIL: 'Owner@VoltShop.pk', ADMIN_PASSWORD: 'owner-pass-1' });
    try {
      expect(shop.shop.demoLogins).toEqual([]);
      const answer = await shop.post('/api/v1/auth/login', { email: 'owner@voltshop.pk', password: 'owner-pass-1' });
      expect(answer.status).toBe(200);
      expect(answer.body.data.user.role).toBe('admin');
      expect(await shop.users.countDocuments({ email: 'admin@volt.demo' })).toBe(0);
    } finally {
      await shop.stop();
    }
  });

  test('an existing account named by ADMIN_EMAIL is made admin and unblocked at the next start, keeping its password', async () => {
    const engine = process.env.MONGODB_URI ? undefined : await EmbeddedMongo.start('restart');
    const uri = process.env.MONGODB_URI ?? engine!.uri;
    const first = await TestShop.start({}, { MONGODB_URI: uri });
    try {
      const customer = await first.registerCustomer({ email: 'manager@voltshop.pk', password: 'manager-1' });
      await first.users.updateOne({ email: customer.email }, { $set: { isBlocked: true } });
    } finally {
      await first.shop.close();
    }
    const second = await TestShop.start(
      {},
      { MONGODB_URI: uri, ADMIN_EMAIL: 'manager@voltshop.pk', ADMIN_PASSWORD: 'ignored-1' },
    );
    try {
      const login = await second.post('/api/v1/auth/login', { email: 'manager@voltshop.pk', password: 'manager-1' });
      expect(login.status).toBe(200);
      expect(login.body.data.user).toMatchObject({ role: 'admin', isBlocked: false });
    } finally {
      await second.stop();
      await engine?.stop();
    }
  });
});

describe('Start-up accounts in production', () => {
  test('a database where a demo account still signs in with its demo password is refused, naming the account', async () => {
    const engine = process.env.MONGODB_URI ? undefined : await EmbeddedMongo.start('demo-to-production');
    const uri = process.env.MONGODB_URI ?? engine!.uri;
    const demo = await TestShop.start({}, { MONGODB_URI: uri });
    try {
      // A store that began as the demo shop (on MONGODB_URI the demo accounts are not made by themselves).
      await demo.shop.app.get(UsersService).ensureAccount({
        name: 'Demo Admin',
        email: 'admin@volt.demo',
        phone: '',
        password: 'admin123',
        role: 'admin',
      });
    } finally {
      await demo.shop.close();
    }
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'production-secret',
      PUBLIC_URL: 'https://shop.example.pk',
      ADMIN_EMAIL: 'owner@voltshop.pk',
      ADMIN_PASSWORD: 'owner-pass-1',
      MONGODB_URI: uri,
      EMBEDDED_PERSIST: 'off',
      SHED_MAX_EVENT_LOOP_DELAY_MS: 'off',
    };
    try {
      await expect(createShopApp({ env: production, logger: false })).rejects.toThrow(
        new ConfigError(
          'The demo account admin@volt.demo still signs in with its demo password: change its password or delete it before starting with NODE_ENV=production',
        ),
      );
    } finally {
      await engine?.stop();
    }
  }, 120_000);
});

describe('Embedded engine lifetime', () => {
  test('stops when the app closes', async () => {
    const shop = await TestShop.start();
    const pid = shop.shop.store?.engine.pid;
    await shop.stop();
    if (pid) expect(isAlive(pid)).toBe(false);
  });

  test('is killed when the process crashes', async () => {
    if (process.env.MONGODB_URI) return; // the engine is only started without MONGODB_URI
    // Inside the repository, so that the compiled module finds the engine package in node_modules.
    await mkdir(resolve(__dirname, '.artifacts'), { recursive: true });
    const dir = await mkdtemp(resolve(__dirname, '.artifacts', 'engine-crash-'));
    try {
      const source = resolve(__dirname, '../server/src/database/embedded-mongo.ts');
      const compiled = transformFileSync(source, {
        jsc: { target: 'es2022', parser: { syntax: 'typescript' } },
        module: { type: 'commonjs' },
      });
      await writeFile(join(dir, 'embedded-mongo.js'), compiled.code);
      await writeFile(
        join(dir, 'crash.js'),
        `const { EmbeddedMongo } = require('./embedded-mongo.js');
         EmbeddedMongo.start('crash').then((engine) => {
           console.log('ENGINE_PID=' + engine.pid);
           setTimeout(() => { throw new Error('simulated crash'); }, 50);
         });`,
      );
      const child = spawn(process.execPath, [join(dir, 'crash.js')], {
        cwd: resolve(__dirname, '..'),
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      const code = await new Promise<number | null>((done) => child.on('exit', done));
      expect(code).toBe(1);
      expect(output).toContain('simulated crash');
      const pid = Number(/ENGINE_PID=(\d+)/.exec(output)?.[1]);
      expect(pid).toBeGreaterThan(0);
      await new Promise((done) => setTimeout(done, 100));
      expect(isAlive(pid)).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

import type { AddressInfo } from 'node:net';
import { getModelToken } from '@nestjs/mongoose';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Model } from 'mongoose';
import { createShopApp, ShopApp, ShopAppOptions } from '../../server/src/app.factory';
import type { AppConfig } from '../../server/src/config/app-config';
import type { StaffRole } from '../../server/src/common/access/permissions';
import { SeedService } from '../../server/src/demo/seed.service';
import { SettingsService } from '../../server/src/settings/settings.service';
import { ProductRecord } from '../../server/src/products/schemas/product.schema';
import { UserRecord } from '../../server/src/users/schemas/user.schema';

export { SOLD_AS_ONE, soldAsOne } from './demo-products';

export interface HttpAnswer<T = any> {
  status: number;
  body: T;
  headers: Headers;
  text: string;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as is, for malformed-JSON and size tests. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

/**
 * A running shop for one test suite: the real Nest app listening on a free port, on its own embedded
 * engine (or its own database on the MongoDB at MONGODB_URI), seeded with the demo catalogue.
 */
export class TestShop {
  private constructor(
    readonly shop: ShopApp,
    readonly baseUrl: string,
    private readonly tempDir: string,
  ) {}

  static async start(
    overrides: Partial<AppConfig> = {},
    env: NodeJS.ProcessEnv = {},
    extraModules: ShopAppOptions['extraModules'] = [],
  ): Promise<TestShop> {
    const tempDir = await mkdtemp(join(tmpdir(), 'shop-test-'));
    // The demo catalogue's pictures, drawn on first request, are shared by the run's suites (test/support/global-setup.js).
    const sharedDemoPictures = process.env.TEST_DEMO_PICTURES_DIR;
    if (sharedDemoPictures && !overrides.uploadDir) {
      await mkdir(join(tempDir, 'uploads'));
      await symlink(sharedDemoPictures, join(tempDir, 'uploads', 'demo'));
    }
    const shop = await createShopApp({
      // In memory: nothing of a suite is written to disk (a suite that wants copies passes EMBEDDED_PERSIST and DATA_DIR).
      env: {
        NODE_ENV: 'test',
        RATE_LIMITS: 'off',
        // jest runs the shop in its own process beside the test code (Chromium drivers, big payloads) on a
        // shared machine: a lagging event loop there says nothing about the shop. test/load-shedding turns it on.
        SHED_MAX_EVENT_LOOP_DELAY_MS: 'off',
        // Suites count orders from an empty shop; test/demo-orders turns the demo month on.
        DEMO_ORDERS: 'off',
        EMBEDDED_PERSIST: 'off',
        DATA_DIR: tempDir,
        MONGODB_URI: isolatedDatabaseUri(process.env.MONGODB_URI),
        ...env,
      },
      overrides: { uploadDir: join(tempDir, 'uploads'), clientDir: join(tempDir, 'client'), ...overrides },
      logger: false,
      extraModules,
    });
    // On a real MongoDB the app does not seed by itself; the suites expect the demo catalogue.
    if (!shop.store) await shop.app.get(SeedService).seedCatalogue();
    await shop.app.listen(0, '127.0.0.1');
    const address = shop.app.getHttpServer().address() as AddressInfo;
    return new TestShop(shop, `http://127.0.0.1:${address.port}`, tempDir);
  }

  get clientDir() {
    return this.shop.config.clientDir;
  }

  model<T>(name: string): Model<T> {
    return this.shop.app.get<Model<T>>(getModelToken(name));
  }

  get products() {
    return this.model<ProductRecord>(ProductRecord.name);
  }

  get users() {
    return this.model<UserRecord>(UserRecord.name);
  }

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
    const response = await fetch(this.baseUrl + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  get = <T = any>(path: string, options?: RequestOptions) => this.request<T>('GET', path, options);
  post = <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>('POST', path, { ...options, body });
  put = <T = any>(path: string, body?: unknown, options?: RequestOptions) =>
    this.request<T>('PUT', path, { ...options, body });

  /** POSTs a GraphQL operation; answers the HTTP status and the GraphQL `{ data, errors }`. */
  async graphql<T = any>(query: string, variables?: Record<string, unknown>, token?: string) {
    const answer = await this.request<{ data?: T; errors?: GraphQLErrorBody[] }>('POST', '/graphql', {
      body: { query, variables },
      token,
    });
    return { status: answer.status, data: answer.body.data as T, errors: answer.body.errors, body: answer.body };
  }

  /**
   * A product of its own for one test (a unique slug and name), with the given stock and price: a test that counts
   * stock or orders never shares a product with another. Answers its id and name (a browser finds it by name).
   */
  async newProduct(stock: number, price = 1000, discountPrice?: number): Promise<{ id: string; name: string }> {
    const slug = `test-${randomUUID()}`;
    const created = await this.products.create({
      slug,
      name: `Test Cable ${slug.slice(-12)}`,
      description: 'A cable for tests.',
      brand: 'Anker',
      category: 'Cables',
      price,
      discountPrice,
      finalPrice: discountPrice ?? price,
      images: ['/images/demo/test.webp'],
      stockQuantity: stock,
    });
    return { id: String(created._id), name: created.name };
  }

  /** The id of a product of the test's own (`newProduct`). */
  async productWithStock(stock: number, price = 1000, discountPrice?: number): Promise<string> {
    return (await this.newProduct(stock, price, discountPrice)).id;
  }

  /**
   * A guest order (Pending, awaiting its confirmation) of 2 units of a product of its own at Rs. 1,200 (over the free
   * delivery threshold: Rs. 2,400), placed through the API; answers its id.
   */
  async placeGuestOrder(phone = '0301 2223344'): Promise<string> {
    const product = await this.productWithStock(10, 1200);
    const placed = await this.post('/api/v1/orders', {
      items: [{ product, quantity: 2 }],
      shippingAddress: {
        name: 'Sana Iqbal',
        email: 'sana@example.pk',
        phone,
        address: 'House 9, Street 4, G-10',
        city: 'Islamabad',
      },
      expectedTotal: 2400,
    });
    if (placed.status !== 201) throw new Error(`order failed: ${placed.status} ${placed.text}`);
    return placed.body.data._id;
  }

  /** The units of a product in stock, read from the database. */
  async stockOf(id: string): Promise<number> {
    return (await this.products.findById(id).lean())!.stockQuantity;
  }

  /** Registers a customer through the API and answers the token and user. */
  async registerCustomer(overrides: Partial<{ name: string; email: string; phone: string; password: string }> = {}) {
    const account = {
      name: 'Test Customer',
      email: uniqueEmail(),
      phone: '0300 1234567',
      password: 'secret123',
      ...overrides,
    };
    const answer = await this.post('/api/v1/auth/register', account);
    if (answer.status !== 201) throw new Error(`register failed: ${answer.status} ${answer.text}`);
    return { ...account, token: answer.body.data.token as string, user: answer.body.data.user };
  }

  /**
   * A staff member with this role: a customer registered through the API, then made staff in the database (the
   * way an accepted invitation leaves the account). Answers their token and id.
   */
  async staffMember(staffRole: StaffRole, name = staffRole[0] + staffRole.slice(1).toLowerCase()) {
    const account = await this.registerCustomer({ name, email: uniqueEmail(staffRole.toLowerCase()) });
    await this.users.updateOne({ email: account.email }, { $set: { role: 'admin', staffRole } });
    return { token: account.token, id: account.user._id as string, email: account.email, password: account.password };
  }

  async login(email: string, password: string): Promise<string> {
    const answer = await this.post('/api/v1/auth/login', { email, password });
    if (answer.status !== 200) throw new Error(`login failed: ${answer.status} ${answer.text}`);
    return answer.body.data.token;
  }

  delete = <T = any>(path: string, options?: RequestOptions) => this.request<T>('DELETE', path, options);

  /**
   * Saves the merchant's cap on open unconfirmed orders per phone number and per account (the settings allow
   * up to 50), for a suite that places many orders for one of them (see ROOMY_ORDER_CAPS).
   */
  async allowOpenOrders(maxOpenPerPhone = 50): Promise<void> {
    const settings = this.shop.app.get(SettingsService);
    const { cod } = await settings.current();
    await settings.update({ cod: { ...cod, maxOpenPerPhone } });
  }

  /**
   * Confirms an order as the call centre does (a CONFIRMED call logged by an admin), so that it may move on to
   * Processing or Shipped (the shipping gate).
   */
  async confirmOrder(orderId: string, adminToken: string): Promise<void> {
    const answer = await this.post(
      `/api/v1/admin/orders/${orderId}/confirmation-attempts`,
      { outcome: 'CONFIRMED', note: 'Confirmed for the test' },
      { token: adminToken },
    );
    if (answer.status !== 201) throw new Error(`confirm failed: ${answer.status} ${answer.text}`);
  }

  /** Sends a multipart form (the global FormData; fetch sets the boundary), as the admin product form does. */
  async sendForm<T = any>(method: string, path: string, form: FormData, token?: string): Promise<HttpAnswer<T>> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    const response = await fetch(this.baseUrl + path, { method, headers, body: form });
    const text = await response.text();
    const parsed: unknown = (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
    return { status: response.status, body: parsed as T, headers: response.headers, text };
  }

  postForm = <T = any>(path: string, form: FormData, token?: string) => this.sendForm<T>('POST', path, form, token);
  putForm = <T = any>(path: string, form: FormData, token?: string) => this.sendForm<T>('PUT', path, form, token);

  async stop() {
    if (!this.shop.store)
      await this.shop.app
        .get(getModelToken(ProductRecord.name))
        .db.dropDatabase()
        .catch(() => undefined);
    await this.shop.close();
    await rm(this.tempDir, { recursive: true, force: true });
  }
}

/**
 * For a suite that places many orders for one phone number or account while testing something else (stock,
 * statuses, lists): caps on the units held in Pending orders that such a suite never meets. The caps themselves
 * are tested with their defaults (order-limits, cod-rules, client-caps); RATE_LIMITS does not lift them.
 */
export const ROOMY_ORDER_CAPS: NodeJS.ProcessEnv = {
  ORDER_CLIENT_MAX_UNITS: '100000',
  ORDER_CLIENT_PRODUCT_UNITS: '100000',
};

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; status?: number };
}

let counter = 0;
export const uniqueEmail = (prefix = 'shopper') => `${prefix}.${process.pid}.${Date.now()}.${++counter}@example.pk`;

/** With a real MongoDB, every suite gets a database of its own, dropped at the end. */
function isolatedDatabaseUri(uri: string | undefined): string {
  if (!uri) return '';
  const url = new URL(uri);
  url.pathname = `/shop_test_${process.pid}_${Date.now()}_${++counter}`;
  return url.toString();
}

import { StaffRole } from '../server/src/common/access/permissions';
import { TestShop } from './support/test-shop';

const CREATE = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) { key apiKey { id name prefix scopes createdByName expiresAt revokedAt lastUsedAt } }
}`;

/**
 * Integrations' keys: made by an Owner with scopes, shown once and kept hashed; a key acts within its scopes only
 * (GraphQL and REST, `Authorization: Bearer` or `X-Api-Key`), is refused once revoked or expired, and has its own rate.
 */
describe('API keys', () => {
  let shop: TestShop;
  let owner: string;

  beforeAll(async () => {
    shop = await TestShop.start({}, { RATE_LIMITS: 'on' });
    owner = await shop.login('admin@volt.demo', 'admin123');
  });
  afterAll(() => shop.stop());

  async function newKey(scopes: string[], extra: Record<string, unknown> = {}) {
    const answer = await shop.graphql(CREATE, { input: { name: 'ERP sync', scopes, ...extra } }, owner);
    expect(answer.errors).toBeUndefined();
    return answer.data.createApiKey as {
      key: string;
      apiKey: { id: string; prefix: string; lastUsedAt: string | null };
    };
  }

  /** A confirmed guest order; answers its id. */
  async function order(): Promise<string> {
    const id = await shop.placeGuestOrder('0312 9876543');
    await shop.confirmOrder(id, owner);
    return id;
  }

  test('a key with orders:read reads orders, in full, and is refused a status change', async () => {
    const { key, apiKey } = await newKey(['orders:read']);
    expect(key).toMatch(/^volt_[A-Za-z0-9_-]{43}$/);
    expect(apiKey.prefix).toBe(key.slice(0, 9));
    // Only its hash is kept.
    const stored = await shop.model('ApiKeyRecord').findById(apiKey.id).lean();
    expect(JSON.stringify(stored)).not.toContain(key.slice(5));

    const id = await order();
    const read = await shop.graphql(
      'query($id: ID!) { order(id: $id) { id status shippingAddress { phone } } }',
      { id },
      key,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.order.shippingAddress.phone).toBe('+923129876543');
    const list = await shop.get('/api/v1/orders/admin/guest-orders', { headers: { 'x-api-key': key } });
    expect(list.status).toBe(200);
    expect(list.body.data.map((each: { _id: string }) => each._id)).toContain(id);

    const move = await shop.put(`/api/v1/orders/${id}/status`, { status: 'Processing' }, { token: key });
    expect(move.status).toBe(403);
    expect(move.body.message).toBe("Access denied. This API key's scopes do not allow this.");
    const moveByGraphQL = await shop.graphql(
      'mutation($id: ID!) { setOrderStatus(id: $id, status: Processing) { status } }',
      { id },
      key,
    );
    expect(moveByGraphQL.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await shop.model<{ status: string }>('OrderRecord').findById(id).lean())!.status).toBe('Pending');

    // Its use is noted (at most once a minute).
    const listed = await shop.graphql('{ apiKeys { id lastUsedAt } }', undefined, owner);
    expect(listed.data.apiKeys.find((each: { id: string }) => each.id === apiKey.id).lastUsedAt).not.toBeNull();
  });

  test('a key with orders:write moves an order; no key reaches staff, keys or account routes', async () => {
    const { key } = await newKey(['orders:write']);
    const id = await order();
    const moved = await shop.put(`/api/v1/orders/${id}/status`, { status: 'Processing' }, { token: key });
    expect(moved.status).toBe(200);
    expect(moved.body.data.status).toBe('Processing');
    // The audit log names the key as the one who moved it.
    const log = await shop.get(`/api/v1/admin/audit?entity=order&entityId=${id}`, { token: owner });
    expect(log.body.data).toContainEqual(
      expect.objectContaining({ actor: expect.objectContaining({ kind: 'key', name: 'ERP sync' }), action: 'status' }),
    );

    for (const [method, path] of [
      ['GET', '/api/v1/admin/api-keys'],
      ['GET', '/api/v1/admin/settings'],
      ['GET', '/api/v1/user/profile'],
      ['GET', '/api/v1/cart'],
    ]) {
      const answer = await shop.request(method, path, { token: key });
      expect({ path, status: answer.status }).toEqual({ path, status: 403 });
    }
    const account = await shop.get('/api/v1/user/profile', { token: key });
    expect(account.body.message).toBe('Access denied. API keys cannot use account routes.');
    // The public catalogue needs no scope.
    expect((await shop.get('/api/v1/products?limit=1', { token: key })).status).toBe(200);
  });

  test('a revoked, an expired or an unknown key is refused with 401', async () => {
    const revoked = await newKey(['catalogue:read']);
    expect((await shop.get('/api/v1/admin/products', { token: revoked.key })).status).toBe(200);
    const revoke = await shop.delete(`/api/v1/admin/api-keys/${revoked.apiKey.id}`, { token: owner });
    expect(revoke.status).toBe(200);
    expect(revoke.body.data.revokedAt).not.toBeNull();
    const after = await shop.get('/api/v1/admin/products', { token: revoked.key });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('This API key is not valid, has expired or was revoked.');

    const expiring = await newKey(['catalogue:read'], { expiresInDays: 1 });
    await shop
      .model('ApiKeyRecord')
      .updateOne({ _id: expiring.apiKey.id }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await shop.get('/api/v1/admin/products', { headers: { 'x-api-key': expiring.key } });
    expect(expired.status).toBe(401);

    const unknown = await shop.get('/api/v1/admin/products', { token: `volt_${'x'.repeat(43)}` });
    expect(unknown.status).toBe(401);
  });

  test('only an Owner makes and revokes keys, with scopes from the list', async () => {
    const manager = await shop.staffMember(StaffRole.MANAGER);
    const byManager = await shop.post(
      '/api/v1/admin/api-keys',
      { name: 'x', scopes: ['orders:read'] },
      { token: manager.token },
    );
    expect(byManager.status).toBe(403);

    const bad = async (body: unknown) =>
      (await shop.post('/api/v1/admin/api-keys', body, { token: owner })).body.message;
    expect(await bad({ name: '', scopes: ['orders:read'] })).toBe('Name is required');
    expect(await bad({ name: 'x', scopes: [] })).toBe('Choose at least one scope');
    expect(await bad({ name: 'x', scopes: ['staff:manage'] })).toMatch(/^Scopes are catalogue:read, /);
    expect(await bad({ name: 'x', scopes: ['orders:read'], expiresInDays: 0 })).toBe(
      'expiresInDays must be a whole number of days from 1 to 730',
    );
    const made = await shop.post(
      '/api/v1/admin/api-keys',
      { name: 'Sheet', scopes: ['dashboard:read'] },
      { token: owner },
    );
    expect(made.status).toBe(201);
    expect(made.body.message).toBe('Key created. Copy it now: it is not shown again.');
    const listed = await shop.get('/api/v1/admin/api-keys', { token: owner });
    const entry = listed.body.data.find((each: { _id: string }) => each._id === made.body.data._id);
    expect(entry).toMatchObject({ name: 'Sheet', scopes: ['dashboard:read'], createdByName: 'Demo Admin' });
    expect(entry.key).toBeUndefined();
    expect(entry.hash).toBeUndefined();
  });

  test('each key has its own rate: 429 past it, other keys unaffected', async () => {
    const busy = await newKey(['dashboard:read']);
    const calm = await newKey(['dashboard:read']);
    const statuses: number[] = [];
    for (let sent = 0; sent < 610; sent++) {
      statuses.push((await shop.get('/api/v1/products?limit=1', { token: busy.key })).status);
    }
    expect(statuses.filter((status) => status === 200).length).toBe(600);
    expect(statuses.slice(600)).toEqual(Array(10).fill(429));
    const refused = await shop.get('/api/v1/products?limit=1', { token: busy.key });
    expect(refused.body.message).toBe('Too many requests with this API key. Please try again in 1 minute.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await shop.get('/api/v1/products?limit=1', { token: calm.key })).status).toBe(200);
  });

  test("each key's GraphQL queries spend a refilling budget: what is left in extensions and headers, 429 past it", async () => {
    const { key } = await newKey(['catalogue:read']);
    const QUERY = '{ adminProducts(limit: 100) { items { id name brand category price finalPrice stockQuantity } } }';
    const send = () =>
      shop.request<{ data?: unknown; errors?: any[]; extensions?: any }>('POST', '/graphql', {
        body: { query: QUERY },
        headers: { 'x-api-key': key },
      });

    const first = await send();
    expect(first.status).toBe(200);
    const { requestedQueryCost, budget } = first.body.extensions.cost;
    // The page costs 1 and 100 times what each item asks (items and its 7 fields).
    expect(requestedQueryCost).toBe(1 + 100 * 8);
    expect(budget).toMatchObject({ maximumAvailable: 10_000, restoreRate: 500 });
    expect(budget.currentlyAvailable).toBeLessThanOrEqual(10_000 - requestedQueryCost);
    expect(Number(first.headers.get('x-cost-budget-remaining'))).toBe(budget.currentlyAvailable);

    // Spent faster than it refills: refused before running, with the wait.
    let refused: Awaited<ReturnType<typeof send>> | undefined;
    for (let sent = 0; sent < 30 && !refused; sent++) {
      const answer = await send();
      if (answer.status === 429) refused = answer;
    }
    expect(refused).toBeDefined();
    expect(refused!.body.errors![0].extensions.code).toBe('THROTTLED');
    expect(refused!.body.data ?? null).toBeNull();
    const wait = Number(refused!.headers.get('retry-after'));
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(refused!.body.errors![0].extensions.retryAfter).toBe(wait);

    // Other callers are not metered.
    const owner = await shop.request<{ extensions?: unknown }>('POST', '/graphql', {
      body: { query: QUERY },
      token: await shop.login('admin@volt.demo', 'admin123'),
    });
    expect(owner.status).toBe(200);
    expect(owner.body.extensions).toBeUndefined();

    // The bucket refills: the query runs again once its cost is back.
    const deadline = Date.now() + (wait + 5) * 1000;
    let again = await send();
    while (again.status === 429 && Date.now() < deadline) {
      await new Promise((resume) => setTimeout(resume, 250));
      again = await send();
    }
    expect(again.status).toBe(200);
  });
});

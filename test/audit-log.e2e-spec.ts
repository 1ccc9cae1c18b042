import sharp from 'sharp';
import { AuditService } from '../server/src/audit/audit.service';
import { AuditEntryRecord } from '../server/src/audit/audit-entry.schema';
import { StaffRole } from '../server/src/common/access/permissions';
import { ConfigError, loadConfig } from '../server/src/config/app-config';
import { ConfirmationsService } from '../server/src/confirmations/confirmations.service';
import { TestShop } from './support/test-shop';

type Change = { field: string; from: unknown; to: unknown };
type Entry = {
  id: string;
  at: string;
  actor: { kind: string; id: string; name: string; staffRole?: string };
  ip: string;
  entity: string;
  entityId: string;
  entityLabel: string;
  action: string;
  summary: string;
  changes: Change[];
};

const DAY_MS = 86_400_000;

/**
 * The audit log: every write by staff (orders, catalogue, settings, accounts, blocklist, courier cash) and by the
 * sweeps that change orders is recorded with who, when, from where and what changed; secrets never are; Owners
 * and Managers read it, filtered and paged; entries older than AUDIT_KEEP_DAYS are pruned.
 */
describe('Audit log', () => {
  let shop: TestShop;
  let owner: string;
  let manager: { token: string; id: string };

  beforeAll(async () => {
    shop = await TestShop.start();
    owner = await shop.login('admin@volt.demo', 'admin123');
    manager = await shop.staffMember(StaffRole.MANAGER, 'Mariam Manager');
  });
  afterAll(() => shop.stop());

  /** The log's entries about one record, newest first, as the Owner reads them over REST. */
  async function entriesOf(entityId: string, entity?: string): Promise<Entry[]> {
    const query = new URLSearchParams({ entityId, limit: '100', ...(entity ? { entity } : {}) });
    const answer = await shop.get(`/api/v1/admin/audit?${query}`, { token: owner });
    expect(answer.status).toBe(200);
    return answer.body.data as Entry[];
  }

  /** The entry about `entityId` with `action`; fails the test when there is none. */
  async function entryOf(entityId: string, action: string): Promise<Entry> {
    const entries = await entriesOf(entityId);
    const found = entries.find((entry) => entry.action === action);
    if (!found)
      throw new Error(`no '${action}' entry for ${entityId}: ${JSON.stringify(entries.map((e) => e.action))}`);
    return found;
  }

  const placedOrder = () => shop.placeGuestOrder();

  function productForm(fields: Record<string, string>, image?: Buffer): FormData {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    if (image) form.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'front.png');
    return form;
  }

  test("a Manager's price change: who, when, from which address, price 1200 → 1050", async () => {
    const product = await shop.newProduct(5, 1200);
    const startedAt = Date.now();
    const answer = await shop.putForm(
      `/api/v1/admin/products/${product.id}`,
      productForm({
        name: product.name,
        description: 'A cable for tests.',
        price: '1050',
        category: 'Cables',
        brand: 'Anker',
        condition: 'new',
        featured: 'false',
        trendy: 'false',
        stockQuantity: '5',
      }),
      manager.token,
    );
    expect(answer.status).toBe(200);

    const [entry] = await entriesOf(product.id, 'product');
    expect(entry).toMatchObject({
      actor: { kind: 'staff', id: manager.id, name: 'Mariam Manager', staffRole: 'MANAGER' },
      entity: 'product',
      entityId: product.id,
      entityLabel: product.name,
      action: 'update',
    });
    expect(entry.ip).toMatch(/127\.0\.0\.1/);
    expect(new Date(entry.at).getTime()).toBeGreaterThanOrEqual(startedAt - 1000);
    expect(new Date(entry.at).getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    expect(entry.changes).toContainEqual({ field: 'price', from: 1200, to: 1050 });
    expect(entry.summary).toContain('Price 1,200 → 1,050');

    // GraphQL shows the same entry, values as text.
    const read = await shop.graphql(
      `query($entityId: String) { auditLog(entityId: $entityId, entity: "product") {
         items { actor { name staffRole } ip action summary changes { field from to } }
         pagination { total } } }`,
      { entityId: product.id },
      owner,
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.auditLog.items[0]).toMatchObject({ actor: { name: 'Mariam Manager', staffRole: 'MANAGER' } });
    expect(read.data.auditLog.items[0].changes).toContainEqual({ field: 'price', from: '1200', to: '1050' });
  });

  test('orders: a confirmation call, a status change, shipping, a delete, a courier payment', async () => {
    const id = await placedOrder();
    // A customer's own order is not recorded.
    expect(await entriesOf(id)).toEqual([]);

    await shop.confirmOrder(id, manager.token);
    const confirmed = await entryOf(id, 'confirm');
    expect(confirmed.actor.name).toBe('Mariam Manager');
    expect(confirmed.changes.some((change) => change.field.startsWith('confirmation'))).toBe(true);

    const processing = await shop.put(`/api/v1/orders/guest/${id}/status`, { status: 'Processing' }, { token: owner });
    expect(processing.status).toBe(200);
    const status = await entryOf(id, 'status');
    expect(status.actor).toMatchObject({ kind: 'staff', name: 'Demo Admin', staffRole: 'OWNER' });
    expect(status.changes).toContainEqual({ field: 'status', from: 'Pending', to: 'Processing' });

    const shipped = await shop.post(
      `/api/v1/admin/orders/${id}/ship`,
      { courier: 'tcs', trackingNumber: '779912345678' },
      { token: owner },
    );
    expect(shipped.status).toBe(200);
    const ship = await entryOf(id, 'ship');
    expect(ship.changes).toContainEqual({ field: 'status', from: 'Processing', to: 'Shipped' });
    expect(ship.changes).toContainEqual(
      expect.objectContaining({ field: 'shipment.trackingNumber', to: '779912345678' }),
    );

    expect(
      (await shop.put(`/api/v1/orders/guest/${id}/status`, { status: 'Delivered' }, { token: owner })).status,
    ).toBe(200);
    const paid = await shop.post(
      '/api/v1/admin/remittances',
      { courier: 'tcs', date: '2025-06-20', reference: 'TCS-AUDIT-1', amount: 2400, orderIds: [id] },
      { token: owner },
    );
    expect(paid.status).toBe(201);
    const payments = await shop.get('/api/v1/admin/audit?entity=payment', { token: owner });
    expect(payments.body.data[0]).toMatchObject({
      entity: 'payment',
      action: 'record',
      entityLabel: 'TCS-AUDIT-1',
      actor: { name: 'Demo Admin' },
    });

    const other = await placedOrder();
    expect((await shop.delete(`/api/v1/orders/guest/${other}`, { token: owner })).status).toBe(200);
    const deleted = await entryOf(other, 'delete');
    expect(deleted.actor.name).toBe('Demo Admin');
  });

  test('bulk work: each order of a bulk status change has its entry', async () => {
    const [a, b] = [await placedOrder(), await placedOrder()];
    await shop.confirmOrder(a, owner);
    await shop.confirmOrder(b, owner);
    const bulk = await shop.post(
      '/api/v1/admin/orders/bulk/status',
      { orderIds: [a, b], status: 'Processing' },
      { token: manager.token },
    );
    expect(bulk.body.data).toMatchObject({ ok: 2, failed: 0 });
    for (const id of [a, b])
      expect((await entryOf(id, 'status')).changes).toContainEqual({
        field: 'status',
        from: 'Pending',
        to: 'Processing',
      });
  });

  test('a recording that fails never fails the write it records', async () => {
    const entries = shop.model<AuditEntryRecord>(AuditEntryRecord.name);
    const failing = jest.spyOn(entries, 'insertMany').mockRejectedValueOnce(new Error('audit store away'));
    let id = '';
    try {
      const answer = await shop.graphql(
        'mutation($input: BlockContactInput!) { blockContact(input: $input) { id } }',
        { input: { phone: '0345 1112233', reason: 'Refused twice' } },
        owner,
      );
      expect(answer.errors).toBeUndefined();
      id = answer.data.blockContact.id as string;
      expect(failing).toHaveBeenCalled();
    } finally {
      failing.mockRestore();
    }
    const list = await shop.get('/api/v1/admin/blocklist', { token: owner });
    expect(list.body.data.map((entry: { _id: string }) => entry._id)).toContain(id);
    expect(await entriesOf(id)).toEqual([]);
  });

  test('a confirmation expiry sweep is recorded as the System', async () => {
    const id = await placedOrder();
    const sweeper = shop.shop.app.get(ConfirmationsService);
    expect(await sweeper.sweepExpired(new Date(Date.now() + 49 * 3_600_000))).toBeGreaterThanOrEqual(1);
    const expired = await entryOf(id, 'expire');
    expect(expired).toMatchObject({ actor: { kind: 'system', name: 'System' }, ip: '' });
    expect(expired.changes).toContainEqual({ field: 'status', from: 'Pending', to: 'Cancelled' });

    // Filtered by person: 'system'.
    const system = await shop.get('/api/v1/admin/audit?actorId=system', { token: owner });
    expect(system.status).toBe(200);
    expect(system.body.data.length).toBeGreaterThan(0);
    expect(system.body.data.every((entry: Entry) => entry.actor.kind === 'system')).toBe(true);
  });

  test('the catalogue: a product added, its kinds set, deleted; a category added', async () => {
    const image = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2f80c4' } })
      .png()
      .toBuffer();
    const name = `Audit Charger ${Date.now()}`;
    const created = await shop.postForm(
      '/api/v1/products',
      productForm(
        {
          name,
          description: 'A compact 30 W USB-C charger.',
          price: '2500',
          category: 'Chargers',
          brand: 'Anker',
          condition: 'new',
          featured: 'false',
          trendy: 'false',
          stockQuantity: '10',
        },
        image,
      ),
      manager.token,
    );
    expect(created.status).toBe(201);
    const id = created.body.data._id as string;
    const create = await entryOf(id, 'create');
    expect(create).toMatchObject({ entity: 'product', summary: `Created ${name}`, actor: { name: 'Mariam Manager' } });
    expect(create.changes).toContainEqual({ field: 'price', from: null, to: 2500 });

    const stamp = Date.now();
    const variants = await shop.put(
      `/api/v1/admin/products/${id}/variants`,
      {
        options: [{ name: 'Colour', values: ['Black', 'White'] }],
        variants: [
          { sku: `AUD-${stamp}-B`, values: ['Black'], price: 2500, stockQuantity: 3 },
          { sku: `AUD-${stamp}-W`, values: ['White'], price: 2600, stockQuantity: 2 },
        ],
      },
      { token: manager.token },
    );
    expect([variants.status, variants.body.message]).toEqual([200, expect.anything()]);
    const kinds = (await entriesOf(id, 'product')).find((entry) =>
      entry.changes.some((change) => change.field.startsWith('options') || change.field.startsWith('variants')),
    );
    expect(kinds).toBeDefined();

    expect((await shop.delete(`/api/v1/admin/products/${id}`, { token: manager.token })).status).toBe(200);
    expect((await entryOf(id, 'delete')).summary).toBe(`Deleted ${name}`);

    // A catalogue file: each product it changes has its entry.
    const imported = await shop.newProduct(4, 1200);
    const slug = (await shop.products.findById(imported.id).lean())!.slug;
    const csv =
      'handle,name,description,brand,category,price,compare_at_price,stock,pictures\n' +
      `${slug},${imported.name},A cable for tests.,Anker,Cables,999,1200,9,\n`;
    const importAnswer = await shop.post('/api/v1/admin/products/import', { csv, dryRun: false }, { token: owner });
    expect(importAnswer.body.data).toMatchObject({ imported: true, updated: 1, failed: 0 });
    const importEntry = await entryOf(imported.id, 'update');
    expect(importEntry.changes).toContainEqual({ field: 'discountPrice', from: null, to: 999 });
    expect(importEntry.changes).toContainEqual({ field: 'stockQuantity', from: 4, to: 9 });

    const category = await shop.post('/api/v1/admin/categories', { name: `Audit ${Date.now()}` }, { token: owner });
    expect(category.status).toBe(201);
    const categoryId = (category.body.data._id ?? category.body.data.id) as string;
    expect(await entryOf(categoryId, 'create')).toMatchObject({ entity: 'category', actor: { name: 'Demo Admin' } });
  });

  test('settings, an account blocked, the blocklist: recorded; passwords and secrets never', async () => {
    const current = await shop.get('/api/v1/admin/settings', { token: owner });
    const contact = { ...current.body.data.shop, phone: '+92 42 1111 2222' };
    expect((await shop.put('/api/v1/admin/settings', { shop: contact }, { token: owner })).status).toBe(200);
    const settings = await shop.get('/api/v1/admin/audit?entity=settings', { token: owner });
    expect(settings.body.data[0]).toMatchObject({
      entity: 'settings',
      action: 'update',
      actor: { name: 'Demo Admin' },
    });
    expect(settings.body.data[0].changes).toContainEqual(
      expect.objectContaining({ field: 'shop.phone', to: '+92 42 1111 2222' }),
    );

    // A customer's own writes (registering, a new password) are not recorded.
    const customer = await shop.registerCustomer({ password: 'Sup3rSecretPass!' });
    const changed = await shop.put(
      '/api/v1/user/change-password',
      { currentPassword: 'Sup3rSecretPass!', newPassword: 'An0therSecret!' },
      { token: customer.token },
    );
    expect(changed.status).toBe(200);
    expect(await entriesOf(customer.user._id as string)).toEqual([]);

    const blocked = await shop.put(
      `/api/v1/admin/users/${customer.user._id}/status`,
      { isBlocked: true },
      { token: owner },
    );
    expect(blocked.status).toBe(200);
    const block = await entryOf(customer.user._id as string, 'block');
    expect(block).toMatchObject({
      entity: 'user',
      changes: expect.arrayContaining([{ field: 'isBlocked', from: false, to: true }]),
    });
    // Blocking ends the account's sessions (its token version): recorded without its value.
    for (const change of block.changes.filter((c) => /token/i.test(c.field)))
      expect(change).toMatchObject({ from: '[redacted]', to: '[redacted]' });

    expect((await shop.delete(`/api/v1/admin/users/${customer.user._id}`, { token: owner })).status).toBe(200);
    expect(await entryOf(customer.user._id as string, 'delete')).toMatchObject({
      entity: 'user',
      summary: 'Deleted Test Customer',
    });

    const added = await shop.post(
      '/api/v1/admin/blocklist',
      { phone: '0333 7778899', reason: 'Refused three parcels' },
      { token: manager.token },
    );
    expect(added.status).toBe(201);
    const entryId = added.body.data._id as string;
    expect(await entryOf(entryId, 'block')).toMatchObject({ entity: 'blocklist', actor: { name: 'Mariam Manager' } });
    expect((await shop.delete(`/api/v1/admin/blocklist/${entryId}`, { token: manager.token })).status).toBe(200);
    expect(await entryOf(entryId, 'unblock')).toMatchObject({ entity: 'blocklist' });

    // Over GraphQL alike.
    const viaGraphql = await shop.graphql(
      'mutation($input: BlockContactInput!) { blockContact(input: $input) { id } }',
      { input: { email: 'refuser@example.pk', reason: 'Fake orders' } },
      manager.token,
    );
    expect(viaGraphql.errors).toBeUndefined();
    expect(await entryOf(viaGraphql.data.blockContact.id as string, 'block')).toMatchObject({
      entity: 'blocklist',
      entityLabel: 'refuser@example.pk',
      actor: { name: 'Mariam Manager', staffRole: 'MANAGER' },
    });

    // Nothing in the whole log holds a password, a hash or a token.
    const all = await shop.model<AuditEntryRecord>(AuditEntryRecord.name).find().lean();
    const text = JSON.stringify(all);
    for (const secret of [
      'admin123',
      'Sup3rSecretPass!',
      'An0therSecret!',
      customer.token,
      owner,
      '$2',
      '$argon',
      '$scrypt',
    ])
      expect(text).not.toContain(secret);
    for (const entry of all)
      for (const change of entry.changes)
        if (/pass|hash|token|secret|access.?key/i.test(change.field))
          expect([change.from, change.to]).toEqual(['[redacted]', '[redacted]']);
  });

  test('filters: bad dates, ids and entities are 400s with a message; page size is bounded; newest first', async () => {
    const bad = [
      ['from=2025-13-45', 'from must be a date (YYYY-MM-DD) or a date and time (ISO 8601)'],
      ['to=yesterday', 'to must be a date (YYYY-MM-DD) or a date and time (ISO 8601)'],
      ['from=2025-06-10&to=2025-06-01', 'to must not be before from'],
      ['actorId=robert', "actorId must be a staff member's id or 'system'"],
      ['entityId=12', 'entityId must be a record id'],
      ['entity=planet', expect.stringContaining('entity must be one of: order, product')],
      ['page=0', 'page must be 1 or more'],
      ['from=2025-02-30', 'from must be a date (YYYY-MM-DD) or a date and time (ISO 8601)'],
      ['to=2025-06-01T25:00:00Z', 'to must be a date (YYYY-MM-DD) or a date and time (ISO 8601)'],
      ['limit=0', 'limit must be 1 or more'],
      ['actorId=a&actorId=b', 'actorId must be text'],
    ] as const;
    for (const [query, message] of bad) {
      const answer = await shop.get(`/api/v1/admin/audit?${query}`, { token: owner });
      expect({ query, status: answer.status, message: answer.body.message }).toEqual({ query, status: 400, message });
    }
    const graphqlBad = await shop.graphql('{ auditLog(from: "soon") { pagination { total } } }', {}, owner);
    expect(graphqlBad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });

    const big = await shop.get('/api/v1/admin/audit?limit=5000', { token: owner });
    expect(big.status).toBe(200);
    expect(big.body.data.length).toBeLessThanOrEqual(100);
    const times = (big.body.data as Entry[]).map((entry) => new Date(entry.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const mine = await shop.get(`/api/v1/admin/audit?actorId=${manager.id}`, { token: owner });
    expect(mine.body.data.length).toBeGreaterThan(0);
    expect(mine.body.data.every((entry: Entry) => entry.actor.id === manager.id)).toBe(true);
    expect(mine.body.actors).toContainEqual(expect.objectContaining({ id: manager.id, name: 'Mariam Manager' }));

    const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10);
    const inRange = await shop.get(`/api/v1/admin/audit?from=${today}&to=${today}`, { token: owner });
    expect(inRange.body.pagination.total).toBeGreaterThan(0);
    const past = await shop.get('/api/v1/admin/audit?from=2020-01-01&to=2020-12-31', { token: owner });
    expect(past.body.pagination.total).toBe(0);
  });

  test('AUDIT_KEEP_DAYS: 400 by default, at least 365', () => {
    expect(loadConfig({}).audit.keepDays).toBe(400);
    expect(loadConfig({ AUDIT_KEEP_DAYS: '730' }).audit.keepDays).toBe(730);
    expect(() => loadConfig({ AUDIT_KEEP_DAYS: '90' })).toThrow('AUDIT_KEEP_DAYS must be at least 365, got 90');
    expect(() => loadConfig({ AUDIT_KEEP_DAYS: 'a year' })).toThrow(ConfigError);
  });

  test('pruning deletes only entries older than AUDIT_KEEP_DAYS', async () => {
    const entries = shop.model<AuditEntryRecord>(AuditEntryRecord.name);
    const now = Date.now();
    const actor = { kind: 'system', id: '', name: 'System' } as const;
    const base = { actor, ip: '', entity: 'order' as const, entityId: '', action: 'status', summary: 'Old' };
    const [old, kept] = await entries.insertMany([
      { ...base, at: new Date(now - 401 * DAY_MS) },
      { ...base, at: new Date(now - 399 * DAY_MS) },
    ]);
    expect(await shop.shop.app.get(AuditService).prune(new Date(now))).toBe(1);
    expect(await entries.countDocuments({ _id: old._id })).toBe(0);
    expect(await entries.countDocuments({ _id: kept._id })).toBe(1);
  });

  test('a Confirmer, a Catalogue member and a customer are refused the log', async () => {
    const confirmer = await shop.staffMember(StaffRole.CONFIRMER);
    const refused = await shop.get('/api/v1/admin/audit', { token: confirmer.token });
    expect([refused.status, refused.body.message]).toEqual([403, 'Access denied. Your role does not allow this.']);
    const catalogue = await shop.staffMember(StaffRole.CATALOGUE);
    expect((await shop.graphql('{ auditLog { pagination { total } } }', {}, catalogue.token)).errors?.[0].message).toBe(
      'Access denied. Your role does not allow this.',
    );
    const customer = await shop.registerCustomer();
    expect((await shop.get('/api/v1/admin/audit', { token: customer.token })).status).toBe(403);
  });
});

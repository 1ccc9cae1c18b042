import { StaffRole } from '../server/src/common/access/permissions';
import { TestShop } from './support/test-shop';

const DENIED = 'Access denied. Your role does not allow this.';

/**
 * What staff roles decide beyond which operations each may call (test/admin-permissions covers those): the
 * statuses a Dispatcher may set, the order fields each role reads, and who may change a staff member's account.
 */
describe('Staff roles: statuses, order fields and staff accounts', () => {
  let shop: TestShop;
  let owner: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    owner = await shop.login('admin@volt.demo', 'admin123');
  });
  afterAll(() => shop.stop());

  const placedOrder = () => shop.placeGuestOrder();

  /** A confirmed guest order; answers its id. */
  async function confirmedOrder(): Promise<string> {
    const id = await placedOrder();
    await shop.confirmOrder(id, owner);
    return id;
  }

  const ORDER = 'query($id: ID!) { order(id: $id) { id status canCancel allowedNextStatuses risk { level } } }';

  test('a Dispatcher moves a confirmed order to Processing and Shipped, and nothing else', async () => {
    const dispatcher = await shop.staffMember(StaffRole.DISPATCHER);
    const id = await confirmedOrder();

    const seen = await shop.graphql(ORDER, { id }, dispatcher.token);
    expect(seen.data.order).toMatchObject({ canCancel: false, allowedNextStatuses: ['Processing', 'Shipped'] });
    expect(seen.data.order.risk).not.toBeNull();

    const cancel = await shop.put(`/api/v1/orders/${id}/status`, { status: 'Cancelled' }, { token: dispatcher.token });
    expect(cancel.status).toBe(403);
    expect(cancel.body).toEqual({ success: false, message: DENIED });
    const deleted = await shop.delete(`/api/v1/admin/orders/${id}`, { token: dispatcher.token });
    expect(deleted.status).toBe(403);

    const processing = await shop.put(
      `/api/v1/orders/${id}/status`,
      { status: 'Processing' },
      { token: dispatcher.token },
    );
    expect(processing.status).toBe(200);
    expect(processing.body.data.status).toBe('Processing');
    const delivered = await shop.graphql(
      'mutation($id: ID!) { setOrderStatus(id: $id, status: Delivered) { status } }',
      { id },
      dispatcher.token,
    );
    expect(delivered.errors?.[0]).toMatchObject({ message: DENIED, extensions: { code: 'FORBIDDEN' } });
    expect((await shop.model<{ status: string }>('OrderRecord').findById(id).lean())!.status).toBe('Processing');

    // An Owner (and a Manager) still set any status.
    const manager = await shop.staffMember(StaffRole.MANAGER);
    const asManager = await shop.graphql(ORDER, { id }, manager.token);
    expect(asManager.data.order.canCancel).toBe(true);
    expect(asManager.data.order.allowedNextStatuses).toEqual(
      expect.arrayContaining(['Shipped', 'Delivered', 'Cancelled']),
    );
  });

  test('staff who do not read orders find none; a Confirmer reads the risk but may move nothing', async () => {
    const id = await confirmedOrder();
    const catalogue = await shop.staffMember(StaffRole.CATALOGUE);
    const asCatalogue = await shop.graphql(ORDER, { id }, catalogue.token);
    expect(asCatalogue.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await shop.get(`/api/v1/orders/${id}`, { token: catalogue.token })).status).toBe(404);

    const confirmer = await shop.staffMember(StaffRole.CONFIRMER);
    const asConfirmer = await shop.graphql(ORDER, { id }, confirmer.token);
    expect(asConfirmer.data.order).toMatchObject({ canCancel: false, allowedNextStatuses: [] });
    expect(asConfirmer.data.order.risk).not.toBeNull();
  });

  test('each account says what it may do', async () => {
    const accountant = await shop.staffMember(StaffRole.ACCOUNTANT);
    const me = await shop.graphql('{ me { role staffRole permissions } }', undefined, accountant.token);
    expect(me.data.me).toEqual({
      role: 'admin',
      staffRole: 'ACCOUNTANT',
      permissions: [
        'dashboard:read',
        'orders:read',
        'orders:export',
        'customers:phones',
        'payments:read',
        'payments:write',
      ],
    });
    // An admin made before staff roles existed is an Owner.
    const asOwner = await shop.graphql('{ me { staffRole permissions } }', undefined, owner);
    expect(asOwner.data.me.staffRole).toBe('OWNER');
    expect(asOwner.data.me.permissions).toContain('staff:manage');
    const customer = await shop.registerCustomer();
    const asCustomer = await shop.graphql('{ me { staffRole permissions } }', undefined, customer.token);
    expect(asCustomer.data.me).toEqual({ staffRole: null, permissions: [] });
    // REST: a customer's profile keeps the specification's shape.
    const profile = await shop.get('/api/v1/user/profile', { token: customer.token });
    expect(Object.keys(profile.body.data.user).sort()).toEqual(
      ['_id', 'address', 'createdAt', 'email', 'isBlocked', 'name', 'phone', 'role'].sort(),
    );
  });

  test("a Manager blocks customers but not staff; only an Owner changes a staff member's account", async () => {
    const manager = await shop.staffMember(StaffRole.MANAGER);
    const confirmer = await shop.staffMember(StaffRole.CONFIRMER);
    const customer = await shop.registerCustomer();
    const blockCustomer = await shop.put(
      `/api/v1/admin/users/${customer.user._id}/status`,
      { isBlocked: true },
      { token: manager.token },
    );
    expect(blockCustomer.status).toBe(200);
    for (const target of [
      confirmer.id,
      (await shop.get('/api/v1/user/profile', { token: owner })).body.data.user._id,
    ]) {
      const block = await shop.put(
        `/api/v1/admin/users/${target}/status`,
        { isBlocked: true },
        { token: manager.token },
      );
      expect(block.status).toBe(403);
      expect(block.body.message).toBe(DENIED);
      expect((await shop.delete(`/api/v1/admin/users/${target}`, { token: manager.token })).status).toBe(403);
    }
    expect(await shop.users.exists({ _id: confirmer.id, isBlocked: false })).toBeTruthy();
    const byOwner = await shop.put(`/api/v1/admin/users/${confirmer.id}/status`, { isBlocked: true }, { token: owner });
    expect(byOwner.status).toBe(200);
  });

  test("a Confirmer sees customers' phones masked until they call, and each showing is recorded", async () => {
    const id = await placedOrder();
    const confirmer = await shop.staffMember(StaffRole.CONFIRMER, 'Sana');
    const ORDER_PHONE =
      'query($id: ID!) { order(id: $id) { shippingAddress { phone } confirmation { whatsappUrl phoneReveals { byName } } } }';

    const masked = await shop.graphql(ORDER_PHONE, { id }, confirmer.token);
    expect(masked.data.order.shippingAddress.phone).toBe('0301 •••3344');
    expect(masked.data.order.confirmation).toEqual({ whatsappUrl: null, phoneReveals: [] });
    const queue = await shop.graphql(
      '{ confirmationQueue(limit: 50) { items { id shippingAddress { phone } } } }',
      undefined,
      confirmer.token,
    );
    const inQueue = queue.data.confirmationQueue.items.find((order: { id: string }) => order.id === id);
    expect(inQueue.shippingAddress.phone).toBe('0301 •••3344');
    const rest = await shop.get(`/api/v1/admin/orders/${id}`, { token: confirmer.token });
    expect(rest.body.data.shippingAddress.phone).toBe('0301 •••3344');
    expect(rest.body.data.confirmation.whatsappUrl).toBeNull();
    expect(JSON.stringify(rest.body)).not.toContain('2223344');
    const list = await shop.get('/api/v1/orders/admin/guest-orders?limit=100', { token: confirmer.token });
    expect(JSON.stringify(list.body)).not.toContain('2223344');

    const revealed = await shop.graphql(
      'mutation($id: ID!) { revealCustomerPhone(orderId: $id) { phone whatsappUrl } }',
      { id },
      confirmer.token,
    );
    expect(revealed.data.revealCustomerPhone.phone).toBe('0301 2223344');
    expect(revealed.data.revealCustomerPhone.whatsappUrl).toMatch(/^https:\/\/wa\.me\/923012223344\?text=/);
    const byRest = await shop.post(`/api/v1/admin/orders/${id}/phone-reveals`, {}, { token: confirmer.token });
    expect(byRest.body.data.phone).toBe('0301 2223344');

    // The Owner sees the number in full, and who was shown it.
    const asOwner = await shop.graphql(ORDER_PHONE, { id }, owner);
    expect(asOwner.data.order.shippingAddress.phone).not.toContain('•');
    expect(asOwner.data.order.confirmation.whatsappUrl).toMatch(/^https:\/\/wa\.me\//);
    expect(asOwner.data.order.confirmation.phoneReveals).toEqual([{ byName: 'Sana' }, { byName: 'Sana' }]);
    // Staff who may not confirm cannot ask for it.
    const catalogue = await shop.staffMember(StaffRole.CATALOGUE);
    const refused = await shop.post(`/api/v1/admin/orders/${id}/phone-reveals`, {}, { token: catalogue.token });
    expect(refused.status).toBe(403);
  });
});

import { StaffRole } from '../server/src/common/access/permissions';
import { TestShop } from './support/test-shop';

const TAKE = `mutation($input: TakeOrderInput!) {
  takeOrder(input: $input) {
    accessKey
    order {
      id isGuestOrder status totalAmount notes
      takenBy { name channel }
      statusHistory { status changedByName changedByRole note }
      confirmation { status channel attempts { outcome byName } }
      items { productId quantity }
    }
  }
}`;

/**
 * Orders staff take for customers by phone or WhatsApp: the checkout's own rules, risk and stock, recorded as taken
 * by the staff member (GraphQL `takeOrder`, REST `POST /api/v1/admin/orders/taken`).
 */
describe('Orders taken by phone or WhatsApp', () => {
  let shop: TestShop;
  let owner: string;
  let phoneCounter = 0;

  beforeAll(async () => {
    shop = await TestShop.start();
    owner = await shop.login('admin@volt.demo', 'admin123');
  });
  afterAll(() => shop.stop());

  const customer = () => ({
    name: 'Ayesha Khan',
    phone: `0333 40000${String(++phoneCounter).padStart(2, '0')}`,
    address: 'Flat 4, Block 13, Gulshan-e-Iqbal',
    city: 'Karachi',
  });

  test('a Confirmer takes an order the customer confirmed on the call: a guest order, taken by them, confirmed', async () => {
    const confirmer = await shop.staffMember(StaffRole.CONFIRMER, 'Hina');
    const product = await shop.productWithStock(5, 1200);
    const answer = await shop.graphql(
      TAKE,
      {
        input: {
          items: [{ product, quantity: 2 }],
          shippingAddress: customer(),
          channel: 'WHATSAPP',
          customerConfirmed: true,
          expectedTotal: 2400,
          notes: 'Deliver after 5 pm',
        },
      },
      confirmer.token,
    );
    expect(answer.errors).toBeUndefined();
    const { order, accessKey } = answer.data.takeOrder;
    expect(accessKey).toEqual(expect.any(String));
    expect(order).toMatchObject({
      isGuestOrder: true,
      status: 'Pending',
      totalAmount: 2400,
      notes: 'Deliver after 5 pm',
      takenBy: { name: 'Hina', channel: 'whatsapp' },
      statusHistory: [{ status: 'Pending', changedByName: 'Hina', changedByRole: 'admin', note: 'Taken by WhatsApp' }],
      confirmation: { status: 'CONFIRMED', channel: 'CALL', attempts: [{ outcome: 'CONFIRMED', byName: 'Hina' }] },
    });
    expect(await shop.stockOf(product)).toBe(3);
    // Customers and guests never see who took it.
    const asGuest = await shop.graphql(
      'query($id: ID!, $key: String) { order(id: $id, accessKey: $key) { takenBy { name } } }',
      {
        id: order.id,
        key: accessKey,
      },
    );
    expect(asGuest.data.order.takenBy).toBeNull();
  });

  test('the Owner takes one by phone through REST, left awaiting its confirmation', async () => {
    const product = await shop.productWithStock(5, 900);
    const answer = await shop.post(
      '/api/v1/admin/orders/taken',
      { items: [{ product, quantity: 1 }], shippingAddress: customer() },
      { token: owner },
    );
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      success: true,
      message: 'Order placed successfully',
      data: {
        isGuestOrder: true,
        takenBy: { name: 'Demo Admin', channel: 'phone' },
        confirmation: { status: 'awaiting' },
      },
    });
    expect(answer.body.data.accessKey).toEqual(expect.any(String));
  });

  test("the checkout's rules apply, and a refused order writes nothing", async () => {
    const confirmer = await shop.staffMember(StaffRole.CONFIRMER);
    const product = await shop.productWithStock(2, 1000);
    const orders = () => shop.model('OrderRecord').countDocuments();
    const before = await orders();
    const take = (input: Record<string, unknown>) =>
      shop.post('/api/v1/admin/orders/taken', input, { token: confirmer.token });

    const short = await take({ items: [{ product, quantity: 3 }], shippingAddress: customer() });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^Only 2 left in stock for /);
    const noPhone = await take({ items: [{ product, quantity: 1 }], shippingAddress: { ...customer(), phone: '' } });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.message).toBe('Phone is required');
    const changed = await take({ items: [{ product, quantity: 1 }], shippingAddress: customer(), expectedTotal: 1 });
    expect(changed.status).toBe(409);
    const badChannel = await take({ items: [{ product, quantity: 1 }], shippingAddress: customer(), channel: 'fax' });
    expect(badChannel.status).toBe(400);
    expect(badChannel.body.message).toBe('channel must be phone or whatsapp');

    const blocked = customer();
    expect(
      (await shop.post('/api/v1/admin/blocklist', { phone: blocked.phone, reason: 'fake orders' }, { token: owner }))
        .status,
    ).toBe(201);
    const refused = await take({ items: [{ product, quantity: 1 }], shippingAddress: blocked });
    expect(refused.status).toBe(422);

    expect(await orders()).toBe(before);
    expect(await shop.stockOf(product)).toBe(2);
  });

  test('staff whose role does not take orders are refused, and staff still cannot check out for themselves', async () => {
    const product = await shop.productWithStock(5, 1000);
    for (const role of [StaffRole.DISPATCHER, StaffRole.ACCOUNTANT, StaffRole.CATALOGUE]) {
      const member = await shop.staffMember(role);
      const answer = await shop.post(
        '/api/v1/admin/orders/taken',
        { items: [{ product, quantity: 1 }], shippingAddress: customer() },
        { token: member.token },
      );
      expect({ role, status: answer.status }).toEqual({ role, status: 403 });
    }
    const own = await shop.post(
      '/api/v1/orders',
      { items: [{ product, quantity: 1 }], shippingAddress: { ...customer(), email: 'admin@volt.demo' } },
      { token: owner },
    );
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('Admins cannot place orders. Please use a customer account.');
    expect(await shop.stockOf(product)).toBe(5);
  });
});

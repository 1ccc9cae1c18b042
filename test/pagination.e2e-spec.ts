import { findPage } from '../server/src/common/pagination/pagination';
import { soldAsOne, TestShop } from './support/test-shop';

/**
 * findPage answers a page and its total in one `$facet` command (common/pagination/pagination.ts): the same
 * records, order and total as a find and a count, and never the paths the schema hides (`select: false`).
 */
describe('One command per page', () => {
  let shop: TestShop;
  let admin: string;
  beforeAll(async () => {
    shop = await TestShop.start();
    admin = await shop.login('admin@volt.demo', 'admin123');
    const product = (await shop.get('/api/v1/products?limit=20&inStock=true')).body.data.find(soldAsOne)._id;
    for (let i = 0; i < 3; i++) {
      const placed = await shop.post('/api/v1/orders', {
        items: [{ product, quantity: 1 }],
        shippingAddress: {
          name: `Page Test ${i}`,
          email: `page${i}@example.pk`,
          phone: `0300 55500${10 + i}`,
          address: `House ${i + 1}, Street 4`,
          city: 'Lahore',
        },
      });
      expect(placed.status).toBe(201);
    }
    await shop.registerCustomer({ name: 'Page Customer' });
  }, 60_000);
  afterAll(() => shop.stop());

  test('orders and users: the page, order and total a find and a count give; hidden paths left out', async () => {
    const orders = shop.model<Record<string, unknown>>('OrderRecord');
    const filter = { isGuestOrder: true };
    const sort = { createdAt: -1 as const, _id: -1 as const };
    for (const [page, limit] of [
      [1, 2],
      [2, 2],
      [1, 100],
    ]) {
      const answer = await findPage(orders, { filter, sort, page, limit }, (record: Record<string, unknown>) => record);
      const expected = await orders
        .find(filter)
        .sort(sort)
        .skip((page - 1) * limit)
        .limit(limit)
        .lean();
      expect(answer.items.map((o) => String(o._id))).toEqual(expected.map((o) => String(o._id)));
      expect(answer.pagination.total).toBe(await orders.countDocuments(filter));
      for (const record of answer.items) {
        expect(record).not.toHaveProperty('accessKeyHash');
        expect(record).not.toHaveProperty('client');
        expect(record).not.toHaveProperty('idempotency');
        expect(record).toHaveProperty('orderNumber');
      }
    }

    const users = await findPage(
      shop.users,
      { filter: {}, sort: { createdAt: -1, _id: -1 }, page: 1, limit: 100 },
      (record: Record<string, unknown>) => record,
    );
    expect(users.pagination.total).toBe(await shop.users.countDocuments());
    expect(users.items.length).toBe(users.pagination.total);
    for (const user of users.items) {
      expect(user).not.toHaveProperty('passwordHash');
      expect(user).toHaveProperty('email');
    }
  });

  test('a filter is cast by the schema as find casts it (string ids, dates); no match is a total of 0', async () => {
    const orders = shop.model<Record<string, unknown>>('OrderRecord');
    const some = (await orders.findOne({ isGuestOrder: true }).lean())!;
    const byId = await findPage(
      orders,
      {
        filter: { _id: String(some._id), createdAt: { $lte: new Date().toISOString() } },
        sort: { _id: 1 },
        page: 1,
        limit: 10,
      },
      (record: Record<string, unknown>) => record,
    );
    expect(byId.items.map((o) => String(o._id))).toEqual([String(some._id)]);
    const none = await findPage(
      orders,
      { filter: { orderNumber: 'no-such-order' }, sort: { _id: 1 }, page: 1, limit: 10 },
      (record: Record<string, unknown>) => record,
    );
    expect(none).toEqual({ items: [], pagination: { page: 1, pages: 1, total: 0, hasNext: false, hasPrev: false } });
  });

  test('the REST admin lists answer the same through it', async () => {
    const list = await shop.get('/api/v1/orders/admin/guest-orders?page=1&limit=2', { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(2);
    expect(list.body.pagination).toMatchObject({ page: 1, total: 3, pages: 2, hasNext: true, hasPrev: false });
    expect(list.text).not.toMatch(/accessKeyHash|idempotency|passwordHash/);
  });
});

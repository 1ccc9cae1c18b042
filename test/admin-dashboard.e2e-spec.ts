import { TestShop } from './support/test-shop';

/**
 * The admin dashboard's revenue over HTTP (REST and GraphQL): cash on delivery is money once the rider has
 * collected it, so only Delivered orders count; waiting, unconfirmed, shipped, returned and cancelled ones do not.
 */
describe('Admin dashboard revenue', () => {
  let shop: TestShop;
  let admin: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    admin = await shop.login('admin@volt.demo', 'admin123');
  });
  afterAll(() => shop.stop());

  async function orderIn(status: string, amount: number) {
    const created = await shop.products.create({
      slug: `revenue-${status.toLowerCase()}-${Date.now()}-${Math.random().toString(16).slice(2)}`,
      name: `Revenue Cable ${status} ${Math.random().toString(16).slice(2, 8)}`,
      description: 'A cable for revenue tests.',
      brand: 'Anker',
      category: 'Cables',
      price: amount,
      finalPrice: amount,
      images: ['/images/demo/test.webp'],
      stockQuantity: 5,
    });
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product: String(created._id), quantity: 1 }],
      shippingAddress: { name: 'Revenue Buyer', phone: '0300 7770001', address: 'House 3, Street 9', city: 'Lahore' },
    });
    expect(placed.status).toBe(201);
    const id = placed.body.data._id as string;
    if (status !== 'Pending') {
      if (status !== 'Cancelled') await shop.confirmOrder(id, admin);
      const moved = await shop.put(`/api/v1/orders/${id}/status`, { status }, { token: admin });
      expect(moved.status).toBe(200);
    }
    return placed.body.data.totalAmount as number;
  }

  test('counts Delivered orders only, the same in REST and GraphQL, and names the statuses it counts', async () => {
    // One order in each status the old hint got wrong: an unconfirmed Pending one, a Returned one.
    for (const [status, amount] of [
      ['Pending', 1100],
      ['Shipped', 1300],
      ['Delivered', 2700],
      ['Returned', 1900],
      ['Cancelled', 2300],
    ] as const)
      await orderIn(status, amount);

    const stored = await shop
      .model<{ status: string; totalAmount: number; createdAt: Date }>('OrderRecord')
      .find()
      .lean();
    const sumOf = (keep: (status: string) => boolean) =>
      stored.filter((order) => keep(order.status)).reduce((sum, order) => sum + order.totalAmount, 0);
    const delivered = sumOf((status) => status === 'Delivered');
    // The figure a merchant means differs from "every order except cancelled ones" here.
    expect(delivered).not.toBe(sumOf((status) => status !== 'Cancelled'));
    expect(delivered).not.toBe(sumOf((status) => status !== 'Cancelled' && status !== 'Returned'));

    const rest = await shop.get('/api/v1/admin/dashboard', { token: admin });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ totalRevenue: delivered, revenueStatuses: ['Delivered'] });

    const gql = await shop.graphql(
      '{ adminDashboard { totalRevenue revenueStatuses dailyFigures { day orders revenue } } }',
      undefined,
      admin,
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.adminDashboard).toMatchObject({ totalRevenue: delivered, revenueStatuses: ['Delivered'] });
    // Today's bar: the delivered order placed today (2,700) and no other order placed today.
    const today = gql.data.adminDashboard.dailyFigures.at(-1);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(new Date());
    const placedToday = stored.filter(
      (order) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Karachi' }).format(order.createdAt) === day,
    );
    expect(today).toEqual({
      day,
      orders: placedToday.length,
      revenue: placedToday.filter((order) => order.status === 'Delivered').reduce((sum, o) => sum + o.totalAmount, 0),
    });
    expect(today.revenue).toBeGreaterThanOrEqual(2700);
  });

  test('the dashboard is for admins: 401 without a session, 403 for a customer', async () => {
    expect((await shop.get('/api/v1/admin/dashboard')).status).toBe(401);
    const customer = await shop.registerCustomer({ name: 'Curious Buyer' });
    expect((await shop.get('/api/v1/admin/dashboard', { token: customer.token })).status).toBe(403);
  });
});

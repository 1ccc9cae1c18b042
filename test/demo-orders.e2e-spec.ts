import { ConfirmationsService } from '../server/src/confirmations/confirmations.service';
import { SeedService } from '../server/src/demo/seed.service';
import { TestShop } from './support/test-shop';

const DASHBOARD = `{ adminDashboard {
  totalOrders storageNotice dailyFigures { day orders }
  codFigures { days orders confirmed declinedOrExpired delivered returned cashDelivered cashOut
    byCity { city orders } byRisk { level orders } }
} }`;

/** Issue 14, item 10: a fresh demo store starts with about a month of orders. */
describe('Demo orders', () => {
  let shop: TestShop;
  let admin: string;

  beforeAll(async () => {
    // The embedded database's notice from 50 orders on: the demo month holds more.
    shop = await TestShop.start({}, { DEMO_ORDERS: 'on', EMBEDDED_ORDERS_NOTICE: '50' });
    admin = await shop.login('admin@volt.demo', 'admin123');
  });
  afterAll(() => shop.stop());

  const orders = () => shop.model<any>('OrderRecord');

  test('about a month of orders: every status and confirmation state, several cities, guests and the demo customer', async () => {
    const all = await orders().find().lean();
    expect(all.length).toBeGreaterThanOrEqual(60);
    const statuses = new Set(all.map((order: any) => order.status));
    expect([...statuses].sort()).toEqual(['Cancelled', 'Delivered', 'Pending', 'Processing', 'Returned', 'Shipped']);
    const confirmations = new Set(all.map((order: any) => order.confirmation?.status));
    expect([...confirmations].sort()).toEqual(['awaiting', 'confirmed', 'declined', 'expired']);
    expect(new Set(all.map((order: any) => order.shippingAddress.city)).size).toBeGreaterThanOrEqual(5);
    const oldest = Math.min(...all.map((order: any) => order.createdAt.getTime()));
    expect(Date.now() - oldest).toBeGreaterThan(20 * 24 * 3600_000);
    expect(Date.now() - oldest).toBeLessThan(31 * 24 * 3600_000);
    expect(all.some((order: any) => order.isGuestOrder)).toBe(true);
    // Every order is scored, and the risk levels differ.
    expect(all.every((order: any) => ['low', 'medium', 'high'].includes(order.risk?.level))).toBe(true);
    expect(new Set(all.map((order: any) => order.risk.level)).size).toBe(3);
    // Every order's total is its lines' sum (free delivery by default).
    for (const order of all)
      expect(order.totalAmount).toBeCloseTo(
        order.items.reduce((sum: number, line: any) => sum + line.price * line.quantity, 0),
        2,
      );

    const customer = await shop.login('customer@volt.demo', 'customer123');
    const mine = await shop.get('/api/v1/orders/my-orders?limit=50', { token: customer });
    expect(mine.body.data.length).toBeGreaterThan(0);
  });

  test('waiting orders keep their 48-hour window and a working link: the expiry sweep leaves them in the queue', async () => {
    const waiting = await orders().find({ status: 'Pending', 'confirmation.status': 'awaiting' }).lean();
    expect(waiting.length).toBeGreaterThan(0);
    for (const order of waiting)
      expect(order.confirmation.expiresAt.getTime()).toBe(order.createdAt.getTime() + 48 * 3600_000);
    await expect(shop.shop.app.get(ConfirmationsService).sweepExpired(new Date())).resolves.toBe(0);
    const queue = await shop.get('/api/v1/admin/confirmations', { token: admin });
    expect(queue.body.pagination.total).toBe(waiting.length);
    // Their links (what Send on WhatsApp carries) open the confirmation page.
    const link: string = queue.body.data[0].confirmation.link;
    const page = await shop.get(`/api/v1/confirmations/${link.split('/confirm/')[1]}`);
    expect(page.status).toBe(200);
    expect(page.body.data.canDecide).toBe(true);
  });

  test('the units of orders still in the shop are taken from stock; a returned parcel is on the list', async () => {
    const holding = await orders()
      .find({ status: { $in: ['Pending', 'Processing', 'Shipped'] } })
      .lean();
    expect(holding.every((order: any) => order.stockTaken)).toBe(true);
    const returned = await orders().find({ status: 'Returned' }).lean();
    expect(returned.length).toBeGreaterThan(0);
    expect(returned.every((order: any) => !order.stockTaken)).toBe(true);
  });

  test('a blocked repeat refuser: on the blocklist, refused at checkout in another written form', async () => {
    const list = await shop.get('/api/v1/admin/blocklist', { token: admin });
    expect(list.body.data).toEqual([expect.objectContaining({ kind: 'phone', value: '+923219876543' })]);
    const refuser = await orders().find({ 'client.phone': '+923219876543' }).lean();
    expect(refuser.length).toBeGreaterThanOrEqual(2);
    const product = await shop.products.findOne({ stockQuantity: { $gte: 5 } }).lean();
    const refused = await shop.post('/api/v1/orders', {
      items: [{ product: String(product!._id), quantity: 1 }],
      shippingAddress: { name: 'Prank Caller', phone: '0321-9876543', address: 'House 1, Saddar', city: 'Karachi' },
    });
    expect(refused.status).toBe(422);
  });

  test('the dashboard, its 14-day chart and the COD figures show the demo month', async () => {
    const { data, errors } = await shop.graphql(DASHBOARD, undefined, admin);
    expect(errors).toBeUndefined();
    const dashboard = data.adminDashboard;
    expect(dashboard.dailyFigures.filter((day: { orders: number }) => day.orders > 0).length).toBeGreaterThan(5);
    const cod = dashboard.codFigures;
    expect(cod.days).toBe(30);
    expect(cod.orders).toBeGreaterThan(40);
    for (const field of ['confirmed', 'declinedOrExpired', 'delivered', 'returned', 'cashDelivered'])
      expect({ field, value: cod[field] > 0 }).toEqual({ field, value: true });
    expect(cod.byCity.length).toBeGreaterThanOrEqual(5);
    expect(cod.byCity.length).toBeLessThanOrEqual(10);
    expect(cod.byRisk.map((risk: { level: string }) => risk.level)).toEqual(['low', 'medium', 'high']);
    expect(cod.byRisk.reduce((sum: number, risk: { orders: number }) => sum + risk.orders, 0)).toBe(cod.orders);
    const rest = await shop.get('/api/v1/admin/dashboard', { token: admin });
    expect(rest.body.data.codFigures).toMatchObject({ orders: cod.orders, returned: cod.returned });
    expect(rest.body.data.recentOrders[0].risk.level).toMatch(/^(low|medium|high)$/);
    // On the embedded engine, past EMBEDDED_ORDERS_NOTICE orders, the merchant is asked to move to MongoDB.
    if (shop.shop.store) {
      expect(dashboard.storageNotice).toContain(`keeps its ${dashboard.totalOrders} orders in its built-in database`);
      expect(dashboard.storageNotice).toContain('MONGODB_URI');
    } else expect(dashboard.storageNotice).toBeNull();
    expect(rest.body.data.storageNotice).toBe(dashboard.storageNotice);
  });

  test('never added to a store that already has orders', async () => {
    const before = await orders().countDocuments();
    expect(await shop.shop.app.get(SeedService).seedOrders()).toBe(0);
    expect(await orders().countDocuments()).toBe(before);
  });
});

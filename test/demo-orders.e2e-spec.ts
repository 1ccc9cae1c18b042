import { ConfirmationsService } from '../server/src/confirmations/confirmations.service';
import { DEMO_CATALOGUE } from '../server/src/demo/demo-catalogue';
import { SeedService } from '../server/src/demo/seed.service';
import { TestShop } from './support/test-shop';

const DASHBOARD = `{ adminDashboard {
  totalOrders storageNotice dailyFigures { day orders }
  codFigures { days orders confirmed declinedOrExpired delivered returned cashDelivered cashOut
    byCity { city orders } byRisk { level orders } }
} }`;

/** A fresh demo store starts with about a month of orders. */
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
    const product = await shop.products.findOne({ stockQuantity: { $gte: 5 }, options: { $exists: false } }).lean();
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
      expect(dashboard.storageNotice).toContain('npm run store:move');
      expect(dashboard.storageNotice).toContain('Moving to MongoDB, backups');
    } else expect(dashboard.storageNotice).toBeNull();
    expect(rest.body.data.storageNotice).toBe(dashboard.storageNotice);
  });

  test('no product is left below zero: its stock and the units its orders keep add up to the catalogue', async () => {
    const kept = new Map<string, number>();
    const keep = (key: string, units: number) => kept.set(key, (kept.get(key) ?? 0) + units);
    for (const order of await orders().find({ stockTaken: true }).lean())
      for (const line of order.items) {
        keep(String(line.product), line.quantity);
        if (line.variant) keep(`${String(line.product)}-${line.variant}`, line.quantity);
      }
    const catalogue = new Map(DEMO_CATALOGUE.map((product) => [product.slug, product]));
    const products = await shop.products.find().lean();
    expect(products.filter((product) => product.stockQuantity < 0).map((product) => product.name)).toEqual([]);
    for (const product of products) {
      expect({ product: product.name, total: product.stockQuantity + (kept.get(String(product._id)) ?? 0) }).toEqual({
        product: product.name,
        total: catalogue.get(product.slug)!.stockQuantity,
      });
      // A product sold in kinds: each variant's stock and the units its lines keep add up to that kind's in the
      // catalogue, and the product's stock is still the sum of its variants'.
      const variants = Object.entries(product.variants ?? {});
      for (const [id, variant] of variants)
        expect({
          sku: variant.sku,
          total: variant.stockQuantity + (kept.get(`${String(product._id)}-${id}`) ?? 0),
        }).toEqual({
          sku: variant.sku,
          total: catalogue.get(product.slug)!.variants!.find((kind) => kind.sku === variant.sku)!.stockQuantity,
        });
      if (variants.length > 0)
        expect(variants.reduce((sum, [, variant]) => sum + variant.stockQuantity, 0)).toBe(product.stockQuantity);
    }
    // The admin list (/admin/products) shows what is stored.
    const listed = await shop.get('/api/v1/products?limit=100');
    expect(listed.body.data.every((product: { stockQuantity: number }) => product.stockQuantity >= 0)).toBe(true);
  });

  test('lines of products sold in kinds name their variant, its SKU and option values, as placed orders do', async () => {
    const inKinds = new Map(
      (await shop.products.find({ 'options.0': { $exists: true } }).lean()).map((product) => [
        String(product._id),
        product,
      ]),
    );
    expect(inKinds.size).toBe(DEMO_CATALOGUE.filter((product) => product.options).length);
    const lines = (await orders().find().lean()).flatMap((order: any) =>
      order.items.map((line: any) => ({ ...line, order: order._id, status: order.status })),
    );
    const kindLines = lines.filter((line: any) => inKinds.has(String(line.product)));
    expect(kindLines.length).toBeGreaterThan(0);
    for (const line of kindLines) {
      const product = inKinds.get(String(line.product))!;
      const variant = product.variants![line.variant];
      expect(variant).toBeDefined();
      expect(line).toMatchObject({
        name: product.name,
        sku: variant.sku,
        price: variant.finalPrice,
        options: product.options!.map((option, index) => ({ name: option.name, value: variant.values[index] })),
      });
    }
    expect(lines.filter((line: any) => !inKinds.has(String(line.product))).every((line: any) => !line.variant)).toBe(
      true,
    );
    // The order as the API shows it names the kind: the variant, its SKU and its option values.
    const [line] = kindLines;
    const order = await shop.get(`/api/v1/orders/${String(line.order)}`, { token: admin });
    expect(order.status).toBe(200);
    expect(order.body.data.items).toContainEqual(
      expect.objectContaining({ variantId: line.variant, sku: line.sku, options: line.options }),
    );
  });

  test('shipped, delivered and returned orders carry a courier and tracking number (or an own rider); the rest none', async () => {
    const all = await orders().find().lean();
    for (const order of all) {
      const shipped = ['Shipped', 'Delivered', 'Returned'].includes(order.status);
      const shipment = order.shipment;
      expect({ order: order.orderNumber, status: order.status, shipped: Boolean(shipment?.courier) }).toEqual({
        order: order.orderNumber,
        status: order.status,
        shipped,
      });
      if (!shipped) continue;
      if (shipment.courier === 'own_rider') expect(shipment.riderName).not.toBe('');
      else expect(shipment.trackingNumber).toMatch(/^[A-Z0-9]{8,}$/);
      if (order.status === 'Delivered') expect(shipment.deliveredAt).toBeInstanceOf(Date);
      if (order.status === 'Returned') expect(shipment.returnedAt).toBeInstanceOf(Date);
    }
    const couriers = new Set(all.filter((order: any) => order.shipment).map((order: any) => order.shipment.courier));
    expect(couriers.size).toBeGreaterThanOrEqual(3);
  });

  test("Cash with Couriers: every delivered order is owed by a courier, and the couriers' payments bring it to zero", async () => {
    const before = (await shop.get('/api/v1/admin/remittances/outstanding', { token: admin })).body.data;
    expect(before.total).toBeGreaterThan(0);
    expect(before.byCourier.map((row: { courier: string }) => row.courier)).not.toContain('none');
    const items: Array<{ id: string; courier: string; codAmount: number }> = before.items;
    expect(items).toHaveLength(before.orders);
    for (const [index, courier] of [...new Set(items.map((item) => item.courier))].entries()) {
      const mine = items.filter((item) => item.courier === courier);
      const paid = await shop.graphql(
        `mutation($input: CourierPaymentInput!) { recordCourierPayment(input: $input) { flagged orderNumbers } }`,
        {
          input: {
            courier,
            date: '2025-06-20',
            reference: `DEMO-PAY-${index}`,
            amount: mine.reduce((sum, item) => sum + item.codAmount, 0),
            orderIds: mine.map((item) => item.id),
          },
        },
        admin,
      );
      expect(paid.body.errors).toBeUndefined();
      expect(paid.body.data.recordCourierPayment.orderNumbers).toHaveLength(mine.length);
    }
    const after = await shop.graphql('{ cashOutstanding { total orders } }', undefined, admin);
    expect(after.body.data.cashOutstanding).toEqual({ total: 0, orders: 0 });
  });

  test('never added to a store that already has orders', async () => {
    const before = await orders().countDocuments();
    expect(await shop.shop.app.get(SeedService).seedOrders()).toBe(0);
    expect(await orders().countDocuments()).toBe(before);
  });
});

import { Types } from 'mongoose';
import { TestShop } from './support/test-shop';

const SET_VARIANTS = `mutation ($id: ID!, $input: ProductVariantsInput!) { setProductVariants(id: $id, input: $input) { id name variants { id sku values stockQuantity } } }`;

/**
 * The admin dashboard over HTTP (REST and GraphQL). Its revenue: cash on delivery is money once the rider has
 * collected it, so only Delivered orders count; waiting, unconfirmed, shipped, returned and cancelled ones do not. Its
 * stock alerts and COD figures take each kind of a product sold in kinds on its own.
 */
describe('Admin dashboard', () => {
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

  /** A case in 2 x 2 kinds with these stocks (in grid order: iPhone 15 Black, Blue, iPhone 15 Pro Black, Blue). */
  async function caseInKinds(stocks: number[]) {
    const { id } = await shop.newProduct(0);
    const sku = `CASE-${new Types.ObjectId().toHexString().slice(-6)}`;
    const options = [
      { name: 'Phone model', values: ['iPhone 15', 'iPhone 15 Pro'] },
      { name: 'Colour', values: ['Black', 'Blue'] },
    ];
    const variants = [
      ['iPhone 15', 'Black'],
      ['iPhone 15', 'Blue'],
      ['iPhone 15 Pro', 'Black'],
      ['iPhone 15 Pro', 'Blue'],
    ].map((values, index) => ({
      sku: `${sku}-${index}`,
      values,
      price: 2000,
      stockQuantity: stocks[index],
    }));
    const answer = await shop.graphql(SET_VARIANTS, { id, input: { options, variants } }, admin);
    expect(answer.errors).toBeUndefined();
    return answer.data.setProductVariants as {
      id: string;
      name: string;
      variants: Array<{ id: string; sku: string; values: string[]; stockQuantity: number }>;
    };
  }

  test('stock alerts: a line per variant out of stock or running low while its product has plenty, counted as items', async () => {
    // Every other product well stocked, each kind of those sold in kinds too, so the figures are this test's own.
    await shop.products.updateMany({ 'options.0': { $exists: false } }, { $set: { stockQuantity: 50 } });
    for (const product of await shop.products.find({ 'options.0': { $exists: true } }).lean()) {
      const kinds = Object.keys(product.variants ?? {});
      await shop.products.updateOne(
        { _id: product._id },
        {
          $set: {
            stockQuantity: 50 * kinds.length,
            ...Object.fromEntries(kinds.map((kind) => [`variants.${kind}.stockQuantity`, 50])),
          },
        },
      );
    }
    const asOne = await shop.newProduct(3);
    const kinds = await caseInKinds([40, 2, 0, 30]);
    const [, low, out] = kinds.variants;
    expect(await shop.stockOf(kinds.id)).toBe(72);

    const gql = await shop.graphql(
      `{ adminDashboard { outOfStockCount lowStockCount lowStockThreshold
          stockAlerts { id name brand stockQuantity inStock variantId sku values lineName } } }`,
      undefined,
      admin,
    );
    expect(gql.errors).toBeUndefined();
    const dashboard = gql.data.adminDashboard;
    expect(dashboard).toMatchObject({ outOfStockCount: 1, lowStockCount: 2, lowStockThreshold: 5 });
    expect(dashboard.stockAlerts).toEqual([
      {
        id: kinds.id,
        name: kinds.name,
        brand: 'Anker',
        stockQuantity: 0,
        inStock: false,
        variantId: out.id,
        sku: out.sku,
        values: ['iPhone 15 Pro', 'Black'],
        lineName: `${kinds.name} (iPhone 15 Pro / Black)`,
      },
      {
        id: kinds.id,
        name: kinds.name,
        brand: 'Anker',
        stockQuantity: 2,
        inStock: true,
        variantId: low.id,
        sku: low.sku,
        values: ['iPhone 15', 'Blue'],
        lineName: `${kinds.name} (iPhone 15 / Blue)`,
      },
      {
        id: asOne.id,
        name: asOne.name,
        brand: 'Anker',
        stockQuantity: 3,
        inStock: true,
        variantId: null,
        sku: null,
        values: [],
        lineName: asOne.name,
      },
    ]);

    // REST: the same lines; a product sold as one exactly as REST shows a product, a variant's line naming it.
    const rest = await shop.get('/api/v1/admin/dashboard', { token: admin });
    expect(rest.status).toBe(200);
    expect(rest.body.data).toMatchObject({ outOfStockCount: 1, lowStockCount: 2 });
    const [outLine, lowLine, asOneLine] = rest.body.data.stockAlerts;
    expect(outLine).toMatchObject({
      _id: kinds.id,
      stockQuantity: 0,
      variantId: out.id,
      sku: out.sku,
      values: ['iPhone 15 Pro', 'Black'],
      lineName: `${kinds.name} (iPhone 15 Pro / Black)`,
    });
    expect(lowLine).toMatchObject({ _id: kinds.id, stockQuantity: 2, variantId: low.id });
    expect(asOneLine).toEqual((await shop.get(`/api/v1/products/${asOne.id}`)).body.data);

    // Restocked kinds leave the alerts; the product sold as one stays.
    await caseInKindsRestocked(kinds, 20);
    const after = await shop.graphql(
      '{ adminDashboard { outOfStockCount lowStockCount stockAlerts { id variantId } } }',
      undefined,
      admin,
    );
    expect(after.data.adminDashboard).toEqual({
      outOfStockCount: 0,
      lowStockCount: 1,
      stockAlerts: [{ id: asOne.id, variantId: null }],
    });
  });

  async function caseInKindsRestocked(kinds: Awaited<ReturnType<typeof caseInKinds>>, stock: number) {
    const answer = await shop.graphql(
      SET_VARIANTS,
      {
        id: kinds.id,
        input: {
          options: [
            { name: 'Phone model', values: ['iPhone 15', 'iPhone 15 Pro'] },
            { name: 'Colour', values: ['Black', 'Blue'] },
          ],
          variants: kinds.variants.map(({ id, sku, values }) => ({
            id,
            sku,
            values,
            price: 2000,
            stockQuantity: stock,
          })),
        },
      },
      admin,
    );
    expect(answer.errors).toBeUndefined();
  }

  test('COD figures by item: two kinds of one product apart, each named with its kind and SKU', async () => {
    const kinds = await caseInKinds([10, 10, 10, 10]);
    const [black, blue] = kinds.variants;
    let phone = 0;
    const asOne = await shop.newProduct(10);
    async function orderOf(item: { product: string; variant?: string; quantity?: number }, status: string) {
      const placed = await shop.post('/api/v1/orders', {
        items: [{ quantity: 1, ...item }],
        shippingAddress: {
          name: 'Kinds Buyer',
          phone: `0301 55${String(++phone).padStart(5, '0')}`,
          address: 'House 7, Street 4',
          city: 'Multan',
        },
      });
      expect(placed.status).toBe(201);
      const id = placed.body.data._id as string;
      await shop.confirmOrder(id, admin);
      expect((await shop.put(`/api/v1/orders/${id}/status`, { status }, { token: admin })).status).toBe(200);
    }
    await orderOf({ product: kinds.id, variant: black.id, quantity: 2 }, 'Delivered');
    await orderOf({ product: kinds.id, variant: black.id }, 'Delivered');
    await orderOf({ product: kinds.id, variant: blue.id }, 'Returned');
    await orderOf({ product: kinds.id, variant: blue.id }, 'Delivered');
    await orderOf({ product: asOne.id }, 'Returned');
    await orderOf({ product: asOne.id }, 'Shipped');

    const gql = await shop.graphql(
      '{ adminDashboard { codFigures { byItem { productId variantId name sku orders units delivered returned returnRate } } } }',
      undefined,
      admin,
    );
    expect(gql.errors).toBeUndefined();
    const byItem = gql.data.adminDashboard.codFigures.byItem as Array<{ productId: string }>;
    expect(byItem.filter((item) => item.productId === kinds.id)).toEqual([
      {
        productId: kinds.id,
        variantId: black.id,
        name: `${kinds.name} (iPhone 15 / Black)`,
        sku: black.sku,
        orders: 2,
        units: 3,
        delivered: 2,
        returned: 0,
        returnRate: 0,
      },
      {
        productId: kinds.id,
        variantId: blue.id,
        name: `${kinds.name} (iPhone 15 / Blue)`,
        sku: blue.sku,
        orders: 2,
        units: 2,
        delivered: 1,
        returned: 1,
        returnRate: 0.5,
      },
    ]);
    // A product sold as one is an item too, without a variant or SKU.
    expect(byItem.find((item) => item.productId === asOne.id)).toEqual({
      productId: asOne.id,
      variantId: null,
      name: asOne.name,
      sku: null,
      orders: 2,
      units: 2,
      delivered: 0,
      returned: 1,
      returnRate: 1,
    });

    const rest = await shop.get('/api/v1/admin/dashboard', { token: admin });
    expect(rest.body.data.codFigures.byItem).toEqual(gql.data.adminDashboard.codFigures.byItem);
  });

  test('the dashboard is for admins: 401 without a session, 403 for a customer', async () => {
    expect((await shop.get('/api/v1/admin/dashboard')).status).toBe(401);
    const customer = await shop.registerCustomer({ name: 'Curious Buyer' });
    expect((await shop.get('/api/v1/admin/dashboard', { token: customer.token })).status).toBe(403);
  });
});

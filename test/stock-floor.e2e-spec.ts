import { DEMO_CATALOGUE } from '../server/src/demo/demo-catalogue';
import { SeedService } from '../server/src/demo/seed.service';
import { TestShop } from './support/test-shop';

const PLACE = 'mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id } } }';
const SET_STATUS = 'mutation($id: ID!, $status: OrderStatus!) { setOrderStatus(id: $id, status: $status) { status } }';

/**
 * Stock never goes below zero: orders racing for the last units, status changes giving units back and taking
 * them again at the same time, and the demo month seeded twice at once. After each, a product's stock plus the
 * units its orders keep is what it started with.
 */
describe('Stock never goes below zero', () => {
  let shop: TestShop;
  let admin: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    admin = await shop.login('admin@volt.demo', 'admin123');
  });
  afterAll(() => shop.stop());

  const orders = () => shop.model<any>('OrderRecord');
  let phones = 0;
  const shipping = () => ({
    name: 'Hira Shah',
    phone: `0333${String(7_000_000 + ++phones * 11).padStart(7, '0')}`,
    address: 'House 9, Street 1, Johar Town',
    city: 'Lahore',
  });

  /** The product's stock, and its stock plus the units its orders keep (what it started with, when all is well). */
  async function ledger(product: string) {
    const stock = (await shop.products.findById(product).lean())!.stockQuantity;
    const keeping = await orders().find({ stockTaken: true, 'items.product': product }).lean();
    const kept = keeping
      .flatMap((order: any) => order.items)
      .filter((line: any) => String(line.product) === product)
      .reduce((sum: number, line: any) => sum + line.quantity, 0);
    return { stock, total: stock + kept };
  }

  const placeRest = (product: string) =>
    shop.post('/api/v1/orders', {
      items: [{ product, quantity: 1 }],
      shippingAddress: shipping(),
      paymentMethod: 'COD',
    });
  const placeGraphql = (product: string) =>
    shop.graphql(PLACE, {
      input: { items: [{ product, quantity: 1 }], shippingAddress: shipping(), paymentMethod: 'COD' },
    });

  test('orders racing for the last 3 units over REST and GraphQL: 3 are placed, stock ends at 0', async () => {
    const product = await shop.productWithStock(3);
    const [rest, graphql] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => placeRest(product))),
      Promise.all(Array.from({ length: 6 }, () => placeGraphql(product))),
    ]);
    const placed = rest.filter((answer) => answer.status === 201).length + graphql.filter((a) => a.body.data).length;
    expect(placed).toBe(3);
    for (const answer of rest.filter((a) => a.status !== 201)) expect(answer.status).toBe(400);
    for (const answer of graphql.filter((a) => !a.body.data))
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await ledger(product)).toEqual({ stock: 0, total: 3 });
  });

  test('cancelling, returning and reopening orders while new ones take the freed units never takes more than is there', async () => {
    const product = await shop.productWithStock(4);
    const first = await Promise.all(Array.from({ length: 4 }, () => placeRest(product)));
    const ids: string[] = first.map((answer) => answer.body.data._id);
    for (const id of ids) await shop.confirmOrder(id, admin);
    expect(await ledger(product)).toEqual({ stock: 0, total: 4 });

    for (let round = 0; round < 3; round++) {
      // Two give their units back (Cancelled, Returned) and then, with new orders racing for those units,
      // both are reopened (REST and GraphQL) and the other two flip between Cancelled and Processing.
      await Promise.all([
        shop.put(`/api/v1/orders/guest/${ids[0]}/status`, { status: 'Cancelled' }, { token: admin }),
        shop.graphql(SET_STATUS, { id: ids[1], status: 'Returned' }, admin),
      ]);
      const answers = await Promise.all([
        shop.put(`/api/v1/orders/guest/${ids[0]}/status`, { status: 'Processing' }, { token: admin }),
        shop.graphql(SET_STATUS, { id: ids[1], status: 'Shipped' }, admin),
        shop.put(`/api/v1/orders/guest/${ids[2]}/status`, { status: 'Cancelled' }, { token: admin }),
        shop.graphql(SET_STATUS, { id: ids[3], status: 'Cancelled' }, admin),
        shop.put(`/api/v1/orders/guest/${ids[2]}/status`, { status: 'Processing' }, { token: admin }),
        shop.graphql(SET_STATUS, { id: ids[3], status: 'Delivered' }, admin),
        placeRest(product),
        placeGraphql(product),
      ]);
      // Refusals are 4xx (short of stock, or changed at the same time), never a failure of the shop.
      for (const answer of answers) {
        expect(answer.status).toBeLessThan(500);
        for (const error of answer.body.errors ?? []) expect(error.extensions.code).not.toBe('INTERNAL_SERVER_ERROR');
      }
      const now = await ledger(product);
      expect(now.stock).toBeGreaterThanOrEqual(0);
      expect(now.total).toBe(4);
      // The new orders that won are part of the ledger from here on: cancel them so the next round starts from 0.
      const extra = await orders()
        .find({ 'items.product': product, _id: { $nin: ids }, status: { $ne: 'Cancelled' } })
        .lean();
      for (const order of extra)
        await shop.put(`/api/v1/orders/guest/${order._id}/status`, { status: 'Cancelled' }, { token: admin });
      for (const [index, id] of ids.entries()) {
        const order = await orders().findById(id).lean();
        if (order.stockTaken) continue;
        const back = await shop.put(`/api/v1/orders/guest/${id}/status`, { status: 'Processing' }, { token: admin });
        expect({ index, status: back.status }).toEqual({ index, status: 200 });
      }
      expect(await ledger(product)).toEqual({ stock: 0, total: 4 });
    }
  }, 120_000);

  test('the demo month seeded twice at once (two instances starting on one fresh store) takes each unit once', async () => {
    const fresh = await TestShop.start();
    try {
      const seed = fresh.shop.app.get(SeedService);
      const [a, b] = await Promise.all([seed.seedOrders(), seed.seedOrders()]);
      // Both plan the same month and take product by product in one order: the first product short for the
      // second one refuses it (its units go back), the first one goes on.
      expect(Math.min(a, b)).toBe(0);
      expect(Math.max(a, b)).toBeGreaterThan(60);
      const all = await fresh.model<any>('OrderRecord').find().lean();
      expect(all).toHaveLength(Math.max(a, b));
      const kept = new Map<string, number>();
      for (const order of all.filter((order: any) => order.stockTaken))
        for (const line of order.items)
          kept.set(String(line.product), (kept.get(String(line.product)) ?? 0) + line.quantity);
      const catalogue = new Map(DEMO_CATALOGUE.map((product) => [product.slug, product.stockQuantity]));
      for (const product of await fresh.products.find().lean()) {
        expect({ name: product.name, low: product.stockQuantity < 0 }).toEqual({ name: product.name, low: false });
        expect(product.stockQuantity + (kept.get(String(product._id)) ?? 0)).toBe(catalogue.get(product.slug));
      }
    } finally {
      await fresh.stop();
    }
  }, 120_000);
});

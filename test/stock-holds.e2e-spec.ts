import { Types } from 'mongoose';
import type { RequestContext } from '../server/src/common/access/request-context';
import { CheckoutService } from '../server/src/checkout/checkout.service';
import { OrderStatus } from '../server/src/orders/order-status';
import { OrdersService } from '../server/src/orders/orders.service';
import { HOLD_GRACE_MS, StockHoldsService, StockMove } from '../server/src/orders/stock-holds.service';
import { DurableWrites } from '../server/src/database/durable-writes';
import { waitFor } from './support/processes';
import { TestShop } from './support/test-shop';

/**
 * A process may die at any point of an order's stock move. These freeze one step of a move for good (a
 * mocked write that never answers, as if the process had stopped there), then run the recovery sweep
 * with a clock past the grace period, and check that exactly the right units come back, once.
 */
describe('Stock holds: a crash at any step of a stock move is undone exactly', () => {
  let shop: TestShop;
  let admin: string;
  let checkout: CheckoutService;
  let orders: OrdersService;
  let holds: StockHoldsService;

  beforeAll(async () => {
    shop = await TestShop.start();
    admin = await shop.login('admin@volt.demo', 'admin123');
    checkout = shop.shop.app.get(CheckoutService);
    orders = shop.shop.app.get(OrdersService);
    holds = shop.shop.app.get(StockHoldsService);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    // Each test asserts what it leaves; this keeps a failing one from spilling into the next (sweeps see every product).
    await holds.sweep(afterGrace());
  });
  afterAll(() => shop.stop());

  const guest: RequestContext = { ip: '127.0.0.1' };
  const adminCtx: RequestContext = {
    ip: '127.0.0.1',
    user: { id: new Types.ObjectId().toHexString(), role: 'admin', name: 'Demo Admin', email: 'admin@volt.demo' },
  };
  let phones = 0;
  /** A phone number of its own for each order: the caps and the lock per phone are not what is tested here. */
  const shipping = () => ({
    name: 'Hamza Ali',
    email: 'hamza@example.pk',
    phone: `0300 11${String(++phones).padStart(5, '0')}`,
    address: 'House 5, Block C',
    city: 'Lahore',
  });
  const orderModel = () =>
    shop.model<{
      status: string;
      stockTaken: boolean;
      stockMoves: string[];
      items: Array<{ product: Types.ObjectId }>;
    }>('OrderRecord');
  /** A clock past every hold made so far. */
  const afterGrace = () => new Date(Date.now() + HOLD_GRACE_MS + 1_000);
  /** A step that never comes back: the process died there. */
  const dies = () => new Promise<never>(() => undefined);

  /** Stock and hold bookkeeping of one product. */
  async function stateOf(id: string) {
    const product = (await shop.products.findById(id).select('+holds +holdCount').lean())!;
    return {
      stock: product.stockQuantity,
      holds: Object.keys(product.holds ?? {}).length,
      holdCount: product.holdCount ?? 0,
    };
  }
  const settledAt = (stock: number) => ({ stock, holds: 0, holdCount: 0 });
  const ordersFor = (id: string) =>
    orderModel()
      .find({ 'items.product': new Types.ObjectId(id) })
      .lean();
  /** Waits for a frozen step to be reached. */
  const until = (condition: () => Promise<boolean>) => waitFor(condition, 10_000, 'the frozen step');
  const place = (lines: Array<[string, number]>) =>
    checkout.place(guest, {
      items: lines.map(([product, quantity]) => ({ product, quantity })),
      shippingAddress: shipping(),
    });
  async function placed(id: string, quantity: number) {
    const answer = await shop.post('/api/v1/orders', {
      items: [{ product: id, quantity }],
      shippingAddress: shipping(),
    });
    expect(answer.status).toBe(201);
    return answer.body.data._id as string;
  }
  const setStatus = (order: string, status: string) =>
    shop.put(`/api/v1/orders/guest/${order}/status`, { status }, { token: admin });
  const remove = (order: string) => shop.delete(`/api/v1/orders/guest/${order}`, { token: admin });

  describe('placing', () => {
    test('dying after taking the units, before the order is written: the units come back once, after the grace', async () => {
      const a = await shop.productWithStock(5);
      const b = await shop.productWithStock(4);
      jest.spyOn(orderModel().collection, 'insertOne').mockImplementationOnce(dies);
      void place([
        [a, 2],
        [b, 1],
      ]);
      await until(async () => (await stateOf(b)).stock === 3);
      expect(await stateOf(a)).toEqual({ stock: 3, holds: 1, holdCount: 1 });
      expect((await shop.get(`/api/v1/products/${a}`)).body.data.stockQuantity).toBe(3);

      // Still within the grace: the placement may yet write its order.
      expect(await holds.sweep()).toEqual({ settled: 0, abandoned: 0 });
      expect((await stateOf(a)).stock).toBe(3);

      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 2 });
      expect(await stateOf(a)).toEqual(settledAt(5));
      expect(await stateOf(b)).toEqual(settledAt(4));
      expect(await ordersFor(a)).toEqual([]);
      // The catalogue shows it at once (the give-back went through the Product model's hooks).
      expect((await shop.get(`/api/v1/products/${a}`)).body.data.stockQuantity).toBe(5);

      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 0 });
      expect(await stateOf(a)).toEqual(settledAt(5));
      expect(await stateOf(b)).toEqual(settledAt(4));
    });

    test('dying after the order is written: the order keeps its units, the sweep only ends the holds', async () => {
      const a = await shop.productWithStock(5);
      jest.spyOn(holds, 'settle').mockImplementationOnce(dies);
      void place([[a, 2]]);
      await until(async () => (await ordersFor(a)).length === 1);
      expect(await stateOf(a)).toEqual({ stock: 3, holds: 1, holdCount: 1 });

      expect(await holds.sweep(afterGrace())).toEqual({ settled: 1, abandoned: 0 });
      expect(await stateOf(a)).toEqual(settledAt(3));
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 0 });
      expect(await stateOf(a)).toEqual(settledAt(3));

      // The order goes on as any other.
      const [order] = await ordersFor(a);
      expect((await setStatus(String(order._id), 'Cancelled')).status).toBe(200);
      expect(await stateOf(a)).toEqual(settledAt(5));
    });

    test('the database restarted between the holds and the order write: the order written to the new engine takes its units there, once', async () => {
      const a = await shop.productWithStock(5);
      const b = await shop.productWithStock(4);
      // The holds were made on an engine that then died: line b's hold is not on this one (line a's was made
      // after the restart, on it), and the unit reports the restart when the order write comes back.
      const durable = shop.shop.app.get(DurableWrites);
      jest
        .spyOn(durable, 'run')
        .mockImplementationOnce((work) => work({ record: () => undefined, engineRestarted: true }) as never);
      const take = holds.take.bind(holds);
      jest
        .spyOn(holds, 'take')
        .mockImplementationOnce((move: StockMove) => take({ ...move, lines: move.lines.slice(0, 1) }));
      await place([
        [a, 2],
        [b, 1],
      ]);
      expect(await stateOf(a)).toEqual(settledAt(3));
      expect(await stateOf(b)).toEqual(settledAt(3));
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 0 });
      expect(await stateOf(a)).toEqual(settledAt(3));
      expect(await stateOf(b)).toEqual(settledAt(3));
    });

    test('orders placed and refused normally leave no hold behind', async () => {
      const a = await shop.productWithStock(5);
      const b = await shop.productWithStock(1);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          shop.post('/api/v1/orders', {
            items: [
              { product: a, quantity: 1 },
              { product: b, quantity: 1 },
            ],
            shippingAddress: shipping(),
          }),
        ),
      );
      expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
      expect(await stateOf(a)).toEqual(settledAt(4));
      expect(await stateOf(b)).toEqual(settledAt(0));
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 0 });
    });
  });

  describe('status changes', () => {
    test('cancelling, dying before the order write: nothing moves; after it: the units come back once', async () => {
      const a = await shop.productWithStock(5);
      const order = await placed(a, 2);

      jest.spyOn(orderModel(), 'findOneAndUpdate').mockImplementationOnce((() => ({ lean: dies })) as never);
      void orders.setStatus(adminCtx, order, OrderStatus.Cancelled);
      await until(async () => (await stateOf(a)).holdCount === 1);
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 1 });
      expect(await stateOf(a)).toEqual(settledAt(3));
      expect(await orderModel().findById(order).lean()).toMatchObject({ status: 'Pending', stockTaken: true });

      jest.spyOn(holds, 'settle').mockImplementationOnce(dies);
      void orders.setStatus(adminCtx, order, OrderStatus.Cancelled);
      await until(async () => (await orderModel().findById(order).lean())!.status === 'Cancelled');
      expect(await stateOf(a)).toEqual({ stock: 3, holds: 1, holdCount: 1 });
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 1, abandoned: 0 });
      expect(await stateOf(a)).toEqual(settledAt(5));
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 0 });
      expect(await stateOf(a)).toEqual(settledAt(5));
    });

    test('reopening, dying before the order write: the units come back; after it: they stay with the order', async () => {
      const a = await shop.productWithStock(5);
      const order = await placed(a, 2);
      expect((await setStatus(order, 'Cancelled')).status).toBe(200);
      expect(await stateOf(a)).toEqual(settledAt(5));

      jest.spyOn(orderModel(), 'findOneAndUpdate').mockImplementationOnce((() => ({ lean: dies })) as never);
      void orders.setStatus(adminCtx, order, OrderStatus.Processing);
      await until(async () => (await stateOf(a)).stock === 3);
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 1 });
      expect(await stateOf(a)).toEqual(settledAt(5));
      expect(await orderModel().findById(order).lean()).toMatchObject({ status: 'Cancelled', stockTaken: false });

      jest.spyOn(holds, 'settle').mockImplementationOnce(dies);
      void orders.setStatus(adminCtx, order, OrderStatus.Processing);
      await until(async () => (await orderModel().findById(order).lean())!.status === 'Processing');
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 1, abandoned: 0 });
      expect(await stateOf(a)).toEqual(settledAt(3));
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 0 });
      expect(await stateOf(a)).toEqual(settledAt(3));
    });

    test('a cancellation that loses to a concurrent change gives nothing back, even if it dies before cleaning up', async () => {
      const a = await shop.productWithStock(5);
      const order = await placed(a, 2);
      await shop.confirmOrder(order, admin);
      // The cancellation holds its return and sends its order write, which stalls; meanwhile a change that
      // moves no stock is written; the cancellation's write then finds the revision gone, and the process
      // dies before it drops its hold.
      let release!: () => void;
      const stalled = new Promise<void>((resolve) => (release = resolve));
      const model = orderModel();
      const findOneAndUpdate = model.findOneAndUpdate.bind(model);
      const write = jest.spyOn(model, 'findOneAndUpdate').mockImplementationOnce(((
        ...args: Parameters<typeof findOneAndUpdate>
      ) => ({
        lean: () => stalled.then(() => findOneAndUpdate(...args).lean()),
      })) as never);
      const abandon = jest.spyOn(holds, 'abandon').mockImplementationOnce(dies);
      void orders.setStatus(adminCtx, order, OrderStatus.Cancelled).catch(() => undefined);
      await until(async () => write.mock.calls.length === 1);
      expect((await setStatus(order, 'Processing')).status).toBe(200);
      release();
      await until(async () => abandon.mock.calls.length === 1);

      // The order was written at the revision the cancellation needed, but it does not list the cancellation.
      expect(await orderModel().findById(order).lean()).toMatchObject({ status: 'Processing', stockTaken: true });
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 1 });
      expect(await stateOf(a)).toEqual(settledAt(3));
    });
  });

  describe('deleting', () => {
    test('an order deleted while its placement’s holds are still there gives its units back once', async () => {
      const a = await shop.productWithStock(5);
      jest.spyOn(holds, 'settle').mockImplementationOnce(dies);
      void place([[a, 2]]);
      await until(async () => (await ordersFor(a)).length === 1);
      const [order] = await ordersFor(a);

      const deleted = await remove(String(order._id));
      expect(deleted.body).toEqual({ success: true, message: 'Guest order deleted successfully' });
      expect(await stateOf(a)).toEqual(settledAt(5));
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 0 });
      expect(await stateOf(a)).toEqual(settledAt(5));
    });

    test('dying after giving the units back, before the delete: the order stays, holding nothing; deleting it again moves nothing', async () => {
      const a = await shop.productWithStock(5);
      const order = await placed(a, 2);
      jest.spyOn(holds, 'settle').mockImplementationOnce(dies);
      void orders.remove(order);
      await until(async () => (await orderModel().findById(order).lean())!.stockTaken === false);
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 1, abandoned: 0 });
      expect(await stateOf(a)).toEqual(settledAt(5));
      expect(await orderModel().findById(order).lean()).toMatchObject({ status: 'Pending', stockTaken: false });

      expect((await remove(order)).status).toBe(200);
      expect(await stateOf(a)).toEqual(settledAt(5));
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 0 });
    });

    test('dying before the order write: the order and its units stay as they were', async () => {
      const a = await shop.productWithStock(5);
      const order = await placed(a, 2);
      jest.spyOn(orderModel(), 'findOneAndUpdate').mockImplementationOnce((() => ({ lean: dies })) as never);
      void orders.remove(order);
      await until(async () => (await stateOf(a)).holdCount === 1);
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 1 });
      expect(await stateOf(a)).toEqual(settledAt(3));
      expect(await orderModel().findById(order).lean()).toMatchObject({ status: 'Pending', stockTaken: true });
    });
  });

  test('holds left by a crash before the start are ended when the application starts', async () => {
    const a = await shop.productWithStock(5);
    // A placement that died well over the grace period ago, before this process started.
    const move = new Types.ObjectId().toHexString();
    const at = new Date(Date.now() - HOLD_GRACE_MS - 60_000);
    await shop.products.updateOne(
      { _id: a },
      {
        $inc: { stockQuantity: -2, holdCount: 1 },
        $set: { [`holds.${move}`]: { order: new Types.ObjectId(), kind: 'take', quantity: 2, at } },
      },
    );
    expect(await stateOf(a)).toEqual({ stock: 3, holds: 1, holdCount: 1 });
    const sweep = jest.spyOn(holds, 'sweep');
    await holds.onApplicationBootstrap();
    expect(sweep).toHaveBeenCalledTimes(1);
    expect(await stateOf(a)).toEqual(settledAt(5));
  });

  test('on the embedded store, which one process serves, even a young hold is ended at start; on MongoDB it waits for the grace', async () => {
    const a = await shop.productWithStock(5);
    // A copy of the data made while a placement was between its hold and its settlement, a moment ago.
    const move = new Types.ObjectId().toHexString();
    await shop.products.updateOne(
      { _id: a },
      {
        $inc: { stockQuantity: -2, holdCount: 1 },
        $set: { [`holds.${move}`]: { order: new Types.ObjectId(), kind: 'take', quantity: 2, at: new Date() } },
      },
    );
    await holds.onApplicationBootstrap();
    if (shop.shop.config.embeddedEngine) {
      expect(await stateOf(a)).toEqual(settledAt(5));
    } else {
      expect(await stateOf(a)).toEqual({ stock: 3, holds: 1, holdCount: 1 });
      expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 1 });
    }
  });

  test('holds never show in any answer', async () => {
    const { id: a, name } = await shop.newProduct(5);
    const customer = await shop.registerCustomer();
    await shop.post('/api/v1/cart/add', { productId: a, quantity: 1 }, { token: customer.token });
    jest.spyOn(orderModel().collection, 'insertOne').mockImplementationOnce(dies);
    void place([[a, 2]]);
    await until(async () => (await stateOf(a)).holdCount === 1);

    const answers = await Promise.all([
      shop.get(`/api/v1/products/${a}`),
      shop.get(`/api/v1/products?search=${encodeURIComponent(name)}&limit=100`),
      shop.get(`/api/v1/admin/products?search=${encodeURIComponent(name)}`, { token: admin }),
      shop.get('/api/v1/cart', { token: customer.token }),
    ]);
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).toContain(a);
      expect(answer.text).not.toMatch(/holds|holdCount/);
    }
    const gql = await shop.graphql('{ __type(name: "Product") { fields { name } } }');
    expect(gql.data.__type.fields.map((field: { name: string }) => field.name)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/hold/i)]),
    );
    expect(await holds.sweep(afterGrace())).toEqual({ settled: 0, abandoned: 1 });
  });
});

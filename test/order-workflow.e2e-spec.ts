import { EventEmitter2 } from '@nestjs/event-emitter';
import {
  ORDER_EVENTS,
  OrderCancelledEvent,
  OrderConfirmedEvent,
  OrderPlacedEvent,
  OrderStatusChangedEvent,
} from '../server/src/orders/events/order-events';
import { TestShop } from './support/test-shop';

/**
 * The order workflow as the API shows it: what each viewer may do with an order (`canCancel`,
 * `allowedNextStatuses`), the totals' breakdown on carts and orders, and the order events, which come
 * after the write.
 */
describe('Order workflow: rules per viewer, totals, events', () => {
  let shop: TestShop;
  let admin: string;
  let events: EventEmitter2;

  beforeAll(async () => {
    shop = await TestShop.start();
    admin = await shop.login('admin@volt.demo', 'admin123');
    events = shop.shop.app.get(EventEmitter2);
  });
  afterAll(() => shop.stop());

  const shipping = {
    name: 'Hamza Ali',
    email: 'hamza@example.pk',
    phone: '0300 1112233',
    address: 'House 5, Block C',
    city: 'Lahore',
  };
  const ORDER_FIELDS = 'id status canCancel allowedNextStatuses subtotal deliveryCharge totalAmount';

  /**
   * Records every order event with the order as stored when the event fired (read at once, before the
   * request that caused it has answered): an event after its write sees the write.
   */
  function recordEvents() {
    const seen: Array<{ name: string; payload: unknown; storedStatus?: string }> = [];
    const reads: Array<Promise<unknown>> = [];
    const listener = (name: string) => (payload: { order: { id: string } }) => {
      const entry: { name: string; payload: unknown; storedStatus?: string } = { name, payload };
      seen.push(entry);
      reads.push(
        shop
          .model<{ status: string }>('OrderRecord')
          .findById(payload.order.id)
          .lean()
          .then((stored) => (entry.storedStatus = stored?.status)),
      );
    };
    const handlers = Object.values(ORDER_EVENTS).map((name) => [name, listener(name)] as const);
    for (const [name, handler] of handlers) events.on(name, handler);
    return {
      seen,
      read: () => Promise.all(reads),
      stop: () => handlers.forEach(([name, handler]) => events.off(name, handler)),
    };
  }

  test('a customer may cancel their own Pending order only; an admin may set any other status; others nothing', async () => {
    const a = await shop.productWithStock(10, 1200);
    const customer = await shop.registerCustomer();
    const other = await shop.registerCustomer();
    const placed = await shop.graphql(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { order { ${ORDER_FIELDS} } } }`,
      {
        input: {
          items: [{ product: a, quantity: 2 }],
          shippingAddress: { ...shipping, email: customer.email },
          expectedTotal: 2400,
        },
      },
      customer.token,
    );
    expect(placed.errors).toBeUndefined();
    const order = placed.data.placeOrder.order;
    expect(order).toMatchObject({
      status: 'Pending',
      canCancel: true,
      allowedNextStatuses: ['Cancelled'],
      subtotal: 2400,
      deliveryCharge: 0,
      totalAmount: 2400,
    });

    const read = (token?: string) =>
      shop.graphql(`query($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`, { id: order.id }, token);
    expect((await read(admin)).data.order).toMatchObject({
      canCancel: true,
      allowedNextStatuses: ['Processing', 'Shipped', 'Delivered', 'Returned', 'Cancelled'],
    });
    expect((await read(other.token)).errors?.[0].message).toBe('Order not found');
    const mine = await shop.graphql(
      `{ myOrders(page: 1, limit: 10) { items { ${ORDER_FIELDS} } } }`,
      undefined,
      customer.token,
    );
    expect(mine.data.myOrders.items).toEqual([expect.objectContaining({ id: order.id, canCancel: true })]);

    await shop.confirmOrder(order.id, admin);
    const set = await shop.graphql(
      `mutation($id: ID!) { setOrderStatus(id: $id, status: Processing) { ${ORDER_FIELDS} } }`,
      { id: order.id },
      admin,
    );
    expect(set.data.setOrderStatus).toMatchObject({
      status: 'Processing',
      canCancel: true,
      allowedNextStatuses: ['Pending', 'Shipped', 'Delivered', 'Returned', 'Cancelled'],
    });
    expect((await read(customer.token)).data.order).toMatchObject({
      status: 'Processing',
      canCancel: false,
      allowedNextStatuses: [],
    });
    const refused = await shop.graphql(
      `mutation($id: ID!) { cancelMyOrder(id: $id) { id } }`,
      { id: order.id },
      customer.token,
    );
    expect(refused.errors?.[0].message).toBe('Only pending orders can be cancelled');
    expect(await shop.stockOf(a)).toBe(8);
  });

  test('a guest reading with the access key may change nothing', async () => {
    const a = await shop.productWithStock(5, 1500);
    const placed = await shop.graphql(
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { id } } }`,
      {
        input: { items: [{ product: a, quantity: 1 }], shippingAddress: shipping },
      },
    );
    const { accessKey, order } = placed.data.placeOrder;
    const read = await shop.graphql(
      `query($id: ID!, $key: String) { order(id: $id, accessKey: $key) { ${ORDER_FIELDS} } }`,
      { id: order.id, key: accessKey },
    );
    expect(read.data.order).toMatchObject({
      status: 'Pending',
      canCancel: false,
      allowedNextStatuses: [],
      subtotal: 1500,
      deliveryCharge: 0,
      totalAmount: 1500,
    });
  });

  test('the cart shows subtotal, delivery charge and total; REST shapes keep their fields', async () => {
    const a = await shop.productWithStock(10, 999);
    const customer = await shop.registerCustomer();
    await shop.post('/api/v1/cart/add', { productId: a, quantity: 3 }, { token: customer.token });
    const cart = await shop.graphql(
      '{ cart { subtotal deliveryCharge totalAmount totalQuantity } }',
      undefined,
      customer.token,
    );
    expect(cart.data.cart).toEqual({ subtotal: 2997, deliveryCharge: 0, totalAmount: 2997, totalQuantity: 3 });
    const rest = await shop.get('/api/v1/cart', { token: customer.token });
    expect(Object.keys(rest.body.data).sort()).toEqual(['items', 'totalAmount', 'totalQuantity']);

    const placed = await shop.post('/api/v1/orders', {
      items: [{ product: a, quantity: 1 }],
      shippingAddress: shipping,
    });
    // Orders keep subtotal, shippingFee and totalAmount (deliveryCharge: its deprecated alias).
    expect(placed.body.data).toMatchObject({ subtotal: 999, shippingFee: 0, deliveryCharge: 0, totalAmount: 999 });
    expect(placed.body.data).not.toHaveProperty('risk');
    expect(placed.body.data).not.toHaveProperty('canCancel');
  });

  test('events: placed, confirmed, status changed and cancelled, each after its write; none for a status set again', async () => {
    const a = await shop.productWithStock(5, 1500);
    const customer = await shop.registerCustomer();
    const recorder = recordEvents();
    try {
      // One change at a time, each event's read done before the next change.
      const placed = await shop.post(
        '/api/v1/orders',
        { items: [{ product: a, quantity: 2 }], shippingAddress: { ...shipping, email: customer.email } },
        { token: customer.token },
      );
      expect(placed.status).toBe(201);
      await recorder.read();
      const id = placed.body.data._id as string;
      await shop.confirmOrder(id, admin);
      await recorder.read();
      for (const status of ['Processing', 'Processing', 'Pending']) {
        expect((await shop.put(`/api/v1/admin/orders/${id}/status`, { status }, { token: admin })).status).toBe(200);
        await recorder.read();
      }
      expect((await shop.put(`/api/v1/orders/${id}/cancel`, undefined, { token: customer.token })).status).toBe(200);
      await recorder.read();

      expect(recorder.seen.map((entry) => entry.name)).toEqual([
        ORDER_EVENTS.placed,
        ORDER_EVENTS.confirmed,
        ORDER_EVENTS.statusChanged,
        ORDER_EVENTS.statusChanged,
        ORDER_EVENTS.statusChanged,
        ORDER_EVENTS.cancelled,
      ]);
      const [placedEvent, confirmed, processing, pending, cancelledChange, cancelled] = recorder.seen;
      expect(placedEvent.payload).toBeInstanceOf(OrderPlacedEvent);
      expect(placedEvent.payload).toMatchObject({
        order: { id, status: 'Pending' },
        by: { actor: 'customer', userId: customer.user._id },
      });
      expect(confirmed.payload).toBeInstanceOf(OrderConfirmedEvent);
      expect(confirmed.payload).toMatchObject({
        order: { id, status: 'Pending', confirmation: { status: 'confirmed' } },
      });
      expect(processing.payload).toBeInstanceOf(OrderStatusChangedEvent);
      expect(processing.payload).toMatchObject({
        from: 'Pending',
        to: 'Processing',
        by: { actor: 'admin' },
        order: { status: 'Processing' },
      });
      expect(pending.payload).toMatchObject({ from: 'Processing', to: 'Pending' });
      expect(cancelledChange.payload).toMatchObject({ from: 'Pending', to: 'Cancelled', by: { actor: 'customer' } });
      expect(cancelled.payload).toBeInstanceOf(OrderCancelledEvent);
      expect(cancelled.payload).toMatchObject({ from: 'Pending', order: { id, status: 'Cancelled' } });
      // Each event came after its write: the order was stored as the event says.
      expect(recorder.seen.map((entry) => entry.storedStatus)).toEqual([
        'Pending',
        'Pending',
        'Processing',
        'Pending',
        'Cancelled',
        'Cancelled',
      ]);
      expect(await shop.stockOf(a)).toBe(5);
    } finally {
      recorder.stop();
    }
  });

  test('a refused change emits nothing', async () => {
    const a = await shop.productWithStock(2, 1500);
    const first = await shop.post('/api/v1/orders', {
      items: [{ product: a, quantity: 2 }],
      shippingAddress: shipping,
    });
    const id = first.body.data._id as string;
    expect(
      (await shop.put(`/api/v1/orders/guest/${id}/status`, { status: 'Cancelled' }, { token: admin })).status,
    ).toBe(200);
    expect(
      (
        await shop.post('/api/v1/orders', {
          items: [{ product: a, quantity: 2 }],
          shippingAddress: { ...shipping, phone: '0300 9998877' },
        })
      ).status,
    ).toBe(201);
    const recorder = recordEvents();
    try {
      const reopen = await shop.put(`/api/v1/orders/guest/${id}/status`, { status: 'Pending' }, { token: admin });
      expect(reopen.status).toBe(400);
      expect(reopen.body.message).toMatch(/^Cannot reopen this order: /);
      expect(recorder.seen).toEqual([]);
    } finally {
      recorder.stop();
    }
  });
});

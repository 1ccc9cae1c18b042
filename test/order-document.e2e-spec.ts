import { Types } from 'mongoose';
import type { Model } from 'mongoose';
import { newConfirmation } from '../server/src/confirmations/confirmation-rules';
import { NewOrder, orderDocument } from '../server/src/orders/order-document';
import { OrderRecord } from '../server/src/orders/schemas/order.schema';
import { TestShop } from './support/test-shop';

/**
 * A placement inserts its order straight into the collection (orderDocument), not through the Order model.
 * On the engine, the document it stores is field for field, in the same order and with the same BSON types,
 * what the model's `create` stores for the same fields: the schema's defaults, left-out fields, timestamps
 * and version key included; and what the model's validation refuses, it refuses.
 */
describe('The order document a placement inserts', () => {
  let shop: TestShop;
  let orders: Model<OrderRecord>;

  beforeAll(async () => {
    shop = await TestShop.start();
    orders = shop.model<OrderRecord>(OrderRecord.name);
  });
  afterAll(() => shop.stop());

  /** The stored document with every value as its BSON type (Int32, Double, ...), not promoted to JS numbers. */
  const stored = (id: Types.ObjectId) => orders.collection.findOne({ _id: id }, { promoteValues: false });

  let serial = 0;
  /** Fields as a placement gives them: only what it sets, no defaults (as the model was handed them). */
  function guestFields(): NewOrder {
    serial++;
    const shipping = {
      name: 'Ayesha Khan',
      email: '',
      phone: '+923001234567',
      address: 'House 5, Street 9',
      city: 'Lahore',
    };
    return {
      _id: new Types.ObjectId(),
      orderNumber: `VA-TEST-${serial}-${Date.now()}`,
      userId: undefined,
      customer: undefined,
      isGuestOrder: true,
      guestInfo: { ...shipping, email: 'ayesha@example.pk' },
      accessKeyHash: 'a'.repeat(64),
      idempotency: { keyHash: `key-${serial}-${Date.now()}`, requestHash: 'b'.repeat(64), sealedAccessKey: 'sealed' },
      client: { ip: '203.0.113.9', phone: '+923001234567' },
      items: [
        {
          product: new Types.ObjectId(),
          name: 'Anker Nano Charger 20W',
          brand: 'Anker',
          category: 'Chargers',
          image: '/images/demo/anker.webp',
          price: 2499,
          quantity: 2,
        },
        // No brand, category or image: the schema's '' defaults.
        { product: new Types.ObjectId(), name: 'USB-C cable', price: 499.5, quantity: 1 },
      ],
      shippingAddress: shipping,
      paymentMethod: 'COD',
      subtotal: 5497.5,
      shippingFee: 150,
      deliveryCharge: 150,
      totalAmount: 5647.5,
      risk: { level: 'medium', reasons: ['First order from this phone'] },
      notes: 'Call before coming',
      status: undefined,
      confirmation: newConfirmation(new Date(), 48),
      statusHistory: [
        {
          status: 'Pending' as OrderRecord['status'],
          changedAt: new Date(),
          byId: '',
          byName: 'Guest',
          byRole: 'guest',
        },
      ],
      stockTaken: true,
      stockMoves: [new Types.ObjectId().toHexString()],
      revision: 0,
    };
  }

  function accountFields(): NewOrder {
    const fields = guestFields();
    const userId = new Types.ObjectId();
    return {
      ...fields,
      userId,
      customer: { name: 'Demo Customer', email: 'customer@volt.demo', phone: '+923001234567' },
      isGuestOrder: false,
      guestInfo: undefined,
      accessKeyHash: undefined,
      // An account's idempotent order keeps no sealed access key.
      idempotency: { keyHash: `${fields.idempotency!.keyHash}-account`, requestHash: 'c'.repeat(64) },
      // Fields the placement leaves to the schema's defaults.
      notes: undefined,
      paymentMethod: undefined,
      deliveryCharge: undefined,
      stockTaken: undefined,
      revision: undefined,
      risk: { level: 'low', reasons: undefined as unknown as string[] },
      statusHistory: [
        {
          status: 'Pending' as OrderRecord['status'],
          changedAt: new Date(),
          byId: String(userId),
          byName: 'Demo Customer',
          byRole: 'user',
        },
      ],
    };
  }

  /** Stores the fields both ways: through the model (as before) and as orderDocument builds them (as now). */
  async function bothWays(fields: NewOrder) {
    const viaModel = { ...fields, _id: new Types.ObjectId(), orderNumber: `${fields.orderNumber}-model` };
    if (viaModel.idempotency)
      viaModel.idempotency = { ...viaModel.idempotency, keyHash: `${viaModel.idempotency.keyHash}-model` };
    await orders.create(viaModel);
    await orders.collection.insertOne(orderDocument(fields));
    const before = (await stored(viaModel._id))!;
    const now = (await stored(fields._id))!;
    return { before, now };
  }

  /** The two documents with what must differ (ids, numbers, keys made unique, the moment of writing) set alike. */
  function comparable(document: Record<string, any>) {
    const { _id, orderNumber, createdAt, updatedAt, ...rest } = document;
    expect(_id).toBeInstanceOf(Types.ObjectId);
    expect(typeof orderNumber).toBe('string');
    expect(createdAt).toBeInstanceOf(Date);
    expect(updatedAt).toEqual(createdAt);
    if (rest.idempotency) rest.idempotency = { ...rest.idempotency, keyHash: 'unique' };
    return { keys: Object.keys(document), rest };
  }

  test.each([
    ['a guest order with an idempotency key, two lines, a note and a delivery charge', guestFields],
    ['an account order, with the fields a placement leaves to the defaults', accountFields],
  ])('%s: the same document, field for field', async (_case, fields) => {
    const { before, now } = await bothWays(fields());
    const model = comparable(before);
    const ours = comparable(now);
    expect(ours.keys).toEqual(model.keys);
    for (const key of Object.keys(model.rest))
      expect({ [key]: ours.rest[key] }).toStrictEqual({ [key]: model.rest[key] });
    expect(ours.rest).toStrictEqual(model.rest);
  });

  test('an order placed over HTTP is stored with every field the model gave it', async () => {
    const [product] = await shop.products
      .find({ stockQuantity: { $gt: 2 } })
      .limit(1)
      .lean();
    const placed = await shop.post('/api/v1/orders', {
      items: [{ product: String(product._id), quantity: 1 }],
      shippingAddress: { name: 'Bilal Ahmed', phone: '0300 7654321', address: 'Flat 3, Gulberg III', city: 'Lahore' },
    });
    expect(placed.status).toBe(201);
    const id = new Types.ObjectId(placed.body.data._id as string);
    const document = (await stored(id))!;
    // What the model stores for the same fields (read with their values as JavaScript gives them to it).
    const { _id, createdAt, updatedAt, __v, ...fields } = (await orders.collection.findOne({ _id: id }))!;
    const viaModel = await orders.create({
      ...fields,
      _id: new Types.ObjectId(),
      orderNumber: `${fields.orderNumber}-M`,
    });
    const again = (await stored(viaModel._id))!;
    expect(Object.keys(document)).toEqual(Object.keys(again));
    expect(comparable(document).rest).toStrictEqual(comparable(again).rest);
    expect(document).toMatchObject({ status: 'Pending', stockTaken: true, paymentMethod: 'COD' });
  });

  test.each([
    ['a quantity over 10', (f: NewOrder) => (f.items[0].quantity = 11)],
    ['a quantity under 1', (f: NewOrder) => (f.items[0].quantity = 0)],
    ['a negative price', (f: NewOrder) => (f.items[0].price = -1)],
    ['a line without a name', (f: NewOrder) => (f.items[0].name = '')],
    ['a negative total', (f: NewOrder) => (f.totalAmount = -5)],
    ['an unknown status', (f: NewOrder) => (f.status = 'Lost' as OrderRecord['status'])],
    ['an unknown risk level', (f: NewOrder) => (f.risk = { level: 'extreme' as 'low', reasons: [] })],
    ['a confirmation without its token', (f: NewOrder) => (f.confirmation = { ...f.confirmation!, tokenId: '' })],
    ['a history entry without a role', (f: NewOrder) => (f.statusHistory = [{ ...f.statusHistory![0], byRole: '' }])],
    ['an idempotency record without its request hash', (f: NewOrder) => (f.idempotency!.requestHash = '')],
  ])('%s is refused, as the model refuses it, and nothing is written', async (_case, spoil) => {
    const fields = guestFields();
    spoil(fields);
    expect(() => orderDocument(fields)).toThrow(/Order record invalid/);
    await expect(orders.validate({ ...fields })).rejects.toThrow();
    expect(await orders.exists({ _id: fields._id })).toBeNull();
  });
});

import { Types } from 'mongoose';
import { CheckoutService } from '../server/src/checkout/checkout.service';
import { OrderRecord } from '../server/src/orders/schemas/order.schema';
import { HOLD_GRACE_MS, StockHoldsService } from '../server/src/orders/stock-holds.service';
import { pdfText } from './support/pdf-text';
import { waitFor } from './support/processes';
import { TestShop } from './support/test-shop';

/**
 * Selling products in kinds: an order names the variant of each line, which gives its price and its stock; the line
 * keeps its SKU and option values; its units move alone (taken, given back on cancel, recovered after a crash), and
 * the product's stock is the sum of its variants' throughout. The real app over HTTP on the real engine.
 */

const OPTIONS = [
  { name: 'Phone model', values: ['iPhone 15', 'iPhone 15 Pro'] },
  { name: 'Colour', values: ['Black', 'Blue'] },
];
const SET_VARIANTS = `mutation ($id: ID!, $input: ProductVariantsInput!) { setProductVariants(id: $id, input: $input) { id variants { id sku values stockQuantity finalPrice } } }`;

interface Kind {
  id: string;
  sku: string;
  values: string[];
  stockQuantity: number;
  finalPrice: number;
}

describe('orders of products sold in kinds', () => {
  let shop: TestShop;
  let admin: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    admin = await shop.login('admin@volt.demo', 'admin123');
  });
  afterAll(() => shop.stop());

  let phones = 0;
  const shipping = () => ({
    name: 'Ayesha Khan',
    email: '',
    phone: `0301 22${String(++phones).padStart(5, '0')}`,
    address: 'House 9, Street 2, DHA Phase 5',
    city: 'Karachi',
  });

  /** A case in 4 kinds: 2 x 2, stock `stock` each, prices 2000, 2100, 2200, 2300. */
  async function caseInKinds(stock = 5): Promise<{ id: string; name: string; kinds: Kind[] }> {
    const { id, name } = await shop.newProduct(0);
    const sku = `C${new Types.ObjectId().toHexString().slice(-8)}`;
    const variants = OPTIONS[0].values.flatMap((model, m) =>
      OPTIONS[1].values.map((colour, c) => ({
        sku: `${sku}-${m}${c}`,
        values: [model, colour],
        price: 2000 + 200 * m + 100 * c,
        stockQuantity: stock,
      })),
    );
    const answer = await shop.graphql(SET_VARIANTS, { id, input: { options: OPTIONS, variants } }, admin);
    expect(answer.errors).toBeUndefined();
    return { id, name, kinds: answer.data.setProductVariants.variants };
  }

  const order = (items: Array<{ product: string; variant?: string; variantId?: string; quantity: number }>) =>
    shop.post('/api/v1/orders', { items, shippingAddress: shipping() });

  async function stockNow(id: string) {
    const product = (await shop.products.findById(id).select('+holds +holdCount').lean())!;
    return {
      product: product.stockQuantity,
      kinds: Object.values(product.variants ?? {}).map((variant) => variant.stockQuantity),
      holds: product.holdCount ?? 0,
    };
  }

  it('an order of two kinds takes their prices and units, and each line keeps its SKU and option values', async () => {
    const { id, name, kinds } = await caseInKinds(5);
    const [black15, blue15] = kinds;
    const answer = await order([
      { product: id, variant: black15.id, quantity: 2 },
      { product: id, variant: blue15.id, quantity: 1 },
      { product: id, variant: black15.id, quantity: 1 },
    ]);
    expect(answer.status).toBe(201);
    const placed = answer.body.data;
    expect(placed.items).toEqual([
      expect.objectContaining({
        product: expect.objectContaining({ _id: id, name }),
        variantId: black15.id,
        sku: black15.sku,
        options: [
          { name: 'Phone model', value: 'iPhone 15' },
          { name: 'Colour', value: 'Black' },
        ],
        quantity: 3,
        price: 2000,
      }),
      expect.objectContaining({ variantId: blue15.id, sku: blue15.sku, quantity: 1, price: 2100 }),
    ]);
    expect(placed.subtotal).toBe(3 * 2000 + 2100);
    expect(await stockNow(id)).toEqual({ product: 16, kinds: [2, 4, 5, 5], holds: 0 });

    // GraphQL answers the same lines.
    const read = await shop.graphql(
      `query ($id: ID!, $key: String!) { order(id: $id, accessKey: $key) { items { variantId sku options { name value } quantity } } }`,
      { id: placed._id, key: placed.accessKey },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.order.items[1]).toEqual({
      variantId: blue15.id,
      sku: blue15.sku,
      options: [
        { name: 'Phone model', value: 'iPhone 15' },
        { name: 'Colour', value: 'Blue' },
      ],
      quantity: 1,
    });

    // Cancelled, its units go back to the kinds they came from.
    const cancelled = await shop.put(
      `/api/v1/orders/guest/${placed._id}/status`,
      { status: 'Cancelled' },
      { token: admin },
    );
    expect(cancelled.status).toBe(200);
    expect(await stockNow(id)).toEqual({ product: 20, kinds: [5, 5, 5, 5], holds: 0 });
  });

  it('the packing slip and the order list name each kind with its SKU; the courier sheet names the kind', async () => {
    const { id, name, kinds } = await caseInKinds(5);
    const placed = (await order([{ product: id, variant: kinds[3].id, quantity: 2 }])).body.data;
    // Slips and courier sheets are for orders confirmed with the customer and being packed.
    const confirmed = await shop.post(
      `/api/v1/admin/orders/${placed._id}/confirmation-attempts`,
      { outcome: 'CONFIRMED', note: 'Confirmed on the phone' },
      { token: admin },
    );
    expect(confirmed.status).toBe(201);
    const processing = await shop.put(
      `/api/v1/orders/guest/${placed._id}/status`,
      { status: 'Processing' },
      { token: admin },
    );
    expect(processing.status).toBe(200);
    const slip = await fetch(`${shop.baseUrl}/api/v1/admin/orders/${placed._id}/packing-slip.pdf`, {
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(slip.status).toBe(200);
    const text = (await pdfText(Buffer.from(await slip.arrayBuffer()))).text.replace(/\s+/g, ' ');
    expect(text).toContain(`${name} (iPhone 15 Pro / Blue)`);
    expect(text).toContain(`SKU ${kinds[3].sku}`);
    const list = await shop.post<string>(
      '/api/v1/admin/orders/export.csv',
      { orderIds: [placed._id], layout: 'plain' },
      { token: admin },
    );
    expect(list.text).toContain(`2 x ${name} (iPhone 15 Pro / Blue), SKU ${kinds[3].sku}`);
    const sheet = await shop.post<string>(
      '/api/v1/admin/orders/export.csv',
      { orderIds: [placed._id], layout: 'postex' },
      { token: admin },
    );
    expect(sheet.text).toContain(`2 x ${name} (iPhone 15 Pro / Blue)`);
  }, 120_000);

  it('takes the variant as variantId too, as cart lines name it', async () => {
    const { id, kinds } = await caseInKinds(5);
    const answer = await order([
      { product: id, variantId: kinds[2].id, quantity: 1 },
      { product: id, variant: kinds[2].id, variantId: kinds[2].id, quantity: 1 },
    ]);
    expect(answer.status).toBe(201);
    expect(answer.body.data.items).toEqual([
      expect.objectContaining({ variantId: kinds[2].id, sku: kinds[2].sku, quantity: 2 }),
    ]);
    expect(await stockNow(id)).toEqual({ product: 18, kinds: [5, 5, 3, 5], holds: 0 });
  });

  it('refuses a line without its variant, with a variant of another product, and past a variant’s stock', async () => {
    const { id, name, kinds } = await caseInKinds(2);
    const plain = await shop.productWithStock(5);
    const refusals = [
      [[{ product: id, quantity: 1 }], 400, `Please choose the Phone model and Colour of ${name}`],
      [[{ product: id, variant: new Types.ObjectId().toHexString(), quantity: 1 }], 404, 'Variant not found'],
      [[{ product: plain, variant: kinds[0].id, quantity: 1 }], 404, 'Variant not found'],
      [
        [{ product: id, variant: kinds[0].id, quantity: 3 }],
        400,
        `Only 2 left in stock for ${name} (iPhone 15 / Black)`,
      ],
      [
        [{ product: id, variant: kinds[0].id, variantId: kinds[1].id, quantity: 1 }],
        400,
        'A line names one variant: its variant and variantId differ',
      ],
    ] as const;
    for (const [items, status, message] of refusals) {
      const answer = await order([...items]);
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status, message });
    }
    expect(await stockNow(id)).toEqual({ product: 8, kinds: [2, 2, 2, 2], holds: 0 });
    expect(await shop.model<OrderRecord>(OrderRecord.name).countDocuments({ 'items.product': id })).toBe(0);
  });

  it('20 orders at once for a kind with 5 units: exactly 5 are placed, the other kinds untouched', async () => {
    const { id, kinds } = await caseInKinds(5);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => order([{ product: id, variant: kinds[3].id, quantity: 1 }])),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    for (const answer of answers.filter((each) => each.status !== 201)) {
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(/is out of stock$|^Only \d left in stock for/);
    }
    expect(await stockNow(id)).toEqual({ product: 15, kinds: [5, 5, 5, 0], holds: 0 });
  });

  it('a placement that dies after taking a kind’s units gives them back to that kind after the grace', async () => {
    const { id, kinds } = await caseInKinds(5);
    const holds = shop.shop.app.get(StockHoldsService);
    const orders = shop.model<OrderRecord>(OrderRecord.name);
    // The order write never comes back: the process died there.
    jest.spyOn(orders.collection, 'insertOne').mockImplementationOnce(() => new Promise<never>(() => undefined));
    try {
      void shop.shop.app.get(CheckoutService).place(
        { ip: '127.0.0.1' },
        {
          items: [
            { product: id, variant: kinds[1].id, quantity: 2 },
            { product: id, variant: kinds[2].id, quantity: 1 },
          ],
          shippingAddress: shipping(),
        },
      );
      await waitFor(async () => (await stockNow(id)).holds === 2, 10_000, 'the held units');
      expect(await stockNow(id)).toEqual({ product: 17, kinds: [5, 3, 4, 5], holds: 2 });
      // The merchant removes one of the kinds meanwhile: its hold ends without putting units anywhere.
      const keep = kinds.filter((kind) => kind.id !== kinds[2].id);
      const set = await shop.graphql(
        SET_VARIANTS,
        {
          id,
          input: {
            options: OPTIONS,
            variants: keep.map(({ id: kind, sku, values, finalPrice }) => ({
              id: kind,
              sku,
              values,
              price: finalPrice,
              stockQuantity: kind === kinds[1].id ? 3 : 5,
            })),
          },
        },
        admin,
      );
      expect(set.errors).toBeUndefined();
      expect(await holds.sweep(new Date(Date.now() + HOLD_GRACE_MS + 1_000))).toEqual({ settled: 0, abandoned: 2 });
      expect(await stockNow(id)).toEqual({ product: 15, kinds: [5, 5, 5], holds: 0 });
      const product = (await shop.products.findById(id).lean())!;
      expect(Object.keys(product.variants ?? {})).toHaveLength(3);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('a customer’s cart keeps each kind as a line of its own, priced and stocked by it', async () => {
    const { id, name, kinds } = await caseInKinds(3);
    const plain = await shop.productWithStock(4, 999);
    const { token } = await shop.registerCustomer();
    const LINES = 'items { product { id } variant { id sku } quantity lineTotal } subtotal totalQuantity';
    const add = (input: Record<string, unknown>) =>
      shop.graphql(`mutation ($input: AddToCartInput!) { addToCart(input: $input) { ${LINES} } }`, { input }, token);

    expect((await add({ productId: id, quantity: 1 })).errors?.[0]?.message).toBe(
      `Please choose the Phone model and Colour of ${name}`,
    );
    expect((await add({ productId: plain, variantId: kinds[0].id, quantity: 1 })).errors?.[0]?.message).toBe(
      'Variant not found',
    );
    expect((await add({ productId: id, variantId: kinds[0].id, quantity: 4 })).errors?.[0]?.message).toBe(
      `Only 3 left in stock for ${name} (iPhone 15 / Black)`,
    );
    await add({ productId: id, variantId: kinds[0].id, quantity: 2 });
    await add({ productId: id, variantId: kinds[3].id, quantity: 1 });
    const cart = (await add({ productId: plain, quantity: 1 })).data.addToCart;
    expect(cart.items).toEqual([
      { product: { id }, variant: { id: kinds[0].id, sku: kinds[0].sku }, quantity: 2, lineTotal: 4000 },
      { product: { id }, variant: { id: kinds[3].id, sku: kinds[3].sku }, quantity: 1, lineTotal: 2300 },
      { product: { id: plain }, variant: null, quantity: 1, lineTotal: 999 },
    ]);
    expect(cart).toMatchObject({ subtotal: 4000 + 2300 + 999, totalQuantity: 4 });

    // Each kind's line is changed and removed alone.
    const updated = await shop.graphql(
      `mutation ($input: UpdateCartInput!) { updateCartItem(input: $input) { ${LINES} } }`,
      { input: { productId: id, variantId: kinds[3].id, quantity: 3 } },
      token,
    );
    expect(updated.data.updateCartItem.items.map((item: { quantity: number }) => item.quantity)).toEqual([2, 3, 1]);
    const removed = await shop.delete(`/api/v1/cart/remove/${id}?variantId=${kinds[0].id}`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.data.items).toEqual([
      expect.objectContaining({ variant: expect.objectContaining({ id: kinds[3].id }), quantity: 3 }),
      expect.objectContaining({ quantity: 1, lineTotal: 999 }),
    ]);
    expect(removed.body.data.items[1].variant).toBeUndefined();

    // A guest's cart merged at sign-in: its kinds add up; a line of the product without a kind is left out.
    const merged = await shop.graphql(
      `mutation ($input: MergeCartInput!) { mergeCart(input: $input) { ${LINES} } }`,
      {
        input: {
          items: [
            { productId: id, variantId: kinds[3].id, quantity: 5 },
            { productId: id, variantId: kinds[1].id, quantity: 1 },
            { productId: id, quantity: 2 },
          ],
        },
      },
      token,
    );
    expect(merged.errors).toBeUndefined();
    expect(
      merged.data.mergeCart.items.map((item: { variant: { id: string } | null; quantity: number }) => [
        item.variant?.id ?? null,
        item.quantity,
      ]),
    ).toEqual([
      [kinds[3].id, 3],
      [null, 1],
      [kinds[1].id, 1],
    ]);
  });
});

import { Types } from 'mongoose';
import { ProductSkuRecord } from '../server/src/products/schemas/product-sku.schema';
import { TestShop } from './support/test-shop';

/**
 * Products sold in kinds, as the admin defines them: options and variants set as a whole through GraphQL and REST,
 * the product's prices and stock following its variants, SKUs unique across the shop, every door closed to guests
 * and customers, bad input a clear 400 with nothing written. The real app over HTTP on the real engine.
 */

const VARIANT_FIELDS = 'id sku values price discountPrice finalPrice stockQuantity inStock images ownImages';
const PRODUCT_FIELDS = `id name price discountPrice finalPrice stockQuantity inStock pricesVary options { name values } variants { ${VARIANT_FIELDS} }`;
const SET_VARIANTS = `mutation ($id: ID!, $input: ProductVariantsInput!) { setProductVariants(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`;

const OPTIONS = [
  { name: 'Phone model', values: ['iPhone 15', 'iPhone 15 Pro'] },
  { name: 'Colour', values: ['Black', 'Blue', 'Red'] },
];

/** A 2 x 3 grid of cases; `prefix` makes its SKUs its own. */
const grid = (prefix: string) =>
  OPTIONS[0].values.flatMap((model, m) =>
    OPTIONS[1].values.map(
      (colour, c): { sku: string; values: string[]; price: number; stockQuantity: number; discountPrice?: number } => ({
        sku: `${prefix}-${m}${c}`,
        values: [model, colour],
        price: 2000 + 100 * m + 10 * c,
        stockQuantity: m === 0 && c === 0 ? 0 : 2,
      }),
    ),
  );

describe('products sold in kinds: options and variants', () => {
  let shop: TestShop;
  let admin: string;
  let customer: string;

  beforeAll(async () => {
    shop = await TestShop.start({ schemaFile: false });
    admin = await shop.login('admin@volt.demo', 'admin123');
    customer = (await shop.registerCustomer()).token;
  });
  afterAll(() => shop.stop());

  const prefix = () => `T${new Types.ObjectId().toHexString().slice(-8)}`;
  const setVariants = (id: string, input: unknown, token: string | null = admin) =>
    shop.graphql(SET_VARIANTS, { id, input }, token ?? undefined);
  const productNow = async (id: string) =>
    (await shop.graphql(`query ($id: ID!) { product(id: $id) { ${PRODUCT_FIELDS} } }`, { id })).data.product;
  const skusOf = async (product: string) =>
    (await shop.model<ProductSkuRecord>(ProductSkuRecord.name).find({ product }).lean()).map((each) => each.sku).sort();

  it('sets a 2 x 3 grid: variants in the options’ order, prices from the cheapest in stock, stock the sum', async () => {
    const { id } = await shop.newProduct(7, 9999);
    const sku = prefix();
    const variants = grid(sku).reverse();
    variants[1].discountPrice = 1800;
    const answer = await setVariants(id, { options: OPTIONS, variants });
    expect(answer.errors).toBeUndefined();
    const product = answer.data.setProductVariants;
    expect(product.options).toEqual(OPTIONS);
    expect(product.variants.map((variant: { sku: string }) => variant.sku)).toEqual(
      ['00', '01', '02', '10', '11', '12'].map((place) => `${sku}-${place}`),
    );
    expect(product.variants[0]).toMatchObject({ values: ['iPhone 15', 'Black'], stockQuantity: 0, inStock: false });
    // The cheapest variant (2000) is sold out: the product shows the cheapest in stock (the discounted 1800).
    expect(product).toMatchObject({
      price: 2110,
      discountPrice: 1800,
      finalPrice: 1800,
      stockQuantity: 10,
      inStock: true,
      pricesVary: true,
    });
    // Variants without pictures of their own show the product's.
    expect(product.variants[0]).toMatchObject({ images: ['/images/demo/test.webp'], ownImages: [] });
    expect(await productNow(id)).toEqual(product);
    expect(await skusOf(id)).toEqual(product.variants.map((variant: { sku: string }) => variant.sku).sort());

    // REST shows them too; a product sold as one keeps the shape it always had.
    const rest = await shop.get(`/api/v1/products/${id}`);
    expect(rest.body.data).toMatchObject({ _id: id, options: OPTIONS, pricesVary: true });
    expect(rest.body.data.variants).toHaveLength(6);
    const plain = await shop.get(`/api/v1/products/${await shop.productWithStock(3)}`);
    expect(Object.keys(plain.body.data)).not.toEqual(expect.arrayContaining(['options']));
    expect(plain.body.data.variants).toBeUndefined();
  });

  it('a variant shows the pictures chosen for it among the product’s; one the product no longer has is dropped', async () => {
    const { id } = await shop.newProduct(2);
    const pictures = ['/images/demo/test.webp', '/images/demo/test-2.webp', '/images/demo/test-3.webp'];
    await shop.products.updateOne({ _id: id }, { images: pictures });
    const variants = grid(prefix());
    (variants[1] as { images?: string[] }).images = [pictures[2], pictures[1]];
    const set = (await setVariants(id, { options: OPTIONS, variants })).data.setProductVariants;
    expect(set.variants[1]).toMatchObject({
      images: [pictures[2], pictures[1]],
      ownImages: [pictures[2], pictures[1]],
    });
    expect(set.variants[0]).toMatchObject({ images: pictures, ownImages: [] });
    // New pictures uploaded with the product form replace the old ones: the variant keeps those still there.
    await shop.products.updateOne({ _id: id }, { images: [pictures[0], pictures[1]] });
    const now = await productNow(id);
    expect(now.variants[1]).toMatchObject({ images: [pictures[1]], ownImages: [pictures[1]] });
    await shop.products.updateOne({ _id: id }, { images: [pictures[0]] });
    expect((await productNow(id)).variants[1]).toMatchObject({ images: [pictures[0]], ownImages: [] });
    // Sent back as they are, the variants save: no picture of another product among them.
    const again = (await productNow(id)).variants.map(
      ({ id: variantId, sku, values, price, stockQuantity, ownImages }: any) => ({
        id: variantId,
        sku,
        values,
        price,
        stockQuantity,
        images: ownImages,
      }),
    );
    expect((await setVariants(id, { options: OPTIONS, variants: again })).errors).toBeUndefined();
  });

  it('search finds a product by the values and SKUs of its kinds', async () => {
    const { id } = await shop.newProduct(3);
    const sku = prefix();
    const options = [
      { name: 'Length', values: ['1m', '2m'] },
      { name: 'Connector', values: ['Type-C', 'Lightning'] },
    ];
    const variants = options[0].values.flatMap((length, l) =>
      options[1].values.map((connector, c) => ({
        sku: `${sku}-${l}${c}`,
        values: [length, connector],
        price: 900,
        stockQuantity: 3,
      })),
    );
    expect((await setVariants(id, { options, variants })).errors).toBeUndefined();
    const found = async (search: string) =>
      (await shop.get(`/api/v1/products?search=${encodeURIComponent(search)}&limit=100`)).body.data.map(
        (product: { _id: string }) => product._id,
      );
    expect(await found('lightning 2m')).toContain(id);
    expect(await found(`${sku}-11`)).toContain(id);
    expect(await found('type c 2m')).toContain(id);
  });

  it('keeps a variant’s id when it is sent back, and lets go of the SKUs no longer used', async () => {
    const { id } = await shop.newProduct(1);
    const sku = prefix();
    const first = (await setVariants(id, { options: OPTIONS, variants: grid(sku) })).data.setProductVariants;
    const kept = first.variants.slice(0, 2).map(({ id: variantId, sku: code, values, price }: any) => ({
      id: variantId,
      sku: code,
      values,
      price,
      stockQuantity: 9,
    }));
    const second = (await setVariants(id, { options: OPTIONS, variants: kept })).data.setProductVariants;
    expect(second.variants.map((variant: { id: string }) => variant.id)).toEqual(kept.map((each: any) => each.id));
    expect(second.stockQuantity).toBe(18);
    expect(await skusOf(id)).toEqual(kept.map((each: any) => each.sku).sort());
  });

  it('refuses a SKU another product uses (in any case), names that product, and writes nothing', async () => {
    const owner = await shop.newProduct(1);
    const other = await shop.newProduct(4, 1500);
    const sku = prefix();
    expect((await setVariants(owner.id, { options: OPTIONS, variants: grid(sku) })).errors).toBeUndefined();
    const before = await productNow(other.id);
    const clash = grid(prefix());
    clash[3].sku = `${sku}-02`.toLowerCase();
    const answer = await setVariants(other.id, { options: OPTIONS, variants: clash });
    expect(answer.errors?.[0]).toMatchObject({
      message: `SKU ${sku.toLowerCase()}-02 is already used by ${owner.name}`,
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await productNow(other.id)).toEqual(before);
    expect(await skusOf(other.id)).toEqual([]);
    // Once the owner no longer sells it, the SKU is free.
    const ownerNow = await productNow(owner.id);
    const without = ownerNow.variants
      .filter((variant: { sku: string }) => variant.sku !== `${sku}-02`)
      .map(({ id: variantId, sku: code, values, price, stockQuantity }: any) => ({
        id: variantId,
        sku: code,
        values,
        price,
        stockQuantity,
      }));
    expect((await setVariants(owner.id, { options: OPTIONS, variants: without })).errors).toBeUndefined();
    expect((await setVariants(other.id, { options: OPTIONS, variants: clash })).errors).toBeUndefined();
  });

  it('takes over a SKU whose claim was left by a write that never finished', async () => {
    const { id } = await shop.newProduct(1);
    const sku = prefix();
    // A claim for a product that does not use the SKU (its write crashed after the claim).
    const stranger = await shop.newProduct(1);
    await shop
      .model<ProductSkuRecord>(ProductSkuRecord.name)
      .create({ _id: `${sku}-00`.toLowerCase(), sku: `${sku}-00`, product: stranger.id });
    expect((await setVariants(id, { options: OPTIONS, variants: grid(sku) })).errors).toBeUndefined();
    expect(await skusOf(id)).toContain(`${sku}-00`);
    expect(await skusOf(stranger.id)).toEqual([]);
  });

  it('the product form keeps the prices and stock of a product in kinds; no options sells it as one again', async () => {
    const { id, name } = await shop.newProduct(1);
    const set = (await setVariants(id, { options: OPTIONS, variants: grid(prefix()) })).data.setProductVariants;
    const form = {
      name,
      description: 'A case for tests.',
      price: 1,
      category: 'Cables',
      brand: 'Anker',
      stockQuantity: 999,
    };
    const edited = await shop.graphql(
      `mutation ($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { ${PRODUCT_FIELDS} } }`,
      { id, input: { ...form, description: 'A sturdier case.' } },
      admin,
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data.updateProductDetails).toMatchObject({
      price: set.price,
      finalPrice: set.finalPrice,
      stockQuantity: set.stockQuantity,
    });
    const plain = (await setVariants(id, { options: [], variants: [] })).data.setProductVariants;
    expect(plain).toMatchObject({ options: [], variants: [], pricesVary: false, stockQuantity: set.stockQuantity });
    expect(await skusOf(id)).toEqual([]);
  });

  it('deleting a product lets go of its SKUs', async () => {
    const { id } = await shop.newProduct(1);
    const sku = prefix();
    await setVariants(id, { options: OPTIONS, variants: grid(sku) });
    expect(await skusOf(id)).toHaveLength(6);
    expect((await shop.delete(`/api/v1/admin/products/${id}`, { token: admin })).status).toBe(200);
    expect(await skusOf(id)).toEqual([]);
    const next = await shop.newProduct(1);
    expect((await setVariants(next.id, { options: OPTIONS, variants: grid(sku) })).errors).toBeUndefined();
  });

  it.each([
    [
      'four options',
      { options: [1, 2, 3, 4].map((n) => ({ name: `O${n}`, values: ['a'] })), variants: [] },
      'A product has at most 3 options',
    ],
    [
      'a colon in an option name',
      { options: [{ name: 'Size: EU', values: ['42'] }], variants: [{ ...grid('X')[0], values: ['42'] }] },
      'An option name cannot contain a colon (:)',
    ],
    [
      'a value no option has',
      { options: OPTIONS, variants: [{ ...grid('X')[0], values: ['iPhone 14', 'Black'] }] },
      'Variant X-00 needs one value of each option',
    ],
    [
      'one combination twice',
      { options: OPTIONS, variants: [grid('X')[0], { ...grid('Y')[0] }] },
      'Variant Y-00 repeats the values of another variant',
    ],
    [
      'a SKU with a space',
      { options: OPTIONS, variants: [{ ...grid('X')[0], sku: 'A B' }] },
      'Each variant needs a SKU of letters, digits and . _ / - (at most 64 characters)',
    ],
    [
      'a discount not below the price',
      { options: OPTIONS, variants: [{ ...grid('X')[0], discountPrice: 5000 }] },
      'Discount price of X-00 must be less than its price',
    ],
    [
      'a picture of another product',
      { options: OPTIONS, variants: [{ ...grid('X')[0], images: ['/x.webp'] }] },
      'A variant’s pictures must be pictures of its product',
    ],
    [
      'a negative stock',
      { options: OPTIONS, variants: [{ ...grid('X')[0], stockQuantity: -1 }] },
      'Stock of each variant must be a whole number from 0 to 1,000,000',
    ],
    [
      'an operator for a SKU',
      { options: OPTIONS, variants: [{ ...grid('X')[0], sku: { $gt: '' } }] },
      'Invalid input: "$gt" is not allowed',
    ],
  ])('refuses %s: 400 with its message, nothing written', async (_, input, message) => {
    const { id } = await shop.newProduct(2);
    const before = await productNow(id);
    const answer = await shop.put(`/api/v1/admin/products/${id}/variants`, input, { token: admin });
    expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message });
    expect(await productNow(id)).toEqual(before);
    expect(await skusOf(id)).toEqual([]);
  });

  it('REST: PUT /admin/products/:id/variants sets them; 404 for an unknown product', async () => {
    const { id } = await shop.newProduct(2);
    const answer = await shop.put(
      `/api/v1/admin/products/${id}/variants`,
      { options: OPTIONS, variants: grid(prefix()) },
      { token: admin },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: 'Variants saved', data: { _id: id } });
    expect(answer.body.data.variants).toHaveLength(6);
    const unknown = await shop.put(
      `/api/v1/admin/products/${new Types.ObjectId().toHexString()}/variants`,
      { options: OPTIONS, variants: grid(prefix()) },
      { token: admin },
    );
    expect(unknown.status).toBe(404);
  });

  it('only admins: guests and customers are refused on GraphQL and REST, and nothing is written', async () => {
    const { id } = await shop.newProduct(2);
    const before = await productNow(id);
    const input = { options: OPTIONS, variants: grid(prefix()) };
    expect((await setVariants(id, input, null)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await setVariants(id, input, customer)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const path = `/api/v1/admin/products/${id}/variants`;
    expect((await shop.put(path, input)).status).toBe(401);
    expect((await shop.put(path, input, { token: customer })).status).toBe(403);
    expect(await productNow(id)).toEqual(before);
  });
});

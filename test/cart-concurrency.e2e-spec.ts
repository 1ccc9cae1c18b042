import { TestShop } from './support/test-shop';

/**
 * A signed-in cart is one document whose lines are written as a whole array; concurrent writes used to
 * overwrite each other (10 concurrent adds kept 1 to 7 lines). Every write is now a compare-and-set on
 * the cart's revision with retry, so all of them land.
 */
describe('Cart: concurrent writes all land', () => {
  let shop: TestShop;

  beforeAll(async () => {
    shop = await TestShop.start();
  });
  afterAll(() => shop.stop());

  async function productsWithStock(count: number, stock = 50): Promise<string[]> {
    const ids: string[] = [];
    for (let index = 0; index < count; index++) {
      const slug = `cart-race-${Date.now()}-${index}-${Math.random().toString(16).slice(2)}`;
      const created = await shop.products.create({
        slug,
        name: `Cart Race Cable ${slug}`,
        description: 'A cable for concurrency tests.',
        brand: 'Anker',
        category: 'Cables',
        price: 1000,
        finalPrice: 1000,
        images: ['/images/demo/test.webp'],
        stockQuantity: stock,
      });
      ids.push(String(created._id));
    }
    return ids;
  }
  const restCart = async (token: string) => (await shop.get('/api/v1/cart', { token })).body.data;
  const quantities = (cart: { items: Array<{ product: { _id?: string; id?: string }; quantity: number }> }) =>
    Object.fromEntries(cart.items.map((item) => [item.product._id ?? item.product.id, item.quantity]));

  const ADD =
    'mutation Add($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity items { quantity product { id } } } }';
  const UPDATE = 'mutation Update($input: UpdateCartInput!) { updateCartItem(input: $input) { totalQuantity } }';
  const CART = '{ cart { totalQuantity items { quantity product { id } } } }';

  test('REST: 10 concurrent adds of different products into a new cart keep all 10 lines', async () => {
    const { token } = await shop.registerCustomer();
    const ids = await productsWithStock(10);
    const answers = await Promise.all(
      ids.map((productId) => shop.post('/api/v1/cart/add', { productId, quantity: 1 }, { token })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(ids.map(() => 201));
    const cart = await restCart(token);
    expect(Object.keys(quantities(cart)).sort()).toEqual([...ids].sort());
  });

  test("REST: 5 concurrent '+1' of one product leave 5 more", async () => {
    const { token } = await shop.registerCustomer();
    const [id] = await productsWithStock(1);
    expect((await shop.post('/api/v1/cart/add', { productId: id, quantity: 1 }, { token })).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => shop.post('/api/v1/cart/add', { productId: id, quantity: 1 }, { token })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(quantities(await restCart(token))[id]).toBe(6);
  });

  test("REST: concurrent '+1' past the 10-per-product cap: exactly the ones that fit land, the rest are refused", async () => {
    const { token } = await shop.registerCustomer();
    const [id] = await productsWithStock(1);
    expect((await shop.post('/api/v1/cart/add', { productId: id, quantity: 7 }, { token })).status).toBe(201);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => shop.post('/api/v1/cart/add', { productId: id, quantity: 1 }, { token })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 400).map((answer) => answer.body.message)).toEqual(
      Array(3).fill('Maximum 10 items allowed per product'),
    );
    expect(quantities(await restCart(token))[id]).toBe(10);
  });

  test('REST: concurrent adds, quantity updates and removals of different lines all land', async () => {
    const { token } = await shop.registerCustomer();
    const ids = await productsWithStock(8);
    for (const productId of ids.slice(0, 4))
      expect((await shop.post('/api/v1/cart/add', { productId, quantity: 1 }, { token })).status).toBe(201);
    const answers = await Promise.all([
      ...ids.slice(4).map((productId) => shop.post('/api/v1/cart/add', { productId, quantity: 2 }, { token })),
      shop.put('/api/v1/cart/update', { productId: ids[0], quantity: 4 }, { token }),
      shop.put('/api/v1/cart/update', { productId: ids[1], quantity: 5 }, { token }),
      shop.delete(`/api/v1/cart/remove/${ids[2]}`, { token }),
      shop.delete(`/api/v1/cart/remove/${ids[3]}`, { token }),
    ]);
    expect(answers.every((answer) => answer.status >= 200 && answer.status < 300)).toBe(true);
    expect(quantities(await restCart(token))).toEqual({
      [ids[0]]: 4,
      [ids[1]]: 5,
      [ids[4]]: 2,
      [ids[5]]: 2,
      [ids[6]]: 2,
      [ids[7]]: 2,
    });
  });

  test('GraphQL: 10 concurrent addToCart of different products and 5 concurrent +1 all land', async () => {
    const { token } = await shop.registerCustomer();
    const ids = await productsWithStock(10);
    const adds = await Promise.all(
      ids.map((productId) => shop.graphql(ADD, { input: { productId, quantity: 1 } }, token)),
    );
    expect(adds.map((answer) => answer.errors)).toEqual(ids.map(() => undefined));
    const plusOnes = await Promise.all(
      Array.from({ length: 5 }, () => shop.graphql(ADD, { input: { productId: ids[0], quantity: 1 } }, token)),
    );
    expect(plusOnes.map((answer) => answer.errors)).toEqual(Array(5).fill(undefined));
    const updates = await Promise.all(
      ids.slice(1, 4).map((productId) => shop.graphql(UPDATE, { input: { productId, quantity: 3 } }, token)),
    );
    expect(updates.map((answer) => answer.errors)).toEqual(Array(3).fill(undefined));
    const cart = (await shop.graphql(CART, undefined, token)).data.cart;
    expect(cart.items).toHaveLength(10);
    expect(cart.totalQuantity).toBe(6 + 3 * 3 + 6);
  });
});

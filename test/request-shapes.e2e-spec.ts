import { TestShop } from './support/test-shop';

/**
 * Work is bounded before it is spent: JSON bodies whose shape would cost the main thread (many keys in one
 * object, many values, deep nesting) are refused with 400 by the parser, before validation, over REST and
 * GraphQL alike. What each shape costs is printed by `npm run bench:request-shapes` (never timed here).
 */
const object = (keys: number) => Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i]));
const TOO_MANY_KEYS = 'Request body has an object with too many keys (at most 256)';
const TOO_MANY_VALUES = 'Request body holds too many values (at most 10,000)';

describe('Costly request shapes', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await TestShop.start();
  }, 120_000);
  afterAll(() => shop?.stop());

  test('60,000 keys in one object (769 KB) are refused with 400 on a validated REST route and in GraphQL variables', async () => {
    const login = await shop.post('/api/v1/auth/login', object(60_000));
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ success: false, message: TOO_MANY_KEYS });
    const order = await shop.post('/api/v1/orders', { items: [], customer: object(300) });
    expect(order).toMatchObject({ status: 400, body: { message: TOO_MANY_KEYS } });
    const graphql = await shop.request('POST', '/graphql', {
      body: { query: 'query($x: String) { productBrands }', variables: { x: 'a', ...object(60_000) } },
    });
    expect(graphql.status).toBe(400);
    expect(JSON.stringify(graphql.body)).toContain(TOO_MANY_KEYS);
  });

  test('more than 10,000 values in all are refused with 400, however they are spread', async () => {
    const spread = { notes: Array.from({ length: 80 }, () => object(250)) };
    expect(await shop.post('/api/v1/orders', spread)).toMatchObject({
      status: 400,
      body: { message: TOO_MANY_VALUES },
    });
    const list = { items: Array.from({ length: 20_000 }, (_, i) => i) };
    expect(await shop.post('/api/v1/orders', list)).toMatchObject({ status: 400, body: { message: TOO_MANY_VALUES } });
  });

  test('bodies within the bounds go on to validation and get its answer', async () => {
    const login = await shop.post('/api/v1/auth/login', {
      email: 'nobody@example.com',
      password: 'wrong-password',
      ...object(250),
    });
    // Unknown fields stripped by validation; the sign-in itself is refused.
    expect(login.status).toBe(401);
    const wide = await shop.post('/api/v1/orders', { items: Array.from({ length: 9_990 }, (_, i) => i) });
    expect(wide.status).toBe(400);
    expect(wide.body.message).not.toBe(TOO_MANY_VALUES);
  });
});

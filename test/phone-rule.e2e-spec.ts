import { SOLD_AS_ONE, TestShop, uniqueEmail } from './support/test-shop';

/** The shop's one phone rule: registration, profile and checkout refuse and accept the same numbers, in one message. */
const MESSAGE = 'Please enter a valid phone number';
const LANDLINE = '04235710000';
const LANDLINE_SPACED = '042 3571 0000';
/** Written forms of mobiles with the number each is stored as (distinct numbers: open orders are capped per phone). */
const MOBILES: [string, string][] = [
  ['0300 1234567', '+923001234567'],
  ['0301-2345678', '+923012345678'],
  ['+92 302 3456789', '+923023456789'],
  ['923034567890', '+923034567890'],
];

describe('one phone rule for registration, profile and checkout (REST and GraphQL)', () => {
  let shop: TestShop;
  let productId: string;

  beforeAll(async () => {
    shop = await TestShop.start();
    const product = await shop.products.findOne({ stockQuantity: { $gt: 20 }, ...SOLD_AS_ONE }).lean();
    productId = String(product!._id);
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });

  const account = (phone: string) => ({ name: 'Phone Tester', email: uniqueEmail(), phone, password: 'secret123' });
  const shipping = (phone: string) => ({ name: 'Hamza Ali', phone, address: 'House 5, Street 7', city: 'Lahore' });

  it('refuses a landline everywhere over REST with the same 400 message', async () => {
    const { token } = await shop.registerCustomer();
    for (const phone of [LANDLINE, LANDLINE_SPACED]) {
      const registered = await shop.post('/api/v1/auth/register', account(phone));
      const profile = await shop.put('/api/v1/user/profile', { name: 'Phone Tester', phone }, { token });
      const order = await shop.post('/api/v1/orders', {
        items: [{ product: productId, quantity: 1 }],
        shippingAddress: shipping(phone),
        paymentMethod: 'COD',
      });
      expect([registered, profile, order].map((answer) => [answer.status, answer.body.message])).toEqual([
        [400, MESSAGE],
        [400, MESSAGE],
        [400, MESSAGE],
      ]);
    }
  });

  it('refuses a landline everywhere over GraphQL with the same message', async () => {
    const { token } = await shop.registerCustomer();
    const register = await shop.graphql('mutation($input: RegisterInput!) { register(input: $input) { token } }', {
      input: account(LANDLINE),
    });
    const profile = await shop.graphql(
      'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }',
      { input: { name: 'Phone Tester', phone: LANDLINE } },
      token,
    );
    const order = await shop.graphql('mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey } }', {
      input: {
        items: [{ product: productId, quantity: 1 }],
        shippingAddress: shipping(LANDLINE),
        paymentMethod: 'COD',
      },
    });
    for (const answer of [register, profile, order]) {
      expect(answer.errors?.[0]).toMatchObject({ message: MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    }
  });

  it('accepts a mobile in any written form everywhere, stored as one number', async () => {
    for (const [phone, stored] of MOBILES) {
      const registered = await shop.post('/api/v1/auth/register', account(phone));
      expect([phone, registered.status]).toEqual([phone, 201]);
      const token = registered.body.data.token as string;
      const profile = await shop.put('/api/v1/user/profile', { name: 'Phone Tester', phone }, { token });
      expect([phone, profile.status]).toEqual([phone, 200]);
      const order = await shop.post('/api/v1/orders', {
        items: [{ product: productId, quantity: 1 }],
        shippingAddress: shipping(phone),
        paymentMethod: 'COD',
      });
      expect([phone, order.status, order.body.data?.shippingAddress?.phone]).toEqual([phone, 201, stored]);
    }
  });
});

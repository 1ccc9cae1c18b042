import type { Page } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';
import { SOLD_AS_ONE } from '../support/test-shop';

const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(amount)}`;
const PRICES_CHANGED = 'Prices in your cart have changed. Please review your cart and place the order again.';
const UPDATE_PRODUCT =
  'mutation($id: ID!, $input: ProductDetailsInput!) { updateProductDetails(id: $id, input: $input) { id finalPrice stockQuantity } }';
const ORDER_QUERY =
  'query ($id: ID!, $accessKey: String) { order(id: $id, accessKey: $accessKey) { totalAmount items { productId quantity price } } }';

interface TestProduct {
  id: string;
  name: string;
}

/** The cart and checkout show current prices and stock, and the order is placed only at the total shown. */
describe('fresh prices and stock in the cart and at checkout (Chromium)', () => {
  let shop: BrowserShop;
  let adminToken: string;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    adminToken = await shop.shop.login('admin@volt.demo', 'admin123');
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  /** A product without discount at `price`, with `stock` units. */
  async function productAt(price: number, stock: number): Promise<TestProduct> {
    // A copy of a demo product sold as one (a copy of one in kinds would carry its options, variants and SKUs).
    const [template] = await shop.shop.products.find(SOLD_AS_ONE).limit(1).lean();
    const { _id, ...rest } = template;
    const slug = `fresh-${Date.now()}-${Math.random().toString(16).slice(2)}`;
    const name = `Braided Cable ${slug.slice(-6)}`;
    const created = await shop.shop.products.create({
      ...rest,
      slug,
      name,
      price,
      discountPrice: undefined,
      finalPrice: price,
      stockQuantity: stock,
      createdAt: new Date(),
    });
    return { id: String(created._id), name };
  }

  /** The admin edits the product through the admin API, as an admin in the shop would. */
  async function adminEdit(product: TestProduct, changes: { price: number; stockQuantity: number }) {
    const input = {
      name: product.name,
      description: 'A braided USB-C cable.',
      category: 'Cables',
      brand: 'Anker',
      ...changes,
    };
    const data = await shop.graphqlData(UPDATE_PRODUCT, { id: product.id, input }, adminToken);
    expect(data.updateProductDetails).toMatchObject({
      finalPrice: changes.price,
      stockQuantity: changes.stockQuantity,
    });
  }

  async function addFromProductPage(page: Page, product: TestProduct, quantity = 1) {
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    for (let step = 1; step < quantity; step++)
      await page.getByRole('button', { name: 'Increase Quantity', exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByText('Added to cart successfully!').last().waitFor();
  }

  const cartLine = (page: Page, product: TestProduct) =>
    page.getByTestId('cart-line').filter({ hasText: product.name });

  async function fillGuestDetails(page: Page) {
    await page.getByLabel('Name').fill('Nadia Guest');
    await page.getByLabel('Phone').fill('0301 7654321');
    await page.getByLabel('Address').fill('House 7, Street 2, Model Town');
    await page.getByLabel('City').fill('Lahore');
  }

  it('shows a guest the price an admin changed, refuses a total the shopper did not see, and places the order at the new price after confirming', async () => {
    const cable = await productAt(900, 10);
    const page = await shop.newPage(DESKTOP);
    await addFromProductPage(page, cable, 2);

    // The admin raises the price while the guest's cart (kept in the browser) holds the old one.
    await adminEdit(cable, { price: 1400, stockQuantity: 10 });
    await page.goto('/cart');
    const line = cartLine(page, cable);
    await line.getByText('Price changed from Rs. 900 to Rs. 1,400').waitFor();
    expect(await line.getByTestId('line-total').innerText()).toBe(rupees(2800));
    expect(await page.getByTestId('summary-total').innerText()).toBe(rupees(2800));
    await shop.screenshot(page, 'fresh-price-cart-1280');
    await page.setViewportSize(PHONE);
    await shop.screenshot(page, 'fresh-price-cart-375');
    await page.setViewportSize(DESKTOP);

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await summary.getByText('Price changed from Rs. 900 to Rs. 1,400').waitFor();
    expect(await page.getByTestId('summary-total').innerText()).toBe(rupees(2800));
    await fillGuestDetails(page);

    // The price changes again while checkout is open: Place Order is refused (nothing placed), the summary shows the new price.
    await adminEdit(cable, { price: 1500, stockQuantity: 10 });
    const before = await shop.shop.model('OrderRecord').countDocuments();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByTestId('prices-changed').getByText(PRICES_CHANGED).waitFor();
    await summary.getByText('Price changed from Rs. 900 to Rs. 1,500').waitFor();
    expect(await page.getByTestId('summary-total').innerText()).toBe(rupees(3000));
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await shop.shop.model('OrderRecord').countDocuments()).toBe(before);
    expect((await shop.shop.products.findById(cable.id).lean())!.stockQuantity).toBe(10);
    await shop.screenshot(page, 'fresh-price-refused-1280');
    await page.setViewportSize(PHONE);
    await shop.screenshot(page, 'fresh-price-refused-375');
    await page.setViewportSize(DESKTOP);

    // The shopper confirms at the total now shown.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f]{24}\?key=/);
    const url = new URL(page.url());
    const order = await shop.graphqlData(ORDER_QUERY, {
      id: url.pathname.split('/').pop(),
      accessKey: url.searchParams.get('key'),
    });
    expect(order.order).toEqual({ totalAmount: 3000, items: [{ productId: cable.id, quantity: 2, price: 1500 }] });
  }, 60_000);

  it('marks a line sold out or short of stock in the cart and at checkout, and Place Order waits until the cart is changed', async () => {
    const plenty = await productAt(1200, 20);
    const scarce = await productAt(2499, 5);
    const page = await shop.newPage(PHONE);
    await addFromProductPage(page, plenty);
    await addFromProductPage(page, scarce, 3);

    await adminEdit(scarce, { price: 2499, stockQuantity: 0 });
    await page.goto('/cart');
    await cartLine(page, scarce).getByText('Sold out', { exact: true }).waitFor();
    expect(await cartLine(page, plenty).getByTestId('line-notices').count()).toBe(0);
    await page
      .getByText('Some items are sold out or have fewer units left. Please update your cart to continue.')
      .waitFor();
    await shop.screenshot(page, 'sold-out-cart-375');
    // The cart holds the shopper back; checkout reached by its address says the same.
    await expect(page.getByRole('button', { name: 'Proceed to Checkout' }).isDisabled()).resolves.toBe(true);
    await page.goto('/checkout');
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    await summary.getByText('Sold out', { exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Place Order' }).isDisabled()).resolves.toBe(true);
    await page.setViewportSize(DESKTOP);
    await shop.screenshot(page, 'sold-out-checkout-1280');
    await page.setViewportSize(PHONE);

    // Two units come back: the line now says how many are left, and Place Order still waits.
    await adminEdit(scarce, { price: 2499, stockQuantity: 2 });
    await page.goto('/cart');
    await cartLine(page, scarce).getByText('Only 2 left', { exact: true }).waitFor();
    await page.getByRole('button', { name: `Decrease Quantity of ${scarce.name}` }).click();
    await page.getByText('Cart updated successfully!').last().waitFor();
    expect(await cartLine(page, scarce).getByTestId('line-notices').count()).toBe(0);

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await expect(page.getByRole('button', { name: 'Place Order' }).isEnabled()).resolves.toBe(true);
    await fillGuestDetails(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f]{24}\?key=/);
    expect((await shop.shop.products.findById(scarce.id).lean())!.stockQuantity).toBe(0);
  }, 60_000);

  it("shows a signed-in customer's cart at the current price, on the line, after an admin changed it", async () => {
    const charger = await productAt(2499, 10);
    const customer = await shop.shop.registerCustomer({ name: 'Usman Tariq', phone: '0333 4445556' });
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, customer.email, customer.password);
    await addFromProductPage(page, charger);
    await adminEdit(charger, { price: 2999, stockQuantity: 10 });

    await page.goto('/cart');
    await cartLine(page, charger).getByText('Price changed from Rs. 2,499 to Rs. 2,999').waitFor();
    expect(await page.getByTestId('summary-total').innerText()).toBe(rupees(2999));
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page
      .getByRole('complementary', { name: 'Order Summary' })
      .getByText('Price changed from Rs. 2,499 to Rs. 2,999')
      .waitFor();
    await page.getByLabel('City').fill('Karachi');
    await page.getByLabel('Address').fill('Flat 9, Clifton Block 5');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f]{24}/);
    const id = new URL(page.url()).pathname.split('/').pop();
    const order = await shop.graphqlData(ORDER_QUERY, { id }, adminToken);
    expect(order.order.totalAmount).toBe(2999);
  }, 60_000);

  it('on the product page, a second unit of a product with one left names the stock limit', async () => {
    const last = await productAt(1999, 1);
    const page = await shop.newPage(DESKTOP);
    await addFromProductPage(page, last);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByText('Only 1 left in stock').waitFor();
    expect(await page.getByText('Maximum 10 items allowed per product').count()).toBe(0);
  });
});

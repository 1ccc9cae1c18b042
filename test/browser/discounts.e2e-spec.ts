import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(amount)}`;

const CREATE = `mutation($input: CreateDiscountCodeInput!) { createDiscountCode(input: $input) { id code } }`;

describe('discount codes in Chromium', () => {
  let shop: BrowserShop;
  let adminToken: string;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    adminToken = await shop.shop.login('admin@volt.demo', 'admin123');
  }, 60_000);

  afterEach(() => shop.closePages());
  afterAll(async () => {
    await shop?.stop();
  });

  it('a guest on a 375 px phone applies a code in the cart and at checkout, sees the total with it, and the order keeps it', async () => {
    const product = await shop.shop.newProduct(20, 1500);
    await shop.graphqlData(CREATE, { input: { code: 'TENOFF', kind: 'percent', value: 10 } }, adminToken);
    await shop.graphqlData(
      CREATE,
      { input: { code: 'BIGBASKET', kind: 'fixed', value: 500, minSubtotal: 5000 } },
      adminToken,
    );

    const page = await shop.newPage(PHONE);
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByText('Added to cart successfully!').last().waitFor();

    await page.goto('/cart');
    const codeField = page.getByLabel('Discount code');
    await codeField.fill('nosuch');
    await page.getByRole('button', { name: 'Apply code' }).click();
    await page.getByTestId('discount-message').filter({ hasText: 'This code does not exist' }).waitFor();
    await codeField.fill('bigbasket');
    await page.getByRole('button', { name: 'Apply code' }).click();
    await page.getByTestId('discount-message').filter({ hasText: 'Add Rs. 3,500 more to use this code' }).waitFor();
    expect(await page.getByTestId('summary-total').innerText()).toBe(rupees(1500));

    await codeField.fill(' tenoff ');
    await page.getByRole('button', { name: 'Apply code' }).click();
    await page.getByTestId('discount-applied').waitFor();
    expect(await page.getByTestId('discount-applied').innerText()).toBe(`applied: ${rupees(150)} off`);
    expect(await page.getByTestId('summary-discount').innerText()).toBe(`− ${rupees(150)}`);
    expect(await page.getByTestId('summary-total').innerText()).toBe(rupees(1350));
    await shop.screenshot(page, 'discount-cart-375');
    await page.setViewportSize(DESKTOP);
    await shop.screenshot(page, 'discount-cart-1280');
    await page.setViewportSize(PHONE);

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.getByTestId('summary-discount').waitFor();
    // The checkout checks the code again for its own lines: the total settles on the code's.
    await page
      .getByTestId('summary-total')
      .filter({ hasText: rupees(1350) })
      .waitFor();
    await page.getByLabel('Name').fill('Bilal Ahmed');
    await page.getByLabel('Phone').fill('0312 4455667');
    await page.getByLabel('Address').fill('Flat 5, Block C, Johar Town');
    await page.getByLabel('City').fill('Lahore');
    // The check again with the phone and city: the same code, the same total.
    await page.waitForFunction(() => document.querySelector('[data-testid="discount-applied"]') !== null);
    expect(await page.getByTestId('summary-total').innerText()).toBe(rupees(1350));
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await shop.screenshot(page, 'discount-checkout-375');
    await page.setViewportSize(DESKTOP);
    await shop.screenshot(page, 'discount-checkout-1280');
    await page.setViewportSize(PHONE);

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f]{24}\?key=/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    const { order } = await shop.graphqlData(
      `query($id: ID!) { order(id: $id) { discountCode discount subtotal totalAmount } }`,
      { id: orderId },
      adminToken,
    );
    expect(order).toEqual({ discountCode: 'TENOFF', discount: 150, subtotal: 1500, totalAmount: 1350 });
    await page.getByTestId('order-discount').waitFor();
    expect(await page.getByTestId('order-discount').innerText()).toBe(`− ${rupees(150)}`);

    // The code is forgotten once the order is placed: the next cart starts without one.
    await page.goto('/cart');
    await page.getByText('Your cart is empty').waitFor();
  });

  it('the admin page lists the code with its uses and figures, and pauses it', async () => {
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, 'admin@volt.demo', 'admin123');
    await page.goto('/admin/discounts');
    const row = page.getByTestId('discount-TENOFF');
    await row.waitFor();
    expect(await row.locator('[data-label="Uses"]').innerText()).toBe('1');
    expect(await row.locator('[data-label="Orders"]').innerText()).toContain('1 placed');
    await shop.screenshot(page, 'discount-admin-1280');
    await page.setViewportSize(PHONE);
    await shop.screenshot(page, 'discount-admin-375');
    await page.setViewportSize(DESKTOP);

    await row.getByRole('button', { name: 'Pause TENOFF' }).click();
    await row.getByRole('button', { name: 'Resume TENOFF' }).waitFor();
    expect(await row.locator('[data-label="Status"]').innerText()).toBe('Paused');

    await page.getByLabel('Code', { exact: true }).fill('FREESHIP');
    await page.getByLabel('Kind').selectOption('free_delivery');
    await page.getByLabel('Uses per phone').fill('1');
    await page.getByRole('button', { name: 'Create Code' }).click();
    await page.getByTestId('discount-FREESHIP').waitFor();
    expect(await page.getByTestId('discount-FREESHIP').locator('[data-label="Discount"]').innerText()).toBe(
      'Free delivery',
    );
  });
});

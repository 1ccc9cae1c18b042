import type { Page } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';
import { soldAsOne } from '../support/test-shop';

interface CatalogueProduct {
  id: string;
  name: string;
  finalPrice: number;
}

const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(amount)}`;

const ORDER_QUERY = `query ($id: ID!, $accessKey: String) {
  order(id: $id, accessKey: $accessKey) {
    id orderNumber status isGuestOrder totalAmount paymentMethod notes
    shippingAddress { name email phone address city }
    items { productId name quantity price lineTotal }
  }
}`;

describe('cart, checkout and order confirmation in Chromium', () => {
  let shop: BrowserShop;
  let adminToken: string;
  /** Two in-stock products with room above 10 units (so the 10-per-product rule, not the stock, is the limit). */
  let first: CatalogueProduct;
  let second: CatalogueProduct;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    adminToken = await shop.shop.login('admin@volt.demo', 'admin123');
    const answer = await shop.shop.graphql<{
      products: {
        items: Array<
          CatalogueProduct & {
            stockQuantity: number;
            discountPrice: number | null;
            price: number;
            options: Array<{ name: string }>;
          }
        >;
      };
    }>(
      `{ products(limit: 100, inStock: true) { items { id name finalPrice price discountPrice stockQuantity options { name } } } }`,
    );
    // Sold as one: added from its page without choosing a kind.
    const roomy = answer.data.products.items.filter((product) => product.stockQuantity > 20 && soldAsOne(product));
    // One discounted product, so the order proves the catalogue's paid price (not the list price) is used.
    first = roomy.find((product) => product.discountPrice !== null && product.discountPrice < product.price)!;
    second = roomy.find((product) => product.id !== first.id)!;
    expect(first && second).toBeTruthy();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  async function addFromProductPage(page: Page, product: CatalogueProduct, quantity = 1) {
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    for (let step = 1; step < quantity; step++)
      await page.getByRole('button', { name: 'Increase Quantity', exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByText('Added to cart successfully!').last().waitFor();
  }

  const stepperValue = (page: Page, product: CatalogueProduct) =>
    page
      .getByRole('group', { name: `Quantity of ${product.name}` })
      .locator('output')
      .innerText();

  const orderOf = async (id: string, accessKey?: string) => {
    const answer = await shop.shop.graphql(ORDER_QUERY, { id, accessKey }, accessKey ? undefined : adminToken);
    expect(answer.errors).toBeUndefined();
    return answer.data.order;
  };

  it('takes a guest from two products through the cart and checkout to a confirmation that survives a reload', async () => {
    const page = await shop.newPage(DESKTOP);
    await addFromProductPage(page, first);
    await addFromProductPage(page, second, 2);

    await page.goto('/cart');
    await page.getByTestId('cart-line').nth(1).waitFor();
    await expect(page.getByTestId('cart-line').count()).resolves.toBe(2);
    const subtotal = first.finalPrice + 2 * second.finalPrice;
    expect(await page.getByTestId('summary-subtotal').innerText()).toBe(rupees(subtotal));
    expect(await page.getByTestId('summary-total').innerText()).toBe(rupees(subtotal));
    expect(await page.locator('.summary-free').innerText()).toBe('Free');
    await shop.screenshot(page, 'cart-1280');

    // Up to 10, then the cart's own message; the line stays at 10.
    const increaseFirst = page.getByRole('button', { name: `Increase Quantity of ${first.name}` });
    for (let quantity = 2; quantity <= 10; quantity++) await increaseFirst.click();
    expect(await stepperValue(page, first)).toBe('10');
    expect(await page.getByText('Maximum 10 items allowed per product').count()).toBe(0);
    await increaseFirst.click();
    await page.getByText('Maximum 10 items allowed per product').waitFor();
    expect(await stepperValue(page, first)).toBe('10');

    // Stepping down to 0 removes the line.
    const decreaseSecond = page.getByRole('button', { name: `Decrease Quantity of ${second.name}` });
    await decreaseSecond.click();
    await page.waitForFunction(
      (name) => document.querySelector(`[aria-label="Quantity of ${name}"] output`)?.textContent === '1',
      second.name,
    );
    await decreaseSecond.click();
    await page.getByText('Item removed from cart').waitFor();
    await expect(page.getByTestId('cart-line').count()).resolves.toBe(1);
    expect(await page.getByTestId('summary-total').innerText()).toBe(rupees(10 * first.finalPrice));
    await page.getByRole('button', { name: `Decrease Quantity of ${first.name}` }).click();
    await page.waitForFunction(
      (name) => document.querySelector(`[aria-label="Quantity of ${name}"] output`)?.textContent === '9',
      first.name,
    );

    await addFromProductPage(page, second);
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');

    const guestBox = page.getByRole('region', { name: 'Better to Login First' });
    await guestBox.waitFor();
    expect(await guestBox.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(await guestBox.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe('/register');
    expect(await guestBox.innerText()).toContain('WhatsApp');

    // Submitting the empty form: the summary and each field's message; a guest's e-mail is optional.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Please fill in all required fields').waitFor();
    for (const message of ['Name is required', 'Phone is required', 'Address is required', 'City is required']) {
      await expect(page.getByText(message, { exact: true }).isVisible()).resolves.toBe(true);
    }
    expect(await page.getByText('Email is required').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-name');
    await shop.screenshot(page, 'checkout-1280');
    await page.setViewportSize(PHONE);
    await shop.screenshot(page, 'checkout-guest-375');
    await page.setViewportSize(DESKTOP);

    // A name over 60 characters passes the form's checks; only the server refuses it.
    await page.getByLabel('Name').fill('Ayesha '.repeat(10).trim());
    await page.getByLabel('Phone').fill('0301 7654321');
    await page.getByLabel('Address').fill('House 12, Street 4, Gulberg III');
    await page.getByLabel('City').fill('Lahore');
    await page.getByLabel('Order Notes (optional)').fill('Call before delivery');

    // While the order is on its way the button says so and cannot be pressed again; a refusal shows the
    // server's message with the support phone beneath.
    let releaseOrder = () => {};
    const orderHeld = new Promise<void>((resolve) => (releaseOrder = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('PlaceOrder')) await orderHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    const busy = page.getByRole('button', { name: 'Placing Order...' });
    await busy.waitFor();
    await expect(busy.isDisabled()).resolves.toBe(true);
    releaseOrder();
    const refusal = page.locator('.toast-error').filter({ hasText: 'Name must not exceed 60 characters' });
    await refusal.waitFor();
    const support = await shop.shop.graphql<{ shop: { phone: string } }>('{ shop { phone } }');
    expect(await refusal.innerText()).toContain(support.data.shop.phone);
    await page.unroute('**/graphql');
    expect(new URL(page.url()).pathname).toBe('/checkout');

    await page.getByLabel('Name').fill('  Ayesha Guest ');
    await page.getByRole('button', { name: 'Place Order' }).click();

    const placedToast = page.getByText(/^Order placed successfully! Your order ID: /);
    await placedToast.waitFor();
    await expect(page.getByText(/save this order ID .* WhatsApp/).isVisible()).resolves.toBe(true);
    await page.waitForURL(/\/order-confirmation\/[0-9a-f]{24}\?key=/);
    const url = new URL(page.url());
    const orderId = url.pathname.split('/').pop()!;
    const accessKey = url.searchParams.get('key')!;

    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      isGuestOrder: true,
      status: 'Pending',
      paymentMethod: 'COD',
      notes: 'Call before delivery',
    });
    expect(order.shippingAddress).toMatchObject({
      name: 'Ayesha Guest',
      email: '',
      phone: '+923017654321',
      city: 'Lahore',
    });
    expect(
      order.items.map((item: { productId: string; quantity: number; price: number }) => [
        item.productId,
        item.quantity,
        item.price,
      ]),
    ).toEqual([
      [first.id, 9, first.finalPrice],
      [second.id, 1, second.finalPrice],
    ]);
    expect(order.totalAmount).toBe(9 * first.finalPrice + second.finalPrice);
    expect(await placedToast.innerText()).toContain(order.orderNumber);

    expect(await page.getByTestId('order-id').innerText()).toBe(order.orderNumber);
    await expect(page.getByText('Guest Order', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Cash on Delivery', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.locator('.order-status.status-Pending').isVisible()).resolves.toBe(true);
    expect(await page.locator('.order-item').count()).toBe(2);
    const sendId = page.getByRole('link', { name: 'Send Order ID via WhatsApp' });
    expect(decodeURIComponent((await sendId.getAttribute('href'))!)).toMatch(
      new RegExp(`^https://wa\\.me/\\d+\\?text=.*${order.orderNumber}`),
    );
    await page.getByRole('button', { name: /^Copy order ID/ }).click();
    await page.getByText('Order ID copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(order.orderNumber);

    // The cart is empty after the order.
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('volt.cart') ?? '{}').items)).toEqual([]);
    await expect(page.getByRole('link', { name: 'Cart, 0 items' }).isVisible()).resolves.toBe(true);
    await shop.screenshot(page, 'confirmation-1280');

    // A reload, and the same page without the key in the link (kept locally), still show the order.
    await page.reload();
    expect(await page.getByTestId('order-id').innerText()).toBe(order.orderNumber);
    await page.goto(`/order-confirmation/${orderId}`);
    expect(await page.getByTestId('order-id').innerText()).toBe(order.orderNumber);

    // The shared link works on another device; without the key the order stays private.
    const elsewhere = await shop.newPage(PHONE);
    await elsewhere.goto(`/order-confirmation/${orderId}?key=${encodeURIComponent(accessKey)}`);
    expect(await elsewhere.getByTestId('order-id').innerText()).toBe(order.orderNumber);
    await shop.screenshot(elsewhere, 'confirmation-375');
    const stranger = await shop.newPage(PHONE);
    await stranger.goto(`/order-confirmation/${orderId}`);
    await stranger.getByRole('heading', { name: 'This order link is incomplete' }).waitFor();
  }, 120_000);

  it('keeps a customer cart on the server, prefills checkout, empties the server cart and lists and cancels the order', async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Bilal Khan', phone: '0333 1112223' });
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, customer.email, customer.password);
    await addFromProductPage(page, second, 2);

    const serverCart = await shop.shop.graphql(`{ cart { items { quantity product { id } } } }`, {}, customer.token);
    expect(serverCart.data.cart.items).toEqual([{ quantity: 2, product: { id: second.id } }]);

    await page.goto('/cart');
    await page.getByTestId('cart-line').waitFor();
    await shop.screenshot(page, 'cart-375');

    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL('**/checkout');
    await page.waitForFunction(() => (document.getElementById('checkout-name') as HTMLInputElement | null)?.value);
    await expect(page.getByLabel('Name').inputValue()).resolves.toBe('Bilal Khan');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(customer.email);
    await expect(page.getByLabel('Phone').inputValue()).resolves.toBe('0333 1112223');
    expect(await page.getByRole('region', { name: 'Better to Login First' }).count()).toBe(0);

    // Signed in, the e-mail is required.
    await page.getByLabel('Email').fill('   ');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Please fill in all required fields').waitFor();
    for (const message of ['Email is required', 'Address is required', 'City is required']) {
      await expect(page.getByText(message, { exact: true }).isVisible()).resolves.toBe(true);
    }
    expect(await page.getByText('Name is required').count()).toBe(0);
    await shop.screenshot(page, 'checkout-375');

    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Address').fill('Flat 3, Block B, DHA Phase 5');
    await page.getByLabel('City').fill('Karachi');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText(/^Order placed successfully! Your order ID: /).waitFor();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f]{24}$/);
    const orderId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByText('Account Order', { exact: true }).waitFor();

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ isGuestOrder: false, totalAmount: 2 * second.finalPrice });
    expect(order.shippingAddress).toMatchObject({
      name: 'Bilal Khan',
      email: customer.email,
      address: 'Flat 3, Block B, DHA Phase 5',
      city: 'Karachi',
    });
    const emptied = await shop.shop.graphql(`{ cart { items { quantity } } }`, {}, customer.token);
    expect(emptied.data.cart.items).toEqual([]);

    await page.getByRole('link', { name: 'My Orders' }).click();
    await page.waitForURL('**/orders');
    const row = page.locator('.order-history-item');
    await row.first().waitFor();
    expect(await row.count()).toBe(1);
    expect(await row.locator('.order-history-id').innerText()).toContain(order.orderNumber);
    expect(await row.innerText()).toContain(rupees(order.totalAmount));
    expect(await row.locator('.order-status').getAttribute('class')).toContain('status-Pending');
    expect(await row.getByRole('link', { name: /View details/ }).getAttribute('href')).toBe(
      `/order-confirmation/${orderId}`,
    );
    await shop.screenshot(page, 'orders-375');

    let question = '';
    page.once('dialog', (dialog) => {
      question = dialog.message();
      void dialog.accept();
    });
    await row.getByRole('button', { name: /^Cancel order/ }).click();
    await row.locator('.order-status.status-Cancelled').waitFor();
    expect(question).toContain(order.orderNumber);
    expect(await row.getByRole('button', { name: /^Cancel order/ }).count()).toBe(0);
    expect((await orderOf(orderId)).status).toBe('Cancelled');

    const desktop = await shop.newPage(DESKTOP);
    await shop.signIn(desktop, customer.email, customer.password);
    await desktop.goto('/orders');
    await desktop.locator('.order-history-item .status-Cancelled').waitFor();
    await shop.screenshot(desktop, 'orders-1280');
  });

  it('shows admins at checkout that they cannot order, with Place Order disabled', async () => {
    const added = await shop.shop.graphql(
      `mutation ($input: AddToCartInput!) { addToCart(input: $input) { totalQuantity } }`,
      { input: { productId: second.id, quantity: 1 } },
      adminToken,
    );
    expect(added.errors).toBeUndefined();
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, 'admin@volt.demo', 'admin123');
    // The admin's server cart replaces the (empty) local one once the session is restored.
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByText('Admins cannot place orders. Please use a customer account.').waitFor();
    await expect(page.getByRole('button', { name: 'Place Order' }).isDisabled()).resolves.toBe(true);
    await shop.screenshot(page, 'checkout-admin-375');
    await shop.shop.graphql(`mutation { clearCart { totalQuantity } }`, {}, adminToken);
  });

  it('sends an empty cart from /checkout to /cart and its empty state', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto('/checkout');
    await page.waitForURL('**/cart');
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    expect(await page.getByRole('link', { name: 'Start Shopping' }).getAttribute('href')).toBe('/products');
  });

  it('shows the not-found state with reload and contact options for an unknown order', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/order-confirmation/0123456789abcdef01234567?key=not-a-key');
    await page.getByRole('heading', { name: 'Failed to load order details' }).waitFor();
    await expect(page.getByText('Please contact support.').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Reload' }).isVisible()).resolves.toBe(true);
    expect(await page.getByRole('link', { name: 'WhatsApp Support' }).getAttribute('href')).toMatch(
      /^https:\/\/wa\.me\/\d+/,
    );
    expect(await page.getByRole('link', { name: /^Call / }).getAttribute('href')).toMatch(/^tel:\+?\d+$/);
  });
});

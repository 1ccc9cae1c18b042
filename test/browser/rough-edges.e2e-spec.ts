import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';
import { waitFor } from '../support/processes';
import { soldAsOne } from '../support/test-shop';

interface CatalogueProduct {
  id: string;
  name: string;
  category: string;
  stockQuantity: number;
  options: { name: string }[];
}

const PLACE_ORDER = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { accessKey order { id orderNumber } } }`;
const GUEST = {
  name: 'Sana Tariq',
  email: '',
  phone: '0300 7654321',
  address: 'House 12, Street 4, Gulberg III',
  city: 'Lahore',
};

/** Rough edges of the storefront, each seen the way a shopper meets it, at 375 and 1280 px. */
describe('rough edges of the storefront in Chromium', () => {
  let shop: BrowserShop;
  let adminToken: string;
  let product: CatalogueProduct;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    adminToken = await shop.shop.login('admin@volt.demo', 'admin123');
    const answer = await shop.graphqlData<{ products: { items: CatalogueProduct[] } }>(
      `{ products(limit: 100, inStock: true) { items { id name category stockQuantity options { name } } } }`,
    );
    // Sold as one: added from its page without choosing a kind.
    product = answer.products.items.find((entry) => entry.stockQuantity > 30 && soldAsOne(entry))!;
    expect(product).toBeTruthy();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  async function addToCart(page: Page) {
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByText('Added to cart successfully!').last().waitFor();
  }

  async function placeGuestOrder() {
    const placed = await shop.graphqlData(PLACE_ORDER, {
      input: {
        items: [{ product: product.id, quantity: 1 }],
        shippingAddress: GUEST,
        guestInfo: GUEST,
        paymentMethod: 'COD',
      },
    });
    return placed.placeOrder as { accessKey: string; order: { id: string; orderNumber: string } };
  }

  /** A box once it has stopped moving (two reads 100 ms apart agree), for elements that animate into place. */
  const restingBox = async (locator: Locator) => {
    let before = await locator.boundingBox();
    for (let read = 0; read < 50; read++) {
      await new Promise((done) => setTimeout(done, 100));
      const now = await locator.boundingBox();
      if (before && now && now.x === before.x && now.y === before.y) return now;
      before = now;
    }
    return before;
  };

  /** The sticky header's bottom edge on screen, in CSS pixels. */
  const headerBottom = (page: Page) =>
    page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().bottom);

  it("titles product and category pages, and says 'Cart, 1 item' for one unit", async () => {
    const page = await shop.newPage(DESKTOP);
    await addToCart(page);
    expect(await page.title()).toBe(`${product.name} | Volt Accessories`);
    await page.getByRole('link', { name: 'Cart, 1 item', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByRole('link', { name: 'Cart, 2 items', exact: true }).waitFor();

    await page.goto(`/category/${encodeURIComponent(product.category)}`);
    await page.getByRole('heading', { level: 1, name: product.category }).waitFor();
    expect(await page.title()).toBe(`${product.category} | Volt Accessories`);
    await page.goto('/products?search=cable');
    await page.getByRole('heading', { level: 1, name: 'Search Results for "cable"' }).waitFor();
    expect(await page.title()).toBe('Search Results for "cable" | Volt Accessories');
  });

  it('counts a tap on Add to Cart made while the add before it is still on its way', async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Usman Riaz' });
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, customer.email, customer.password);
    // The first add waits at the door until the second tap has been made.
    let releaseFirst!: () => void;
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let adds = 0;
    await page.route('**/graphql', async (route) => {
      if (route.request().postDataJSON()?.operationName === 'AddToCart' && ++adds === 1) await firstHeld;
      await route.continue();
    });
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    const button = page.getByRole('button', { name: 'Add to Cart', exact: true });
    const box = (await button.boundingBox())!;
    // Taps at the button's place, as a shopper's finger comes (a browser sends no click to a disabled button).
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await waitFor(() => adds === 1);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await waitFor(() => adds === 2);
    releaseFirst();
    await page.getByRole('link', { name: 'Cart, 2 items', exact: true }).waitFor();
    const { cart } = await shop.graphqlData('{ cart { items { quantity } } }', {}, customer.token);
    expect(cart.items).toEqual([{ quantity: 2 }]);
  });

  it('checks the phone in the checkout form, marks the field, and shows a server refusal beside Place Order', async () => {
    const page = await shop.newPage(PHONE);
    await addToCart(page);
    await page.goto('/checkout');
    await page.getByLabel('Name').fill('Sana Tariq');
    await page.getByLabel('Phone').fill('12345');
    await page.getByLabel('City').fill('Lahore');
    await page.getByLabel('Address').fill('House 12, Street 4, Gulberg III');
    let orderRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('PlaceOrder')) orderRequests++;
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    const phone = page.getByLabel('Phone');
    expect(await phone.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#checkout-phone-error').innerText()).toBe('Please enter a valid phone number');
    expect(await phone.evaluate((input) => input.getAttribute('aria-describedby'))).toBe('checkout-phone-error');
    expect(await phone.evaluate((input) => document.activeElement === input)).toBe(true);
    expect(orderRequests).toBe(0);
    await shop.screenshot(page, 'rough-checkout-phone-375');

    // A refusal only the server makes (a name over 60 characters): beside the button, on the field, focused.
    await phone.fill('0300 7654321');
    expect(await phone.getAttribute('aria-invalid')).toBeNull();
    await page.getByLabel('Name').fill('Sana '.repeat(14).trim());
    await page.getByRole('button', { name: 'Place Order' }).click();
    const refusal = page.locator('#checkout-refusal');
    await refusal.waitFor();
    expect(orderRequests).toBe(1);
    expect(await refusal.innerText()).toBe('Name must not exceed 60 characters');
    expect(await refusal.getAttribute('role')).toBe('alert');
    const name = page.getByLabel('Name');
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#checkout-name-error').innerText()).toBe('Name must not exceed 60 characters');
    await page.waitForFunction(() => document.activeElement?.id === 'checkout-name');
    // The message beside the button is where the shopper's eyes are: right above Place Order.
    const [message, button] = await Promise.all([
      refusal.boundingBox(),
      page.getByRole('button', { name: 'Place Order' }).boundingBox(),
    ]);
    expect(message!.y + message!.height).toBeLessThanOrEqual(button!.y);
    expect(button!.y - (message!.y + message!.height)).toBeLessThan(40);
    await name.fill('Sana Tariq');
    expect(await refusal.count()).toBe(0);
  });

  it("words the order page by the order's status: a Delivered order is not 'Confirmed ... before delivery'", async () => {
    const { accessKey, order } = await placeGuestOrder();
    const page = await shop.newPage(PHONE);
    await page.goto(`/order-confirmation/${order.id}?key=${accessKey}`);
    await page.getByRole('heading', { level: 1, name: 'Order Placed' }).waitFor();
    expect(
      await page.getByText('We will contact you to confirm your order before delivery.', { exact: false }).count(),
    ).toBe(1);

    await shop.shop.confirmOrder(order.id, adminToken);
    for (const [status, heading] of [
      ['Processing', 'Order Being Prepared'],
      ['Shipped', 'Order Shipped'],
      ['Delivered', 'Order Delivered'],
    ] as const) {
      await shop.graphqlData(
        `mutation ($id: ID!, $status: OrderStatus!) { setOrderStatus(id: $id, status: $status) { id } }`,
        { id: order.id, status },
        adminToken,
      );
      await page.reload();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.getByText('confirm your order before delivery', { exact: false }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Order Confirmed!' }).count()).toBe(0);
    }
    await page.getByText('This order has been delivered.', { exact: false }).waitFor();
    await shop.screenshot(page, 'rough-order-delivered-375');
  });

  it("says 'Your session has ended. Please sign in again.' after a 401 ended a session, not to a guest", async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Hamza Ali' });
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, customer.email, customer.password);
    // The session ends on the server: a password change retires every earlier token.
    const changed = await shop.shop.graphql(
      `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { token } }`,
      { input: { currentPassword: customer.password, newPassword: 'another123' } },
      customer.token,
    );
    expect(changed.errors).toBeUndefined();
    await page.goto('/products');
    await page.waitForURL('**/login');
    await page.getByText('Your session has ended. Please sign in again.', { exact: true }).waitFor();
    expect(await page.getByText('Please sign in to continue.').count()).toBe(0);
    await shop.screenshot(page, 'rough-session-ended-375');
    await page.getByLabel('Email').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill('another123');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/products');

    const guest = await shop.newPage(DESKTOP);
    await guest.goto('/orders');
    await guest.waitForURL('**/login');
    await guest.getByText('Please sign in to continue.', { exact: true }).waitFor();
    expect(await guest.getByText('Your session has ended.', { exact: false }).count()).toBe(0);
  });

  /** Clicks the header's Featured link and waits for the scroll to rest: the heading must sit just below the header. */
  async function featuredLandsBelowHeader(page: Page, phone: boolean) {
    if (phone) await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Featured' }).click();
    await page.waitForURL('**/#featured');
    await page.locator('#featured .product-card').first().waitFor();
    // The grid above the section has its 'Load More Products' row (nothing above moves after it); then the page has
    // scrolled and the heading rests. (waitForFunction takes a returned promise as a truthy answer: no waiting there.)
    await page.getByRole('button', { name: 'Load More Products' }).waitFor();
    await page.waitForFunction(() => window.scrollY > 0);
    const heading = await restingBox(page.getByRole('heading', { name: 'Featured Products' }));
    const bottom = await headerBottom(page);
    expect(heading!.y).toBeGreaterThanOrEqual(bottom);
    expect(heading!.y - bottom).toBeLessThan(80);
  }

  for (const [label, viewport] of [
    ['1280', DESKTOP],
    ['375', PHONE],
  ] as const) {
    it(`lands the header's Featured link with the section heading below the sticky header at ${label} px`, async () => {
      const page = await shop.newPage(viewport);
      // The 'All Products' grid above the section answers last (as it did once in CI): held until the featured
      // products and every other query under way have answered. Its 'Load More Products' row must not push the
      // heading down after the scroll.
      let othersUnderWay = 0;
      let featuredAnswered = false;
      await page.route('**/graphql', async (route) => {
        const operation = route.request().postDataJSON()?.operationName;
        if (operation === 'AllProducts') {
          await waitFor(() => featuredAnswered && othersUnderWay === 0, 20_000, 'the answers before the grid');
          return route.continue();
        }
        othersUnderWay++;
        try {
          await route.fulfill({ response: await route.fetch() });
          if (operation === 'FeaturedProducts') featuredAnswered = true;
        } finally {
          othersUnderWay--;
        }
      });
      // From another page (the home page loads, then scrolls), then again on the home page itself.
      await page.goto('/products');
      await page.getByRole('heading', { level: 1, name: 'All Products' }).waitFor();
      await featuredLandsBelowHeader(page, viewport === PHONE);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await page.waitForFunction(() => window.scrollY === 0);
      await featuredLandsBelowHeader(page, viewport === PHONE);
      await page.screenshot({ path: join(__dirname, 'screenshots', `rough-featured-${label}.png`) });
    });
  }

  it('toasts after cancelling from My Orders, below the header and clear of the search box', async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Ayesha Noor' });
    const placed = await shop.shop.graphql(
      PLACE_ORDER,
      {
        input: {
          items: [{ product: product.id, quantity: 1 }],
          shippingAddress: { ...GUEST, email: customer.email },
          paymentMethod: 'COD',
        },
      },
      customer.token,
    );
    expect(placed.errors).toBeUndefined();
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, customer.email, customer.password);
    await page.goto('/orders');
    const row = page.locator('.order-history-item').first();
    await row.waitFor();
    page.once('dialog', (dialog) => void dialog.accept());
    await row.getByRole('button', { name: /^Cancel order/ }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Order cancelled successfully' });
    await toast.waitFor();
    await row.locator('.order-status.status-Cancelled').waitFor();
    // Where the toast comes to rest: sonner slides it in from above, so a box read mid-way is higher than its place.
    const box = await restingBox(toast);
    const search = await page.getByRole('combobox', { name: 'Search products' }).boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(await headerBottom(page));
    expect(box!.y).toBeGreaterThanOrEqual(search!.y + search!.height);
    await shop.screenshot(page, 'rough-cancel-toast-375');
  });

  it('keeps the whole shop name on a phone (wrapped, never cut), signed out and signed in', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto('/');
    const fits = () =>
      page.evaluate(() => {
        const name = document.querySelector('.brand span') as HTMLElement;
        return {
          text: name.innerText.replace(/\s+/g, ' '),
          cut: name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1,
        };
      });
    expect(await fits()).toEqual({ text: 'Volt Accessories', cut: false });
    await page.screenshot({
      path: join(__dirname, 'screenshots', 'rough-header-guest-375.png'),
      clip: { x: 0, y: 0, width: 375, height: 140 },
    });
    await shop.signIn(page, 'customer@volt.demo', 'customer123');
    await page.goto('/');
    await page.locator('.avatar').waitFor();
    expect(await fits()).toEqual({ text: 'Volt Accessories', cut: false });
  });

  /**
   * Scrolls the page from top to bottom in steps; at each stop the WhatsApp button must be hidden or lie over
   * no field, button or button-like link.
   */
  async function expectWhatsAppNeverCovers(page: Page) {
    const stops = await page.evaluate(() =>
      Math.ceil((document.documentElement.scrollHeight - window.innerHeight) / 60),
    );
    const covered: string[] = [];
    let hiddenSomewhere = false;
    for (let stop = 0; stop <= stops; stop++) {
      await page.evaluate((y) => window.scrollTo(0, y), stop * 60);
      // Two frames: the scroll event, then the check the button schedules for the next frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const found = await page.evaluate(() => {
        const fab = document.querySelector('.fab-whatsapp') as HTMLElement;
        // Stepping aside fades out over 0.15 s; the class says where it is going.
        if (fab.classList.contains('fab-aside')) return 'hidden';
        const box = fab.getBoundingClientRect();
        const under = [
          ...document.querySelectorAll<HTMLElement>('main input, main textarea, main select, main button, main a.btn'),
        ].find((element) => {
          const other = element.getBoundingClientRect();
          if (other.width === 0 || getComputedStyle(element).visibility === 'hidden') return false;
          return other.left < box.right && other.right > box.left && other.top < box.bottom && other.bottom > box.top;
        });
        return under ? `${under.tagName} "${under.innerText || under.getAttribute('name') || under.id}"` : 'clear';
      });
      if (found === 'hidden') hiddenSomewhere = true;
      else if (found !== 'clear') covered.push(`${stop * 60}px: ${found}`);
    }
    expect(covered).toEqual([]);
    return hiddenSomewhere;
  }

  it('never lets the WhatsApp button cover Proceed to Checkout, Place Order or a field at 375 px', async () => {
    const page = await shop.newPage(PHONE);
    await addToCart(page);
    // A phone of a lower height: the cart's buttons start under the floating button and scroll past it, however many
    // lines the product's name takes (on a taller one, a cart of a one-line name has them above it from the start).
    await page.setViewportSize({ width: PHONE.width, height: 600 });
    await page.goto('/cart');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).waitFor();
    expect(await expectWhatsAppNeverCovers(page)).toBe(true);
    await page.setViewportSize(PHONE);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Place Order' }).waitFor();
    expect(await expectWhatsAppNeverCovers(page)).toBe(true);
    // Where nothing lies under it, it is there to tap.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.goto('/info/about');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).isVisible()).toBe(true);
    await shop.screenshot(page, 'rough-about-375');
  });

  it('keeps the floating buttons out of the admin area', async () => {
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, 'admin@volt.demo', 'admin123');
    await page.goto('/admin/orders');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).count()).toBe(0);
    await page.goto('/');
    await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).waitFor({ state: 'attached' });
  });
});

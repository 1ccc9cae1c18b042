import type { Locator, Page } from 'playwright-core';
import { bandedPicture, isRed, pixelAt } from '../support/banded-picture';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';
import { soldAsOne } from '../support/test-shop';

interface CatalogueProduct {
  id: string;
  name: string;
  finalPrice: number;
}

const GUEST = {
  Name: 'Sana Tariq',
  Phone: '0300 7654321',
  Address: 'House 12, Street 4, Gulberg III',
  City: 'Lahore',
  'Order Notes (optional)': 'Call before delivery',
};
/** What a shopper met in a day of shopping at 375 and 1280 px, each seen the way they meet it. */
describe('a day of shopping in Chromium', () => {
  let shop: BrowserShop;
  let admin: string;
  let products: CatalogueProduct[];

  beforeAll(async () => {
    shop = await BrowserShop.start();
    admin = await shop.shop.login('admin@volt.demo', 'admin123');
    const answer = await shop.graphqlData<{
      products: { items: (CatalogueProduct & { stockQuantity: number; options: { name: string }[] })[] };
    }>('{ products(limit: 40, inStock: true) { items { id name finalPrice stockQuantity options { name } } } }');
    // Sold as one: each is added from its page without choosing a kind.
    products = answer.products.items
      .filter((product) => product.stockQuantity > 20 && soldAsOne(product))
      .map(({ id, name, finalPrice }) => ({ id, name, finalPrice }));
    expect(products.length).toBeGreaterThan(3);
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  let created = 0;
  /** A product added through the admin API with a 1200 x 900 picture. */
  async function createProduct(): Promise<CatalogueProduct> {
    const form = new FormData();
    const fields: Record<string, string> = {
      name: `Test Dock ${process.pid % 1000}x${++created}`,
      description: 'A compact USB-C dock for phones and tablets.',
      price: '3100',
      category: 'Adapters',
      brand: 'Anker',
      condition: 'new',
      featured: 'false',
      trendy: 'false',
      stockQuantity: '25',
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    const picture = await bandedPicture();
    form.append('images', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'dock.png');
    const answer = await shop.shop.postForm('/api/v1/admin/products', form, admin);
    expect(answer.status).toBe(201);
    const product = answer.body.data;
    return { id: product._id, name: product.name, finalPrice: product.finalPrice };
  }

  async function addToCart(page: Page, product: CatalogueProduct) {
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByText('Added to cart successfully!').last().waitFor();
  }

  const fieldValues = (page: Page, labels: string[]) =>
    Promise.all(labels.map((label) => page.getByLabel(label, { exact: true }).inputValue()));

  it("keeps a guest's checkout form over a reload and a trip back to the cart, and forgets it once the order is placed", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await shop.newPage(viewport);
      await addToCart(page, products[0]);
      await page.goto('/checkout');
      for (const [label, value] of Object.entries(GUEST)) await page.getByLabel(label, { exact: true }).fill(value);
      const labels = Object.keys(GUEST);
      const typed = Object.values(GUEST);

      await page.reload();
      await page.getByLabel('Name', { exact: true }).waitFor();
      expect(await fieldValues(page, labels)).toEqual(typed);

      await page.getByRole('link', { name: 'Back to Cart' }).click();
      await page.getByRole('heading', { level: 1, name: 'Shopping Cart' }).waitFor();
      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await page.getByLabel('Name', { exact: true }).waitFor();
      expect(await fieldValues(page, labels)).toEqual(typed);
      await shop.screenshot(page, `draft-checkout-${viewport.width}`);

      await page.getByRole('button', { name: 'Place Order' }).click();
      await page.waitForURL(/\/order-confirmation\//, { timeout: 15_000 });
      expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => /draft/i.test(key)))).toEqual([]);
      await addToCart(page, products[0]);
      await page.goto('/checkout');
      expect(await fieldValues(page, labels)).toEqual(labels.map(() => ''));
    }
  }, 120_000);

  it("keeps a customer's city and notes over a reload", async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Bilal Khan', phone: '0333 1112224' });
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, customer.email, customer.password);
    await addToCart(page, products[1]);
    await page.goto('/checkout');
    await page.getByLabel('Address', { exact: true }).fill('Flat 3, Block B, DHA Phase 5');
    await page.getByLabel('City', { exact: true }).fill('Karachi');
    await page.getByLabel('Order Notes (optional)').fill('Ring twice');
    await page.reload();
    await page.getByLabel('City', { exact: true }).waitFor();
    expect(await fieldValues(page, ['Name', 'Phone', 'Address', 'City', 'Order Notes (optional)'])).toEqual([
      'Bilal Khan',
      '0333 1112224',
      'Flat 3, Block B, DHA Phase 5',
      'Karachi',
      'Ring twice',
    ]);
  }, 120_000);

  it('names a product deleted while in the cart, leaves it out of the subtotal and holds back checkout', async () => {
    const kept = products[2];
    for (const viewport of [PHONE, DESKTOP]) {
      const doomed = await createProduct();
      const page = await shop.newPage(viewport);
      await addToCart(page, kept);
      await addToCart(page, doomed);
      await page.goto('/checkout');
      for (const [label, value] of Object.entries(GUEST)) await page.getByLabel(label, { exact: true }).fill(value);
      // Deleted while the shopper is at checkout: Place Order meets the shop's refusal, which names it.
      expect((await shop.shop.delete(`/api/v1/admin/products/${doomed.id}`, { token: admin })).status).toBe(200);
      await page.getByRole('button', { name: 'Place Order' }).click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Product not found' });
      await toast.first().waitFor();
      expect(await toast.first().innerText()).toContain(doomed.name);
      await page.locator('#checkout-refusal').filter({ hasText: doomed.name }).waitFor();
      await shop.screenshot(page, `deleted-checkout-${viewport.width}`);

      await page.goto('/cart');
      const doomedLine = page.getByTestId('cart-line').filter({ hasText: doomed.name });
      await doomedLine.getByText('Sold out').waitFor();
      expect(await page.getByTestId('summary-subtotal').innerText()).toBe(
        `Rs. ${kept.finalPrice.toLocaleString('en-US')}`,
      );
      const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
      expect(await proceed.isDisabled()).toBe(true);
      expect(await page.getByRole('link', { name: 'Proceed to Checkout' }).count()).toBe(0);
      await shop.screenshot(page, `deleted-cart-${viewport.width}`);

      // Removing the line lets the shopper go on.
      await doomedLine.getByRole('button', { name: /Remove/ }).click();
      await page.getByRole('link', { name: 'Proceed to Checkout' }).waitFor();
    }
  }, 120_000);

  it("shows the server's refusal of a search over 100 characters, and the page keeps to the phone's width", async () => {
    const search = 'Wirelessearbudswithnoisecancellation'.repeat(4);
    expect(search.length).toBeGreaterThan(100);
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await shop.newPage(viewport);
      await page.goto(`/products?search=${search}`);
      const status = page.getByRole('status').filter({ hasText: 'Search text must not exceed 100 characters' });
      await status.waitFor();
      expect(await page.locator('#main').innerText()).not.toContain('0 products found');
      await page.getByRole('alert').filter({ hasText: 'Search text must not exceed 100 characters' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await shop.screenshot(page, `long-search-${viewport.width}`);
    }
  }, 120_000);

  it('closes the filter panel on a phone after a choice, with the results in view', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto('/products');
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await toggle.click();
    const panel = page.getByRole('complementary', { name: 'Filters' });
    await panel.waitFor();
    await panel.getByRole('radio', { name: 'Earbuds', exact: true }).click();
    await page.waitForURL(/category=Earbuds/);
    await panel.waitFor({ state: 'hidden' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    // The Earbuds results have come once the list is no longer busy (the cards before them are replaced).
    const firstCard = page.locator('.list-results[aria-busy="false"] .product-grid > li').first();
    await firstCard.waitFor();
    // The first card's top within the screen, read in the page in one go: the list may render its cards again
    // between two reads from here.
    await page.waitForFunction((height) => {
      const card = document.querySelector('.list-results[aria-busy="false"] .product-grid > li');
      const box = card?.getBoundingClientRect();
      return box !== undefined && box.height > 0 && box.top < height;
    }, PHONE.height);
    await shop.screenshot(page, 'filters-closed-375');
  }, 120_000);

  /**
   * Brings `target` under the floating WhatsApp button (by scrolling, and where the page is too short for that,
   * on a phone of a lower height) and waits for the button to step aside.
   */
  async function whatsappStepsAsideOver(page: Page, target: Locator) {
    const button = page.locator('.fab-whatsapp');
    await target.scrollIntoViewIfNeeded();
    let fab = (await button.boundingBox())!;
    const box = (await target.boundingBox())!;
    await page.evaluate((by) => window.scrollBy(0, by), box.y + box.height / 2 - (fab.y + fab.height / 2));
    let now = (await target.boundingBox())!;
    if (now.y + now.height / 2 < fab.y) {
      // The button sits 1rem above the bottom edge: a screen that ends just below the target puts it there.
      await page.setViewportSize({
        width: PHONE.width,
        height: Math.round(now.y + now.height / 2 + 16 + fab.height / 2),
      });
      fab = (await button.boundingBox())!;
      now = (await target.boundingBox())!;
    }
    // The target now lies where the button is (in its column and at its height).
    expect(now.x + now.width).toBeGreaterThan(fab.x);
    expect(now.y).toBeLessThan(fab.y + fab.height);
    expect(now.y + now.height).toBeGreaterThan(fab.y);
    await page.waitForFunction(() => document.querySelector('.fab-whatsapp')?.classList.contains('fab-aside'));
  }

  it("never covers a cart line's total or an order's status badge at 375 px", async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Ayesha Khan', phone: '0333 1112225' });
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, customer.email, customer.password);
    // Lines enough for the last one's total to reach the button's height at the bottom of the screen.
    for (const product of products.slice(0, 4)) await addToCart(page, product);
    await page.goto('/cart');
    const total = page.locator('.cart-line-total').last();
    await whatsappStepsAsideOver(page, total);
    await shop.screenshot(page, 'whatsapp-cart-375');
    await whatsappStepsAsideOver(page, page.locator('.summary-totals dd').first());

    // Three orders (the most one phone may have open), so the last one's badge reaches the button's height.
    for (const product of products.slice(0, 3)) {
      const placed = await shop.shop.post(
        '/api/v1/orders',
        {
          items: [{ product: product.id, quantity: 1 }],
          shippingAddress: {
            name: 'Ayesha Khan',
            email: customer.email,
            phone: '0333 1112225',
            address: 'House 1, Street 2',
            city: 'Lahore',
          },
          paymentMethod: 'COD',
        },
        { token: customer.token },
      );
      expect({ status: placed.status, message: placed.body.message }).toMatchObject({ status: 201 });
    }
    await page.goto('/orders');
    const badge = page.locator('#main .badge').last();
    await badge.waitFor();
    await whatsappStepsAsideOver(page, badge);
    await shop.screenshot(page, 'whatsapp-orders-375');
  }, 120_000);

  it('shows the whole of a picture that is not square, on the card and the product page', async () => {
    const product = await createProduct();
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await shop.newPage(viewport);
      await page.goto(`/products/${product.id}`);
      const main = page.getByRole('img', { name: product.name }).first();
      await main.waitFor();
      await main.evaluate((image: HTMLImageElement) => image.decode());
      const detail = await main.screenshot();
      // The red bands at both edges are on the screen: nothing of the sides was cut.
      expect(isRed(await pixelAt(detail, 0.01, 0.5))).toBe(true);
      expect(isRed(await pixelAt(detail, 0.99, 0.5))).toBe(true);
      await shop.screenshot(page, `picture-product-${viewport.width}`);

      await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
      const card = page.locator('.product-grid img').first();
      await card.waitFor();
      await card.evaluate((image: HTMLImageElement) => image.decode());
      const cardShot = await card.screenshot();
      expect(isRed(await pixelAt(cardShot, 0.01, 0.5))).toBe(true);
      expect(isRed(await pixelAt(cardShot, 0.99, 0.5))).toBe(true);
      await shop.screenshot(page, `picture-card-${viewport.width}`);
    }
  }, 120_000);
});

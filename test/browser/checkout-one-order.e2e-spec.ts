import type { Page, Route } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

/**
 * One tap, one order. The place-order answer is held past the client's request time-out (the server has
 * already saved the order): the page must not say 'Failed to place order', but find the order by the
 * attempt's idempotency key and show its confirmation. When even that check gets no answer, the shopper
 * presses Place Order again, the same key goes out, and the server answers the order it already placed.
 */
describe('checkout places exactly one order when answers are slow or lost, in Chromium', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    shop = await BrowserShop.start();
  }, 60_000);
  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  const ordersOf = (productId: string) =>
    shop.shop
      .model('OrderRecord')
      .find({ 'items.product': productId })
      .lean<Array<{ _id: unknown; orderNumber: string }>>();
  const isOperation = (route: Route, name: string) =>
    (route.request().postData() ?? '').includes(`"operationName":"${name}"`);

  async function guestAtCheckout(page: Page, product: { id: string; name: string }) {
    await page.goto(`/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('button', { name: 'Increase Quantity', exact: true }).click();
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByText('Added to cart successfully!').last().waitFor();
    await page.goto('/checkout');
    await page.getByLabel('Name').fill('Sana Malik');
    await page.getByLabel('Phone').fill('0321 4567890');
    await page.getByLabel('Address').fill('Flat 3, Block B, DHA Phase 5');
    await page.getByLabel('City').fill('Karachi');
  }

  it('an answer held past the timeout: the page finds the order by its key and shows the confirmation; one order exists', async () => {
    const product = await shop.shop.newProduct(10, 1200);
    const page = await shop.newPage(DESKTOP);
    await guestAtCheckout(page, product);

    // The client's 10 s request time-out is made 2 s here (the page reads `window.requestTimeoutMs` for each
    // request): the test need not wait 10 s for what a shopper would.
    await page.evaluate(() => Object.assign(window, { requestTimeoutMs: 2_000 }));
    // The request reaches the server (the order is saved); its answer is held until the page has shown the
    // confirmation, so the page can only have found the order by its key.
    let placeRequests = 0;
    let releaseAnswer!: () => void;
    const answerHeld = new Promise<void>((resolve) => (releaseAnswer = resolve));
    await page.route('**/graphql', async (route) => {
      if (!isOperation(route, 'PlaceOrder')) return route.continue();
      placeRequests++;
      const response = await route.fetch();
      await answerHeld;
      await route.fulfill({ response }).catch(() => undefined); // the page gave up on it before
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByRole('button', { name: 'Placing Order...' }).waitFor();

    await page.waitForURL(/\/order-confirmation\/[0-9a-f]{24}\?key=/, { timeout: 20_000 });
    const orders = await ordersOf(product.id);
    expect(orders).toHaveLength(1);
    expect(await page.getByTestId('order-id').innerText()).toBe(orders[0].orderNumber);
    expect(await page.getByText('Failed to place order').count()).toBe(0);
    expect(placeRequests).toBe(1);
    expect(await shop.shop.stockOf(product.id)).toBe(8);
    // The guest's access key came back with the lookup: the confirmation opens from its link.
    const accessKey = new URL(page.url()).searchParams.get('key')!;
    const read = await shop.shop.graphql(
      'query ($id: ID!, $key: String) { order(id: $id, accessKey: $key) { orderNumber } }',
      { id: String(orders[0]._id), key: accessKey },
    );
    expect(read.data.order.orderNumber).toBe(orders[0].orderNumber);
    releaseAnswer();
    await page.unroute('**/graphql');
  }, 60_000);

  it('no answer and no answer to the check either: the page says so, Place Order again sends the same key and shows the one order', async () => {
    const product = await shop.shop.newProduct(10, 1200);
    const page = await shop.newPage(PHONE);
    await guestAtCheckout(page, product);

    // The order reaches the server but its answer is lost, and so is the check by key.
    const sentKeys: string[] = [];
    let loseAnswers = true;
    await page.route('**/graphql', async (route) => {
      if (isOperation(route, 'PlaceOrder')) {
        sentKeys.push(JSON.parse(route.request().postData()!).variables.idempotencyKey);
        if (!loseAnswers) return route.continue();
        await route.fetch();
        return route.abort('connectionreset');
      }
      if (isOperation(route, 'OrderByIdempotencyKey') && loseAnswers) return route.abort('connectionreset');
      return route.continue();
    });
    await page.getByRole('button', { name: 'Place Order' }).click();
    const notConfirmed = page.getByTestId('order-not-confirmed');
    await notConfirmed.waitFor();
    expect(await notConfirmed.innerText()).toBe(
      'We could not confirm your order yet: the connection is slow or was lost. Please press Place Order again; your order will not be placed twice.',
    );
    expect(await page.getByText('Failed to place order').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    expect(await ordersOf(product.id)).toHaveLength(1);
    await shop.screenshot(page, 'checkout-not-confirmed-375');
    await page.setViewportSize(DESKTOP);
    await shop.screenshot(page, 'checkout-not-confirmed-1280');

    loseAnswers = false;
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f]{24}\?key=/);
    const orders = await ordersOf(product.id);
    expect(orders).toHaveLength(1);
    expect(await page.getByTestId('order-id').innerText()).toBe(orders[0].orderNumber);
    expect(sentKeys).toHaveLength(2);
    expect(sentKeys[0]).toMatch(/^checkout-[0-9a-f-]{36}$/);
    expect(sentKeys[1]).toBe(sentKeys[0]);
    expect(await shop.shop.stockOf(product.id)).toBe(8);

    // The next checkout is a new attempt with a new key.
    await page.unroute('**/graphql');
    expect(await page.evaluate(() => sessionStorage.getItem('volt.checkoutAttempt'))).toBeNull();
  }, 60_000);
});

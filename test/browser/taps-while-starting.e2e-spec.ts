import type { Locator, Page, Route } from 'playwright-core';
import { BrowserShop } from './support/browser-shop';
import { soldAsOne } from '../support/test-shop';

/** When, after a control is on the screen, the shopper taps it. */
const MOMENTS_MS = [100, 400, 800, 1_200];

/** Until the app has taken a page over (ShopLayout marks it). */
const waitForApp = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.interactive === 'true', null, { polling: 50 });

/** What a page noted (see notePage). */
interface Noted {
  /** For each tap's click, whether the app had taken the page over when it came. */
  clicksWithApp: boolean[];
  /** The text of each toast shown, when it was shown (a success toast is gone after 2 s). */
  toasts: string[];
  /** Each change of the header menu button's aria-expanded, in order: one a tap that counted. */
  menu: string[];
  /**
   * The label of each gallery thumbnail whose click reached the app (the page's own listeners, React's among
   * them), in order: a held tap's once it is handed on, a later tap's at once.
   */
  thumbnailClicks: string[];
}

/**
 * Notes, in the page and before any of its own scripts, each tap's click (the browser's own, not one a script
 * makes) and whether the app had taken the page over when it came, so a test knows it tapped before that; each
 * toast as it shows; each change the menu button makes known; and each click on a gallery thumbnail that the app
 * gets.
 */
const notePage = (page: Page) =>
  page.addInitScript(() => {
    const noted: Noted = { clicksWithApp: [], toasts: [], menu: [], thumbnailClicks: [] };
    (window as unknown as { noted: Noted }).noted = noted;
    const noteClick = (event: MouseEvent) => {
      if (event.isTrusted) noted.clicksWithApp.push(document.documentElement.dataset.interactive === 'true');
    };
    window.addEventListener('click', noteClick, { capture: true });
    // Last on the way back up, after React's listener on #root: a click held from the page never gets here.
    window.addEventListener('click', (event) => {
      const thumbnail = event.target instanceof Element ? event.target.closest('.gallery-thumb') : null;
      if (thumbnail) noted.thumbnailClicks.push(thumbnail.getAttribute('aria-label') ?? '');
    });
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof Element)
            for (const toast of [node, ...node.querySelectorAll('.toast')])
              if (toast.matches('.toast')) noted.toasts.push(toast.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
    new MutationObserver((changes) => {
      for (const { target } of changes) {
        if (!(target instanceof Element)) continue;
        if (target.matches('.menu-toggle')) noted.menu.push(target.getAttribute('aria-expanded') ?? '');
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] });
  });
const noted = (page: Page) => page.evaluate(() => (window as unknown as { noted: Noted }).noted);
/** Until a toast with `text` has shown. */
const toastShown = (page: Page, text: string) =>
  page.waitForFunction(
    (wanted) => (window as unknown as { noted: Noted }).noted.toasts.some((toast) => toast.includes(wanted)),
    text,
    { polling: 50 },
  );

/** Until the given moment (Date.now() time): a tap's moment is what is tested, not a condition to wait for. */
const until = (time: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, time - Date.now())));

/**
 * Holds the app's last step (app/start) until the answered function is called: what a test does before then is
 * done before the app has started, however fast or busy the machine.
 */
async function holdAppStart(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * A storefront page arrives rendered by the server and shows its buttons long before the app has taken it over;
 * on a mid-range phone that is a second or more. A tap made meanwhile is held and handed to the app once it has
 * (client/src/early-input), and counts exactly once; text typed meanwhile is searched for.
 */
describe('no tap is lost while a page starts, on a mid-range phone in Chromium', () => {
  // Each test loads a page or three at a phone's pace, on a machine that may be busy with other work.
  jest.setTimeout(240_000);
  let shop: BrowserShop;
  let product: { id: string; slug: string; name: string; images: string[] };
  /** The first two words of the product's name: a search that finds it. */
  let searchTerm: string;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    const { products } = await shop.graphqlData(
      '{ products(limit: 50, sortBy: NAME) { items { id slug name images stockQuantity options { name } } } }',
    );
    // Sold as one: its page's Add to Cart and its card's ADD TO CART need no kind chosen.
    product = products.items.find(
      (item: { stockQuantity: number; images: string[]; options: { name: string }[] }) =>
        item.stockQuantity >= 10 && item.images.length > 1 && soldAsOne(item),
    );
    searchTerm = product.name.split(' ').slice(0, 2).join(' ');
  }, 60_000);

  afterEach(async () => {
    await shop.closePages();
  });

  afterAll(async () => {
    await shop?.stop();
  });

  /**
   * A phone-profile page opened at `path` as a link opens it (nothing waits for the app), whose app starts only
   * once the page's first tap is made (tapAfterShown): that tap comes before the app, on any machine. The rest
   * come when they come, before, while or after the app takes the page over.
   */
  async function phoneAt(path: string): Promise<Page> {
    await renderedOnTheServer(path);
    const page = await shop.newThrottledPhonePage();
    const said: string[] = [];
    page.on('console', (message) => said.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => said.push(`page error: ${error.message}`));
    consoleOf.set(page, said);
    await notePage(page);
    startAfterFirstTap.set(page, await holdAppStart(page));
    await page.goto(path, { waitUntil: 'commit' });
    return page;
  }
  const startAfterFirstTap = new WeakMap<Page, () => void>();
  /** What each page said on its console and its errors: a failure names them (a held click given up is said there). */
  const consoleOf = new WeakMap<Page, string[]>();

  /** Until the cart link says `count` items; failing, says what the page showed, noted and said on its console. */
  async function cartCounts(page: Page, count: number) {
    try {
      await cartLink(page, count).waitFor();
    } catch (error) {
      const badge = await page
        .locator('a[aria-label^="Cart"]')
        .first()
        .getAttribute('aria-label')
        .catch(() => 'no cart link');
      const seen = JSON.stringify(await noted(page).catch(() => 'nothing noted'));
      const said = (consoleOf.get(page) ?? []).join('\n');
      throw new Error(`${(error as Error).message}\ncart link: ${badge}\nnoted: ${seen}\nconsole:\n${said}`);
    }
  }

  /**
   * Asks for `path` until the server has rendered it and keeps it (on a busy machine a render can run out of time,
   * and the plain shell, which only the app fills, is sent): the browser then gets the page with its buttons.
   */
  async function renderedOnTheServer(path: string) {
    const pageRequest = { headers: { accept: 'text/html' } };
    while (!(await shop.shop.get(path, pageRequest)).text.includes('__APOLLO_STATE__'))
      await new Promise((again) => setTimeout(again, 100));
  }

  /**
   * Waits until `control` is on the screen (scrolled to, as a shopper scrolls to it, and painted), then taps
   * its middle at each of `moments` after that. With several controls (beside each other), the taps take turns
   * among them: the first tap goes to the first.
   */
  async function tapAfterShown(page: Page, control: Locator | Locator[], moments: number[]) {
    const controls = Array.isArray(control) ? control : [control];
    await controls[0].waitFor({ state: 'attached' });
    await controls[0].evaluate(
      (element) =>
        new Promise((painted) => {
          element.scrollIntoView({ block: 'center' });
          requestAnimationFrame(() => setTimeout(painted, 0));
        }),
    );
    const boxes = await Promise.all(controls.map(async (each) => (await each.boundingBox())!));
    const shownAt = Date.now();
    for (const [index, moment] of moments.entries()) {
      const box = boxes[index % boxes.length];
      await until(shownAt + moment);
      await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
      startAfterFirstTap.get(page)?.();
    }
  }

  const cartLink = (page: Page, count: number) =>
    page.getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}`, exact: true });

  /** Taps `control` once more now that the app runs: the count goes one up, so what came before counted once. */
  async function tapAgainWithApp(page: Page, control: Locator, count: number) {
    await waitForApp(page);
    await control.tap();
    await cartLink(page, count).waitFor();
  }

  const TAPPED = `tapped ${MOMENTS_MS.join(', ')} ms after it shows`;

  /**
   * Taps an 'add to cart' button at each of MOMENTS_MS after it shows: each tap adds one (badge and toast), and a
   * tap made once the app runs adds one more, so none of the early ones was lost or counted twice.
   */
  async function addsOncePerTap(page: Page, addToCart: Locator) {
    await tapAfterShown(page, addToCart, MOMENTS_MS);
    await cartCounts(page, MOMENTS_MS.length);
    await toastShown(page, 'Added to cart successfully!');
    await tapAgainWithApp(page, addToCart, MOMENTS_MS.length + 1);
    const { clicksWithApp } = await noted(page);
    expect(clicksWithApp).toHaveLength(MOMENTS_MS.length + 1);
    expect(clicksWithApp[0]).toBe(false);
  }

  it(`'Add to Cart' on a product page, ${TAPPED}, adds the product once per tap`, async () => {
    const page = await phoneAt(`/products/${product.slug}`);
    await addsOncePerTap(page, page.getByRole('button', { name: 'Add to Cart', exact: true }));
  });

  it(`a card's 'ADD TO CART' on /products, ${TAPPED}, adds its product once per tap`, async () => {
    const page = await phoneAt(`/products?search=${encodeURIComponent(searchTerm)}`);
    const card = page.locator('.list-results .product-card', { hasText: product.name });
    await addsOncePerTap(page, card.getByRole('button', { name: `Add to cart: ${product.name}`, exact: true }));
  });

  it(`the quantity stepper's +, ${TAPPED}, counts each tap once`, async () => {
    const page = await phoneAt(`/products/${product.slug}`);
    const increase = page.getByRole('button', { name: 'Increase Quantity', exact: true });
    await tapAfterShown(page, increase, MOMENTS_MS);
    const quantity = page.getByRole('group', { name: 'Quantity', exact: true }).locator('output');
    await page.waitForFunction(
      (expected) => document.querySelector('.purchase .stepper output')?.textContent === expected,
      String(1 + MOMENTS_MS.length),
    );
    await waitForApp(page);
    await increase.tap();
    await page.waitForFunction(
      (expected) => document.querySelector('.purchase .stepper output')?.textContent === expected,
      String(2 + MOMENTS_MS.length),
    );
    expect(await quantity.textContent()).toBe(String(2 + MOMENTS_MS.length));
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).tap();
    await cartCounts(page, 2 + MOMENTS_MS.length);
    expect((await noted(page)).clicksWithApp).toHaveLength(MOMENTS_MS.length + 2);
    expect((await noted(page)).clicksWithApp[0]).toBe(false);
  });

  it(`the gallery's thumbnails, ${TAPPED} in turn, each show their picture, in the order tapped`, async () => {
    const page = await phoneAt(`/products/${product.slug}`);
    const count = product.images.length;
    const label = (n: number) => `Show picture ${n} of ${count}`;
    const thumbnail = (n: number) => page.getByRole('button', { name: label(n), exact: true });
    await tapAfterShown(page, [thumbnail(2), thumbnail(1)], MOMENTS_MS);
    const tapped = MOMENTS_MS.map((_, index) => label(index % 2 === 0 ? 2 : 1));
    await page.waitForFunction(
      (expected) => (window as unknown as { noted: Noted }).noted.thumbnailClicks.length >= expected,
      tapped.length,
      { polling: 50 },
    );
    await waitForApp(page);
    // The picture of the thumbnail tapped last is the one shown, and its thumbnail the pressed one.
    const last = MOMENTS_MS.length % 2 === 0 ? 1 : 2;
    await page.getByRole('img', { name: `${product.name}, picture ${last} of ${count}`, exact: true }).waitFor();
    expect(await thumbnail(last).getAttribute('aria-pressed')).toBe('true');
    const { thumbnailClicks, clicksWithApp } = await noted(page);
    expect(thumbnailClicks).toEqual(tapped);
    expect(clicksWithApp).toHaveLength(MOMENTS_MS.length);
    expect(clicksWithApp[0]).toBe(false);
  });

  it(`the header's menu, ${TAPPED}, opens and closes once per tap`, async () => {
    const page = await phoneAt(`/products/${product.slug}`);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await tapAfterShown(page, menu, MOMENTS_MS);
    const toggles = MOMENTS_MS.map((_, index) => String(index % 2 === 0));
    await page.waitForFunction(
      (expected) => (window as unknown as { noted: Noted }).noted.menu.length >= expected,
      toggles.length,
      { polling: 50 },
    );
    // Once the app runs, one more tap opens it again: none of the taps before was counted twice.
    await waitForApp(page);
    await menu.tap();
    await page.locator('.main-nav.nav-open').waitFor();
    const { menu: changes, clicksWithApp } = await noted(page);
    expect(changes).toEqual([...toggles, 'true']);
    expect(clicksWithApp).toHaveLength(MOMENTS_MS.length + 1);
    expect(clicksWithApp[0]).toBe(false);
  });

  it(`Share, ${TAPPED}, copies the link once per tap`, async () => {
    const page = await phoneAt(`/products/${product.slug}`);
    const share = page.getByRole('button', { name: 'Share Product', exact: true });
    const copied = async () =>
      (await noted(page)).toasts.filter((toast) => toast.includes('Link copied to clipboard!')).length;
    await tapAfterShown(page, share, MOMENTS_MS);
    await page.waitForFunction(
      (expected) =>
        (window as unknown as { noted: Noted }).noted.toasts.filter((toast) => toast.includes('Link copied')).length >=
        expected,
      MOMENTS_MS.length,
      { polling: 50 },
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${shop.baseUrl}/products/${product.slug}`);
    await waitForApp(page);
    await share.tap();
    await page.waitForFunction(
      (expected) =>
        (window as unknown as { noted: Noted }).noted.toasts.filter((toast) => toast.includes('Link copied')).length >=
        expected,
      MOMENTS_MS.length + 1,
      { polling: 50 },
    );
    expect(await copied()).toBe(MOMENTS_MS.length + 1);
    const { clicksWithApp } = await noted(page);
    expect(clicksWithApp).toHaveLength(MOMENTS_MS.length + 1);
    expect(clicksWithApp[0]).toBe(false);
  });

  it("'Add to Cart' pressed with Enter and then Space before the app has started adds the product twice", async () => {
    const page = await phoneAt(`/products/${product.slug}`);
    const addToCart = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await addToCart.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
    startAfterFirstTap.get(page)?.();
    await cartLink(page, 2).waitFor();
    await tapAgainWithApp(page, addToCart, 3);
    expect((await noted(page)).clicksWithApp.slice(0, 2)).toEqual([false, false]);
  });

  it('the header cart, tapped before the app has started, opens the cart (a link: the browser follows it)', async () => {
    const page = await phoneAt(`/products/${product.slug}`);
    await tapAfterShown(page, page.locator('.site-header .cart-link'), [MOMENTS_MS[0]]);
    await page.waitForURL(`${shop.baseUrl}/cart`);
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
  });

  it('text typed into the header search before the app starts gets its suggestions, and Enter searches for it', async () => {
    await renderedOnTheServer(`/products/${product.slug}`);
    const page = await shop.newThrottledPhonePage();
    const release = await holdAppStart(page);
    await page.goto(`/products/${product.slug}`, { waitUntil: 'commit' });
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.waitFor();
    await search.tap();
    await page.keyboard.type(searchTerm);
    expect(await page.evaluate(() => document.documentElement.dataset.interactive)).toBeUndefined();
    release();
    await waitForApp(page);
    await page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option', { name: product.name }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('search') === searchTerm);
    await page.locator('.list-results .product-card', { hasText: product.name }).first().waitFor();
  });

  it('Enter in the header search before the app starts searches at once (the form works without the app)', async () => {
    await renderedOnTheServer(`/products/${product.slug}`);
    const page = await shop.newThrottledPhonePage();
    const release = await holdAppStart(page);
    try {
      await page.goto(`/products/${product.slug}`, { waitUntil: 'commit' });
      const search = page.getByRole('combobox', { name: 'Search products' });
      await search.waitFor();
      await search.tap();
      await page.keyboard.type(searchTerm);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('search') === searchTerm, {
        waitUntil: 'commit',
      });
    } finally {
      release();
    }
    await page.locator('.list-results .product-card', { hasText: product.name }).first().waitFor();
  });

  it(`checkout on the phone: each field typed into at ${MOMENTS_MS.join(', ')} ms after the form shows, then Place Order, place one order`, async () => {
    const page = await shop.newThrottledPhonePage();
    await page.goto(`/products/${product.slug}`, { waitUntil: 'commit' });
    await waitForApp(page);
    await page.getByRole('button', { name: 'Add to Cart', exact: true }).tap();
    await cartLink(page, 1).waitFor();
    await page.goto('/checkout', { waitUntil: 'commit' });
    const details = {
      name: `Early Tapper ${Date.now()}`,
      phone: '0321 4567890',
      city: 'Karachi',
      address: 'Flat 3, Block B, DHA Phase 5',
    };
    const fields: [string, string][] = [
      ['Name', details.name],
      ['Phone', details.phone],
      ['City', details.city],
      ['Address', details.address],
    ];
    await page.getByLabel('Name', { exact: true }).waitFor();
    const shownAt = Date.now();
    for (const [index, [label, text]] of fields.entries()) {
      await until(shownAt + MOMENTS_MS[index]);
      await page.getByLabel(label, { exact: true }).tap();
      await page.keyboard.type(text);
    }
    await page.getByRole('button', { name: 'Place Order', exact: true }).tap();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f]{24}\?key=/);
    const orders = await shop.shop
      .model<{ shippingAddress: Record<string, string> }>('OrderRecord')
      .find({ 'shippingAddress.name': details.name })
      .lean();
    expect(orders).toHaveLength(1);
    expect(orders[0].shippingAddress).toMatchObject({ city: details.city, address: details.address });
    expect(orders[0].shippingAddress.phone.replace(/\D/g, '')).toMatch(/3214567890$/);
  });
});

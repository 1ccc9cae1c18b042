import type { Page } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

const OPTIONS = [
  { name: 'Phone model', values: ['iPhone 15', 'iPhone 15 Pro'] },
  { name: 'Colour', values: ['Black', 'Blue', 'Red'] },
];
const SET_VARIANTS = `mutation ($id: ID!, $input: ProductVariantsInput!) { setProductVariants(id: $id, input: $input) { id slug name images variants { id sku values stockQuantity } } }`;

interface Kind {
  id: string;
  sku: string;
  values: string[];
  stockQuantity: number;
}

/**
 * A product sold in kinds, as a shopper meets it in Chromium: the kind chosen with option buttons (a radio group
 * each, by touch and by keyboard), price, stock and address following the choice, a kind not sold or sold out
 * shown as such; added to the cart and ordered as a guest, its units alone taken.
 */
describe('choosing a kind of a product in Chromium', () => {
  jest.setTimeout(120_000);
  let shop: BrowserShop;
  let product: { id: string; slug: string; name: string; images: string[]; kinds: Kind[] };

  beforeAll(async () => {
    shop = await BrowserShop.start();
    const admin = await shop.shop.login('admin@volt.demo', 'admin123');
    const { products } = await shop.graphqlData(
      '{ products(limit: 50, category: "Phone Cases") { items { id name images } } }',
    );
    // A case with pictures to choose among: the admin gives a kind its own below.
    const demo = products.items.find((item: { images: string[] }) => item.images.length > 1) ?? products.items[0];
    // 5 of the 6 combinations (no red iPhone 15 Pro); the blue iPhone 15 sold out.
    const variants = OPTIONS[0].values
      .flatMap((model, m) =>
        OPTIONS[1].values.map((colour, c) => ({
          sku: `CASE-${demo.id.slice(-6)}-${m}${c}`,
          values: [model, colour],
          price: 1500 + 300 * m,
          stockQuantity: m === 0 && c === 1 ? 0 : 4,
        })),
      )
      .filter((variant) => variant.values.join() !== 'iPhone 15 Pro,Red');
    const set = await shop.graphqlData(SET_VARIANTS, { id: demo.id, input: { options: OPTIONS, variants } }, admin);
    product = { ...set.setProductVariants, kinds: set.setProductVariants.variants };
  }, 60_000);

  afterEach(async () => {
    await shop.closePages();
  });

  afterAll(async () => {
    await shop?.stop();
  });

  const kind = (values: string) => product.kinds.find((each) => each.values.join(' / ') === values)!;
  const option = (page: Page, group: string, value: string) =>
    page
      .getByRole('group', { name: new RegExp(`^${group}`) })
      .getByRole('radio', { name: new RegExp(`^${value}(,|$)`) });
  /** A value of an option in the list's filters ("Blue (1)": its products counted). */
  const filterOption = (page: Page, group: string, value: string) =>
    page
      .getByRole('group', { name: group, exact: true })
      .getByRole('radio', { name: new RegExp(`^${value}( \\(\\d+\\))?$`) });
  const interactive = (page: Page) =>
    page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');

  it('on a phone: asks for the kind, follows the choice, and orders the kind chosen as a guest', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto(`/products/${product.slug}`);
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await interactive(page);
    // Before a choice: the price "from" the cheapest kind in stock; the card in lists says so too.
    await page.locator('.product-price').getByText('From', { exact: false }).waitFor();
    expect(await page.locator('.product-price .price-now').innerText()).toMatch(/^From\s+Rs\. 1,500$/);

    const add = page.getByRole('button', { name: 'Add to Cart', exact: true });
    await add.click();
    await page.getByRole('alert').filter({ hasText: 'Please choose the Phone model and Colour' }).waitFor();
    await shop.screenshot(page, 'variants-choose-375');

    // A kind sold out and a combination not sold are shown as such, not hidden.
    await option(page, 'Phone model', 'iPhone 15').click();
    await expect(option(page, 'Colour', 'Blue').getAttribute('value')).resolves.toBe('Blue');
    expect(await page.getByRole('radio', { name: 'Blue, sold out' }).count()).toBe(1);
    await option(page, 'Phone model', 'iPhone 15 Pro').click();
    expect(await page.getByRole('radio', { name: 'Red, not sold in this combination' }).count()).toBe(1);
    await option(page, 'Colour', 'Blue').click();

    const chosen = kind('iPhone 15 Pro / Blue');
    await page.waitForURL((url) => url.searchParams.get('variant') === chosen.id);
    await page.locator('.product-price .price-now', { hasText: /^Rs\. 1,800$/ }).waitFor();
    await page.getByText('In Stock (4 available)').waitFor();
    await shop.screenshot(page, 'variants-chosen-375');
    await add.click();
    await page.getByRole('link', { name: 'Cart, 1 item', exact: true }).waitFor();

    await page.goto('/cart');
    const line = page.getByTestId('cart-line');
    await line.getByText('iPhone 15 Pro / Blue').waitFor();
    await shop.screenshot(page, 'variants-cart-375');
    await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
    await page.getByLabel('Name').fill('Sana Tariq');
    await page.getByLabel('Phone').fill('0300 7654321');
    await page.getByLabel('Address').fill('House 12, Street 4, Gulberg III');
    await page.getByLabel('City').fill('Lahore');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL(/\/order-confirmation\/[0-9a-f]{24}\?key=/);
    await page.getByText('Phone model: iPhone 15 Pro · Colour: Blue', { exact: false }).waitFor();
    await shop.screenshot(page, 'variants-ordered-375');

    const after = await shop.graphqlData(`{ product(id: "${product.id}") { variants { id stockQuantity } } }`);
    const stock = new Map(after.product.variants.map((each: Kind) => [each.id, each.stockQuantity]));
    expect(stock.get(chosen.id)).toBe(3);
    expect(stock.get(kind('iPhone 15 Pro / Black').id)).toBe(4);
  });

  it('on a desktop: the options are radio groups the keyboard moves through, and a shared link opens the kind', async () => {
    const page = await shop.newPage(DESKTOP);
    const black = kind('iPhone 15 / Black');
    await page.goto(`/products/${product.slug}?variant=${black.id}`);
    await interactive(page);
    expect(await option(page, 'Phone model', 'iPhone 15').isChecked()).toBe(true);
    expect(await option(page, 'Colour', 'Black').isChecked()).toBe(true);
    await page.locator('.product-price .price-now', { hasText: /^Rs\. 1,500$/ }).waitFor();

    await option(page, 'Colour', 'Black').focus();
    await page.keyboard.press('ArrowRight');
    // The next colour is Blue (sold out for this model): chosen all the same, and the page says so.
    await page.waitForURL((url) => url.searchParams.get('variant') === kind('iPhone 15 / Blue').id);
    await page.getByText('Out of Stock', { exact: true }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.waitForURL((url) => url.searchParams.get('variant') === kind('iPhone 15 / Red').id);
    await page.getByText('In Stock (4 available)').waitFor();
    await shop.screenshot(page, 'variants-1280');

    // The list shows the card "from" its price, with a button to its page to choose.
    await page.goto(`/products?search=${encodeURIComponent(product.name)}`);
    const card = page.locator('.product-card', { hasText: product.name }).first();
    await card.getByText(/^From Rs\. 1,500$/).waitFor();
    await card.getByRole('link', { name: `Choose options: ${product.name}` }).click();
    await page.waitForURL((url) => url.pathname === `/products/${product.slug}`);
  });

  it('on a phone: the list filters by phone model from the Filters panel; the choice is in the URL, Back undoes it', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto(`/products?category=${encodeURIComponent('Phone Cases')}`);
    await interactive(page);
    const status = page.locator('.list-head [role="status"]');
    await status.filter({ hasText: /products? found$/ }).waitFor();
    const everyCase = await status.innerText();
    expect(everyCase).not.toBe('1 product found');
    await page.getByRole('button', { name: /^Filters/ }).click();
    const models = page.getByRole('group', { name: 'Phone model' });
    // The values of the kinds in stock, with how many products have each; the case is the only one sold in kinds.
    expect(
      await models.locator('label').evaluateAll((labels) => labels.map((label) => label.textContent?.trim())),
    ).toEqual(['All', 'iPhone 15 (1)', 'iPhone 15 Pro (1)']);
    await shop.screenshot(page, 'option-filter-panel-375');
    await filterOption(page, 'Phone model', 'iPhone 15 Pro').click();
    await page.waitForURL((url) => url.searchParams.getAll('option').join() === 'Phone model:iPhone 15 Pro');
    await status.filter({ hasText: '1 product found' }).waitFor();
    // A tap closes the panel, so the result is in view.
    expect(await page.getByRole('button', { name: 'Filters (2)' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.product-card').count()).toBe(1);
    await page.locator('.product-card', { hasText: product.name }).waitFor();
    await shop.screenshot(page, 'option-filter-375');

    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('option'));
    await status.filter({ hasText: everyCase }).waitFor();
    await page.goForward();
    await status.filter({ hasText: '1 product found' }).waitFor();
  });

  it('on a desktop: a shared link opens the filtered list; each option offers the values that go with the other', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto(
      `/products?category=${encodeURIComponent('Phone Cases')}&option=${encodeURIComponent('Colour:Blue')}`,
    );
    await interactive(page);
    expect(await filterOption(page, 'Colour', 'Blue').isChecked()).toBe(true);
    await page.getByText('1 product found').waitFor();
    // Blue comes in stock only as an iPhone 15 Pro (the blue iPhone 15 is sold out).
    const models = page.getByRole('group', { name: 'Phone model' });
    await models.getByRole('radio', { name: /^iPhone 15 Pro/ }).waitFor();
    expect(await models.getByRole('radio').count()).toBe(2);
    await shop.screenshot(page, 'option-filter-1280');
    // The keyboard moves through an option's values as through the other filters; All lets go of the choice.
    await filterOption(page, 'Colour', 'Blue').focus();
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL((url) => url.searchParams.getAll('option').join() === 'Colour:Black');
    // The models that come in black offered (the iPhone 15 too: the groups laid out again) before the next choice.
    await filterOption(page, 'Phone model', 'iPhone 15').waitFor();
    // A click, not check(): the radio shows the choice once the list for it is read, which can take longer on a busy
    // machine than check() waits; the address proves the tap counted.
    await page.getByRole('group', { name: 'Colour' }).getByRole('radio', { name: 'All' }).click();
    await page.waitForURL((url) => !url.searchParams.has('option'));
    // A list without products in kinds offers no option to filter by.
    await page.goto(`/products?category=Earbuds`);
    await interactive(page);
    await page.getByRole('group', { name: 'Availability' }).waitFor();
    expect(await page.getByRole('group', { name: 'Phone model' }).count()).toBe(0);
  });

  it('a card reached from a filtered list opens its page with the values filtered by picked, the kind when all are', async () => {
    const page = await shop.newPage(PHONE);
    const list = (choices: string[]) =>
      `/products?category=${encodeURIComponent('Phone Cases')}${choices.map((choice) => `&option=${encodeURIComponent(choice)}`).join('')}`;
    await page.goto(list(['Colour:Blue', 'Phone model:iPhone 15 Pro']));
    await interactive(page);
    await page.getByRole('link', { name: product.name, exact: true }).click();
    const chosen = kind('iPhone 15 Pro / Blue');
    await page.waitForURL((url) => url.searchParams.get('variant') === chosen.id);
    await page.locator('.product-price .price-now', { hasText: /^Rs\. 1,800$/ }).waitFor();
    expect(await option(page, 'Colour', 'Blue').isChecked()).toBe(true);

    // One option filtered by: that value picked, the kind still to choose.
    await page.goto(list(['Colour:Black']));
    await interactive(page);
    await page.getByRole('link', { name: product.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    await page.getByRole('group', { name: 'Colour: Black' }).waitFor();
    expect(await option(page, 'Colour', 'Black').isChecked()).toBe(true);
    expect(new URL(page.url()).searchParams.has('variant')).toBe(false);
    await shop.screenshot(page, 'variants-from-filter-375');
    // A page opened from elsewhere picks nothing (a reload keeps what the page had: history keeps its state).
    await page.goto('/');
    await page.goto(`/products/${product.slug}`);
    await interactive(page);
    expect(await option(page, 'Colour', 'Black').isChecked()).toBe(false);
  });

  it('the admin chooses a kind’s own pictures (by pointer and keyboard); the product page shows them for that kind', async () => {
    expect(product.images.length).toBeGreaterThan(1);
    const proBlack = kind('iPhone 15 Pro / Black');
    const red = kind('iPhone 15 / Red');
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, 'admin@volt.demo', 'admin123');
    await page.goto(`/admin/products?search=${encodeURIComponent(product.name)}`);
    await page.getByRole('button', { name: `Kinds of ${product.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Kinds of ${product.name}` });
    const picture = (n: number, values: string) =>
      dialog.getByRole('button', { name: `Picture ${n} for ${values}`, exact: true });
    expect(await picture(2, 'iPhone 15 Pro / Black').getAttribute('aria-pressed')).toBe('false');
    await picture(2, 'iPhone 15 Pro / Black').click();
    expect(await picture(2, 'iPhone 15 Pro / Black').getAttribute('aria-pressed')).toBe('true');
    await picture(1, 'iPhone 15 / Red').focus();
    await page.keyboard.press('Space');
    expect(await picture(1, 'iPhone 15 / Red').getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    expect(await picture(2, 'iPhone 15 / Red').getAttribute('aria-pressed')).toBe('false');
    await shop.screenshot(page, 'variants-pictures-1280');
    await page.setViewportSize(PHONE);
    await picture(2, 'iPhone 15 Pro / Black').scrollIntoViewIfNeeded();
    await shop.screenshot(page, 'variants-pictures-375');
    await page.setViewportSize(DESKTOP);
    await dialog.getByRole('button', { name: 'Save Variants' }).click();
    await dialog.waitFor({ state: 'detached' });

    const saved = await shop.graphqlData(
      `{ product(id: "${product.id}") { variants { id images cardImages ownImages } } }`,
    );
    const byId = new Map(saved.product.variants.map((each: { id: string }) => [each.id, each]));
    expect(byId.get(proBlack.id)).toMatchObject({ images: [product.images[1]], ownImages: [product.images[1]] });
    expect(byId.get(red.id)).toMatchObject({ ownImages: [product.images[0]] });
    expect(byId.get(kind('iPhone 15 / Black').id)).toMatchObject({ images: product.images, ownImages: [] });

    // The shopper's page: the kind chosen shows its own picture alone; another kind all of the product's.
    const shopper = await shop.newPage(PHONE);
    await shopper.goto(`/products/${product.slug}`);
    await interactive(shopper);
    const main = shopper.locator('.gallery-main img');
    const thumbs = shopper.getByRole('group', { name: 'Product pictures' }).getByRole('button');
    expect(await thumbs.count()).toBe(product.images.length);
    await option(shopper, 'Phone model', 'iPhone 15 Pro').click();
    await option(shopper, 'Colour', 'Black').click();
    await shopper.waitForURL((url) => url.searchParams.get('variant') === proBlack.id);
    const own = saved.product.variants.find((each: { id: string }) => each.id === proBlack.id).cardImages[0];
    await shopper.waitForFunction(
      (picture) => document.querySelector('.gallery-main img')?.getAttribute('src') === picture,
      own,
    );
    expect(await thumbs.count()).toBe(0);
    expect(await main.getAttribute('alt')).toBe(product.name);
    await shop.screenshot(shopper, 'variants-own-picture-375');
    await option(shopper, 'Colour', 'Blue').click();
    await shopper.waitForURL((url) => url.searchParams.get('variant') === kind('iPhone 15 Pro / Blue').id);
    await thumbs.first().waitFor();
    expect(await thumbs.count()).toBe(product.images.length);
  });

  it('the admin defines a 2 x 3 grid: generated, set for all rows, a refused SKU named, then saved and sold', async () => {
    const admin = await shop.shop.login('admin@volt.demo', 'admin123');
    const { products } = await shop.graphqlData(
      '{ products(limit: 50, category: "Cables") { items { id slug name options { name } } } }',
    );
    const cable = products.items.find((item: { options: unknown[] }) => item.options.length === 0);
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, 'admin@volt.demo', 'admin123');
    await page.goto(`/admin/products?search=${encodeURIComponent(cable.name)}`);
    await page.getByRole('button', { name: `Kinds of ${cable.name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Kinds of ${cable.name}` });
    await dialog.getByLabel('Option 1 name').fill('Length');
    await dialog.getByLabel('Option 1 values (comma-separated)').fill('1m, 2m');
    await dialog.getByRole('button', { name: 'Add option' }).click();
    await dialog.getByLabel('Option 2 name').fill('Connector');
    await dialog.getByLabel('Option 2 values (comma-separated)').fill('Type-C, Lightning, Micro-USB');
    await dialog.getByRole('button', { name: 'Generate grid' }).click();
    const rows = dialog.getByRole('row');
    await dialog.getByRole('rowheader', { name: '2m / Micro-USB' }).waitFor();
    expect(await rows.count()).toBe(1 + 6);
    await dialog.getByLabel('Price for all rows').fill('1200');
    await dialog.getByRole('button', { name: 'Set price' }).click();
    await dialog.getByLabel('Stock for all rows').fill('7');
    await dialog.getByRole('button', { name: 'Set stock' }).click();
    await dialog.getByLabel('Price of 2m / Lightning', { exact: true }).fill('1600');
    // A SKU the case above already uses: the server's message, and nothing typed is lost.
    await dialog.getByLabel('SKU of 1m / Type-C').fill(product.kinds[0].sku.toLowerCase());
    await dialog.getByRole('button', { name: 'Save Variants' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: `SKU ${product.kinds[0].sku.toLowerCase()} is already used by` })
      .waitFor();
    expect(await dialog.getByLabel('Price of 2m / Lightning', { exact: true }).inputValue()).toBe('1600');
    await shop.screenshot(page, 'variants-admin-1280');
    await page.setViewportSize(PHONE);
    await shop.screenshot(page, 'variants-admin-375');
    await page.setViewportSize(DESKTOP);
    await dialog.getByLabel('SKU of 1m / Type-C').fill('CABLE-1M-C');
    await dialog.getByRole('button', { name: 'Save Variants' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('button', { name: `Kinds of ${cable.name}`, exact: true })
      .filter({ hasText: 'Kinds (6)' })
      .waitFor();

    const saved = await shop.graphqlData(
      `{ product(id: "${cable.id}") { finalPrice stockQuantity options { name values } variants { sku values price stockQuantity } } }`,
      {},
      admin,
    );
    expect(saved.product.options).toEqual([
      { name: 'Length', values: ['1m', '2m'] },
      { name: 'Connector', values: ['Type-C', 'Lightning', 'Micro-USB'] },
    ]);
    expect(saved.product).toMatchObject({ finalPrice: 1200, stockQuantity: 42 });
    expect(saved.product.variants).toContainEqual({
      sku: 'CABLE-1M-C',
      values: ['1m', 'Type-C'],
      price: 1200,
      stockQuantity: 7,
    });
    expect(saved.product.variants.find((each: Kind) => each.values.join() === '2m,Lightning').price).toBe(1600);
  });
});

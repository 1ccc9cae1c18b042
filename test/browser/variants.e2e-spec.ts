import type { Page } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

const OPTIONS = [
  { name: 'Phone model', values: ['iPhone 15', 'iPhone 15 Pro'] },
  { name: 'Colour', values: ['Black', 'Blue', 'Red'] },
];
const SET_VARIANTS = `mutation ($id: ID!, $input: ProductVariantsInput!) { setProductVariants(id: $id, input: $input) { id slug name variants { id sku values stockQuantity } } }`;

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
  let product: { id: string; slug: string; name: string; kinds: Kind[] };

  beforeAll(async () => {
    shop = await BrowserShop.start();
    const admin = await shop.shop.login('admin@volt.demo', 'admin123');
    const { products } = await shop.graphqlData(
      '{ products(limit: 50, category: "Phone Cases") { items { id name images } } }',
    );
    const demo = products.items.find((item: { images: string[] }) => item.images.length > 0) ?? products.items[0];
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

import { Page } from 'playwright-core';
import sharp from 'sharp';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

const ADMIN = { email: 'admin@volt.demo', password: 'admin123' };

describe('the admin Categories page in Chromium', () => {
  let shop: BrowserShop;
  let png: Buffer;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    png = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#0f766e' } })
      .png()
      .toBuffer();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  const adminPage = async (viewport: { width: number; height: number }) => {
    const page = await shop.newPage(viewport);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    return page;
  };

  /** Puts a category first in the merchant's order (through the API: one move by hand is enough to prove). */
  async function putFirst(name: string) {
    const token = await shop.shop.login(ADMIN.email, ADMIN.password);
    const { adminCategories } = await shop.graphqlData<{ adminCategories: Array<{ id: string; name: string }> }>(
      'query { adminCategories { id name } }',
      {},
      token,
    );
    const first = adminCategories.find((category) => category.name === name)!;
    await shop.graphqlData(
      'mutation ($ids: [ID!]!) { setCategoryOrder(ids: $ids) { id } }',
      { ids: [first.id, ...adminCategories.filter((category) => category !== first).map((category) => category.id)] },
      token,
    );
  }

  /** The header's Categories menu, opened (behind the Menu button on a phone). */
  async function openCategoryMenu(page: Page, phone: boolean) {
    if (phone) await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Categories' }).click();
  }

  for (const [label, viewport] of [
    ['375', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    it(`at ${label} px: adds a category, a product in it, the shopper finds it; a rename keeps the old link`, async () => {
      const phone = viewport === PHONE;
      const name = `Car Accessories ${label}`;
      const renamed = `Car Gear ${label}`;
      const product = `Dashboard Holder ${label}`;
      const page = await adminPage(viewport);
      await page.goto('/admin');
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Categories' }).click();
      await page.getByRole('heading', { name: 'Categories', level: 1 }).waitFor();
      await page.getByRole('row', { name: /Earbuds/ }).waitFor();

      // Add: the empty name is refused in place, then the category comes last.
      await page.getByRole('button', { name: 'Add category' }).click();
      await page.locator('.form-error').getByText('Please enter a category name').waitFor();
      await page.getByLabel('Category name').fill(name);
      await page.getByLabel('Category name').press('Enter');
      await page.getByText('Category added').waitFor();
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.waitFor();
      await page.getByLabel('Category name').fill(name.toUpperCase());
      await page.getByRole('button', { name: 'Add category' }).click();
      await page.locator('.form-error').getByText(`A category named "${name.toUpperCase()}" already exists`).waitFor();

      // Move up by keyboard; then first of all (the header's menu lists the first eight), then a picture.
      await row.getByRole('button', { name: `Move ${name} up` }).focus();
      await page.keyboard.press('Enter');
      await page.getByText(`${name} moved up`).waitFor();
      await putFirst(name);
      const picker = page.waitForEvent('filechooser');
      await row.getByRole('button', { name: `Upload the picture of ${name}` }).click();
      await (await picker).setFiles({ name: 'car.png', mimeType: 'image/png', buffer: png });
      await page.getByText('Picture saved').waitFor();
      await row.getByRole('button', { name: `Remove the picture of ${name}` }).waitFor();
      await shop.screenshot(page, `admin-categories-${label}`);

      // A product in the new category, from the product form (its options come from the server).
      await page.goto('/admin/products?add=1');
      const dialog = page.getByRole('dialog', { name: 'Add Product' });
      await dialog.getByLabel('Name *').fill(product);
      await dialog.getByLabel('Description *').fill('Holds a phone on the dashboard.');
      await dialog.getByLabel('Price (Rs.) *').fill('1499');
      await dialog.getByLabel('Category *').selectOption(name);
      await dialog.getByLabel('Brand *').fill('Baseus');
      await dialog.getByLabel('Stock Quantity *').fill('4');
      await dialog
        .getByLabel('Product Images *')
        .setInputFiles({ name: 'holder.png', mimeType: 'image/png', buffer: png });
      await dialog.getByRole('button', { name: 'Add Product' }).click();
      await page.getByText('Product added successfully!').waitFor();

      // The shopper sees it in the header menu and on its page.
      const shopper = await shop.newPage(viewport);
      await shopper.goto('/');
      await openCategoryMenu(shopper, phone);
      await shopper.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
      await shopper.waitForURL((url) => decodeURIComponent(url.pathname) === `/category/${name}`);
      await shopper.getByRole('heading', { name, level: 1 }).waitFor();
      await shopper.getByText(product).first().waitFor();
      await shop.screenshot(shopper, `category-page-${label}`);

      // Rename inline: Escape cancels, Enter saves.
      await page.goto('/admin/categories');
      await row.getByRole('button', { name: `Rename ${name}` }).click();
      const input = page.getByLabel(`New name for ${name}`);
      await input.fill('Never saved');
      await input.press('Escape');
      await input.waitFor({ state: 'detached' });
      await row.getByRole('button', { name: `Rename ${name}` }).click();
      await input.fill(renamed);
      await input.press('Enter');
      await page.getByText('Category renamed').waitFor();
      await page.getByRole('row', { name: new RegExp(renamed) }).waitFor();

      // The old link lands on the new page, loaded afresh and followed inside the shop.
      const old = await shop.newPage(viewport);
      await old.goto(`/category/${encodeURIComponent(name)}`);
      expect(decodeURIComponent(new URL(old.url()).pathname)).toBe(`/category/${renamed}`);
      await old.getByRole('heading', { name: renamed, level: 1 }).waitFor();
      await old.getByText(product).first().waitFor();
      await old.evaluate(
        (path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
        `/category/${encodeURIComponent(name)}`,
      );
      await old.waitForURL((url) => decodeURIComponent(url.pathname) === `/category/${renamed}`);
      await old.getByRole('heading', { name: renamed, level: 1 }).waitFor();

      // Delete: refused while the product is there, with the server's reason.
      const renamedRow = page.getByRole('row', { name: new RegExp(renamed) });
      await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
      await page
        .getByRole('dialog', { name: `Delete ${renamed}?` })
        .getByRole('button', { name: 'Delete', exact: true })
        .click();
      await page.getByText(`"${renamed}" has 1 product: move it to another category first`).waitFor();
      await shop.screenshot(page, `admin-categories-refused-${label}`);
    });
  }
});

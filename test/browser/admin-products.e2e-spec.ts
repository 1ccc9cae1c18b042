import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Locator } from 'playwright-core';
import sharp from 'sharp';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

const ADMIN = { email: 'admin@volt.demo', password: 'admin123' };

describe('admin products in Chromium', () => {
  let shop: BrowserShop;
  let png: Buffer;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    png = await sharp({ create: { width: 640, height: 640, channels: 3, background: '#2563eb' } })
      .png()
      .toBuffer();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  /** A screenshot of one element (a dialog over a long page), beside the full-page ones. */
  const screenshotOf = (element: Locator, name: string) =>
    element.screenshot({ path: join(__dirname, 'screenshots', `${name}.png`) });

  const adminPage = async (viewport = DESKTOP) => {
    const page = await shop.newPage(viewport);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    return page;
  };

  it('adds a product with an image from the header link, finds it in the storefront, edits it and deletes it', async () => {
    const name = `Volt Test Charger ${Date.now()}`;
    const page = await adminPage(DESKTOP);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    await dialog.waitFor();
    await page.waitForURL((url) => url.pathname === '/admin/products' && !url.searchParams.has('add'));

    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Please fill in all required fields and ensure stock is 0 or more').waitFor();

    await dialog.getByLabel('Name *').fill(name);
    await dialog.getByLabel('Description *').fill('A 65 W GaN charger with two USB-C ports.');
    await dialog.getByLabel('Price (Rs.) *').fill('4999');
    await dialog.getByLabel('Discount Price (Rs.)').fill('3999');
    await dialog.getByLabel('Category *').selectOption('Chargers');
    await dialog.getByLabel('Brand *').fill('Volt Labs');
    await dialog.getByLabel('Stock Quantity *').fill('7');
    await dialog.getByLabel('Tags').fill('gan, fast charging, usb-c');
    await dialog.getByLabel('Featured').check();
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Please add at least one product image').waitFor();

    await dialog
      .getByLabel('Product Images *')
      .setInputFiles({ name: 'charger.png', mimeType: 'image/png', buffer: png });
    await dialog.getByRole('img', { name: 'Preview of charger.png' }).waitFor();
    await screenshotOf(page.locator('.modal'), 'admin-product-add-1280');
    await dialog.getByRole('button', { name: 'Add Product' }).click();
    await page.getByText('Product added successfully!').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const stored = await shop.shop.products.findOne({ name }).lean();
    expect(stored).toMatchObject({
      brand: 'Volt Labs',
      category: 'Chargers',
      price: 4999,
      discountPrice: 3999,
      stockQuantity: 7,
      featured: true,
      trendy: false,
      condition: 'new',
    });
    expect(stored!.tags).toEqual(['gan', 'fast charging', 'usb-c']);
    expect(stored!.images).toHaveLength(1);
    const id = String(stored!._id);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.getByText('In Stock', { exact: true }).count()).toBe(1);
    expect(await row.locator('s').textContent()).toContain('Rs. 4,999');

    // The storefront shows it.
    const shopper = await shop.newPage(DESKTOP);
    await shopper.goto(`/products/${id}`);
    await shopper.getByRole('heading', { name }).waitFor();

    // Edit without picking images keeps the picture.
    await page.locator('#product-search').fill(name);
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    expect(await edit.getByLabel('Name *').inputValue()).toBe(name);
    expect(await edit.getByLabel('Tags').inputValue()).toBe('gan, fast charging, usb-c');
    await edit.getByLabel('Price (Rs.) *').fill('5499');
    await edit.getByLabel('Stock Quantity *').fill('0');
    await edit.getByLabel('Trendy').check();
    await screenshotOf(page.locator('.modal'), 'admin-product-edit-1280');
    await edit.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText('Product updated successfully!').waitFor();
    await row.getByText('Out of Stock', { exact: true }).waitFor();
    const edited = await shop.shop.products.findById(id).lean();
    expect(edited).toMatchObject({ price: 5499, stockQuantity: 0, trendy: true, images: stored!.images });
    await shop.screenshot(page, 'admin-products-1280');

    // Delete after the confirmation.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
    await confirm.getByText('Are you sure you want to delete this product? This action cannot be undone.').waitFor();
    await confirm.getByRole('button', { name: 'Delete product' }).click();
    await page.getByText('Product deleted successfully').waitFor();
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    expect(await shop.shop.products.countDocuments({ _id: id })).toBe(0);
    expect((await shop.shop.get(`/api/v1/products/${id}`)).status).toBe(404);
  });

  it('keeps focus inside the Add Product dialog and closes it with Escape', async () => {
    const page = await adminPage(PHONE);
    await page.goto('/admin/products');
    await page.getByRole('row').nth(1).waitFor();
    await shop.screenshot(page, 'admin-products-375');
    const opener = page.getByRole('button', { name: 'Add Product' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Add Product' });
    expect(await dialog.getByLabel('Name *').evaluate((input) => input === document.activeElement)).toBe(true);
    await screenshotOf(page.locator('.modal'), 'admin-product-add-375');
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('pages through every product, 50 a page, with the total; the page is in the URL', async () => {
    const answer = await shop.graphqlData<{
      adminProducts: { items: Array<{ name: string }>; pagination: { total: number } };
    }>(
      '{ adminProducts(limit: 50, page: 2) { items { name } pagination { total } } }',
      undefined,
      await shop.shop.login(ADMIN.email, ADMIN.password),
    );
    const total = answer.adminProducts.pagination.total;
    expect(total).toBeGreaterThan(50);
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await adminPage(viewport);
      await page.goto('/admin/products');
      await page.getByText(`Showing 1–50 of ${total} products`).waitFor();
      expect(await page.locator('tbody tr').count()).toBe(50);
      await shop.screenshot(page, `admin-products-${viewport.width}`);
      await page.getByRole('navigation', { name: 'Products pages' }).getByRole('button', { name: 'Page 2' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      await page.getByText(`Showing 51–${total} of ${total} products`).waitFor();
      const names = await page.locator('tbody th').allInnerTexts();
      expect(names).toHaveLength(total - 50);
      answer.adminProducts.items.forEach((product, index) => expect(names[index]).toContain(product.name));
      await shop.screenshot(page, `admin-products-page-2-${viewport.width}`);
      await page.goBack();
      await page.getByText(`Showing 1–50 of ${total} products`).waitFor();
    }
  }, 120_000);

  it("shows 'No products found' with 'Try adjusting your search criteria' for a search without results", async () => {
    const page = await adminPage(DESKTOP);
    await page.goto('/admin/products?search=zz-no-such-product-zz');
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    await page.getByText('Try adjusting your search criteria').waitFor();
  });

  it('exports the products the search lists as a CSV file, on a phone too', async () => {
    const page = await adminPage(PHONE);
    await page.goto('/admin/products?search=Anker');
    const count = page.getByText(/^\d+ products?$/);
    await count.waitFor();
    const listed = Number((await count.innerText()).split(' ')[0]);
    expect(listed).toBeGreaterThan(0);
    expect(await page.locator('tbody th').count()).toBe(listed);
    await shop.screenshot(page, 'admin-products-export-375');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^catalogue-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parse(await readFile((await download.path())!), { bom: true, columns: true }) as Array<
      Record<string, string>
    >;
    expect(rows).toHaveLength(listed);
    for (const row of rows) expect(`${row.name} ${row.brand} ${row.category}`).toMatch(/anker/i);
  });

  it('imports a product from a CSV file: checked first, imported on the word, then in the table', async () => {
    const name = `Imported Cable ${Date.now()}`;
    // A picture the shop has, named by its file name alone.
    const picture = (await shop.shop.products.findOne({ images: { $ne: [] } }).lean())!.images[0];
    const csv = [
      'name,description,brand,category,price,stock,pictures',
      `${name},"USB-C to USB-C, 2 m",Ugreen,Cables,"1,299",20,${basename(picture)}`,
      `,No name here,Ugreen,Cables,500,5,${basename(picture)}`,
    ].join('\n');
    const page = await adminPage(DESKTOP);
    await page.goto('/admin/products');
    await page.getByText('Import CSV').click();
    const file = page.getByLabel('Catalogue CSV');
    await file.setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByText('Checked: 1 to add, 0 to update, 0 unchanged, 1 with errors').waitFor();
    await page.getByText('Row 3: Please fill in all required fields and ensure stock is 0 or more').waitFor();
    expect(await page.getByRole('button', { name: /^Import \d+ products?$/ }).count()).toBe(0);

    await file.setInputFiles({
      name: 'catalogue.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv.split('\n').slice(0, 2).join('\n')),
    });
    await page.getByText(`Row 2 (${name}): Add`).waitFor();
    await shop.screenshot(page, 'admin-products-import-1280');
    await page.getByRole('button', { name: 'Import 1 product' }).click();
    await page.getByText('Catalogue imported: 1 added, 0 updated').waitFor();
    await page.getByRole('searchbox', { name: 'Search products' }).fill(name);
    await page.getByRole('rowheader', { name: new RegExp(name) }).waitFor();
    const imported = await shop.shop.products.findOne({ name }).lean();
    expect(imported).toMatchObject({
      price: 1299,
      stockQuantity: 20,
      category: 'Cables',
      images: [picture],
    });
  });

  it('imports a product sold in kinds from a row per variant, on a phone, and sells it by its options', async () => {
    const handle = `imported-strap-${Date.now()}`;
    const tag = handle.slice(-6);
    const picture = (await shop.shop.products.findOne({ images: { $ne: [] } }).lean())!.images[0];
    const head =
      'handle,name,description,brand,category,option1_name,option1_value,option2_name,option2_value,sku,price,stock,pictures';
    const rows = ['Black', 'Blue', 'Red'].flatMap((colour, c) =>
      ['S', 'L'].map(
        (size) =>
          `${handle},Sport Strap,A soft silicone strap.,Xiaomi,Smart Watches,Colour,${colour},Size,${size},STRAP-${tag}-${colour.slice(0, 3)}-${size},${1200 + c * 100},${size === 'L' && colour === 'Red' ? 0 : 5},${basename(picture)}`,
      ),
    );
    const page = await adminPage(PHONE);
    await page.goto('/admin/products');
    await page.getByText('Import CSV').click();
    await page
      .getByLabel('Catalogue CSV')
      .setInputFiles({ name: 'straps.csv', mimeType: 'text/csv', buffer: Buffer.from([head, ...rows].join('\n')) });
    await page.getByText('Checked: 1 to add, 0 to update, 0 unchanged, 0 with errors').waitFor();
    await page.getByText('Row 2 (Sport Strap (Black / S)): Add').waitFor();
    await page.getByText('Row 7 (Sport Strap (Red / L)): Add').waitFor();
    await shop.screenshot(page, 'admin-products-import-kinds-375');
    await page.getByRole('button', { name: 'Import 1 product' }).click();
    await page.getByText('Catalogue imported: 1 added, 0 updated').waitFor();

    await page.goto(`/products/${handle}`);
    await page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    const option = (group: string, value: string) =>
      page
        .getByRole('group', { name: new RegExp(`^${group}`) })
        .getByRole('radio', { name: new RegExp(`^${value}(,|$)`) });
    await option('Colour', 'Red').click();
    expect(await page.getByRole('radio', { name: 'L, sold out' }).count()).toBe(1);
    await option('Size', 'S').click();
    await page.waitForURL((url) => /^[0-9a-f]{24}$/.test(url.searchParams.get('variant') ?? ''));
    await page.locator('.product-price .price-now', { hasText: /^Rs\. 1,400$/ }).waitFor();
    const stored = (await shop.shop.products.findOne({ slug: handle }).lean())!;
    expect(Object.values(stored.variants ?? {}).map((variant) => variant.sku)).toHaveLength(6);
    expect(stored.stockQuantity).toBe(25);
  });
});

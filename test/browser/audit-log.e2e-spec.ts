import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

const ADMIN = { email: 'admin@volt.demo', password: 'admin123' };

/** Activity (the audit log) in Chromium: the Owner changes a price, then finds the change by their name. */
describe('Activity in Chromium', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    shop = await BrowserShop.start();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  it("the Owner's price change in the admin shows in Activity, filtered by Product, at 1280 and 375 px", async () => {
    const product = await shop.shop.newProduct(4, 1200);
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, ADMIN.email, ADMIN.password);

    await page.goto(`/admin/products?search=${encodeURIComponent(product.name)}`);
    const row = page.getByRole('row').filter({ hasText: product.name });
    await row.getByRole('button', { name: `Edit ${product.name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Product' });
    await edit.getByLabel('Price (Rs.) *').fill('1050');
    await edit.getByRole('button', { name: 'Update Product' }).click();
    await page.getByText('Product updated successfully!').waitFor();

    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    await page.getByLabel('Record').selectOption('product');
    await page.waitForURL((url) => url.searchParams.get('entity') === 'product');

    const entry = page.getByRole('row').filter({ hasText: product.name }).first();
    await entry.getByText('price: 1200 → 1050', { exact: true }).waitFor();
    await entry.getByRole('rowheader').getByText('Demo Admin').waitFor();
    await entry.getByRole('rowheader').getByText('Owner').waitFor();
    expect(await entry.getByRole('link', { name: product.name }).getAttribute('href')).toBe(`/products/${product.id}`);
    // Only products are listed.
    const records = await page.locator('td[data-label="Record"]').allInnerTexts();
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((text) => text.startsWith('Product\n'))).toBe(true);
    await shop.screenshot(page, 'admin-activity-1280');

    // The filters live in the URL: a phone opening it sees the same, as cards.
    const phone = await shop.newPage(PHONE);
    await shop.signIn(phone, ADMIN.email, ADMIN.password);
    await phone.goto('/admin/audit?entity=product');
    const card = phone.getByRole('row').filter({ hasText: product.name }).first();
    await card.getByText('price: 1200 → 1050', { exact: true }).waitFor();
    expect(await phone.getByLabel('Record').inputValue()).toBe('product');
    const box = await card.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await shop.screenshot(phone, 'admin-activity-375');

    // Nothing in the range: the empty state.
    await phone.goto('/admin/audit?entity=product&from=2020-01-01&to=2020-01-31');
    await phone.getByText('No activity found').waitFor();
  });
});

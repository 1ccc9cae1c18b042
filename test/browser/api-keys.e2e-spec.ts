import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

/** The Owner's API Keys page: a key made with its scopes, shown once, working, then revoked. */
describe('API keys in Chromium', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    shop = await BrowserShop.start();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  test.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('on a %s: create a key, copy it once, use it, revoke it', async (name, viewport) => {
    const page = await shop.newPage(viewport);
    await shop.signIn(page, 'admin@volt.demo', 'admin123');
    await page.goto('/admin/api-keys');
    await page.getByRole('heading', { name: 'API Keys', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Create Key' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByLabel('Name').fill(`Accounts sheet ${name}`);
    await page.getByRole('button', { name: 'Create Key' }).click();
    await page.getByText('Choose at least one scope').waitFor();
    await page.getByRole('checkbox', { name: /orders:read/ }).check();
    await page.getByRole('button', { name: 'Create Key' }).click();

    const shown = page
      .getByRole('status')
      .locator('code')
      .filter({ hasText: /^volt_/ });
    await shown.waitFor();
    const key = (await shown.innerText()).trim();
    await shop.screenshot(page, `admin-api-keys-${name}`);
    const row = page.getByRole('row', { name: new RegExp(`Accounts sheet ${name}`) });
    await row.getByText('Active').waitFor();
    expect(await row.innerText()).toContain(key.slice(0, 9));
    expect(await row.innerText()).not.toContain(key.slice(9));

    // The key reads orders over REST, and is refused the rest.
    expect((await shop.shop.get('/api/v1/admin/orders', { headers: { 'x-api-key': key } })).status).toBe(200);
    expect((await shop.shop.get('/api/v1/admin/settings', { headers: { 'x-api-key': key } })).status).toBe(403);

    // Shown once: after a reload only its first characters are left.
    await page.reload();
    await row.waitFor();
    expect(await page.getByText(key).count()).toBe(0);

    await row.getByRole('button', { name: /^Revoke/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked').waitFor();
    expect((await shop.shop.get('/api/v1/admin/orders', { headers: { 'x-api-key': key } })).status).toBe(401);
  });
});

import { BrowserShop, DESKTOP } from './support/browser-shop';

const ADMIN = { email: 'admin@volt.demo', password: 'admin123' };

describe('admin settings in Chromium', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    shop = await BrowserShop.start();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  it('asks before leaving with unsaved changes (a link in the shop, closing the tab); saved changes leave freely', async () => {
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/settings');
    const name = page.getByLabel('Shop name');
    await name.waitFor();
    const stored = await name.inputValue();
    await name.fill(`${stored} Lahore`);

    const nav = page.getByRole('navigation').getByRole('link', { name: 'Orders', exact: true });
    await nav.click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await shop.screenshot(page, 'settings-leave-1280');
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    expect(await name.inputValue()).toBe(`${stored} Lahore`);

    // Closing the tab: the browser's own question (beforeunload); dismissed, the page stays.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.dismiss();
    expect(page.isClosed()).toBe(false);
    expect(await name.inputValue()).toBe(`${stored} Lahore`);

    await nav.click();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForFunction(() => window.location.pathname === '/admin/orders');

    // Nothing unsaved: no question.
    await page.goto('/admin/settings');
    await name.waitFor();
    await name.fill(`${stored} Karachi`);
    await name.fill(stored);
    await nav.click();
    await page.waitForFunction(() => window.location.pathname === '/admin/orders');
    expect(await dialog.count()).toBe(0);
  }, 60_000);
  it("asks on the browser's Back button with unsaved changes: staying keeps the edit and the address, leaving goes back", async () => {
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, ADMIN.email, ADMIN.password);
    await page.goto('/admin/orders');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Settings', exact: true }).click();
    const name = page.getByLabel('Shop name');
    await name.waitFor();
    const stored = await name.inputValue();
    await name.fill(`${stored} Multan`);

    await page.goBack();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain('Your changes to the settings are not saved yet.');
    await page.waitForFunction(() => window.location.pathname === '/admin/settings');
    await shop.screenshot(page, 'settings-back-1280');
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/admin/settings');
    expect(await name.inputValue()).toBe(`${stored} Multan`);
    // The shop still knows where it is: its menu marks Settings, and a link in the shop still asks.
    expect(await nav.getByRole('link', { name: 'Settings', exact: true }).getAttribute('aria-current')).toBe('page');
    await nav.getByRole('link', { name: 'Orders', exact: true }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    await dialog.waitFor({ state: 'detached' });

    // Back once more, and leave: the orders page it came from, the edit not saved.
    await page.goBack();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Leave without saving' }).click();
    await page.waitForFunction(() => window.location.pathname === '/admin/orders');
    await page.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
    expect(await dialog.count()).toBe(0);
    const settings = await shop.graphqlData('{ shop { name } }');
    expect(settings.shop.name).toBe(stored);
  }, 60_000);
});

import type { Page } from 'playwright-core';
import { loadExample, openGraphiQLOffline, operationText, responseText, runOperation } from '../support/graphiql';
import { BrowserShop } from './support/browser-shop';

/** GraphiQL at GET /graphql, with no network beyond the shop: editors, examples and the sign-in panel. */
describe('the GraphQL explorer (GraphiQL) in Chromium, offline', () => {
  let shop: BrowserShop;
  let page: Page;
  let outside: string[];
  let errors: string[];

  beforeAll(async () => {
    shop = await BrowserShop.start();
    page = await shop.newPage();
    ({ outside, errors } = await openGraphiQLOffline(page, shop.baseUrl));
  }, 120_000);

  afterAll(async () => {
    await shop?.stop();
  });

  test('loads everything from the shop: no request leaves it, and the first example is in the editor', async () => {
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    expect(await operationText(page)).toContain('query ListProducts(');
  });

  test('an example runs and its answer is shown', async () => {
    await loadExample(page, 'Product categories');
    const { body: answer } = await runOperation(page, 'Categories');
    expect(answer.errors).toBeUndefined();
    expect(answer.data.productCategories.length).toBeGreaterThan(0);
    await page.waitForFunction(() =>
      document.querySelector('.graphiql-response .view-lines')?.textContent?.includes('productCategories'),
    );
    expect(await responseText(page)).toContain(answer.data.productCategories[0]);
  });

  test('"Sign in" puts a token into the Headers editor, and `me` then answers the account', async () => {
    await page.getByRole('button', { name: 'Show Sign in' }).click();
    await page.getByLabel('Email').fill('customer@volt.demo');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForFunction(() =>
      /invalid|incorrect/i.test(document.querySelector('.volt-status')?.textContent ?? ''),
    );

    await page.getByLabel('Password').fill('customer123');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForFunction(() => document.querySelector('.volt-status')?.textContent?.startsWith('Signed in as'));

    await loadExample(page, 'The signed-in account (me)');
    const { body: answer, authorization } = await runOperation(page, 'Me');
    expect(authorization).toMatch(/^Bearer \S+$/);
    expect(answer.errors).toBeUndefined();
    expect(answer.data.me.email).toBe('customer@volt.demo');

    await page.getByRole('button', { name: 'Show Sign in' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await loadExample(page, 'The signed-in account (me)');
    const signedOut = await runOperation(page, 'Me');
    expect(signedOut.authorization).toBeUndefined();
    expect(signedOut.body.data?.me ?? null).toBeNull();
    expect(outside).toEqual([]);
    // The wrong password's 401 is the one error the browser logs.
    expect(errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
    await shop.screenshot(page, 'graphql-explorer');
  });

  test('an API key pasted in the "Sign in" panel goes as X-Api-Key, and the key reads orders', async () => {
    const owner = await shop.shop.login('admin@volt.demo', 'admin123');
    const made = await shop.graphqlData(
      'mutation { createApiKey(input: { name: "Explorer", scopes: ["orders:read"] }) { key } }',
      undefined,
      owner,
    );
    await page.getByRole('button', { name: 'Show Sign in' }).click();
    await page.getByLabel('Or an API key').fill('not a key');
    await page.getByRole('button', { name: 'Use key' }).click();
    await page.waitForFunction(() => document.querySelector('.volt-status')?.textContent?.startsWith('Paste a key'));
    await page.getByLabel('Or an API key').fill(made.createApiKey.key);
    await page.getByRole('button', { name: 'Use key' }).click();
    await page.waitForFunction(() => document.querySelector('.volt-status')?.textContent?.startsWith('The key is in'));

    await loadExample(page, 'Orders (staff or an API key)');
    const { body: answer, apiKey, authorization } = await runOperation(page, 'RecentOrders');
    expect(apiKey).toBe(made.createApiKey.key);
    expect(authorization).toBeUndefined();
    expect(answer.errors).toBeUndefined();
    expect(answer.data.adminOrders.pagination.total).toEqual(expect.any(Number));
    expect(outside).toEqual([]);
  });
});

import type { Page, Response } from 'playwright-core';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Opens GraphiQL at GET /graphql with every request to another host refused (as if offline), and waits until
 * its editors are up and its introspection has been answered. Answers the outside addresses the page tried
 * and the errors it logged (both lists fill on as the page is used).
 */
export async function openGraphiQLOffline(
  page: Page,
  baseUrl: string,
): Promise<{ outside: string[]; errors: string[] }> {
  const outside: string[] = [];
  // Console errors: a worker or style refused by the Content-Security-Policy, a failed load, an exception.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || LOCAL_HOSTS.has(url.hostname)) return route.continue();
    outside.push(url.href);
    return route.abort('internetdisconnected');
  });
  const introspection = page.waitForResponse((response) => isGraphQLCall(response, 'IntrospectionQuery'), {
    timeout: 60_000,
  });
  await page.goto(`${baseUrl}/graphql`);
  const answer = await introspection;
  if (answer.status() !== 200 || !(await answer.json()).data?.__schema)
    throw new Error(`GraphiQL's introspection failed: ${answer.status()}`);
  await page.locator('.graphiql-query-editor .monaco-editor').waitFor({ timeout: 60_000 });
  return { outside, errors };
}

/** Opens the "Examples" panel and loads one example into the editors. */
export async function loadExample(page: Page, label: string) {
  const show = page.getByRole('button', { name: 'Show Examples' });
  if (await show.isVisible()) await show.click();
  await page.getByRole('button', { name: label, exact: true }).click();
}

/** Runs the operation in the editors; answers the JSON the server sent back and the credential headers sent. */
export async function runOperation(
  page: Page,
  operationName: string,
): Promise<{ body: any; authorization?: string; apiKey?: string }> {
  const answer = page.waitForResponse((response) => isGraphQLCall(response, operationName), { timeout: 30_000 });
  await page.locator('.graphiql-execute-button').click();
  const response = await answer;
  const headers = await response.request().allHeaders();
  return { body: await response.json(), authorization: headers.authorization, apiKey: headers['x-api-key'] };
}

/** The text an editor shows (Monaco draws spaces as no-break spaces). */
const editorText = async (page: Page, editor: string) =>
  (await page.locator(`${editor} .monaco-editor .view-lines`).innerText()).replace(/\u00a0/g, ' ');
export const operationText = (page: Page) => editorText(page, '.graphiql-query-editor');
export const responseText = (page: Page) => editorText(page, '.graphiql-response');

function isGraphQLCall(response: Response, operationName: string) {
  const request = response.request();
  if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/graphql') return false;
  try {
    return JSON.parse(request.postData() ?? '{}').operationName === operationName;
  } catch {
    return false;
  }
}

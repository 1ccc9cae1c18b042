import { createServer, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitFor } from '../support/processes';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

/** The Owner's Webhooks page: a webhook added, its secret shown once, a test delivered, logged and sent again. */
describe('Webhooks in Chromium', () => {
  let shop: BrowserShop;
  let receiver: Server;
  let receiverUrl: string;
  const received: string[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        received.push(request.url ?? '/');
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    shop = await BrowserShop.start({ WEBHOOK_TICK_MS: '200', WEBHOOK_RETRY_BASE_MS: '200' });
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
    receiver?.closeAllConnections();
    await new Promise((done) => receiver?.close(done));
  });
  afterEach(() => shop.closePages());

  test.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'on a %s: add a webhook, see its secret once, see a test delivered, redeliver it, edit and pause it',
    async (name, viewport) => {
      const page = await shop.newPage(viewport);
      await shop.signIn(page, 'admin@volt.demo', 'admin123');
      await page.goto('/admin/webhooks');
      await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();

      await page.getByRole('button', { name: 'Add Webhook' }).click();
      await page.getByText('Enter the address to send to').waitFor();
      await page.getByLabel('Address').fill('ftp://example.com/hook');
      await page.getByRole('checkbox', { name: /order\.placed/ }).check();
      await page.getByRole('button', { name: 'Add Webhook' }).click();
      await page
        .getByRole('alert')
        .getByText(/must start with https:\/\//)
        .waitFor();

      const url = `${receiverUrl}/${name}`;
      await page.getByLabel('Address').fill(url);
      await page.getByLabel('Note (optional)').fill(`Sheet ${name}`);
      await page.getByRole('button', { name: 'Add Webhook' }).click();
      const shown = page
        .getByRole('status')
        .locator('code')
        .filter({ hasText: /^whsec_/ });
      await shown.waitFor();
      const secret = (await shown.innerText()).trim();
      const row = page.getByRole('row', { name: new RegExp(`Sheet ${name}`) });
      await row.getByText('Active').waitFor();
      expect(await page.locator('body').innerText()).toContain(secret);

      // Shown once: after a reload it is gone.
      await page.reload();
      await row.waitFor();
      expect(await page.getByText(secret).count()).toBe(0);

      // A test is delivered, logged, and sent again from the log.
      await row.getByRole('button', { name: /^Send a test/ }).click();
      await waitFor(() => received.includes(`/${name}`), 30_000, 'the test delivery');
      await page.getByLabel('Webhook', { exact: true }).selectOption({ label: url });
      const logRow = page.getByRole('row', { name: /ping/ });
      await waitFor(
        async () => {
          await page.getByRole('button', { name: 'Refresh' }).click();
          return (await logRow.getByText('Delivered').count()) > 0;
        },
        30_000,
        'the delivery in the log',
      );
      expect(await logRow.innerText()).toContain('HTTP 200');
      await shop.screenshot(page, `admin-webhooks-${name}`);
      await logRow.getByRole('button', { name: /^Redeliver/ }).click();
      await waitFor(() => received.filter((path) => path === `/${name}`).length === 2, 30_000, 'the redelivery');
      await waitFor(
        async () => {
          await page.getByRole('button', { name: 'Refresh' }).click();
          return /^2\b/.test((await logRow.locator('td[data-label="Attempts"]').innerText()).trim());
        },
        30_000,
        'the second attempt in the log',
      );

      // Edit by keyboard: the form takes the focus; an event added shows in the row. Then paused, with its reason.
      await row.getByRole('button', { name: /^Edit/ }).click();
      await page.waitForFunction(() => document.activeElement?.id === 'edit-webhook-url');
      await page
        .getByRole('checkbox', { name: /order\.cancelled/ })
        .last()
        .check();
      await page.getByRole('button', { name: 'Save' }).press('Enter');
      await row.getByText('order.placed, order.cancelled').waitFor();
      await row.getByRole('button', { name: /^Pause/ }).click();
      await row.getByText('Paused by the Owner').waitFor();
    },
  );
});

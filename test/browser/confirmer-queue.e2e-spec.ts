import type { Page } from 'playwright-core';
import { StaffRole } from '../../server/src/common/access/permissions';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

/**
 * A Confirmer's morning in Chromium: the queue's cards carry what a call needs (items, address, notes, calls
 * so far, time left, risk), a pair of orders placed twice is flagged on both cards, the masked number is shown
 * and becomes a Call link, and three orders are worked with the keyboard alone: each logged call moves the focus
 * to the next card and the waiting count follows.
 */
describe('the confirmer queue in Chromium', () => {
  let shop: BrowserShop;
  let productId: string;
  let productName: string;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    ({ id: productId, name: productName } = await shop.shop.newProduct(50, 1500));
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  async function place(phone: string, quantity: number, notes = '') {
    const answer = await shop.shop.post('/api/v1/orders', {
      items: [{ product: productId, quantity }],
      shippingAddress: { name: 'Hamza Ali', phone, address: 'House 5, Street 7, Block C', city: 'Multan' },
      paymentMethod: 'COD',
      notes,
    });
    if (answer.status !== 201) throw new Error(`placement failed: ${answer.status} ${answer.text}`);
    return answer.body.data as { _id: string; orderNumber: string };
  }

  /** The label of the queue card holding the focus, or null. */
  const focusedCard = (page: Page) =>
    page.evaluate(() => document.activeElement?.closest('[data-queue-card]')?.getAttribute('aria-label') ?? null);

  async function waitForFocusOn(page: Page, orderNumber: string) {
    await page.waitForFunction(
      (label) => document.activeElement?.closest('[data-queue-card]')?.getAttribute('aria-label') === label,
      `Order ${orderNumber}`,
    );
  }

  it('works three orders with the keyboard, shows one number, and flags a duplicate pair', async () => {
    // Four orders: the first two are one order placed twice (one phone, the same product, other quantities).
    const first = await place('0345 1112233', 1, 'Please call after 5 pm');
    const twice = await place('0345-1112233', 2);
    const third = await place('0346 4445566', 1);
    const fourth = await place('0347 7778899', 3);
    // The fourth's window closes within the hour: its time left is a warning.
    await shop.shop
      .model<any>('OrderRecord')
      .updateOne({ _id: fourth._id }, { $set: { 'confirmation.expiresAt': new Date(Date.now() + 50 * 60_000) } });

    const sana = await shop.shop.staffMember(StaffRole.CONFIRMER, 'Sana');
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, sana.email, sana.password);
    await page.goto('/admin/confirmations');
    const card = (order: { orderNumber: string }) => page.getByRole('article', { name: `Order ${order.orderNumber}` });
    await card(fourth).waitFor({ timeout: 20_000 });
    const count = page.locator('.queue-count');
    expect(await count.innerText()).toBe('4 waiting.');
    expect(await page.locator('#queue-keys').innerText()).toContain('C Confirm');
    // Moving orders on is not a Confirmer's: no such option.
    expect(await page.getByLabel('Move to Processing when confirmed').count()).toBe(0);

    // The card needs no opening of the order.
    const firstText = await card(first).innerText();
    expect(firstText).toContain(`${productName} × 1`);
    expect(firstText).toContain('House 5, Street 7, Block C, Multan');
    expect(firstText).toContain('Notes: Please call after 5 pm');
    expect(firstText).toContain('Not yet contacted');
    expect(firstText).toMatch(/Expires in \d+ h \d+ min/);
    expect(firstText).toMatch(/(Low|Medium|High) risk/);
    // A Confirmer sees the number masked, without a tel: link or the WhatsApp chat.
    expect(firstText).toContain('0345 •••2233');
    expect(firstText).not.toContain('0345 1112233');
    expect(await card(first).locator('a[href^="tel:"]').count()).toBe(0);
    expect(await card(first).getByRole('link', { name: 'Send on WhatsApp' }).count()).toBe(0);
    const soon = card(fourth).locator('.queue-expiry');
    expect(await soon.innerText()).toMatch(/^Expires in \d+ min$/);
    expect(await soon.getAttribute('class')).toContain('badge-warning');

    // The duplicate pair is flagged on both cards, with the other order's link and items; the others are not.
    const flag = (order: { orderNumber: string }) => `Possible duplicate of #${order.orderNumber}`;
    expect(await card(first).innerText()).toContain(flag(twice));
    expect(await card(twice).innerText()).toContain(flag(first));
    expect(
      await card(twice)
        .getByRole('link', { name: `#${first.orderNumber}` })
        .getAttribute('href'),
    ).toBe(`/admin/orders/${first._id}`);
    expect(await card(twice).locator('.queue-duplicates').innerText()).toContain(`${productName} × 1`);
    expect(await card(third).locator('.queue-duplicates').count()).toBe(0);
    await shop.screenshot(page, 'confirmer-queue-1280');
    await page.setViewportSize(PHONE);
    await shop.screenshot(page, 'confirmer-queue-375');
    await page.setViewportSize(DESKTOP);

    // Keyboard only from here. J selects the first card; S shows its number, a Call link now.
    expect(await focusedCard(page)).toBeNull();
    await page.keyboard.press('j');
    await waitForFocusOn(page, first.orderNumber);
    await page.keyboard.press('s');
    const call = card(first).getByRole('link', { name: 'Call 0345 1112233' });
    await call.waitFor();
    expect(await call.getAttribute('href')).toBe('tel:03451112233');
    // The Call link has the focus (in the card); the WhatsApp button is there now.
    await waitForFocusOn(page, first.orderNumber);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Call 0345 1112233');
    const whatsapp = card(first).getByRole('link', { name: 'Send on WhatsApp' });
    expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/923451112233\?text=/);

    // D asks first, Y declines: the card goes, the focus lands on the next, the count goes down.
    await page.keyboard.press('d');
    await card(first).getByText('Decline and cancel this order?').waitFor();
    await page.keyboard.press('y');
    await card(first).waitFor({ state: 'detached' });
    await waitForFocusOn(page, twice.orderNumber);
    await page.getByText('3 waiting.').waitFor();
    // The other of the pair is no longer flagged once one is declined.
    await card(twice).locator('.queue-duplicates').waitFor({ state: 'detached' });

    // N logs No Answer: the order stays (with its call), the focus moves on.
    await page.keyboard.press('n');
    await waitForFocusOn(page, third.orderNumber);
    await card(twice).getByText('1 call so far · last: No answer').waitFor();
    expect(await count.innerText()).toBe('3 waiting.');

    // C confirms: the card goes, the focus lands on the next, the count goes down.
    await page.keyboard.press('c');
    await card(third).waitFor({ state: 'detached' });
    await waitForFocusOn(page, fourth.orderNumber);
    await page.getByText('2 waiting.').waitFor();

    // Keys are not taken while typing in a field.
    await card(fourth).getByLabel('Call note').focus();
    await page.keyboard.type('cdn');
    expect(await card(fourth).getByLabel('Call note').inputValue()).toBe('cdn');
    expect(await count.innerText()).toBe('2 waiting.');

    // What the server holds: declined, a No Answer call, confirmed; the number's showing recorded.
    const owner = await shop.shop.login('admin@volt.demo', 'admin123');
    const stored = await shop.graphqlData<Record<string, { status: string; confirmation: any }>>(
      `query($a: ID!, $b: ID!, $c: ID!) {
        a: order(id: $a) { status confirmation { status phoneReveals { byName } } }
        b: order(id: $b) { status confirmation { status attempts { outcome } } }
        c: order(id: $c) { status confirmation { status } }
      }`,
      { a: first._id, b: twice._id, c: third._id },
      owner,
    );
    expect(stored.a).toEqual({
      status: 'Cancelled',
      confirmation: { status: 'DECLINED', phoneReveals: [{ byName: 'Sana' }] },
    });
    expect(stored.b.confirmation).toEqual({ status: 'AWAITING', attempts: [{ outcome: 'NO_ANSWER' }] });
    expect(stored.c).toEqual({ status: 'Pending', confirmation: { status: 'CONFIRMED' } });

    // On the order page the Confirmer shows a number there too: the showing is listed at once.
    await page.goto(`/admin/orders/${fourth._id}`);
    const customerRegion = page.getByRole('region', { name: 'Guest Customer' });
    await customerRegion.getByRole('button', { name: 'Show Number' }).first().click();
    await customerRegion.getByRole('link', { name: 'Call 0347 7778899' }).first().waitFor();
    await page.getByText(/Number shown to Sana, /).waitFor();
    expect(
      await page
        .getByRole('region', { name: 'Customer Confirmation' })
        .getByRole('link', { name: 'Send on WhatsApp' })
        .count(),
    ).toBe(1);

    // The order page shows the Owner who was shown the number.
    const ownerPage = await shop.newPage(DESKTOP);
    await shop.signIn(ownerPage, 'admin@volt.demo', 'admin123');
    await ownerPage.goto(`/admin/orders/${first._id}`);
    await ownerPage.getByText(/Number shown to Sana, /).waitFor({ timeout: 20_000 });
  }, 120_000);

  it("filters in the URL; the Owner's Move to Processing option is remembered; the WhatsApp chat is recorded", async () => {
    const risky = await place('0348 1231234', 1);
    const calm = await place('0349 3213214', 1);
    await shop.shop.model<any>('OrderRecord').updateOne({ _id: risky._id }, { $set: { 'risk.level': 'high' } });
    await shop.shop.model<any>('OrderRecord').updateOne({ _id: calm._id }, { $set: { 'risk.level': 'low' } });

    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, 'admin@volt.demo', 'admin123');
    // wa.me is not reached from the test machine: the chat's page answers here.
    await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
    await page.goto('/admin/confirmations');
    const card = (order: { orderNumber: string }) => page.getByRole('article', { name: `Order ${order.orderNumber}` });
    await card(calm).waitFor({ timeout: 20_000 });

    // Risk: High leaves the risky order only; the URL carries it, and a reload keeps it.
    await page.getByLabel('Risk', { exact: true }).selectOption('high');
    await card(calm).waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('risk')).toBe('high');
    await card(risky).waitFor();
    // The count is the filtered queue's (orders of the other test whose phone's history made them risky too).
    const ownerToken = await shop.shop.login('admin@volt.demo', 'admin123');
    const filteredTotal = async (args: string) =>
      (
        await shop.graphqlData<{ confirmationQueue: { pagination: { total: number } } }>(
          `{ confirmationQueue(page: 1, limit: 1, ${args}) { pagination { total } } }`,
          {},
          ownerToken,
        )
      ).confirmationQueue.pagination.total;
    const high = await filteredTotal('risk: "high"');
    const highFresh = await filteredTotal('risk: "high", notContacted: true');
    expect(high).toBeGreaterThanOrEqual(1);
    await page.getByText(`${high} waiting that match the filters.`).waitFor();
    expect(await page.locator('[data-queue-card]').count()).toBe(high);
    await page.getByLabel('Expires', { exact: true }).selectOption('2');
    await page.getByText('No waiting orders match these filters.').waitFor();
    expect(new URL(page.url()).searchParams.get('expires')).toBe('2');
    await page.getByLabel('Expires', { exact: true }).selectOption('any');
    await page.getByLabel('Not yet contacted').check();
    expect(new URL(page.url()).searchParams.get('notContacted')).toBe('true');
    await page.reload();
    await card(risky).waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Risk', { exact: true }).inputValue()).toBe('high');
    expect(await page.getByLabel('Not yet contacted').isChecked()).toBe(true);

    // The Owner sees the number in full and opens the WhatsApp chat: recorded in the order's message log.
    const [chat] = await Promise.all([
      page.waitForEvent('popup'),
      card(risky).getByRole('link', { name: 'Send on WhatsApp' }).click(),
    ]);
    await chat.close();

    // Move to Processing when confirmed: remembered over a reload; Confirm then moves the order on.
    await page.getByLabel('Move to Processing when confirmed').check();
    await page.reload();
    await card(risky).waitFor({ timeout: 20_000 });
    expect(await page.getByLabel('Move to Processing when confirmed').isChecked()).toBe(true);
    await card(risky).getByRole('button', { name: 'Confirm' }).click();
    await card(risky).waitFor({ state: 'detached' });
    await page.getByText(`${highFresh - 1} waiting that match the filters.`).waitFor();

    const owner = await shop.shop.login('admin@volt.demo', 'admin123');
    const stored = await shop.graphqlData<{ order: { status: string; confirmation: any } }>(
      'query($id: ID!) { order(id: $id) { status confirmation { status messages { channel status byName } } } }',
      { id: risky._id },
      owner,
    );
    expect(stored.order.status).toBe('Processing');
    expect(stored.order.confirmation.status).toBe('CONFIRMED');
    expect(stored.order.confirmation.messages).toEqual([
      { channel: 'wa.me', status: 'opened', byName: expect.any(String) },
    ]);

    // The order page's log shows the chat opened.
    await page.goto(`/admin/orders/${risky._id}`);
    await page.getByText(/WhatsApp chat opened \(English\) by /).waitFor({ timeout: 20_000 });
  }, 120_000);
});

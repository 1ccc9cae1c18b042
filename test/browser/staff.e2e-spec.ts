import { StaffRole } from '../../server/src/common/access/permissions';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

const OWNER = { email: 'admin@volt.demo', password: 'admin123' };

/**
 * The staff invitation journey in Chromium: the Owner invites a Confirmer from /admin/staff, the link opens for the
 * invited person on a phone, they set a password, sign in, and see only what a Confirmer may do.
 */
describe('staff invitations in Chromium', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    shop = await BrowserShop.start();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  it('an Owner invites a Confirmer, who sets a password, signs in and sees only their sections', async () => {
    const email = `sana.${Date.now()}@volt-team.pk`;

    // The Owner, at 1280 px.
    const owner = await shop.newPage(DESKTOP);
    await shop.signIn(owner, OWNER.email, OWNER.password);
    await owner.goto('/admin');
    await owner.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' }).click();
    await owner.waitForURL((url) => url.pathname === '/admin/staff');
    await owner.getByRole('heading', { name: 'Staff', exact: true }).waitFor();
    await owner.getByRole('cell', { name: OWNER.email, exact: true }).waitFor();
    await owner.getByText('No pending invitations').waitFor();

    // The form checks the name first, with registration's message.
    await owner.getByRole('button', { name: 'Invite Staff' }).click();
    await owner.getByText('Name is required').waitFor();

    const form = owner.getByRole('form', { name: 'Invite Staff' });
    await form.getByLabel('Name').fill('Sana Iqbal');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Role').selectOption({ label: 'Confirmer' });
    await form.getByText('Reads orders and confirms or declines them by phone or WhatsApp.').waitFor();
    await form.getByRole('button', { name: 'Invite Staff' }).click();

    const shown = form.locator('.invite-link code');
    await shown.waitFor();
    const link = (await shown.textContent())!;
    expect(link).toMatch(new RegExp(`^${shop.linkAddress}/staff-invite/[A-Za-z0-9_-]{43}$`));
    await form.getByText('Send it to them by WhatsApp or e-mail.').waitFor();
    await form.getByRole('button', { name: 'Copy Link' }).click();
    await owner.getByText('Link copied').waitFor();
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(link);

    const pending = owner.getByRole('table', { name: 'Pending invitations' });
    await pending.getByRole('cell', { name: email, exact: true }).waitFor();
    expect(await pending.getByRole('cell', { name: 'Confirmer', exact: true }).count()).toBe(1);
    await shop.screenshot(owner, 'admin-staff-1280');

    // The invited person, in a fresh browser on a phone.
    const invited = await shop.newPage(PHONE);
    await invited.goto(new URL(link).pathname);
    await invited.getByRole('heading', { name: /^Join / }).waitFor();
    await invited.getByText(/you are invited to join .+ as Confirmer/).waitFor();
    await invited.getByLabel('Password', { exact: true }).fill('sana1234');
    await invited.getByLabel('Confirm Password', { exact: true }).fill('sana12345');
    await invited.getByRole('button', { name: 'Create Staff Account' }).click();
    await invited.getByText('Passwords do not match').waitFor();
    expect(await shop.shop.users.countDocuments({ email })).toBe(0);
    await shop.screenshot(invited, 'staff-invite-375');
    expect(await invited.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await invited.getByLabel('Confirm Password', { exact: true }).fill('sana1234');
    await invited.getByRole('button', { name: 'Create Staff Account' }).click();
    await invited.getByRole('heading', { name: 'Your Staff Account Is Ready' }).waitFor();
    expect(await shop.shop.users.findOne({ email }).lean()).toMatchObject({ role: 'admin', staffRole: 'CONFIRMER' });

    // The link is used: opening it again says so.
    const again = await shop.newPage(PHONE);
    await again.goto(new URL(link).pathname);
    await again.getByRole('heading', { name: 'Invitation Not Valid' }).waitFor();

    // Signing in at /login as usual.
    await invited.locator('#main').getByRole('link', { name: 'Sign In' }).click();
    await invited.waitForURL((url) => url.pathname === '/login');
    await invited.getByLabel('Email').fill(email);
    await invited.getByLabel('Password', { exact: true }).fill('sana1234');
    await invited.getByRole('button', { name: /sign in/i }).click();
    await invited.waitForURL((url) => url.pathname.startsWith('/admin'));
    await invited.goto('/admin');
    // No dashboard for a Confirmer: /admin opens the first section the role allows.
    await invited.waitForURL((url) => url.pathname === '/admin/orders');
    const nav = invited.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: 'Orders' }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Orders', 'Confirmations', 'Open Checkouts']);
    await shop.screenshot(invited, 'staff-confirmer-admin-375');

    await invited.goto('/admin/settings');
    await invited.getByRole('heading', { name: 'Not Available to Your Role' }).waitFor();
    await invited.goto('/admin/staff');
    await invited.getByRole('heading', { name: 'Not Available to Your Role' }).waitFor();

    // The Owner sees the new member, not the invitation.
    await owner.reload();
    await owner.getByRole('cell', { name: email, exact: true }).waitFor();
    await owner.getByText('No pending invitations').waitFor();
    expect(await owner.getByRole('combobox', { name: 'Role of Sana Iqbal' }).inputValue()).toBe('CONFIRMER');
  }, 120_000);

  it('the Staff page works on a phone: change a role, remove a member after confirming', async () => {
    const member = await shop.shop.staffMember(StaffRole.DISPATCHER, 'Bilal Ahmed');
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, OWNER.email, OWNER.password);
    await page.goto('/admin/staff');
    const role = page.getByRole('combobox', { name: 'Role of Bilal Ahmed' });
    await role.selectOption('ACCOUNTANT');
    await page.getByText('Bilal Ahmed is now Accountant').waitFor();
    expect(await shop.shop.users.findById(member.id).lean()).toMatchObject({ staffRole: 'ACCOUNTANT' });
    // The Owner's own row has no role select nor Remove.
    expect(await page.getByRole('button', { name: /^Remove Demo/ }).count()).toBe(0);
    await shop.screenshot(page, 'admin-staff-375');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: 'Remove Bilal Ahmed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Bilal Ahmed?' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await shop.shop.users.countDocuments({ _id: member.id })).toBe(1);
    await page.getByRole('button', { name: 'Remove Bilal Ahmed' }).click();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Staff member removed').waitFor();
    await page.getByRole('button', { name: 'Remove Bilal Ahmed' }).waitFor({ state: 'detached' });
    expect(await shop.shop.users.countDocuments({ _id: member.id })).toBe(0);
  }, 60_000);
});

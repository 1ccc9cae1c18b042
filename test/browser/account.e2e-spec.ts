import type { Page } from 'playwright-core';
import { ROOMY_ORDER_CAPS, SOLD_AS_ONE } from '../support/test-shop';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.random().toString(16).slice(2, 8)}@example.pk`;

/** The single field message the register form shows after pressing Create Account. */
async function registerMessage(page: Page) {
  await page.getByRole('button', { name: 'Create Account', exact: true }).click();
  const errors = page.locator('.auth-card .field-error');
  await errors.first().waitFor();
  expect(await errors.count()).toBe(1);
  return (await errors.first().textContent())?.trim();
}

/** Screenshots from the top of the page, with the nav shown, for people to look at. */
async function look(shop: BrowserShop, page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => !document.querySelector('#main-nav')?.classList.contains('nav-hidden'));
  await shop.screenshot(page, name);
}

describe('accounts in Chromium: sign in, create account, profile, dashboard', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    // One customer places many orders for the dashboard's figures: the caps per account are tested in client-caps.
    shop = await BrowserShop.start(ROOMY_ORDER_CAPS);
    await shop.shop.allowOpenOrders();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  it('checks registration rules in the specification order, sends no confirmation, then signs the new customer in at /', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    expect(await page.title()).toMatch(/^Create Account \| /);
    const field = (label: string) => page.getByLabel(label, { exact: true });

    const steps: [string, string, string][] = [
      ['Full Name', '', 'Name is required'],
      ['Full Name', 'Al', 'Name must be at least 3 characters long'],
      ['Full Name', 'Abcdefghijklmnop', 'Name must not exceed 15 characters'],
      ['Full Name', 'Sara 99', 'Name can only contain letters and spaces'],
      ['Full Name', 'Sara Khan', 'Email is required'],
      ['Email', 'sara@', 'Please enter a valid email address'],
      ['Email', uniqueEmail('sara'), 'Phone number is required'],
      ['Phone Number', '12ab', 'Please enter a valid phone number'],
      ['Phone Number', '0300 1234567', 'Password is required'],
      ['Password', '12345', 'Password must be at least 6 characters long'],
      ['Password', 'a'.repeat(21), 'Password must not exceed 20 characters'],
      ['Password', 'secret123', 'Please confirm your password'],
      ['Confirm Password', 'secret124', 'Passwords do not match'],
    ];
    for (const [label, value, message] of steps) {
      await field(label).fill(value);
      expect(await registerMessage(page)).toBe(message);
      if (message === 'Please enter a valid phone number') await look(shop, page, 'account-register-desktop');
    }
    // The failing field is marked and focused.
    expect(await field('Confirm Password').getAttribute('aria-invalid')).toBe('true');
    expect(await field('Confirm Password').evaluate((input) => input === document.activeElement)).toBe(true);

    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      const body = request.postDataJSON?.() as {
        operationName?: string;
        variables?: { input: Record<string, unknown> };
      } | null;
      if (request.url().endsWith('/graphql') && body?.operationName === 'Register') sent.push(body.variables!.input);
    });
    await field('Confirm Password').fill('secret123');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await page.getByText('Registration successful!').waitFor();
    await page.waitForURL((url) => url.pathname === '/');
    expect(Object.keys(sent[0]).sort()).toEqual(['email', 'name', 'password', 'phone']);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.locator('.dropdown-header strong').textContent()).resolves.toBe('Sara Khan');
    const token = await page.evaluate(() => localStorage.getItem('volt.token'));
    const me = await shop.shop.graphql<{ me: { name: string; phone: string } }>('{ me { name phone } }', {}, token!);
    expect(me.data.me).toEqual({ name: 'Sara Khan', phone: '+923001234567' });
  });

  it('shows the server message when the e-mail is taken', async () => {
    const existing = await shop.shop.registerCustomer();
    const page = await shop.newPage(PHONE);
    await page.goto('/register');
    await page.getByLabel('Full Name').fill('Taken Email');
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Phone Number').fill('0300 7654321');
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect(page.locator('.form-error').textContent()).resolves.toBe('An account with this email already exists');
    expect(new URL(page.url()).pathname).toBe('/register');
    await look(shop, page, 'account-register-phone');
  });

  it('asks for both login fields, shows the server message for a wrong password and stays on /login', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.title()).toMatch(/^Sign In \| /);
    await page.getByLabel('Email').fill('customer@volt.demo');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.locator('.form-error').textContent()).resolves.toBe('Please fill in all fields');

    const password = page.getByLabel('Password', { exact: true });
    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    expect(await password.getAttribute('type')).toBe('text');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const api = await shop.shop.post('/api/v1/auth/login', { email: 'customer@volt.demo', password: 'wrong-password' });
    await page.locator('.form-error', { hasText: api.body.message }).waitFor();
    expect(api.body.message).toBe('Invalid email or password');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('volt.token'))).toBeNull();
    expect(await page.getByRole('link', { name: 'Create Account' }).last().getAttribute('href')).toBe('/register');
    await look(shop, page, 'account-login-phone');
  });

  it('sends an admin to /admin after signing in', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@volt.demo');
    await page.getByLabel('Password', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByText('Login successful!').waitFor();
    await page.waitForURL((url) => url.pathname === '/admin');
  });

  it('remembers where a guest came from: /profile → /login → back to /profile', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/profile');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText('Please sign in to continue.').waitFor();
    await look(shop, page, 'account-login-desktop');
    await page.getByLabel('Email').fill('customer@volt.demo');
    await page.getByLabel('Password', { exact: true }).fill('customer123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByRole('heading', { name: 'My Profile' }).waitFor();
  });

  it('edits the profile: Cancel restores, Save needs a name, saves, persists over a reload and on the server', async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Bilal Ahmed', phone: '0301 1111111' });
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, customer.email, customer.password);
    await page.goto('/profile');
    const facts = page.locator('.profile-facts');
    await facts.getByText('Bilal Ahmed').waitFor();
    await expect(page.locator('.profile-role .badge').textContent()).resolves.toBe('Customer');
    await facts.getByText(customer.email).waitFor();

    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const email = page.getByLabel('Email');
    expect(await email.inputValue()).toBe(customer.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('Full Name').fill('Someone Else');
    await page.getByLabel('Address').fill('Temporary address');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await facts.getByText('Bilal Ahmed').waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Edit Profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('profile-name');
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Bilal Ahmed');
    expect(await page.getByLabel('Address').inputValue()).toBe('');
    await look(shop, page, 'account-profile-edit-desktop');

    await page.getByLabel('Full Name').fill('   ');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.form-error').textContent()).resolves.toBe('Name is required');

    await page.getByLabel('Full Name').fill('Bilal Khan');
    await page.getByLabel('Phone Number').fill('0333 2222222');
    await page.getByLabel('Address').fill('House 12, Street 4, Model Town, Lahore');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated successfully!').waitFor();
    await facts.getByText('Bilal Khan').waitFor();
    await look(shop, page, 'account-profile-desktop');

    await page.reload();
    await facts.getByText('House 12, Street 4, Model Town, Lahore').waitFor();
    await facts.getByText('0333 2222222').waitFor();
    // The user is server data: after the reload it came from the server (Apollo's cache), not from a stored copy.
    expect(await page.evaluate(() => localStorage.getItem('volt.user'))).toBeNull();
    const me = await shop.shop.graphql<{ me: { name: string; phone: string; address: string; email: string } }>(
      '{ me { name phone address email } }',
      {},
      customer.token,
    );
    expect(me.data.me).toEqual({
      name: 'Bilal Khan',
      phone: '+923332222222',
      address: 'House 12, Street 4, Model Town, Lahore',
      email: customer.email,
    });
  });

  it('shows the server message when the profile is refused', async () => {
    const customer = await shop.shop.registerCustomer();
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, customer.email, customer.password);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full Name').fill('R2 D2');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.form-error').textContent()).resolves.toBe('Name can only contain letters and spaces');
  });

  it('hides the address for admins and shows their role', async () => {
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, 'admin@volt.demo', 'admin123');
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Personal Information' }).waitFor();
    await expect(page.locator('.profile-role .badge').textContent()).resolves.toBe('Admin');
    expect(await page.locator('.profile-facts dt', { hasText: 'Address' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    expect(await page.getByLabel('Address').count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await look(shop, page, 'account-profile-admin-phone');
  });

  it('changes the password with the three checks, the server message, then success; the new password works', async () => {
    const customer = await shop.shop.registerCustomer();
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, customer.email, customer.password);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Change password' });
    const submit = form.getByRole('button', { name: 'Change Password' });
    const message = form.locator('.form-error');

    await form.getByLabel('Current Password', { exact: true }).fill(customer.password);
    await submit.click();
    await expect(message.textContent()).resolves.toBe('Please fill all password fields');
    await form.getByLabel('New Password', { exact: true }).fill('abc');
    await form.getByLabel('Confirm New Password', { exact: true }).fill('abc');
    await submit.click();
    await expect(message.textContent()).resolves.toBe('New password must be at least 6 characters');
    await form.getByLabel('New Password', { exact: true }).fill('newsecret1');
    await form.getByLabel('Confirm New Password', { exact: true }).fill('newsecret2');
    await submit.click();
    await expect(message.textContent()).resolves.toBe('New password and confirm password do not match');

    await form.getByLabel('Current Password', { exact: true }).fill('not-my-password');
    await form.getByLabel('Confirm New Password', { exact: true }).fill('newsecret1');
    await submit.click();
    await form.locator('.form-error', { hasText: 'Current password is incorrect' }).waitFor();

    await form.getByLabel('Current Password', { exact: true }).fill(customer.password);
    await submit.click();
    await page.getByText('Password changed successfully').waitFor();
    expect(await message.count()).toBe(0);
    for (const label of ['Current Password', 'New Password', 'Confirm New Password']) {
      expect(await form.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
    await expect(shop.shop.login(customer.email, 'newsecret1')).resolves.toEqual(expect.any(String));
    expect(
      (await shop.shop.post('/api/v1/auth/login', { email: customer.email, password: customer.password })).status,
    ).toBe(401);
    // The token from before the change is dead; the page stored the fresh one and stays signed in.
    expect((await shop.shop.get('/api/v1/user/profile', { token: customer.token })).status).toBe(401);
    const stored = await page.evaluate(() => localStorage.getItem('volt.token'));
    expect(stored).not.toBe(customer.token);
    expect((await shop.shop.get('/api/v1/user/profile', { token: stored! })).status).toBe(200);
    await page.goto('/dashboard');
    await page.getByText('No orders yet').waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await look(shop, page, 'account-profile-phone');
  });

  it('shows the dashboard figures of the API, 5 recent orders and View All when there are more', async () => {
    const customer = await shop.shop.registerCustomer({ name: 'Dashboard Dan' });
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, customer.email, customer.password);
    await page.goto('/dashboard');
    await page.getByText('No orders yet').waitFor();
    expect(await page.title()).toMatch(/^My Dashboard \| /);
    for (const [name, href] of [
      ['Edit Profile', '/profile'],
      ['Continue Shopping', '/products'],
      ['My Orders', '/orders'],
    ]) {
      expect(await page.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(href);
    }

    const products = await shop.shop.products
      .find({ stockQuantity: { $gte: 20 }, ...SOLD_AS_ONE })
      .limit(2)
      .lean();
    const placeOrder = (product: unknown, quantity: number) =>
      shop.shop.post(
        '/api/v1/orders',
        {
          items: [{ product: String(product), quantity }],
          shippingAddress: {
            name: 'Dashboard Dan',
            email: customer.email,
            phone: '0300 1234567',
            address: 'House 1, Gulberg',
            city: 'Lahore',
          },
          paymentMethod: 'COD',
        },
        { token: customer.token },
      );
    const first = await placeOrder(products[0]._id, 2);
    expect(first.status).toBe(201);
    await page.reload();
    const figures = async () => {
      const answer = await shop.shop.graphql<{
        customerDashboard: { totalOrders: number; totalSpent: number; pendingOrders: number; completedOrders: number };
      }>('{ customerDashboard { totalOrders totalSpent pendingOrders completedOrders } }', {}, customer.token);
      return answer.data.customerDashboard;
    };
    const stat = (label: string) => page.locator('.stat-card', { hasText: label }).locator('.stat-value');
    const expectFigures = async () => {
      const api = await figures();
      const rupees = `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(api.totalSpent)}`;
      await page.locator('.stat-card', { hasText: 'Total Spent' }).getByText(rupees, { exact: true }).waitFor();
      await expect(stat('Total Orders').textContent()).resolves.toBe(String(api.totalOrders));
      await expect(stat('Pending Orders').textContent()).resolves.toBe(String(api.pendingOrders));
      await expect(stat('Completed Orders').textContent()).resolves.toBe(String(api.completedOrders));
      return api;
    };
    const afterOne = await expectFigures();
    expect(afterOne.totalOrders).toBe(1);
    const rows = page.locator('.order-row');
    expect(await rows.count()).toBe(1);
    const orderId = first.body.data._id as string;
    const stored = await shop.shop.graphql<{ order: { orderNumber: string } }>(
      'query ($id: ID!) { order(id: $id) { orderNumber } }',
      { id: orderId },
      customer.token,
    );
    const shownId = stored.data.order.orderNumber || orderId.slice(-8).toUpperCase();
    await expect(rows.first().locator('.order-id').textContent()).resolves.toBe(`#${shownId}`);
    await expect(rows.first().locator('.badge').getAttribute('class')).resolves.toContain('status-Pending');
    expect(await rows.first().getByRole('link').getAttribute('href')).toBe(`/order-confirmation/${orderId}`);
    expect(await page.getByRole('link', { name: 'View All' }).count()).toBe(0);

    for (let index = 0; index < 5; index += 1) expect((await placeOrder(products[index % 2]._id, 1)).status).toBe(201);
    await page.reload();
    await page.getByRole('link', { name: 'View All' }).waitFor();
    expect(await page.getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/orders');
    expect(await rows.count()).toBe(5);
    const afterSix = await expectFigures();
    expect(afterSix.totalOrders).toBe(6);
    await look(shop, page, 'account-dashboard-desktop');

    const phone = await shop.newPage(PHONE);
    await shop.signIn(phone, customer.email, customer.password);
    await phone.goto('/dashboard');
    await phone.locator('.order-row').first().waitFor();
    await look(shop, phone, 'account-dashboard-phone');
  });

  it('says "Failed to load dashboard data" when the dashboard cannot load', async () => {
    const customer = await shop.shop.registerCustomer();
    const page = await shop.newPage(PHONE);
    await shop.signIn(page, customer.email, customer.password);
    await page.route('**/graphql', (route) =>
      route.request().postData()?.includes('CustomerDashboard')
        ? route.fulfill({ status: 500, body: 'down' })
        : route.continue(),
    );
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Failed to load dashboard data' }).waitFor();
    await page.unroute('**/graphql');
    await page.getByRole('button', { name: 'Try Again' }).click();
    await page.getByText('No orders yet').waitFor();
  });

  it('points an admin who opens /dashboard to /admin', async () => {
    const page = await shop.newPage(DESKTOP);
    await shop.signIn(page, 'admin@volt.demo', 'admin123');
    await page.goto('/dashboard');
    const link = page.getByRole('link', { name: 'Go to Admin Dashboard' });
    expect(await link.getAttribute('href')).toBe('/admin');
  });
});

import { StaffRole } from '../../server/src/common/access/permissions';
import { SOLD_AS_ONE } from '../support/test-shop';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

/**
 * The admin area as each staff role sees it: only the screens and the actions the role allows (the server refuses
 * the rest: test/admin-permissions).
 */
describe('staff roles in the admin area, in Chromium', () => {
  let shop: BrowserShop;
  let owner: string;
  let orderId: string;
  let orderNumber: string;

  beforeAll(async () => {
    shop = await BrowserShop.start();
    owner = await shop.shop.login('admin@volt.demo', 'admin123');
    const product = await shop.shop.products.findOne({ stockQuantity: { $gte: 5 }, ...SOLD_AS_ONE }).lean();
    const placed = await shop.shop.post('/api/v1/orders', {
      items: [{ product: String(product!._id), quantity: 1 }],
      shippingAddress: {
        name: 'Bilal Ahmed',
        email: '',
        phone: '0321 5556677',
        address: 'House 3, Street 8, Satellite Town',
        city: 'Rawalpindi',
      },
      paymentMethod: 'COD',
    });
    expect(placed.status).toBe(201);
    orderId = placed.body.data._id;
    orderNumber = placed.body.data.orderNumber;
    await shop.shop.confirmOrder(orderId, owner);
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  /** A page signed in as a new staff member of this role. */
  async function pageAs(role: StaffRole, viewport = DESKTOP) {
    const member = await shop.shop.staffMember(role);
    const page = await shop.newPage(viewport);
    await shop.signIn(page, member.email, member.password);
    return page;
  }

  const navLinks = (page: Awaited<ReturnType<typeof pageAs>>) =>
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link').allInnerTexts();

  test('a Dispatcher ships and prints, but neither deletes orders nor sees the other screens', async () => {
    const page = await pageAs(StaffRole.DISPATCHER);
    await page.goto('/admin');
    await page.waitForURL('**/admin/orders');
    expect(await navLinks(page)).toEqual(['Orders', 'Open Checkouts']);
    await page.getByRole('button', { name: /^Guest Orders/ }).click();
    const row = page.getByRole('row', { name: new RegExp(orderNumber) });
    await row.waitFor();
    expect(await row.getByRole('checkbox').count()).toBe(1);
    expect(await row.getByRole('button', { name: /Delete/ }).count()).toBe(0);
    await page.getByRole('button', { name: 'Move to Processing' }).waitFor();
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();

    await page.goto(`/admin/orders/${orderId}`);
    await page.getByRole('button', { name: 'Print Label (PDF)' }).waitFor();
    const statuses = page.getByRole('group', { name: 'Update Status' }).getByRole('button');
    expect(await statuses.allInnerTexts()).toEqual(['Pending', 'Processing', 'Shipped']);
    await shop.screenshot(page, 'staff-dispatcher-order');
    // The header's Add Product is for staff who manage the catalogue.
    expect(await page.getByRole('link', { name: 'Add Product' }).count()).toBe(0);

    await page.goto('/admin/settings');
    await page.getByRole('heading', { name: 'Not Available to Your Role' }).waitFor();
  });

  test('an Accountant reads orders and exports them, with nothing to ship, print or delete', async () => {
    const page = await pageAs(StaffRole.ACCOUNTANT, PHONE);
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Dashboard', level: 1 }).waitFor();
    expect(await navLinks(page)).toEqual(['Dashboard', 'Orders', 'Open Checkouts', 'Courier Cash', 'Courier Figures']);
    await page.goto(`/admin/orders/${orderId}`);
    await page.getByRole('heading', { name: 'Shipment' }).waitFor();
    await page.getByText('Not shipped.').waitFor();
    expect(await page.getByRole('button', { name: 'Print Label (PDF)' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Mark as Shipped|Book with/ }).count()).toBe(0);
    await shop.screenshot(page, 'staff-accountant-order-phone');

    await page.goto('/admin/orders');
    await page.getByRole('button', { name: 'Export CSV' }).waitFor();
    expect(await page.getByRole('button', { name: 'Move to Processing' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
  });

  test('a Catalogue member manages products and categories only', async () => {
    const page = await pageAs(StaffRole.CATALOGUE);
    await page.goto('/admin');
    await page.waitForURL('**/admin/products');
    expect(await navLinks(page)).toEqual(['Products', 'Categories']);
    await page.getByRole('link', { name: 'Add Product' }).waitFor();
    await page.goto(`/admin/orders/${orderId}`);
    await page.getByRole('heading', { name: 'Not Available to Your Role' }).waitFor();
  });

  test('a Confirmer takes an order by phone on a phone-sized screen, confirmed on the call', async () => {
    const product = await shop.shop.products.findOne({ stockQuantity: { $gte: 5 }, ...SOLD_AS_ONE }).lean();
    const page = await pageAs(StaffRole.CONFIRMER, PHONE);
    await page.goto('/admin/orders');
    await page.getByRole('link', { name: 'Take an Order' }).click();
    await page.getByRole('heading', { name: 'Take an Order', level: 1 }).waitFor();

    // Nothing typed yet: the form says what is missing, nothing is sent.
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Please fill in all required fields').waitFor();

    await page.getByLabel('Name').fill('Zara Sheikh');
    await page.getByLabel('Phone', { exact: true }).fill('0345 1212121');
    await page.getByLabel('City').fill('Multan');
    await page.getByLabel('Address').fill('House 12, Gulgasht Colony');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.getByText('Add at least one product').waitFor();

    await page.getByLabel('Find a product').fill(product!.name.slice(0, 12));
    await page.getByRole('button', { name: `Add ${product!.name}` }).click();
    await page.getByRole('button', { name: `Increase Quantity of ${product!.name}` }).click();
    await page
      .getByText(new RegExp(`Rs\\. ${(product!.finalPrice * 2).toLocaleString('en-US')}`))
      .first()
      .waitFor();
    await page.getByLabel('The customer confirmed this order on the call').check();
    await shop.screenshot(page, 'staff-take-order-phone');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await page.waitForURL(/\/admin\/orders\/[0-9a-f]{24}$/);
    await page.getByText('Taken by phone').waitFor();
    await page.getByText('Confirmed by customer').waitFor();
    const id = new URL(page.url()).pathname.split('/').pop();
    const stored = await shop.shop
      .model<{ items: { quantity: number }[]; takenBy: { byName: string } }>('OrderRecord')
      .findById(id)
      .lean();
    expect(stored!.items[0].quantity).toBe(2);
    expect(stored!.takenBy.byName).toBe('Confirmer');
  });
});

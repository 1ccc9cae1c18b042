import type { Page } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';
import { soldAsOne } from '../support/test-shop';

const rupees = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });
const formatPrice = (amount: number) => `Rs. ${rupees.format(amount)}`;

/** Product list (/products, /category/{category}) and product page journeys. */
describe('catalogue: product lists and the product page in Chromium', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    shop = await BrowserShop.start();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  /** The API's answer for the list filters: total and the names of one page. */
  const listFromApi = async (args: string) => {
    const { products } = await shop.graphqlData(`{ products(${args}) { items { name } pagination { total pages } } }`);
    return {
      total: products.pagination.total as number,
      pages: products.pagination.pages as number,
      names: products.items.map((item: { name: string }) => item.name) as string[],
    };
  };

  const results = (page: Page) => page.locator('.list-results');
  const shownNames = (page: Page) => results(page).locator('.product-card-name').allInnerTexts();
  const countText = (total: number) => `${total} ${total === 1 ? 'product' : 'products'} found`;

  async function waitForList(page: Page, total: number, names: string[]) {
    await page.getByText(countText(total), { exact: true }).waitFor();
    await page.waitForFunction(() => !document.querySelector('.list-results[aria-busy="true"]'));
    // The URL changes before the new page's query starts (the count stays the same across pages): wait for the
    // cards to follow, then compare (a wrong list still fails, after the page's timeout).
    await page
      .waitForFunction(
        (expected) =>
          JSON.stringify(
            [...document.querySelectorAll('.list-results .product-card-name')].map((name) =>
              (name as HTMLElement).innerText.trim(),
            ),
          ) === JSON.stringify(expected),
        names,
      )
      .catch(() => undefined);
    expect(await shownNames(page)).toEqual(names);
  }

  it('keeps every filter in the URL, matches the API, and survives reload and back', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('All Products');
    const everything = await listFromApi('limit: 12');
    await waitForList(page, everything.total, everything.names);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const brandOptions = await filters
      .getByRole('group', { name: 'Brand' })
      .getByRole('radio')
      .evaluateAll((inputs) => inputs.map((input) => (input.parentElement as HTMLElement).innerText.trim()));
    expect(brandOptions).toEqual([
      'All Brands',
      'Apple',
      'Samsung',
      'Sony',
      'JBL',
      'Anker',
      'Belkin',
      'Ugreen',
      'Baseus',
    ]);

    await filters.getByRole('radio', { name: 'Samsung' }).click();
    await page.waitForURL('**/products?brand=Samsung');
    const samsung = await listFromApi('brand: "Samsung", limit: 12');
    await waitForList(page, samsung.total, samsung.names);

    await filters.getByRole('radio', { name: 'Chargers' }).click();
    await page.waitForURL('**/products?brand=Samsung&category=Chargers');
    const samsungChargers = await listFromApi('brand: "Samsung", category: "Chargers", limit: 12');
    await waitForList(page, samsungChargers.total, samsungChargers.names);

    await filters.getByRole('radio', { name: 'All Brands' }).click();
    await filters.getByRole('radio', { name: 'In Stock' }).click();
    await filters.getByLabel('Minimum price').fill('1000');
    await filters.getByLabel('Maximum price').fill('5000');
    await filters.getByRole('button', { name: 'Apply Price' }).click();
    await page.selectOption('select', 'price-low');
    await page.waitForURL(
      (url) => url.search === '?category=Chargers&inStock=true&minPrice=1000&maxPrice=5000&sortBy=price-low',
    );
    const narrowed = await listFromApi(
      'category: "Chargers", inStock: true, minPrice: 1000, maxPrice: 5000, sortBy: PRICE_LOW, limit: 12',
    );
    expect(narrowed.total).toBeGreaterThan(0);
    await waitForList(page, narrowed.total, narrowed.names);

    await page.reload();
    await waitForList(page, narrowed.total, narrowed.names);
    expect(await filters.getByRole('radio', { name: 'Chargers' }).isChecked()).toBe(true);
    expect(await filters.getByRole('radio', { name: 'In Stock' }).isChecked()).toBe(true);
    expect(await filters.getByLabel('Minimum price').inputValue()).toBe('1000');
    expect(await page.locator('select').inputValue()).toBe('price-low');

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sortBy'));
    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('maxPrice'));
    await page.goto('/products?brand=Samsung&category=Chargers');
    await waitForList(page, samsungChargers.total, samsungChargers.names);

    await filters.getByRole('link', { name: 'Clear All' }).click();
    await page.waitForURL((url) => url.pathname === '/products' && url.search === '');
    await waitForList(page, everything.total, everything.names);
    await shop.screenshot(page, 'catalogue-list-desktop');
  });

  it('pages 12 at a time with up to 5 page numbers, the page in the URL', async () => {
    const first = await listFromApi('limit: 12');
    expect(first.pages).toBe(6);
    const page = await shop.newPage(DESKTOP);
    await page.goto('/products');
    await waitForList(page, first.total, first.names);
    const pager = page.getByRole('navigation', { name: 'Product pages' });
    expect(await pager.getByRole('button', { name: /^Page / }).allInnerTexts()).toEqual(['1', '2', '3', '4', '5']);

    await pager.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL('**/products?page=2');
    const second = await listFromApi('limit: 12, page: 2');
    await waitForList(page, first.total, second.names);

    await page.goto('/products?sortBy=name&page=6');
    const last = await listFromApi('limit: 12, page: 6, sortBy: NAME');
    expect(last.names).toHaveLength(8);
    await waitForList(page, first.total, last.names);
    expect(await pager.getByRole('button', { name: /^Page / }).allInnerTexts()).toEqual(['2', '3', '4', '5', '6']);
    expect(await pager.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
  });

  it('titles a search, and shows the empty state whose Clear Filters goes back to everything', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto('/products?search=cable');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Search Results for "cable"');
    const cables = await listFromApi('search: "cable", limit: 12');
    await waitForList(page, cables.total, cables.names);

    await page.goto('/products?search=no-such-gadget-anywhere');
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await page.waitForURL((url) => url.pathname === '/products' && url.search === '');
    await page.getByRole('heading', { level: 1, name: 'All Products', exact: true }).waitFor();
    await page.getByText(countText(68), { exact: true }).waitFor();
  });

  it('folds the filters into a panel on a phone', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto('/products?inStock=false');
    const outOfStock = await listFromApi('inStock: false, limit: 12');
    await waitForList(page, outOfStock.total, outOfStock.names);
    const toggle = page.getByRole('button', { name: 'Filters (1)' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await expect(
      page.getByRole('complementary', { name: 'Filters' }).getByRole('radio', { name: 'Out of Stock' }).isChecked(),
    ).resolves.toBe(true);
    // Every card of an out-of-stock list offers no cart button.
    const buttons = results(page).locator('.product-card-bar button');
    expect(await buttons.allInnerTexts()).toEqual(outOfStock.names.map(() => 'Unavailable'));
    expect(await buttons.evaluateAll((all) => all.every((button) => (button as HTMLButtonElement).disabled))).toBe(
      true,
    );
    await shop.screenshot(page, 'catalogue-list-phone');
  });

  it('lists one category with sort and pages but no category filter or featured sort', async () => {
    const page = await shop.newPage(DESKTOP);
    await page.goto('/category/Power%20Banks?sortBy=price-high');
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Power Banks');
    const powerBanks = await listFromApi('category: "Power Banks", sortBy: PRICE_HIGH, limit: 12');
    await waitForList(page, powerBanks.total, powerBanks.names);
    expect(await page.locator('select option').allInnerTexts()).toEqual([
      'Latest',
      'Price: Low to High',
      'Price: High to Low',
      'Name: A to Z',
    ]);
    expect(await page.getByRole('complementary', { name: 'Filters' }).count()).toBe(0);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allInnerTexts()).toEqual([
      'Home',
      'Products',
      'Power Banks',
    ]);
  });

  it('shows the product: breadcrumb, Save badge, stepper up to 10 with its message, cart, share, N/A specs, related', async () => {
    const { products } = await shop.graphqlData(
      '{ products(limit: 100) { items { id slug name category price finalPrice discountPrice stockQuantity options { name } specifications { key value } } } }',
    );
    type Row = {
      id: string;
      slug: string;
      name: string;
      category: string;
      price: number;
      finalPrice: number;
      discountPrice: number | null;
      stockQuantity: number;
      options: { name: string }[];
      specifications: { key: string; value: string }[];
    };
    // Sold as one: its stepper and Add to Cart need no kind chosen.
    const product = (products.items as Row[]).find(
      (item) => item.discountPrice && item.stockQuantity > 10 && soldAsOne(item),
    )!;
    const withEmptySpec = (products.items as Row[]).find((item) =>
      item.specifications.some((row) => row.value === ''),
    )!;
    expect(product && withEmptySpec).toBeTruthy();

    const page = await shop.newPage(DESKTOP);
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(product.name);
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allInnerTexts()).toEqual([
      'Home',
      'Products',
      product.category,
      product.name,
    ]);
    await expect(
      page.getByText(`Save ${formatPrice(product.price - product.finalPrice)}`, { exact: true }).isVisible(),
    ).resolves.toBe(true);
    for (const badge of ['Free Delivery', 'Warranty', 'Easy Returns (03 days)']) {
      await expect(page.getByRole('list', { name: 'Our promises' }).getByText(badge).isVisible()).resolves.toBe(true);
    }

    const increase = page.getByRole('button', { name: 'Increase Quantity' });
    for (let count = 1; count < 10; count += 1) await increase.click();
    expect(await page.locator('.stepper output').innerText()).toBe('10');
    expect(await page.getByText('Maximum 10 items allowed per order').count()).toBe(0);
    await increase.click();
    await page.getByText('Maximum 10 items allowed per order').waitFor();
    expect(await page.locator('.stepper output').innerText()).toBe('10');

    await page.getByRole('button', { name: 'Add to Cart', exact: true }).click();
    await page.getByRole('link', { name: 'Cart, 10 items' }).waitFor();

    await page.getByRole('button', { name: 'Share Product' }).click();
    await page.getByText('Link copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${shop.baseUrl}/products/${product.slug}`);

    const { relatedProducts } = await shop.graphqlData(
      `{ relatedProducts(productId: "${product.id}", limit: 4) { name category } }`,
    );
    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Related Products' }) });
    await related.locator('.product-card').first().waitFor();
    const relatedNames = await related.locator('.product-card-name').allInnerTexts();
    expect(relatedNames.length).toBeLessThanOrEqual(4);
    expect(relatedNames).toEqual(relatedProducts.map((item: { name: string }) => item.name));
    expect(relatedProducts.every((item: { category: string }) => item.category === product.category)).toBe(true);
    await shop.screenshot(page, 'catalogue-product-desktop');

    await page.goto(`/products/${withEmptySpec.id}`);
    const specs = page.locator('.spec-table');
    await specs.waitFor();
    for (const row of withEmptySpec.specifications) {
      expect(
        await specs
          .locator('tr', { has: page.getByRole('rowheader', { name: row.key, exact: true }) })
          .locator('td')
          .innerText(),
      ).toBe(row.value || 'N/A');
    }
  });

  it('stops the stepper at a small stock, and keeps recently viewed newest first, unique, in local storage', async () => {
    const { products } = await shop.graphqlData(
      '{ products(limit: 100) { items { id name stockQuantity options { name } } } }',
    );
    type Row = { id: string; name: string; stockQuantity: number; options: { name: string }[] };
    // Sold as one: its stepper stops at the product's stock (a kind's stops at the kind's).
    const lowStock = (products.items as Row[]).find(
      (item) => item.stockQuantity > 1 && item.stockQuantity < 10 && soldAsOne(item),
    )!;
    const [a, b] = (products.items as Row[]).filter((item) => item.id !== lowStock.id);

    const page = await shop.newPage(PHONE);
    await page.goto(`/products/${lowStock.id}`);
    const increase = page.getByRole('button', { name: 'Increase Quantity' });
    for (let count = 1; count < lowStock.stockQuantity; count += 1) await increase.click();
    expect(await page.locator('.stepper output').innerText()).toBe(String(lowStock.stockQuantity));
    expect(await increase.isDisabled()).toBe(true);
    await shop.screenshot(page, 'catalogue-product-phone');

    for (const visit of [a, b, a]) {
      await page.goto(`/products/${visit.id}`);
      await page.getByRole('heading', { level: 1, name: visit.name }).waitFor();
    }
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('volt.recentlyViewed') ?? '[]'));
    expect(stored.map((entry: { id: string }) => entry.id)).toEqual([a.id, b.id, lowStock.id]);
    const recent = page.locator('section', { has: page.getByRole('heading', { name: 'Recently Viewed' }) });
    expect(await recent.locator('.recent-name').allInnerTexts()).toEqual([b.name, lowStock.name]);

    // At most 10 are kept.
    for (const visit of (products.items as Row[]).slice(2, 14)) {
      await page.goto(`/products/${visit.id}`);
      await page.getByRole('heading', { level: 1, name: visit.name }).waitFor();
    }
    const capped = await page.evaluate(() => JSON.parse(localStorage.getItem('volt.recentlyViewed') ?? '[]'));
    expect(capped.map((entry: { id: string }) => entry.id)).toEqual(
      (products.items as Row[])
        .slice(4, 14)
        .reverse()
        .map((item) => item.id),
    );
    // 18 product pages, each drawing its demo pictures on first visit: a loaded machine needs more than 30 s.
  }, 90_000);

  it("links products by their slug, and an id address, opened or followed from an old stored link, ends on the slug's", async () => {
    const { products } = await shop.graphqlData('{ products(limit: 2, sortBy: NAME) { items { id slug name } } }');
    type Row = { id: string; slug: string; name: string };
    const [first, second] = products.items as Row[];
    const page = await shop.newPage(DESKTOP);
    const onPage = async (product: Row) => {
      await page.waitForURL((url) => url.pathname === `/products/${product.slug}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
    };

    // A card leads to the slug's page.
    await page.goto('/products?sortBy=name');
    const name = page.locator('.list-results .product-card-name a').first();
    expect(await name.getAttribute('href')).toBe(`/products/${first.slug}`);
    await name.click();
    await onPage(first);

    // An old shared link by id: the server moves it to the slug's page.
    await page.goto(`/products/${second.id}`);
    expect(new URL(page.url()).pathname).toBe(`/products/${second.slug}`);
    await onPage(second);
    expect(await page.title()).toBe(`${second.name} | Volt Accessories`);

    // A link kept before slugs were (a recently viewed entry with only the id), followed inside the app: the
    // client replaces the address with the slug's, and Back returns to the page before.
    await page.evaluate((entry) => localStorage.setItem('volt.recentlyViewed', JSON.stringify([entry])), {
      id: first.id,
      name: first.name,
      brand: 'Anker',
      finalPrice: 1000,
      images: [],
      cardImages: [],
    });
    await page.reload();
    const recent = page.locator('.recent-item', { hasText: first.name });
    expect(await recent.getAttribute('href')).toBe(`/products/${first.id}`);
    await recent.click();
    await onPage(first);
    expect(await page.title()).toBe(`${first.name} | Volt Accessories`);
    await page.goBack();
    await onPage(second);
  });

  it('answers an unknown product id with "Product not found" and the product list', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto('/products/64b000000000000000000000');
    await page.getByText('Product not found').waitFor();
    await page.waitForURL((url) => url.pathname === '/products');
    expect(await page.getByText('Product not found').count()).toBe(1);
  });
});

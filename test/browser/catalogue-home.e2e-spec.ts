import type { Page } from 'playwright-core';
import { BrowserShop, DESKTOP, PHONE } from './support/browser-shop';

/** Home page journeys: hero, load more, trendy carousel, categories, featured, highlights and newsletter. */
describe('catalogue: home page in Chromium', () => {
  let shop: BrowserShop;

  beforeAll(async () => {
    shop = await BrowserShop.start();
  }, 60_000);

  afterAll(async () => {
    await shop?.stop();
  });
  afterEach(() => shop.closePages());

  const section = (page: Page, heading: string) =>
    page.locator('section', { has: page.getByRole('heading', { name: heading, level: 2, exact: true }) });
  const cardNames = (scope: ReturnType<typeof section>) => scope.locator('.product-card-name').allInnerTexts();

  it('shows the hero with its texts, 7 slides that advance every 5 s and jump by dots, and a broken picture as the logo', async () => {
    const { featuredProducts } = await shop.graphqlData('{ featuredProducts(limit: 8) { id slug images } }');
    const brokenPicture = featuredProducts[0].images[0] as string;
    const page = await shop.newPage(DESKTOP);
    await page.route(`**${new URL(brokenPicture, shop.baseUrl).pathname}`, (route) =>
      route.fulfill({ status: 404, body: '' }),
    );
    await page.clock.install();
    await page.goto('/');

    const hero = page.getByRole('region', { name: 'Featured products' });
    await expect(hero.getByRole('heading', { level: 1 }).innerText()).resolves.toBe('Premium Electronics Accessories');
    expect(await hero.getByRole('link', { name: 'Shop Now' }).getAttribute('href')).toBe('/products');
    expect(await hero.getByRole('link', { name: 'Browse Earbuds' }).getAttribute('href')).toBe('/category/Earbuds');
    for (const promise of ['Genuine Products', 'Free Shipping', '100% Satisfaction']) {
      await expect(hero.getByText(promise, { exact: true }).isVisible()).resolves.toBe(true);
    }
    const dots = hero.getByRole('button', { name: /^Show slide/ });
    await page.waitForFunction(() => document.querySelectorAll('.hero-dot').length === 7);
    expect(await dots.count()).toBe(7);
    expect(await dots.nth(0).getAttribute('aria-current')).toBe('true');

    // The first slide is the first featured product, whose picture fails: the logo stands in.
    const firstSlide = hero.locator('.hero-slide').first();
    expect(await firstSlide.getAttribute('href')).toBe(`/products/${featuredProducts[0].slug}`);
    await page.waitForFunction(() =>
      document.querySelector<HTMLImageElement>('.hero-slide img')?.src.endsWith('/images/logo.svg'),
    );

    await page.clock.runFor(5_000);
    await page.waitForFunction(
      () => document.querySelectorAll('.hero-dot')[1]?.getAttribute('aria-current') === 'true',
    );

    await dots.nth(5).click();
    expect(await dots.nth(5).getAttribute('aria-current')).toBe('true');
    expect(await hero.locator('.hero-slide.is-active').getAttribute('aria-label')).toMatch(/^6 of 7: /);
  });

  it('shows 8 products, adds 8 per Load More Products (the button busy while the next page comes), and ends with the count of all products', async () => {
    const { products } = await shop.graphqlData('{ products(limit: 100) { pagination { total } } }');
    expect(products.pagination.total).toBe(68);
    const page = await shop.newPage(DESKTOP);
    await page.goto('/');
    const grid = section(page, 'All Products');
    await grid.locator('.product-card').first().waitFor();
    expect(await grid.locator('.product-card').count()).toBe(8);
    expect(await grid.getByText(/You've seen all/).count()).toBe(0);

    const loadMore = grid.getByRole('button', { name: 'Load More Products' });
    // The next page's request is held until the busy button has been looked at: no timing decides what is seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string; variables?: { page?: number } } | null;
      if (body?.operationName === 'AllProducts' && body.variables?.page === 2) await held;
      await route.fallback();
    });
    await loadMore.click();
    const busy = grid.getByRole('button', { name: 'Loading...' });
    await busy.waitFor();
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    expect(await grid.locator('.product-card').count()).toBe(8);
    release();
    await loadMore.waitFor();
    expect(await grid.locator('.product-card').count()).toBe(16);

    while (await loadMore.isVisible()) {
      await loadMore.click();
      await page.waitForFunction(() => !document.querySelector('.load-more button[aria-busy="true"]'));
    }
    expect(await grid.locator('.product-card').count()).toBe(68);
    await expect(grid.getByText("You've seen all 68 products!").isVisible()).resolves.toBe(true);
  });

  it('pages through the 8 newest trendy products, 2 at a time on a phone and 4 on a desktop, with disabled ends', async () => {
    const { products } = await shop.graphqlData(
      '{ products(trendy: true, limit: 8, sortBy: LATEST) { items { name } } }',
    );
    const trendyNames: string[] = products.items.map((item: { name: string }) => item.name);
    expect(trendyNames).toHaveLength(8);

    for (const [viewport, perPage] of [
      [PHONE, 2],
      [DESKTOP, 4],
    ] as const) {
      const page = await shop.newPage(viewport);
      await page.goto('/');
      const trendy = section(page, 'Trendy Products');
      await trendy.locator('.product-card').first().waitFor();
      const previous = trendy.getByRole('button', { name: 'Previous trendy products' });
      const next = trendy.getByRole('button', { name: 'Next trendy products' });
      expect(await previous.isDisabled()).toBe(true);

      const seen: string[] = [];
      const pages = 8 / perPage;
      for (let index = 0; index < pages; index += 1) {
        expect(await trendy.getByText(`Page ${index + 1} of ${pages}`).isVisible()).toBe(true);
        const names = await cardNames(trendy);
        expect(names).toHaveLength(perPage);
        seen.push(...names);
        if (index < pages - 1) await next.click();
      }
      expect(await next.isDisabled()).toBe(true);
      expect(await previous.isDisabled()).toBe(false);
      expect(seen).toEqual(trendyNames);
      if (viewport === PHONE) await shop.screenshot(page, 'catalogue-home-phone');
      else await shop.screenshot(page, 'catalogue-home-desktop');
    }
  });

  it('lists the featured products (up to 8) in #featured, reached by the header link, with a link to /products', async () => {
    const { featuredProducts } = await shop.graphqlData('{ featuredProducts(limit: 8) { name } }');
    const page = await shop.newPage(DESKTOP);
    await page.goto('/');
    const featured = page.locator('section#featured');
    await featured.locator('.product-card').first().waitFor();
    expect(await cardNames(featured)).toEqual(featuredProducts.map((product: { name: string }) => product.name));
    expect(await featured.locator('.product-card').count()).toBeLessThanOrEqual(8);
    expect(await featured.getByRole('link', { name: /View All Products/ }).getAttribute('href')).toBe('/products');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Featured' }).click();
    await page.waitForFunction(() => {
      const top = document.getElementById('featured')!.getBoundingClientRect().top;
      return top >= -5 && top < window.innerHeight / 2;
    });

    const highlights = page.getByRole('list', { name: 'Our services' });
    for (const text of ['Secure Payment', '24/7 Support', 'Easy Returns', '03-day policy']) {
      await expect(highlights.getByText(text, { exact: true }).isVisible()).resolves.toBe(true);
    }
  });

  it('checks the newsletter address, waits a second, then confirms, with a link to the privacy policy', async () => {
    const page = await shop.newPage(PHONE);
    await page.goto('/');
    const form = page.locator('.newsletter');
    const email = form.getByLabel('Email address');
    const subscribe = form.getByRole('button', { name: 'Subscribe' });
    expect(await form.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/info/privacy');

    await subscribe.click();
    await form.getByText('Please enter your email address').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await email.fill('shopper@example');
    await subscribe.click();
    await form.getByText('Please enter a valid email address').waitFor();
    await email.fill('shopper@example.com');
    await subscribe.click();
    await form.getByRole('button', { name: 'Subscribing...' }).waitFor();
    expect(await form.getByText('Successfully subscribed to our newsletter!').count()).toBe(0);
    await form.getByText('Successfully subscribed to our newsletter!').waitFor();
    expect(await email.inputValue()).toBe('');
  });

  it('shows a category card only for categories with products; an emptied category says so on its page', async () => {
    const { productCategories } = await shop.graphqlData('{ productCategories }');
    const page = await shop.newPage(DESKTOP);
    await page.goto('/');
    const categories = section(page, 'Shop by Category');
    await categories.getByRole('link').first().waitFor();
    expect(await categories.getByRole('link').allInnerTexts()).toEqual(productCategories);
    expect(await categories.getByRole('link', { name: 'Power Banks' }).getAttribute('href')).toBe(
      '/category/Power%20Banks',
    );

    // Empty the one-product category 'Other' and look again.
    const adminToken = await shop.shop.login('admin@volt.demo', 'admin123');
    const { products } = await shop.graphqlData('{ products(category: "Other") { items { id } } }');
    expect(products.items).toHaveLength(1);
    expect(
      (await shop.shop.delete(`/api/v1/admin/products/${products.items[0].id}`, { token: adminToken })).status,
    ).toBe(200);
    const after = await shop.graphqlData('{ productCategories }');
    expect(after.productCategories).not.toContain('Other');

    await page.reload();
    await categories.getByRole('link').first().waitFor();
    expect(await categories.getByRole('link').allInnerTexts()).toEqual(after.productCategories);

    await page.goto('/category/Other');
    await page.getByText("We couldn't find any products in this category.").waitFor();
    await expect(page.getByRole('heading', { name: 'No products found' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('0 products found').isVisible()).resolves.toBe(true);
  });
});

import {
  categoryOfPage,
  categoryPageLocation,
  pageHtml,
  productIdOfPage,
  renderedPageUrl,
  scriptSafeJson,
  slugPageLocation,
  templateDescription,
} from './storefront-pages';

describe('renderedPageUrl: which storefront URLs the server renders', () => {
  it('renders the home page, product lists with their own parameters, categories and product pages, as sent', () => {
    expect(renderedPageUrl('/')).toBe('/');
    expect(renderedPageUrl('/products')).toBe('/products');
    expect(renderedPageUrl('/products?')).toBe('/products');
    expect(renderedPageUrl('/products?sortBy=price-low&category=Earbuds&page=2')).toBe(
      '/products?sortBy=price-low&category=Earbuds&page=2',
    );
    expect(renderedPageUrl('/products?search=anker%20cable&maxPrice=3000&inStock=true')).toBe(
      '/products?search=anker%20cable&maxPrice=3000&inStock=true',
    );
    const twoOptions = '/products?category=Phone%20Cases&option=Phone+model%3AiPhone+15&option=Colour%3ABlack';
    expect(renderedPageUrl(twoOptions)).toBe(twoOptions);
    expect(renderedPageUrl('/category/Power%20Banks?sortBy=name')).toBe('/category/Power%20Banks?sortBy=name');
    expect(renderedPageUrl('/products/6b0512fc5f92b611d6fef8ac')).toBe('/products/6b0512fc5f92b611d6fef8ac');
    const longSlug = `/products/${'a'.repeat(60)}-3fa2b1`;
    expect(renderedPageUrl(longSlug)).toBe(longSlug);
  });

  it('gives the shell to other pages, unknown or repeated parameters and very long URLs', () => {
    for (const url of [
      '/cart',
      '/admin',
      '/admin/products',
      '/login',
      '/products/',
      '/products/a/b',
      '/products/<script>',
      '/?utm_source=mail',
      '/products?utm_source=mail',
      '/products?page=1&page=2',
      '/products?option=a%3A1&option=b%3A2&option=c%3A3&option=d%3A4',
      '/category/Cables?option=Length%3A1m',
      '/category/Earbuds?brand=Anker',
      '/products/6b0512fc5f92b611d6fef8ac?ref=1',
      `/products?search=${'a'.repeat(600)}`,
      '/category/%E0%A4%A',
    ]) {
      expect([url, renderedPageUrl(url)]).toEqual([url, undefined]);
    }
  });
});

describe('the rendered page', () => {
  it('writes JSON that no text inside can end the script with, and that reads back the same', () => {
    const hostile = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029 >' };
    const text = scriptSafeJson(hostile);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });

  it("puts the markup in #root, React's leading preloads in <head>, the state after #root, the entry low, no script preloads", () => {
    const template =
      '<html><head><title>Shop</title>\n    <link rel="modulepreload" crossorigin href="/b.js">\n    <link rel="modulepreload" crossorigin href="/c.js"></head><body><div id="root"></div><script type="module" src="/a.js"></script></body></html>';
    const markup =
      '<link rel="preload" as="image" href="/x.webp" fetchPriority="high"/><div class="layout">$& $1</div>';
    const html = pageHtml(template, markup, { a: '$&' });
    expect(html).toBe(
      '<html><head><title>Shop</title>' +
        '<link rel="preload" as="image" href="/x.webp" fetchPriority="high"/></head><body>' +
        '<div id="root"><div class="layout">$& $1</div></div>' +
        '<script id="__APOLLO_STATE__" type="application/json">{"a":"$\\u0026"}</script>' +
        '<script type="module" fetchpriority="low" src="/a.js"></script></body></html>',
    );
  });
});

describe("a product page's old address", () => {
  it('names the id of /products/<id>, and nothing for a slug or another page', () => {
    expect(productIdOfPage('/products/6b0512fc5f92b611d6fef8ac')).toBe('6b0512fc5f92b611d6fef8ac');
    expect(productIdOfPage('/products/6B0512FC5F92B611D6FEF8AC/?ref=wa')).toBe('6B0512FC5F92B611D6FEF8AC');
    for (const url of ['/products/anker-nano-ii-65w-3fa2b1', '/products', '/category/6b0512fc5f92b611d6fef8ac'])
      expect(productIdOfPage(url)).toBeUndefined();
  });

  it("moves to the slug's page with the same query", () => {
    expect(slugPageLocation('/products/6b0512fc5f92b611d6fef8ac', 'jbl-go-4')).toBe('/products/jbl-go-4');
    expect(slugPageLocation('/products/6b0512fc5f92b611d6fef8ac?utm_source=wa', 'jbl-go-4')).toBe(
      '/products/jbl-go-4?utm_source=wa',
    );
  });

  it("reads a category page's name and moves it to the current name with the same query", () => {
    expect(categoryOfPage('/category/Car%20Accessories?page=2')).toBe('Car Accessories');
    expect(categoryOfPage('/category/Earbuds/')).toBe('Earbuds');
    for (const url of ['/category/%E0%A4%A', '/products/earbuds', '/category/a/b', '/category'])
      expect(categoryOfPage(url)).toBeUndefined();
    expect(categoryPageLocation('/category/Car%20Accessories?page=2', 'Car Gear')).toBe('/category/Car%20Gear?page=2');
    expect(categoryPageLocation('/category/Old', 'A & B')).toBe('/category/A%20%26%20B');
  });
});

describe("the page's head in the template", () => {
  const template =
    '<html><head>\n    <meta name="description" content="Genuine &amp; fast." />\n    <title>Shop</title>\n    <script src="/e.js"></script></head><body><div id="root"></div></body></html>';

  it("reads the template's description", () => {
    expect(templateDescription(template)).toBe('Genuine & fast.');
  });

  it("puts the page's head where the title was and drops the template's description", () => {
    const html = pageHtml(
      template,
      '<p>x</p>',
      {},
      '<title>Cable | Shop</title>\n    <meta name="description" content="$&" />',
    );
    expect(html).toContain(
      '<html><head>\n    <title>Cable | Shop</title>\n    <meta name="description" content="$&" />\n    <script src="/e.js">',
    );
    expect(html).not.toContain('Genuine');
  });

  it('keeps the template as it is without a head', () => {
    expect(pageHtml(template, '<p>x</p>', {})).toContain('<title>Shop</title>');
  });
});

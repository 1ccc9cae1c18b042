import { pageHtml, renderedPageUrl, scriptSafeJson } from './storefront-pages';

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
    expect(renderedPageUrl('/category/Power%20Banks?sortBy=name')).toBe('/category/Power%20Banks?sortBy=name');
    expect(renderedPageUrl('/products/6b0512fc5f92b611d6fef8ac')).toBe('/products/6b0512fc5f92b611d6fef8ac');
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

import { robotsTxt, sitemapXml } from './sitemap';

describe('sitemapXml', () => {
  it('lists the main pages, each category and each product with its last change, as absolute addresses', () => {
    const xml = sitemapXml('https://shop.example.pk', {
      categories: ['Power Banks', 'Cables & Adapters'],
      products: [{ slug: 'anker-nano-ii-65w-3fa2b1', updatedAt: new Date('2025-03-04T05:06:07Z') }],
    });
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml).toContain('<url><loc>https://shop.example.pk/</loc></url>');
    expect(xml).toContain('<url><loc>https://shop.example.pk/products</loc></url>');
    expect(xml).toContain('<url><loc>https://shop.example.pk/category/Power%20Banks</loc></url>');
    expect(xml).toContain('<url><loc>https://shop.example.pk/category/Cables%20%26%20Adapters</loc></url>');
    expect(xml).toContain(
      '<url><loc>https://shop.example.pk/products/anker-nano-ii-65w-3fa2b1</loc><lastmod>2025-03-04T05:06:07.000Z</lastmod></url>',
    );
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});

describe('robotsTxt', () => {
  it('opens the storefront, closes private pages and the APIs, and names the sitemap', () => {
    const lines = robotsTxt('https://shop.example.pk').split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Allow: /', 'Sitemap: https://shop.example.pk/sitemap.xml']),
    );
    for (const path of [
      '/admin',
      '/api/',
      '/graphql',
      '/cart',
      '/checkout',
      '/profile',
      '/dashboard',
      '/orders',
      '/forgot-password',
      '/reset-password',
    ])
      expect(lines).toContain(`Disallow: ${path}`);
  });

  it('names no sitemap without PUBLIC_URL', () => {
    expect(robotsTxt(undefined)).not.toContain('Sitemap');
  });
});

import type { SitemapEntries } from '../products/products.service';
import { escapeHtml, productPath } from './page-head';
import { categoryPath } from './storefront-pages';

/** The storefront's pages besides products and categories that search engines may list. */
const MAIN_PAGES = ['/', '/products', '/info/about', '/info/contact', '/info/shipping', '/info/returns'];

/**
 * Pages crawlers are asked to leave alone: carts, checkout, accounts, order pages, confirmation links, staff invitations, password resets, the admin
 * area and the APIs.
 */
const PRIVATE_PATHS = [
  '/admin',
  '/cart',
  '/checkout',
  '/order-confirmation/',
  '/confirm/',
  '/staff-invite/',
  '/orders',
  '/profile',
  '/dashboard',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/api/',
  '/graphql',
];

/** The sitemap (sitemaps.org): the main pages, every category and every product, as absolute addresses. */
export function sitemapXml(address: string, entries: SitemapEntries): string {
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(address + path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...MAIN_PAGES.map((path) => url(path)),
    ...entries.categories.map((category) => url(categoryPath(category))),
    ...entries.products.map((product) => url(productPath(product.slug), product.updatedAt)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the storefront for everyone, the private pages for no one, and where the sitemap is (with an address). */
export function robotsTxt(address: string | undefined): string {
  return [
    '# The catalogue is for everyone; carts, accounts, order pages and the admin area are not.',
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    ...(address ? ['', `Sitemap: ${address}/sitemap.xml`] : []),
    '',
  ].join('\n');
}

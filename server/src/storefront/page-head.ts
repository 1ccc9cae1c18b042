import type { Product } from '../products/models/product.model';
import { shareImageUrl } from '../images/image-urls';
import { categoryPath, scriptSafeJson } from './storefront-pages';

/**
 * What a storefront page's <head> tells search engines and link previews (WhatsApp, Facebook, X): its title,
 * description, canonical address, Open Graph and Twitter tags, and structured data (JSON-LD). Pure functions:
 * storefront-heads.ts looks up what a URL shows and hands it here.
 *
 * Absolute addresses start with the shop's PUBLIC_URL. Without it the shop does not know the address shoppers
 * use (a request's Host header is never trusted), so the tags that need one (canonical, og:url, og:image,
 * twitter:image, the structured data's url, image and breadcrumbs) are left out rather than pointed at this
 * machine: a canonical to localhost would tell a search engine the page lives elsewhere.
 */
export interface PageHead {
  /** The whole <title>: "<page> | <shop>", or the shop's name alone on the home page. */
  title: string;
  /** og:title and twitter:title: the page's own name, without the shop's. */
  shareTitle: string;
  /** Plain text, at most DESCRIPTION_LENGTH characters; the template's own description when absent. */
  description?: string;
  /** What link previews show under the title (a product's price first); the description when absent. */
  shareDescription?: string;
  /** The page's absolute address (canonical, og:url); absent without PUBLIC_URL. */
  url?: string;
  ogType: 'website' | 'product';
  siteName: string;
  /** The absolute address of the page's main picture, as a JPEG (og:image, twitter:image). */
  image?: string;
  /** A product's price as the shopper pays it. */
  price?: { amount: number; currency: string };
  /** JSON-LD objects, each written in a script of its own. */
  structuredData: object[];
}

/** Search engines show about this many characters of a description. */
export const DESCRIPTION_LENGTH = 160;

/** The shop's currency: prices are in Pakistani rupees. */
const CURRENCY = 'PKR';

/** Text for an HTML attribute value in double quotes, or for element content. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A description as one line of plain text of at most `max` characters: whitespace runs (line breaks included)
 * become one space, and a longer text is cut at the last word that fits, with an ellipsis.
 */
export function plainSummary(text: string, max = DESCRIPTION_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** A price as the storefront shows it (client/src/ui/format.ts): "Rs. 12,499". */
export const rupees = (amount: number) =>
  `Rs. ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount)}`;

/** `path` on the shop's address, or undefined without one. */
const absolute = (address: string | undefined, path: string) => (address ? `${address}${path}` : undefined);

/** A product's page, as the client builds its links (client/src/ui/product-path.ts); categoryPath is beside the page rules. */
export const productPath = (slug: string) => `/products/${encodeURIComponent(slug)}`;

/** The home page: the shop's name and the template's description. */
export function homeHead(shopName: string, address: string | undefined): PageHead {
  const url = absolute(address, '/');
  return {
    title: shopName,
    shareTitle: shopName,
    url,
    ogType: 'website',
    siteName: shopName,
    // No picture: the logo is an SVG, which link previews do not show.
    structuredData: url ? [{ '@context': 'https://schema.org', '@type': 'WebSite', name: shopName, url }] : [],
  };
}

/**
 * A product list: all products, a search, or a category (`category` set). Its canonical address leaves out
 * filters, sort and search, and keeps the page number past the first.
 */
export function listHead(
  list: { category?: string; search?: string; page?: number },
  shopName: string,
  address: string | undefined,
): PageHead {
  const name = list.category ?? (list.search ? `Search Results for "${list.search}"` : 'All Products');
  const basePath = list.category !== undefined ? categoryPath(list.category) : '/products';
  const path = list.page && list.page > 1 ? `${basePath}?page=${list.page}` : basePath;
  const description = list.category
    ? `${list.category} at ${shopName}: genuine products with cash on delivery across Pakistan.`
    : `Every product at ${shopName}: genuine electronics accessories with cash on delivery across Pakistan.`;
  const url = absolute(address, path);
  const home = absolute(address, '/');
  const structuredData =
    list.category !== undefined && url && home
      ? [
          breadcrumbs([
            { name: 'Home', url: home },
            { name: list.category, url },
          ]),
        ]
      : [];
  return {
    title: `${name} | ${shopName}`,
    shareTitle: name,
    description,
    url,
    ogType: 'website',
    siteName: shopName,
    structuredData,
  };
}

/** A product page: its name, price, picture, and the Product and BreadcrumbList structured data. */
export function productHead(product: Product, shopName: string, address: string | undefined): PageHead {
  const url = absolute(address, productPath(product.slug));
  const images = product.images.flatMap((image) => absolute(address, image) ?? []);
  const summary = plainSummary(product.description);
  const price = { amount: product.finalPrice, currency: CURRENCY };
  const itemCondition =
    product.condition === 'old' ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition';
  const availability = (inStock: boolean) => (inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
  // A product sold in kinds: an Offer per variant, with its SKU and its own address (`?variant=<id>`).
  const offer =
    product.variants.length > 0
      ? product.variants.map((variant) => ({
          '@type': 'Offer',
          sku: variant.sku,
          name: variant.values.join(' / '),
          priceCurrency: CURRENCY,
          price: variant.finalPrice,
          availability: availability(variant.inStock),
          itemCondition,
          ...(url ? { url: `${url}?variant=${variant.id}` } : {}),
        }))
      : {
          '@type': 'Offer',
          priceCurrency: CURRENCY,
          price: product.finalPrice,
          availability: availability(product.inStock),
          itemCondition,
          ...(url ? { url } : {}),
        };
  const productData = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: summary,
    ...(images.length > 0 ? { image: images } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    category: product.category,
    offers: offer,
  };
  const home = absolute(address, '/');
  const category = absolute(address, categoryPath(product.category));
  const trail =
    url && home && category
      ? [
          breadcrumbs([
            { name: 'Home', url: home },
            { name: product.category, url: category },
            { name: product.name, url },
          ]),
        ]
      : [];
  return {
    title: `${product.name} | ${shopName}`,
    shareTitle: product.name,
    description: summary,
    shareDescription: plainSummary(`${rupees(product.finalPrice)} · ${product.description}`),
    url,
    ogType: 'product',
    siteName: shopName,
    image: product.images[0] === undefined ? undefined : absolute(address, shareImageUrl(product.images[0])),
    price,
    structuredData: [productData, ...trail],
  };
}

function breadcrumbs(trail: Array<{ name: string; url: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** The <head> elements of a page, one a line; `fallbackDescription` is the template's own description. */
export function headTags(head: PageHead, fallbackDescription: string): string {
  const description = head.description ?? fallbackDescription;
  const shareDescription = head.shareDescription ?? description;
  const meta = (attribute: 'name' | 'property', key: string, value: string | number | undefined) =>
    value === undefined ? [] : [`<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`];
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    ...meta('name', 'description', description),
    ...(head.url ? [`<link rel="canonical" href="${escapeHtml(head.url)}" />`] : []),
    ...meta('property', 'og:type', head.ogType),
    ...meta('property', 'og:site_name', head.siteName),
    ...meta('property', 'og:title', head.shareTitle),
    ...meta('property', 'og:description', shareDescription),
    ...meta('property', 'og:url', head.url),
    ...meta('property', 'og:image', head.image),
    ...meta('property', 'og:image:alt', head.image ? head.shareTitle : undefined),
    ...meta('property', 'product:price:amount', head.price?.amount),
    ...meta('property', 'product:price:currency', head.price?.currency),
    ...meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...meta('name', 'twitter:title', head.shareTitle),
    ...meta('name', 'twitter:description', shareDescription),
    ...meta('name', 'twitter:image', head.image),
    ...head.structuredData.map((data) => `<script type="application/ld+json">${scriptSafeJson(data)}</script>`),
  ].join('\n    ');
}

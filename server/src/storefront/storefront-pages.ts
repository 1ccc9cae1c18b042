/**
 * Which storefront pages the server renders, and the HTML it answers for them (see storefront-renderer.ts).
 *
 * A page is rendered only for a URL the storefront's first screen reads whole: the path of the home page, the
 * product list, a category or a product, and only the query parameters that page reads (the product list's
 * filters, a category's sort and page). Anything else (another path, an unknown or repeated parameter, a very
 * long URL) gets the plain client shell, so hostile traffic cannot make renders or cache entries out of
 * invented parameters. The URL is kept as sent: the markup must be what the browser renders for that very URL.
 */

/** Longer URLs get the shell: no shopper's filter needs more. */
const MAX_URL_LENGTH = 512;

const LIST_PARAMETERS = ['category', 'brand', 'minPrice', 'maxPrice', 'inStock', 'sortBy', 'search', 'page', 'option'];

/**
 * Each rendered route: its path and the query parameters its page reads (ProductListPage, product-filters.ts);
 * `repeated`, the parameters it reads more than once and how many times at most (one option value per option).
 */
const RENDERED_ROUTES: { path: RegExp; parameters: readonly string[]; repeated?: Record<string, number> }[] = [
  { path: /^\/$/, parameters: [] },
  { path: /^\/products$/, parameters: LIST_PARAMETERS, repeated: { option: 3 } },
  { path: /^\/category\/[^/]+$/, parameters: ['sortBy', 'page'] },
  { path: /^\/products\/[A-Za-z0-9_-]{1,120}$/, parameters: [] },
];

/**
 * The URL to render for a request's URL, which is also its key in the cache of rendered pages; undefined when
 * the page is served as the plain shell.
 */
export function renderedPageUrl(url: string): string | undefined {
  if (url.length > MAX_URL_LENGTH || url.includes('#')) return undefined;
  const [path, search] = splitOnce(url, '?');
  const route = RENDERED_ROUTES.find((candidate) => candidate.path.test(path));
  if (!route || !decodes(path)) return undefined;
  if (search === undefined) return url;
  // `/products?` is `/products`.
  if (search === '') return path;
  const params = new URLSearchParams(search);
  const names = [...params.keys()];
  const known = names.every((name) => route.parameters.includes(name));
  const tooOften = names.some((name) => params.getAll(name).length > (route.repeated?.[name] ?? 1));
  return known && !tooOften ? url : undefined;
}

/** False for a path with a broken %-escape (the router could not read it). */
function decodes(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const at = text.indexOf(separator);
  return at < 0 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

/** Where the client's index.html leaves room for the page. */
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * JSON that a `<script>` element cannot be broken out of: `<` (so no `</script>` or `<!--`), `>` and `&` are
 * written as \u escapes, as are the line and paragraph separators; JSON.parse reads them back as they were.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Whether the client's index.html has the empty root element a rendered page goes into. */
export const hasRootElement = (template: string) => template.includes(ROOT_ELEMENT);

/** The `<link>` elements React writes ahead of a page's markup: its preloads (the LCP picture with its srcset). */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** The client's entry script in index.html. */
const CLIENT_ENTRY = /<script type="module"(?![^>]*fetchpriority)/g;

/** index.html's preloads of the app's scripts (client/vite.config.mts), with the line break before each. */
const SCRIPT_PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/**
 * The client's index.html with the rendered markup in #root, React's preloads moved into <head> (the LCP
 * picture is asked for before the body is read), and the Apollo cache's contents in a JSON script
 * (`__APOLLO_STATE__`, read by main.tsx before it hydrates). A JSON script is data, never run, so the
 * Content-Security-Policy's `script-src 'self'` stays as it is. The page is on the screen without the scripts
 * (they only make it interactive): the small entry script is fetched at low priority, and the app's scripts are
 * not preloaded at all: the entry asks for them once the page's main picture is shown (client/src/main.tsx), so
 * on a slow connection the style sheet and that picture have the line to themselves. The plain shell keeps the
 * preloads. index.html's first script, a small classic one (client/src/early-input.ts), stays as it is: it runs
 * before the page shows and holds the shopper's taps until the app has taken the page over.
 */
export function pageHtml(template: string, markup: string, state: unknown, head?: string): string {
  const preloads = LEADING_LINKS.exec(markup)?.[0] ?? '';
  const body = markup.slice(preloads.length);
  const stateScript = `<script id="__APOLLO_STATE__" type="application/json">${scriptSafeJson(state)}</script>`;
  // Function replacements: `$` in the markup, the head or the state is not a replacement pattern.
  return withHead(template, head)
    .replace(CLIENT_ENTRY, (tag) => `${tag} fetchpriority="low"`)
    .replace(SCRIPT_PRELOADS, '')
    .replace('</head>', () => `${preloads}</head>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${body}</div>${stateScript}`);
}

/** index.html's title and description, which a page's own head (page-head.ts) replaces. */
const TEMPLATE_TITLE = /<title>[^<]*<\/title>/;
const TEMPLATE_DESCRIPTION = /\s*<meta name="description" content="([^"]*)"\s*\/?>/;

/** The description index.html carries (the shop's tagline), for pages without one of their own. */
export function templateDescription(template: string): string {
  return decodeEntities(TEMPLATE_DESCRIPTION.exec(template)?.[1] ?? '');
}

/** The template with `head` (the page's title, description and the rest) where its title was, its description gone. */
function withHead(template: string, head: string | undefined): string {
  if (head === undefined || !TEMPLATE_TITLE.test(template)) return template;
  return template.replace(TEMPLATE_DESCRIPTION, '').replace(TEMPLATE_TITLE, () => head);
}

/** The few entities a built index.html's attribute may carry. */
const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** A product's page by its id (24 hex characters): the server sends the browser on to the slug's page. */
const PRODUCT_BY_ID = /^\/products\/([0-9a-f]{24})\/?$/i;

/** The product id a page URL names in the old form `/products/<id>`, if it does. */
export function productIdOfPage(url: string): string | undefined {
  const [path] = splitOnce(url, '?');
  return PRODUCT_BY_ID.exec(path)?.[1];
}

/** Where `/products/<id>[?query]` moves to: the slug's page with the same query. */
export function slugPageLocation(url: string, slug: string): string {
  const [, search] = splitOnce(url, '?');
  return `/products/${encodeURIComponent(slug)}${search ? `?${search}` : ''}`;
}

/** A category's page, as the client builds its links (Header's categoryPath). */
export const categoryPath = (category: string) => `/category/${encodeURIComponent(category)}`;

const CATEGORY_BY_NAME = /^\/category\/([^/]+)\/?$/i;

/** The category name a page URL names (`/category/<name>`), decoded; undefined for other pages or a malformed name. */
export function categoryOfPage(url: string): string | undefined {
  const [path] = splitOnce(url, '?');
  const name = CATEGORY_BY_NAME.exec(path)?.[1];
  if (name === undefined) return undefined;
  try {
    return decodeURIComponent(name);
  } catch {
    return undefined;
  }
}

/** Where `/category/<former name>[?query]` moves to: the category's page under its current name, same query. */
export function categoryPageLocation(url: string, name: string): string {
  const [, search] = splitOnce(url, '?');
  return `${categoryPath(name)}${search ? `?${search}` : ''}`;
}

/** The information pages (client/src/features/info/pages/InfoPage.tsx); any other /info/{page} is not found. */
const INFO_PAGES = ['about', 'contact', 'privacy', 'terms', 'returns', 'shipping', 'support', 'order-tracking'];

/**
 * The client's routes (client/src/app/App.tsx), matched as react-router matches them: without regard to case,
 * with or without a trailing slash. Any other path shows the client's not-found page.
 */
const CLIENT_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/(products|cart|checkout|login|register|forgot-password|reset-password|profile|dashboard|orders)\/?$/i,
  /^\/products\/[^/]+\/?$/i,
  /^\/category\/[^/]+\/?$/i,
  /^\/order-confirmation\/[^/]+\/?$/i,
  /^\/confirm\/[^/]+\/?$/i,
  /^\/checkout\/resume\/[^/]+\/?$/i,
  /^\/staff-invite\/[^/]+\/?$/i,
  /^\/admin(\/.*)?$/i,
  new RegExp(`^/info/(${INFO_PAGES.join('|')})/?$`, 'i'),
];

const PRODUCT_PAGE = /^\/products\/([^/]+)\/?$/i;

/**
 * The HTTP status of a storefront page: 404 for a path no client route shows (the client's 'Page Not Found')
 * and for the page of a product that does not exist (`productExists` answers false), else 200. The page itself
 * is sent either way; only search engines and tools read the status.
 */
export async function storefrontStatus(
  url: string,
  productExists: (id: string) => Promise<boolean>,
): Promise<200 | 404> {
  const [path] = splitOnce(url, '?');
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 404;
  }
  if (!CLIENT_ROUTES.some((route) => route.test(decoded))) return 404;
  const product = PRODUCT_PAGE.exec(decoded);
  if (product && !(await productExists(product[1]))) return 404;
  return 200;
}

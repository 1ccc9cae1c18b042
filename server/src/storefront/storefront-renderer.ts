import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { stat, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { CatalogueCache } from '../products/catalogue-cache';
import { GRAPHQL_PATH } from '../graphql/request-bounds';
import { headTags, type PageHead } from './page-head';
import { hasRootElement, pageHtml, renderedPageUrl, templateDescription } from './storefront-pages';

/** Rendered pages kept at most; the least recently used goes first. */
const MAX_PAGES = 300;
/**
 * What the kept pages may weigh in all, in characters of HTML (the home page is the largest, a product page less):
 * 300 pages of a large catalogue would otherwise keep tens of MB (docs/performance.md).
 */
const MAX_PAGES_CHARS = 8 * 1024 * 1024;
/**
 * How long a rendered page is sent as it is. Every catalogue write in this process makes the kept pages stale at
 * once (see `version`): the next request waits for a new render. Past this age a kept page is still sent, once,
 * while it is rendered again behind it, so a change made elsewhere (shop settings, another instance) shows within
 * about this long and no shopper waits for a render of a page that was asked for recently.
 */
const PAGE_FRESH_MS = 10_000;
/** A kept page not asked for in this long is dropped. */
const PAGE_MAX_AGE_MS = 5 * 60_000;
/** Pages rendered as the server starts, so the first shoppers do not wait for a render (or for a cold start). */
const WARM_PAGES = ['/', '/products'];
/** A render that takes longer is given up: the shopper gets the plain shell, which renders in the browser. */
export const RENDER_TIMEOUT_MS = 2_000;
/** Renders under way at most (2 cores); a page asked for beyond that gets the shell rather than waiting. */
const MAX_CONCURRENT_RENDERS = 2;
/** Distinct failure messages logged, each once; after that failures are quiet. */
const MAX_LOGGED_FAILURES = 20;

/** What client/src/entry-server.tsx exports (built by `npm run build:client` into `<client dir>-ssr`). */
interface RendererModule {
  renderPage(
    url: string,
    postGraphQL: (body: string) => Promise<{ status: number; body: string }>,
    signal: AbortSignal,
  ): Promise<{ html: string; state: unknown; complete: boolean }>;
}

interface Build {
  renderer: RendererModule;
  template: string;
  /** index.html's modification time: a new client build is picked up (and the kept pages dropped). */
  builtAt: number;
}

interface KeptPage {
  /** The page's HTML, or null when it is answered with the shell (a product that does not exist, say). */
  html: string | null;
  /** The catalogue cache's version when the render began: a write since then makes the page stale. */
  version: number;
  renderedAt: number;
}

/**
 * Server-side rendering of the public storefront (the home page, product lists, categories, product pages) for
 * requests without a token: the React client's own tree, rendered by the renderer the client build makes, with
 * its GraphQL operations answered in-process through Fastify's `inject` (the same hooks, rate limits, load
 * shedding and kept catalogue answers as the browser's requests, counted against the shopper's address). The
 * page's HTML is kept per URL in a bounded cache that every catalogue write makes stale, and is rendered again
 * behind the page after 10 s; the home page and the product list are rendered as the server starts. A renderer that is not
 * built, fails, is busy or takes over 2 s means the plain index.html: server rendering only ever speeds a
 * page up, it never fails one.
 */
export class StorefrontRenderer {
  private readonly logger = new Logger('Storefront');
  private readonly pages = new LRUCache<string, KeptPage>({
    max: MAX_PAGES,
    maxSize: MAX_PAGES_CHARS,
    sizeCalculation: (page, url) => url.length + (page.html?.length ?? 0),
    ttl: PAGE_MAX_AGE_MS,
  });
  /** Renders under way by URL: concurrent requests for one page share one render. */
  private readonly rendering = new Map<string, Promise<string | null>>();
  /** The build loaded (or found missing) for index.html's modification time. */
  private loaded: { builtAt: number | undefined; build: Promise<Build | undefined> } | undefined;
  private readonly logged = new Set<string>();
  /** Counts forget() calls: a render begun before one is not kept. */
  private forgotten = 0;

  constructor(
    private readonly clientDir: string,
    private readonly fastify: FastifyInstance,
    private readonly catalogue: CatalogueCache,
    /** What a page's head says (title, description, canonical, link previews, structured data); see page-head.ts. */
    private readonly headOf: (url: string) => Promise<PageHead | undefined> = () => Promise.resolve(undefined),
  ) {}

  /** Where `npm run build:client` puts the renderer for a client built into `clientDir`. */
  static rendererDir(clientDir: string) {
    return `${clientDir}-ssr`;
  }

  /** The rendered HTML of the page `request` asks for, or undefined for the plain shell. */
  async page(request: FastifyRequest): Promise<string | undefined> {
    if (request.headers.authorization !== undefined) return undefined;
    const url = renderedPageUrl(request.url);
    if (!url) return undefined;
    const build = await this.currentBuild();
    if (!build) return undefined;
    const kept = this.pages.get(url);
    if (kept && kept.version === this.catalogue.version) {
      if (Date.now() - kept.renderedAt > PAGE_FRESH_MS) void this.startRender(build, url, request.ip);
      return kept.html ?? undefined;
    }
    const shared = this.rendering.get(url);
    if (shared) return (await shared) ?? undefined;
    return (await this.startRender(build, url, request.ip)) ?? undefined;
  }

  /** Drops every kept page (the merchant's settings changed: delivery wording, contact details). */
  forget(): void {
    this.forgotten++;
    this.pages.clear();
  }

  /** Loads the renderer and the page template (a second call waits for the first). */
  async prepare(): Promise<void> {
    await this.currentBuild();
  }

  /**
   * Renders the pages most shoppers open first (createShopApp, before the shop listens: its renders, a long
   * stretch of the main thread, would otherwise hold up every request that arrives while they run).
   */
  async warmUp(): Promise<void> {
    const build = await this.currentBuild();
    if (!build) return;
    for (const url of WARM_PAGES) await this.startRender(build, url, '127.0.0.1');
  }

  /** A render of `url` (the one under way, if any); null at once when renders are at their limit. */
  private startRender(build: Build, url: string, address: string): Promise<string | null> {
    const shared = this.rendering.get(url);
    if (shared) return shared;
    if (this.rendering.size >= MAX_CONCURRENT_RENDERS) return Promise.resolve(null);
    const render = this.render(build, url, address).finally(() => this.rendering.delete(url));
    this.rendering.set(url, render);
    return render;
  }

  private async render(build: Build, url: string, address: string): Promise<string | null> {
    const version = this.catalogue.version;
    const forgotten = this.forgotten;
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    // A refusal (rate limit, load shedding, an engine away) is not the page's fault: nothing is kept.
    let refused = false;
    const postGraphQL = async (body: string) => {
      const answer = await this.fastify.inject({
        method: 'POST',
        url: GRAPHQL_PATH,
        remoteAddress: address,
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json,application/json' },
        payload: body,
      });
      if (answer.statusCode === 429 || answer.statusCode >= 500) refused = true;
      return { status: answer.statusCode, body: answer.payload };
    };
    try {
      // The head is looked up beside the render (from the same catalogue cache); a page whose head cannot be
      // worked out keeps index.html's.
      const head = this.headOf(url).catch((error: unknown) => {
        this.logOnce(`A storefront page's head was not worked out (index.html's was kept): ${String(error)}`);
        return undefined;
      });
      const page = await withTimeout(build.renderer.renderPage(url, postGraphQL, signal), signal);
      const pageHead = await head;
      const headHtml = pageHead && headTags(pageHead, templateDescription(build.template));
      // A page whose data did not all arrive (a product that does not exist, a refused query) is the shell's to
      // show: the client asks again and says what went wrong. Kept as such, so it is not rendered again at once.
      const html = page.complete ? pageHtml(build.template, page.html, page.state, headHtml) : null;
      if ((page.complete || (!refused && !signal.aborted)) && forgotten === this.forgotten)
        this.keep(url, html, version);
      return html;
    } catch (error) {
      this.logOnce(`A storefront page was not rendered on the server (the shell was sent): ${String(error)}`);
      return null;
    }
  }

  private keep(url: string, html: string | null, version: number) {
    if (version === this.catalogue.version) this.pages.set(url, { html, version, renderedAt: Date.now() });
  }

  /** The renderer and template, loaded again when the client was built anew; undefined when not built. */
  private async currentBuild(): Promise<Build | undefined> {
    const indexFile = join(this.clientDir, 'index.html');
    const builtAt = (await stat(indexFile).catch(() => undefined))?.mtimeMs;
    if (!this.loaded || this.loaded.builtAt !== builtAt) {
      this.pages.clear();
      this.loaded = { builtAt, build: this.load(indexFile, builtAt) };
    }
    return this.loaded.build;
  }

  private async load(indexFile: string, builtAt: number | undefined): Promise<Build | undefined> {
    if (builtAt === undefined) return undefined;
    const entry = join(StorefrontRenderer.rendererDir(this.clientDir), 'entry-server.js');
    try {
      const template = await readFile(indexFile, 'utf8');
      if (!hasRootElement(template)) throw new Error(`${indexFile} has no empty <div id="root"></div>`);
      const load = createRequire(__filename);
      delete load.cache[entry];
      const renderer = load(entry) as RendererModule;
      if (typeof renderer.renderPage !== 'function') throw new Error(`${entry} exports no renderPage`);
      return { renderer, template, builtAt };
    } catch (error) {
      this.logOnce(`Storefront pages are not rendered on the server (run \`npm run build:client\`): ${String(error)}`);
      return undefined;
    }
  }

  private logOnce(message: string) {
    if (this.logged.has(message) || this.logged.size >= MAX_LOGGED_FAILURES) return;
    this.logged.add(message);
    this.logger.warn(message);
  }
}

/** `work`, or a rejection once `signal` aborts, whichever comes first. */
function withTimeout<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new Error(`no answer within ${RENDER_TIMEOUT_MS} ms`));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

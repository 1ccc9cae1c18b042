import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STOP_PATH } from './notifications/stop-link';
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { acceptsHtml, prefersHtmlOverJson } from './common/http/accept';
import { BODY_LIMIT_BYTES } from './common/http/body-limit';
import { registerBodyParsers } from './common/http/body-parsing';
import { registerCompression, shareAnswer } from './common/http/compression';
import { registerDefaultHeaders } from './common/http/default-headers';
import { registerLoadShedding } from './common/http/load-shedding';
import { answerClientError, answerFrameworkError } from './common/http/protocol-errors';
import type { ShopLogging } from './common/logging/shop-logging';
import { rejectMongoOperators } from './common/http/reject-mongo-operators.hook';
import { boundSlowClients, slowClientServerOptions } from './common/http/slow-clients';
import { createValidationPipe } from './common/validation/validation';
import type { AppConfig } from './config/app-config';
import { explorerBuildDir } from './config/project-root';
import { SetupWarningsService } from './config/setup-warnings.service';
import { DatabaseAvailability, refuseWhileDatabaseUnavailable } from './database/database-availability';
import { boundGraphQLRequests } from './graphql/request-bounds';
import { PRODUCT_IMAGES_URL } from './images/image-urls';
import { registerCatalogueAnswers } from './products/catalogue-answers';
import { CatalogueCache } from './products/catalogue-cache';
import { CategoriesService } from './products/categories.service';
import { ProductsService } from './products/products.service';
import { SETTINGS_CHANGED } from './settings/settings.service';
import {
  categoryOfPage,
  categoryPageLocation,
  productIdOfPage,
  slugPageLocation,
  storefrontStatus,
} from './storefront/storefront-pages';
import { StorefrontHeads } from './storefront/storefront-heads';
import { StorefrontRenderer } from './storefront/storefront-renderer';

export const API_PREFIX = 'api/v1';
/** Paths the server answers itself; everything else that asks for HTML gets the React client. */
const SERVER_PATHS = /^\/(api|graphql|graphql-explorer|images|health|ready)(\/|$)/;
const A_YEAR = 'public, max-age=31536000, immutable';
/** A product's id never changes its slug: the move from `/products/<id>` to `/products/<slug>` may be kept a day. */
const PRODUCT_MOVE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * The HTTP layer: Fastify under Nest (far less CPU per request than Express, see docs/performance.md).
 * Express's default the API relied on is kept: a trailing slash is ignored. No proxy is
 * trusted for the client's address unless TRUST_PROXY names it (otherwise any client could pick its own
 * address, and rate-limit bucket, with X-Forwarded-For). Slow clients are bounded by the server's time-outs
 * (slowClientServerOptions). Nest's Express-style middleware runner (middie) is not registered: the shop has no
 * Nest middleware, and it ran on every request.
 */
export function createHttpAdapter(
  config: Pick<AppConfig, 'trustProxy' | 'clientLimits'>,
  logging?: ShopLogging['fastify'],
): FastifyAdapter {
  return new FastifyAdapter({
    ...logging,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
    skipMiddie: true,
    ...slowClientServerOptions(config.clientLimits),
  });
}

/** GET /graphql from a browser shows GraphiQL, built by `npm run build:explorer`; API calls pass through. */
function graphqlExplorer(explorerDir: string) {
  const indexFile = join(explorerDir, 'index.html');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET') return;
    const [path, search = ''] = request.url.split('?', 2);
    if (path !== '/graphql' && path !== '/graphql/') return;
    if (new URLSearchParams(search).has('query') || !prefersHtmlOverJson(request.headers.accept)) return;
    if (!existsSync(indexFile))
      return reply.code(503).type('text/plain').send('The GraphQL explorer is not built yet: run `npm run build`.');
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', explorerDir);
  };
}

/**
 * The React client: built files, and index.html for every other page route (deep links on reload); the public
 * storefront's pages rendered on the server when they can be (see storefront/storefront-renderer.ts).
 */
function reactClient(
  clientDir: string,
  storefront: StorefrontRenderer,
  products: {
    exists: (idOrSlug: string) => Promise<boolean>;
    slugOf: (id: string) => Promise<string | undefined>;
    categoryMovedTo: (name: string) => Promise<string | undefined>;
  },
) {
  const root = resolve(clientDir);
  const indexFile = join(root, 'index.html');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?', 1)[0];
    if (SERVER_PATHS.test(path)) return reply.callNotFound();
    const file = await builtFile(root, path);
    if (file) {
      reply.header('Cache-Control', file.startsWith(`assets${sep}`) ? A_YEAR : 'no-cache');
      return reply.sendFile(file, root);
    }
    if (!acceptsHtml(request.headers.accept)) return reply.callNotFound();
    if (!existsSync(indexFile))
      return reply.code(503).type('text/plain').send('The shop client is not built yet: run `npm run build`.');
    // A product page asked for by id moves for good to its slug's page (links made before product URLs were
    // readable: shared messages, bookmarks); the browser follows, and search engines keep the new address.
    const productId = productIdOfPage(request.url);
    const slug = productId === undefined ? undefined : await products.slugOf(productId);
    if (slug !== undefined)
      return reply
        .header('Cache-Control', PRODUCT_MOVE_CACHE_CONTROL)
        .redirect(slugPageLocation(request.url, slug), 301);
    // A category's page under a name it had before moves to its current name (renamed by the merchant). The name
    // may be given to another category later, so browsers ask again each time.
    const category = categoryOfPage(request.url);
    const current = category === undefined ? undefined : await products.categoryMovedTo(category);
    if (current !== undefined)
      return reply.header('Cache-Control', 'no-cache').redirect(categoryPageLocation(request.url, current), 301);
    reply.header('Cache-Control', 'no-cache');
    // The page is sent either way; an unknown path or product answers 404 (the client shows 'Page Not Found').
    reply.code(await storefrontStatus(request.url, products.exists));
    const rendered = await storefront.page(request);
    // A rendered page is the same text for every anonymous shopper until the catalogue changes: compressed once.
    if (rendered) return reply.type('text/html; charset=utf-8').send(shareAnswer(rendered));
    return reply.sendFile('index.html', root);
  };
}

/** The path of a built file under `root` that a URL path names, relative to root; never outside it. */
async function builtFile(root: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const absolute = resolve(root, `.${decoded}`);
  if (!absolute.startsWith(root + sep)) return undefined;
  const found = await stat(absolute).catch(() => undefined);
  return found?.isFile() ? relative(root, absolute) : undefined;
}

/**
 * The built files: GraphiQL's page (reply.sendFile) and files, and uploaded product pictures. The React client's
 * files are sent by reactClient. preCompressed: a built file's Brotli or gzip copy (`x.js.br`, made by the build)
 * is sent when the browser accepts it, with `vary: accept-encoding`; without a copy the file goes through
 * registerCompression.
 */
async function serveFiles(app: NestFastifyApplication, config: AppConfig) {
  const fastify = app.getHttpAdapter().getInstance();
  const explorerDir = explorerBuildDir();
  await app.register(fastifyStatic, { root: explorerDir, serve: false, cacheControl: false, preCompressed: true });
  fastify.addHook('onRequest', graphqlExplorer(explorerDir));
  // GraphiQL's files: Vite names them by content, so they are cached for a year.
  await app.register(fastifyStatic, {
    root: explorerDir,
    prefix: '/graphql-explorer/',
    decorateReply: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', A_YEAR);
    },
  });
  // Uploaded product pictures (`<uuid>-<size>.webp`, never rewritten: a new upload gets a new name), cached for
  // a year. Unknown files fall through to Nest's 404. The folder is made at the first upload (no warning before).
  await app.register(fastifyStatic, {
    root: resolve(config.uploadDir, 'products'),
    suppressWarning: true,
    prefix: `${PRODUCT_IMAGES_URL}/`,
    decorateReply: false,
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', A_YEAR);
      reply.header('Content-Type', 'image/webp');
    },
  });
}

/**
 * Everything HTTP around the Nest routes. Every request goes through Fastify's hooks in this order: the bounds
 * on slow clients; the refusals while the database is away or the shop is out of breath; the default headers;
 * body parsing and input checks; the catalogue's HTTP caching; compression. Then the built files, the React
 * client, the API prefix and the validation pipe.
 */
export async function configureHttp(app: NestFastifyApplication, config: AppConfig): Promise<StorefrontRenderer> {
  const fastify = app.getHttpAdapter().getInstance();
  boundSlowClients(fastify, config);
  fastify.addHook('onRequest', refuseWhileDatabaseUnavailable(app.get(DatabaseAvailability)));
  await registerLoadShedding(app, config.loadShedding);
  registerDefaultHeaders(fastify);
  const warnings = app.get(SetupWarningsService);
  if (warnings.watchesForwarding)
    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.headers['x-forwarded-for'] !== undefined) warnings.forwardedWithoutTrust();
      done();
    });
  registerBodyParsers(fastify);
  fastify.addHook('preHandler', rejectMongoOperators);
  fastify.addHook('preHandler', boundGraphQLRequests());
  registerCatalogueAnswers(fastify, app.get(CatalogueCache));
  await registerCompression(app);
  // Multipart forms are read by ProductImagesInterceptor, the one route family that takes them.
  await app.register(fastifyMultipart);

  await serveFiles(app, config);
  const heads = app.get(StorefrontHeads);
  const storefront = new StorefrontRenderer(config.clientDir, fastify, app.get(CatalogueCache), (url) => heads.of(url));
  // Forgets the rendered pages when the merchant's settings change: their delivery wording, contact details, name.
  app.get(EventEmitter2).on(SETTINGS_CHANGED, () => storefront.forget());
  const catalogue = app.get(ProductsService);
  const categories = app.get(CategoriesService);
  const products = {
    exists: (idOrSlug: string) =>
      catalogue.findByIdOrSlug(idOrSlug).then(
        () => true,
        // Only a product that is not there is a 404; a database away still sends the page as 200.
        (error: unknown) => !(error instanceof NotFoundException),
      ),
    // Undefined when the product is not there (its page answers 404) or cannot be read now (the page is sent).
    slugOf: (id: string) =>
      catalogue.findByIdOrSlug(id).then(
        (product) => (product.slug === id ? undefined : product.slug),
        () => undefined,
      ),
    // The current name of a category the page names by a former name; undefined otherwise or when it cannot be read.
    categoryMovedTo: (name: string) =>
      categories.pageOf(name).then(
        (page) => (page?.moved ? page.name : undefined),
        () => undefined,
      ),
  };
  fastify.get('/*', reactClient(config.clientDir, storefront, products));

  app.setGlobalPrefix(API_PREFIX, {
    exclude: [
      'health',
      'ready',
      'images/logo.svg',
      'images/demo/:file',
      'images/share/:file',
      'sitemap.xml',
      'robots.txt',
      STOP_PATH,
    ],
  });
  app.useGlobalPipes(createValidationPipe());
  // createShopApp loads the renderer and renders the first pages before the shop listens (see warmStorefront).
  return storefront;
}

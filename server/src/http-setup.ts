import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
import helmet from 'helmet';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerOptions, type ServerResponse } from 'node:http';
import { stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { registerCompression, shareAnswer } from './common/http/compression';
import { registerLoadShedding } from './common/http/load-shedding';
import { capConnectionsPerAddress, dropStalledBody, slowClientServerOptions } from './common/http/slow-clients';
import { rejectMongoOperators } from './common/http/reject-mongo-operators.hook';
import { acceptsHtml, prefersHtmlOverJson } from './common/http/accept';
import { BODY_LIMIT_BYTES } from './common/http/body-limit';
import { answerClientError, answerFrameworkError } from './common/http/protocol-errors';
import { mustCloseConnection, parseJsonBody, parseUrlencodedBody, readBodyText } from './common/http/body-parsing';
import type { ShopLogging } from './common/logging/shop-logging';
import { createValidationPipe } from './common/validation/validation';
import type { AppConfig } from './config/app-config';
import { SetupWarningsService } from './config/setup-warnings.service';
import { explorerBuildDir } from './config/project-root';
import { answerCatalogueQueriesEarly } from './graphql/catalogue-answers';
import { boundGraphQLRequests } from './graphql/request-bounds';
import { PRODUCT_IMAGES_URL } from './images/image-urls';
import { CatalogueCache } from './products/catalogue-cache';
import { DatabaseAvailability } from './database/database-availability';
import { EarlyCatalogueAnswers, registerCatalogueRestAnswers } from './products/catalogue-rest-answers';
import { StorefrontRenderer } from './storefront/storefront-renderer';
import { storefrontStatus } from './storefront/storefront-pages';
import { ProductsService } from './products/products.service';
import { SETTINGS_CHANGED } from './settings/settings.service';

export const API_PREFIX = 'api/v1';
/** Paths the server answers itself; everything else that asks for HTML gets the React client. */
const SERVER_PATHS = /^\/(api|graphql|graphql-explorer|images|health|ready)(\/|$)/;
const A_YEAR = 'public, max-age=31536000, immutable';

/**
 * The HTTP layer: Fastify under Nest (far less CPU per request than Express, see docs/performance.md).
 * Express's default the API relied on is kept: a trailing slash is ignored. No proxy is
 * trusted for the client's address unless TRUST_PROXY names it (otherwise any client could pick its own
 * address, and rate-limit bucket, with X-Forwarded-For).
 *
 * Node's HTTP server is made here (Fastify's serverFactory, set up as Fastify sets up its own: timeouts and
 * keep-alive) so that `early` can send a kept catalogue answer before Fastify sees the request (see
 * EarlyCatalogueAnswers), and so that slow clients are bounded before anything reads their requests: header,
 * request and body time-outs, and a cap on connections per address (see slow-clients.ts). Nest's Express-style middleware runner (middie) is not registered: the shop has no
 * Nest middleware, and it ran on every request.
 */
export function createHttpAdapter(
  config: Pick<AppConfig, 'trustProxy' | 'clientLimits'>,
  early: EarlyCatalogueAnswers,
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
    serverFactory: earlyAnswersServer(early, config),
  });
}

/**
 * Node's HTTP server as Fastify makes it (its options, keep-alive), with the shop's bounds on slow clients,
 * and `early` answering first.
 */
function earlyAnswersServer(
  early: EarlyCatalogueAnswers,
  { trustProxy, clientLimits }: Pick<AppConfig, 'trustProxy' | 'clientLimits'>,
): FastifyServerFactory {
  return (handler, options) => {
    const settings = options as {
      http?: ServerOptions;
      keepAliveTimeout: number;
      requestTimeout: number;
      connectionTimeout: number;
      maxRequestsPerSocket?: number;
    };
    const server = createServer({ ...settings.http, ...slowClientServerOptions(clientLimits) }, (request, response) => {
      dropStalledBody(request, response, clientLimits.bodyIdleMs);
      early.handle(request, response, handler);
    });
    server.keepAliveTimeout = settings.keepAliveTimeout;
    server.setTimeout(settings.connectionTimeout);
    capConnectionsPerAddress(server, clientLimits.maxConnectionsPerAddress, trustProxy);
    if ((settings.maxRequestsPerSocket ?? 0) > 0) server.maxRequestsPerSocket = settings.maxRequestsPerSocket!;
    return server;
  };
}

/**
 * JSON and urlencoded bodies, read and parsed here rather than by Nest so that a bad body is a 400 with the
 * shop's wording (malformed, prototype keys, nested too deeply) and a body over the limit a 413 that
 * streaming clients receive too (see readBodyText). An empty JSON body reads as `{}`.
 */
function registerBodyParsers(app: NestFastifyApplication) {
  const fastify = app.getHttpAdapter().getInstance();
  const parser =
    (parse: (text: string) => unknown) =>
    (request: FastifyRequest, payload: Readable, done: (error: Error | null, body?: unknown) => void) => {
      readBodyText(request, payload).then(
        (text) => {
          let body: unknown;
          try {
            body = parse(text);
          } catch (error) {
            return done(error as Error);
          }
          done(null, body);
        },
        (error: Error) => done(error),
      );
    };
  fastify.addContentTypeParser('application/json', parser(parseJsonBody));
  fastify.addContentTypeParser('application/x-www-form-urlencoded', parser(parseUrlencodedBody));
  // A body left unread past the discard bound must not be read as the next request on this connection.
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (mustCloseConnection(request)) reply.header('Connection', 'close');
    done(null, payload);
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
  productExists: (id: string) => Promise<boolean>,
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
    reply.header('Cache-Control', 'no-cache');
    // The page is sent either way; an unknown path or product answers 404 (the client shows 'Page Not Found').
    reply.code(await storefrontStatus(request.url, productExists));
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
 * Helmet's security headers, as helmet (with the shop's options) sets them on a response: its middlewares set
 * the same fixed values on every response (no nonces are configured), so they are collected once at start and
 * added to each answer as Fastify reply headers, rather than running helmet's twelve middlewares on every request.
 */
export function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: Error | undefined;
  helmet({
    contentSecurityPolicy: {
      // Helmet's defaults, without its `https:` in style-src and font-src: the shop serves its own styles and fonts
      // (React and GraphiQL's editor set inline styles; Monaco's icon font may come as a data: URL).
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'font-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) failure = error instanceof Error ? error : new Error('helmet refused its options');
  });
  if (failure) throw failure;
  return headers;
}

/** Everything HTTP around the Nest routes: headers, body parsing, input checks, prefix, pipes, static files. */
export async function configureHttp(
  app: NestFastifyApplication,
  config: AppConfig,
  early: EarlyCatalogueAnswers,
): Promise<StorefrontRenderer> {
  const fastify = app.getHttpAdapter().getInstance();
  // First: a shop that is out of breath refuses API work before spending anything on it.
  const shedding = await registerLoadShedding(app, config.loadShedding);
  // Helmet's headers on every answer, worked out once (see securityHeaders).
  const headers = securityHeaders();
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Catalogue reads answered again before Nest: after the headers above, before compression; and, once their
  // compressed copies are made, before Fastify, with the same headers, while the shop takes API work.
  registerCatalogueRestAnswers(fastify, app.get(CatalogueCache));
  const database = app.get(DatabaseAvailability);
  early.attach({ cache: app.get(CatalogueCache), headers, open: () => database.available && !shedding.refusing() });
  registerBodyParsers(app);
  const warnings = app.get(SetupWarningsService);
  if (warnings.watchesForwarding)
    fastify.addHook('onRequest', (request, reply, done) => {
      if (request.headers['x-forwarded-for'] !== undefined) warnings.forwardedWithoutTrust();
      done();
    });
  await registerCompression(app);
  // Multipart forms are read by ProductImagesInterceptor, the one route family that takes them.
  await app.register(fastifyMultipart);
  fastify.addHook('preHandler', rejectMongoOperators);
  fastify.addHook('preHandler', boundGraphQLRequests());
  fastify.addHook('preHandler', answerCatalogueQueriesEarly(app.get(CatalogueCache)));

  const explorerDir = explorerBuildDir();
  // reply.sendFile, for the explorer page and the React client; the two static folders below serve themselves.
  // preCompressed: a built file's Brotli or gzip copy (`x.js.br`, made by the client build) is sent when the
  // browser accepts it, with `vary: accept-encoding`; without a copy the file goes through registerCompression.
  await app.register(fastifyStatic, { root: explorerDir, serve: false, cacheControl: false, preCompressed: true });
  fastify.addHook('onRequest', graphqlExplorer(explorerDir));
  // GraphiQL's files: Vite names them by content, so they are cached for a year; sent as the gzip copy
  // the build wrote beside each one when the browser takes it.
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
  const storefront = new StorefrontRenderer(config.clientDir, fastify, app.get(CatalogueCache));
  // Forgets the rendered pages when the merchant's settings change: their delivery wording and contact details.
  app.get(EventEmitter2).on(SETTINGS_CHANGED, () => storefront.forget());
  const products = app.get(ProductsService);
  const productExists = (id: string) =>
    products.findById(id).then(
      () => true,
      // Only a product that is not there is a 404; a database away still sends the page as 200.
      (error: unknown) => !(error instanceof NotFoundException),
    );
  fastify.get('/*', reactClient(config.clientDir, storefront, productExists));

  app.setGlobalPrefix(API_PREFIX, { exclude: ['health', 'ready', 'images/logo.svg', 'images/demo/:file'] });
  app.useGlobalPipes(createValidationPipe());
  // createShopApp loads the renderer and renders the first pages before the shop listens (see warmStorefront).
  return storefront;
}

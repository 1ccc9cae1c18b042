import { DynamicModule, Logger, LoggerService, LogLevel, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Connection } from 'mongoose';
import { join } from 'node:path';
import { AppModule } from './app.module';
import { AppConfig, loadConfig } from './config/app-config';
import { DatabaseAvailability } from './database/database-availability';
import { EmbeddedStore } from './database/embedded-store';
import { DemoLogin, SeedService } from './demo/seed.service';
import { configureHttp, createHttpAdapter } from './http-setup';
import { bindRequestLogs, createShopLogging } from './common/logging/shop-logging';
import { CatalogueCache } from './products/catalogue-cache';
import type { StorefrontRenderer } from './storefront/storefront-renderer';

/** How long a graceful stop lets requests under way finish before their connections are closed. */
export const DRAIN_TIMEOUT_MS = 10_000;

export interface ShopApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** The embedded engine and its copies on disk, when no MONGODB_URI was given. */
  store?: EmbeddedStore;
  /** Demo logins made at this start (or made at an earlier start and still working), to be printed. */
  demoLogins: DemoLogin[];
  /** The storefront's server-side rendering (see StorefrontRenderer). */
  storefront: StorefrontRenderer;
  /**
   * Stops in order: no new connections, requests under way finish (up to DRAIN_TIMEOUT_MS), the app's
   * modules and connection close, the last copy of the embedded data is written, the engine stops.
   */
  close(): Promise<void>;
}

export interface ShopAppOptions {
  env?: NodeJS.ProcessEnv;
  overrides?: Partial<AppConfig>;
  logger?: LoggerService | LogLevel[] | false;
  /** Extra modules mounted beside the shop's own (tests). */
  extraModules?: Array<Type | DynamicModule>;
  /**
   * Loads the storefront's server-side renderer while the store is seeded and renders its first pages before
   * answering (main.ts), so the first shoppers neither wait for a render nor for requests stuck behind one.
   */
  warmStorefront?: boolean;
}

/** A logger that says nothing. */
class SilentLogger extends Logger {
  override log() {}
  override warn() {}
  override error() {}
}

/**
 * Builds the whole shop: configuration, database (the embedded engine when MONGODB_URI is unset, loaded
 * from its copy on disk or seeded with the demo catalogue), the Nest application with its HTTP setup, and
 * the start-up accounts. main.ts, the schema command and the tests all start the shop through here.
 */
export async function createShopApp(options: ShopAppOptions = {}): Promise<ShopApp> {
  const config = loadConfig(options.env ?? process.env, options.overrides);
  // The shop's own logging (pino) unless a logger is given (tests, command-line tools). Set before anything speaks.
  const logging = options.logger === undefined ? createShopLogging(config.log) : undefined;
  if (logging) Logger.overrideLogger(logging.nest);
  // Tests that ask for no log (`logger: false`) get none from the store either: it speaks before Nest exists.
  const logger = options.logger === false ? new SilentLogger('Database') : new Logger('Database');
  const store = config.mongodbUri
    ? undefined
    : await EmbeddedStore.open({
        dataDir: config.embeddedPersist ? join(config.dataDir, 'db') : undefined,
        heapMb: config.embeddedHeapMb,
        logger,
      });
  if (store) {
    config.mongodbUri = store.uri;
    config.embeddedEngine = true;
  }

  // The demo shop (catalogue, accounts, a month of orders in an empty store) is the embedded engine's outside
  // production only.
  const demoShop = store !== undefined && config.env !== 'production';

  let app: NestFastifyApplication | undefined;
  try {
    app = await NestFactory.create<NestFastifyApplication>(
      AppModule.forRoot(config, options.extraModules),
      createHttpAdapter(config, logging?.fastify),
      {
        bodyParser: false,
        logger: options.logger ?? logging!.nest,
        abortOnError: false,
      },
    );
    const database = app.get(DatabaseAvailability);
    if (store) database.watchStore(store);
    // Every write from here on is noted for the next copy on disk, those made while the app starts included.
    if (store) {
      const connection = app.get<Connection>(getConnectionToken());
      const nest = app;
      const seeder = app.get(SeedService);
      store.attach({
        client: connection.getClient(),
        collections: Object.values(connection.models).map((model) => model.collection.collectionName),
        afterRestart: async (loaded) => {
          // The copy's indexes are back already; the models' own are made sure of, without failing the recovery.
          await Promise.all(Object.values(connection.models).map((model) => model.createIndexes())).catch(
            (error: Error) => logger.warn(`Indexes not checked after the restart: ${error.message}`),
          );
          if (!loaded) {
            if (demoShop) await seeder.seedCatalogue();
            await seeder.ensureAccounts(demoShop);
          }
          nest.get(CatalogueCache).clear();
        },
      });
    }

    if (logging) bindRequestLogs(app.getHttpAdapter().getInstance());
    const storefront = await configureHttp(app, config);
    await app.init();
    // The renderer's code (a large bundle) is read and compiled while the seeding below waits for the engine.
    const storefrontLoaded = options.warmStorefront ? storefront.prepare() : undefined;

    const seeder = app.get(SeedService);
    // The demo catalogue and accounts go only into an empty embedded store outside production: never over data
    // loaded from disk, and never into a production shop, empty or not.
    const freshStore = demoShop && !store.loadedFromDisk;
    // The catalogue and the accounts (their bcrypt hashes on the thread pool) are independent: seeded together.
    const [, demoLogins] = await Promise.all([
      freshStore ? seeder.seedCatalogue() : undefined,
      store?.loadedFromDisk
        ? seeder.ensureAccounts(false).then(() => (demoShop ? seeder.workingDemoLogins() : []))
        : seeder.ensureAccounts(freshStore),
    ]);
    if (freshStore && config.demoOrders) await seeder.seedOrders();
    // A production shop starts only with an admin who is not a demo login.
    if (config.env === 'production') await seeder.requireProductionAdmin();

    // The seeding above is written to disk at once rather than a few seconds later. Then the first pages render
    // (side by side, the copy's many short steps each waited for a render's long ones, and both ended later).
    if (freshStore) await store.snapshot();
    if (storefrontLoaded) await storefrontLoaded.then(() => storefront.warmUp());

    const nest = app;
    let closing: Promise<void> | undefined;
    return {
      app: nest,
      config,
      store,
      demoLogins,
      storefront,
      close: () => (closing ??= closeShop(nest, store)),
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await store?.close();
    throw error;
  }
}

async function closeShop(app: NestFastifyApplication, store: EmbeddedStore | undefined) {
  const fastify = app.getHttpAdapter().getInstance();
  const server = fastify.server;
  // Requests under way get DRAIN_TIMEOUT_MS to finish; then their connections are closed.
  const force = setTimeout(() => server.closeAllConnections?.(), DRAIN_TIMEOUT_MS);
  try {
    if (server.listening) await fastify.close();
  } finally {
    clearTimeout(force);
  }
  await app.close();
  await store?.close();
}

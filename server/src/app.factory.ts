import { DynamicModule, LoggerService, LogLevel, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { AppConfig, loadConfig } from './config/app-config';
import { EmbeddedMongo } from './database/embedded-mongo';
import { DemoLogin, SeedService } from './database/seed.service';
import { configureHttp, createHttpAdapter } from './http-setup';
import { QuietLogger } from './common/quiet-logger';

export interface ShopApp {
  app: NestFastifyApplication;
  config: AppConfig;
  /** The embedded engine, when no MONGODB_URI was given. */
  engine?: EmbeddedMongo;
  /** Demo logins made at this start, to be printed. */
  demoLogins: DemoLogin[];
  close(): Promise<void>;
}

export interface ShopAppOptions {
  env?: NodeJS.ProcessEnv;
  overrides?: Partial<AppConfig>;
  logger?: LoggerService | LogLevel[] | false;
  /** Extra modules mounted beside the shop's own (tests). */
  extraModules?: Array<Type | DynamicModule>;
}

/**
 * Builds the whole shop: configuration, database (the embedded engine when MONGODB_URI is unset, seeded
 * with the demo catalogue), the Nest application with its HTTP setup, and the start-up accounts.
 * main.ts, the seed command and the tests all start the shop through here.
 */
export async function createShopApp(options: ShopAppOptions = {}): Promise<ShopApp> {
  const config = loadConfig(options.env ?? process.env, options.overrides);
  const engine = config.mongodbUri ? undefined : await EmbeddedMongo.start('shop');
  if (engine) config.mongodbUri = engine.uri;

  let app: NestFastifyApplication | undefined;
  try {
    app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config, options.extraModules), createHttpAdapter(config), {
      bodyParser: false,
      logger: options.logger ?? new QuietLogger(),
      abortOnError: false,
    });
    await configureHttp(app, config);
    await app.init();

    const seeder = app.get(SeedService);
    if (engine) await seeder.seedCatalogue();
    const demoLogins = await seeder.ensureAccounts(Boolean(engine));

    const nest = app;
    return {
      app: nest,
      config,
      engine,
      demoLogins,
      close: async () => {
        await nest.close();
        await engine?.stop();
      },
    };
  } catch (error) {
    await app?.close().catch(() => undefined);
    await engine?.stop();
    throw error;
  }
}

import { Global, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { ScheduleModule } from '@nestjs/schedule';
import { APP_CONFIG, ConfigError, loadConfig } from '../config/app-config';
import { DatabaseModule } from '../database/database.module';
import { SettingsModule } from '../settings/settings.module';
import { DemoModule } from './demo.module';
import { SeedService } from './seed.service';

/**
 * `npm run seed`: loads the demo catalogue into the MongoDB at MONGODB_URI, and makes sure the ADMIN_EMAIL
 * account exists when it is set. Safe to run again: nothing is duplicated or overwritten.
 */
async function main() {
  if (process.env.NODE_ENV === 'production')
    throw new ConfigError(
      '`npm run seed` loads the demo catalogue, which a production shop never gets: run it without NODE_ENV=production, against a demo database',
    );
  const config = loadConfig();
  if (!config.mongodbUri)
    throw new ConfigError('MONGODB_URI is required: `npm run seed` loads the catalogue into a real MongoDB.');

  // The configuration, the settings and the event bus are all seeding needs of the application's core (the demo
  // orders' blocklist entry goes through the risk module): the shop's HTTP and GraphQL layers are not loaded.
  @Global()
  @Module({ providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] })
  class SeedConfigModule {}

  @Module({
    imports: [
      SeedConfigModule,
      EventEmitterModule.forRoot(),
      ScheduleModule.forRoot(),
      DatabaseModule,
      SettingsModule,
      DemoModule,
    ],
  })
  class SeedCommandModule {}

  const context = await NestFactory.createApplicationContext(SeedCommandModule, { logger: ['warn', 'error'] });
  try {
    const seeder = context.get(SeedService);
    await seeder.ensureIndexes();
    const { inserted, total } = await seeder.seedCatalogue();
    await seeder.ensureAccounts(false);
    console.log(`Demo catalogue: ${inserted} new of ${total} products (${total - inserted} were already there).`);
  } finally {
    await context.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});

import { Logger } from '@nestjs/common';
import { createShopApp, DRAIN_TIMEOUT_MS, ShopApp } from './app.factory';
import { ConfigError } from './config/app-config';

function describeDatabase(shop: ShopApp): string {
  const { store } = shop;
  if (!store) return 'Database: MongoDB at MONGODB_URI';
  if (!store.persistent)
    return 'Database: embedded engine, in memory only (EMBEDDED_PERSIST=off: data is lost when the server stops)';
  return `Database: embedded engine, data kept in ${store.dataDir} (written within seconds of each change; for one small shop in one process, MONGODB_URI is the production path)`;
}

/**
 * SIGTERM and SIGINT stop the shop gracefully: no new connections, requests under way finish (up to
 * DRAIN_TIMEOUT_MS), the last copy of the embedded data is written, then the engine stops. A second signal
 * ends the process at once (the engine's guard still takes the engine with it).
 */
function stopOnSignals(shop: ShopApp, logger: Logger) {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(signal === 'SIGINT' ? 130 : 143);
      stopping = true;
      logger.log(`${signal}: finishing requests under way (up to ${DRAIN_TIMEOUT_MS / 1000} s), then stopping`);
      shop
        .close()
        .then(() => {
          logger.log('Stopped');
          process.exit(0);
        })
        .catch((error: unknown) => {
          logger.error(`Stopping failed: ${error instanceof Error ? error.message : String(error)}`);
          process.exit(1);
        });
    });
  }
}

/**
 * A promise rejected with nobody to catch it (a job or listener that forgot to) is logged, never fatal: Node's
 * default would end the whole shop over one failed background task. Timers use ScheduledJob, which logs its own.
 */
function logUnhandledRejections(logger: Logger) {
  process.on('unhandledRejection', (reason: unknown) => {
    logger.error(`Unhandled rejection: ${reason instanceof Error ? (reason.stack ?? reason.message) : String(reason)}`);
  });
}

async function main() {
  const logger = new Logger('Shop');
  logUnhandledRejections(logger);
  const shop = await createShopApp({ warmStorefront: true });
  const { config } = shop;
  if (config.jwtSecretGenerated) {
    logger.warn(
      'JWT_SECRET is not set: a random secret was made for this run, so sign-ins end when the server restarts.',
    );
  }
  if (!config.confirmation.publicUrl) {
    logger.warn(
      "PUBLIC_URL is not set: the links the shop sends customers point to this computer (localhost). Set PUBLIC_URL to the shop's public address.",
    );
  }
  stopOnSignals(shop, logger);
  // Every interface, as Express did (Fastify alone would listen on localhost only); HOST narrows it.
  await shop.app.listen(config.port, process.env.HOST ?? '0.0.0.0');
  const url = await shop.app.getUrl();
  const base = url.replace('[::1]', 'localhost').replace('127.0.0.1', 'localhost');

  logger.log(`${config.shop.name} is running at ${base}`);
  logger.log(`GraphQL: ${base}/graphql   REST: ${base}/api/v1   Health: ${base}/health, ${base}/ready`);
  logger.log(describeDatabase(shop));
  for (const login of shop.demoLogins)
    logger.log(`Demo ${login.role === 'admin' ? 'admin   ' : 'customer'}: ${login.email} / ${login.password}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});

import { Logger } from '@nestjs/common';
import { createShopApp } from './app.factory';
import { ConfigError } from './config/app-config';

async function main() {
  const logger = new Logger('Shop');
  const shop = await createShopApp();
  const { config } = shop;
  if (config.jwtSecretGenerated) {
    logger.warn('JWT_SECRET is not set: a random secret was made for this run, so sign-ins end when the server restarts.');
  }
  shop.app.enableShutdownHooks();
  // Every interface, as Express did (Fastify alone would listen on localhost only); HOST narrows it.
  await shop.app.listen(config.port, process.env.HOST ?? '0.0.0.0');
  const url = await shop.app.getUrl();
  const base = url.replace('[::1]', 'localhost').replace('127.0.0.1', 'localhost');

  logger.log(`${config.shop.name} is running at ${base}`);
  logger.log(`GraphQL: ${base}/graphql   REST: ${base}/api/v1   Health: ${base}/health, ${base}/ready`);
  logger.log(shop.engine ? 'Database: embedded in-memory engine (data is lost when the server stops)' : 'Database: MONGODB_URI');
  for (const login of shop.demoLogins) logger.log(`Demo ${login.role === 'admin' ? 'admin   ' : 'customer'}: ${login.email} / ${login.password}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error(error);
  process.exit(1);
});

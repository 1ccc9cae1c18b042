import { resolve } from 'node:path';
import { createShopApp } from './app.factory';

/** `npm run schema`: starts the shop once so that it writes schema.graphql at the repository root, then stops. */
async function main() {
  const shop = await createShopApp({
    logger: ['error'],
    overrides: {
      adminEmail: undefined,
      adminPassword: undefined,
      embeddedPersist: false,
      schemaFile: resolve(process.cwd(), 'schema.graphql'),
    },
  });
  await shop.close();
  console.log('schema.graphql written');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

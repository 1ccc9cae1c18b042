import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config/app-config';
import { archiveName, backupStore, moveStore, restoreStore, StoreToolError } from './store-tools';

const USAGE = `Usage:
  npm run store:move -- --to <mongodb uri> [--replace]   copy the embedded store (DATA_DIR) into MongoDB
  npm run store:backup [-- --out <file>]                  write an archive of the store (MONGODB_URI, else DATA_DIR)
  npm run store:restore -- <archive> [--replace]          load an archive into the store (MONGODB_URI, else DATA_DIR)`;

/** `npm run store:move | store:backup | store:restore`: see docs/operations.md, "Moving to MongoDB, backups". */
async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    options: { to: { type: 'string' }, out: { type: 'string' }, replace: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const config = loadConfig();
  const location = { mongodbUri: config.mongodbUri, dataDir: config.dataDir };
  switch (command) {
    case 'move':
      if (!values.to) throw new StoreToolError(`store:move needs --to <mongodb uri>.\n${USAGE}`);
      if (config.mongodbUri)
        throw new StoreToolError(
          'MONGODB_URI is set: this shop already runs on MongoDB. store:move copies the embedded store (DATA_DIR).',
        );
      return moveStore(config.dataDir, values.to, { replace: values.replace });
    case 'backup':
      return backupStore(location, values.out ?? join(config.backups.dir, archiveName(new Date())));
    case 'restore':
      if (positionals.length !== 1) throw new StoreToolError(`store:restore needs the archive to load.\n${USAGE}`);
      return restoreStore(location, positionals[0], { replace: values.replace });
    default:
      throw new StoreToolError(USAGE);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
    else if (error instanceof StoreToolError || (error instanceof Error && error.name === 'TypeError'))
      console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);

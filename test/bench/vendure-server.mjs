// The Vendure server of `npm run bench:vendure`, run by vendure.mjs in a process of its own (child_process.fork)
// so that its CPU time can be read from /proc like the shop's. It loads Vendure from the scratch folder vendure.mjs
// installed it in, and either populates a database there and exits (`populate`) or serves one (`serve`), telling
// its parent over IPC when it is done or ready.
//
// Production-like: NODE_ENV=production, no GraphQL playground or debug output, warnings-only logging, bearer
// tokens, Vendure's default search plugin (SQL LIKE search on SQLite) and the asset server. Jobs (the search
// index's updates) run only while populating; a served Vendure has its worker elsewhere, and no worker runs here,
// nor a scheduler (Vendure warns that none is configured: its tasks, such as cleaning sessions, run in the worker).
//
// Environment: VENDURE_DIR (the install), VENDURE_DRIVER (`better-sqlite3` or `sqljs`), VENDURE_DB (the
// database file), VENDURE_ASSETS (the pictures' folder), VENDURE_PORT, VENDURE_SUPERADMIN_PASSWORD.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const dir = process.env.VENDURE_DIR;
const driver = process.env.VENDURE_DRIVER;
const database = process.env.VENDURE_DB;
const port = Number(process.env.VENDURE_PORT);
const mode = process.argv[2];
const vendureRequire = createRequire(join(dir, 'package.json'));
const core = vendureRequire('@vendure/core');
const { AssetServerPlugin } = vendureRequire('@vendure/asset-server-plugin');
/** The sample data @vendure/create populates a new project with: channels, taxes, collections; 54 products. */
const createAssets = join(vendureRequire.resolve('@vendure/create/package.json'), '..', 'assets');

/** The database connection: a file on better-sqlite3, or sql.js's in-memory copy of one (saved while populating). */
function dbConnectionOptions() {
  const common = { synchronize: mode === 'populate', logging: false };
  if (driver === 'better-sqlite3') return { ...common, type: 'better-sqlite3', database };
  return { ...common, type: 'sqljs', location: database, autoSave: mode === 'populate' };
}

const config = {
  apiOptions: {
    port,
    hostname: '127.0.0.1',
    adminApiPath: 'admin-api',
    shopApiPath: 'shop-api',
    adminApiPlayground: false,
    shopApiPlayground: false,
    adminApiDebug: false,
    shopApiDebug: false,
    cors: false,
  },
  authOptions: {
    tokenMethod: 'bearer',
    // Vendure refuses to start in production with its default superadmin password.
    superadminCredentials: { identifier: 'superadmin', password: process.env.VENDURE_SUPERADMIN_PASSWORD },
  },
  dbConnectionOptions: dbConnectionOptions(),
  paymentOptions: { paymentMethodHandlers: [core.dummyPaymentHandler] },
  importExportOptions: { importAssetsDir: join(createAssets, 'images') },
  logger: new core.DefaultLogger({ level: core.LogLevel.Warn }),
  plugins: [
    AssetServerPlugin.init({
      route: 'assets',
      assetUploadDir: process.env.VENDURE_ASSETS,
      assetUrlPrefix: `http://127.0.0.1:${port}/assets/`,
    }),
    core.DefaultSearchPlugin.init({ bufferUpdates: false, indexStockStatus: true }),
  ],
};

/** Imports the sample data and products, then waits until the job queue (the search index's updates) is idle. */
async function populate() {
  const { populate: populateVendure } = vendureRequire('@vendure/core/cli');
  const app = await populateVendure(
    async () => {
      const started = await core.bootstrap(config);
      await started.get(core.JobQueueService).start();
      return started;
    },
    join(createAssets, 'initial-data.json'),
    join(createAssets, 'products.csv'),
  );
  // Vendure's default, in-memory job queue, which can list its jobs.
  const { jobQueueStrategy } = app.get(core.ConfigService).jobQueueOptions;
  const settled = new Set(['COMPLETED', 'FAILED', 'CANCELLED']);
  for (;;) {
    const jobs = await jobQueueStrategy.findMany({ take: 1000 });
    if (jobs.items.length > 0 && jobs.items.every((job) => settled.has(job.state))) break;
    await new Promise((done) => setTimeout(done, 250));
  }
  await app.close();
}

// Never outlives vendure.mjs, however that ends.
process.on('disconnect', () => process.exit());
if (mode === 'populate') {
  await populate();
  process.send({ populated: existsSync(database) }, () => process.exit());
} else {
  await core.bootstrap(config);
  process.send({ ready: true });
}

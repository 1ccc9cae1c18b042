import { Logger } from '@nestjs/common';
import { mongo } from 'mongoose';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EmbeddedStore } from '../database/embedded-store';
import { collectionNames, Db } from './store-database';

type MongoClient = InstanceType<typeof mongo.MongoClient>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The store a tool reads or writes: a database, its collections, and how to let go of it. */
export interface OpenStore {
  db: Db;
  /** Collections that exist in it. */
  collections: string[];
  /** What it is, for what the tool prints. */
  description: string;
  close(): Promise<void>;
}

/**
 * The collections the shop's models use on the embedded store (test/store-tools checks the list against them). The
 * embedded engine cannot list its collections, so a database on it is probed for these, and for those named in the
 * copies on disk. The tools copy them all but `UNCOPIED_COLLECTIONS`.
 */
export const SHOP_COLLECTIONS = [
  'api_keys',
  'audit_log',
  'blocklist',
  'carts',
  'categories',
  'courier_payments',
  'customer_messages',
  'discount_codes',
  'discount_redemptions',
  'dispatch_rules',
  'leases',
  'message_opt_outs',
  'open_checkouts',
  'orders',
  'password_resets',
  'product_skus',
  'products',
  'settings',
  'staff_invites',
  'users',
  'webhook_deliveries',
  'webhook_subscriptions',
];

/**
 * Collections of the shop the tools neither move nor back up, since they describe the running processes rather than
 * the shop. `leases`: a lease names a process of the store's old home, and the shop's processes in its new one would
 * wait for it to run out before sweeping. `rate_limits`, the rate limits' counters (on MongoDB only): its documents
 * last an hour at most, a restored counter would refuse or let a client through by what it did before the restore,
 * and they hold client addresses and e-mails that a backup does not need.
 */
export const UNCOPIED_COLLECTIONS = ['leases', 'rate_limits'];

const copied = (names: string[]) => names.filter((name) => !UNCOPIED_COLLECTIONS.includes(name));

/** The tools speak for themselves: the store's own log lines (loading a copy) are warnings and errors only. */
class QuietLogger extends Logger {
  override log() {}
}

/** The names of the collections in the copies of the embedded store in `dataDir` (the engine cannot list them). */
export async function collectionsOnDisk(dataDir: string): Promise<string[]> {
  const dir = join(dataDir, 'db');
  const names = new Set<string>();
  for (const entry of await readdir(dir).catch(() => [] as string[])) {
    if (!entry.startsWith('gen-')) continue;
    try {
      const manifest = JSON.parse(await readFile(join(dir, entry, 'manifest.json'), 'utf8')) as {
        collections?: Array<{ name: string }>;
      };
      for (const collection of manifest.collections ?? []) names.add(collection.name);
    } catch {
      // A copy cut short: the loader skips it too.
    }
  }
  return [...names];
}

export async function connect(uri: string): Promise<MongoClient> {
  const client = new mongo.MongoClient(uri, { serverSelectionTimeoutMS: 10_000 });
  try {
    await client.connect();
    await client.db().admin().command({ ping: 1 });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new Error(`Cannot reach MongoDB at the given URI: ${(error as Error).message}`);
  }
  return client;
}

/** A MongoDB database through the driver. */
export async function openMongo(uri: string, candidates: Iterable<string> = []): Promise<OpenStore> {
  const client = await connect(uri);
  const db = client.db();
  return {
    db,
    collections: copied(await collectionNames(db, [...SHOP_COLLECTIONS, ...candidates])),
    description: `MongoDB database "${db.databaseName}"`,
    close: () => client.close(),
  };
}

/**
 * The embedded store in `dataDir` (DATA_DIR/db) as the shop loads it: an engine of its own, loaded from the newest
 * copy on disk by the shop's own loader (EmbeddedStore.open), then read through the driver. A running shop is not
 * disturbed: its files are only read. With `writable`, what is written through `db` is copied to disk at close();
 * without, nothing is ever written there.
 */
export async function openEmbedded(dataDir: string, options: { writable?: boolean } = {}): Promise<OpenStore> {
  const dir = join(dataDir, 'db');
  // No copy is written while a restore is under way (one cut short would be loaded at the next start): one, at close().
  const store = await EmbeddedStore.open({
    dataDir: dir,
    logger: new QuietLogger('Store'),
    snapshotIntervalMs: DAY_MS,
  });
  const client = new mongo.MongoClient(store.uri, {
    directConnection: true,
    serverSelectionTimeoutMS: 5_000,
    monitorCommands: options.writable === true,
  });
  try {
    await client.connect();
    const db = client.db();
    const collections = copied(await collectionNames(db, [...SHOP_COLLECTIONS, ...(await collectionsOnDisk(dataDir))]));
    // Writes through this client are noted by the store, which copies them to disk when it closes.
    if (options.writable) store.attach({ client, collections, afterRestart: async () => undefined });
    return {
      db,
      collections,
      description: `the embedded store in ${dir}${store.loadedFromDisk ? '' : ' (no copy there yet)'}`,
      close: async () => {
        try {
          await store.close();
        } finally {
          await client.close().catch(() => undefined);
        }
      },
    };
  } catch (error) {
    await client.close().catch(() => undefined);
    await store.close();
    throw error;
  }
}

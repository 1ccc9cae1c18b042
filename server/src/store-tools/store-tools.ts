import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readArchive, writeArchive } from './store-archive';
import { collectionsOnDisk, openEmbedded, openMongo, OpenStore } from './store-connections';
import {
  BATCH,
  CollectionDigest,
  collectionsWithData,
  createIndexes,
  digestOf,
  documentsOf,
  emptyCollections,
  indexesOf,
  insertBatch,
  withoutPassword,
} from './store-database';

/** Where the shop keeps its data: MONGODB_URI when set, else the embedded store in DATA_DIR. */
export interface StoreLocation {
  mongodbUri: string;
  dataDir: string;
}

/** The name of a backup archive written at `at`: `store-<UTC time>.ejson.gz`, so that names sort by time. */
export const archiveName = (at: Date) => `store-${at.toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z')}.ejson.gz`;

const ARCHIVE_NAME = /^store-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z\.ejson\.gz$/;

/** The archives named by `archiveName` in `dir` (none when it does not exist), oldest first, with when each was written. */
export async function archivesIn(dir: string): Promise<Array<{ path: string; at: number }>> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names
    .map((name) => ({ name, parts: ARCHIVE_NAME.exec(name) }))
    .filter(({ parts }) => parts !== null)
    .map(({ name, parts }) => {
      const [, year, month, day, hour, minute, second] = parts!;
      return { path: join(dir, name), at: Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`) };
    })
    .sort((a, b) => a.at - b.at || a.path.localeCompare(b.path));
}

/** Bad use or a refusal: printed as it is, without a stack. */
export class StoreToolError extends Error {}

type Say = (line: string) => void;

const openConfigured = (location: StoreLocation, writable = false) =>
  location.mongodbUri ? openMongo(location.mongodbUri) : openEmbedded(location.dataDir, { writable });

/** Refuses a target that holds data unless `replace`; answers the collections that do (to be emptied). */
async function refuseData(target: OpenStore, collections: string[], replace: boolean): Promise<string[]> {
  const holding = await collectionsWithData(target.db, collections);
  if (holding.length > 0 && !replace)
    throw new StoreToolError(
      `${target.description} already holds data (${holding.join(', ')}). ` +
        'Nothing was written. Give --replace to empty it and load this store in its place.',
    );
  return holding;
}

async function empty(target: OpenStore, holding: string[], say: Say) {
  if (holding.length === 0) return;
  say(`Emptying ${holding.join(', ')} in ${target.description} (--replace)`);
  await emptyCollections(target.db, holding);
}

/** Whether each collection in `target` has the count and checksum given. */
async function verify(
  target: OpenStore,
  expected: Array<{ name: string; count: number; checksum: string }>,
  say: Say,
): Promise<void> {
  const wrong: string[] = [];
  for (const { name, count, checksum } of expected) {
    const found = await digestOf(target.db, name);
    const ok = found.count === count && found.checksum === checksum;
    say(
      `  ${ok ? 'ok' : 'DIFFERENT'}  ${name}: ${found.count} of ${count} documents, checksum ${found.checksum.slice(0, 12)}`,
    );
    if (!ok) wrong.push(name);
  }
  if (wrong.length > 0)
    throw new StoreToolError(`The copy differs from the original in ${wrong.join(', ')}: do not switch to it`);
}

/**
 * `store:move`: copies every collection of the embedded store in `dataDir` (its newest copy on disk, loaded as the
 * shop loads it) into the MongoDB database at `targetUri`, with its indexes, a batch at a time; then checks each
 * collection's count and checksum there. Refuses a database that already holds data unless `replace`.
 */
export async function moveStore(
  dataDir: string,
  targetUri: string,
  options: { replace?: boolean; say?: Say } = {},
): Promise<void> {
  const say = options.say ?? console.log;
  // The target is checked before the store is loaded (which takes a while): a refusal comes at once.
  const target = await openMongo(targetUri, await collectionsOnDisk(dataDir));
  try {
    const holding = await refuseData(target, target.collections, options.replace === true);
    const source = await openEmbedded(dataDir);
    try {
      if (source.collections.length === 0)
        throw new StoreToolError(`There is nothing to move: ${source.description} holds no collections.`);
      say(`Moving ${source.description} into ${target.description} at ${withoutPassword(targetUri)}`);
      // With --replace: also what the target holds of the source's collections (the first check knew only the folder's).
      await empty(
        target,
        [...new Set([...holding, ...(await collectionsWithData(target.db, source.collections))])],
        say,
      );
      const expected: Array<{ name: string; count: number; checksum: string }> = [];
      for (const name of source.collections) {
        const total = await source.db.collection(name).countDocuments();
        const digest = new CollectionDigest();
        for await (const batch of documentsOf(source.db, name)) {
          await insertBatch(target.db, name, batch);
          digest.add(batch);
          say(`  ${name}: ${digest.count}/${total}`);
        }
        await createIndexes(target.db, name, (await indexesOf(source.db, name)) ?? []);
        expected.push({ name, count: digest.count, checksum: digest.digest() });
      }
      say('Checking the copy (count and checksum of each collection):');
      await verify(target, expected, say);
      say('');
      say('Done. Stop the shop, then start it on MongoDB with the same settings (JWT_SECRET above all):');
      say(`  MONGODB_URI='${targetUri.replace(/'/g, `'\\''`)}' npm start`);
      say(`The embedded store in ${join(dataDir, 'db')} is left as it was (pictures stay in their folder).`);
    } finally {
      await source.close();
    }
  } finally {
    await target.close();
  }
}

/** `store:backup`: one gzip'd archive of the whole store (MongoDB when `mongodbUri` is set, else the embedded one). */
export async function backupStore(location: StoreLocation, file: string, say: Say = console.log): Promise<void> {
  const source = await openConfigured(location);
  try {
    say(`Backing up ${source.description} to ${file}`);
    const end = await writeArchive(source.db, source.collections, file, source.description, (line) => say(`  ${line}`));
    const documents = end.collections.reduce((sum, collection) => sum + collection.count, 0);
    say(`Done: ${end.collections.length} collections, ${documents} documents in ${file}`);
  } finally {
    await source.close();
  }
}

/**
 * `store:restore`: loads an archive into the store (MongoDB when `mongodbUri` is set, else the embedded store, whose
 * copy on disk is written at the end), then checks each collection's count and checksum. Refuses a store that holds
 * data unless `replace`.
 */
export async function restoreStore(
  location: StoreLocation,
  file: string,
  options: { replace?: boolean; say?: Say } = {},
): Promise<void> {
  const say = options.say ?? console.log;
  const target = await openConfigured(location, true);
  try {
    say(`Restoring ${file} into ${target.description}`);
    const counts = new Map<string, number>();
    let indexes = new Map<string, Parameters<typeof createIndexes>[2]>();
    const end = await readArchive(
      file,
      async (header) => {
        indexes = new Map(header.collections.map((collection) => [collection.name, collection.indexes]));
        const holding = await refuseData(target, [...indexes.keys(), ...target.collections], options.replace === true);
        await empty(target, holding, say);
      },
      async (collection, documents) => {
        await insertBatch(target.db, collection, documents);
        counts.set(collection, (counts.get(collection) ?? 0) + documents.length);
        say(`  ${collection}: ${counts.get(collection)}`);
      },
      BATCH,
    );
    for (const [name, specs] of indexes) await createIndexes(target.db, name, specs);
    say('Checking the restored store (count and checksum of each collection):');
    await verify(target, end.collections, say);
  } finally {
    await target.close();
  }
  say('Done.');
}

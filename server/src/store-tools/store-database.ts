import { mongo } from 'mongoose';
import { createHash } from 'node:crypto';

const { EJSON } = mongo.BSON;

export type Db = ReturnType<InstanceType<typeof mongo.MongoClient>['db']>;
export type StoreDocument = Record<string, unknown>;

/** An index as listIndexes answers it, without `v` and `ns` (createIndex takes it back); `_id_` is implied. */
export interface IndexSpec {
  name: string;
  key: Record<string, unknown>;
  [option: string]: unknown;
}

/** Documents read or written per round trip. */
export const BATCH = 1_000;

/** One document as the archive and the checksums hold it: canonical Extended JSON, `_id` first. */
export const documentLine = (document: StoreDocument) =>
  EJSON.stringify({ _id: document._id, ...document }, { relaxed: false });

export const parseLine = (line: string) => EJSON.parse(line, { relaxed: false }) as StoreDocument;

/**
 * The collections of `db`: listCollections where the server has it (MongoDB); the embedded engine lacks it, so
 * there each of `candidates` that has an index (every existing collection has `_id_`) counts.
 */
export async function collectionNames(db: Db, candidates: Iterable<string> = []): Promise<string[]> {
  const names = new Set<string>();
  try {
    for (const { name, type } of await db.listCollections({}, { nameOnly: true }).toArray())
      if (type !== 'view' && !name.startsWith('system.')) names.add(name);
  } catch {
    // The embedded engine: probed below.
  }
  for (const name of candidates) if (!names.has(name) && (await indexesOf(db, name)) !== undefined) names.add(name);
  return [...names].sort();
}

/** The collection's indexes except `_id_`; undefined when the collection does not exist. */
export async function indexesOf(db: Db, name: string): Promise<IndexSpec[] | undefined> {
  try {
    const indexes = await db.collection(name).listIndexes().toArray();
    if (indexes.length === 0) return undefined;
    return indexes.filter((index) => index.name !== '_id_').map(({ v: _v, ns: _ns, ...index }) => index as IndexSpec);
  } catch (error) {
    if ((error as { code?: number }).code === 26) return undefined; // NamespaceNotFound
    throw error;
  }
}

/** The collection's documents in `_id` order, a batch at a time. */
export async function* documentsOf(db: Db, name: string): AsyncGenerator<StoreDocument[]> {
  const cursor = db.collection(name).find({}, { sort: { _id: 1 }, batchSize: BATCH });
  let batch: StoreDocument[] = [];
  for await (const document of cursor) {
    batch.push(document);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Counts the documents and hashes their canonical Extended JSON, fed in `_id` order. */
export class CollectionDigest {
  count = 0;
  private readonly hash = createHash('sha256');

  add(documents: StoreDocument[]) {
    for (const document of documents) {
      this.hash.update(documentLine(document));
      this.hash.update('\n');
      this.count++;
    }
  }

  digest(): string {
    return this.hash.digest('hex');
  }
}

/** The count and checksum of a collection as it is in `db`. */
export async function digestOf(db: Db, name: string): Promise<{ count: number; checksum: string }> {
  const digest = new CollectionDigest();
  for await (const batch of documentsOf(db, name)) digest.add(batch);
  return { count: digest.count, checksum: digest.digest() };
}

/** The collections among `names` (and any listCollections knows) that hold documents. */
export async function collectionsWithData(db: Db, names: Iterable<string>): Promise<string[]> {
  const holding: string[] = [];
  for (const name of await collectionNames(db, names))
    if ((await db.collection(name).countDocuments({}, { limit: 1 })) > 0) holding.push(name);
  return holding;
}

/**
 * Empties the target for a replacement: every collection among `names` (and any listCollections knows) loses
 * its documents and its indexes. (The embedded engine has neither `drop` nor `dropDatabase`.)
 */
export async function emptyCollections(db: Db, names: Iterable<string>): Promise<void> {
  for (const name of await collectionNames(db, names)) {
    await db.collection(name).deleteMany({});
    await db
      .collection(name)
      .dropIndexes()
      .catch(() => undefined);
  }
}

/** Re-creates the indexes of a collection (after its documents: loading is faster so). */
export async function createIndexes(db: Db, name: string, indexes: IndexSpec[]): Promise<void> {
  for (const { key, name: indexName, ...options } of indexes)
    await db.collection(name).createIndex(key as Record<string, 1 | -1>, { ...options, name: indexName });
}

export async function insertBatch(db: Db, name: string, documents: StoreDocument[]): Promise<void> {
  if (documents.length > 0) await db.collection(name).insertMany(documents, { ordered: true });
}

/** A URI with its password hidden, for what the tools print. */
export function withoutPassword(uri: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/[^:/@]+:)[^@]*@/, '$1***@');
}

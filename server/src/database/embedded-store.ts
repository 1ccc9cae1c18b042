import { Logger } from '@nestjs/common';
import { mongo } from 'mongoose';
import { join } from 'node:path';
import { EmbeddedMongo } from './embedded-mongo';
import { CollectionToWrite, LoadedSnapshot, SnapshotFiles, SnapshotManifest, StoredIndex } from './snapshot-files';

type MongoClient = InstanceType<typeof mongo.MongoClient>;
type CommandStartedEvent = { commandName: string; command: Record<string, unknown>; requestId: number };
type CommandEndedEvent = { requestId: number };

/** Commands that change data or indexes; the collection is the command's value (`{ insert: 'orders', … }`). */
const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'createIndexes', 'dropIndexes', 'drop']);
/** The stock ledger is read last and restored last; see EmbeddedStore. */
const LAST_COLLECTION = 'products';
/** Default time between a write and the copy that holds it (plus the time the copy takes). */
export const SNAPSHOT_INTERVAL_MS = 2_000;
const READ_BATCH = 5_000;
const INSERT_BATCH = 1_000;
/** How long recovery keeps trying to start a new engine before it gives up (and logs that it did). */
const RECOVERY_ATTEMPTS = 20;

export type StoreState = 'up' | 'recovering';

export interface SnapshotInfo {
  generation: number;
  startedAt: string;
  writtenAt: string;
  durationMs: number;
  documents: number;
}

export interface EmbeddedStoreOptions {
  /** Where the copies are kept (DATA_DIR/db); undefined keeps the data in memory only (EMBEDDED_PERSIST=off). */
  dataDir?: string;
  snapshotIntervalMs?: number;
  database?: string;
  logger?: Logger;
}

/** What the shop hands the store once its own connection is up. */
export interface StoreHooks {
  /** The shop's driver client (with command monitoring on), whose writes mark collections as changed. */
  client: MongoClient;
  /** Collections the shop's models use (there is no listCollections in the engine). */
  collections: string[];
  /** After an engine restart, once the data is back: indexes, caches, and seeding when nothing was loaded. */
  afterRestart(loaded: boolean): Promise<void>;
}

const sortProductsLast = (names: Iterable<string>) => [...new Set(names)].sort((a, b) => Number(a === LAST_COLLECTION) - Number(b === LAST_COLLECTION) || a.localeCompare(b));

/**
 * The embedded engine with its data kept on disk (unless `dataDir` is undefined), and brought back when it dies.
 *
 * - Start: a fresh engine, loaded from the newest copy on disk that reads back whole (SnapshotFiles).
 * - While running: the driver's command monitoring marks the collections each write command touches (on
 *   start and on end, so a write that lands while a copy is being read is copied again next time). Every
 *   half second, when something changed and the last copy is SNAPSHOT_INTERVAL_MS old, a new copy is
 *   written: changed collections are read whole, the others are linked from the previous copy.
 *   Collections are read one after another while the shop keeps working, `products` last: an order is
 *   always written after its stock hold, so a copy never holds an order whose units are still in stock
 *   (stock holds of a move cut half-way are ended by the orders' hold sweep).
 * - The engine dies: state `recovering` (the shop answers 503), a new engine on the same port (so the
 *   shop's connection finds it), the newest copy loaded, `afterRestart`, state `up` again.
 * - close(): a last copy, then the engine stops.
 */
export class EmbeddedStore {
  private readonly logger: Logger;
  private readonly files?: SnapshotFiles;
  private readonly intervalMs: number;
  private readonly known = new Set<string>();
  private readonly dirty = new Set<string>();
  private readonly inFlight = new Map<number, string>();
  private hooks?: StoreHooks;
  private timer?: NodeJS.Timeout;
  private snapshotting?: Promise<void>;
  private lastSnapshotEnd = 0;
  /** The collections in the newest copy written by this process. */
  private inLastCopy = new Set<string>();
  /** The next copy rewrites every collection (after loading, the newest copy on disk may not be the one loaded). */
  private fullNext = true;
  private closed = false;
  private stateListeners: Array<(state: StoreState) => void> = [];
  state: StoreState = 'up';
  restarts = 0;
  lastSnapshot?: SnapshotInfo;

  private constructor(
    public engine: EmbeddedMongo,
    private readonly options: EmbeddedStoreOptions,
    /** True when data was loaded from disk at start (then the demo catalogue is not seeded). */
    readonly loadedFromDisk: boolean,
  ) {
    this.logger = options.logger ?? new Logger('Database');
    this.files = options.dataDir ? new SnapshotFiles(options.dataDir) : undefined;
    this.intervalMs = options.snapshotIntervalMs ?? SNAPSHOT_INTERVAL_MS;
    this.watchEngine();
  }

  static async open(options: EmbeddedStoreOptions = {}): Promise<EmbeddedStore> {
    const logger = options.logger ?? new Logger('Database');
    const files = options.dataDir ? new SnapshotFiles(options.dataDir) : undefined;
    const snapshot = await files?.loadLatest();
    const engine = await EmbeddedMongo.start({ database: options.database });
    try {
      if (snapshot) await restore(engine.uri, snapshot, logger);
    } catch (error) {
      engine.kill();
      throw error;
    }
    const store = new EmbeddedStore(engine, options, Boolean(snapshot));
    for (const collection of snapshot?.collections ?? []) store.known.add(collection.name);
    if (snapshot) store.describeLoad(snapshot);
    return store;
  }

  get uri(): string {
    return this.engine.uri;
  }

  get persistent(): boolean {
    return this.files !== undefined;
  }

  get dataDir(): string | undefined {
    return this.files?.dir;
  }

  onStateChange(listener: (state: StoreState) => void) {
    this.stateListeners.push(listener);
  }

  /** Starts following the shop's writes and writing copies. */
  attach(hooks: StoreHooks) {
    this.hooks = hooks;
    for (const name of hooks.collections) this.known.add(name);
    if (!this.files) return;
    hooks.client.on('commandStarted', (event: CommandStartedEvent) => {
      if (event.commandName === 'dropDatabase') {
        for (const name of this.known) this.dirty.add(name);
        return;
      }
      if (!WRITE_COMMANDS.has(event.commandName)) return;
      const collection = event.command[event.commandName];
      if (typeof collection !== 'string') return;
      this.known.add(collection);
      this.dirty.add(collection);
      this.inFlight.set(event.requestId, collection);
    });
    const ended = (event: CommandEndedEvent) => {
      const collection = this.inFlight.get(event.requestId);
      if (collection === undefined) return;
      this.inFlight.delete(event.requestId);
      this.dirty.add(collection);
    };
    hooks.client.on('commandSucceeded', ended);
    hooks.client.on('commandFailed', ended);
    this.timer = setInterval(() => void this.maybeSnapshot(), Math.min(500, this.intervalMs));
    this.timer.unref();
  }

  private setState(state: StoreState) {
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }

  private maybeSnapshot() {
    if (this.dirty.size === 0 || this.snapshotting || this.state !== 'up' || this.closed) return;
    if (Date.now() - this.lastSnapshotEnd < this.intervalMs) return;
    void this.snapshot();
  }

  /** Writes a copy now (waits for one under way first). Failures are logged; changes stay marked. */
  async snapshot(): Promise<void> {
    if (!this.files) return;
    while (this.snapshotting) await this.snapshotting;
    this.snapshotting = this.writeSnapshot().finally(() => {
      this.snapshotting = undefined;
      this.lastSnapshotEnd = Date.now();
    });
    return this.snapshotting;
  }

  private async writeSnapshot() {
    const files = this.files!;
    const changed = new Set(this.dirty);
    this.dirty.clear();
    const full = this.fullNext;
    const started = new Date();
    const client = new mongo.MongoClient(this.engine.uri, { directConnection: true, serverSelectionTimeoutMS: 2_000 });
    try {
      await client.connect();
      const db = client.db();
      const collections: CollectionToWrite[] = [];
      let documents = 0;
      for (const name of sortProductsLast(this.known)) {
        if (!full && !changed.has(name)) {
          // Unchanged since the last copy: linked from it, or absent from both.
          if (this.inLastCopy.has(name)) collections.push({ name, unchanged: true });
          continue;
        }
        const indexes = await readIndexes(db, name);
        if (indexes === undefined) continue; // never created
        const docs = await db.collection(name).find({}, { batchSize: READ_BATCH }).toArray();
        documents += docs.length;
        collections.push({ name, indexes, documents: docs });
      }
      const manifest = await files.write(collections, started);
      this.fullNext = false;
      this.inLastCopy = new Set(collections.map((collection) => collection.name));
      this.lastSnapshot = summary(manifest, started, documents);
    } catch (error) {
      for (const name of changed) this.dirty.add(name);
      this.fullNext = true;
      if (this.state === 'up' && !this.closed) this.logger.warn(`Writing the copy of the data failed (will retry): ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await client.close().catch(() => undefined);
    }
  }

  private describeLoad(snapshot: LoadedSnapshot) {
    for (const { generation, reason } of snapshot.skipped) this.logger.warn(`Copy ${generation} could not be loaded (${reason}); using an older one`);
    const count = snapshot.collections.reduce((sum, collection) => sum + collection.documents.length, 0);
    this.logger.log(`Loaded copy ${snapshot.manifest.generation} of ${snapshot.manifest.writtenAt} from ${this.files?.dir}: ${count} documents`);
  }

  private watchEngine() {
    const engine = this.engine;
    this.logger.log(`Embedded engine pid ${engine.pid} at ${engine.uri}`);
    engine.onExit((description) => {
      if (this.closed) return;
      this.logger.error(`Embedded engine pid ${engine.pid} ${description}: API calls answer 503 until a new engine is ready`);
      void this.recover();
    });
  }

  private async recover() {
    const began = Date.now();
    this.setState('recovering');
    while (this.snapshotting) await this.snapshotting.catch(() => undefined);
    for (let attempt = 1; attempt <= RECOVERY_ATTEMPTS && !this.closed; attempt++) {
      try {
        const engine = await EmbeddedMongo.start({ database: this.options.database, port: this.engine.port });
        this.engine = engine;
        this.restarts++;
        const snapshot = await this.files?.loadLatest();
        if (snapshot) {
          await restore(engine.uri, snapshot, this.logger);
          this.describeLoad(snapshot);
        }
        this.dirty.clear();
        this.fullNext = true;
        await this.hooks?.afterRestart(Boolean(snapshot));
        this.watchEngine();
        if (!engine.alive) throw new Error('the new engine ended during recovery');
        this.setState('up');
        this.logger.log(`Embedded engine restarted (pid ${engine.pid}), ready again ${((Date.now() - began) / 1000).toFixed(1)} s after it died`);
        return;
      } catch (error) {
        this.logger.error(`Restarting the embedded engine failed (attempt ${attempt}): ${error instanceof Error ? error.message : String(error)}`);
        if (this.engine.alive) this.engine.kill();
        await new Promise((done) => setTimeout(done, 1_000));
      }
    }
    this.logger.error('The embedded engine could not be restarted; the shop answers 503 until it is restarted');
  }

  /** A last copy (when persistent), then the engine stops. */
  async close(): Promise<void> {
    if (this.closed) return;
    clearInterval(this.timer);
    if (this.files && this.state === 'up' && this.engine.alive && (this.dirty.size > 0 || this.snapshotting)) {
      await this.snapshot();
      if (this.dirty.size > 0) await this.snapshot();
    }
    this.closed = true;
    await this.engine.stop();
  }
}

function summary(manifest: SnapshotManifest, started: Date, documents: number): SnapshotInfo {
  return {
    generation: manifest.generation,
    startedAt: manifest.startedAt,
    writtenAt: manifest.writtenAt,
    durationMs: Date.now() - started.getTime(),
    documents,
  };
}

/** The collection's indexes except `_id_`, as createIndexes takes them back; undefined when it does not exist. */
async function readIndexes(db: ReturnType<MongoClient['db']>, name: string): Promise<StoredIndex[] | undefined> {
  try {
    const indexes = await db.collection(name).listIndexes().toArray();
    return indexes
      .filter((index) => index.name !== '_id_')
      .map(({ v: _v, ns: _ns, ...index }) => index as StoredIndex);
  } catch (error) {
    if ((error as { code?: number }).code === 26) return undefined; // NamespaceNotFound
    throw error;
  }
}

/** Puts a copy into an empty engine: each collection's indexes, then its documents (products last). */
async function restore(uri: string, snapshot: LoadedSnapshot, logger: Logger): Promise<void> {
  const client = new mongo.MongoClient(uri, { directConnection: true, serverSelectionTimeoutMS: 5_000 });
  try {
    await client.connect();
    const db = client.db();
    for (const collection of snapshot.collections) {
      for (const { key, name, ...options } of collection.indexes) {
        await db
          .collection(collection.name)
          .createIndex(key as Record<string, 1 | -1>, { ...options, name })
          .catch((error: Error) => logger.warn(`Index ${collection.name}.${name} was not re-created: ${error.message}`));
      }
      for (let start = 0; start < collection.documents.length; start += INSERT_BATCH) {
        await db.collection(collection.name).insertMany(collection.documents.slice(start, start + INSERT_BATCH), { ordered: false });
      }
    }
  } finally {
    await client.close().catch(() => undefined);
  }
}

export const dataDirOfStore = (dataDir: string) => join(dataDir, 'db');

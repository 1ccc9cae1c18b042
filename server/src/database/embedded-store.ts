import { Logger, ServiceUnavailableException } from '@nestjs/common';
import { mongo } from 'mongoose';
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { withDeadline } from '../common/schedule/with-deadline';
import { EmbeddedMongo } from './embedded-mongo';
import { EngineForwarder } from './engine-forwarder';
import {
  CollectionToWrite,
  documentKey,
  LoadedSnapshot,
  SnapshotFiles,
  SnapshotManifest,
  StoredIndex,
} from './snapshot-files';
import { DurableUnit, JournalLine, JournalStats, replay, Replayed, WriteJournal } from './write-journal';
import { WriteGate } from './write-gate';

type MongoClient = InstanceType<typeof mongo.MongoClient>;
type CommandStartedEvent = { commandName: string; command: Record<string, unknown>; requestId: number };
type CommandEndedEvent = { requestId: number };

/** Commands that change data or indexes; the collection is the command's value (`{ insert: 'orders', … }`). */
const WRITE_COMMANDS = new Set(['insert', 'update', 'delete', 'findAndModify', 'createIndexes', 'dropIndexes', 'drop']);

/** What one write command changed: some documents by `_id`, or (`ids` undefined) anything in the collection. */
interface WriteChange {
  collection: string;
  ids?: unknown[];
  /** createIndexes, dropIndexes: the collection's indexes are read again (its documents did not change). */
  indexes?: true;
}

const isBsonValue = (value: unknown) =>
  typeof value !== 'object' || value === null || '_bsontype' in value || value instanceof Date;

/** The `_id`s a filter names: `{ _id: x }`, `{ _id: { $eq: x } }`, `{ _id: { $in: [...] } }`; else undefined. */
function idsOfFilter(filter: unknown): unknown[] | undefined {
  if (typeof filter !== 'object' || filter === null) return undefined;
  const id = (filter as { _id?: unknown })._id;
  if (id === undefined) return undefined;
  if (isBsonValue(id)) return [id];
  const operators = Object.keys(id as object);
  if (operators.length !== 1) return undefined;
  const { $eq, $in } = id as { $eq?: unknown; $in?: unknown };
  if ($eq !== undefined && isBsonValue($eq)) return [$eq];
  if (Array.isArray($in) && $in.every(isBsonValue)) return $in;
  return undefined;
}

/** Reads a write command: which collection, and which documents when every statement names them by `_id`. */
export function changeOf(commandName: string, command: Record<string, unknown>): WriteChange | undefined {
  const collection = command[commandName];
  if (typeof collection !== 'string') return undefined;
  const all = (lists: Array<unknown[] | undefined>) =>
    lists.every((list) => list !== undefined) ? lists.flat() : undefined;
  switch (commandName) {
    case 'insert':
      return {
        collection,
        ids: all(
          ((command.documents as Array<{ _id?: unknown }>) ?? []).map((document) =>
            document._id === undefined ? undefined : [document._id],
          ),
        ),
      };
    case 'update':
      return {
        collection,
        ids: all(((command.updates as Array<{ q?: unknown }>) ?? []).map((update) => idsOfFilter(update.q))),
      };
    case 'delete':
      return {
        collection,
        ids: all(((command.deletes as Array<{ q?: unknown }>) ?? []).map((deletion) => idsOfFilter(deletion.q))),
      };
    case 'findAndModify':
      return { collection, ids: idsOfFilter(command.query) };
    case 'createIndexes':
    case 'dropIndexes':
      return { collection, ids: [], indexes: true };
    default:
      return { collection };
  }
}

/** Since the last copy, of one collection: either everything (`all`) or the keys of the documents written. */
interface Change {
  all: boolean;
  indexes: boolean;
  ids: Map<string, unknown>;
}
type Changes = Map<string, Change>;
/** The stock ledger is restored last. */
const LAST_COLLECTION = 'products';
/** What journaled units of writes change (orders and their stock): a copy reads them while no unit is under way. */
const JOURNALED_COLLECTIONS = ['orders', 'products'];
/** Default time between a write and the copy that holds it (plus the time the copy takes). */
export const SNAPSHOT_INTERVAL_MS = 2_000;
const READ_BATCH = 5_000;
const INSERT_BATCH = 5_000;
/** How many new engines recovery starts before it gives up (and logs that it did); see recover(). */
const RECOVERY_ATTEMPTS = 20;
/** The pause after a failed attempt: doubling from this, up to RECOVERY_BACKOFF_MAX_MS. */
const RECOVERY_BACKOFF_MS = 250;
const RECOVERY_BACKOFF_MAX_MS = 5_000;
/** How long a ping through the shop's driver may take before the driver is reconnected (or the engine restarted). */
const DRIVER_CHECK_MS = 1_000;

export type StoreState = 'up' | 'recovering';

export interface SnapshotInfo {
  generation: number;
  startedAt: string;
  writtenAt: string;
  durationMs: number;
  /** Documents read for it: whole collections, or the documents written since the copy before. */
  documents: number;
  /** The journal position it holds: every journaled write up to it (see WriteJournal). */
  journal: number;
}

export interface EmbeddedStoreOptions {
  /** Where the copies are kept (DATA_DIR/db); undefined keeps the data in memory only (EMBEDDED_PERSIST=off). */
  dataDir?: string;
  snapshotIntervalMs?: number;
  database?: string;
  /** The engine's heap bound in MB (EMBEDDED_HEAP_MB). */
  heapMb?: number;
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

/**
 * The embedded engine with its data kept on disk (unless `dataDir` is undefined), and brought back when it dies.
 *
 * - Start: a fresh engine, loaded from the newest copy on disk that reads back whole (SnapshotFiles).
 * - While running: the driver's command monitoring notes what each write command touches (on start and on
 *   end, so a write that lands while a copy is being read is copied again next time): the documents, when
 *   every statement names them by `_id` (inserts, and the shop's updates and deletes by id), else the whole
 *   collection. Every half second, when something changed and the last copy is SNAPSHOT_INTERVAL_MS old, a
 *   new copy is written: the documents written since are read by `_id` and patched into the previous copy's
 *   file, collections changed otherwise are read whole, the others are linked from the previous copy.
 *   After a start that fell back to an older copy, or a failed copy, the next copy reads everything.
 *   Collections are read one after another while the shop keeps working.
 * - Acknowledged orders (the journal, WriteJournal): writes that must survive any crash (an order placed, its
 *   stock taken or given back, its status changed) run as units (`durably`): a unit journals what it wrote,
 *   synced to disk before its answer goes out. A copy reads `orders` and `products` first, with the WriteGate
 *   closed: no unit is under way then, so the copy holds every unit whole or not at all, and it records the
 *   journal position it holds. Loading a copy (at start and after an engine crash) replays the journal's
 *   entries after that position; the journal keeps what the oldest copy kept on disk does not hold.
 * - The engine dies: state `recovering` (the shop answers 503), a new engine, the newest copy loaded and
 *   forwarded to from the shop's address, a ping through the shop's own driver (when it does not answer, the
 *   driver is reconnected; when it still does not, the next attempt starts another engine), `afterRestart`,
 *   state `up` again. Failed attempts are retried with a growing pause, RECOVERY_ATTEMPTS at most.
 * - close(): a last copy, then the engine stops.
 */
export class EmbeddedStore {
  private readonly logger: Logger;
  private readonly files?: SnapshotFiles;
  private readonly intervalMs: number;
  private readonly known = new Set<string>();
  private changes: Changes = new Map();
  private readonly inFlight = new Map<number, WriteChange>();
  private hooks?: StoreHooks;
  private timer?: NodeJS.Timeout;
  private snapshotting?: Promise<void>;
  private lastSnapshotEnd = 0;
  /** The collections (and their indexes) in the newest copy written by this process. */
  private inLastCopy = new Map<string, StoredIndex[]>();
  /** The next copy reads every collection (at a fresh start, after a failed copy, after falling back to an older copy). */
  private fullNext = true;
  private closed = false;
  /** The journal of acknowledged writes (beside the copies; none when the data is in memory only). */
  private journal?: WriteJournal;
  private readonly gate = new WriteGate();
  /** Aborted when the engine dies: a copy waiting for units under way gives up (they may wait for a new engine). */
  private engineDied = new AbortController();
  state: StoreState = 'up';
  restarts = 0;
  lastSnapshot?: SnapshotInfo;
  /** What the shop's driver connects to: the first engine's address, held by `forwarder` once it died. */
  readonly uri: string;
  private readonly port: number;
  private forwarder?: EngineForwarder;

  private constructor(
    public engine: EmbeddedMongo,
    private readonly options: EmbeddedStoreOptions,
    /** True when data was loaded from disk at start (then the demo catalogue is not seeded). */
    readonly loadedFromDisk: boolean,
  ) {
    this.uri = engine.uri;
    this.port = engine.port;
    this.logger = options.logger ?? new Logger('Database');
    this.files = options.dataDir ? new SnapshotFiles(options.dataDir) : undefined;
    this.intervalMs = options.snapshotIntervalMs ?? SNAPSHOT_INTERVAL_MS;
    this.watchEngine();
  }

  static async open(options: EmbeddedStoreOptions = {}): Promise<EmbeddedStore> {
    const logger = options.logger ?? new Logger('Database');
    const files = options.dataDir ? new SnapshotFiles(options.dataDir) : undefined;
    if (options.dataDir) await assertWritable(options.dataDir);
    const snapshot = await files?.loadLatest();
    const opened = options.dataDir
      ? await WriteJournal.open(options.dataDir, snapshot?.manifest.journal ?? 0)
      : undefined;
    const engine = await EmbeddedMongo.start({ database: options.database, heapMb: options.heapMb });
    let replayed: Replayed | undefined;
    try {
      if (snapshot) await restore(engine.uri, snapshot, logger);
      if (opened) replayed = await replayJournal(engine.uri, opened.entries, logger);
    } catch (error) {
      engine.kill();
      throw error;
    }
    const store = new EmbeddedStore(engine, options, Boolean(snapshot));
    store.journal = opened?.journal;
    if (snapshot) store.adopt(snapshot);
    if (replayed) store.noteReplayed(replayed);
    return store;
  }

  get persistent(): boolean {
    return this.files !== undefined;
  }

  get dataDir(): string | undefined {
    return this.files?.dir;
  }

  /** The journal's position and sync figures (none when the data is in memory only). */
  get journalStats(): JournalStats | undefined {
    return this.journal?.stats;
  }

  /**
   * Runs `work` as one unit of writes that must survive a crash (see the class comment): it waits while a copy
   * reads orders and stock, journals what `work` records, and answers once that is on disk. A unit never runs
   * another one inside it. Without a journal (data in memory only) it only tells `work` of engine restarts.
   */
  async durably<T>(work: (unit: DurableUnit) => Promise<T>): Promise<T> {
    const journal = this.journal;
    const restartsAtStart = this.restarts;
    const restarts = () => this.restarts;
    const written: Array<Promise<void>> = [];
    const unit: DurableUnit = {
      record: (entry) => {
        if (journal) written.push(journal.append(entry));
      },
      get engineRestarted() {
        return restarts() !== restartsAtStart;
      },
    };
    if (!journal) return work(unit);
    const leave = await this.gate.enter();
    try {
      return await work(unit);
    } finally {
      leave();
      await Promise.all(written).catch((error: Error) => {
        this.logger.error(`The journal could not be written: ${error.message}`);
        throw new ServiceUnavailableException('The change could not be saved. Please try again.');
      });
    }
  }

  /** The next copy reads what a replay wrote (its position holds the entries replayed). */
  private noteReplayed(replayed: Replayed) {
    for (const [collection, ids] of replayed) this.note({ collection, ids });
  }

  /** Starts following the shop's writes and writing copies. */
  attach(hooks: StoreHooks) {
    this.hooks = hooks;
    for (const name of hooks.collections) this.known.add(name);
    if (!this.files) return;
    hooks.client.on('commandStarted', (event: CommandStartedEvent) => {
      if (event.commandName === 'dropDatabase') {
        for (const name of this.known) this.note({ collection: name });
        return;
      }
      if (!WRITE_COMMANDS.has(event.commandName)) return;
      const change = changeOf(event.commandName, event.command);
      if (!change) return;
      this.known.add(change.collection);
      this.note(change);
      this.inFlight.set(event.requestId, change);
    });
    // Noted again when it ends: a write that lands while a copy is being read is in the next copy.
    const ended = (event: CommandEndedEvent) => {
      const change = this.inFlight.get(event.requestId);
      if (change === undefined) return;
      this.inFlight.delete(event.requestId);
      this.note(change);
    };
    hooks.client.on('commandSucceeded', ended);
    hooks.client.on('commandFailed', ended);
    // The first copy of writes comes at most one interval after attaching, as every later one: a fresh store's
    // seeding (while the app starts) is then copied once, by createShopApp, rather than also half-way through.
    this.lastSnapshotEnd = Date.now();
    this.timer = setInterval(() => void this.maybeSnapshot(), Math.min(500, this.intervalMs));
    this.timer.unref();
  }

  private note(change: WriteChange) {
    let entry = this.changes.get(change.collection);
    if (!entry) this.changes.set(change.collection, (entry = { all: false, indexes: false, ids: new Map() }));
    if (change.indexes) entry.indexes = true;
    if (!change.ids) entry.all = true;
    else if (!entry.all) for (const id of change.ids) entry.ids.set(documentKey(id), id);
  }

  private setState(state: StoreState) {
    this.state = state;
  }

  private maybeSnapshot() {
    if (this.changes.size === 0 || this.snapshotting || this.state !== 'up' || this.closed) return;
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
    let changes: Changes = new Map();
    const full = this.fullNext;
    const started = new Date();
    const client = new mongo.MongoClient(this.engine.uri, { directConnection: true, serverSelectionTimeoutMS: 2_000 });
    try {
      await client.connect();
      const db = client.db();
      const collections: CollectionToWrite[] = [];
      let documents = 0;
      const copy = async (name: string) => {
        const read = await this.readCollection(db, name, changes.get(name), full);
        if (!read) return;
        collections.push(read.collection);
        documents += read.documents;
      };
      // Orders and stock first, with no journaled unit under way: the copy holds the journal up to `position`.
      const open = await this.gate.close(this.engineDied.signal);
      let position: number;
      try {
        changes = this.changes;
        this.changes = new Map();
        position = this.journal?.cut() ?? 0;
        for (const name of JOURNALED_COLLECTIONS) if (this.known.has(name)) await copy(name);
      } finally {
        open();
      }
      for (const name of [...this.known].sort()) if (!JOURNALED_COLLECTIONS.includes(name)) await copy(name);
      const manifest = await files.write(collections, started, position);
      this.fullNext = false;
      this.inLastCopy = new Map(manifest.collections.map((entry) => [entry.name, entry.indexes]));
      this.lastSnapshot = summary(manifest, started, documents);
      // The journal keeps what the oldest copy kept on disk does not hold (a start may fall back to that copy).
      await this.journal?.compact(await files.oldestJournalPosition());
    } catch (error) {
      // The next copy reads everything again (the changes noted meanwhile are in it too).
      this.fullNext = true;
      if (this.state === 'up' && !this.closed)
        this.logger.warn(
          `Writing the copy of the data failed (will retry): ${error instanceof Error ? error.message : String(error)}`,
        );
      for (const name of changes.keys()) this.note({ collection: name });
    } finally {
      await client.close().catch(() => undefined);
    }
  }

  /**
   * One collection for a copy: linked from the last copy when unchanged since, the documents written since
   * patched into it when they are known by `_id`, else read whole; undefined when it exists in neither.
   */
  private async readCollection(
    db: ReturnType<MongoClient['db']>,
    name: string,
    change: Change | undefined,
    full: boolean,
  ): Promise<{ collection: CollectionToWrite; documents: number } | undefined> {
    const before = this.inLastCopy.get(name);
    if (!full && !change) {
      // Unchanged since the last copy: linked from it, or absent from both.
      return before ? { collection: { name, unchanged: true }, documents: 0 } : undefined;
    }
    if (!full && change && !change.all && before) {
      // Only the documents written since: read by _id, patched into the last copy's file.
      const patch = new Map<string, Record<string, unknown> | null>();
      const ids = [...change.ids.values()];
      for (const key of change.ids.keys()) patch.set(key, null);
      for (let start = 0; start < ids.length; start += READ_BATCH) {
        const found = await db
          .collection(name)
          .find({ _id: { $in: ids.slice(start, start + READ_BATCH) } } as never, { batchSize: READ_BATCH })
          .toArray();
        for (const document of found) patch.set(documentKey(document._id), document);
      }
      const indexes = change.indexes ? ((await readIndexes(db, name)) ?? before) : before;
      return { collection: { name, indexes, patch }, documents: ids.length };
    }
    const indexes = await readIndexes(db, name);
    if (indexes === undefined) return undefined; // never created
    const docs = await db.collection(name).find({}, { batchSize: READ_BATCH }).toArray();
    return { collection: { name, indexes, documents: docs }, documents: docs.length };
  }

  /**
   * The engine now holds `snapshot`. When it is the newest copy on disk, the next copy patches it; when a newer
   * one could not be loaded, the next copy is written whole.
   */
  private adopt(snapshot: LoadedSnapshot) {
    for (const collection of snapshot.collections) this.known.add(collection.name);
    if (snapshot.skipped.length === 0) {
      this.inLastCopy = new Map(snapshot.manifest.collections.map((entry) => [entry.name, entry.indexes]));
      this.fullNext = false;
    }
    this.describeLoad(snapshot);
  }

  private describeLoad(snapshot: LoadedSnapshot) {
    for (const { generation, reason } of snapshot.skipped)
      this.logger.warn(`Copy ${generation} could not be loaded (${reason}); using an older one`);
    const count = snapshot.collections.reduce((sum, collection) => sum + collection.documents.length, 0);
    this.logger.log(
      `Loaded copy ${snapshot.manifest.generation} of ${snapshot.manifest.writtenAt} from ${this.files?.dir}: ${count} documents`,
    );
  }

  private watchEngine() {
    const engine = this.engine;
    this.logger.log(`Embedded engine pid ${engine.pid} at ${engine.uri}`);
    engine.onExit((description) => {
      this.engineDied.abort();
      if (this.closed) return;
      this.logger.error(
        `Embedded engine pid ${engine.pid} ${description}: API calls answer 503 until a new engine is ready`,
      );
      void this.recover();
    });
  }

  private async recover() {
    const began = Date.now();
    this.setState('recovering');
    this.forwarder?.cut();
    // A copy that was being written when the engine died fails (its reads wait for their retry first); the new
    // engine starts meanwhile, and the copy to load is chosen once that one has ended.
    const copyEnded = (async () => {
      while (this.snapshotting) await this.snapshotting.catch(() => undefined);
    })();
    for (let attempt = 1; attempt <= RECOVERY_ATTEMPTS && !this.closed; attempt++) {
      try {
        // The shop's address is held (refusing) before the new engine exists; the new engine gets a port of its own
        // and is reachable through that address only once it holds the copy (see EngineForwarder).
        this.forwarder ??= await EngineForwarder.listen(this.port);
        const [engine] = await Promise.all([
          EmbeddedMongo.start({ database: this.options.database, heapMb: this.options.heapMb }),
          copyEnded,
        ]);
        this.engine = engine;
        this.restarts++;
        const snapshot = await this.files?.loadLatest();
        this.changes = new Map();
        this.fullNext = true;
        if (snapshot) {
          await restore(engine.uri, snapshot, this.logger);
          this.adopt(snapshot);
        }
        // Every unit that wrote to the engine that died has journaled it by now (a unit journals as soon as
        // its write is acknowledged); units still under way reach only this engine, once it is forwarded to.
        if (this.journal)
          this.noteReplayed(
            await replayJournal(
              engine.uri,
              await this.journal.entriesAfter(snapshot?.manifest.journal ?? 0),
              this.logger,
            ),
          );
        this.engineDied = new AbortController();
        this.forwarder.forwardTo(engine.port);
        await this.reachThroughDriver();
        await this.hooks?.afterRestart(Boolean(snapshot));
        this.watchEngine();
        if (!engine.alive) throw new Error('the new engine ended during recovery');
        this.setState('up');
        this.logger.log(
          `Embedded engine restarted (pid ${engine.pid}), ready again ${((Date.now() - began) / 1000).toFixed(1)} s after it died`,
        );
        return;
      } catch (error) {
        this.logger.error(
          `Restarting the embedded engine failed (attempt ${attempt}): ${error instanceof Error ? error.message : String(error)}`,
        );
        this.forwarder?.cut();
        if (this.engine.alive) this.engine.kill();
        const pause = Math.min(RECOVERY_BACKOFF_MS * 2 ** (attempt - 1), RECOVERY_BACKOFF_MAX_MS);
        await new Promise((done) => setTimeout(done, pause));
      }
    }
    this.logger.error(
      'The embedded engine could not be restarted; the shop answers 503 until the process ends (DB_MAX_OUTAGE_MS)',
    );
  }

  /**
   * The shop is ready only once its own driver (the Mongoose connection's client) answers through the new
   * engine: a driver left without a usable connection would otherwise make every request wait and fail while
   * the engine is fine. When a ping does not come back in time, the client is closed and connected again (the
   * same client object, so the models and the command listeners stay with it); when it still does not answer,
   * this attempt fails and the next one starts another engine.
   */
  private async reachThroughDriver(): Promise<void> {
    const client = this.hooks?.client;
    if (!client) return;
    if (await answersPing(client, DRIVER_CHECK_MS)) return;
    this.logger.warn(`The shop's driver did not reach the new engine (${describeDriver(client)}): reconnecting it`);
    await client.close(true).catch(() => undefined);
    await withDeadline(client.connect(), DRIVER_CHECK_MS, 'connecting the driver again');
    if (!(await answersPing(client, DRIVER_CHECK_MS)))
      throw new Error("the shop's driver does not reach the new engine");
  }

  /** A last copy (when persistent), then the engine stops. */
  async close(): Promise<void> {
    if (this.closed) return;
    clearInterval(this.timer);
    if (this.files && this.state === 'up' && this.engine.alive && (this.changes.size > 0 || this.snapshotting)) {
      await this.snapshot();
      if (this.changes.size > 0) await this.snapshot();
    }
    this.closed = true;
    await this.journal?.close();
    await this.forwarder?.close();
    await this.engine.stop();
  }
}

/** What the driver knows of its server, for the log: its type and the last error it saw. */
function describeDriver(client: MongoClient): string {
  const description = (
    client as unknown as {
      topology?: { description?: { servers?: Map<string, { type: string; error?: { message?: string } | null }> } };
    }
  ).topology?.description;
  const servers = [...(description?.servers?.values() ?? [])];
  return (
    servers.map((server) => `${server.type}${server.error ? `, ${server.error.message}` : ''}`).join('; ') ||
    'no topology'
  );
}

/** Whether a ping through `client` comes back within `ms`. */
async function answersPing(client: MongoClient, ms: number): Promise<boolean> {
  try {
    await withDeadline(client.db().admin().command({ ping: 1 }), ms, 'a ping');
    return true;
  } catch {
    return false;
  }
}

/** Fails at start, with the folder named, rather than at every copy. */
async function assertWritable(dir: string) {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    throw new Error(
      `The data folder ${dir} cannot be written (${(error as Error).message}). Set DATA_DIR to a writable folder, or EMBEDDED_PERSIST=off.`,
    );
  }
}

function summary(manifest: SnapshotManifest, started: Date, documents: number): SnapshotInfo {
  return {
    generation: manifest.generation,
    startedAt: manifest.startedAt,
    writtenAt: manifest.writtenAt,
    durationMs: Date.now() - started.getTime(),
    documents,
    journal: manifest.journal ?? 0,
  };
}

/** The collection's indexes except `_id_`, as createIndexes takes them back; undefined when it does not exist. */
async function readIndexes(db: ReturnType<MongoClient['db']>, name: string): Promise<StoredIndex[] | undefined> {
  try {
    const indexes = await db.collection(name).listIndexes().toArray();
    return indexes.filter((index) => index.name !== '_id_').map(({ v: _v, ns: _ns, ...index }) => index as StoredIndex);
  } catch (error) {
    if ((error as { code?: number }).code === 26) return undefined; // NamespaceNotFound
    throw error;
  }
}

/**
 * Puts a copy into an empty engine, products last: each collection's documents, then its indexes (the engine
 * loads a little faster so; the copy came from a database that kept its unique indexes).
 */
async function restore(uri: string, snapshot: LoadedSnapshot, logger: Logger): Promise<void> {
  const client = new mongo.MongoClient(uri, { directConnection: true, serverSelectionTimeoutMS: 5_000 });
  try {
    await client.connect();
    const db = client.db();
    const restoreOne = async (collection: LoadedSnapshot['collections'][number]) => {
      for (let start = 0; start < collection.documents.length; start += INSERT_BATCH) {
        await db
          .collection(collection.name)
          .insertMany(collection.documents.slice(start, start + INSERT_BATCH), { ordered: false });
      }
      await Promise.all(
        collection.indexes.map(({ key, name, ...options }) =>
          db
            .collection(collection.name)
            .createIndex(key as Record<string, 1 | -1>, { ...options, name })
            .catch((error: Error) =>
              logger.warn(`Index ${collection.name}.${name} was not re-created: ${error.message}`),
            ),
        ),
      );
    };
    // The collections side by side (each a few round trips to the engine, which a start used to wait for one
    // after another), the stock ledger last as before.
    const ledger = snapshot.collections.filter((collection) => collection.name === LAST_COLLECTION);
    await Promise.all(snapshot.collections.filter((collection) => collection.name !== LAST_COLLECTION).map(restoreOne));
    for (const collection of ledger) await restoreOne(collection);
  } finally {
    await client.close().catch(() => undefined);
  }
}

/** Replays the journal's entries that the copy just loaded does not hold, and says so. */
async function replayJournal(uri: string, entries: JournalLine[], logger: Logger): Promise<Replayed> {
  if (entries.length === 0) return new Map();
  const replayed = await replay(uri, entries);
  const orders = replayed.get('orders')?.length ?? 0;
  logger.log(
    `Replayed the journal after the copy: ${entries.length} ${entries.length === 1 ? 'entry' : 'entries'} (${entries[0].seq} to ${entries[entries.length - 1].seq}), ${orders} ${orders === 1 ? 'order' : 'orders'} restored or brought up to date`,
  );
  return replayed;
}

import { mongo } from 'mongoose';
import { FileHandle, open, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';

const { EJSON } = mongo.BSON;
type MongoClient = InstanceType<typeof mongo.MongoClient>;

/** A document as a journaled write left it; `revision` orders two versions of it (the higher one is newer). */
export interface JournaledDocument {
  _id: unknown;
  revision?: number;
}

/**
 * What one unit of writes did, to be done again at load when no copy on disk holds it: documents as written
 * (`put`), documents deleted at a revision (`delete`), and numeric fields moved by an amount (`inc`).
 */
export interface JournalEntry {
  put?: Array<{ collection: string; document: JournaledDocument }>;
  delete?: Array<{ collection: string; id: unknown; revision: number }>;
  inc?: Array<{ collection: string; id: unknown; field: string; by: number }>;
}

/** An entry as it is kept: numbered in the order of appending (`seq`), the position a copy on disk records. */
export type JournalLine = JournalEntry & { seq: number };

export interface JournalStats {
  /** Position of the newest entry appended. */
  position: number;
  /** Entries appended by this process, syncs (one write and fdatasync for every entry waiting), their time. */
  entries: number;
  syncs: number;
  syncMs: number;
  /** Segment files on disk. */
  segments: number;
}

interface Segment {
  start: number;
  /** The last entry written to it (start - 1 while none is). */
  end: number;
  file: string;
}

interface Batch {
  lines: string[];
  first: number;
  last: number;
  written: Promise<void>;
}

const SEGMENT = /^journal-(\d{12})\.ejson$/;
const segmentFile = (start: number) => `journal-${String(start).padStart(12, '0')}.ejson`;

async function syncDirectory(dir: string) {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The journal of the embedded store: every entry appended is on disk (written and fdatasynced) before the
 * promise `append` answers resolves, so that a write acknowledged after it survives a crash of the shop or of
 * the engine. Entries waiting while one sync is under way share the next one (group commit).
 *
 *   dir/journal-000000000042.ejson     one entry a line, canonical Extended JSON, entries 42 and on
 *
 * Entries go into segment files; `cut` (taken when a copy of the data begins) starts a new segment for the
 * entries after it, and `compact` removes the segments that only hold entries a copy on disk already has. A
 * segment is never appended to by a later process, nor after a failed write: a line cut short by a crash can
 * only be the last of its file, and it is skipped when read (its write was never acknowledged).
 */
export class WriteJournal {
  private seq: number;
  private current?: Segment & { handle: FileHandle };
  private batch?: Batch;
  /** The file work in order: batches, cuts, compactions. */
  private tail: Promise<void> = Promise.resolve();
  private readonly counts = { entries: 0, syncs: 0, syncMs: 0 };

  private constructor(
    readonly dir: string,
    private readonly segments: Segment[],
    seq: number,
  ) {
    this.seq = seq;
  }

  /**
   * Reads the journal under `dir` (created by the store's copies): answers the entries after `position` (what
   * the copy loaded does not hold), and a journal whose next entry follows every one on disk.
   */
  static async open(dir: string, position: number): Promise<{ journal: WriteJournal; entries: JournalLine[] }> {
    const segments: Segment[] = [];
    const entries: JournalLine[] = [];
    let last = position;
    for (const { start, file } of await listSegments(dir)) {
      const lines = await readSegment(join(dir, file));
      const end = lines.length > 0 ? lines[lines.length - 1].seq : start - 1;
      segments.push({ start, end, file });
      last = Math.max(last, end);
      entries.push(...lines.filter((line) => line.seq > position));
    }
    return { journal: new WriteJournal(dir, segments, last), entries };
  }

  /** The position of the newest entry appended. */
  get position(): number {
    return this.seq;
  }

  get stats(): JournalStats {
    return { position: this.seq, ...this.counts, segments: this.segments.length };
  }

  /** Appends `entry` at once (it takes the next position); resolves once it is on disk. */
  append(entry: JournalEntry): Promise<void> {
    const seq = ++this.seq;
    this.counts.entries++;
    const line = `${EJSON.stringify({ seq, ...entry }, { relaxed: false })}\n`;
    if (!this.batch) {
      const batch: Batch = { lines: [], first: seq, last: seq, written: Promise.resolve() };
      this.batch = batch;
      batch.written = this.enqueue(() => {
        // From here on, entries appended wait for the next batch.
        if (this.batch === batch) this.batch = undefined;
        return this.write(batch);
      });
    }
    this.batch.lines.push(line);
    this.batch.last = seq;
    return this.batch.written;
  }

  /**
   * A copy of the data begins that holds every entry appended so far: answers their position; the entries
   * after it go to a new segment (so that the ones before can be removed once the copy is on disk).
   */
  cut(): number {
    this.batch = undefined;
    void this.enqueue(() => this.closeSegment()).catch(() => undefined);
    return this.seq;
  }

  /** Every entry after `position` on disk, once the entries appended so far are written. */
  async entriesAfter(position: number): Promise<JournalLine[]> {
    this.batch = undefined;
    await this.enqueue(() => Promise.resolve()).catch(() => undefined);
    const entries: JournalLine[] = [];
    for (const segment of this.segments)
      if (segment.end > position)
        entries.push(...(await readSegment(join(this.dir, segment.file))).filter((line) => line.seq > position));
    return entries;
  }

  /** Removes the segments whose entries are all at or before `position` (a copy kept on disk holds them). */
  compact(position: number): Promise<void> {
    return this.enqueue(async () => {
      const done = this.segments.filter((segment) => segment !== this.current && segment.end <= position);
      for (const segment of done) {
        await rm(join(this.dir, segment.file), { force: true });
        this.segments.splice(this.segments.indexOf(segment), 1);
      }
    });
  }

  /** Writes what is waiting and closes the file. */
  async close(): Promise<void> {
    this.batch = undefined;
    await this.enqueue(() => this.closeSegment()).catch(() => undefined);
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    const run = this.tail.then(step);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async write(batch: Batch): Promise<void> {
    const started = performance.now();
    try {
      if (!this.current) {
        const file = segmentFile(batch.first);
        const handle = await open(join(this.dir, file), 'a');
        this.current = { start: batch.first, end: batch.first - 1, file, handle };
        this.segments.push(this.current);
        await syncDirectory(this.dir);
      }
      await this.current.handle.write(batch.lines.join(''));
      await this.current.handle.datasync();
      this.current.end = batch.last;
      this.counts.syncs++;
      this.counts.syncMs += performance.now() - started;
    } catch (error) {
      // The file may end in part of a line: the next batch starts a segment of its own.
      await this.closeSegment().catch(() => undefined);
      throw error;
    }
  }

  private async closeSegment(): Promise<void> {
    const current = this.current;
    this.current = undefined;
    await current?.handle.close();
  }
}

async function listSegments(dir: string): Promise<Array<{ start: number; file: string }>> {
  const names = await readdir(dir).catch(() => [] as string[]);
  return names
    .map((file) => ({ file, match: SEGMENT.exec(file) }))
    .filter((entry): entry is { file: string; match: RegExpExecArray } => entry.match !== null)
    .map(({ file, match }) => ({ file, start: Number(match[1]) }))
    .sort((a, b) => a.start - b.start);
}

/**
 * The entries of one segment, their documents with their BSON types (an int32 stays an int32, a double a
 * double); a line that does not read back whole (cut short by a crash) is left out.
 */
async function readSegment(path: string): Promise<JournalLine[]> {
  const text = await readFile(path, 'utf8').catch(() => '');
  const lines: JournalLine[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    try {
      const entry = EJSON.parse(line, { relaxed: false }) as JournalLine;
      lines.push({ ...entry, seq: Number(entry.seq) });
    } catch {
      // a torn last line: its write was never acknowledged
    }
  }
  return lines;
}

/** What a replay changed, by collection: the `_id`s of the documents it wrote. */
export type Replayed = Map<string, unknown[]>;

const keyOf = (collection: string, id: unknown) => `${collection}\u0000${EJSON.stringify(id, { relaxed: false })}`;

/**
 * Does again, on the engine at `uri`, what `entries` did and the data there does not hold yet (it holds a copy
 * taken at a position before them): each document ends as its newest version among the entries (by revision; a
 * deletion wins over the version it deleted) unless the engine's is as new, and each field moved is moved by the
 * sum of its entries' amounts.
 */
export async function replay(uri: string, entries: JournalLine[]): Promise<Replayed> {
  const newest = new Map<
    string,
    { collection: string; id: unknown; revision: number; document?: JournaledDocument; deleted?: true }
  >();
  const moves = new Map<string, { collection: string; id: unknown; field: string; by: number }>();
  const rank = (revision: number, deleted: boolean) => revision * 2 + (deleted ? 1 : 0);
  for (const entry of entries) {
    for (const { collection, document } of entry.put ?? []) {
      const key = keyOf(collection, document._id);
      const revision = Number(document.revision ?? 0);
      const before = newest.get(key);
      if (!before || rank(revision, false) > rank(before.revision, Boolean(before.deleted)))
        newest.set(key, { collection, id: document._id, revision, document });
    }
    for (const { collection, id, revision: deletedAt } of entry.delete ?? []) {
      const key = keyOf(collection, id);
      const revision = Number(deletedAt);
      const before = newest.get(key);
      if (!before || rank(revision, true) > rank(before.revision, Boolean(before.deleted)))
        newest.set(key, { collection, id, revision, deleted: true });
    }
    for (const { collection, id, field, by } of entry.inc ?? []) {
      const key = `${keyOf(collection, id)}\u0000${field}`;
      const before = moves.get(key);
      moves.set(key, { collection, id, field, by: (before?.by ?? 0) + Number(by) });
    }
  }
  const replayed: Replayed = new Map();
  if (newest.size === 0 && moves.size === 0) return replayed;
  // A few round trips whatever the number of entries: the revisions there, then one bulk write a collection.
  const byCollection = <T extends { collection: string }>(items: Iterable<T>) => {
    const grouped = new Map<string, T[]>();
    for (const item of items) {
      if (!grouped.has(item.collection)) grouped.set(item.collection, []);
      grouped.get(item.collection)!.push(item);
    }
    return grouped;
  };
  const client: MongoClient = new mongo.MongoClient(uri, { directConnection: true, serverSelectionTimeoutMS: 5_000 });
  try {
    await client.connect();
    const db = client.db();
    for (const [name, versions] of byCollection(newest.values())) {
      const collection = db.collection(name);
      const there = new Map<string, number>();
      for (const document of await collection
        .find({ _id: { $in: versions.map((version) => version.id) } } as never, { projection: { revision: 1 } })
        .toArray())
        there.set(keyOf(name, document._id), (document.revision as number | undefined) ?? 0);
      const writes: object[] = [];
      for (const version of versions) {
        const revisionThere = there.get(keyOf(name, version.id));
        if (version.deleted) {
          if (revisionThere !== undefined && revisionThere <= version.revision)
            writes.push({ deleteOne: { filter: { _id: version.id } } });
        } else if (revisionThere === undefined || revisionThere < version.revision)
          writes.push({
            replaceOne: { filter: { _id: version.id }, replacement: version.document as never, upsert: true },
          });
        else continue;
        if (!replayed.has(name)) replayed.set(name, []);
        replayed.get(name)!.push(version.id);
      }
      if (writes.length > 0) await collection.bulkWrite(writes as never, { ordered: false });
    }
    for (const [name, moved] of byCollection(moves.values())) {
      const writes = moved
        .filter((move) => move.by !== 0)
        .map((move) => ({ updateOne: { filter: { _id: move.id }, update: { $inc: { [move.field]: move.by } } } }));
      if (writes.length === 0) continue;
      await db.collection(name).bulkWrite(writes as never, { ordered: false });
      replayed.set(name, [...(replayed.get(name) ?? []), ...moved.map((move) => move.id)]);
    }
  } finally {
    await client.close().catch(() => undefined);
  }
  return replayed;
}

/** A unit of writes that a crash must not cut in half for the copies on disk (see EmbeddedStore.durably). */
export interface DurableUnit {
  /**
   * Journals what the unit has just written, at once (right after the write was acknowledged, before anything
   * else the unit does); the unit's answer waits until it is on disk.
   */
  record(entry: JournalEntry): void;
  /**
   * The embedded engine was restarted since the unit began: what the unit wrote before the restart went with
   * the engine that died (and came back only as far as a copy or the journal held it).
   */
  readonly engineRestarted: boolean;
}

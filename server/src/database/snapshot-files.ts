import { mongo } from 'mongoose';
import { closeSync, createReadStream, fsyncSync, openSync } from 'node:fs';
import { FileHandle, link, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const { EJSON } = mongo.BSON;

/** An index as listIndexes answers it (the `_id_` index is implied and never stored). */
export interface StoredIndex {
  name: string;
  key: Record<string, unknown>;
  [option: string]: unknown;
}

export interface StoredCollection {
  name: string;
  indexes: StoredIndex[];
  documents: Record<string, unknown>[];
}

export interface SnapshotManifest {
  format: 1;
  generation: number;
  /** When the reads of this copy began: every write acknowledged before then is in it. */
  startedAt: string;
  writtenAt: string;
  /** The journal position this copy holds (see WriteJournal): loading it replays the entries after it. */
  journal?: number;
  collections: Array<{ name: string; file: string; count: number; indexes: StoredIndex[] }>;
}

export interface LoadedSnapshot {
  manifest: SnapshotManifest;
  collections: StoredCollection[];
  /** Generations that were newer but could not be loaded, with the reason. */
  skipped: Array<{ generation: string; reason: string }>;
}

/**
 * A collection to write: all its documents; `unchanged`, to keep the previous copy's file as it is; or a
 * `patch` of the previous copy's file: by document key (documentKey), the document's new version, or null
 * for a document that no longer exists. Documents in the patch but not in the previous file are added.
 */
export type CollectionToWrite =
  | { name: string; indexes: StoredIndex[]; documents: Record<string, unknown>[] }
  | { name: string; unchanged: true }
  | { name: string; indexes: StoredIndex[]; patch: Map<string, Record<string, unknown> | null> };

/** How a document's `_id` is written in a copy, and the key a patch uses for it. */
export const documentKey = (id: unknown) => EJSON.stringify(id, { relaxed: false });

/** One line of a copy: the document with its `_id` first (so keyOfLine can read it off without parsing). */
const lineOf = (document: Record<string, unknown>) =>
  EJSON.stringify({ _id: document._id, ...document }, { relaxed: false });

const OID_LINE = '{"_id":{"$oid":"';
/** The key of one line of a copy: read off the line for ObjectIds (what MongoDB writes first), else parsed. */
function keyOfLine(line: string): string {
  // {"_id":{"$oid":"<24 hex>"}, ...: the key is {"$oid":"<24 hex>"}, characters 7 to 41.
  if (line.startsWith(OID_LINE) && line[40] === '"' && line[41] === '}') return line.slice(7, 42);
  return documentKey((EJSON.parse(line, { relaxed: false }) as { _id: unknown })._id);
}

const GENERATION = /^gen-(\d{12})$/;
const MANIFEST = 'manifest.json';
/** Copies kept on disk: the newest and the ones before it, to fall back to when the newest does not load. */
const KEPT_GENERATIONS = 3;

const generationDir = (generation: number) => `gen-${String(generation).padStart(12, '0')}`;
const fileOf = (collection: string) => `${encodeURIComponent(collection)}.ejson`;

function fsyncPath(path: string) {
  const fd = openSync(path, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * The embedded engine's data on disk, as whole copies ("generations") under `dir`:
 *
 *   dir/gen-000000000042/manifest.json        generation, times, collections with their counts and indexes
 *   dir/gen-000000000042/orders.ejson         one document a line, canonical Extended JSON (ObjectIds, Dates,
 *                                             Decimal128 and Longs come back as they were)
 *
 * A copy is written into a `tmp-` folder, each file fsynced, then renamed to its `gen-` name and the parent
 * fsynced: a copy either exists whole or not at all. A collection that did not change since the previous
 * copy is hard-linked from it instead of being written again. The newest KEPT_GENERATIONS copies are kept;
 * loading takes the newest one that reads back completely (manifest, every file, every count) and falls back
 * to older ones otherwise.
 */
export class SnapshotFiles {
  constructor(readonly dir: string) {}

  private async generations(): Promise<Array<{ name: string; generation: number }>> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    return names
      .map((name) => ({ name, match: GENERATION.exec(name) }))
      .filter((entry): entry is { name: string; match: RegExpExecArray } => entry.match !== null)
      .map(({ name, match }) => ({ name, generation: Number(match[1]) }))
      .sort((a, b) => b.generation - a.generation);
  }

  /** The newest copy that loads completely, or undefined when there is none. */
  async loadLatest(): Promise<LoadedSnapshot | undefined> {
    const skipped: LoadedSnapshot['skipped'] = [];
    for (const { name } of await this.generations()) {
      try {
        return { ...(await this.load(join(this.dir, name))), skipped };
      } catch (error) {
        skipped.push({ generation: name, reason: error instanceof Error ? error.message : String(error) });
      }
    }
    return skipped.length > 0
      ? Promise.reject(new Error(`No copy of the data under ${this.dir} could be loaded: ${JSON.stringify(skipped)}`))
      : undefined;
  }

  private async load(dir: string): Promise<Omit<LoadedSnapshot, 'skipped'>> {
    const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')) as SnapshotManifest;
    if (manifest.format !== 1 || !Array.isArray(manifest.collections)) throw new Error('unknown manifest format');
    const collections: StoredCollection[] = [];
    for (const entry of manifest.collections) {
      const text = await readFile(join(dir, entry.file), 'utf8');
      const documents =
        text === ''
          ? []
          : text
              .split('\n')
              .filter((line) => line !== '')
              .map((line) => EJSON.parse(line, { relaxed: false }) as Record<string, unknown>);
      if (documents.length !== entry.count)
        throw new Error(`${entry.file} holds ${documents.length} documents, the manifest says ${entry.count}`);
      collections.push({ name: entry.name, indexes: entry.indexes, documents });
    }
    return { manifest, collections };
  }

  /** Writes a new copy, which holds the journal up to `journal`; answers its manifest. */
  async write(collections: CollectionToWrite[], startedAt: Date, journal = 0): Promise<SnapshotManifest> {
    await mkdir(this.dir, { recursive: true });
    const existing = await this.generations();
    const previous = existing[0];
    const previousManifest = previous ? await this.readManifest(previous.name) : undefined;
    const generation = (previous?.generation ?? 0) + 1;
    const tmp = join(this.dir, `tmp-${generationDir(generation)}-${process.pid}`);
    await rm(tmp, { recursive: true, force: true });
    await mkdir(tmp);
    try {
      const entries: SnapshotManifest['collections'] = [];
      for (const collection of collections) {
        const file = fileOf(collection.name);
        if ('unchanged' in collection) {
          const before = previousManifest?.collections.find((entry) => entry.name === collection.name);
          if (!before || !previous) throw new Error(`no previous copy of ${collection.name} to keep`);
          await link(join(this.dir, previous.name, before.file), join(tmp, file));
          entries.push({ ...before, file });
          continue;
        }
        if ('patch' in collection) {
          const before = previousManifest?.collections.find((entry) => entry.name === collection.name);
          if (!before || !previous) throw new Error(`no previous copy of ${collection.name} to patch`);
          const count = await writePatched(
            join(this.dir, previous.name, before.file),
            join(tmp, file),
            collection.patch,
          );
          entries.push({ name: collection.name, file, count, indexes: collection.indexes });
          continue;
        }
        const handle = await open(join(tmp, file), 'w');
        try {
          // Written in slices so a large collection never becomes one huge string.
          for (let start = 0; start < collection.documents.length; start += 500) {
            const lines = collection.documents.slice(start, start + 500).map((document) => `${lineOf(document)}\n`);
            await handle.write(lines.join(''));
          }
          await handle.sync();
        } finally {
          await handle.close();
        }
        entries.push({ name: collection.name, file, count: collection.documents.length, indexes: collection.indexes });
      }
      const manifest: SnapshotManifest = {
        format: 1,
        generation,
        startedAt: startedAt.toISOString(),
        writtenAt: new Date().toISOString(),
        journal,
        collections: entries,
      };
      const handle = await open(join(tmp, MANIFEST), 'w');
      try {
        await handle.write(JSON.stringify(manifest, null, 1));
        await handle.sync();
      } finally {
        await handle.close();
      }
      fsyncPath(tmp);
      await rename(tmp, join(this.dir, generationDir(generation)));
      fsyncPath(this.dir);
      await this.prune();
      return manifest;
    } catch (error) {
      await rm(tmp, { recursive: true, force: true });
      throw error;
    }
  }

  private async readManifest(name: string): Promise<SnapshotManifest | undefined> {
    try {
      return JSON.parse(await readFile(join(this.dir, name, MANIFEST), 'utf8')) as SnapshotManifest;
    } catch {
      return undefined;
    }
  }

  /** The lowest journal position of the copies kept (a start may fall back to any of them); 0 when there is none. */
  async oldestJournalPosition(): Promise<number> {
    let oldest: number | undefined;
    for (const { name } of await this.generations()) {
      const position = (await this.readManifest(name))?.journal ?? 0;
      oldest = Math.min(oldest ?? position, position);
    }
    return oldest ?? 0;
  }

  /** Removes all but the newest KEPT_GENERATIONS copies, and temporary folders left by a crash. */
  private async prune() {
    const generations = await this.generations();
    for (const { name } of generations.slice(KEPT_GENERATIONS))
      await rm(join(this.dir, name), { recursive: true, force: true });
    const names = await readdir(this.dir).catch(() => [] as string[]);
    for (const name of names)
      if (name.startsWith('tmp-') && !name.endsWith(`-${process.pid}`))
        await rm(join(this.dir, name), { recursive: true, force: true });
  }
}

/** Copies `from` to `to` line by line with the patch applied (unchanged lines as they are); answers the count. */
async function writePatched(
  from: string,
  to: string,
  patch: Map<string, Record<string, unknown> | null>,
): Promise<number> {
  const pending = new Map(patch);
  const handle: FileHandle = await open(to, 'w');
  let count = 0;
  let buffered = '';
  const emit = async (line: string) => {
    count++;
    buffered += `${line}\n`;
    if (buffered.length > 256 * 1024) {
      await handle.write(buffered);
      buffered = '';
    }
  };
  try {
    for await (const line of createInterface({ input: createReadStream(from, 'utf8'), crlfDelay: Infinity })) {
      if (line === '') continue;
      const key = keyOfLine(line);
      if (!pending.has(key)) {
        await emit(line);
        continue;
      }
      const document = pending.get(key);
      pending.delete(key);
      if (document) await emit(lineOf(document));
    }
    for (const document of pending.values()) if (document) await emit(lineOf(document));
    await handle.write(buffered);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return count;
}

import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import {
  CollectionDigest,
  Db,
  documentLine,
  documentsOf,
  IndexSpec,
  indexesOf,
  parseLine,
  StoreDocument,
} from './store-database';

export const ARCHIVE_FORMAT = 'shop-store-archive';

/** The archive's first line: what it holds. */
export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  version: 1;
  createdAt: string;
  /** What it was made from (for the reader only). */
  source: string;
  collections: Array<{ name: string; indexes: IndexSpec[] }>;
}

/** The archive's last line: the count and checksum of every collection (an archive without it was cut short). */
export interface ArchiveEnd {
  end: true;
  collections: Array<{ name: string; count: number; checksum: string }>;
}

/**
 * Writes every collection of `db` to `file`: gzip'd lines of JSON, a header (collections and their indexes), one line
 * per document (`{"c": collection, "d": document}`, canonical Extended JSON, in `_id` order), and an end line with
 * each collection's count and checksum. Written to `file.partial` and renamed once complete.
 */
export async function writeArchive(
  db: Db,
  collections: string[],
  file: string,
  source: string,
  progress: (line: string) => void,
): Promise<ArchiveEnd> {
  await mkdir(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const gzip = createGzip();
  const out = createWriteStream(partial);
  gzip.pipe(out);
  const write = async (line: string) => {
    if (!gzip.write(`${line}\n`)) await once(gzip, 'drain');
  };
  try {
    const header: ArchiveHeader = {
      format: ARCHIVE_FORMAT,
      version: 1,
      createdAt: new Date().toISOString(),
      source,
      collections: [],
    };
    for (const name of collections) header.collections.push({ name, indexes: (await indexesOf(db, name)) ?? [] });
    await write(JSON.stringify(header));
    const end: ArchiveEnd = { end: true, collections: [] };
    for (const name of collections) {
      const digest = new CollectionDigest();
      for await (const batch of documentsOf(db, name)) {
        for (const document of batch) await write(`{"c":${JSON.stringify(name)},"d":${documentLine(document)}}`);
        digest.add(batch);
      }
      progress(`${name}: ${digest.count} documents`);
      end.collections.push({ name, count: digest.count, checksum: digest.digest() });
    }
    await write(JSON.stringify(end));
    gzip.end();
    await finished(out);
    await rename(partial, file);
    return end;
  } catch (error) {
    gzip.destroy();
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/** Reads an archive: its header, then its documents a batch at a time, then its end line (checked). */
export async function readArchive(
  file: string,
  onHeader: (header: ArchiveHeader) => Promise<void>,
  onBatch: (collection: string, documents: StoreDocument[]) => Promise<void>,
  batchSize: number,
): Promise<ArchiveEnd> {
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  let header: ArchiveHeader | undefined;
  let end: ArchiveEnd | undefined;
  let batch: { collection: string; documents: StoreDocument[] } | undefined;
  const flush = async () => {
    if (batch) await onBatch(batch.collection, batch.documents);
    batch = undefined;
  };
  for await (const line of lines) {
    if (line === '') continue;
    if (end) throw new Error(`${file} goes on after its end line`);
    if (!header) {
      header = JSON.parse(line) as ArchiveHeader;
      if (header.format !== ARCHIVE_FORMAT || header.version !== 1)
        throw new Error(`${file} is not an archive of this shop's store (made by npm run store:backup)`);
      await onHeader(header);
      continue;
    }
    if (line.startsWith('{"end":')) {
      await flush();
      end = JSON.parse(line) as ArchiveEnd;
      continue;
    }
    const { c: collection, d: document } = parseLine(line) as { c: string; d: StoreDocument };
    if (batch && batch.collection !== collection) await flush();
    batch ??= { collection, documents: [] };
    batch.documents.push(document);
    if (batch.documents.length >= batchSize) await flush();
  }
  if (!header) throw new Error(`${file} is empty`);
  if (!end) throw new Error(`${file} was cut short (it has no end line): it cannot be restored whole`);
  return end;
}

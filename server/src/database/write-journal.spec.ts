import { mongo, Types } from 'mongoose';
import { appendFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EmbeddedMongo } from './embedded-mongo';
import { WriteGate } from './write-gate';
import { JournalLine, replay, WriteJournal } from './write-journal';

const order = (id: Types.ObjectId, revision: number, status: string) => ({
  _id: id,
  status,
  revision,
  placedAt: new Date(Date.UTC(2026, 10, 23, 12, 0, revision)),
  amount: mongo.Decimal128.fromString('1999.50'),
});

describe('WriteJournal (acknowledged writes of the embedded store, on disk)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'journal-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const segments = async () => (await readdir(dir)).filter((name) => name.startsWith('journal-')).sort();

  test('entries read back with their types, numbered in order; entries waiting for a sync share the next one', async () => {
    const { journal } = await WriteJournal.open(dir, 0);
    const id = new Types.ObjectId();
    await journal.append({ put: [{ collection: 'orders', document: order(id, 0, 'Pending') }] });
    // 20 at once: the first sync is under way or about to start, the rest wait for one more.
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        journal.append({ inc: [{ collection: 'products', id, field: 'stockQuantity', by: -n }] }),
      ),
    );
    expect(journal.stats).toMatchObject({ position: 21, entries: 21 });
    expect(journal.stats.syncs).toBeLessThanOrEqual(3);
    await journal.close();

    const { entries, journal: again } = await WriteJournal.open(dir, 0);
    expect(entries.map((entry) => entry.seq)).toEqual(Array.from({ length: 21 }, (_, n) => n + 1));
    const put = entries[0].put![0].document as ReturnType<typeof order>;
    expect(put._id).toBeInstanceOf(Types.ObjectId);
    expect(String(put._id)).toBe(String(id));
    expect(put.placedAt).toBeInstanceOf(Date);
    expect(String(put.amount)).toBe('1999.50');
    // The next entry follows the ones on disk, in a segment of its own (a later process never appends to an old one).
    await again.append({ inc: [{ collection: 'products', id, field: 'stockQuantity', by: 1 }] });
    expect(again.position).toBe(22);
    expect(await segments()).toEqual(['journal-000000000001.ejson', 'journal-000000000022.ejson']);
    await again.close();
  });

  test('a line cut short by a crash is left out; the entries before it are read', async () => {
    const { journal } = await WriteJournal.open(dir, 0);
    const id = new Types.ObjectId();
    await journal.append({ put: [{ collection: 'orders', document: order(id, 0, 'Pending') }] });
    await journal.close();
    const [file] = await segments();
    await appendFile(join(dir, file), '{"seq":{"$numberInt":"2"},"put":[{"collection":"ord');
    const { entries } = await WriteJournal.open(dir, 0);
    expect(entries.map((entry) => entry.seq)).toEqual([1]);
  });

  test('a cut starts a new segment; compacting up to a position removes the segments a copy holds', async () => {
    const { journal } = await WriteJournal.open(dir, 0);
    const id = new Types.ObjectId();
    const inc = (by: number) => journal.append({ inc: [{ collection: 'products', id, field: 'stockQuantity', by }] });
    await Promise.all([inc(1), inc(2)]);
    expect(journal.cut()).toBe(2);
    await Promise.all([inc(3), inc(4)]);
    expect(journal.cut()).toBe(4);
    await inc(5);
    expect(await segments()).toEqual([
      'journal-000000000001.ejson',
      'journal-000000000003.ejson',
      'journal-000000000005.ejson',
    ]);
    await journal.compact(3); // the second segment holds 4, which that copy does not have
    expect(await segments()).toEqual(['journal-000000000003.ejson', 'journal-000000000005.ejson']);
    expect((await journal.entriesAfter(2)).map((entry) => entry.seq)).toEqual([3, 4, 5]);
    await journal.compact(4);
    expect(await segments()).toEqual(['journal-000000000005.ejson']);
    await journal.close();
    const { entries } = await WriteJournal.open(dir, 4);
    expect(entries.map((entry) => entry.seq)).toEqual([5]);
  });
});

describe('replay (the journal after a copy, onto the engine that loaded it)', () => {
  let engine: EmbeddedMongo;
  let client: InstanceType<typeof mongo.MongoClient>;
  beforeAll(async () => {
    engine = await EmbeddedMongo.start({ database: 'replay' });
    client = await new mongo.MongoClient(engine.uri, { directConnection: true }).connect();
  });
  afterAll(async () => {
    await client.close();
    await engine.stop();
  });

  test('each document ends as its newest version (entries in any order), deletions hold, amounts add up once', async () => {
    const db = client.db();
    const [kept, placed, deleted, newerThere] = Array.from({ length: 4 }, () => new Types.ObjectId());
    const product = new Types.ObjectId();
    // What the copy held: a product, an order before its cancellation, an order deleted later, one already newer.
    await db.collection('products').insertOne({ _id: product, stockQuantity: 10 });
    await db
      .collection('orders')
      .insertMany([order(kept, 1, 'Confirmed'), order(deleted, 1, 'Cancelled'), order(newerThere, 5, 'Delivered')]);
    const entries: JournalLine[] = [
      { seq: 1, put: [{ collection: 'orders', document: order(placed, 0, 'Pending') }] },
      // Two writes of one order journaled out of order (their answers crossed): revision 3 wins.
      { seq: 2, put: [{ collection: 'orders', document: order(kept, 3, 'Cancelled') }] },
      { seq: 3, put: [{ collection: 'orders', document: order(kept, 2, 'Shipped') }] },
      { seq: 4, delete: [{ collection: 'orders', id: deleted, revision: 1 }] },
      { seq: 5, put: [{ collection: 'orders', document: order(newerThere, 4, 'Shipped') }] },
      { seq: 6, inc: [{ collection: 'products', id: product, field: 'stockQuantity', by: -3 }] },
      { seq: 7, inc: [{ collection: 'products', id: product, field: 'stockQuantity', by: 1 }] },
    ];
    const replayed = await replay(engine.uri, entries);
    const orders = await db.collection('orders').find().sort({ revision: 1 }).toArray();
    expect(orders.map((o) => [String(o._id), o.status, o.revision])).toEqual([
      [String(placed), 'Pending', 0],
      [String(kept), 'Cancelled', 3],
      [String(newerThere), 'Delivered', 5],
    ]);
    expect((await db.collection('products').findOne({ _id: product }))?.stockQuantity).toBe(8);
    expect(replayed.get('orders')?.map(String).sort()).toEqual([placed, kept, deleted].map(String).sort());
    expect(replayed.get('products')?.map(String)).toEqual([String(product)]);
  });
});

describe('WriteGate (a copy reads with no journaled unit under way)', () => {
  test('closing waits for the units inside; units that come meanwhile wait until it opens', async () => {
    const gate = new WriteGate();
    const events: string[] = [];
    const leave = await gate.enter();
    const closing = gate.close().then((open) => {
      events.push('closed');
      return open;
    });
    const later = gate.enter().then((leaveLater) => {
      events.push('later entered');
      leaveLater();
    });
    await new Promise((done) => setImmediate(done));
    expect(events).toEqual([]);
    leave();
    const open = await closing;
    await new Promise((done) => setImmediate(done));
    expect(events).toEqual(['closed']);
    open();
    await later;
    expect(events).toEqual(['closed', 'later entered']);
  });

  test('an aborted close opens the gate again and rejects', async () => {
    const gate = new WriteGate();
    const leave = await gate.enter();
    const died = new AbortController();
    const closing = gate.close(died.signal);
    const waiting = gate.enter();
    died.abort();
    await expect(closing).rejects.toThrow('the engine ended');
    (await waiting)();
    leave();
  });
});

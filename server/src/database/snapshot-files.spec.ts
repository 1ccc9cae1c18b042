import { mongo, Types } from 'mongoose';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { documentKey, SnapshotFiles } from './snapshot-files';

describe('SnapshotFiles (the embedded engine data on disk)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'snapshots-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const order = (number: number) => ({
    _id: new Types.ObjectId(),
    number,
    placedAt: new Date(Date.UTC(2026, 10, 23, 12, 0, number)),
    amount: mongo.Decimal128.fromString('1999.50'),
    views: mongo.Long.fromString('9007199254740993'),
    note: 'Ünïcode ✓ "quotes"\nnew line',
  });
  const indexes = [{ name: 'number_1', key: { number: 1 }, unique: true }];

  test('a copy loads back with its types (ObjectId, Date, Decimal128, Long) and indexes', async () => {
    const files = new SnapshotFiles(dir);
    const documents = [order(1), order(2)];
    await files.write([{ name: 'orders', indexes, documents }], new Date());
    const loaded = await files.loadLatest();
    expect(loaded?.manifest.generation).toBe(1);
    // Exactly the same BSON types, numbers included (int32 stays int32, a double a double).
    const canonical = (value: unknown) => mongo.BSON.EJSON.stringify(value, { relaxed: false });
    expect(canonical(loaded?.collections)).toBe(canonical([{ name: 'orders', indexes, documents }]));
    const [first] = loaded!.collections[0].documents;
    expect(first._id).toBeInstanceOf(Types.ObjectId);
    expect(first.placedAt).toBeInstanceOf(Date);
    expect(String(first.amount)).toBe('1999.50');
    expect(String(first.views)).toBe('9007199254740993');
  });

  test('an unchanged collection is taken over from the previous copy', async () => {
    const files = new SnapshotFiles(dir);
    await files.write(
      [
        { name: 'users', indexes: [], documents: [{ _id: 1 }] },
        { name: 'orders', indexes, documents: [order(1)] },
      ],
      new Date(),
    );
    await files.write(
      [
        { name: 'users', unchanged: true },
        { name: 'orders', indexes, documents: [order(1), order(2)] },
      ],
      new Date(),
    );
    const loaded = await files.loadLatest();
    expect(loaded?.manifest.generation).toBe(2);
    expect(loaded?.collections.map((collection) => [collection.name, collection.documents.length])).toEqual([
      ['users', 1],
      ['orders', 2],
    ]);
  });

  test('a patch rewrites only the documents it names: replaced, removed, added; the others kept as they were', async () => {
    const files = new SnapshotFiles(dir);
    const [one, two, three] = [order(1), order(2), order(3)];
    await files.write([{ name: 'orders', indexes, documents: [one, two, three] }], new Date());
    const four = order(4);
    const patch = new Map<string, Record<string, unknown> | null>([
      [documentKey(two._id), { ...two, note: 'changed' }],
      [documentKey(three._id), null],
      [documentKey(four._id), four],
      [documentKey(new Types.ObjectId()), null], // named but found nowhere: nothing
    ]);
    await files.write([{ name: 'orders', indexes, patch }], new Date());
    const loaded = await files.loadLatest();
    expect(loaded?.manifest.collections[0].count).toBe(3);
    const documents = loaded!.collections[0].documents;
    expect(documents.map((document) => [String(document._id), Number(document.number), document.note])).toEqual([
      [String(one._id), 1, one.note],
      [String(two._id), 2, 'changed'],
      [String(four._id), 4, four.note],
    ]);
    // Other _id types are keyed too.
    await files.write(
      [
        {
          name: 'settings',
          indexes: [],
          documents: [
            { _id: 'shop', open: true },
            { _id: 7, open: false },
          ],
        },
      ],
      new Date(),
    );
    await files.write(
      [
        {
          name: 'settings',
          indexes: [],
          patch: new Map([
            [documentKey('shop'), { _id: 'shop', open: false }],
            [documentKey(7), null],
          ]),
        },
      ],
      new Date(),
    );
    expect((await files.loadLatest())?.collections[0].documents).toEqual([{ _id: 'shop', open: false }]);
  });

  test('a newest copy that does not load (cut short, corrupt, or without manifest) falls back to the one before', async () => {
    const files = new SnapshotFiles(dir);
    await files.write([{ name: 'orders', indexes, documents: [order(1)] }], new Date());
    await files.write([{ name: 'orders', indexes, documents: [order(1), order(2)] }], new Date());
    // Copy 2 cut short: one line of two.
    const newest = join(dir, 'gen-000000000002', 'orders.ejson');
    await writeFile(newest, `${mongo.BSON.EJSON.stringify(order(1), { relaxed: false })}\n`);
    const loaded = await files.loadLatest();
    expect(loaded?.manifest.generation).toBe(1);
    expect(loaded?.skipped).toEqual([
      { generation: 'gen-000000000002', reason: expect.stringContaining('manifest says 2') },
    ]);

    // Garbage in the file, and a copy without manifest: still copy 1.
    await writeFile(newest, '{"_id": {"$oid": "not-an-id"');
    await mkdir(join(dir, 'gen-000000000003'));
    expect((await files.loadLatest())?.manifest.generation).toBe(1);
  });

  test('a copy that died while being written is ignored and cleaned away; three copies are kept', async () => {
    const files = new SnapshotFiles(dir);
    await mkdir(join(dir, 'tmp-gen-000000000009-1'), { recursive: true });
    await writeFile(join(dir, 'tmp-gen-000000000009-1', 'orders.ejson'), 'half');
    expect(await files.loadLatest()).toBeUndefined();
    for (let number = 1; number <= 5; number++)
      await files.write([{ name: 'orders', indexes, documents: [order(number)] }], new Date());
    expect((await readdir(dir)).sort()).toEqual(['gen-000000000003', 'gen-000000000004', 'gen-000000000005']);
    expect(Number((await files.loadLatest())?.collections[0].documents[0].number)).toBe(5);
  });

  test('no copy at all loads as nothing; only unloadable copies is an error that says why', async () => {
    expect(await new SnapshotFiles(join(dir, 'missing')).loadLatest()).toBeUndefined();
    await mkdir(join(dir, 'gen-000000000001'));
    await expect(new SnapshotFiles(dir).loadLatest()).rejects.toThrow(/No copy of the data under .* could be loaded/);
  });
});

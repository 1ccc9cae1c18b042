import { Types } from 'mongoose';
import type { WriteSeen } from '../common/database/write-hooks';
import { stockMovedBy } from './product-search';

const id = new Types.ObjectId();
const other = new Types.ObjectId();
const query = (update: unknown, filter: Record<string, unknown> = { _id: id }, op = 'updateOne', options = {}) =>
  ({ kind: 'query', op, filter, update, options }) as WriteSeen;

describe('stockMovedBy: which writes only move stock (the search index then reads just those products)', () => {
  test("an order's stock hold, its ending and an admin's stock count name their product", () => {
    const hold = { $inc: { stockQuantity: -2, holdCount: 1 }, $set: { 'holds.m1': { kind: 'take', quantity: 2 } } };
    expect(stockMovedBy(query(hold, { _id: id, stockQuantity: { $gte: 2 }, 'holds.m1': { $exists: false } }))).toEqual([
      String(id),
    ]);
    const ending = { $unset: { 'holds.m1': '' }, $inc: { stockQuantity: 2, holdCount: -1 } };
    expect(
      stockMovedBy({
        kind: 'bulkWrite',
        phase: 'before',
        ops: [
          { updateOne: { filter: { _id: id, 'holds.m1': { $exists: true } }, update: ending } },
          { updateOne: { filter: { _id: other }, update: ending } },
        ],
      }),
    ).toEqual([String(id), String(other)]);
    expect(stockMovedBy(query({ $set: { stockQuantity: 4, updatedAt: new Date() } }))).toEqual([String(id)]);
    expect(stockMovedBy(query({ $set: { stockQuantity: 4 } }, { _id: { $in: [id, other] } }, 'updateMany'))).toEqual([
      String(id),
      String(other),
    ]);
  });

  test("a variant's stock moving with its product's names the product; its other fields are a change", () => {
    const variant = new Types.ObjectId().toHexString();
    const take = {
      $inc: { stockQuantity: -1, [`variants.${variant}.stockQuantity`]: -1, holdCount: 1 },
      $set: { [`holds.m1-${variant}`]: { kind: 'take', quantity: 1, variant } },
    };
    expect(stockMovedBy(query(take))).toEqual([String(id)]);
    expect(stockMovedBy(query({ $set: { [`variants.${variant}.sku`]: 'NEW-SKU' } }))).toBeUndefined();
    expect(stockMovedBy(query({ $set: { variants: {} } }))).toBeUndefined();
  });

  test('anything else is a change of the whole index', () => {
    const cases: WriteSeen[] = [
      query({ $set: { name: 'Renamed', stockQuantity: 1 } }),
      query({ $set: { stockQuantity: 1 } }, { category: 'Cables' }),
      query({ $set: { stockQuantity: 1 } }, { _id: { $ne: id } }),
      query({ $set: { stockQuantity: 1 } }, { _id: id }, 'updateOne', { upsert: true }),
      query({ stockQuantity: 1 }, { _id: id }, 'replaceOne'),
      query({ stockQuantity: 1 }),
      query({ $push: { tags: 'x' } }),
      query({ $set: { stockQuantity: 1 } }, { _id: id }, 'deleteOne'),
      query([{ $set: { stockQuantity: 1 } }]),
      { kind: 'other' },
      { kind: 'bulkWrite', phase: 'after' },
      {
        kind: 'bulkWrite',
        phase: 'before',
        ops: [
          { updateOne: { filter: { _id: id }, update: { $inc: { stockQuantity: 1 } } } },
          { deleteOne: { filter: { _id: other } } },
        ],
      },
      {
        kind: 'bulkWrite',
        phase: 'before',
        ops: [{ updateOne: { filter: { _id: id }, update: { $set: { price: 1 } } } }],
      },
    ];
    for (const write of cases) expect({ write, ids: stockMovedBy(write) }).toEqual({ write, ids: undefined });
  });
});

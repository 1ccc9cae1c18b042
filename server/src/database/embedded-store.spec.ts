import { Types } from 'mongoose';
import { changeOf } from './embedded-store';

describe('EmbeddedStore: what a write command changed (for the next copy on disk)', () => {
  const a = new Types.ObjectId();
  const b = new Types.ObjectId();

  test('documents named by _id: inserts, updates and deletes by id, $eq and $in, findAndModify', () => {
    expect(changeOf('insert', { insert: 'orders', documents: [{ _id: a }, { _id: b }] })).toEqual({
      collection: 'orders',
      ids: [a, b],
    });
    expect(
      changeOf('update', {
        update: 'products',
        updates: [{ q: { _id: a, 'holds.x': { $exists: true } } }, { q: { _id: { $eq: b } } }],
      }),
    ).toEqual({ collection: 'products', ids: [a, b] });
    expect(changeOf('delete', { delete: 'carts', deletes: [{ q: { _id: { $in: [a, b] } }, limit: 0 }] })).toEqual({
      collection: 'carts',
      ids: [a, b],
    });
    expect(changeOf('findAndModify', { findAndModify: 'users', query: { _id: 'x' } })).toEqual({
      collection: 'users',
      ids: ['x'],
    });
  });

  test('index changes: the indexes only', () => {
    expect(changeOf('createIndexes', { createIndexes: 'orders', indexes: [] })).toEqual({
      collection: 'orders',
      ids: [],
      indexes: true,
    });
    expect(changeOf('dropIndexes', { dropIndexes: 'orders', index: 'x_1' })).toEqual({
      collection: 'orders',
      ids: [],
      indexes: true,
    });
  });

  test('anything else is the whole collection', () => {
    expect(
      changeOf('update', { update: 'products', updates: [{ q: { _id: a } }, { q: { slug: 'cable' }, upsert: true }] }),
    ).toEqual({ collection: 'products', ids: undefined });
    expect(changeOf('delete', { delete: 'orders', deletes: [{ q: { _id: { $gt: a } } }] })).toEqual({
      collection: 'orders',
      ids: undefined,
    });
    expect(changeOf('findAndModify', { findAndModify: 'users', query: { email: 'x@y.pk' } })).toEqual({
      collection: 'users',
      ids: undefined,
    });
    expect(changeOf('insert', { insert: 'orders', documents: [{ name: 'no id' }] })).toEqual({
      collection: 'orders',
      ids: undefined,
    });
    expect(changeOf('drop', { drop: 'orders' })).toEqual({ collection: 'orders' });
    expect(changeOf('insert', { insert: 42 })).toBeUndefined();
  });
});

import { Types } from 'mongoose';
import { diffRecords, REDACTED, summarize } from './audit-diff';

describe('audit diffs', () => {
  test('changed fields as dot paths with short values; unchanged and bookkeeping fields left out', () => {
    const id = new Types.ObjectId();
    const before = {
      _id: id,
      price: 1200,
      name: 'Cable',
      shipping: { fee: 200, cities: ['Lahore'] },
      updatedAt: new Date(0),
    };
    const after = {
      _id: id,
      price: 1050,
      name: 'Cable',
      shipping: { fee: 250, cities: ['Lahore', 'Multan'] },
      updatedAt: new Date(),
    };
    expect(diffRecords(before, after)).toEqual([
      { field: 'price', from: 1200, to: 1050 },
      { field: 'shipping.fee', from: 200, to: 250 },
      { field: 'shipping.cities', from: ['Lahore'], to: ['Lahore', 'Multan'] },
    ]);
    expect(summarize('update', 'Cable', diffRecords(before, after))).toBe(
      'Price 1,200 → 1,050; Shipping fee 200 → 250 (+1 more)',
    );
  });

  test('secrets are redacted by field name, at any depth; long values cut short', () => {
    const changes = diffRecords(
      { passwordHash: 'a', tokenVersion: 1, confirmation: { tokenId: 'x' }, whatsapp: { accessToken: 'old' } },
      {
        passwordHash: 'b',
        tokenVersion: 2,
        confirmation: { tokenId: 'y' },
        whatsapp: { accessToken: 'new' },
        note: 'n'.repeat(500),
      },
    );
    for (const field of ['passwordHash', 'tokenVersion', 'confirmation.tokenId', 'whatsapp.accessToken'])
      expect(changes).toContainEqual({ field, from: REDACTED, to: REDACTED });
    const note = changes.find((change) => change.field === 'note')!;
    expect(String(note.to).length).toBeLessThanOrEqual(120);
    expect(JSON.stringify(changes)).not.toMatch(/"(a|b|x|y|old|new)"/);
  });

  test('a creation lists its fields from nothing; a deletion to nothing', () => {
    expect(diffRecords(undefined, { name: 'Earbuds', price: 10 })).toEqual([
      { field: 'name', from: null, to: 'Earbuds' },
      { field: 'price', from: null, to: 10 },
    ]);
    expect(diffRecords({ value: '03001234567' }, undefined)).toEqual([
      { field: 'value', from: '03001234567', to: null },
    ]);
    expect(summarize('create', 'Earbuds', [])).toBe('Created Earbuds');
  });
});

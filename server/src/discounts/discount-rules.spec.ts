import { coversOf, DISCOUNT_MESSAGES, refusalOf } from './discount-rules';

const code = {
  kind: 'percent' as const,
  value: 10,
  scope: { categories: [], products: [], variants: [] },
  paused: false,
  startsAt: null,
  endsAt: null,
  maxUses: null,
  uses: 0,
  minSubtotal: 0,
};
const line = { product: 'p1', category: 'Chargers', price: 1000, quantity: 1 };
const now = new Date('2026-06-15T12:00:00Z');

describe('refusalOf', () => {
  test('a code without limits applies to any basket', () => {
    expect(refusalOf(code, [line], 1000, now)).toBeUndefined();
  });

  test('paused, not yet, expired, used up, not for these items, under the minimum: each its message', () => {
    expect(refusalOf({ ...code, paused: true }, [line], 1000, now)).toBe(DISCOUNT_MESSAGES.paused);
    expect(refusalOf({ ...code, startsAt: new Date('2026-06-16') }, [line], 1000, now)).toBe(DISCOUNT_MESSAGES.notYet);
    expect(refusalOf({ ...code, endsAt: new Date('2026-06-15T11:59:59Z') }, [line], 1000, now)).toBe(
      DISCOUNT_MESSAGES.expired,
    );
    expect(refusalOf({ ...code, maxUses: 3, uses: 3 }, [line], 1000, now)).toBe(DISCOUNT_MESSAGES.usedUp);
    const cables = { ...code, scope: { categories: ['Cables'], products: [], variants: [] } };
    expect(refusalOf(cables, [line], 1000, now)).toBe(DISCOUNT_MESSAGES.notForItems);
    expect(refusalOf({ ...code, minSubtotal: 2500 }, [line], 1000, now)).toBe('Add Rs. 1,500 more to use this code');
  });

  test('the first and last moments of a code count as valid', () => {
    expect(refusalOf({ ...code, startsAt: now, endsAt: now }, [line], 1000, now)).toBeUndefined();
    expect(refusalOf({ ...code, minSubtotal: 1000 }, [line], 1000, now)).toBeUndefined();
  });
});

describe('coversOf', () => {
  test('an empty scope is the whole shop', () => {
    expect(coversOf(code)).toBeUndefined();
  });

  test('a category in any case, a product by id, a variant by id', () => {
    const covers = coversOf({ scope: { categories: [' chargers '], products: ['p2'], variants: ['v9'] } })!;
    expect(covers(line)).toBe(true);
    expect(covers({ ...line, category: 'Cables', product: 'p2' })).toBe(true);
    expect(covers({ ...line, category: 'Cables', variant: 'v9' })).toBe(true);
    expect(covers({ ...line, category: 'Cables', variant: 'v8' })).toBe(false);
  });
});

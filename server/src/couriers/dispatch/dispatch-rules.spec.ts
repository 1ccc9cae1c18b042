import { DispatchRule, DispatchRules, dispatchFor, ruleFits } from './dispatch-rules';

const rule = (overrides: Partial<DispatchRule>): DispatchRule => ({
  courier: 'leopards',
  cities: [],
  minCod: null,
  maxCod: null,
  maxWeightGrams: null,
  ...overrides,
});
const parcel = { city: 'Karachi', codAmount: 2500, weightGrams: 500 };

describe('dispatch rules', () => {
  it('a rule fits by city (as written, short forms too), COD bounds (inclusive) and weight', () => {
    expect(ruleFits(rule({}), parcel)).toBe(true);
    expect(ruleFits(rule({ cities: ['KHI'] }), parcel)).toBe(true);
    expect(ruleFits(rule({ cities: ['Lahore'] }), parcel)).toBe(false);
    expect(ruleFits(rule({ minCod: 2500, maxCod: 2500 }), parcel)).toBe(true);
    expect(ruleFits(rule({ minCod: 2501 }), parcel)).toBe(false);
    expect(ruleFits(rule({ maxCod: 2499 }), parcel)).toBe(false);
    expect(ruleFits(rule({ maxWeightGrams: 500 }), parcel)).toBe(true);
    expect(ruleFits(rule({ maxWeightGrams: 499 }), parcel)).toBe(false);
  });

  it('the first fitting rule of a bookable courier wins, else the default, else the first bookable', () => {
    const rules: DispatchRules = {
      rules: [rule({ courier: 'postex', cities: ['Karachi'] }), rule({ courier: 'trax', maxCod: 3000 })],
      defaultCourier: 'leopards',
      unitWeightGrams: 250,
    };
    expect(dispatchFor(rules, parcel, ['postex', 'trax', 'leopards'])).toEqual({ courier: 'postex', rule: 1 });
    expect(dispatchFor(rules, parcel, ['trax', 'leopards'])).toEqual({ courier: 'trax', rule: 2 });
    expect(dispatchFor(rules, { ...parcel, codAmount: 9000 }, ['trax', 'leopards'])).toEqual({
      courier: 'leopards',
      rule: 0,
    });
    expect(dispatchFor(rules, { ...parcel, codAmount: 9000 }, ['trax'])).toEqual({ courier: 'trax', rule: 0 });
    expect(dispatchFor(rules, parcel, [])).toBeUndefined();
  });
});

import { chargesDelivery, deliveryRuleFor, freeDelivery } from './delivery-rule';
import { TOTAL_TOO_LARGE, totalsOf } from './totals';

describe('totalsOf', () => {
  test('sums price × quantity and units; today delivery is free, so the total is the subtotal', () => {
    expect(
      totalsOf([
        { price: 1200, quantity: 2 },
        { price: 999, quantity: 1 },
      ]),
    ).toEqual({ subtotal: 3399, deliveryCharge: 0, discount: 0, total: 3399, quantity: 3 });
  });

  test('an empty basket costs nothing, whatever the rule', () => {
    expect(totalsOf([], () => 250)).toEqual({ subtotal: 0, deliveryCharge: 0, discount: 0, total: 0, quantity: 0 });
  });

  test('the delivery rule is pluggable and sees the subtotal, the units and the city', () => {
    const lahoreFreeAbove2000 = jest.fn(({ subtotal, city }: { subtotal: number; city?: string }) =>
      city === 'Lahore' && subtotal > 2000 ? 0 : 200,
    );
    expect(totalsOf([{ price: 1500, quantity: 1 }], lahoreFreeAbove2000, { city: 'Lahore' })).toEqual({
      subtotal: 1500,
      deliveryCharge: 200,
      discount: 0,
      total: 1700,
      quantity: 1,
    });
    expect(totalsOf([{ price: 1500, quantity: 2 }], lahoreFreeAbove2000, { city: 'Lahore' }).deliveryCharge).toBe(0);
    expect(lahoreFreeAbove2000).toHaveBeenLastCalledWith({ subtotal: 3000, quantity: 2, city: 'Lahore' });
  });

  test('a rule answering less than nothing charges nothing; sums keep to the paisa', () => {
    expect(totalsOf([{ price: 100, quantity: 1 }], () => -50).deliveryCharge).toBe(0);
    expect(
      totalsOf(
        [
          { price: 0.1, quantity: 1 },
          { price: 0.2, quantity: 1 },
        ],
        freeDelivery,
      ).subtotal,
    ).toBe(0.3);
  });
});

describe('deliveryRuleFor (the merchant settings)', () => {
  const shipping = {
    defaultFee: 250,
    freeAbove: 5000,
    cities: [
      { city: 'Lahore', fee: 150, freeAbove: 3000 },
      { city: 'Gilgit', fee: 600, freeAbove: null },
    ],
  };
  const rule = deliveryRuleFor(shipping);

  test('a city with its own rule pays its fee, free at or above its own amount (any case, spaces)', () => {
    expect(rule({ subtotal: 2999, quantity: 1, city: ' lahore ' })).toBe(150);
    expect(rule({ subtotal: 3000, quantity: 1, city: 'Lahore' })).toBe(0);
    expect(rule({ subtotal: 90000, quantity: 1, city: 'Gilgit' })).toBe(600);
  });

  test('other cities pay the default fee, free at or above the default amount', () => {
    expect(rule({ subtotal: 4999, quantity: 1, city: 'Karachi' })).toBe(250);
    expect(rule({ subtotal: 5000, quantity: 1, city: 'Karachi' })).toBe(0);
  });

  test('without a city nothing is charged yet (the cart says it is calculated at checkout)', () => {
    expect(rule({ subtotal: 100, quantity: 1 })).toBe(0);
    expect(chargesDelivery(shipping)).toBe(true);
  });

  test('the default settings charge nothing anywhere', () => {
    const free = { defaultFee: 0, freeAbove: null, cities: [] };
    expect(deliveryRuleFor(free)({ subtotal: 100, quantity: 1, city: 'Quetta' })).toBe(0);
    expect(chargesDelivery(free)).toBe(false);
    expect(totalsOf([{ price: 1000, quantity: 2 }], deliveryRuleFor(shipping), { city: 'Multan' })).toEqual({
      subtotal: 2000,
      deliveryCharge: 250,
      discount: 0,
      total: 2250,
      quantity: 2,
    });
  });

  test('a sum that is not a finite amount is refused (422), never answered as null or Infinity', () => {
    for (const lines of [
      [{ price: 1e308, quantity: 2 }],
      [{ price: Number.NaN, quantity: 1 }],
      [{ price: 1e17, quantity: 1 }],
    ])
      expect(() => totalsOf(lines)).toThrow(TOTAL_TOO_LARGE);
    expect(totalsOf([{ price: 10_000_000, quantity: 10 }]).total).toBe(100_000_000);
  });
});

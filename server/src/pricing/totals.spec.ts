import { freeDelivery } from './delivery-rule';
import { totalsOf } from './totals';

describe('totalsOf', () => {
  test('sums price × quantity and units; today delivery is free, so the total is the subtotal', () => {
    expect(
      totalsOf([
        { price: 1200, quantity: 2 },
        { price: 999, quantity: 1 },
      ]),
    ).toEqual({ subtotal: 3399, deliveryCharge: 0, total: 3399, quantity: 3 });
  });

  test('an empty basket costs nothing, whatever the rule', () => {
    expect(totalsOf([], () => 250)).toEqual({ subtotal: 0, deliveryCharge: 0, total: 0, quantity: 0 });
  });

  test('the delivery rule is pluggable and sees the subtotal, the units and the city', () => {
    const lahoreFreeAbove2000 = jest.fn(({ subtotal, city }: { subtotal: number; city?: string }) =>
      city === 'Lahore' && subtotal > 2000 ? 0 : 200,
    );
    expect(totalsOf([{ price: 1500, quantity: 1 }], lahoreFreeAbove2000, { city: 'Lahore' })).toEqual({
      subtotal: 1500,
      deliveryCharge: 200,
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

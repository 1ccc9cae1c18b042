import { describe, expect, test } from '@jest/globals';
import { cartTotals } from './cart-totals';

const line = (finalPrice: number, quantity: number) => ({ product: { finalPrice }, quantity });

describe('cartTotals (the guest cart’s mirror of the server’s totals)', () => {
  test('sums lines and units; delivery is free today, so the total is the subtotal', () => {
    expect(cartTotals([line(1200, 2), line(999, 1)])).toEqual({
      subtotal: 3399,
      deliveryCharge: 0,
      totalAmount: 3399,
      totalQuantity: 3,
    });
  });

  test('an empty cart is all zeros; sums keep to the paisa', () => {
    expect(cartTotals([])).toEqual({ subtotal: 0, deliveryCharge: 0, totalAmount: 0, totalQuantity: 0 });
    expect(cartTotals([line(0.1, 1), line(0.2, 1)]).subtotal).toBe(0.3);
  });
});

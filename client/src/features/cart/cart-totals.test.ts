import { describe, expect, test } from '@jest/globals';
import {
  cartTotals,
  chargesDelivery,
  deliveryFeeFor,
  deliveryWording,
  freeDeliveryFrom,
  withDelivery,
} from './cart-totals';

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

  test('a line sold out or no longer sold stays in the cart but is not in the subtotal', () => {
    const gone = { product: { finalPrice: 5000, inStock: false, stockQuantity: 0 }, quantity: 1 };
    expect(cartTotals([line(1200, 2), gone])).toMatchObject({ subtotal: 2400, totalAmount: 2400, totalQuantity: 2 });
  });
});

describe('deliveryWording (what the pages promise about delivery)', () => {
  test("keeps the specification's Free while nothing is charged", () => {
    expect(deliveryWording({ defaultFee: 0, freeAbove: null, cities: [] })).toEqual({
      free: true,
      short: 'Free Delivery',
      rules: [],
    });
  });

  test('names the lowest fee and the lowest free-above amount once the merchant charges', () => {
    const wording = deliveryWording({
      defaultFee: 250,
      freeAbove: 5000,
      cities: [{ city: 'Lahore', fee: 150, freeAbove: 2000 }],
    });
    expect(wording).toEqual({
      free: false,
      short: 'Delivery from Rs. 150, free from Rs. 2,000',
      rules: [
        'Other cities: Rs. 250, free on orders of Rs. 5,000 or more.',
        'Lahore: Rs. 150, free on orders of Rs. 2,000 or more.',
      ],
    });
    expect(deliveryWording({ defaultFee: 250, freeAbove: null, cities: [{ city: 'Lahore', fee: 150 }] }).short).toBe(
      'Delivery from Rs. 150',
    );
  });
});

describe('withDelivery (the mirror of the server’s deliveryRuleFor)', () => {
  const rates = {
    defaultFee: 250,
    freeAbove: 5000,
    cities: [{ city: 'Lahore', fee: 150, freeAbove: 3000 }],
  };

  test('a city rule (any case) or the default, free at or above its amount; nothing before the city is known', () => {
    expect(deliveryFeeFor(rates, 2999, ' lahore')).toBe(150);
    expect(deliveryFeeFor(rates, 3000, 'Lahore')).toBe(0);
    expect(deliveryFeeFor(rates, 4999, 'Karachi')).toBe(250);
    expect(deliveryFeeFor(rates, 5000, 'Karachi')).toBe(0);
    expect(deliveryFeeFor(rates, 100, '  ')).toBe(0);
    expect(withDelivery(cartTotals([line(1000, 2)]), rates, 'Multan')).toEqual({
      subtotal: 2000,
      deliveryCharge: 250,
      totalAmount: 2250,
      totalQuantity: 2,
    });
  });

  test('the amount from which delivery to a city is free (checkout says so under the charge)', () => {
    expect(freeDeliveryFrom(rates, 'LAHORE ')).toBe(3000);
    expect(freeDeliveryFrom(rates, 'Karachi')).toBe(5000);
    expect(freeDeliveryFrom(rates, '')).toBeNull();
    expect(freeDeliveryFrom({ ...rates, freeAbove: null }, 'Karachi')).toBeNull();
    expect(freeDeliveryFrom({ defaultFee: 0, freeAbove: 1000, cities: [] }, 'Karachi')).toBeNull();
  });

  test('the default settings charge nothing, so the cart keeps saying Free', () => {
    const free = { defaultFee: 0, freeAbove: null, cities: [] };
    expect(chargesDelivery(free)).toBe(false);
    expect(chargesDelivery(rates)).toBe(true);
    expect(withDelivery(cartTotals([line(1000, 1)]), free, 'Quetta').totalAmount).toBe(1000);
  });
});

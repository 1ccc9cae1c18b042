import { totalsOf } from './totals';

describe('totalsOf with a discount code', () => {
  const lines = [
    { price: 1299, quantity: 2, category: 'Chargers' },
    { price: 500, quantity: 1, category: 'Cables' },
  ];
  const delivery = () => 200;

  test('a percentage of every line, in whole rupees rounded down; total = subtotal − discount + delivery', () => {
    expect(totalsOf(lines, delivery, {}, { kind: 'percent', value: 10 })).toEqual({
      subtotal: 3098,
      deliveryCharge: 200,
      discount: 309,
      total: 2989,
      quantity: 3,
    });
  });

  test('a percentage of the lines the code covers only', () => {
    const covers = (line: (typeof lines)[number]) => line.category === 'Cables';
    expect(totalsOf(lines, delivery, {}, { kind: 'percent', value: 15, covers }).discount).toBe(75);
  });

  test('a fixed amount, never more than the lines it covers', () => {
    expect(totalsOf(lines, delivery, {}, { kind: 'fixed', value: 300 }).total).toBe(2998);
    const covers = (line: (typeof lines)[number]) => line.category === 'Cables';
    expect(totalsOf(lines, delivery, {}, { kind: 'fixed', value: 800, covers })).toMatchObject({
      discount: 500,
      total: 2798,
    });
  });

  test('free delivery takes off the delivery charge, and nothing while there is none', () => {
    expect(totalsOf(lines, delivery, {}, { kind: 'free_delivery', value: 0 })).toMatchObject({
      deliveryCharge: 200,
      discount: 200,
      total: 3098,
    });
    expect(totalsOf(lines, () => 0, {}, { kind: 'free_delivery', value: 0 }).discount).toBe(0);
  });

  test('a code covering none of the lines takes off nothing; 100 % or more leaves the delivery to pay', () => {
    expect(totalsOf(lines, delivery, {}, { kind: 'percent', value: 50, covers: () => false }).discount).toBe(0);
    expect(totalsOf(lines, delivery, {}, { kind: 'percent', value: 150 }).total).toBe(200);
    expect(totalsOf([], delivery, {}, { kind: 'fixed', value: 100 }).total).toBe(0);
  });
});

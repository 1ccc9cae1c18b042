import { OrderStatus } from '../../orders/order-status';
import { codFiguresOf, CodOrder } from './cod-figures';

const order = (status: OrderStatus, city: string, extra: Partial<CodOrder> = {}): CodOrder => ({
  status,
  totalAmount: 1000,
  shippingAddress: { city },
  ...extra,
});

describe('codFiguresOf', () => {
  test('counts confirmations, deliveries, returns and cash, by city (top 10, any case) and by risk', () => {
    const figures = codFiguresOf([
      order(OrderStatus.Delivered, 'Lahore', { confirmation: { status: 'confirmed' }, risk: { level: 'low' } }),
      order(OrderStatus.Delivered, 'lahore ', { totalAmount: 2500.5, risk: { level: 'low' } }),
      order(OrderStatus.Returned, 'Karachi', { confirmation: { status: 'confirmed' }, risk: { level: 'high' } }),
      order(OrderStatus.Shipped, 'Karachi', { totalAmount: 1800, risk: { level: 'medium' } }),
      order(OrderStatus.Cancelled, 'Multan', { confirmation: { status: 'declined' } }),
      order(OrderStatus.Cancelled, 'Multan', { confirmation: { status: 'expired' } }),
    ]);
    expect(figures).toMatchObject({
      days: 30,
      orders: 6,
      confirmed: 2,
      declinedOrExpired: 2,
      delivered: 2,
      returned: 1,
      cashDelivered: 3500.5,
      cashOut: 1800,
      returnRate: 0.333,
    });
    expect(figures.byCity.map((city) => [city.city, city.orders, city.delivered, city.returned])).toEqual([
      ['Karachi', 2, 0, 1],
      ['Lahore', 2, 2, 0],
      ['Multan', 2, 0, 0],
    ]);
    expect(figures.byRisk.map((risk) => [risk.level, risk.orders, risk.returned])).toEqual([
      ['low', 2, 0],
      ['medium', 1, 0],
      ['high', 1, 1],
      ['unscored', 2, 0],
    ]);
  });

  test('by item: a product sold as one, and each variant of a product sold in kinds on its own, named as the newest order names it', () => {
    const caseId = '65f000000000000000000001';
    const cableId = '65f000000000000000000002';
    const black = {
      variant: 'b1',
      sku: 'CASE-15-BLK',
      options: [
        { name: 'Phone model', value: 'iPhone 15' },
        { name: 'Colour', value: 'Black' },
      ],
    };
    const blue = {
      variant: 'b2',
      sku: 'CASE-15-BLU',
      options: [
        { name: 'Phone model', value: 'iPhone 15' },
        { name: 'Colour', value: 'Blue' },
      ],
    };
    const line = (product: string, quantity: number, kind = {}, name = 'Clear Case') => ({
      product,
      name,
      quantity,
      ...kind,
    });
    const at = (day: number) => new Date(Date.UTC(2025, 2, day));
    const figures = codFiguresOf([
      // Two lines of one kind in one order: one order, 3 units.
      order(OrderStatus.Delivered, 'Lahore', {
        createdAt: at(1),
        items: [line(caseId, 2, black), line(caseId, 1, black), line(cableId, 1, {}, 'Cable')],
      }),
      order(OrderStatus.Returned, 'Lahore', { createdAt: at(2), items: [line(caseId, 1, blue)] }),
      order(OrderStatus.Returned, 'Lahore', { createdAt: at(4), items: [line(caseId, 1, blue, 'Clear Case 2')] }),
      order(OrderStatus.Delivered, 'Lahore', {
        createdAt: at(3),
        items: [line(caseId, 1, blue), line(cableId, 2, {}, 'Cable')],
      }),
      order(OrderStatus.Pending, 'Lahore', { createdAt: at(5), items: [line(caseId, 1, black)] }),
    ]);
    expect(figures.byItem).toEqual([
      {
        productId: caseId,
        variantId: 'b2',
        name: 'Clear Case 2 (iPhone 15 / Blue)',
        sku: 'CASE-15-BLU',
        orders: 3,
        units: 3,
        delivered: 1,
        returned: 2,
        returnRate: 0.667,
      },
      {
        productId: caseId,
        variantId: 'b1',
        name: 'Clear Case (iPhone 15 / Black)',
        sku: 'CASE-15-BLK',
        orders: 2,
        units: 4,
        delivered: 1,
        returned: 0,
        returnRate: 0,
      },
      {
        productId: cableId,
        variantId: null,
        name: 'Cable',
        sku: null,
        orders: 2,
        units: 3,
        delivered: 2,
        returned: 0,
        returnRate: 0,
      },
    ]);
  });

  test('by item: the 10 items in the most orders', () => {
    const orders = Array.from({ length: 12 }, (_, index) =>
      Array.from({ length: index + 1 }, () =>
        order(OrderStatus.Delivered, 'Lahore', {
          items: [
            { product: `65f0000000000000000000${String(index).padStart(2, '0')}`, name: `Item ${index}`, quantity: 1 },
          ],
        }),
      ),
    ).flat();
    const figures = codFiguresOf(orders);
    expect(figures.byItem.map((item) => [item.name, item.orders])).toEqual(
      Array.from({ length: 10 }, (_, index) => [`Item ${11 - index}`, 12 - index]),
    );
  });

  test('no orders: zeros, the three levels, no cities, no items', () => {
    const figures = codFiguresOf([]);
    expect(figures).toMatchObject({ orders: 0, returnRate: 0, byCity: [], byItem: [] });
    expect(figures.byRisk.map((risk) => risk.level)).toEqual(['low', 'medium', 'high']);
  });
});

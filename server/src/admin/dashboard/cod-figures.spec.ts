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

  test('no orders: zeros, the three levels, no cities', () => {
    const figures = codFiguresOf([]);
    expect(figures).toMatchObject({ orders: 0, returnRate: 0, byCity: [] });
    expect(figures.byRisk.map((risk) => risk.level)).toEqual(['low', 'medium', 'high']);
  });
});

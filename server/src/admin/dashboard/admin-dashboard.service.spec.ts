import { OrderStatus } from '../../orders/order-status';
import { bucketByDay, storageNoticeFor } from './admin-dashboard.service';

describe('bucketByDay', () => {
  // 2025-03-10 02:00 in Karachi (UTC+5) is 2025-03-09 21:00 UTC.
  const now = new Date('2025-03-09T21:00:00Z');

  it('answers 14 shop days, oldest first, today last, with zeros for quiet days', () => {
    const days = bucketByDay([], now);
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ day: '2025-02-25', orders: 0, revenue: 0 });
    expect(days[13]).toEqual({ day: '2025-03-10', orders: 0, revenue: 0 });
  });

  it("counts orders on the shop's day, counts only Delivered orders as revenue and drops older orders", () => {
    const days = bucketByDay(
      [
        { createdAt: new Date('2025-03-09T19:30:00Z'), totalAmount: 1000, status: OrderStatus.Pending }, // 00:30 on the 10th in Karachi
        { createdAt: new Date('2025-03-09T18:30:00Z'), totalAmount: 2500, status: OrderStatus.Delivered }, // 23:30 on the 9th
        { createdAt: new Date('2025-03-09T10:00:00Z'), totalAmount: 700, status: OrderStatus.Cancelled },
        { createdAt: new Date('2025-03-09T11:00:00Z'), totalAmount: 400, status: OrderStatus.Returned },
        { createdAt: new Date('2025-03-09T12:00:00Z'), totalAmount: 300, status: OrderStatus.Shipped },
        { createdAt: new Date('2025-02-24T12:00:00Z'), totalAmount: 9999, status: OrderStatus.Pending },
      ],
      now,
    );
    expect(days.at(-1)).toEqual({ day: '2025-03-10', orders: 1, revenue: 0 });
    expect(days.at(-2)).toEqual({ day: '2025-03-09', orders: 4, revenue: 2500 });
    expect(days.reduce((sum, day) => sum + day.orders, 0)).toBe(5);
  });
});

describe('storageNoticeFor', () => {
  it('speaks only on the embedded engine, from the configured number of orders', () => {
    const embedded = { embeddedEngine: true, embeddedOrdersNotice: 2000 };
    expect(storageNoticeFor(embedded, 1999)).toBeNull();
    expect(storageNoticeFor(embedded, 2500)).toContain('keeps its 2,500 orders in its built-in database');
    expect(storageNoticeFor(embedded, 2500)).toContain(
      'npm run store:move (see "Moving to MongoDB, backups" in docs/operations.md)',
    );
    expect(storageNoticeFor({ ...embedded, embeddedEngine: false }, 50_000)).toBeNull();
  });
});

import { Logger } from '@nestjs/common';
import type { Order } from '../models/order.model';
import { ACTIVITY_FLUSH_MS, OrderActivityListener } from './order-activity.listener';
import { OrderPlacedEvent } from './order-events';

describe('OrderActivityListener', () => {
  let written: string[];
  beforeEach(() => {
    jest.useFakeTimers();
    written = [];
    jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => void written.push(String(message)));
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const placed = (n: number) =>
    new OrderPlacedEvent({ displayId: `VA-${n}`, itemCount: 1, totalAmount: 100 * n } as Order, {
      actor: 'guest',
      name: 'Guest',
    });

  test('a quiet shop writes each line at once; a busy one writes the lines of each interval as one entry, in order', () => {
    const listener = new OrderActivityListener();
    listener.placed(placed(1));
    expect(written).toEqual(['Order VA-1 placed by guest: 1 units, Rs. 100']);

    listener.placed(placed(2));
    listener.placed(placed(3));
    expect(written).toHaveLength(1);
    jest.advanceTimersByTime(ACTIVITY_FLUSH_MS);
    expect(written).toEqual([
      'Order VA-1 placed by guest: 1 units, Rs. 100',
      'Order VA-2 placed by guest: 1 units, Rs. 200\nOrder VA-3 placed by guest: 1 units, Rs. 300',
    ]);

    // Nothing came during the next interval: the one after it starts quiet again.
    jest.advanceTimersByTime(ACTIVITY_FLUSH_MS);
    listener.placed(placed(4));
    expect(written[2]).toBe('Order VA-4 placed by guest: 1 units, Rs. 400');
  });

  test('what waits is written when the app stops', () => {
    const listener = new OrderActivityListener();
    listener.placed(placed(1));
    listener.placed(placed(2));
    listener.onModuleDestroy();
    expect(written).toEqual([
      'Order VA-1 placed by guest: 1 units, Rs. 100',
      'Order VA-2 placed by guest: 1 units, Rs. 200',
    ]);
    expect(jest.getTimerCount()).toBe(0);
  });
});

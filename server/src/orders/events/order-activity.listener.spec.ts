import { Logger } from '@nestjs/common';
import type { Order } from '../models/order.model';
import { OrderActivityListener } from './order-activity.listener';
import { OrderStatus } from '../workflow/order-workflow';
import { OrderCancelledEvent, OrderPlacedEvent } from './order-events';

describe('OrderActivityListener', () => {
  let written: string[];
  beforeEach(() => {
    written = [];
    jest.spyOn(Logger.prototype, 'log').mockImplementation((message: unknown) => void written.push(String(message)));
  });
  afterEach(() => jest.restoreAllMocks());

  const order = (n: number) => ({ displayId: `VA-${n}`, itemCount: 1, totalAmount: 100 * n }) as Order;
  const guest = { actor: 'guest', name: 'Guest' } as const;

  test('each order event is one log line, written as it comes', () => {
    const listener = new OrderActivityListener();
    listener.placed(new OrderPlacedEvent(order(1), guest));
    expect(written).toEqual(['Order VA-1 placed by guest: 1 units, Rs. 100']);
    listener.placed(new OrderPlacedEvent(order(2), guest));
    listener.cancelled(new OrderCancelledEvent(order(2), OrderStatus.Pending, guest));
    expect(written).toEqual([
      'Order VA-1 placed by guest: 1 units, Rs. 100',
      'Order VA-2 placed by guest: 1 units, Rs. 200',
      'Order VA-2 cancelled by guest',
    ]);
  });
});

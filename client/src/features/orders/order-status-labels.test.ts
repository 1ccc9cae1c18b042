import { describe, expect, test } from '@jest/globals';
import { isOrderStatus, ORDER_STATUSES, orderStatusLabel, statusWording } from './order-status-labels';

describe('order status labels', () => {
  test('every status in workflow order, each with its label', () => {
    expect(ORDER_STATUSES).toEqual(['Pending', 'Processing', 'Shipped', 'Delivered', 'Returned', 'Cancelled']);
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual([
      'Pending',
      'Processing',
      'Shipped',
      'Delivered',
      'Returned',
      'Cancelled',
    ]);
  });

  test('a status this client does not know yet shows as the server named it', () => {
    expect(isOrderStatus('OnHold')).toBe(false);
    expect(isOrderStatus('toString')).toBe(false);
    expect(orderStatusLabel('OnHold')).toBe('OnHold');
    expect(statusWording('OnHold', 'Volt Accessories').title).toBe('Order Placed');
  });

  test("a Pending order is 'Order Placed' until the customer confirms it, then 'Order Confirmed!'", () => {
    for (const waiting of [undefined, null, 'AWAITING'] as const) {
      expect(statusWording('Pending', 'Volt Accessories', waiting)).toMatchObject({
        title: 'Order Placed',
        text: 'Thank you for shopping with Volt Accessories. We will contact you to confirm your order before delivery.',
      });
    }
    const confirmed = statusWording('Pending', 'Volt Accessories', 'CONFIRMED');
    expect(confirmed.title).toBe('Order Confirmed!');
    expect(confirmed.text).not.toContain('confirm your order');
  });

  test('the order page wording follows the status', () => {
    expect(statusWording('Shipped', 'Volt Accessories').title).toBe('Order Shipped');
    expect(statusWording('Cancelled', 'Volt Accessories')).toMatchObject({
      title: 'Order Cancelled',
      tone: 'is-cancelled',
    });
  });
});

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
    expect(statusWording('OnHold', 'Volt Accessories').title).toBe('Order Confirmed!');
  });

  test('the order page wording follows the status', () => {
    expect(statusWording('Shipped', 'Volt Accessories').title).toBe('Order Shipped');
    expect(statusWording('Cancelled', 'Volt Accessories')).toMatchObject({
      title: 'Order Cancelled',
      tone: 'is-cancelled',
    });
  });
});

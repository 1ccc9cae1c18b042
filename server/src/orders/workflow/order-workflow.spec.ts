import {
  actorFor,
  allowedNextStatuses,
  canCancel,
  COMPLETED_STATUSES,
  holdsStock,
  mayChange,
  OPEN_STATUSES,
  ORDER_STATUSES,
  OrderStatus,
  PLACED_STATUS,
  UNCOUNTED_STATUSES,
  REVENUE_STATUSES,
  unitsBackOnDelete,
  WORKFLOW,
} from './order-workflow';

const { Pending, Processing, Shipped, Delivered, Returned, Cancelled } = OrderStatus;

describe('order workflow', () => {
  test('every status has a rule, in the order an order moves through them', () => {
    expect(ORDER_STATUSES).toEqual([Pending, Processing, Shipped, Delivered, Returned, Cancelled]);
    expect(Object.keys(WORKFLOW).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(PLACED_STATUS).toBe(Pending);
  });

  test('an admin may set any status from any other, never the same one', () => {
    for (const from of ORDER_STATUSES) {
      expect(allowedNextStatuses(from, 'admin')).toEqual(ORDER_STATUSES.filter((to) => to !== from));
      expect(mayChange(from, from, 'admin')).toBe(false);
    }
    expect(mayChange(Cancelled, Delivered, 'admin')).toBe(true);
    expect(mayChange(Delivered, Pending, 'admin')).toBe(true);
  });

  test('a customer may only cancel, and only while Pending', () => {
    expect(allowedNextStatuses(Pending, 'customer')).toEqual([Cancelled]);
    for (const from of [Processing, Shipped, Delivered, Returned, Cancelled])
      expect(allowedNextStatuses(from, 'customer')).toEqual([]);
    expect(canCancel(Pending, 'customer')).toBe(true);
    expect(canCancel(Processing, 'customer')).toBe(false);
    expect(mayChange(Pending, Processing, 'customer')).toBe(false);
  });

  test('the system cancels an expired Pending order and moves a shipped parcel to Delivered or Returned; canCancel for an admin is every status but Cancelled', () => {
    expect(allowedNextStatuses(Shipped, 'system')).toEqual([Delivered, Returned]);
    expect(allowedNextStatuses(Pending, 'system')).toEqual([Cancelled]);
    for (const from of ORDER_STATUSES) {
      if (from !== Shipped && from !== Pending) expect(allowedNextStatuses(from, 'system')).toEqual([]);
      expect(allowedNextStatuses(from, undefined)).toEqual([]);
      expect(canCancel(from, undefined)).toBe(false);
      expect(canCancel(from, 'admin')).toBe(from !== Cancelled);
    }
  });

  test('answers are copies: changing one does not change the table', () => {
    allowedNextStatuses(Pending, 'customer').push(Delivered);
    expect(allowedNextStatuses(Pending, 'customer')).toEqual([Cancelled]);
  });

  test('stock: every status but Returned and Cancelled holds it; deleting gives units back only before shipping', () => {
    expect(ORDER_STATUSES.filter(holdsStock)).toEqual([Pending, Processing, Shipped, Delivered]);
    expect(ORDER_STATUSES.filter(unitsBackOnDelete)).toEqual([Pending, Processing]);
  });

  test('figures: open, completed, uncounted and revenue statuses', () => {
    expect(OPEN_STATUSES).toEqual([Pending, Processing, Shipped]);
    expect(COMPLETED_STATUSES).toEqual([Delivered]);
    expect(UNCOUNTED_STATUSES).toEqual([Returned, Cancelled]);
    expect(REVENUE_STATUSES).toEqual([Delivered]);
  });

  test('the actor: admins always, a customer for their own order only, guests never', () => {
    const customer = { id: 'u1', role: 'user' };
    expect(actorFor({ id: 'a1', role: 'admin' }, 'u1')).toBe('admin');
    expect(actorFor({ id: 'a1', role: 'admin' }, undefined)).toBe('admin');
    expect(actorFor(customer, 'u1')).toBe('customer');
    expect(actorFor(customer, 'u2')).toBeUndefined();
    expect(actorFor(customer, undefined)).toBeUndefined();
    expect(actorFor(undefined, 'u1')).toBeUndefined();
  });
});

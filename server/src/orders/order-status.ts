import { registerEnumType } from '@nestjs/graphql';

export enum OrderStatus {
  Pending = 'Pending',
  Processing = 'Processing',
  Shipped = 'Shipped',
  Delivered = 'Delivered',
  Cancelled = 'Cancelled',
}
registerEnumType(OrderStatus, { name: 'OrderStatus', description: 'An admin may set any status from any other.' });

export const ORDER_STATUSES = Object.values(OrderStatus);
/** Statuses counted as "pending" on the customer dashboard: placed, not yet delivered, not cancelled. */
export const OPEN_STATUSES = [OrderStatus.Pending, OrderStatus.Processing, OrderStatus.Shipped];

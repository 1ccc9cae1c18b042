import type { Order } from '../models/order.model';
import type { OrderActor, OrderStatus } from '../workflow/order-workflow';

/**
 * What happened to an order, emitted by OrdersService with @nestjs/event-emitter after the write is done
 * (and its stock settled). Listeners (couriers, messages, caches) subscribe with `@OnEvent(ORDER_EVENTS.x)`;
 * the order service never calls them, and a failing listener cannot undo or fail the change.
 */
export const ORDER_EVENTS = {
  placed: 'order.placed',
  /** The customer said yes (the link, a call, WhatsApp): the order's confirmation became `confirmed`. */
  confirmed: 'order.confirmed',
  statusChanged: 'order.status-changed',
  cancelled: 'order.cancelled',
} as const;

/** Who made a change, as the status history records it. */
export interface OrderEventBy {
  actor: OrderActor | 'guest';
  userId?: string;
  name: string;
}

export class OrderPlacedEvent {
  constructor(
    readonly order: Order,
    readonly by: OrderEventBy,
  ) {}
}

/** Emitted for every change of status (a cancellation also emits OrderCancelledEvent). */
export class OrderStatusChangedEvent {
  constructor(
    readonly order: Order,
    readonly from: OrderStatus,
    readonly to: OrderStatus,
    readonly by: OrderEventBy,
  ) {}
}

export class OrderCancelledEvent {
  constructor(
    readonly order: Order,
    readonly from: OrderStatus,
    readonly by: OrderEventBy,
  ) {}
}

/** An order's confirmation became `confirmed` (its status is unchanged: Pending until staff move it on). */
export class OrderConfirmedEvent {
  constructor(readonly order: Order) {}
}

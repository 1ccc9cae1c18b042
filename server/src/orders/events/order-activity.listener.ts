import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ORDER_EVENTS, OrderCancelledEvent, OrderPlacedEvent, OrderStatusChangedEvent } from './order-events';

/**
 * Today's one listener: a log line per order event, for the shop owner's logs. A courier booking or a
 * customer message is a listener like this one, in its own module, subscribing to the same events.
 *
 * Each line is written as the event comes: pino writes through a buffer of its own, off the request's path, and
 * a line written while a request runs carries that request's id.
 */
@Injectable()
export class OrderActivityListener {
  private readonly logger = new Logger('OrderActivity');

  @OnEvent(ORDER_EVENTS.placed)
  placed({ order, by }: OrderPlacedEvent): void {
    this.logger.log(
      `Order ${order.displayId} placed by ${by.actor}: ${order.itemCount} units, Rs. ${order.totalAmount}`,
    );
  }

  @OnEvent(ORDER_EVENTS.statusChanged)
  statusChanged({ order, from, to, by }: OrderStatusChangedEvent): void {
    this.logger.log(`Order ${order.displayId}: ${from} → ${to} by ${by.actor}`);
  }

  @OnEvent(ORDER_EVENTS.cancelled)
  cancelled({ order, by }: OrderCancelledEvent): void {
    this.logger.log(`Order ${order.displayId} cancelled by ${by.actor}`);
  }
}

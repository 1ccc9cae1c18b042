import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ORDER_EVENTS, OrderCancelledEvent, OrderPlacedEvent, OrderStatusChangedEvent } from './order-events';

/** While orders come quickly, their lines are written together at most this often. */
export const ACTIVITY_FLUSH_MS = 1_000;

/**
 * Today's one listener: a log line per order event, for the shop owner's logs. A courier booking or a
 * customer message is a listener like this one, in its own module, subscribing to the same events.
 *
 * A log line is a synchronous write (stdout is a pipe or a file) with a formatted timestamp: once per order
 * it cost a measurable share of a placement's CPU. So a quiet shop writes each line at once, and a busy one writes the lines
 * that came in the next ACTIVITY_FLUSH_MS as one entry (one line each, in order) when that time is up, and
 * whatever waits when the app stops.
 */
@Injectable()
export class OrderActivityListener implements OnModuleDestroy {
  private readonly logger = new Logger('OrderActivity');
  private waiting: string[] = [];
  private timer?: NodeJS.Timeout;

  @OnEvent(ORDER_EVENTS.placed)
  placed({ order, by }: OrderPlacedEvent): void {
    this.note(`Order ${order.displayId} placed by ${by.actor}: ${order.itemCount} units, Rs. ${order.totalAmount}`);
  }

  @OnEvent(ORDER_EVENTS.statusChanged)
  statusChanged({ order, from, to, by }: OrderStatusChangedEvent): void {
    this.note(`Order ${order.displayId}: ${from} → ${to} by ${by.actor}`);
  }

  @OnEvent(ORDER_EVENTS.cancelled)
  cancelled({ order, by }: OrderCancelledEvent): void {
    this.note(`Order ${order.displayId} cancelled by ${by.actor}`);
  }

  onModuleDestroy(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.write();
  }

  private note(line: string): void {
    this.waiting.push(line);
    if (this.timer) return;
    this.write();
    this.timer = setTimeout(() => this.flush(), ACTIVITY_FLUSH_MS);
    this.timer.unref();
  }

  /** The interval is over: the lines that came during it go out together, and another interval begins if there were any. */
  private flush(): void {
    this.timer = undefined;
    if (this.waiting.length === 0) return;
    this.write();
    this.timer = setTimeout(() => this.flush(), ACTIVITY_FLUSH_MS);
    this.timer.unref();
  }

  private write(): void {
    if (this.waiting.length === 0) return;
    this.logger.log(this.waiting.join('\n'));
    this.waiting = [];
  }
}

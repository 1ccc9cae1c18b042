import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ORDER_EVENTS, OrderCancelledEvent, OrderStatusChangedEvent } from '../orders/events/order-events';
import { OrderStatus } from '../orders/order-status';
import { DiscountsService } from './discounts.service';

/**
 * A cancelled order (by the customer, staff, or its confirmation running out) gives its code's use back; a cancelled
 * order staff reopen takes it again. The orders service only emits: it never calls discounts.
 */
@Injectable()
export class DiscountEventsListener {
  private readonly logger = new Logger('Discounts');

  constructor(private readonly discounts: DiscountsService) {}

  @OnEvent(ORDER_EVENTS.cancelled)
  async cancelled({ order }: OrderCancelledEvent): Promise<void> {
    if (!order.discountCode) return;
    await this.discounts.release(order.id).catch((error: unknown) => this.failed(order.displayId, error));
  }

  @OnEvent(ORDER_EVENTS.statusChanged)
  async statusChanged({ order, from, to }: OrderStatusChangedEvent): Promise<void> {
    if (!order.discountCode || from !== OrderStatus.Cancelled || to === OrderStatus.Cancelled) return;
    await this.discounts.reinstate(order.id).catch((error: unknown) => this.failed(order.displayId, error));
  }

  private failed(order: string, error: unknown): void {
    this.logger.error(
      `The discount code's use of order ${order} was not updated: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { ORDER_EVENTS, OrderPlacedEvent } from '../orders/events/order-events';
import { OpenCheckoutsService } from './open-checkouts.service';

/** An order placed ends the open checkouts of its phone: no reminder after it, and recovered when one came before. */
@Injectable()
export class OpenCheckoutsListener {
  private readonly logger = new Logger('OpenCheckouts');

  constructor(private readonly checkouts: OpenCheckoutsService) {}

  @OnEvent(ORDER_EVENTS.placed)
  async placed({ order }: OrderPlacedEvent): Promise<void> {
    try {
      await this.checkouts.markOrdered(order);
    } catch (error) {
      this.logger.error(`Could not mark the open checkouts of order ${order.displayId}: ${(error as Error).message}`);
    }
  }
}

import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { COURIER_EVENTS, ShipmentUpdatedEvent } from '../couriers/courier-events';
import { ORDER_EVENTS, OrderConfirmedEvent, OrderStatusChangedEvent } from '../orders/events/order-events';
import type { Order } from '../orders/models/order.model';
import { OrderStatus } from '../orders/workflow/order-workflow';
import type { CustomerMessageKind } from '../settings/shop-settings';
import { CustomerMessagesService, ParcelDetails } from './customer-messages.service';

/**
 * The order's steps, turned into messages to the customer. The services that own orders and parcels emit after
 * their write is stored; this listener only queues (a failure is logged, and cannot undo or fail the change).
 * The shipped message waits for the parcel (courier and tracking number), whichever event brings it: the status
 * Shipped written with its parcel, or a parcel added to an order already Shipped.
 */
@Injectable()
export class CustomerMessagesListener {
  private readonly logger = new Logger('CustomerMessages');

  constructor(private readonly messages: CustomerMessagesService) {}

  @OnEvent(ORDER_EVENTS.confirmed)
  confirmed({ order }: OrderConfirmedEvent): Promise<void> {
    return this.queue(order, 'confirmed');
  }

  @OnEvent(ORDER_EVENTS.statusChanged)
  statusChanged({ order, to }: OrderStatusChangedEvent): Promise<void> {
    if (to === OrderStatus.Shipped) return this.shipped(order);
    if (to === OrderStatus.Delivered) return this.queue(order, 'delivered');
    if (to === OrderStatus.Returned) return this.queue(order, 'returned');
    return Promise.resolve();
  }

  @OnEvent(COURIER_EVENTS.shipmentUpdated)
  shipmentUpdated({ order }: ShipmentUpdatedEvent): Promise<void> {
    return order.status === OrderStatus.Shipped ? this.shipped(order) : Promise.resolve();
  }

  private shipped(order: Order): Promise<void> {
    const shipment = order.shipment;
    if (!shipment?.courier) return Promise.resolve();
    const parcel: ParcelDetails = {
      courier: shipment.courierName || shipment.courier,
      trackingNumber: shipment.trackingNumber,
      trackingLink: shipment.trackingUrl ?? '',
    };
    return this.queue(order, 'shipped', parcel);
  }

  private async queue(order: Order, kind: CustomerMessageKind, parcel?: ParcelDetails): Promise<void> {
    try {
      await this.messages.queue(order, kind, parcel);
    } catch (error) {
      this.logger.error(`Could not queue the ${kind} message of order ${order.displayId}: ${(error as Error).message}`);
    }
  }
}

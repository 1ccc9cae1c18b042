import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { COURIER_EVENTS, PaymentRecordedEvent, ShipmentUpdatedEvent } from '../couriers/courier-events';
import {
  ORDER_EVENTS,
  OrderCancelledEvent,
  OrderConfirmedEvent,
  OrderPlacedEvent,
  OrderStatusChangedEvent,
} from '../orders/events/order-events';
import { PRODUCT_EVENTS, ProductUpdatedEvent } from '../products/product-events';
import { LOW_STOCK_THRESHOLD } from '../products/product.constants';
import { ProductsService } from '../products/products.service';
import { orderData, paymentData, productData, shipmentData } from './webhook-payloads';
import type { WebhookEvent } from './webhook-events';
import { WebhooksService } from './webhooks.service';

/**
 * The shop's domain events, turned into webhook deliveries. The services that own orders, parcels, payments and
 * products emit after their write is stored; this listener only queues (a failure is logged, and cannot undo or
 * fail the change).
 */
@Injectable()
export class WebhookEventsListener {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly webhooks: WebhooksService,
    private readonly products: ProductsService,
  ) {}

  @OnEvent(ORDER_EVENTS.placed)
  async placed({ order }: OrderPlacedEvent): Promise<void> {
    await this.queue('order.placed', { order: orderData(order) });
    await this.stockLowAfter(order.items);
  }

  @OnEvent(ORDER_EVENTS.confirmed)
  confirmed({ order }: OrderConfirmedEvent): Promise<void> {
    return this.queue('order.confirmed', { order: orderData(order) });
  }

  @OnEvent(ORDER_EVENTS.statusChanged)
  statusChanged({ order, from, to, by }: OrderStatusChangedEvent): Promise<void> {
    return this.queue('order.status_changed', {
      order: orderData(order),
      from,
      to,
      by: { actor: by.actor, name: by.name },
    });
  }

  @OnEvent(ORDER_EVENTS.cancelled)
  cancelled({ order, from, by }: OrderCancelledEvent): Promise<void> {
    return this.queue('order.cancelled', { order: orderData(order), from, by: { actor: by.actor, name: by.name } });
  }

  @OnEvent(COURIER_EVENTS.shipmentUpdated)
  shipmentUpdated({ order }: ShipmentUpdatedEvent): Promise<void> {
    return this.queue('shipment.updated', shipmentData(order));
  }

  @OnEvent(COURIER_EVENTS.paymentRecorded)
  paymentRecorded({ payment }: PaymentRecordedEvent): Promise<void> {
    return this.queue('payment.recorded', paymentData(payment));
  }

  @OnEvent(PRODUCT_EVENTS.updated)
  productUpdated({ product }: ProductUpdatedEvent): Promise<void> {
    return this.queue('product.updated', productData(product));
  }

  /**
   * `stock.low` for each product sold as one that this order took from above the low-stock level to that level or
   * below, and not out of stock.
   */
  private async stockLowAfter(lines: ReadonlyArray<{ productId: string; variantId?: string; quantity: number }>) {
    const taken = new Map<string, number>();
    for (const line of lines)
      if (!line.variantId) taken.set(line.productId, (taken.get(line.productId) ?? 0) + line.quantity);
    if (taken.size === 0) return;
    try {
      const products = await this.products.currentByIds([...taken.keys()]);
      for (const product of products) {
        const left = product.stockQuantity;
        const before = left + (taken.get(product.id) ?? 0);
        if (product.options.length === 0 && left > 0 && left <= LOW_STOCK_THRESHOLD && before > LOW_STOCK_THRESHOLD)
          await this.queue('stock.low', {
            product: { id: product.id, slug: product.slug, name: product.name, stockQuantity: left },
            threshold: LOW_STOCK_THRESHOLD,
          });
      }
    } catch (error) {
      this.logger.error(`Could not check stock for webhooks: ${(error as Error).message}`);
    }
  }

  private async queue(event: WebhookEvent, data: unknown): Promise<void> {
    try {
      await this.webhooks.enqueue(event, data);
    } catch (error) {
      this.logger.error(`Could not queue the webhook ${event}: ${(error as Error).message}`);
    }
  }
}

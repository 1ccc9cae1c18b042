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
import { shortageOf } from '../products/stock-alerts';
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
   * `stock.low` for each product sold as one, and each variant, that this order took from above the low-stock level
   * to that level or below, and not out of stock.
   */
  private async stockLowAfter(lines: ReadonlyArray<{ productId: string; variantId?: string; quantity: number }>) {
    const taken = new Map<string, number>();
    const keyOf = (product: string, variant?: string) => (variant ? `${product}:${variant}` : product);
    for (const line of lines)
      taken.set(
        keyOf(line.productId, line.variantId),
        (taken.get(keyOf(line.productId, line.variantId)) ?? 0) + line.quantity,
      );
    if (taken.size === 0 || !(await this.webhooks.anySubscribed('stock.low'))) return;
    // The dashboard's rule: low now, and not low (nor out) before the order.
    const fellToLow = (left: number, took: number) =>
      shortageOf(left, LOW_STOCK_THRESHOLD) === 'low' && shortageOf(left + took, LOW_STOCK_THRESHOLD) === null;
    try {
      const products = await this.products.currentByIds([...new Set(lines.map((line) => line.productId))]);
      for (const product of products) {
        const summary = {
          id: product.id,
          slug: product.slug,
          name: product.name,
          stockQuantity: product.stockQuantity,
        };
        const took = taken.get(product.id);
        if (took !== undefined && product.options.length === 0 && fellToLow(product.stockQuantity, took))
          await this.queue('stock.low', { product: summary, threshold: LOW_STOCK_THRESHOLD });
        for (const variant of product.variants) {
          const tookOfKind = taken.get(keyOf(product.id, variant.id));
          if (tookOfKind !== undefined && fellToLow(variant.stockQuantity, tookOfKind))
            await this.queue('stock.low', {
              product: summary,
              variant: {
                id: variant.id,
                sku: variant.sku,
                values: variant.values,
                stockQuantity: variant.stockQuantity,
              },
              threshold: LOW_STOCK_THRESHOLD,
            });
        }
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

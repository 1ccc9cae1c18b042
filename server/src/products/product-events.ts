import type { Product } from './models/product.model';

/**
 * What happened to a product, emitted by ProductsService with @nestjs/event-emitter after the write is stored.
 * Listeners (webhooks) subscribe with `@OnEvent(PRODUCT_EVENTS.x)`; a failing listener cannot undo the change.
 */
export const PRODUCT_EVENTS = {
  updated: 'product.updated',
} as const;

/** A product's form was saved by staff or an integration's key: the product as it now is. */
export class ProductUpdatedEvent {
  constructor(readonly product: Product) {}
}

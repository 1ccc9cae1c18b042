/** What a delivery rule may look at: the basket's subtotal and units (and, once checkout passes it, the city). */
export interface Basket {
  subtotal: number;
  quantity: number;
  city?: string;
}

/** The delivery charge in rupees for a basket. */
export type DeliveryRule = (basket: Basket) => number;

/** Today's rule (specification: shipping is shown as Free on the cart and checkout). */
export const freeDelivery: DeliveryRule = () => 0;

/**
 * The rule the shop charges by, for carts and orders alike. A new rule (say, free in Lahore above Rs. 2,000)
 * is a function here; the client's guest cart mirrors it in client/src/features/cart/cart-totals.ts.
 */
export const DELIVERY_RULE: DeliveryRule = freeDelivery;

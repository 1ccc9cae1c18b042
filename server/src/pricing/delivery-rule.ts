import type { ShippingSettings } from '../settings/shop-settings';

/** What a delivery rule may look at: the basket's subtotal and units and, once checkout knows it, the city. */
export interface Basket {
  subtotal: number;
  quantity: number;
  city?: string;
}

/** The delivery charge in rupees for a basket. */
export type DeliveryRule = (basket: Basket) => number;

/** The specification's rule: shipping is shown as Free on the cart and checkout. */
export const freeDelivery: DeliveryRule = () => 0;

/** Cities compare without case or surrounding spaces ("lahore " is Lahore). */
export const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether any rule can charge: when none can, the cart keeps the specification's "Free" wording. */
export const chargesDelivery = (shipping: ShippingSettings) =>
  shipping.defaultFee > 0 || shipping.cities.some((rule) => rule.fee > 0);

/**
 * The merchant's delivery charges (settings `shipping`): a city with its own rule pays that rule's fee, free at
 * or above its `freeAbove`; every other city pays the default fee, free at or above the default `freeAbove`.
 * Without a city (the cart, before checkout) nothing is charged yet: the cart says it is calculated at checkout.
 * The default settings charge nothing anywhere. The client mirrors this in client/src/features/cart/cart-totals.ts.
 */
export function deliveryRuleFor(shipping: ShippingSettings): DeliveryRule {
  return ({ subtotal, city }) => {
    if (!city?.trim()) return 0;
    const rule = shipping.cities.find((candidate) => sameCity(candidate.city, city)) ?? {
      fee: shipping.defaultFee,
      freeAbove: shipping.freeAbove,
    };
    return rule.freeAbove !== null && subtotal >= rule.freeAbove ? 0 : rule.fee;
  };
}

/** The rule of the default settings (free everywhere). */
export const DELIVERY_RULE: DeliveryRule = freeDelivery;

import type { DeliveryRates } from '../shop/useShop';

/**
 * The client's one copy of the shop's totals (server/src/pricing/totals.ts with its DELIVERY_RULE), for the
 * guest cart, which lives only in this browser. A signed-in cart shows the server's own figures (`Cart.subtotal`,
 * `deliveryCharge`, `totalAmount`). A new delivery rule on the server is mirrored in `deliveryChargeFor`.
 */
export interface CartTotals {
  subtotal: number;
  /** 0 is shown as 'Free'. */
  deliveryCharge: number;
  /** subtotal + deliveryCharge. */
  totalAmount: number;
  totalQuantity: number;
}

/** Today's rule: delivery is free (the cart and checkout show shipping as Free). */
export const deliveryChargeFor = (_basket: { subtotal: number; quantity: number }): number => 0;

const rupees = (amount: number) => Math.round(amount * 100) / 100;

export function cartTotals(lines: ReadonlyArray<{ product: { finalPrice: number }; quantity: number }>): CartTotals {
  const subtotal = rupees(lines.reduce((sum, line) => sum + line.product.finalPrice * line.quantity, 0));
  const totalQuantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const deliveryCharge =
    lines.length === 0 ? 0 : rupees(Math.max(0, deliveryChargeFor({ subtotal, quantity: totalQuantity })));
  return { subtotal, deliveryCharge, totalAmount: rupees(subtotal + deliveryCharge), totalQuantity };
}

const sameCity = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Whether any delivery rule can charge: when none can, the cart keeps the specification's "Free". */
export const chargesDelivery = (rates: DeliveryRates) =>
  rates.defaultFee > 0 || rates.cities.some((rule) => rule.fee > 0);

/** The rule for `city`: its own when the merchant set one, else the default (the server's deliveryRuleFor). */
function deliveryRuleFor(rates: DeliveryRates, city: string): { fee: number; freeAbove?: number | null } {
  return (
    rates.cities.find((candidate) => sameCity(candidate.city, city)) ?? {
      fee: rates.defaultFee,
      freeAbove: rates.freeAbove,
    }
  );
}

/**
 * The merchant's delivery charge for a subtotal and a city: the mirror of the server's deliveryRuleFor
 * (server/src/pricing/delivery-rule.ts). A city with its own rule pays its fee, free at or above its amount;
 * other cities the default. Without a city nothing is charged yet (the cart says: calculated at checkout).
 */
export function deliveryFeeFor(rates: DeliveryRates, subtotal: number, city: string): number {
  if (!city.trim() || subtotal <= 0) return 0;
  const rule = deliveryRuleFor(rates, city);
  return rule.freeAbove !== null && rule.freeAbove !== undefined && subtotal >= rule.freeAbove ? 0 : rule.fee;
}

/** The subtotal from which delivery to `city` is free, when its rule charges below it (null: no such amount). */
export function freeDeliveryFrom(rates: DeliveryRates, city: string): number | null {
  if (!city.trim()) return null;
  const rule = deliveryRuleFor(rates, city);
  return rule.fee > 0 && rule.freeAbove !== null && rule.freeAbove !== undefined ? rule.freeAbove : null;
}

/** The totals once the city is known (checkout): the delivery charge added to the subtotal. */
export function withDelivery<T extends CartTotals>(totals: T, rates: DeliveryRates, city: string): T {
  const deliveryCharge = rupees(Math.max(0, deliveryFeeFor(rates, totals.subtotal, city)));
  return { ...totals, deliveryCharge, totalAmount: rupees(totals.subtotal + deliveryCharge) };
}

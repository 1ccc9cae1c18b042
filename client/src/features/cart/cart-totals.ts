import type { DeliveryRates } from '../shop/useShop';
import { formatPrice } from '../../ui/format';

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

/** A line the shop can still deliver: not sold out, and not a product deleted since (marked sold out). */
export const orderable = (line: { product: { inStock?: boolean; stockQuantity?: number } }) =>
  line.product.inStock !== false && (line.product.stockQuantity ?? 1) > 0;

/** The totals of the lines; a sold-out line (or a product no longer sold) stays in the cart but is not counted (units nor amount). */
export function cartTotals(
  lines: ReadonlyArray<{
    product: { finalPrice: number; inStock?: boolean; stockQuantity?: number };
    quantity: number;
  }>,
): CartTotals {
  const counted = lines.filter(orderable);
  const subtotal = rupees(counted.reduce((sum, line) => sum + line.product.finalPrice * line.quantity, 0));
  const totalQuantity = counted.reduce((sum, line) => sum + line.quantity, 0);
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

/** What the shop's pages promise about delivery: the specification's "Free" wording, or the merchant's fees. */
export interface DeliveryWording {
  /** True while no rule charges: the pages keep the specification's texts ('Free Shipping', 'Free Delivery'). */
  free: boolean;
  /** A short promise for badges and the hero: 'Delivery from Rs. 150', with the free-above amount when there is one. */
  short: string;
  /** One sentence per rule for the shipping policy: the default fee, then each city with its own. */
  rules: string[];
}

const freeFrom = (freeAbove: number | null | undefined) =>
  freeAbove !== null && freeAbove !== undefined ? `, free on orders of ${formatPrice(freeAbove)} or more` : '';

const feeText = (fee: number, freeAbove: number | null | undefined) =>
  fee > 0 ? `${formatPrice(fee)}${freeFrom(freeAbove)}` : 'free';

/**
 * The delivery promise the merchant's settings allow (admin settings, `shop.delivery`): while nothing is charged,
 * the specification's "Free"; otherwise the lowest fee ("Delivery from Rs. 150") and the lowest free-above amount
 * of a charging rule, so no page promises free delivery that checkout then charges.
 */
export function deliveryWording(rates: DeliveryRates): DeliveryWording {
  if (!chargesDelivery(rates)) return { free: true, short: 'Free Delivery', rules: [] };
  const rules = [{ fee: rates.defaultFee, freeAbove: rates.freeAbove }, ...rates.cities];
  const lowest = Math.min(...rules.map((rule) => rule.fee));
  const thresholds = rules
    .filter((rule) => rule.fee > 0 && rule.freeAbove !== null && rule.freeAbove !== undefined)
    .map((rule) => rule.freeAbove as number);
  const freeAbove = thresholds.length ? `, free from ${formatPrice(Math.min(...thresholds))}` : '';
  const freeCities = rates.cities.filter((rule) => rule.fee === 0).map((rule) => rule.city);
  const chargedCities = rates.cities
    .filter((rule) => rule.fee > 0)
    .map((rule) => `${rule.city} ${formatPrice(rule.fee)}`);
  const short =
    lowest > 0
      ? `Delivery from ${formatPrice(lowest)}${freeAbove}`
      : rates.defaultFee === 0
        ? `Free delivery except ${chargedCities.join(', ')}${freeAbove}`
        : `Free delivery to ${freeCities.join(', ')}, elsewhere ${formatPrice(rates.defaultFee)}${freeAbove}`;
  return {
    free: false,
    short,
    rules: [
      `${rates.cities.length ? 'Other cities' : 'Delivery'}: ${feeText(rates.defaultFee, rates.freeAbove)}.`,
      ...rates.cities.map((rule) => `${rule.city}: ${feeText(rule.fee, rule.freeAbove)}.`),
    ],
  };
}

import { UnprocessableEntityException } from '@nestjs/common';
import { Basket, DELIVERY_RULE, DeliveryRule } from './delivery-rule';

/** A priced line: the unit price charged and the units. */
export interface PricedLine {
  price: number;
  quantity: number;
}

/** What a discount code takes off (server/src/discounts decides whether a code applies and to which lines). */
export interface DiscountTerms<L extends PricedLine = PricedLine> {
  /** `percent`: `value` per cent of the lines it covers; `fixed`: `value` rupees; `free_delivery`: the delivery charge. */
  kind: 'percent' | 'fixed' | 'free_delivery';
  value: number;
  /** The lines the code covers; every line when absent. */
  covers?: (line: L) => boolean;
}

export interface Totals {
  /** Sum of price × quantity over the lines. */
  subtotal: number;
  /** What the delivery rule charges for the basket (0 today). */
  deliveryCharge: number;
  /** What a discount code takes off (0 without one); never more than the lines it covers (or the delivery charge). */
  discount: number;
  /** subtotal − discount + deliveryCharge: what the customer pays on delivery. */
  total: number;
  /** Units over the lines. */
  quantity: number;
}

/** Rupees to the paisa, so sums of prices such as 0.1 + 0.2 do not carry float dust. */
const rupees = (amount: number) => Math.round(amount * 100) / 100;

export const TOTAL_TOO_LARGE = 'These items add up to more than the shop can take. Please contact us.';
/** The largest sum the shop adds up: paisa stay exact in a double below it. */
const MAX_SUM = Number.MAX_SAFE_INTEGER / 100;

/**
 * A sum is a finite number of rupees the shop can add to, whatever the stored prices (the product form bounds
 * them; this is the backstop for a record written another way): else 422, never a null or infinite total.
 */
function bounded(amount: number): number {
  if (!Number.isFinite(amount) || Math.abs(amount) > MAX_SUM) throw new UnprocessableEntityException(TOTAL_TOO_LARGE);
  return amount;
}

const sumOf = (lines: readonly PricedLine[]) => lines.reduce((sum, line) => sum + line.price * line.quantity, 0);

/**
 * What a discount takes off. A percentage is whole rupees, rounded down, so the cash a rider collects stays in whole
 * rupees; a fixed amount never takes off more than the lines it covers; free delivery takes off the delivery charge.
 */
function discountOf<L extends PricedLine>(lines: readonly L[], deliveryCharge: number, terms: DiscountTerms<L>) {
  if (terms.kind === 'free_delivery') return deliveryCharge;
  const covered = rupees(sumOf(terms.covers ? lines.filter(terms.covers) : lines));
  const off = terms.kind === 'percent' ? Math.floor((covered * Math.min(100, terms.value)) / 100) : terms.value;
  return rupees(Math.max(0, Math.min(covered, off)));
}

/**
 * The one totals function of the shop: the cart, the checkout's expected total and the order all price their lines
 * with it, a discount code's terms included (422 when a sum is not a finite amount).
 */
export function totalsOf<L extends PricedLine>(
  lines: readonly L[],
  rule: DeliveryRule = DELIVERY_RULE,
  extra: Omit<Basket, 'subtotal' | 'quantity'> = {},
  discountTerms?: DiscountTerms<L>,
): Totals {
  const subtotal = bounded(rupees(sumOf(lines)));
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const deliveryCharge = lines.length === 0 ? 0 : rupees(Math.max(0, rule({ subtotal, quantity, ...extra })));
  const discount = discountTerms && lines.length > 0 ? discountOf(lines, deliveryCharge, discountTerms) : 0;
  return { subtotal, deliveryCharge, discount, total: bounded(rupees(subtotal - discount + deliveryCharge)), quantity };
}

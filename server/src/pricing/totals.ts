import { UnprocessableEntityException } from '@nestjs/common';
import { Basket, DELIVERY_RULE, DeliveryRule } from './delivery-rule';

/** A priced line: the unit price charged and the units. */
export interface PricedLine {
  price: number;
  quantity: number;
}

export interface Totals {
  /** Sum of price × quantity over the lines. */
  subtotal: number;
  /** What the delivery rule charges for the basket (0 today). */
  deliveryCharge: number;
  /** subtotal + deliveryCharge: what the customer pays on delivery. */
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

/** The one totals function of the shop: the cart and the order both price their lines with it (422 when a sum is not a finite amount). */
export function totalsOf(
  lines: readonly PricedLine[],
  rule: DeliveryRule = DELIVERY_RULE,
  extra: Omit<Basket, 'subtotal' | 'quantity'> = {},
): Totals {
  const subtotal = bounded(rupees(lines.reduce((sum, line) => sum + line.price * line.quantity, 0)));
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const deliveryCharge = lines.length === 0 ? 0 : rupees(Math.max(0, rule({ subtotal, quantity, ...extra })));
  return { subtotal, deliveryCharge, total: bounded(rupees(subtotal + deliveryCharge)), quantity };
}

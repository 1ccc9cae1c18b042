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

/** The one totals function of the shop: the cart and the order both price their lines with it. */
export function totalsOf(
  lines: readonly PricedLine[],
  rule: DeliveryRule = DELIVERY_RULE,
  extra: Omit<Basket, 'subtotal' | 'quantity'> = {},
): Totals {
  const subtotal = rupees(lines.reduce((sum, line) => sum + line.price * line.quantity, 0));
  const quantity = lines.reduce((sum, line) => sum + line.quantity, 0);
  const deliveryCharge = lines.length === 0 ? 0 : rupees(Math.max(0, rule({ subtotal, quantity, ...extra })));
  return { subtotal, deliveryCharge, total: rupees(subtotal + deliveryCharge), quantity };
}

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

/** An order about to be placed, as the checkout rules and the risk score see it. */
export interface CheckoutAttempt {
  /** The shipping phone in E.164 (the client key the order is stored with). */
  phone: string;
  /** The account placing the order; absent for a guest. */
  userId?: string;
  /** The shipping e-mail (or the account's), lower case; may be empty for a guest. */
  email: string;
  city: string;
  /** Sum of the lines, before delivery. */
  subtotal: number;
  units: number;
  address: string;
}

/**
 * Risk, explained: a level and the reasons behind it, from signals a merchant can check.
 * Pure: RiskService gathers the signals from the orders and the blocklist; this weighs them.
 */
export type RiskLevel = 'low' | 'medium' | 'high';

/** Where the risk's count of a phone's recent Pending orders starts, for an order placed at `now` (24 hours before). */
export const recentPendingSince = (now: Date): Date => new Date(now.getTime() - 24 * 60 * 60 * 1000);

export interface OrderRisk {
  level: RiskLevel;
  reasons: string[];
}

/** The phone's earlier orders, over all orders (the one being scored left out). */
export interface PhoneHistory {
  orders: number;
  delivered: number;
  /** Refused at the door or undeliverable. */
  returned: number;
  /** The customer declined the confirmation. */
  declined: number;
  /** Never confirmed within the window. */
  expired: number;
}

export interface RiskSignals {
  history: PhoneHistory;
  /** The phone or the e-mail is on the blocklist. */
  blocked: boolean;
  subtotal: number;
  /** The shop's usual order value (median subtotal of recent orders); null while there are too few orders. */
  usualValue: number | null;
  units: number;
  /** Other open (Pending, unconfirmed or not) orders from the same phone placed in the last 24 hours. */
  openFromPhoneLast24h: number;
  /** The shipping address as typed. */
  address: string;
}

/** Points at or above which an order is medium / high risk; some signals make it high on their own. */
export const MEDIUM_POINTS = 2;
export const HIGH_POINTS = 4;
/** An order worth this many times the usual value, and at least FAR_ABOVE_MIN, is "far above". */
export const FAR_ABOVE_FACTOR = 3;
export const FAR_ABOVE_MIN = 5000;
export const MANY_UNITS = 8;
export const SHORT_ADDRESS = 15;

const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(amount)}`;
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export function scoreRisk(signals: RiskSignals): OrderRisk {
  const reasons: string[] = [];
  let points = 0;
  let high = false;

  if (signals.blocked) {
    high = true;
    reasons.push('Phone or e-mail is on the blocklist');
  }

  const { history } = signals;
  const refused = history.returned + history.declined + history.expired;
  if (refused > 0) {
    const parts = [
      history.returned && `${history.returned} returned`,
      history.declined && `${history.declined} declined`,
      history.expired && `${history.expired} never confirmed`,
    ].filter(Boolean);
    const text = `Phone refused ${refused} of ${plural(history.orders, 'earlier order')} (${parts.join(', ')}); ${history.delivered} delivered`;
    reasons.push(text);
    // A third or more of the settled orders refused: a repeat refuser until deliveries outweigh it twice over.
    if (refused * 2 >= history.delivered) high = true;
    else points += 2;
  } else if (history.orders === 0) {
    points += 1;
    reasons.push('First order from this phone');
  }

  if (
    signals.usualValue !== null &&
    signals.subtotal >= FAR_ABOVE_MIN &&
    signals.subtotal > FAR_ABOVE_FACTOR * signals.usualValue
  ) {
    points += 2;
    reasons.push(`Order value ${rupees(signals.subtotal)} is far above the usual ${rupees(signals.usualValue)}`);
  }

  if (signals.units >= MANY_UNITS) {
    points += 1;
    reasons.push(`${signals.units} units in one order`);
  }

  if (signals.openFromPhoneLast24h > 0) {
    points += signals.openFromPhoneLast24h >= 2 ? 2 : 1;
    reasons.push(`${plural(signals.openFromPhoneLast24h, 'other open order')} from this phone in the last 24 hours`);
  }

  const address = signals.address.trim();
  if (address.length < SHORT_ADDRESS) {
    points += 1;
    reasons.push('Address is very short');
  }
  if (!/\d/.test(address)) {
    points += 1;
    reasons.push('Address has no house or street number');
  }

  const level: RiskLevel = high || points >= HIGH_POINTS ? 'high' : points >= MEDIUM_POINTS ? 'medium' : 'low';
  return { level, reasons };
}

/** The median of some amounts, or null when there are fewer than `min`. */
export function usualValueOf(amounts: readonly number[], min = 10): number | null {
  if (amounts.length < min) return null;
  const sorted = [...amounts].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

import { STORAGE_KEYS } from '../../ui/constants';
import { lineKey, type CartLine } from './guest-cart';

/** Line (product, or product and variant: lineKey) → the price the shopper saw when the line first showed (a signed-in cart's lines). */
export type SeenPrices = Readonly<Record<string, number>>;

/**
 * The prices a signed-in customer's lines showed first, so a price an admin changed since is pointed out on the
 * line ("Price changed from … to …"). What the shopper saw is the client's knowledge, not the server's: it stays
 * in local storage (a guest's lines keep theirs on the line itself).
 */
export function recordSeenPrices(seen: SeenPrices, lines: readonly CartLine[]): SeenPrices {
  const next: Record<string, number> = {};
  for (const line of lines) next[lineKey(line.product)] = seen[lineKey(line.product)] ?? line.product.finalPrice;
  const same =
    Object.keys(next).length === Object.keys(seen).length &&
    Object.entries(next).every(([id, price]) => seen[id] === price);
  return same ? seen : next;
}

/** The lines with the price seen first where it differs from the current one. */
export const linesWithSeenPrices = (lines: readonly CartLine[], seen: SeenPrices): CartLine[] =>
  lines.map((line) => {
    const seenPrice = seen[lineKey(line.product)];
    return seenPrice === undefined || seenPrice === line.product.finalPrice ? line : { ...line, seenPrice };
  });

function load(): SeenPrices {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEYS.seenPrices) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === 'number'),
    );
  } catch {
    return {};
  }
}

let state: SeenPrices = load();
const listeners = new Set<() => void>();

const NONE_SEEN: SeenPrices = {};

export const seenPrices = {
  get: () => state,
  /** useSyncExternalStore's server snapshot: nothing seen (the stored prices follow after hydration). */
  getServerSnapshot: () => (Object.keys(state).length === 0 ? state : NONE_SEEN),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Records the first price of new lines and forgets lines no longer in the cart. */
  record(lines: readonly CartLine[]) {
    const next = recordSeenPrices(state, lines);
    if (next === state) return;
    state = next;
    try {
      if (Object.keys(next).length) localStorage.setItem(STORAGE_KEYS.seenPrices, JSON.stringify(next));
      else localStorage.removeItem(STORAGE_KEYS.seenPrices);
    } catch (error) {
      console.error('Could not save the prices seen', error);
    }
    for (const listener of listeners) listener();
  },
  clear() {
    this.record([]);
  },
};

import { STORAGE_KEYS } from '../../ui/constants';

/** What the cart keeps of a product: enough to draw a line and check the quantity rules. */
export interface CartProduct {
  id: string;
  name: string;
  brand: string;
  category: string;
  price: number;
  finalPrice: number;
  originalPrice: number;
  discountPrice?: number | null;
  images: string[];
  cardImages: string[];
  stockQuantity: number;
  inStock: boolean;
}

export interface CartLine {
  product: CartProduct;
  quantity: number;
}

export interface CartState {
  items: CartLine[];
  totalAmount: number;
  totalQuantity: number;
}

function withTotals(items: CartLine[]): CartState {
  return {
    items,
    totalAmount: items.reduce((sum, line) => sum + line.product.finalPrice * line.quantity, 0),
    totalQuantity: items.reduce((sum, line) => sum + line.quantity, 0),
  };
}

function load(): CartState {
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.cart);
    if (!stored) return withTotals([]);
    const parsed = JSON.parse(stored) as { items?: CartLine[] };
    const items = (parsed.items ?? []).filter((line) => line?.product?.id && Number.isInteger(line.quantity) && line.quantity > 0);
    return withTotals(items);
  } catch (error) {
    console.error('Could not load the saved cart; starting empty', error);
    return withTotals([]);
  }
}

let state: CartState = load();
const listeners = new Set<() => void>();

/**
 * The cart (section 4): every operation recomputes the totals and saves the cart locally. Guests' carts live
 * only here; for signed-in customers the useCart hook mirrors each change to the server.
 */
export const cartStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Replaces the lines (from server data or after an operation) and saves them. */
  replace(items: CartLine[]) {
    state = withTotals(items);
    try {
      localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ items }));
    } catch (error) {
      console.error('Could not save the cart', error);
    }
    for (const listener of listeners) listener();
  },
  clear() {
    this.replace([]);
  },
};

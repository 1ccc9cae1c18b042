import { STORAGE_KEYS } from '../../ui/constants';
import { cartTotals, CartTotals } from './cart-totals';

/** What the cart keeps of a product: enough to draw a line and check the quantity rules. */
export interface CartProduct {
  id: string;
  /** The product page's address (productPath); lines stored before slugs were lack it until refreshed. */
  slug: string;
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
  /**
   * For a product sold in kinds: the variant of the line, whose prices, pictures and stock the fields above are,
   * and its option values ("iPhone 15", "Black").
   */
  variantId?: string;
  variantValues?: string[];
}

/** What a variant gives a line (ProductVariant's fields, as the server answers them). */
export interface CartVariant {
  id: string;
  values: string[];
  price: number;
  finalPrice: number;
  discountPrice?: number | null;
  images: string[];
  cardImages: string[];
  stockQuantity: number;
  inStock: boolean;
}

/** A line's identity: its product, and its variant for a product sold in kinds (each variant is a line of its own). */
export const lineKey = (product: Pick<CartProduct, 'id' | 'variantId'>) =>
  product.variantId ? `${product.id}:${product.variantId}` : product.id;

/** How a shopper knows a line: its product's name and its variant's values. */
export const lineName = (product: Pick<CartProduct, 'name' | 'variantValues'>) =>
  product.variantValues?.length ? `${product.name} (${product.variantValues.join(' / ')})` : product.name;

export interface CartLine {
  product: CartProduct;
  quantity: number;
  /** The price the shopper saw when the line was added, kept while the current price differs from it. */
  seenPrice?: number;
}

/**
 * The CartProduct fields of a product as the server answers it (extra fields such as __typename left out); with a
 * variant, its prices, pictures and stock in place of the product's.
 */
export const toCartProduct = (product: CartProduct, variant?: CartVariant | null): CartProduct => {
  const line: CartProduct = {
    id: product.id,
    slug: product.slug,
    name: product.name,
    brand: product.brand,
    category: product.category,
    price: product.price,
    finalPrice: product.finalPrice,
    originalPrice: product.originalPrice,
    discountPrice: product.discountPrice,
    images: product.images,
    cardImages: product.cardImages,
    stockQuantity: product.stockQuantity,
    inStock: product.inStock,
  };
  if (variant)
    return {
      ...line,
      price: variant.price,
      finalPrice: variant.finalPrice,
      originalPrice: variant.price,
      discountPrice: variant.discountPrice,
      images: variant.images,
      cardImages: variant.cardImages,
      stockQuantity: variant.stockQuantity,
      inStock: variant.inStock,
      variantId: variant.id,
      variantValues: variant.values,
    };
  if (product.variantId) return { ...line, variantId: product.variantId, variantValues: product.variantValues };
  return line;
};

/**
 * A line's new data keeps the price the shopper saw before (so a changed price is pointed out on the line),
 * until the price is back to it.
 */
export function withSeenPrices(previous: readonly CartLine[], next: readonly CartLine[]): CartLine[] {
  const before = new Map(previous.map((line) => [lineKey(line.product), line]));
  return next.map((line) => {
    const old = before.get(lineKey(line.product));
    const seenPrice = old ? (old.seenPrice ?? old.product.finalPrice) : line.seenPrice;
    if (seenPrice === undefined || seenPrice === line.product.finalPrice) {
      const { seenPrice: _dropped, ...rest } = line;
      return rest;
    }
    return { ...line, seenPrice };
  });
}

export interface CartState extends CartTotals {
  items: CartLine[];
}

/**
 * The lines with their totals: the server's when they came with the lines (a signed-in cart), else the client's
 * mirror of the server's totals function (cart-totals.ts).
 */
export function withTotals(items: CartLine[], totals?: CartTotals): CartState {
  return { items, ...(totals ?? cartTotals(items)) };
}

function load(): CartState {
  // The server renders pages without storage: an empty cart.
  if (typeof localStorage === 'undefined') return withTotals([]);
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.cart);
    if (!stored) return withTotals([]);
    const parsed = JSON.parse(stored) as { items?: CartLine[] };
    const items = (parsed.items ?? []).filter(
      (line) => line?.product?.id && Number.isInteger(line.quantity) && line.quantity > 0,
    );
    return withTotals(items);
  } catch (error) {
    console.error('Could not load the saved cart; starting empty', error);
    return withTotals([]);
  }
}

let state: CartState = load();
const listeners = new Set<() => void>();

/**
 * A guest's cart (section 4): the one cart the server cannot keep, so it lives in local storage. Every operation
 * recomputes the totals and saves it. A signed-in customer's cart is server data, read from Apollo's cache
 * (useCart); at sign-in these lines are merged into it and this cart is emptied.
 */
const EMPTY_CART: CartState = withTotals([]);

export const guestCart = {
  get: () => state,
  /**
   * useSyncExternalStore's server snapshot: an empty cart (the stored one follows after hydration); the very
   * state when the cart is empty, so hydrating with an empty cart re-renders nothing.
   */
  getServerSnapshot: () => (state.items.length === 0 ? state : EMPTY_CART),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /**
   * Replaces the lines (from server data, with the server's totals, or after an operation) and saves them; a
   * line's changed price is remembered.
   */
  replace(next: CartLine[], serverTotals?: CartTotals) {
    const items = withSeenPrices(state.items, next);
    state = withTotals(items, serverTotals);
    try {
      localStorage.setItem(STORAGE_KEYS.cart, JSON.stringify({ items }));
    } catch (error) {
      console.error('Could not save the cart', error);
    }
    for (const listener of listeners) listener();
  },
  /**
   * Puts the current prices and stock (asked for `askedIds`) on the lines, a variant's on its line. A product (or
   * variant) the server no longer has stays on its line as sold out, for the shopper to remove.
   */
  refreshProducts(askedIds: readonly string[], fresh: ReadonlyArray<CartProduct & { variants?: CartVariant[] }>) {
    const asked = new Set(askedIds);
    const byId = new Map(fresh.map((product) => [product.id, product]));
    let changed = false;
    const next = state.items.map((line) => {
      if (!asked.has(line.product.id)) return line;
      const found = byId.get(line.product.id);
      const variant = line.product.variantId
        ? found?.variants?.find((each) => each.id === line.product.variantId)
        : undefined;
      const current = found && (line.product.variantId ? variant : !found.variants?.length);
      const product = current ? toCartProduct(found, variant) : { ...line.product, stockQuantity: 0, inStock: false };
      if (JSON.stringify(toCartProduct(line.product)) === JSON.stringify(product)) return line;
      changed = true;
      return { ...line, product };
    });
    if (changed) this.replace(next);
  },
  clear() {
    this.replace([]);
  },
};

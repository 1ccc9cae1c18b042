import { useSyncExternalStore } from 'react';
import type { ProductCardFieldsFragment } from '../../gql/graphql';
import { RECENTLY_VIEWED_LIMIT, STORAGE_KEYS } from '../../ui/constants';

/** What the "Recently Viewed" row needs to draw a product without asking the server again. */
export type ViewedProduct = Pick<
  ProductCardFieldsFragment,
  'id' | 'name' | 'brand' | 'finalPrice' | 'images' | 'cardImages'
> & {
  /** Absent on entries stored before slugs were (their link uses the id; see productPath). */
  slug?: string;
};

function load(): ViewedProduct[] {
  // The server renders pages without storage: nothing viewed.
  if (typeof localStorage === 'undefined') return [];
  try {
    const stored = localStorage.getItem(STORAGE_KEYS.recentlyViewed);
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    return Array.isArray(parsed)
      ? parsed.filter((entry): entry is ViewedProduct => typeof entry?.id === 'string').slice(0, RECENTLY_VIEWED_LIMIT)
      : [];
  } catch (error) {
    console.error('Could not read the recently viewed products; starting empty', error);
    return [];
  }
}

let viewed: ViewedProduct[] = load();
const listeners = new Set<() => void>();

/** Recently viewed products, kept in local storage: newest first, unique by id, at most 10. */
const NONE_VIEWED: ViewedProduct[] = [];

export const recentlyViewedStore = {
  get: () => viewed,
  /** useSyncExternalStore's server snapshot: nothing viewed (the stored row follows after hydration). */
  getServerSnapshot: () => (viewed.length === 0 ? viewed : NONE_VIEWED),
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  remember(product: ViewedProduct) {
    const entry: ViewedProduct = {
      id: product.id,
      slug: product.slug,
      name: product.name,
      brand: product.brand,
      finalPrice: product.finalPrice,
      images: product.images.slice(0, 1),
      cardImages: product.cardImages.slice(0, 1),
    };
    viewed = [entry, ...viewed.filter((other) => other.id !== product.id)].slice(0, RECENTLY_VIEWED_LIMIT);
    try {
      localStorage.setItem(STORAGE_KEYS.recentlyViewed, JSON.stringify(viewed));
    } catch (error) {
      console.error('Could not save the recently viewed products', error);
    }
    for (const listener of listeners) listener();
  },
};

export const useRecentlyViewed = () =>
  useSyncExternalStore(recentlyViewedStore.subscribe, recentlyViewedStore.get, recentlyViewedStore.getServerSnapshot);

import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { errorMessage } from '../../app/apollo';
import type { CartFieldsFragment } from '../../gql/graphql';
import { MAX_QUANTITY } from '../../ui/constants';
import { toast } from '../../ui/toast';
import { sessionStore } from '../auth/session-store';
import { AddToCartMutation, ClearCartMutation, MergeCartMutation, RemoveFromCartMutation, ServerCartQuery, UpdateCartItemMutation } from './cart.graphql';
import { CartLine, CartProduct, cartStore } from './cart-store';

export const CART_TEXTS = {
  added: 'Added to cart successfully!',
  updated: 'Cart updated successfully!',
  removed: 'Item removed from cart',
  outOfStock: 'Product is out of stock',
  maxPerProduct: 'Maximum 10 items allowed per product',
  addFailed: 'Failed to add to cart',
} as const;

/** One toast per cart message: repeated steps refresh it instead of piling copies over the page. */
const cartToastIds = new Map<string, number>();
function cartToast(kind: 'success' | 'error', message: string) {
  cartToastIds.set(message, toast[kind](message, { id: cartToastIds.get(message) }));
}

/** The most units one line may hold: the lesser of the stock and 10. */
export const lineLimit = (product: Pick<CartProduct, 'stockQuantity'>) => Math.max(0, Math.min(product.stockQuantity, MAX_QUANTITY));

/** Why a line cannot take more units: the stock when it is the smaller limit, else the 10-per-product rule. */
export const lineLimitMessage = (product: Pick<CartProduct, 'stockQuantity'>) =>
  product.stockQuantity < MAX_QUANTITY ? `Only ${Math.max(0, product.stockQuantity)} left in stock` : CART_TEXTS.maxPerProduct;

export const linesFromServer = (cart: CartFieldsFragment): CartLine[] =>
  cart.items.map((line) => ({ product: line.product, quantity: line.quantity }));

/** Puts the server's cart into the store: its lines and its own totals. */
const replaceFromServer = (cart: CartFieldsFragment) =>
  cartStore.replace(linesFromServer(cart), {
    subtotal: cart.subtotal,
    deliveryCharge: cart.deliveryCharge,
    totalAmount: cart.totalAmount,
    totalQuantity: cart.totalQuantity,
  });

const signedIn = () => sessionStore.get().isAuthenticated;

/** The cart and its operations; a signed-in customer's changes are also made on the server cart. */
export function useCart() {
  const cart = useSyncExternalStore(cartStore.subscribe, cartStore.get);
  const client = useApolloClient();

  const add = useCallback(
    async (product: CartProduct, quantity = 1): Promise<boolean> => {
      if (!product?.id) {
        console.error('Cannot add a product without an id');
        return false;
      }
      if (!product.inStock || product.stockQuantity <= 0) {
        cartToast('error', CART_TEXTS.outOfStock);
        return false;
      }
      const current = cartStore.get().items;
      const existing = current.find((line) => line.product.id === product.id);
      const wanted = (existing?.quantity ?? 0) + quantity;
      const merged = Math.min(wanted, lineLimit(product));
      if (existing && existing.quantity >= lineLimit(product)) {
        cartToast('error', lineLimitMessage(product));
        return false;
      }
      if (signedIn()) {
        try {
          const { data } = await client.mutate({ mutation: AddToCartMutation, variables: { input: { productId: product.id, quantity: merged - (existing?.quantity ?? 0) } } });
          if (data) replaceFromServer(data.addToCart);
        } catch (error) {
          toast.error(errorMessage(error, CART_TEXTS.addFailed));
          return false;
        }
      } else {
        const next = existing
          ? current.map((line) => (line.product.id === product.id ? { product, quantity: merged } : line))
          : [...current, { product, quantity: merged }];
        cartStore.replace(next);
      }
      if (wanted > merged) cartToast('error', lineLimitMessage(product));
      else cartToast('success', CART_TEXTS.added);
      return true;
    },
    [client],
  );

  const remove = useCallback(
    async (productId: string, announce = true) => {
      if (!productId) {
        console.error('Cannot remove a line without a product id');
        return;
      }
      const before = cartStore.get().items;
      cartStore.replace(before.filter((line) => line.product.id !== productId));
      if (signedIn()) {
        try {
          const { data } = await client.mutate({ mutation: RemoveFromCartMutation, variables: { productId } });
          if (data) replaceFromServer(data.removeFromCart);
        } catch (error) {
          cartStore.replace(before);
          toast.error(errorMessage(error, 'Failed to update cart'));
          return;
        }
      }
      if (announce) cartToast('success', CART_TEXTS.removed);
    },
    [client],
  );

  const setQuantity = useCallback(
    async (productId: string, quantity: number) => {
      if (!productId) {
        console.error('Cannot update a line without a product id');
        return;
      }
      if (quantity <= 0) return remove(productId);
      const before = cartStore.get().items;
      const line = before.find((entry) => entry.product.id === productId);
      if (!line) return;
      if (quantity > MAX_QUANTITY) {
        cartToast('error', CART_TEXTS.maxPerProduct);
        return;
      }
      if (quantity > line.product.stockQuantity) {
        cartToast('error', lineLimitMessage(line.product));
        return;
      }
      cartStore.replace(before.map((entry) => (entry.product.id === productId ? { ...entry, quantity } : entry)));
      if (signedIn()) {
        try {
          const { data } = await client.mutate({ mutation: UpdateCartItemMutation, variables: { input: { productId, quantity } } });
          if (data) replaceFromServer(data.updateCartItem);
        } catch (error) {
          cartStore.replace(before);
          toast.error(errorMessage(error, 'Failed to update cart'));
          return;
        }
      }
      cartToast('success', CART_TEXTS.updated);
    },
    [client, remove],
  );

  /** Empties the cart, locally and for a signed-in customer on the server (after an order the server already has). */
  const clear = useCallback(
    async (options: { server?: boolean } = {}) => {
      cartStore.clear();
      if (signedIn() && options.server !== false) {
        try {
          await client.mutate({ mutation: ClearCartMutation });
        } catch (error) {
          console.error('Could not clear the server cart', error);
        }
      }
    },
    [client],
  );

  return useMemo(() => ({ ...cart, add, setQuantity, remove, clear }), [cart, add, setQuantity, remove, clear]);
}

/**
 * At sign-in: the guest's local lines are merged into the account's cart, which then replaces the local one.
 * With replaceOnly (a restored session, whose local cart mirrors the server's), the server cart just replaces it.
 */
export async function mergeLocalCartIntoAccount(client: ReturnType<typeof useApolloClient>, options: { replaceOnly?: boolean } = {}) {
  const items = options.replaceOnly ? [] : cartStore.get().items.map((line) => ({ productId: line.product.id, quantity: line.quantity }));
  try {
    const { data } = items.length
      ? await client.mutate({ mutation: MergeCartMutation, variables: { input: { items } } }).then((result) => ({ data: result.data?.mergeCart }))
      : await client.query({ query: ServerCartQuery, fetchPolicy: 'network-only' }).then((result) => ({ data: result.data?.cart }));
    if (data) replaceFromServer(data);
  } catch (error) {
    console.error('Could not merge the cart into the account', error);
  }
}

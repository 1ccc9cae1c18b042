import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { getFragmentData, makeFragmentData, type FragmentType } from '../../gql';
import type { CartFieldsFragment as CartFields } from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { session } from '../../lib/session';
import { MAX_QUANTITY } from '../../ui/constants';
import { toast } from '../../ui/toast';
import {
  AddToCartMutation,
  CartFieldsFragment,
  CartProductFieldsFragment,
  CartVariantFieldsFragment,
  ClearCartMutation,
  MergeCartMutation,
  RemoveFromCartMutation,
  ServerCartQuery,
  UpdateCartItemMutation,
} from './cart.graphql';
import type { CartTotals } from './cart-totals';
import { CartLine, CartProduct, CartVariant, guestCart, lineKey, toCartProduct, withTotals } from './guest-cart';
import { linesWithSeenPrices, seenPrices } from './seen-prices';

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
export const lineLimit = (product: Pick<CartProduct, 'stockQuantity'>) =>
  Math.max(0, Math.min(product.stockQuantity, MAX_QUANTITY));

/** Why a line cannot take more units: the stock when it is the smaller limit, else the 10-per-product rule. */
export const lineLimitMessage = (product: Pick<CartProduct, 'stockQuantity'>) =>
  product.stockQuantity < MAX_QUANTITY
    ? `Only ${Math.max(0, product.stockQuantity)} left in stock`
    : CART_TEXTS.maxPerProduct;

/** The server's figures of a cart (subtotal, delivery charge, total, units). */
const totalsOf = (cart: CartFields): CartTotals => ({
  subtotal: cart.subtotal,
  deliveryCharge: cart.deliveryCharge,
  totalAmount: cart.totalAmount,
  totalQuantity: cart.totalQuantity,
});

/** The lines of the server's cart. */
export const linesFromServer = (cart: CartFields): CartLine[] =>
  cart.items.map((line) => ({
    product: toCartProduct(
      getFragmentData(CartProductFieldsFragment, line.product),
      getFragmentData(CartVariantFieldsFragment, line.variant),
    ),
    quantity: line.quantity,
  }));

/**
 * The server's cart as it will answer after a change, for `optimisticResponse`: the page shows the change at once,
 * and Apollo drops it by itself when the server refuses.
 */
export function optimisticCart(id: string, lines: readonly CartLine[]): FragmentType<typeof CartFieldsFragment> {
  const items = lines.map((line) => {
    // The line's product shows the product's own fields in the cache; a variant's are on the variant.
    const { variantId, variantValues, ...product } = line.product;
    return {
      __typename: 'CartItem' as const,
      quantity: line.quantity,
      lineTotal: line.product.finalPrice * line.quantity,
      product: makeFragmentData(
        { __typename: 'Product' as const, ...product, discountPrice: product.discountPrice ?? null },
        CartProductFieldsFragment,
      ),
      variant: variantId
        ? makeFragmentData(
            {
              __typename: 'ProductVariant' as const,
              id: variantId,
              values: variantValues ?? [],
              price: product.price,
              finalPrice: product.finalPrice,
              discountPrice: product.discountPrice ?? null,
              images: product.images,
              cardImages: product.cardImages,
              stockQuantity: product.stockQuantity,
              inStock: product.inStock,
            },
            CartVariantFieldsFragment,
          )
        : null,
    };
  });
  const { subtotal, deliveryCharge, totalAmount, totalQuantity } = withTotals([...lines]);
  return makeFragmentData(
    { __typename: 'Cart' as const, id, items, subtotal, deliveryCharge, totalAmount, totalQuantity },
    CartFieldsFragment,
  );
}

/**
 * The cart and its operations. A signed-in customer's cart is the server's, read from Apollo's cache (the
 * `ServerCart` query) and changed by mutations whose optimistic answers show at once; a guest's lives in local
 * storage (guest-cart).
 */
export function useCart() {
  const client = useApolloClient();
  const { token } = useSyncExternalStore(session.subscribe, session.get, session.getServerSnapshot);
  const guest = useSyncExternalStore(guestCart.subscribe, guestCart.get, guestCart.getServerSnapshot);
  const seen = useSyncExternalStore(seenPrices.subscribe, seenPrices.get, seenPrices.getServerSnapshot);
  const server = useQuery(ServerCartQuery, { skip: !token });
  const serverCart = getFragmentData(CartFieldsFragment, token && server.data ? server.data.cart : null);
  const serverLines = useMemo(() => (serverCart ? linesFromServer(serverCart) : null), [serverCart]);

  useEffect(() => {
    if (serverLines) seenPrices.record(serverLines);
  }, [serverLines]);

  // A signed-in cart shows the server's own totals; the guest cart the client's mirror of them (cart-totals.ts).
  const cart = useMemo(
    () =>
      token
        ? withTotals(
            serverLines ? linesWithSeenPrices(serverLines, seen) : [],
            serverCart ? totalsOf(serverCart) : undefined,
          )
        : guest,
    [token, serverLines, serverCart, seen, guest],
  );
  /** True while a signed-in customer's cart is on its way (pages wait before judging it empty). */
  const loading = Boolean(token) && !serverLines && !server.error;

  /** The signed-in cart to change, or null for a guest. */
  const current = useCallback((): { id: string; lines: CartLine[] } | null => {
    if (!session.signedIn()) return null;
    const data = client.readQuery({ query: ServerCartQuery });
    if (!data) return { id: '', lines: [] };
    const fields = getFragmentData(CartFieldsFragment, data.cart);
    return { id: fields.id, lines: linesFromServer(fields) };
  }, [client]);

  const add = useCallback(
    async (item: CartProduct, quantity = 1, variant?: CartVariant): Promise<boolean> => {
      if (!item?.id) {
        console.error('Cannot add a product without an id');
        return false;
      }
      // A variant's line: its prices, pictures and stock are the line's.
      const product = toCartProduct(item, variant);
      if (!product.inStock || product.stockQuantity <= 0) {
        cartToast('error', CART_TEXTS.outOfStock);
        return false;
      }
      const signed = current();
      const lines = signed ? signed.lines : guestCart.get().items;
      const existing = lines.find((line) => lineKey(line.product) === lineKey(product));
      const wanted = (existing?.quantity ?? 0) + quantity;
      const merged = Math.min(wanted, lineLimit(product));
      if (existing && existing.quantity >= lineLimit(product)) {
        cartToast('error', lineLimitMessage(product));
        return false;
      }
      const next = existing
        ? lines.map((line) => (lineKey(line.product) === lineKey(product) ? { product, quantity: merged } : line))
        : [...lines, { product, quantity: merged }];
      if (signed) {
        try {
          await client.mutate({
            mutation: AddToCartMutation,
            variables: {
              input: {
                productId: product.id,
                variantId: product.variantId,
                quantity: merged - (existing?.quantity ?? 0),
              },
            },
            optimisticResponse: signed.id ? { addToCart: optimisticCart(signed.id, next) } : undefined,
            // The first line of a cart never read before: the `cart` query now points at it.
            update: (cache, { data }) => {
              if (data) cache.writeQuery({ query: ServerCartQuery, data: { cart: data.addToCart } });
            },
          });
        } catch (error) {
          toast.error(errorMessage(error, CART_TEXTS.addFailed));
          return false;
        }
      } else {
        guestCart.replace(next);
      }
      if (wanted > merged) cartToast('error', lineLimitMessage(product));
      else cartToast('success', CART_TEXTS.added);
      return true;
    },
    [client, current],
  );

  const remove = useCallback(
    async (product: Pick<CartProduct, 'id' | 'variantId'>, announce = true) => {
      if (!product?.id) {
        console.error('Cannot remove a line without a product id');
        return;
      }
      const key = lineKey(product);
      const signed = current();
      if (signed) {
        const next = signed.lines.filter((line) => lineKey(line.product) !== key);
        try {
          await client.mutate({
            mutation: RemoveFromCartMutation,
            variables: { productId: product.id, variantId: product.variantId },
            optimisticResponse: signed.id ? { removeFromCart: optimisticCart(signed.id, next) } : undefined,
          });
        } catch (error) {
          toast.error(errorMessage(error, 'Failed to update cart'));
          return;
        }
      } else {
        guestCart.replace(guestCart.get().items.filter((line) => lineKey(line.product) !== key));
      }
      if (announce) cartToast('success', CART_TEXTS.removed);
    },
    [client, current],
  );

  const setQuantity = useCallback(
    async (product: Pick<CartProduct, 'id' | 'variantId'>, quantity: number) => {
      if (!product?.id) {
        console.error('Cannot update a line without a product id');
        return;
      }
      if (quantity <= 0) return remove(product);
      const key = lineKey(product);
      const signed = current();
      const lines = signed ? signed.lines : guestCart.get().items;
      const line = lines.find((entry) => lineKey(entry.product) === key);
      if (!line) return;
      if (quantity > MAX_QUANTITY) {
        cartToast('error', CART_TEXTS.maxPerProduct);
        return;
      }
      if (quantity > line.product.stockQuantity) {
        cartToast('error', lineLimitMessage(line.product));
        return;
      }
      const next = lines.map((entry) => (lineKey(entry.product) === key ? { ...entry, quantity } : entry));
      if (signed) {
        try {
          await client.mutate({
            mutation: UpdateCartItemMutation,
            variables: { input: { productId: product.id, variantId: product.variantId, quantity } },
            optimisticResponse: signed.id ? { updateCartItem: optimisticCart(signed.id, next) } : undefined,
          });
        } catch (error) {
          toast.error(errorMessage(error, 'Failed to update cart'));
          return;
        }
      } else {
        guestCart.replace(next);
      }
      cartToast('success', CART_TEXTS.updated);
    },
    [client, remove, current],
  );

  /**
   * Empties the cart: a guest's in storage; a customer's on the server, or only in the cache when the server has
   * already emptied it (after an order).
   */
  const clear = useCallback(
    async (options: { server?: boolean } = {}) => {
      const signed = current();
      if (!signed) return guestCart.clear();
      if (options.server === false) {
        if (signed.id) client.writeQuery({ query: ServerCartQuery, data: { cart: optimisticCart(signed.id, []) } });
        return;
      }
      try {
        await client.mutate({
          mutation: ClearCartMutation,
          optimisticResponse: signed.id ? { clearCart: optimisticCart(signed.id, []) } : undefined,
        });
      } catch (error) {
        console.error('Could not clear the server cart', error);
      }
    },
    [client, current],
  );

  return useMemo(
    () => ({ ...cart, loading, add, setQuantity, remove, clear }),
    [cart, loading, add, setQuantity, remove, clear],
  );
}

/**
 * At sign-in, before the token is kept: the guest's lines are merged into the account's cart (the server's answer
 * goes into the cache), and the guest cart is emptied. `token` authorises the merge.
 */
export async function mergeGuestCartIntoAccount(client: ReturnType<typeof useApolloClient>, token: string) {
  const items = guestCart.get().items.map((line) => ({
    productId: line.product.id,
    variantId: line.product.variantId,
    quantity: line.quantity,
  }));
  seenPrices.clear();
  if (items.length === 0) return;
  try {
    const { data } = await client.mutate({
      mutation: MergeCartMutation,
      variables: { input: { items } },
      context: { headers: { authorization: `Bearer ${token}` } },
    });
    if (data) client.writeQuery({ query: ServerCartQuery, data: { cart: data.mergeCart } });
    guestCart.clear();
  } catch (error) {
    console.error('Could not merge the cart into the account', error);
  }
}

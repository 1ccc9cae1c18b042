import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { formatPrice } from '../../ui/format';
import { getFragmentData } from '../../gql';
import { CartProductFieldsFragment, CartProductsQuery, CartVariantFieldsFragment } from './cart.graphql';
import { session } from '../../lib/session';
import type { CartProductsQuery as CartProductsAnswer } from '../../gql/graphql';
import { CartLine, guestCart } from './guest-cart';

export interface LineNotice {
  kind: 'price' | 'sold-out' | 'short';
  text: string;
}

/** What the shopper must know about a line before ordering: a changed price, sold out, or fewer units left than wanted. */
export function lineNotices(line: CartLine): LineNotice[] {
  const notices: LineNotice[] = [];
  const { product, quantity, seenPrice } = line;
  if (seenPrice !== undefined && seenPrice !== product.finalPrice) {
    notices.push({
      kind: 'price',
      text: `Price changed from ${formatPrice(seenPrice)} to ${formatPrice(product.finalPrice)}`,
    });
  }
  if (!product.inStock || product.stockQuantity <= 0) notices.push({ kind: 'sold-out', text: 'Sold out' });
  else if (product.stockQuantity < quantity)
    notices.push({ kind: 'short', text: `Only ${product.stockQuantity} left` });
  return notices;
}

/** True when a line cannot be ordered as it stands (sold out, or more units than are left). */
export const lineBlocksOrder = (line: CartLine) => lineNotices(line).some((notice) => notice.kind !== 'price');

/** The products of the freshness check, each with its variants. */
const freshProducts = (products: CartProductsAnswer['productsByIds']) =>
  products.map((product) => ({
    ...getFragmentData(CartProductFieldsFragment, product),
    variants: getFragmentData(CartVariantFieldsFragment, product.variants),
  }));

export const CART_NEEDS_CHANGES =
  'Some items are sold out or have fewer units left. Please update your cart to continue.';

/**
 * Checks the cart's lines against the server whenever the cart or checkout is shown (guests and customers): the
 * current prices and stock go into Apollo's normalised cache, where a signed-in customer's cart reads its
 * products; a guest's stored lines take them too. `recheck` asks again (after the
 * server refused a total).
 */
export function useFreshCart(lines: readonly CartLine[]) {
  const idsKey = useMemo(() => [...new Set(lines.map((line) => line.product.id))].sort().join(','), [lines]);
  const ids = useMemo(() => (idsKey ? idsKey.split(',') : []), [idsKey]);
  const { data, refetch, loading } = useQuery(CartProductsQuery, {
    variables: { ids },
    skip: ids.length === 0,
    fetchPolicy: 'network-only',
  });

  useEffect(() => {
    if (data?.productsByIds && !session.signedIn()) guestCart.refreshProducts(ids, freshProducts(data.productsByIds));
  }, [data, ids]);

  /** Asks again; answers the ids of the lines' products the shop no longer has (deleted meanwhile). */
  const recheck = useCallback(async (): Promise<string[]> => {
    if (ids.length === 0) return [];
    try {
      const { data: fresh } = await refetch({ ids });
      if (!fresh?.productsByIds) return [];
      const products = freshProducts(fresh.productsByIds);
      if (!session.signedIn()) guestCart.refreshProducts(ids, products);
      const found = new Set(products.map((product) => product.id));
      return ids.filter((id) => !found.has(id));
    } catch (error) {
      console.error('Could not check the cart against the shop', error);
      return [];
    }
  }, [ids, refetch]);

  return { checking: loading, recheck, blocked: lines.some(lineBlocksOrder) };
}

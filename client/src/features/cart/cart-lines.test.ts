import { describe, expect, it } from '@jest/globals';
import { getFragmentData } from '../../gql';
import { CartFieldsFragment, CartProductFieldsFragment } from './cart.graphql';
import { CartLine, CartProduct, toCartProduct, withSeenPrices, withTotals } from './guest-cart';
import { recordSeenPrices, linesWithSeenPrices } from './seen-prices';
import { lineLimit, lineLimitMessage, linesFromServer, optimisticCart } from './useCart';
import { lineBlocksOrder, lineNotices } from './useFreshCart';

const product = (id: string, finalPrice: number, stockQuantity = 20): CartProduct => ({
  id,
  slug: `product-${id}-3fa2b1`,
  name: `Product ${id}`,
  brand: 'Volt',
  category: 'Cables',
  price: finalPrice,
  finalPrice,
  originalPrice: finalPrice,
  discountPrice: null,
  images: [`/images/${id}.jpg`],
  cardImages: [`/images/${id}-card.jpg`],
  stockQuantity,
  inStock: stockQuantity > 0,
});
const line = (id: string, finalPrice: number, quantity: number, stock = 20): CartLine => ({
  product: product(id, finalPrice, stock),
  quantity,
});

describe('cart totals', () => {
  it('adds every line at its current price, and counts the units', () => {
    expect(withTotals([line('a', 900, 2), line('b', 1500, 1)])).toMatchObject({ totalAmount: 3300, totalQuantity: 3 });
    expect(withTotals([])).toMatchObject({ totalAmount: 0, totalQuantity: 0, items: [] });
  });
});

describe('line limits', () => {
  it('allows the lesser of the stock and 10, and names the smaller limit', () => {
    expect(lineLimit({ stockQuantity: 25 })).toBe(10);
    expect(lineLimit({ stockQuantity: 3 })).toBe(3);
    expect(lineLimit({ stockQuantity: -2 })).toBe(0);
    expect(lineLimitMessage({ stockQuantity: 3 })).toBe('Only 3 left in stock');
    expect(lineLimitMessage({ stockQuantity: 10 })).toBe('Maximum 10 items allowed per product');
  });
});

describe("a guest's seen prices (on the lines)", () => {
  it('keeps the price seen before while the new one differs, and drops it once the price is back', () => {
    const first = withSeenPrices([], [line('a', 900, 1)]);
    expect(first[0].seenPrice).toBeUndefined();
    const raised = withSeenPrices(first, [line('a', 1400, 1)]);
    expect(raised[0].seenPrice).toBe(900);
    const raisedAgain = withSeenPrices(raised, [line('a', 1500, 1)]);
    expect(raisedAgain[0].seenPrice).toBe(900);
    expect(withSeenPrices(raisedAgain, [line('a', 900, 1)])[0].seenPrice).toBeUndefined();
  });
});

describe("a signed-in customer's seen prices (kept beside Apollo's cart)", () => {
  it('records the first price of each line, keeps it when the price changes, and forgets removed lines', () => {
    const seen = recordSeenPrices({}, [line('a', 2499, 1), line('b', 800, 2)]);
    expect(seen).toEqual({ a: 2499, b: 800 });
    expect(recordSeenPrices(seen, [line('a', 2999, 1), line('b', 800, 2)])).toBe(seen);
    expect(recordSeenPrices(seen, [line('a', 2999, 1)])).toEqual({ a: 2499 });
  });

  it('puts the seen price on a line only while it differs from the current one', () => {
    const [changed, same] = linesWithSeenPrices([line('a', 2999, 1), line('b', 800, 1)], { a: 2499, b: 800 });
    expect(changed.seenPrice).toBe(2499);
    expect(same.seenPrice).toBeUndefined();
    expect(lineNotices(changed)).toEqual([{ kind: 'price', text: 'Price changed from Rs. 2,499 to Rs. 2,999' }]);
  });
});

describe('line notices', () => {
  it('marks sold-out and short lines, which block the order; a price change alone does not', () => {
    expect(lineNotices(line('a', 900, 1, 0))).toEqual([{ kind: 'sold-out', text: 'Sold out' }]);
    expect(lineNotices(line('a', 900, 5, 2))).toEqual([{ kind: 'short', text: 'Only 2 left' }]);
    expect(lineBlocksOrder(line('a', 900, 5, 2))).toBe(true);
    expect(lineBlocksOrder({ ...line('a', 900, 1), seenPrice: 800 })).toBe(false);
  });
});

describe('optimistic cart', () => {
  it("answers as the server would: typed lines, line totals and the cart's totals", () => {
    const cart = getFragmentData(CartFieldsFragment, optimisticCart('user-1', [line('a', 900, 2), line('b', 1500, 1)]));
    expect(cart).toMatchObject({ __typename: 'Cart', id: 'user-1', totalAmount: 3300, totalQuantity: 3 });
    expect(
      cart.items.map((item) => {
        const product = getFragmentData(CartProductFieldsFragment, item.product);
        return [item.__typename, product.__typename, product.id, item.quantity, item.lineTotal];
      }),
    ).toEqual([
      ['CartItem', 'Product', 'a', 2, 1800],
      ['CartItem', 'Product', 'b', 1, 1500],
    ]);
    expect(linesFromServer(cart)).toEqual([line('a', 900, 2), line('b', 1500, 1)]);
  });

  it('keeps only the cart fields of a product (a card brings more)', () => {
    const card = {
      ...product('a', 900),
      featured: true,
      trendy: false,
      createdAt: '2025-01-01',
      __typename: 'Product',
    } as CartProduct;
    expect(Object.keys(toCartProduct(card)).sort()).toEqual(Object.keys(product('a', 900)).sort());
  });
});

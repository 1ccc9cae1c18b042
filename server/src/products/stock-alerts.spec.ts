import type { Product, ProductVariant } from './models/product.model';
import { fewestFirst, FewestLines, StockShortage, toStockAlert, variantShortages } from './stock-alerts';

describe('stock alerts', () => {
  const older = new Date('2025-01-01T00:00:00Z');
  const newer = new Date('2025-02-01T00:00:00Z');

  test('a product in kinds: each variant out of stock or at most the threshold, in grid order, whatever the total', () => {
    const record = {
      _id: 'p1',
      createdAt: older,
      variants: { a: { stockQuantity: 40 }, b: { stockQuantity: 2 }, c: { stockQuantity: 0 }, d: { stockQuantity: 5 } },
    };
    expect(variantShortages(record, 5)).toEqual([
      { product: 'p1', variant: 'b', stockQuantity: 2, createdAt: older, place: 1 },
      { product: 'p1', variant: 'c', stockQuantity: 0, createdAt: older, place: 2 },
      { product: 'p1', variant: 'd', stockQuantity: 5, createdAt: older, place: 3 },
    ]);
    expect(variantShortages({ _id: 'p2', createdAt: older }, 5)).toEqual([]);
  });

  test('keeps the lines with the fewest units, then the newest product, then the grid order', () => {
    const line = (product: string, stockQuantity: number, createdAt: Date, place = 0): StockShortage => ({
      product,
      stockQuantity,
      createdAt,
      place,
      ...(place ? { variant: `v${place}` } : {}),
    });
    const fewest = new FewestLines(3);
    fewest.add([line('a', 4, older), line('b', 1, older, 2), line('b', 1, older, 1), line('c', 3, older)]);
    fewest.add([line('d', 1, newer), line('e', 0, older), line('f', 5, newer)]);
    expect(fewest.result().map((kept) => `${kept.product}${kept.variant ?? ''}`)).toEqual(['e', 'd', 'bv1']);
    expect([line('x', 2, older), line('y', 2, newer)].sort(fewestFirst).map((kept) => kept.product)).toEqual([
      'y',
      'x',
    ]);
  });

  test('a line of a product sold as one is the product; a variant line takes its stock and pictures and names it', () => {
    const variant = {
      id: 'v1',
      sku: 'CASE-15-BLK',
      values: ['iPhone 15', 'Black'],
      stockQuantity: 2,
      inStock: true,
      images: ['/black.webp'],
      cardImages: ['/black-card.webp'],
    } as ProductVariant;
    const product = {
      id: 'p1',
      name: 'Clear Case',
      stockQuantity: 42,
      inStock: true,
      images: ['/case.webp'],
      cardImages: ['/case-card.webp'],
      variants: [variant],
    } as Product;
    expect(toStockAlert({ ...product, variants: [] })).toEqual({
      ...product,
      variants: [],
      variantId: null,
      sku: null,
      values: [],
      lineName: 'Clear Case',
    });
    expect(toStockAlert(product, 'v1')).toEqual({
      ...product,
      stockQuantity: 2,
      images: ['/black.webp'],
      cardImages: ['/black-card.webp'],
      variantId: 'v1',
      sku: 'CASE-15-BLK',
      values: ['iPhone 15', 'Black'],
      lineName: 'Clear Case (iPhone 15 / Black)',
    });
    expect(toStockAlert(product, 'gone')).toBeNull();
  });
});

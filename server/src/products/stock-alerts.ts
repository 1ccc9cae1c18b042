import type { Product } from './models/product.model';
import type { StockAlert } from './models/stock-alert.model';
import { lineName, type StoredVariant } from './variants';

/**
 * What the stock alerts count and list: a product sold as one by its own stock, a product sold in kinds by each of its
 * variants' (a variant at 0 is out of stock even while its product has units of other kinds).
 */
export interface StockShortage {
  product: string;
  /** The variant, for a product sold in kinds. */
  variant?: string;
  stockQuantity: number;
  /** The product's: newer products come first among lines with as few units. */
  createdAt: Date;
  /** The variant's place in its product's grid, 0 for a product sold as one. */
  place: number;
}

/** Fewest units first, then the newest product, then a product's variants in the order of its grid. */
export function fewestFirst(a: StockShortage, b: StockShortage): number {
  return (
    a.stockQuantity - b.stockQuantity ||
    new Date(b.createdAt).getTime() - new Date(a.createdAt).getTime() ||
    (a.product < b.product ? 1 : a.product > b.product ? -1 : 0) ||
    a.place - b.place
  );
}

/** Out of stock (0 units or fewer), running low (1 up to `threshold`), or neither. */
export const shortageOf = (units: number, threshold: number): 'out' | 'low' | null =>
  units <= 0 ? 'out' : units <= threshold ? 'low' : null;

/** The variants of a stored product sold in kinds that are out of stock or at most `threshold` units, in grid order. */
export function variantShortages(
  record: { _id: unknown; createdAt: Date; variants?: Record<string, Pick<StoredVariant, 'stockQuantity'>> },
  threshold: number,
): StockShortage[] {
  const product = String(record._id);
  return Object.entries(record.variants ?? {}).flatMap(([variant, stored], place) => {
    const stockQuantity = stored?.stockQuantity ?? 0;
    return shortageOf(stockQuantity, threshold)
      ? [{ product, variant, stockQuantity, createdAt: record.createdAt, place }]
      : [];
  });
}

/** The `limit` lines with the fewest units of all those added, kept without holding more than twice as many. */
export class FewestLines {
  private lines: StockShortage[] = [];

  constructor(private readonly limit: number) {}

  add(lines: Iterable<StockShortage>): void {
    for (const line of lines) {
      this.lines.push(line);
      if (this.lines.length >= 2 * this.limit + 1) this.trim();
    }
  }

  /** The kept lines, fewest units first. */
  result(): StockShortage[] {
    this.trim();
    return this.lines;
  }

  private trim() {
    this.lines = this.lines.sort(fewestFirst).slice(0, this.limit);
  }
}

/** A stock alert line of a product (sold as one), or of one of its variants, as the dashboard shows it. */
export function toStockAlert(product: Product, variantId?: string): StockAlert | null {
  if (!variantId) return { ...product, variantId: null, sku: null, values: [], lineName: lineName(product) };
  const variant = product.variants.find((each) => each.id === variantId);
  if (!variant) return null;
  return {
    ...product,
    stockQuantity: variant.stockQuantity,
    inStock: variant.inStock,
    images: variant.images,
    cardImages: variant.cardImages,
    variantId: variant.id,
    sku: variant.sku,
    values: variant.values,
    lineName: lineName(product, variant),
  };
}

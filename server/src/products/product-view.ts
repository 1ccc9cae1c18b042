import { cardImageUrl } from '../images/image-urls';
import { Product, ProductVariant } from './models/product.model';
import { ProductRecord } from './schemas/product.schema';
import type { StoredVariant } from './variants';

export type StoredProduct = ProductRecord & {
  _id: unknown;
  specifications?: Map<string, string> | Record<string, string>;
};

/** The price a shopper pays and the rounded percentage saved (spec section 9). */
export function pricing(price: number, discountPrice?: number | null) {
  const discounted = typeof discountPrice === 'number' && discountPrice >= 0 && discountPrice < price;
  const finalPrice = discounted ? discountPrice : price;
  const discountPercentage = discounted && price > 0 ? Math.round(((price - finalPrice) / price) * 100) : 0;
  return { finalPrice, discountPercentage, discounted };
}

/**
 * A stored variant as the APIs show it; without pictures of its own it shows the product's. Its own are those still
 * among the product's: pictures replaced with the product form are gone from its variants too.
 */
function toVariant(id: string, variant: StoredVariant, productImages: string[]): ProductVariant {
  const { finalPrice, discountPercentage, discounted } = pricing(variant.price, variant.discountPrice);
  const ownImages = (variant.images ?? []).filter((image) => productImages.includes(image));
  const images = ownImages.length ? ownImages : productImages;
  return {
    id,
    sku: variant.sku,
    values: variant.values,
    price: variant.price,
    discountPrice: discounted ? variant.discountPrice : undefined,
    finalPrice,
    discountPercentage,
    stockQuantity: variant.stockQuantity ?? 0,
    inStock: (variant.stockQuantity ?? 0) > 0,
    images,
    cardImages: images.map(cardImageUrl),
    ownImages,
  };
}

/** The prices a product sold in kinds shows: its cheapest variant's in stock, or its cheapest when none is. */
function shownPrices(record: StoredProduct, variants: ProductVariant[]): { price: number; discountPrice?: number } {
  const pool = variants.some((variant) => variant.inStock) ? variants.filter((variant) => variant.inStock) : variants;
  if (pool.length === 0) return { price: record.price, discountPrice: record.discountPrice };
  const cheapest = pool.reduce((best, variant) => (variant.finalPrice < best.finalPrice ? variant : best));
  return { price: cheapest.price, discountPrice: cheapest.discountPrice };
}

/** Presents a stored product; the one place that shapes what the APIs show. */
export function toProduct(record: StoredProduct): Product {
  const specs =
    record.specifications instanceof Map ? Object.fromEntries(record.specifications) : (record.specifications ?? {});
  const images = record.images ?? [];
  const variants = Object.entries(record.variants ?? {}).map(([id, variant]) => toVariant(id, variant, images));
  const shown = shownPrices(record, variants);
  const { finalPrice, discountPercentage, discounted } = pricing(shown.price, shown.discountPrice);
  return {
    id: String(record._id),
    slug: record.slug,
    name: record.name,
    description: record.description,
    brand: record.brand,
    category: record.category,
    price: shown.price,
    originalPrice: shown.price,
    discountPrice: discounted ? shown.discountPrice : undefined,
    finalPrice,
    discountPercentage,
    images,
    cardImages: images.map(cardImageUrl),
    stockQuantity: record.stockQuantity ?? 0,
    inStock: (record.stockQuantity ?? 0) > 0,
    specifications: Object.entries(specs).map(([key, value]) => ({ key, value: value ?? '' })),
    tags: record.tags ?? [],
    condition: record.condition ?? 'new',
    featured: Boolean(record.featured),
    trendy: Boolean(record.trendy),
    options: (record.options ?? []).map(({ name, values }) => ({ name, values: [...values] })),
    variants,
    pricesVary: new Set(variants.map((variant) => variant.finalPrice)).size > 1,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

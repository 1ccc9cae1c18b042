import { cardImageUrl } from '../images/image-urls';
import { Product } from './models/product.model';
import { ProductRecord } from './schemas/product.schema';

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

/** Presents a stored product; the one place that shapes what the APIs show. */
export function toProduct(record: StoredProduct): Product {
  const specs =
    record.specifications instanceof Map ? Object.fromEntries(record.specifications) : (record.specifications ?? {});
  const { finalPrice, discountPercentage, discounted } = pricing(record.price, record.discountPrice);
  return {
    id: String(record._id),
    slug: record.slug,
    name: record.name,
    description: record.description,
    brand: record.brand,
    category: record.category,
    price: record.price,
    originalPrice: record.price,
    discountPrice: discounted ? record.discountPrice : undefined,
    finalPrice,
    discountPercentage,
    images: record.images ?? [],
    cardImages: (record.images ?? []).map(cardImageUrl),
    stockQuantity: record.stockQuantity ?? 0,
    inStock: (record.stockQuantity ?? 0) > 0,
    specifications: Object.entries(specs).map(([key, value]) => ({ key, value: value ?? '' })),
    tags: record.tags ?? [],
    condition: record.condition ?? 'new',
    featured: Boolean(record.featured),
    trendy: Boolean(record.trendy),
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

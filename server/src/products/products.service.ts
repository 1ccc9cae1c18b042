import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, QueryFilter, SortOrder } from 'mongoose';
import { Page, paginate } from '../common/pagination/pagination';
import { ProductListArgs, ProductSort } from './dto/product-list.args';
import { Product } from './models/product.model';
import {
  DEFAULT_PAGE_SIZE,
  FEATURED_PRODUCTS_LIMIT,
  MAX_PAGE_SIZE,
  PRODUCT_BRANDS,
  PRODUCT_CATEGORIES,
  RELATED_PRODUCTS_LIMIT,
} from './product.constants';
import { ProductRecord } from './schemas/product.schema';

type StoredProduct = ProductRecord & { _id: unknown; specifications?: Map<string, string> | Record<string, string> };

const NOT_FOUND = 'Product not found';

const SORTS: Record<ProductSort, Record<string, SortOrder>> = {
  [ProductSort.LATEST]: { createdAt: -1, _id: -1 },
  [ProductSort.NEWEST]: { createdAt: -1, _id: -1 },
  [ProductSort.PRICE_LOW]: { finalPrice: 1, _id: 1 },
  [ProductSort.PRICE_HIGH]: { finalPrice: -1, _id: -1 },
  [ProductSort.NAME]: { name: 1, _id: 1 },
  [ProductSort.FEATURED]: { featured: -1, createdAt: -1, _id: -1 },
};

/** Escapes text so that a regular expression matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** The price a shopper pays and the rounded percentage saved (spec section 9). */
export function pricing(price: number, discountPrice?: number | null) {
  const discounted = typeof discountPrice === 'number' && discountPrice >= 0 && discountPrice < price;
  const finalPrice = discounted ? discountPrice : price;
  const discountPercentage = discounted && price > 0 ? Math.round(((price - finalPrice) / price) * 100) : 0;
  return { finalPrice, discountPercentage, discounted };
}

/** Presents a stored product; the one place that shapes what the APIs show. */
export function toProduct(record: StoredProduct): Product {
  const specs = record.specifications instanceof Map ? Object.fromEntries(record.specifications) : (record.specifications ?? {});
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

/** Orders names by a reference list first (the spec's order), then alphabetically. */
function inReferenceOrder(names: string[], reference: readonly string[]): string[] {
  const rank = (name: string) => {
    const index = reference.indexOf(name);
    return index === -1 ? reference.length : index;
  };
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

@Injectable()
export class ProductsService {
  constructor(@InjectModel(ProductRecord.name) private readonly products: Model<ProductRecord>) {}

  async list(args: ProductListArgs): Promise<Page<Product>> {
    const page = args.page ?? 1;
    const limit = Math.min(args.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const filter = this.buildFilter(args);
    const [records, total] = await Promise.all([
      this.products
        .find(filter)
        .sort(SORTS[args.sortBy ?? ProductSort.LATEST])
        .skip((page - 1) * limit)
        .limit(limit)
        .lean<StoredProduct[]>(),
      this.products.countDocuments(filter),
    ]);
    return { items: records.map(toProduct), pagination: paginate(page, limit, total) };
  }

  private buildFilter(args: ProductListArgs): QueryFilter<ProductRecord> {
    const filter: QueryFilter<ProductRecord> = {};
    if (args.category) filter.category = args.category;
    if (args.brand) filter.brand = args.brand;
    // In stock is stockQuantity > 0, never a stored flag that could disagree with it.
    if (args.inStock !== undefined) filter.stockQuantity = args.inStock ? { $gt: 0 } : { $lte: 0 };
    if (args.trendy !== undefined) filter.trendy = args.trendy;
    if (args.featured !== undefined) filter.featured = args.featured;
    if (args.minPrice !== undefined && args.maxPrice !== undefined && args.minPrice > args.maxPrice) {
      throw new BadRequestException('minPrice cannot be greater than maxPrice');
    }
    if (args.minPrice !== undefined || args.maxPrice !== undefined) {
      filter.finalPrice = {
        ...(args.minPrice !== undefined ? { $gte: args.minPrice } : {}),
        ...(args.maxPrice !== undefined ? { $lte: args.maxPrice } : {}),
      };
    }
    if (args.search) {
      const pattern = { $regex: escapeRegExp(args.search), $options: 'i' };
      filter.$or = [{ name: pattern }, { brand: pattern }, { category: pattern }, { description: pattern }, { tags: pattern }];
    }
    return filter;
  }

  async findById(id: string): Promise<Product> {
    const record = isValidObjectId(id) ? await this.products.findById(id).lean<StoredProduct>() : null;
    if (!record) throw new NotFoundException(NOT_FOUND);
    return toProduct(record);
  }

  async featured(limit = FEATURED_PRODUCTS_LIMIT): Promise<Product[]> {
    const records = await this.products
      .find({ featured: true })
      .sort(SORTS[ProductSort.LATEST])
      .limit(Math.min(Math.max(limit, 1), MAX_PAGE_SIZE))
      .lean<StoredProduct[]>();
    return records.map(toProduct);
  }

  /** Products of the same category, best stocked first, then newest. */
  async related(id: string, limit = RELATED_PRODUCTS_LIMIT): Promise<Product[]> {
    const product = await this.findById(id);
    const records = await this.products
      .find({ category: product.category, _id: { $ne: product.id } })
      .sort({ stockQuantity: -1, createdAt: -1, _id: -1 })
      .limit(Math.min(Math.max(limit, 1), MAX_PAGE_SIZE))
      .lean<StoredProduct[]>();
    return records.map(toProduct);
  }

  /** Names of the categories that have at least one product, in the specification's order. */
  async categoriesInUse(): Promise<string[]> {
    return inReferenceOrder(await this.distinctInUse('category'), PRODUCT_CATEGORIES);
  }

  /** Names of the brands that have at least one product, in the brand filter's order. */
  async brandsInUse(): Promise<string[]> {
    return inReferenceOrder(await this.distinctInUse('brand'), PRODUCT_BRANDS);
  }

  private async distinctInUse(field: 'category' | 'brand'): Promise<string[]> {
    const groups = await this.products.aggregate<{ _id: string }>([{ $group: { _id: `$${field}` } }]);
    return groups.map((group) => group._id).filter((name) => typeof name === 'string' && name.length > 0);
  }
}

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument, SchemaTypes, Types } from 'mongoose';
import { NAME_COLLATION } from '../../common/pagination/pagination';
import { PRODUCT_CONDITIONS, type ProductCondition } from '../product.constants';
import type { OptionSpec, StoredVariant } from '../variants';

/**
 * Units of one product that one stock move of an order has taken (`take`) or is about to give back
 * (`return`), kept on the product until the move's order write is known to have happened or not
 * (see StockHoldsService).
 */
export interface StockHoldRecord {
  order: Types.ObjectId;
  kind: 'take' | 'return';
  quantity: number;
  /** The variant whose units these are, for a product sold in kinds (the hold's key is then `<move>-<variant>`). */
  variant?: string;
  /** When the hold was made, by the clock of the process that made it. */
  at: Date;
}

@Schema({ collection: 'products', timestamps: true, autoCreate: false })
export class ProductRecord {
  /** Stable unique key: the demo catalogue's upserts use it; admin products get one from their name. */
  @Prop({ required: true, unique: true })
  slug: string;

  @Prop({ required: true, trim: true })
  name: string;

  @Prop({ required: true, trim: true })
  description: string;

  @Prop({ required: true, trim: true, index: true })
  brand: string;

  @Prop({ required: true, trim: true })
  category: string;

  /** List price in PKR. */
  @Prop({ required: true, min: 0 })
  price: number;

  /** Sale price in PKR, below `price` when set. */
  @Prop({ min: 0 })
  discountPrice?: number;

  /** What the shopper pays: discountPrice when set, else price. Kept in step by ProductsService; filters and sorts use it. */
  @Prop({ required: true, min: 0 })
  finalPrice: number;

  @Prop({ type: [String], default: [] })
  images: string[];

  @Prop({ required: true, min: 0, default: 0 })
  stockQuantity: number;

  @Prop({ type: Map, of: String, default: {} })
  specifications: Map<string, string>;

  @Prop({ type: [String], default: [] })
  tags: string[];

  @Prop({ type: String, enum: PRODUCT_CONDITIONS, default: 'new' })
  condition: ProductCondition;

  @Prop({ default: false })
  featured: boolean;

  @Prop({ default: false })
  trendy: boolean;

  /** A product sold in kinds: its options (at most 3), each with its values in order. Absent for one sold as one. */
  @Prop({ type: [{ _id: false, name: { type: String, required: true }, values: [String] }], default: undefined })
  options?: OptionSpec[];

  /**
   * Its variants by id (see products/variants.ts), absent for a product sold as one. The product's own price fields
   * are its cheapest variant's and its stockQuantity the sum of theirs: a stock move changes a variant's
   * `variants.<id>.stockQuantity` and the product's in the same update.
   */
  @Prop({ type: SchemaTypes.Mixed, default: undefined })
  variants?: Record<string, StoredVariant>;

  /** Stock moves under way or left by a crash, keyed by move id. Bookkeeping only: never selected unless asked for, never shown. */
  @Prop({ type: SchemaTypes.Mixed, select: false })
  holds?: Record<string, StockHoldRecord>;

  /** How many holds there are, kept in step with them in the same updates: the recovery sweep finds held products by it. */
  @Prop({ select: false })
  holdCount?: number;

  createdAt: Date;
  updatedAt: Date;
}

export type ProductDocument = HydratedDocument<ProductRecord>;
export const ProductSchema = SchemaFactory.createForClass(ProductRecord);

// One index for each filter and sort the API offers (the newest-first tie-break on _id rides along).
ProductSchema.index({ createdAt: -1, _id: -1 });
ProductSchema.index({ category: 1, createdAt: -1 });
ProductSchema.index({ category: 1, finalPrice: 1 });
ProductSchema.index({ finalPrice: 1, _id: 1 });
// Name sorting compares with NAME_COLLATION; MongoDB uses an index for it only when the index has the same collation.
ProductSchema.index({ name: 1, _id: 1 }, { collation: NAME_COLLATION, name: 'name_for_people' });
ProductSchema.index({ featured: -1, createdAt: -1 });
ProductSchema.index({ trendy: 1, createdAt: -1 });
ProductSchema.index({ stockQuantity: 1, createdAt: -1 });
ProductSchema.index({ tags: 1 });
// Only products holding units right now are in it, so the recovery sweep's query reads a handful of entries.
ProductSchema.index({ holdCount: 1 }, { partialFilterExpression: { holdCount: { $gt: 0 } } });

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';

/**
 * Which product a SKU belongs to: one document per SKU, keyed by the SKU in lower case, so that the database's own
 * `_id` index keeps SKUs unique across the shop (on any engine; variants live inside their product, where no index
 * could reach them). Kept by ProductSkusService.
 */
@Schema({ collection: 'product_skus', autoCreate: false, versionKey: false, timestamps: false })
export class ProductSkuRecord {
  /** The SKU in lower case: "case-15-blk" and "CASE-15-BLK" are one SKU. */
  @Prop({ type: String, required: true })
  _id: string;

  /** The SKU as the merchant spells it. */
  @Prop({ required: true })
  sku: string;

  @Prop({ type: SchemaTypes.ObjectId, required: true, index: true })
  product: Types.ObjectId;
}

export const ProductSkuSchema = SchemaFactory.createForClass(ProductSkuRecord);

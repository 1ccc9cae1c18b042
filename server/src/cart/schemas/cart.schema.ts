import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';

@Schema({ _id: false })
export class CartLineRecord {
  @Prop({ type: SchemaTypes.ObjectId, required: true })
  product: Types.ObjectId;

  @Prop({ required: true, min: 1, max: 10 })
  quantity: number;

  /** The variant, for a product sold in kinds: each variant is a line of its own. */
  @Prop()
  variant?: string;
}

/** A customer's server cart: one per account. Lines are always written as a whole array, conditional on `revision`. */
@Schema({ collection: 'carts', timestamps: true, autoCreate: false })
export class CartRecord {
  @Prop({ type: SchemaTypes.ObjectId, required: true, unique: true })
  user: Types.ObjectId;

  @Prop({ type: [SchemaFactory.createForClass(CartLineRecord)], default: [] })
  items: CartLineRecord[];

  /** Bumped on every write; each write is conditional on the revision it read (CartService.change). */
  @Prop()
  revision?: number;
}

export const CartSchema = SchemaFactory.createForClass(CartRecord);

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

export const DISCOUNT_KINDS = ['percent', 'fixed', 'free_delivery'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** What a code is limited to; all three empty: the whole shop. */
@Schema({ _id: false })
export class DiscountScopeRecord {
  /** Category names, as products carry them (compared without regard to case). */
  @Prop({ type: [String], default: [] }) categories: string[];
  /** Product ids. */
  @Prop({ type: [String], default: [] }) products: string[];
  /** Variant ids (a kind of a product sold in kinds). */
  @Prop({ type: [String], default: [] }) variants: string[];
}

/** A discount code and its rules; `uses` counts the orders holding it now (a cancelled order gives its use back). */
@Schema({ collection: 'discount_codes', timestamps: true, autoCreate: false })
export class DiscountCodeRecord {
  /** Upper case; what the shopper types, in any case. */
  @Prop({ required: true, unique: true }) code: string;
  @Prop({ default: '' }) description: string;
  @Prop({ type: String, enum: DISCOUNT_KINDS, required: true }) kind: DiscountKind;
  /** Per cent for `percent`, rupees for `fixed`; 0 for `free_delivery`. */
  @Prop({ required: true, min: 0 }) value: number;
  /** The smallest subtotal (before the discount and delivery) the code applies to; 0: any. */
  @Prop({ default: 0, min: 0 }) minSubtotal: number;
  @Prop({ type: Date, default: null }) startsAt: Date | null;
  @Prop({ type: Date, default: null }) endsAt: Date | null;
  /** Orders the code may be on at once over the shop; null: no limit. */
  @Prop({ type: Number, default: null }) maxUses: number | null;
  /** Per phone number, in any written form (its search key); null: no limit. */
  @Prop({ type: Number, default: null }) maxUsesPerPhone: number | null;
  /** Per customer account; null: no limit. */
  @Prop({ type: Number, default: null }) maxUsesPerAccount: number | null;
  @Prop({ type: SchemaFactory.createForClass(DiscountScopeRecord), default: () => ({}) }) scope: DiscountScopeRecord;
  @Prop({ default: false }) paused: boolean;
  /** Orders holding the code now: claimed with one conditional write, so its last use goes to one order only. */
  @Prop({ default: 0 }) uses: number;
  @Prop({ default: '' }) createdByName: string;
  createdAt: Date;
  updatedAt: Date;
}

export type DiscountCodeDocument = HydratedDocument<DiscountCodeRecord>;
export const DiscountCodeSchema = SchemaFactory.createForClass(DiscountCodeRecord);

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

export const REDEMPTION_STATUSES = ['active', 'released'] as const;
export type RedemptionStatus = (typeof REDEMPTION_STATUSES)[number];

/** One order's use of a code: active while the order stands, released when it is cancelled (its use given back). */
@Schema({ collection: 'discount_redemptions', timestamps: true, autoCreate: false })
export class DiscountRedemptionRecord {
  @Prop({ required: true }) codeId: string;
  @Prop({ required: true }) code: string;
  /** One use per order. */
  @Prop({ required: true, unique: true }) orderId: string;
  /** The shipping phone's search key (E.164): every written form of a number counts as one. */
  @Prop({ default: '' }) phone: string;
  /** The customer's account; empty for a guest or an order staff took. */
  @Prop({ default: '' }) userId: string;
  @Prop({ required: true, min: 0 }) discount: number;
  @Prop({ type: String, enum: REDEMPTION_STATUSES, default: 'active' }) status: RedemptionStatus;
  createdAt: Date;
  updatedAt: Date;
}

export type DiscountRedemptionDocument = HydratedDocument<DiscountRedemptionRecord>;
export const DiscountRedemptionSchema = SchemaFactory.createForClass(DiscountRedemptionRecord);
DiscountRedemptionSchema.index({ codeId: 1, status: 1, phone: 1 });
DiscountRedemptionSchema.index({ codeId: 1, status: 1, userId: 1 });

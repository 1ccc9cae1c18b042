import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A courier's payment of collected cash (a remittance), covering delivered COD orders. */
@Schema({ collection: 'courier_payments', timestamps: true, autoCreate: false })
export class CourierPaymentRecord {
  @Prop({ required: true }) courier: string;
  /** The day the courier paid. */
  @Prop({ required: true }) date: Date;
  /** The courier's payment reference (CPR number, bank transfer id); one per courier. */
  @Prop({ required: true }) reference: string;
  /** What the courier paid. */
  @Prop({ required: true }) amount: number;
  /** What the courier kept (delivery and COD charges, tax), as its statement says. */
  @Prop({ default: 0 }) charges: number;
  @Prop({ type: [String], default: [] }) orderIds: string[];
  @Prop({ type: [String], default: [] }) orderNumbers: string[];
  /** The orders' COD amounts, as this shop holds them. */
  @Prop({ required: true }) codTotal: number;
  /** amount - (codTotal - charges): anything but 0 flags the payment. */
  @Prop({ required: true }) difference: number;
  @Prop({ default: false }) flagged: boolean;
  @Prop({ default: '' }) note: string;
  @Prop({ default: '' }) byName: string;
  createdAt: Date;
}

export const CourierPaymentSchema = SchemaFactory.createForClass(CourierPaymentRecord);
CourierPaymentSchema.index({ courier: 1, reference: 1 }, { unique: true });
CourierPaymentSchema.index({ date: -1 });

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** One step of a parcel's journey as the courier reported it (or as an admin recorded it). */
@Schema({ _id: false })
export class ShipmentEventRecord {
  @Prop({ required: true }) at: Date;
  /** The courier's own status code (PostEx `0005`), or ours (`SHIPPED`, `DELIVERED`, `RETURNED`). */
  @Prop({ default: '' }) code: string;
  @Prop({ default: '' }) description: string;
  @Prop({ default: '' }) location: string;
}
export const ShipmentEventSchema = SchemaFactory.createForClass(ShipmentEventRecord);

/**
 * The parcel an order left in (see server/src/couriers): written by the couriers module when the order moves
 * to Shipped, by tracking updates, and by a courier payment that covers it. Orders never read it themselves.
 */
@Schema({ _id: false })
export class ShipmentRecord {
  /** A courier code of orders/courier-directory.ts (`postex`, `tcs`, …, `own_rider`). */
  @Prop({ required: true }) courier: string;
  @Prop({ default: '' }) trackingNumber: string;
  @Prop({ default: '' }) riderName: string;
  /** Booked through the courier's API (tracking is then fetched from it). */
  @Prop({ default: false }) booked: boolean;
  @Prop({ required: true }) bookedAt: Date;
  @Prop({ type: [ShipmentEventSchema], default: [] }) events: ShipmentEventRecord[];
  @Prop() lastTrackedAt?: Date;
  /** When the courier delivered it (the COD cash is then with the courier until a payment covers it). */
  @Prop() deliveredAt?: Date;
  @Prop() returnedAt?: Date;
  /** The courier payment (couriers' `courier_payments`) that paid this order's cash. */
  @Prop() paymentId?: string;
  @Prop() paidAt?: Date;
}
export const ShipmentSchema = SchemaFactory.createForClass(ShipmentRecord);

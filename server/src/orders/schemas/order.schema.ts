import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes, Types } from 'mongoose';
import { ORDER_STATUSES, OrderStatus } from '../order-status';
import { ShipmentRecord, ShipmentSchema } from './shipment.schema';
import { ConfirmationRecord, ConfirmationSchema } from './confirmation.schema';
import { DURABLE_WRITE_CONCERN } from '../../database/write-concern';

@Schema({ _id: false })
export class ContactRecord {
  @Prop({ default: '' }) name: string;
  @Prop({ default: '' }) email: string;
  @Prop({ default: '' }) phone: string;
  @Prop({ default: '' }) address: string;
  @Prop({ default: '' }) city: string;
}
const ContactSchema = SchemaFactory.createForClass(ContactRecord);

/** The units of one product an order line may hold (the schema's rule; orderDocument checks the same). */
export const LINE_QUANTITY = { min: 1, max: 10 } as const;

/** How likely a parcel is to come back: the risk levels, lowest first. */
export const RISK_LEVELS = ['low', 'medium', 'high'] as const;
export type RiskLevelName = (typeof RISK_LEVELS)[number];

/** A line as it was bought: the product's details and price are copied at the moment of the order. */
@Schema({ _id: false })
export class OrderLineRecord {
  @Prop({ type: SchemaTypes.ObjectId, required: true }) product: Types.ObjectId;
  @Prop({ required: true }) name: string;
  @Prop({ default: '' }) brand: string;
  @Prop({ default: '' }) category: string;
  @Prop({ default: '' }) image: string;
  @Prop({ required: true, min: 0 }) price: number;
  @Prop({ required: true, ...LINE_QUANTITY }) quantity: number;
  /** For a product sold in kinds: the variant bought (its id), its SKU and its option values, as they were. */
  @Prop() variant?: string;
  @Prop() sku?: string;
  @Prop({ type: [{ _id: false, name: String, value: String }], default: undefined })
  options?: Array<{ name: string; value: string }>;
}
const OrderLineSchema = SchemaFactory.createForClass(OrderLineRecord);

@Schema({ _id: false })
export class StatusChangeRecord {
  @Prop({ type: String, enum: ORDER_STATUSES, required: true }) status: OrderStatus;
  @Prop({ required: true }) changedAt: Date;
  /** user id of who made the change; empty for a guest. */
  @Prop({ default: '' }) byId: string;
  @Prop({ default: '' }) byName: string;
  /** 'admin', 'user' or 'guest'. */
  @Prop({ required: true }) byRole: string;
  /** Why: an admin's reason for moving an unconfirmed order on, how the customer decided, and so on. */
  @Prop() note?: string;
}
const StatusChangeSchema = SchemaFactory.createForClass(StatusChangeRecord);

@Schema({ _id: false })
export class CustomerRecord {
  @Prop({ default: '' }) name: string;
  @Prop({ default: '' }) email: string;
  @Prop({ default: '' }) phone: string;
}

/** Who placed the order (OrderLimitsService caps by the phone; the address is only kept): internal, never shown. */
@Schema({ _id: false })
export class ClientKeysRecord {
  @Prop({ default: '' }) ip: string;
  /** The shipping phone in E.164 (common/phone/pakistani-phone.ts, phoneSearchKey); the phone as typed stays in the contact fields. */
  @Prop({ default: '' }) phone: string;
}

/** What an order placed with an idempotency key keeps of it, to answer a repeat (see OrdersService.place). */
@Schema({ _id: false })
export class IdempotencyRecord {
  /** sha256 of the key in its scope (account or guest); unique over all orders. */
  @Prop({ required: true }) keyHash: string;
  /** Fingerprint of the placement's body: a repeat with another body is refused. */
  @Prop({ required: true }) requestHash: string;
  /** Guest orders: the access key, sealed with a key derived from the idempotency key. */
  @Prop() sealedAccessKey?: string;
}

/** How likely the parcel is to come back, and why (server/src/risk). */
@Schema({ _id: false })
export class RiskRecord {
  @Prop({ type: String, enum: RISK_LEVELS, required: true }) level: RiskLevelName;
  @Prop({ type: [String], default: [] }) reasons: string[];
}

/** An order a staff member took for a customer by phone or WhatsApp (absent on orders the shopper placed). */
@Schema({ _id: false })
export class TakenByRecord {
  @Prop({ default: '' }) byId: string;
  @Prop({ default: '' }) byName: string;
  @Prop({ type: String, enum: ['phone', 'whatsapp'], required: true }) channel: 'phone' | 'whatsapp';
}

// On MongoDB every write to orders through the model is acknowledged once a majority has it in its journal; the
// placement's insert, straight to the collection, asks for the same itself.
@Schema({ collection: 'orders', timestamps: true, autoCreate: false, writeConcern: DURABLE_WRITE_CONCERN })
export class OrderRecord {
  @Prop({ required: true, unique: true })
  orderNumber: string;

  /** The account that placed it; absent for guest orders. */
  @Prop({ type: SchemaTypes.ObjectId })
  userId?: Types.ObjectId;

  /** The account's name, e-mail and phone when the order was placed. */
  @Prop({ type: SchemaFactory.createForClass(CustomerRecord) })
  customer?: CustomerRecord;

  @Prop({ required: true })
  isGuestOrder: boolean;

  @Prop({ type: ContactSchema })
  guestInfo?: ContactRecord;

  @Prop({ type: SchemaFactory.createForClass(TakenByRecord) })
  takenBy?: TakenByRecord;

  /** sha256 of the guest's access key; the key itself is only ever in the placement answer. */
  @Prop({ select: false })
  accessKeyHash?: string;

  @Prop({ type: SchemaFactory.createForClass(ClientKeysRecord), select: false })
  client?: ClientKeysRecord;

  /** Present when the order was placed with an idempotency key. */
  @Prop({ type: SchemaFactory.createForClass(IdempotencyRecord), select: false })
  idempotency?: IdempotencyRecord;

  @Prop({ type: [OrderLineSchema], required: true })
  items: OrderLineRecord[];

  @Prop({ type: ContactSchema, required: true })
  shippingAddress: ContactRecord;

  @Prop({ default: 'COD' })
  paymentMethod: string;

  /** Sum of the lines when the order was placed; orders from before it have none (the lines' sum is used). */
  @Prop({ min: 0 })
  subtotal?: number;

  /** The delivery charge the order was placed with (see pricing/delivery-rule.ts and the settings). */
  @Prop({ min: 0 })
  shippingFee?: number;

  /** Older records: the delivery charge under its first name (read when shippingFee is absent). */
  @Prop({ default: 0, min: 0 })
  deliveryCharge?: number;

  /** The risk worked out at placement and refreshed as the phone's history changes (server/src/risk); admins only. */
  @Prop({ type: SchemaFactory.createForClass(RiskRecord) })
  risk?: RiskRecord;

  /** The discount code the order was placed with, in upper case (server/src/discounts); absent without one. */
  @Prop()
  discountCode?: string;

  /** What the code took off (pricing/totals.ts); absent without a code. */
  @Prop({ min: 0 })
  discount?: number;

  /** Subtotal of the lines, less the discount, plus the delivery charge: the cash to collect. */
  @Prop({ required: true, min: 0 })
  totalAmount: number;

  @Prop({ default: '' })
  notes: string;

  @Prop({ type: String, enum: ORDER_STATUSES, default: OrderStatus.Pending })
  status: OrderStatus;

  /** The confirmation step (see server/src/confirmations); older records have none (awaiting while Pending). */
  @Prop({ type: ConfirmationSchema })
  confirmation?: ConfirmationRecord;

  @Prop({ type: [StatusChangeSchema], default: [] })
  statusHistory: StatusChangeRecord[];

  /** Whether the order's units are currently taken from stock (false while Cancelled). */
  @Prop({ default: true })
  stockTaken: boolean;

  /**
   * Ids of the stock moves (see StockHoldsService) that this order's own writes carried out, added in the
   * same write as `stockTaken`: the evidence the recovery sweep goes by when a process died mid-move.
   */
  @Prop({ type: [String], default: [] })
  stockMoves: string[];

  /** The parcel, once shipped (see server/src/couriers). */
  @Prop({ type: ShipmentSchema })
  shipment?: ShipmentRecord;

  /** Bumped on every status change, so concurrent changes cannot overwrite each other. */
  @Prop({ default: 0 })
  revision: number;

  createdAt: Date;
  updatedAt: Date;
}

export const OrderSchema = SchemaFactory.createForClass(OrderRecord);
OrderSchema.index({ userId: 1, createdAt: -1 });
OrderSchema.index({ isGuestOrder: 1, createdAt: -1 });
OrderSchema.index({ isGuestOrder: 1, status: 1, createdAt: -1 });
OrderSchema.index({ createdAt: -1 });
OrderSchema.index({ 'shippingAddress.phone': 1 });
OrderSchema.index({ 'client.phone': 1, status: 1 });
OrderSchema.index({ 'shipment.trackingNumber': 1 });
OrderSchema.index({ discountCode: 1 }, { sparse: true });
OrderSchema.index({ 'confirmation.tokenId': 1 }, { sparse: true });
OrderSchema.index({ status: 1, 'confirmation.status': 1, createdAt: 1 });
// One order per idempotency key, also when two instances place it at once; orders without a key are left out.
OrderSchema.index({ 'idempotency.keyHash': 1 }, { unique: true, sparse: true });

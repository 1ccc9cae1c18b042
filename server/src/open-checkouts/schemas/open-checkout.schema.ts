import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** A cart line as the checkout had it: a product, and its variant for a product sold in kinds. */
export interface OpenCheckoutLineRecord {
  product: string;
  variant?: string;
  quantity: number;
  /** The line's name when recorded ("USB-C Cable (Black)"), for the admin and the reminder. */
  name: string;
}

/**
 * none: no reminder yet; queued: the reminder went to the customer-messages queue; skipped: none will be sent (a
 * blocked phone, a stopped one, one reminded within the day, or no way to send; `reminderReason` says which).
 */
export const REMINDER_STATES = ['none', 'queued', 'skipped'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];

/**
 * A checkout left half-way: what a shopper had in the cart and typed at checkout once a valid phone was typed, kept
 * under a random token the shopper's browser holds. The reminder sweep sends it one reminder, and an order placed
 * with its phone marks it ordered (recovered when the reminder came first). Unordered ones are removed after
 * KEEP_DAYS (see OpenCheckoutsService).
 */
@Schema({ collection: 'open_checkouts', timestamps: true, autoCreate: false })
export class OpenCheckoutRecord {
  /** The browser's token (base64url, 22 to 64 characters): the key of the record and of the restore link. */
  @Prop({ required: true, unique: true }) token: string;
  /** E.164. */
  @Prop({ required: true, index: true }) phone: string;
  @Prop({ default: '' }) name: string;
  @Prop({ default: '' }) email: string;
  @Prop({ default: '' }) city: string;
  @Prop({ default: '' }) address: string;
  @Prop({ type: [Object], default: [] }) lines: OpenCheckoutLineRecord[];
  /** The lines at the catalogue's prices when last recorded, and their units. */
  @Prop({ default: 0 }) value: number;
  @Prop({ default: 0 }) units: number;
  /** When this phone was first typed here: the reminder's wait runs from it. */
  @Prop({ required: true }) phoneTypedAt: Date;
  @Prop({ type: String, enum: REMINDER_STATES, default: 'none' }) reminder: ReminderState;
  @Prop({ default: '' }) reminderReason: string;
  @Prop() remindedAt?: Date;
  /** The order placed with the phone after this checkout was recorded. */
  @Prop() orderId?: string;
  @Prop() orderTotal?: number;
  @Prop() orderedAt?: Date;
  /** Ordered after the reminder was sent. */
  @Prop({ default: false }) recovered: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const OpenCheckoutSchema = SchemaFactory.createForClass(OpenCheckoutRecord);
/** What the reminder sweep looks for: open ones with no reminder, oldest phone first. */
OpenCheckoutSchema.index({ reminder: 1, phoneTypedAt: 1 });
/** The admin's list and figures over a period. */
OpenCheckoutSchema.index({ updatedAt: -1 });

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

/** One try at sending a delivery. */
export interface WebhookAttemptRecord {
  number: number;
  at: Date;
  /** The receiver's HTTP status; 0 when none came (refused, timed out). */
  statusCode: number;
  /** Why it failed, when it did; empty on success. */
  error: string;
  durationMs: number;
  /** The start of the receiver's answer (200 characters at most). */
  response: string;
}

/** pending: waits for its next attempt; sending: claimed by a process; held: its subscription is paused. */
export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed', 'held'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * A delivery of one event to one subscription: the queue in the database (pending ones are sent when due, by
 * whichever process claims them) and the delivery log. The body is kept as sent, so every attempt signs the same
 * bytes. Attempts are one array rewritten whole (the embedded engine has no $push).
 */
@Schema({ collection: 'webhook_deliveries', timestamps: true, autoCreate: false })
export class WebhookDeliveryRecord {
  @Prop({ required: true, index: true }) subscriptionId: string;
  @Prop({ required: true }) event: string;
  @Prop({ required: true }) body: string;
  @Prop({ type: String, required: true, enum: DELIVERY_STATUSES }) status: DeliveryStatus;
  @Prop() nextAttemptAt?: Date;
  /** While `sending`: when the claim runs out and another process may take the delivery over. */
  @Prop() claimedUntil?: Date;
  /** The token of the latest claim: a claim is taken only from the value read (see WebhookSender). */
  @Prop({ default: '' }) claim: string;
  /** The first attempt of this round (a redelivery starts a new one): retries stop past the retry window. */
  @Prop() roundStartedAt?: Date;
  @Prop({ type: [Object], default: [] }) attempts: WebhookAttemptRecord[];
  createdAt: Date;
  updatedAt: Date;
}

export type WebhookDeliveryDocument = HydratedDocument<WebhookDeliveryRecord>;
export const WebhookDeliverySchema = SchemaFactory.createForClass(WebhookDeliveryRecord);
/** What the sender looks for on every tick: the due ones. */
WebhookDeliverySchema.index({ status: 1, nextAttemptAt: 1 });

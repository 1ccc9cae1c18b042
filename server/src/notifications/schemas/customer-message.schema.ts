import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

/** One try at sending a message. */
export interface MessageAttemptRecord {
  number: number;
  at: Date;
  status: 'sent' | 'failed';
  /** The provider's answer: the message id when sent, the reason when not (200 characters at most). */
  answer: string;
}

/**
 * queued: waits for its next attempt; sending: claimed by a process; sent: WhatsApp or the mail server took it;
 * delivered: WhatsApp says it reached the phone; failed: given up; skipped: not sent (no channel, or the customer
 * stopped the messages).
 */
export const MESSAGE_STATES = ['queued', 'sending', 'sent', 'delivered', 'failed', 'skipped'] as const;
export type MessageState = (typeof MESSAGE_STATES)[number];
export const MESSAGE_CHANNELS = ['whatsapp', 'email', 'none'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/**
 * A message to a customer about one step of their order, or the reminder of a checkout left half-way: the queue in the database (queued ones are sent when due,
 * by whichever process claims them) and the record the admin order page shows. One per order and kind (`key` is
 * unique): an event told twice, or told again after a restart, queues nothing more. Its words are written when it
 * is queued, so every attempt sends the same message. Attempts are one array rewritten whole (the embedded engine
 * has no $push).
 */
@Schema({ collection: 'customer_messages', timestamps: true, autoCreate: false })
export class CustomerMessageRecord {
  /** `{orderId}:{kind}`, or `checkout:{checkoutId}:reminder`. */
  @Prop({ required: true, unique: true }) key: string;
  /** The order; empty for a reminder. */
  @Prop({ default: '', index: true }) orderId: string;
  @Prop({ default: '' }) orderNumber: string;
  /** The open checkout a reminder is about (see open-checkouts); absent on the order's messages. */
  @Prop({ index: true, sparse: true }) checkoutId?: string;
  @Prop({ required: true }) kind: string;
  @Prop({ type: String, required: true, enum: MESSAGE_CHANNELS }) channel: MessageChannel;
  /** The phone (digits with the country code) or e-mail it goes to; empty when there is none. */
  @Prop({ default: '' }) to: string;
  @Prop({ required: true }) language: string;
  /** The e-mail's subject, and the text as the customer reads it (for WhatsApp, the shop's template of it). */
  @Prop({ default: '' }) subject: string;
  @Prop({ default: '' }) body: string;
  /** WhatsApp: the approved template and its body values, in order. */
  @Prop({ default: '' }) template: string;
  @Prop({ type: [String], default: [] }) values: string[];
  /** The stop link, for the e-mail's closing paragraph. */
  @Prop({ default: '' }) stopLink: string;
  @Prop({ type: String, required: true, enum: MESSAGE_STATES }) state: MessageState;
  /** Why it was skipped or failed, in words for the admin. */
  @Prop({ default: '' }) reason: string;
  @Prop() nextAttemptAt?: Date;
  /** While `sending`: when the claim runs out and another process may take the message over. */
  @Prop() claimedUntil?: Date;
  /** The token of the latest claim: a claim is taken only from the value read (see CustomerMessageSender). */
  @Prop({ default: '' }) claim: string;
  /** The provider's id of the message sent (a WhatsApp `wamid.`, the mail server's Message-ID). */
  @Prop({ index: true, sparse: true }) providerId?: string;
  @Prop() sentAt?: Date;
  @Prop() deliveredAt?: Date;
  @Prop({ type: [Object], default: [] }) attempts: MessageAttemptRecord[];
  createdAt: Date;
  updatedAt: Date;
}

export type CustomerMessageDocument = HydratedDocument<CustomerMessageRecord>;
export const CustomerMessageSchema = SchemaFactory.createForClass(CustomerMessageRecord);
/** What the sender looks for on every tick: the due ones. */
CustomerMessageSchema.index({ state: 1, nextAttemptAt: 1 });

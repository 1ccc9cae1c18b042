import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

/** An address told of the shop's events, with the secret its deliveries are signed with. */
@Schema({ collection: 'webhook_subscriptions', timestamps: true, autoCreate: false })
export class WebhookSubscriptionRecord {
  @Prop({ required: true, trim: true }) url: string;
  @Prop({ type: [String], required: true }) events: string[];
  @Prop({ default: '' }) description: string;
  /** The signing secret (kept as is: each delivery is signed with it); the audit log redacts it by name. */
  @Prop({ required: true }) secret: string;
  /** False while paused, by the Owner or after failing for the pause window. */
  @Prop({ default: true }) active: boolean;
  @Prop() pausedAt?: Date;
  /** Why it is paused; empty while active. */
  @Prop({ default: '' }) pausedReason: string;
  /** When its deliveries began failing without a success since; unset while they succeed. */
  @Prop() failingSince?: Date;
  @Prop({ default: '' }) createdByName: string;
  createdAt: Date;
  updatedAt: Date;
}

export type WebhookSubscriptionDocument = HydratedDocument<WebhookSubscriptionRecord>;
export const WebhookSubscriptionSchema = SchemaFactory.createForClass(WebhookSubscriptionRecord);

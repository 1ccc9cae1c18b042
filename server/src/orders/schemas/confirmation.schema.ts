import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import {
  ATTEMPT_OUTCOMES,
  type AttemptOutcomeName,
  CONFIRMATION_CHANNELS,
  CONFIRMATION_STATUSES,
  type ConfirmationChannelName,
  type ConfirmationState,
} from '../confirmation-rules';

/** One try to reach the customer (a call, usually), logged by an admin. */
@Schema({ _id: false })
export class ConfirmationAttemptRecord {
  @Prop({ required: true }) at: Date;
  @Prop({ type: String, enum: ATTEMPT_OUTCOMES, required: true }) outcome: AttemptOutcomeName;
  @Prop({ default: '' }) note: string;
  @Prop({ default: '' }) byId: string;
  @Prop({ default: '' }) byName: string;
}

/** A staff member who sees customers' phones masked was shown this order's number (to call it). */
@Schema({ _id: false })
export class PhoneRevealRecord {
  @Prop({ required: true }) at: Date;
  @Prop({ default: '' }) byId: string;
  @Prop({ default: '' }) byName: string;
}

/** One WhatsApp Cloud API send (each try), the order's delivery log. */
@Schema({ _id: false })
export class ConfirmationMessageRecord {
  @Prop({ required: true }) at: Date;
  @Prop({ default: 'whatsapp' }) channel: string;
  @Prop({ default: 'en' }) language: string;
  /** 'sent' (accepted by the API, with its message id) or 'failed' (with the error). */
  @Prop({ required: true }) status: string;
  @Prop({ default: 1 }) attempt: number;
  @Prop() messageId?: string;
  @Prop() error?: string;
  @Prop({ default: '' }) byName: string;
}

@Schema({ _id: false })
export class ConfirmationRecord {
  @Prop({ type: String, enum: CONFIRMATION_STATUSES, required: true }) status: ConfirmationState;
  @Prop({ type: String, enum: CONFIRMATION_CHANNELS }) channel?: ConfirmationChannelName;
  /** When it was decided (confirmed, declined, expired). */
  @Prop() at?: Date;
  @Prop({ type: [SchemaFactory.createForClass(ConfirmationAttemptRecord)], default: [] })
  attempts: ConfirmationAttemptRecord[];
  /** The random part of the confirmation link (the link is `/confirm/{tokenId}.{signature}`); admins only. */
  @Prop({ required: true }) tokenId: string;
  /** Still awaiting at this moment, the order expires (and is cancelled) by the sweep. */
  @Prop({ required: true }) expiresAt: Date;
  @Prop({ type: [SchemaFactory.createForClass(ConfirmationMessageRecord)], default: [] })
  messages: ConfirmationMessageRecord[];
  /** Each time the number was shown to staff who see it masked (absent on orders from before). */
  @Prop({ type: [SchemaFactory.createForClass(PhoneRevealRecord)], default: [] })
  phoneReveals?: PhoneRevealRecord[];
}
export const ConfirmationSchema = SchemaFactory.createForClass(ConfirmationRecord);

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * A phone number (digits with the country code) or e-mail whose owner stopped the messages about their orders: by
 * the link in a message, or by replying STOP on WhatsApp. Nothing more is sent to it.
 */
@Schema({ collection: 'message_opt_outs', timestamps: true, autoCreate: false })
export class MessageOptOutRecord {
  /** The address itself: one record per address. */
  @Prop({ type: String }) _id: string;
  @Prop({ type: String, required: true, enum: ['link', 'reply'] }) via: 'link' | 'reply';
  createdAt: Date;
}

export const MessageOptOutSchema = SchemaFactory.createForClass(MessageOptOutRecord);

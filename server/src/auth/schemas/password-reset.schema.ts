import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export type PasswordResetChannel = 'email' | 'whatsapp';
export const PASSWORD_RESET_CHANNELS: readonly PasswordResetChannel[] = ['email', 'whatsapp'];

/**
 * A forgotten password's reset: a link's token sent by e-mail, or a 6-digit code sent by WhatsApp. Only a keyed
 * SHA-256 hash of the token or code is kept, so the collection alone resets no password; it is used once (usedAt),
 * runs out 30 minutes after it was asked for (expiresAt), and a code takes a few tries at most (tries).
 */
@Schema({ collection: 'password_resets', timestamps: { createdAt: true, updatedAt: false }, autoCreate: false })
export class PasswordResetRecord {
  /** The account's id. */
  @Prop({ required: true }) userId: string;
  @Prop({ type: String, enum: PASSWORD_RESET_CHANNELS, required: true }) channel: PasswordResetChannel;
  /** HMAC-SHA-256 (keyed with JWT_SECRET) of the link's token or of the code, hex. */
  @Prop({ required: true }) secretHash: string;
  @Prop({ required: true }) expiresAt: Date;
  /** When it was used, or ended by a later request or reset; null while it works. */
  @Prop({ type: Date, default: null }) usedAt: Date | null;
  /** Codes tried against it, the right one included. */
  @Prop({ default: 0 }) tries: number;
  createdAt: Date;
}

export const PasswordResetSchema = SchemaFactory.createForClass(PasswordResetRecord);
PasswordResetSchema.index({ secretHash: 1 });
PasswordResetSchema.index({ userId: 1, createdAt: -1 });

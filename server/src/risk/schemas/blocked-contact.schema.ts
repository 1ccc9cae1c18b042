import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export type BlockedKind = 'phone' | 'email';

/** A phone or e-mail refused at checkout. */
@Schema({ collection: 'blocklist', timestamps: true, autoCreate: false })
export class BlockedContactRecord {
  @Prop({ type: String, enum: ['phone', 'email'], required: true }) kind: BlockedKind;
  /** The key it matches by: a phone in E.164, an e-mail in lower case. */
  @Prop({ required: true }) value: string;
  @Prop({ required: true }) reason: string;
  @Prop({ default: '' }) createdById: string;
  @Prop({ default: '' }) createdByName: string;
  createdAt: Date;
  updatedAt: Date;
}

export const BlockedContactSchema = SchemaFactory.createForClass(BlockedContactRecord);
BlockedContactSchema.index({ kind: 1, value: 1 }, { unique: true });

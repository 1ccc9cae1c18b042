import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';

/** An integration's key: only its SHA-256 is kept; the key itself is shown once, when it is created. */
@Schema({ collection: 'api_keys', timestamps: true, autoCreate: false })
export class ApiKeyRecord {
  @Prop({ required: true, trim: true }) name: string;
  /** SHA-256 (hex) of the whole key. */
  @Prop({ required: true, unique: true }) hash: string;
  /** The key's first characters, to tell keys apart in lists ('volt_AbC1'). */
  @Prop({ required: true }) prefix: string;
  @Prop({ type: [String], required: true }) scopes: string[];
  @Prop({ default: '' }) createdById: string;
  @Prop({ default: '' }) createdByName: string;
  @Prop() expiresAt?: Date;
  @Prop() revokedAt?: Date;
  @Prop() lastUsedAt?: Date;
  @Prop() lastUsedIp?: string;
  createdAt: Date;
  updatedAt: Date;
}

export type ApiKeyDocument = HydratedDocument<ApiKeyRecord>;
export const ApiKeySchema = SchemaFactory.createForClass(ApiKeyRecord);

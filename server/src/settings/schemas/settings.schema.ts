import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes } from 'mongoose';
import type {
  CodSettings,
  ConfirmationSettings,
  CustomerMessageSettings,
  ShippingSettings,
  ShopContact,
} from '../shop-settings';

/** The one settings document's id: there is a single shop. */
export const SETTINGS_ID = 'shop';

/**
 * The merchant's settings, one document in `settings`. Each section is stored whole as the validated input
 * left it (SettingsService validates every write with class-validator); a section never saved reads as the
 * defaults.
 */
@Schema({ collection: 'settings', timestamps: true, autoCreate: false, minimize: false })
export class SettingsRecord {
  @Prop({ type: String }) _id: string;
  @Prop({ type: SchemaTypes.Mixed }) shipping?: ShippingSettings;
  @Prop({ type: SchemaTypes.Mixed }) cod?: CodSettings;
  @Prop({ type: SchemaTypes.Mixed }) confirmation?: ConfirmationSettings;
  @Prop({ type: SchemaTypes.Mixed }) shop?: ShopContact;
  @Prop({ type: SchemaTypes.Mixed }) messages?: CustomerMessageSettings;
  /** Bumped on every write. */
  @Prop({ default: 0 }) revision: number;
}

export const SettingsSchema = SchemaFactory.createForClass(SettingsRecord);

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes } from 'mongoose';

/** What an audit entry is about: the kinds of records staff and the shop's sweeps change. */
export const AUDIT_ENTITIES = [
  'order',
  'product',
  'variant',
  'category',
  'settings',
  'user',
  'staff',
  'blocklist',
  'payment',
] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One change of the shop's records by staff or by the system, kept for AUDIT_KEEP_DAYS (see AuditService). */
@Schema({ collection: 'audit_log', versionKey: false, autoCreate: false })
export class AuditEntryRecord {
  @Prop({ required: true, index: true }) at: Date;
  @Prop({ type: SchemaTypes.Mixed, required: true })
  actor: { kind: 'staff' | 'system' | 'key'; id: string; name: string; staffRole?: string };
  @Prop({ default: '' }) ip: string;
  @Prop({ type: String, required: true }) entity: AuditEntity;
  @Prop({ default: '' }) entityId: string;
  /** What people call the record: a product's name, an order's number. */
  @Prop({ default: '' }) entityLabel: string;
  @Prop({ required: true }) action: string;
  @Prop({ default: '' }) summary: string;
  @Prop({ type: SchemaTypes.Mixed, default: [] }) changes: Array<{ field: string; from: unknown; to: unknown }>;
  /** The route or resolver, or the sweep, that wrote. */
  @Prop({ default: '' }) operation: string;
}

export const AuditEntrySchema = SchemaFactory.createForClass(AuditEntryRecord);
AuditEntrySchema.index({ 'actor.id': 1, at: -1 });
AuditEntrySchema.index({ entity: 1, entityId: 1, at: -1 });

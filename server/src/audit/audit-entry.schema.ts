import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes } from 'mongoose';
import type { AuditEntity } from '../common/audit/audit-entities';

export { AUDIT_ENTITIES, type AuditEntity } from '../common/audit/audit-entities';

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

import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { SchemaTypes } from 'mongoose';
import type { DispatchRule } from './dispatch-rules';

/** The one dispatch rules document's id: there is a single shop. */
export const DISPATCH_RULES_ID = 'dispatch';

/** The merchant's dispatch rules, one document in `dispatch_rules`, stored whole as the validated input left it. */
@Schema({ collection: 'dispatch_rules', timestamps: true, autoCreate: false, minimize: false })
export class DispatchRulesRecord {
  @Prop({ type: String }) _id: string;
  @Prop({ type: SchemaTypes.Mixed, default: [] }) rules: DispatchRule[];
  @Prop({ type: String, default: null }) defaultCourier: string | null;
  @Prop({ required: true }) unitWeightGrams: number;
}

export const DispatchRulesSchema = SchemaFactory.createForClass(DispatchRulesRecord);

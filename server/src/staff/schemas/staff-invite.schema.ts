import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { STAFF_ROLES, StaffRole } from '../../common/access/permissions';

/** Who sent an invitation. */
export interface InvitedBy {
  id: string;
  name: string;
}

/**
 * An invitation to join the shop's staff. Its link's token is kept only as a SHA-256 hash, so the collection
 * alone opens no account; it is used once (acceptedAt) and runs out after seven days (expiresAt).
 */
@Schema({ collection: 'staff_invites', timestamps: { createdAt: true, updatedAt: false }, autoCreate: false })
export class StaffInviteRecord {
  @Prop({ required: true, trim: true }) name: string;
  /** Trimmed and lower-cased, as accounts' e-mails are. */
  @Prop({ required: true, lowercase: true, trim: true }) email: string;
  @Prop({ type: String, enum: STAFF_ROLES, required: true }) staffRole: StaffRole;
  /** SHA-256 of the link's token, hex. */
  @Prop({ required: true }) tokenHash: string;
  @Prop({ type: { id: String, name: String }, _id: false, required: true }) invitedBy: InvitedBy;
  @Prop({ required: true }) expiresAt: Date;
  /** When the invitation was used; null while it is pending. */
  @Prop({ type: Date, default: null }) acceptedAt: Date | null;
  createdAt: Date;
}

export const StaffInviteSchema = SchemaFactory.createForClass(StaffInviteRecord);
StaffInviteSchema.index({ tokenHash: 1 }, { unique: true });
StaffInviteSchema.index({ email: 1 });

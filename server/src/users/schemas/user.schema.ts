import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';
import { ROLES, type Role } from '../../common/access/access.decorators';
import { STAFF_ROLES, StaffRole } from '../../common/access/permissions';

@Schema({ collection: 'users', timestamps: true, autoCreate: false })
export class UserRecord {
  @Prop({ required: true, trim: true })
  name: string;

  /** Stored trimmed and lower-cased, so uniqueness holds regardless of case. */
  @Prop({ required: true, unique: true, lowercase: true, trim: true })
  email: string;

  @Prop({ trim: true, default: '' })
  phone: string;

  @Prop({ trim: true, default: '' })
  address: string;

  /** bcrypt hash; never selected unless asked for. */
  @Prop({ required: true, select: false })
  passwordHash: string;

  @Prop({ type: String, enum: ROLES, default: 'user', index: true })
  role: Role;

  /** A staff member's role (role `admin`); absent on a customer, and on an admin made before staff roles (an Owner). */
  @Prop({ type: String, enum: STAFF_ROLES, required: false })
  staffRole?: StaffRole;

  @Prop({ default: false, index: true })
  isBlocked: boolean;

  /**
   * Signed into every token; a password change or a block bumps it, so every token issued before stops
   * working (refresh included). Absent on accounts made before it existed, which reads as 0.
   */
  @Prop({ default: 0 })
  tokenVersion: number;

  createdAt: Date;
  updatedAt: Date;
}

export type UserDocument = HydratedDocument<UserRecord>;
export const UserSchema = SchemaFactory.createForClass(UserRecord);
UserSchema.index({ createdAt: -1 });

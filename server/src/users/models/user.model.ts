import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Role } from '../../common/access/access.decorators';
import { Permission, StaffRole } from '../../common/access/permissions';

export enum UserRole {
  user = 'user',
  admin = 'admin',
}
registerEnumType(UserRole, { name: 'UserRole', description: 'A customer (`user`) or a shop administrator (`admin`).' });
registerEnumType(StaffRole, {
  name: 'StaffRole',
  description: 'What a staff member (an `admin`) does in the shop; it decides what they may do (docs/security.md).',
});

/** A shop account as every API shows it; it never carries the password hash. */
@ObjectType('User')
export class User {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field() phone: string;
  @Field() address: string;
  @Field(() => UserRole) role: Role;
  @Field(() => StaffRole, { nullable: true, description: "A staff member's role; null for a customer." })
  staffRole: StaffRole | null;
  @Field(() => [String], {
    description: 'What this account may do as staff (for example `orders:read`); empty for a customer.',
  })
  permissions: readonly Permission[];
  @Field() isBlocked: boolean;
  @Field() createdAt: Date;
}

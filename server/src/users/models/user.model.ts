import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import type { Role } from '../../common/access/access.decorators';

export enum UserRole {
  user = 'user',
  admin = 'admin',
}
registerEnumType(UserRole, { name: 'UserRole', description: 'A customer (`user`) or a shop administrator (`admin`).' });

/** A shop account as every API shows it; it never carries the password hash. */
@ObjectType('User')
export class User {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field() phone: string;
  @Field() address: string;
  @Field(() => UserRole) role: Role;
  @Field() isBlocked: boolean;
  @Field() createdAt: Date;
}

import { ArgsType, Field, InputType } from '@nestjs/graphql';
import { IsEnum } from 'class-validator';
import { STAFF_ROLES, StaffRole } from '../../common/access/permissions';
import { Trim } from '../../common/validation/validation';
import { EmailRules, NameRules, PasswordRules } from '../../users/dto/account-rules';

const ROLE_MESSAGE = `Role must be one of: ${STAFF_ROLES.join(', ')}`;

/** An invitation: the person's name and e-mail, with registration's rules and messages, and their role. */
@InputType()
export class InviteStaffInput {
  @Field({ nullable: true })
  @Trim()
  @NameRules()
  name: string;

  @Field({ nullable: true })
  @Trim()
  @EmailRules()
  email: string;

  @Field(() => StaffRole, { nullable: true })
  @IsEnum(StaffRole, { message: ROLE_MESSAGE })
  staffRole: StaffRole;
}

/** A staff member's new role: the REST body of PUT /admin/staff/{id}/role and a GraphQL argument. */
@ArgsType()
export class StaffRoleArgs {
  @Field(() => StaffRole)
  @IsEnum(StaffRole, { message: ROLE_MESSAGE })
  staffRole: StaffRole;
}

/** Accepting an invitation: the new account's password, with registration's rules (the client checks the confirmation). */
@InputType()
export class AcceptStaffInviteInput {
  @Field({ nullable: true })
  @PasswordRules()
  password: string;
}

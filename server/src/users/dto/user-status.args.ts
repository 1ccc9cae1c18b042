import { ArgsType, Field } from '@nestjs/graphql';
import { IsBoolean } from 'class-validator';

/** Blocks (true) or unblocks (false) an account: the REST body of PUT /admin/users/{id}/status and a GraphQL argument. */
@ArgsType()
export class UserStatusArgs {
  /** A real boolean only: "true", 1 or a missing value are refused (no conversion). */
  @Field()
  @IsBoolean({ message: 'isBlocked must be true or false' })
  isBlocked: boolean;
}

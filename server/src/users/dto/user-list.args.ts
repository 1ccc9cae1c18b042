import { ArgsType, Field, Int } from '@nestjs/graphql';
import { EmptyIsUnset, ToNumber } from '../../common/validation/query-transforms';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { InOrder, Trim } from '../../common/validation/validation';

/** Admin users list page size (spec section 9) and its ceiling. */
export const USERS_PAGE_SIZE = 50;
export const MAX_USERS_PAGE_SIZE = 100;

/** Search and page of the admin users list: GraphQL arguments and REST query parameters alike. */
@ArgsType()
export class UserListArgs {
  @Field({ nullable: true, description: 'Case-insensitive literal text over name and e-mail.' })
  @Trim()
  @EmptyIsUnset()
  @IsOptional()
  @InOrder(IsString({ message: 'search must be text' }), MaxLength(100, { message: 'Search text must not exceed 100 characters' }))
  search?: string;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @ToNumber()
  @IsOptional()
  @InOrder(IsInt({ message: 'page must be a whole number' }), Min(1, { message: 'page must be 1 or more' }))
  page: number = 1;

  @Field(() => Int, {
    nullable: true,
    defaultValue: USERS_PAGE_SIZE,
    description: `At most ${MAX_USERS_PAGE_SIZE}; larger values are clamped.`,
  })
  @ToNumber(MAX_USERS_PAGE_SIZE)
  @IsOptional()
  @InOrder(IsInt({ message: 'limit must be a whole number' }), Min(1, { message: 'limit must be 1 or more' }), Max(MAX_USERS_PAGE_SIZE))
  limit: number = USERS_PAGE_SIZE;
}

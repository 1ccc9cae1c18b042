import { ArgsType, Field, Int } from '@nestjs/graphql';
import { PAGE_DESCRIPTION, PageNumber, PageSize } from '../../common/pagination/page-args';
import { EmptyIsUnset } from '../../common/validation/query-transforms';
import { IsOptional, IsString, MaxLength } from 'class-validator';
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
  @InOrder(
    IsString({ message: 'search must be text' }),
    MaxLength(100, { message: 'Search text must not exceed 100 characters' }),
  )
  search?: string;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: PAGE_DESCRIPTION })
  @PageNumber()
  page: number = 1;

  @Field(() => Int, {
    nullable: true,
    defaultValue: USERS_PAGE_SIZE,
    description: `At most ${MAX_USERS_PAGE_SIZE}; larger values are clamped.`,
  })
  @PageSize(MAX_USERS_PAGE_SIZE, { clamp: true })
  limit: number = USERS_PAGE_SIZE;
}

import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PAGE_DESCRIPTION, PageNumber, PageSize } from '../../common/pagination/page-args';
import { InOrder, Trim } from '../../common/validation/validation';
import { MAX_PAGE_SIZE } from '../product.constants';
import { AllMeansAny, EmptyIsUnset } from '../../common/validation/query-transforms';

/** Page size of the admin product table (spec sections 7 and 9). */
export const ADMIN_PRODUCTS_PAGE_SIZE = 50;

/** The admin product table: search, category filter and page, newest first. */
@ArgsType()
export class AdminProductListArgs {
  @Field({ nullable: true, description: 'Case-insensitive literal text over name, brand and category.' })
  @Trim()
  @EmptyIsUnset()
  @IsOptional()
  @InOrder(
    IsString({ message: 'search must be text' }),
    MaxLength(100, { message: 'Search text must not exceed 100 characters' }),
  )
  search?: string;

  @Field({ nullable: true, description: 'Exact category name; "all" or empty for every category.' })
  @AllMeansAny()
  @IsOptional()
  @InOrder(IsString({ message: 'category must be text' }), MaxLength(100))
  category?: string;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: PAGE_DESCRIPTION })
  @PageNumber()
  page: number = 1;

  @Field(() => Int, {
    nullable: true,
    defaultValue: ADMIN_PRODUCTS_PAGE_SIZE,
    description: `At most ${MAX_PAGE_SIZE}; larger values are clamped.`,
  })
  @PageSize(MAX_PAGE_SIZE, { clamp: true })
  limit: number = ADMIN_PRODUCTS_PAGE_SIZE;
}

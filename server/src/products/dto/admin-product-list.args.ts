import { ArgsType, Field, Int } from '@nestjs/graphql';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { InOrder, Trim } from '../../common/validation/validation';
import { MAX_PAGE_SIZE } from '../product.constants';
import { AllMeansAny, EmptyIsUnset, ToNumber } from '../../common/validation/query-transforms';

/** Page size of the admin product table (spec sections 7 and 9). */
export const ADMIN_PRODUCTS_PAGE_SIZE = 50;

/** The admin product table: search, category filter and page, newest first. */
@ArgsType()
export class AdminProductListArgs {
  @Field({ nullable: true, description: 'Case-insensitive literal text over name, brand and category.' })
  @Trim()
  @EmptyIsUnset()
  @IsOptional()
  @InOrder(IsString({ message: 'search must be text' }), MaxLength(100, { message: 'Search text must not exceed 100 characters' }))
  search?: string;

  @Field({ nullable: true, description: 'Exact category name; "all" or empty for every category.' })
  @AllMeansAny()
  @IsOptional()
  @InOrder(IsString({ message: 'category must be text' }), MaxLength(100))
  category?: string;

  @Field(() => Int, { nullable: true, defaultValue: 1 })
  @ToNumber()
  @IsOptional()
  @InOrder(IsInt({ message: 'page must be a whole number' }), Min(1, { message: 'page must be 1 or more' }))
  page: number = 1;

  @Field(() => Int, { nullable: true, defaultValue: ADMIN_PRODUCTS_PAGE_SIZE, description: `At most ${MAX_PAGE_SIZE}; larger values are clamped.` })
  @ToNumber(MAX_PAGE_SIZE)
  @IsOptional()
  @InOrder(IsInt({ message: 'limit must be a whole number' }), Min(1, { message: 'limit must be 1 or more' }), Max(MAX_PAGE_SIZE))
  limit: number = ADMIN_PRODUCTS_PAGE_SIZE;
}

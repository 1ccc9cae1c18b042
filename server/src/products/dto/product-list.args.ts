import { ArgsType, Field, Float, Int, registerEnumType } from '@nestjs/graphql';
import { IsBoolean, IsEnum, IsNumber, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { PAGE_DESCRIPTION, PageNumber, PageSize } from '../../common/pagination/page-args';
import { AllMeansAny, EmptyIsUnset, ToBoolean, ToNumber } from '../../common/validation/query-transforms';
import { InOrder, Trim } from '../../common/validation/validation';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../product.constants';

export enum ProductSort {
  LATEST = 'latest',
  NEWEST = 'newest',
  PRICE_LOW = 'price-low',
  PRICE_HIGH = 'price-high',
  NAME = 'name',
  FEATURED = 'featured',
}
registerEnumType(ProductSort, {
  name: 'ProductSort',
  description:
    'LATEST and NEWEST: newest first; PRICE_LOW/PRICE_HIGH by the price paid; NAME: A to Z, ignoring case and accents; FEATURED: featured first, then newest.',
});

/** Filters, sort and page of the product list: GraphQL arguments and REST query parameters alike. */
@ArgsType()
export class ProductListArgs {
  @Field(() => Int, { nullable: true, defaultValue: 1, description: PAGE_DESCRIPTION })
  @PageNumber()
  page: number = 1;

  @Field(() => Int, {
    nullable: true,
    defaultValue: DEFAULT_PAGE_SIZE,
    description: `At most ${MAX_PAGE_SIZE}; larger values are clamped.`,
  })
  @PageSize(MAX_PAGE_SIZE, { clamp: true })
  limit: number = DEFAULT_PAGE_SIZE;

  @Field({ nullable: true, description: 'Exact category name; "all" or empty for every category.' })
  @AllMeansAny()
  @IsOptional()
  @InOrder(IsString({ message: 'category must be text' }), MaxLength(100))
  category?: string;

  @Field({ nullable: true, description: 'Exact brand name; "all" or empty for every brand.' })
  @AllMeansAny()
  @IsOptional()
  @InOrder(IsString({ message: 'brand must be text' }), MaxLength(100))
  brand?: string;

  @Field(() => Float, { nullable: true, description: 'Lowest price paid, in PKR.' })
  @ToNumber()
  @IsOptional()
  @InOrder(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'minPrice must be a number' }),
    Min(0, { message: 'minPrice must be 0 or more' }),
  )
  minPrice?: number;

  @Field(() => Float, { nullable: true, description: 'Highest price paid, in PKR.' })
  @ToNumber()
  @IsOptional()
  @InOrder(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'maxPrice must be a number' }),
    Min(0, { message: 'maxPrice must be 0 or more' }),
  )
  maxPrice?: number;

  @Field({ nullable: true, description: 'true: only in stock; false: only out of stock.' })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'inStock must be true or false' })
  inStock?: boolean;

  @Field({
    nullable: true,
    description: 'Case-insensitive literal text over name, brand, category, description and tags.',
  })
  @Trim()
  @EmptyIsUnset()
  @IsOptional()
  @InOrder(
    IsString({ message: 'search must be text' }),
    MaxLength(100, { message: 'Search text must not exceed 100 characters' }),
  )
  search?: string;

  @Field({ nullable: true })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'trendy must be true or false' })
  trendy?: boolean;

  @Field({ nullable: true })
  @ToBoolean()
  @IsOptional()
  @IsBoolean({ message: 'featured must be true or false' })
  featured?: boolean;

  @Field(() => ProductSort, { nullable: true, defaultValue: ProductSort.LATEST })
  @EmptyIsUnset()
  @IsOptional()
  @IsEnum(ProductSort, { message: `sortBy must be one of: ${Object.values(ProductSort).join(', ')}` })
  sortBy: ProductSort = ProductSort.LATEST;
}

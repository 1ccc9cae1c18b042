import { ArgsType, Field, Float, Int, OmitType, registerEnumType } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEnum,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  Min,
  ValidateBy,
} from 'class-validator';
import { PAGE_DESCRIPTION, PageNumber, PageSize } from '../../common/pagination/page-args';
import { AllMeansAny, EmptyIsUnset, ToBoolean, ToList, ToNumber } from '../../common/validation/query-transforms';
import { InOrder, NoControlCharacters, Trim } from '../../common/validation/validation';
import {
  isOptionChoice,
  MAX_OPTION_CHOICES,
  OPTION_COUNT_MESSAGE,
  OPTION_FILTER_MESSAGE,
  OPTION_TEXT_LENGTH,
} from '../option-filter';
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

  @Field(() => [String], {
    nullable: true,
    description: `Option values of products sold in kinds, each "Name:Value" ("Phone model:iPhone 15"), case ignored: only products with a variant in stock that has them (any variant when inStock is false). Values of one option are alternatives; different options must be met by the same variant. At most ${MAX_OPTION_CHOICES}, name and value each at most ${OPTION_TEXT_LENGTH} characters. Products sold as one never match. productOptionValues lists the values a list can offer.`,
  })
  @ToList()
  @IsOptional()
  @InOrder(
    IsArray({ message: OPTION_FILTER_MESSAGE }),
    ArrayMaxSize(MAX_OPTION_CHOICES, { message: OPTION_COUNT_MESSAGE }),
    IsString({ each: true, message: OPTION_FILTER_MESSAGE }),
    MaxLength(2 * OPTION_TEXT_LENGTH + 3, { each: true, message: OPTION_FILTER_MESSAGE }),
    NoControlCharacters(OPTION_FILTER_MESSAGE, { each: true }),
    ValidateBy(
      { name: 'isOptionChoice', validator: { validate: (value) => isOptionChoice(value) } },
      { each: true, message: OPTION_FILTER_MESSAGE },
    ),
  )
  option?: string[];

  @Field(() => ProductSort, { nullable: true, defaultValue: ProductSort.LATEST })
  @EmptyIsUnset()
  @IsOptional()
  @IsEnum(ProductSort, { message: `sortBy must be one of: ${Object.values(ProductSort).join(', ')}` })
  sortBy: ProductSort = ProductSort.LATEST;
}

/** The filters of the product list without its order and page: what productOptionValues answers for. */
@ArgsType()
export class ProductFilterArgs extends OmitType(ProductListArgs, ['page', 'limit', 'sortBy'] as const, ArgsType) {}

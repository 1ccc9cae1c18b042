import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { NoControlCharacters } from '../../common/validation/validation';
import { MAX_OPTION_VALUES, MAX_OPTIONS, MAX_VARIANTS, VARIANT_MESSAGES } from '../variants';
import { MAX_PRICE, MAX_STOCK_QUANTITY } from './product-form.input';

const NO_CONTROL = 'Options must not contain control characters';
const PRICE = { message: `Each variant needs a price of 0 to Rs. ${MAX_PRICE.toLocaleString('en-PK')}` };
const DISCOUNT = { message: 'Each discount price must be a price of 0 or more, below its price' };
const STOCK = {
  message: `Stock of each variant must be a whole number from 0 to ${MAX_STOCK_QUANTITY.toLocaleString('en-PK')}`,
};
const NAME = { message: VARIANT_MESSAGES.optionName };
const VALUES = { message: VARIANT_MESSAGES.optionValues };
const SKU = { message: VARIANT_MESSAGES.sku };
const PICTURES = { message: 'Each variant has at most 5 pictures, given by their URLs' };

/** The shapes only: what a product's options and variants must be as a whole is checked by checkVariants. */
@InputType()
export class ProductOptionInput {
  @Field({ description: 'At most 40 characters.' })
  @IsString(NAME)
  @MaxLength(40, NAME)
  @NoControlCharacters(NO_CONTROL)
  name: string;

  @Field(() => [String], { description: `1 to ${MAX_OPTION_VALUES} values, each at most 40 characters.` })
  @IsArray(VALUES)
  @ArrayMaxSize(MAX_OPTION_VALUES, VALUES)
  @IsString({ each: true, ...VALUES })
  @MaxLength(40, { each: true, ...VALUES })
  @NoControlCharacters(NO_CONTROL, { each: true })
  values: string[];
}

@InputType()
export class ProductVariantInput {
  @Field(() => ID, { nullable: true, description: "An existing variant's id, to keep it; new variants leave it out." })
  @IsOptional()
  @IsString({ message: 'A variant id is text' })
  @MaxLength(24, { message: 'A variant id is 24 characters' })
  id?: string;

  @Field({ description: 'Unique across the shop: letters, digits and . _ / -, at most 64 characters.' })
  @IsString(SKU)
  @MaxLength(64, SKU)
  sku: string;

  @Field(() => [String], { description: "One value of each option, in the options' order." })
  @IsArray({ message: 'Each variant needs one value of each option' })
  @ArrayMaxSize(MAX_OPTIONS, { message: 'Each variant needs one value of each option' })
  @IsString({ each: true, message: 'Each variant needs one value of each option' })
  @MaxLength(40, { each: true, message: 'Each variant needs one value of each option' })
  values: string[];

  @Field(() => Float, { description: 'List price in PKR.' })
  @IsNumber({ allowNaN: false, allowInfinity: false }, PRICE)
  @Min(0, PRICE)
  @Max(MAX_PRICE, PRICE)
  price: number;

  @Field(() => Float, { nullable: true, description: 'Sale price in PKR, below price.' })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, DISCOUNT)
  @Min(0, DISCOUNT)
  @Max(MAX_PRICE, DISCOUNT)
  discountPrice?: number | null;

  @Field(() => Int)
  @IsInt(STOCK)
  @Min(0, STOCK)
  @Max(MAX_STOCK_QUANTITY, STOCK)
  stockQuantity: number;

  @Field(() => [String], {
    nullable: true,
    description: "Its own pictures, from the product's pictures (their URLs); without them it shows the product's.",
  })
  @IsOptional()
  @IsArray(PICTURES)
  @ArrayMaxSize(5, PICTURES)
  @IsString({ each: true, ...PICTURES })
  @MaxLength(300, { each: true, ...PICTURES })
  images?: string[];
}

@InputType({ description: 'All of a product’s options and variants; no options makes it a product sold as one.' })
export class ProductVariantsInput {
  @Field(() => [ProductOptionInput], { description: `At most ${MAX_OPTIONS}.` })
  @IsArray({ message: VARIANT_MESSAGES.tooManyOptions })
  @ArrayMaxSize(MAX_OPTIONS, { message: VARIANT_MESSAGES.tooManyOptions })
  @ValidateNested({ each: true })
  @Type(() => ProductOptionInput)
  options: ProductOptionInput[];

  @Field(() => [ProductVariantInput], { description: `At most ${MAX_VARIANTS}.` })
  @IsArray({ message: VARIANT_MESSAGES.tooManyVariants })
  @ArrayMaxSize(MAX_VARIANTS, { message: VARIANT_MESSAGES.tooManyVariants })
  @ValidateNested({ each: true })
  @Type(() => ProductVariantInput)
  variants: ProductVariantInput[];
}

import { Field, Float, ID, InputType, Int } from '@nestjs/graphql';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsBoolean,
  IsDate,
  IsIn,
  IsInt,
  IsMongoId,
  IsNotEmpty,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import { BasketLineInput } from '../../pricing/basket-line.input';
import { PhoneRule } from '../../common/phone/phone-validation';
import { InOrder, NoControlCharacters, NotBefore, Trim } from '../../common/validation/validation';
import { DISCOUNT_KINDS, type DiscountKind } from '../schemas/discount-code.schema';

/** A code as the shopper types it: spaces around it dropped, any case (codes are kept in upper case). */
const CodeText = () => Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));
const CODE_MESSAGE = 'A code is 3 to 30 letters, digits, - or _';
const CODE_PATTERN = /^[A-Z0-9_-]{3,30}$/;
const LIMIT_MESSAGE = (what: string) => `${what} must be a whole number from 1, or empty for no limit`;
const IDS_MESSAGE = (what: string) => `${what} must be a list of at most 100 ids`;

/** What a code is limited to; every list empty (or no scope): the whole shop. */
@InputType()
export class DiscountScopeInput {
  @Field(() => [String], { nullable: true, description: 'Category names.' })
  @IsOptional()
  @InOrder(
    IsArray({ message: 'categories must be a list of names' }),
    ArrayMaxSize(100, { message: 'At most 100 categories' }),
  )
  @IsString({ each: true, message: 'categories must be a list of names' })
  @MaxLength(80, { each: true, message: 'A category name must not exceed 80 characters' })
  categories?: string[];

  @Field(() => [ID], { nullable: true, description: 'Product ids.' })
  @IsOptional()
  @InOrder(IsArray({ message: IDS_MESSAGE('products') }), ArrayMaxSize(100, { message: IDS_MESSAGE('products') }))
  @IsMongoId({ each: true, message: IDS_MESSAGE('products') })
  products?: string[];

  @Field(() => [ID], { nullable: true, description: 'Variant ids.' })
  @IsOptional()
  @InOrder(IsArray({ message: IDS_MESSAGE('variants') }), ArrayMaxSize(100, { message: IDS_MESSAGE('variants') }))
  @IsString({ each: true, message: IDS_MESSAGE('variants') })
  @MaxLength(24, { each: true, message: IDS_MESSAGE('variants') })
  variants?: string[];
}

/** A new discount code. */
@InputType()
export class CreateDiscountCodeInput {
  @Field({ description: '3 to 30 letters, digits, - or _; kept in upper case.' })
  @CodeText()
  @InOrder(IsString({ message: CODE_MESSAGE }), Matches(CODE_PATTERN, { message: CODE_MESSAGE }))
  code: string;

  @Field({ nullable: true })
  @IsOptional()
  @Trim()
  @InOrder(
    IsString({ message: 'Description must be text' }),
    MaxLength(200, { message: 'Description must not exceed 200 characters' }),
    NoControlCharacters('Please enter a valid description'),
  )
  description?: string;

  @Field(() => String, { description: 'percent, fixed or free_delivery.' })
  @IsIn(DISCOUNT_KINDS, { message: 'Kind is percent, fixed or free_delivery' })
  kind: DiscountKind;

  @Field(() => Float, {
    nullable: true,
    description: 'Per cent (1 to 100) for percent, rupees for fixed; ignored for free_delivery.',
  })
  @ValidateIf((input: CreateDiscountCodeInput) => input.kind !== 'free_delivery')
  @InOrder(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Value must be a number' }),
    Min(1, { message: 'Value must be at least 1' }),
    Max(10_000_000, { message: 'Value must not exceed 10,000,000' }),
  )
  value?: number;

  @Field(() => Float, { nullable: true, description: 'The smallest subtotal it applies to; 0 or empty: any.' })
  @IsOptional()
  @InOrder(
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Minimum subtotal must be a number' }),
    Min(0, { message: 'Minimum subtotal must not be negative' }),
    Max(10_000_000, { message: 'Minimum subtotal must not exceed 10,000,000' }),
  )
  minSubtotal?: number;

  @Field(() => Date, { nullable: true, description: 'Valid from; empty: at once.' })
  @IsOptional()
  @Type(() => Date)
  @IsDate({ message: 'Start must be a date' })
  startsAt?: Date;

  @Field(() => Date, { nullable: true, description: 'Valid until; empty: no end.' })
  @IsOptional()
  @Type(() => Date)
  @InOrder(IsDate({ message: 'End must be a date' }), NotBefore('startsAt', 'The end must not be before the start'))
  endsAt?: Date;

  @Field(() => Int, { nullable: true, description: 'Orders over the shop; empty: no limit.' })
  @IsOptional()
  @InOrder(IsInt({ message: LIMIT_MESSAGE('Uses') }), Min(1, { message: LIMIT_MESSAGE('Uses') }))
  maxUses?: number;

  @Field(() => Int, { nullable: true, description: 'Orders per phone number (any written form); empty: no limit.' })
  @IsOptional()
  @InOrder(IsInt({ message: LIMIT_MESSAGE('Uses per phone') }), Min(1, { message: LIMIT_MESSAGE('Uses per phone') }))
  maxUsesPerPhone?: number;

  @Field(() => Int, { nullable: true, description: 'Orders per customer account; empty: no limit.' })
  @IsOptional()
  @InOrder(
    IsInt({ message: LIMIT_MESSAGE('Uses per account') }),
    Min(1, { message: LIMIT_MESSAGE('Uses per account') }),
  )
  maxUsesPerAccount?: number;

  @Field(() => DiscountScopeInput, { nullable: true, description: 'Empty: the whole shop.' })
  @IsOptional()
  @IsObject({ message: 'scope must be an object' })
  @ValidateNested()
  @Type(() => DiscountScopeInput)
  scope?: DiscountScopeInput;
}

/** A basket's line, as the cart or the checkout holds it (a guest's cart lives in the browser). */
@InputType()
export class DiscountLineInput extends BasketLineInput {}

/** A code to try on a basket; with the phone (and city) when the checkout knows them. */
@InputType()
export class ValidateDiscountCodeInput {
  @Field()
  @CodeText()
  @InOrder(
    IsString({ message: 'Enter a code' }),
    IsNotEmpty({ message: 'Enter a code' }),
    MaxLength(30, { message: 'This code does not exist' }),
  )
  code: string;

  @Field(() => [DiscountLineInput])
  @InOrder(
    IsArray({ message: 'Your cart is empty' }),
    ArrayNotEmpty({ message: 'Your cart is empty' }),
    ArrayMaxSize(50, { message: 'An order can hold at most 50 different products' }),
  )
  @ValidateNested({ each: true })
  @Type(() => DiscountLineInput)
  items: DiscountLineInput[];

  @Field({ nullable: true, description: "The shipping phone: counts the code's uses per phone number." })
  @IsOptional()
  @Trim()
  @InOrder(IsString({ message: 'Please enter a valid phone number' }), PhoneRule())
  phone?: string;

  @Field({ nullable: true, description: 'The shipping city: prices the delivery.' })
  @IsOptional()
  @Trim()
  @InOrder(
    IsString({ message: 'City must be text' }),
    MaxLength(60, { message: 'City must not exceed 60 characters' }),
    NoControlCharacters('Please enter a valid city'),
  )
  city?: string;
}

/** Pausing or resuming a code. */
@InputType()
export class SetDiscountCodePausedInput {
  @Field()
  @IsBoolean({ message: 'paused must be true or false' })
  paused: boolean;
}

export const DISCOUNT_CODE_FORMAT = { pattern: CODE_PATTERN, message: CODE_MESSAGE };

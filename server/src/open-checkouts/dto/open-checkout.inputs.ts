import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayNotEmpty,
  IsArray,
  IsInt,
  IsMongoId,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { PhoneRule } from '../../common/phone/phone-validation';
import { ToNumber } from '../../common/validation/query-transforms';
import { InOrder, NoControlCharacters, Trim } from '../../common/validation/validation';

/** The browser's token of an open checkout: 22 to 64 base64url characters. */
export const OPEN_CHECKOUT_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;
export const TOKEN_NOT_VALID = 'This checkout link is not valid';

/** No markup is kept: a text with < or > is refused. */
const NoMarkup = (message: string) =>
  ValidateBy(
    { name: 'noMarkup', validator: { validate: (value) => typeof value !== 'string' || !/[<>]/.test(value) } },
    { message },
  );

/** A text typed at checkout, perhaps still empty: bounded, with no control characters and no markup. */
const TypedText = (label: string, max: number) =>
  InOrder(
    IsString({ message: `${label} must be text` }),
    MaxLength(max, { message: `${label} must not exceed ${max} characters` }),
    NoControlCharacters(`Please enter a valid ${label.toLowerCase()}`),
    NoMarkup(`${label} must not contain < or >`),
  );

@InputType({ description: 'A cart line of an open checkout.' })
export class OpenCheckoutLineInput {
  @Field(() => ID)
  @InOrder(IsString({ message: 'Product not found' }), IsMongoId({ message: 'Product not found' }))
  product: string;

  @Field(() => ID, { nullable: true, description: 'The variant, for a product sold in kinds.' })
  @IsOptional()
  @InOrder(IsString({ message: 'Variant not found' }), MaxLength(24, { message: 'Variant not found' }))
  variant?: string;

  @Field(() => Int)
  @InOrder(
    IsInt({ message: 'Quantity must be a whole number' }),
    Min(1, { message: 'Quantity must be at least 1' }),
    Max(10, { message: 'Maximum 10 items allowed per product' }),
  )
  quantity: number;
}

@InputType({ description: 'What is typed at checkout so far: the phone is required, the rest may still be empty.' })
export class OpenCheckoutDetailsInput {
  @Field({ nullable: true })
  @IsOptional()
  @Trim()
  @TypedText('Name', 60)
  name?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Trim()
  @TypedText('Email', 254)
  email?: string;

  @Field()
  @Trim()
  @InOrder(IsNotEmpty({ message: 'Phone is required' }), IsString({ message: 'Phone is required' }), PhoneRule())
  phone: string;

  @Field({ nullable: true })
  @IsOptional()
  @Trim()
  @TypedText('City', 60)
  city?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Trim()
  @TypedText('Address', 300)
  address?: string;
}

@InputType({ description: 'A checkout under way, recorded so that the shop may remind the shopper of it.' })
export class RecordOpenCheckoutInput {
  @Field({ description: "The browser's random token of this checkout (22 to 64 base64url characters)." })
  @InOrder(IsString({ message: TOKEN_NOT_VALID }), Matches(OPEN_CHECKOUT_TOKEN, { message: TOKEN_NOT_VALID }))
  token: string;

  @Field(() => [OpenCheckoutLineInput])
  @InOrder(
    IsArray({ message: 'Your cart is empty' }),
    ArrayNotEmpty({ message: 'Your cart is empty' }),
    ArrayMaxSize(50, { message: 'An order can hold at most 50 different products' }),
  )
  @ValidateNested({ each: true })
  @Type(() => OpenCheckoutLineInput)
  items: OpenCheckoutLineInput[];

  @Field(() => OpenCheckoutDetailsInput)
  @InOrder(IsNotEmpty({ message: 'Phone is required' }), IsObject({ message: 'Phone is required' }))
  @ValidateNested()
  @Type(() => OpenCheckoutDetailsInput)
  details: OpenCheckoutDetailsInput;
}

/** The admin's list: the period in days (1 to 365; 30 by default). */
@ArgsType()
export class OpenCheckoutsArgs {
  @Field(() => Int, { nullable: true, description: 'The last this many days (1 to 365; 30 by default).' })
  @ToNumber()
  @IsOptional()
  @InOrder(
    IsInt({ message: 'days must be a whole number' }),
    Min(1, { message: 'days must be 1 or more' }),
    Max(365, { message: 'days must be at most 365' }),
  )
  days?: number;
}

import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { InOrder } from '../../common/validation/validation';

export const MAX_PER_LINE = 10;
export const MAX_PER_LINE_MESSAGE = 'Maximum 10 items allowed per product';

/** Add to cart: a product and how many more of it (merged with what the cart holds). */
@InputType()
export class AddToCartInput {
  @Field(() => ID)
  @InOrder(IsNotEmpty({ message: 'Product id is required' }), IsString({ message: 'Product id is required' }))
  productId: string;

  @Field(() => ID, { nullable: true, description: 'The variant, for a product sold in kinds (required for one).' })
  @IsOptional()
  @IsString({ message: 'Variant not found' })
  @MaxLength(24, { message: 'Variant not found' })
  variantId?: string;

  @Field(() => Int, { defaultValue: 1 })
  @InOrder(
    IsInt({ message: 'Quantity must be a whole number' }),
    Min(1, { message: 'Quantity must be at least 1' }),
    Max(MAX_PER_LINE, { message: MAX_PER_LINE_MESSAGE }),
  )
  quantity: number = 1;
}

/** Set a line's quantity; 0 or less removes the line. */
@InputType()
export class UpdateCartInput {
  @Field(() => ID)
  @InOrder(IsNotEmpty({ message: 'Product id is required' }), IsString({ message: 'Product id is required' }))
  productId: string;

  @Field(() => ID, { nullable: true, description: 'The variant, for a product sold in kinds (required for one).' })
  @IsOptional()
  @IsString({ message: 'Variant not found' })
  @MaxLength(24, { message: 'Variant not found' })
  variantId?: string;

  @Field(() => Int)
  @InOrder(IsInt({ message: 'Quantity must be a whole number' }), Max(MAX_PER_LINE, { message: MAX_PER_LINE_MESSAGE }))
  quantity: number;
}

/** A guest's local cart, merged into the account's cart at sign-in. */
@InputType()
export class MergeCartInput {
  @Field(() => [AddToCartInput])
  @IsArray({ message: 'items must be a list' })
  @ArrayMaxSize(100, { message: 'Too many cart lines' })
  @ValidateNested({ each: true })
  @Type(() => AddToCartInput)
  items: AddToCartInput[];
}

import { Field, ID, InputType, Int } from '@nestjs/graphql';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { InOrder } from '../common/validation/validation';

/**
 * A line of a basket as the checkout sends it (a guest's cart lives in the browser): the fields and messages that an
 * order's line and a line priced for a discount code share. Each input type that takes lines extends it.
 */
@InputType({ isAbstract: true })
export class BasketLineInput {
  @Field(() => ID)
  @InOrder(IsNotEmpty({ message: 'Product not found' }), IsString({ message: 'Product not found' }))
  product: string;

  @Field(() => ID, { nullable: true, description: 'The variant, for a product sold in kinds (required for one).' })
  @IsOptional()
  @IsString({ message: 'Variant not found' })
  @MaxLength(24, { message: 'Variant not found' })
  variant?: string;

  @Field(() => ID, { nullable: true, description: 'The same as variant, as cart lines name it; give one of the two.' })
  @IsOptional()
  @IsString({ message: 'Variant not found' })
  @MaxLength(24, { message: 'Variant not found' })
  variantId?: string;

  @Field(() => Int)
  @InOrder(
    IsInt({ message: 'Quantity must be a whole number' }),
    Min(1, { message: 'Quantity must be at least 1' }),
    Max(10, { message: 'Maximum 10 items allowed per product' }),
  )
  quantity: number;
}

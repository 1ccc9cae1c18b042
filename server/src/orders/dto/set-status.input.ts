import { Field, InputType } from '@nestjs/graphql';
import { IsEnum, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { InOrder, NoControlCharacters, Trim } from '../../common/validation/validation';
import { OrderStatus } from '../order-status';

const INVALID = `Invalid status. Use one of: ${Object.values(OrderStatus).join(', ')}`;

@InputType()
export class SetOrderStatusInput {
  @Field(() => OrderStatus)
  @InOrder(IsNotEmpty({ message: INVALID }), IsEnum(OrderStatus, { message: INVALID }))
  status: OrderStatus;

  /** Moves an unconfirmed Pending order on anyway (the shipping gate); kept in the status history. */
  @Field({ nullable: true })
  @Trim()
  @IsOptional()
  @InOrder(
    IsString({ message: 'overrideReason must be text' }),
    MaxLength(300, { message: 'overrideReason must not exceed 300 characters' }),
    NoControlCharacters('overrideReason must not contain control characters'),
  )
  overrideReason?: string;
}

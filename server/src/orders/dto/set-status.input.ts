import { Field, InputType } from '@nestjs/graphql';
import { IsEnum, IsNotEmpty } from 'class-validator';
import { InOrder } from '../../common/validation/validation';
import { OrderStatus } from '../order-status';

const INVALID = `Invalid status. Use one of: ${Object.values(OrderStatus).join(', ')}`;

@InputType()
export class SetOrderStatusInput {
  @Field(() => OrderStatus)
  @InOrder(IsNotEmpty({ message: INVALID }), IsEnum(OrderStatus, { message: INVALID }))
  status: OrderStatus;
}

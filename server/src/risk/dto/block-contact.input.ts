import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { InOrder, Trim } from '../../common/validation/validation';

/** Blocks a phone (any written form) or an e-mail: exactly one of them, with a reason. */
@InputType()
export class BlockContactInput {
  @Field({ nullable: true, description: 'A Pakistani number in any written form.' })
  @IsOptional()
  @InOrder(Trim(), IsString({ message: 'Phone must be text' }), MaxLength(40, { message: 'Phone is too long' }))
  phone?: string;

  @Field({ nullable: true })
  @IsOptional()
  @InOrder(Trim(), IsString({ message: 'Email must be text' }), MaxLength(254, { message: 'Email is too long' }))
  email?: string;

  @Field()
  @InOrder(
    Trim(),
    IsString({ message: 'Reason is required' }),
    IsNotEmpty({ message: 'Reason is required' }),
    MaxLength(300, { message: 'Reason must not exceed 300 characters' }),
  )
  reason: string;
}

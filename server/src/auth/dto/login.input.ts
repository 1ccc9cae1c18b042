import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { InOrder } from '../../common/validation/validation';

const ALL_FIELDS = 'Please fill in all fields';

@InputType()
export class LoginInput {
  @Field({ nullable: true })
  @InOrder(
    IsNotEmpty({ message: ALL_FIELDS }),
    IsString({ message: ALL_FIELDS }),
    MaxLength(254, { message: 'Invalid email or password' }),
  )
  email: string;

  @Field({ nullable: true })
  @InOrder(
    IsNotEmpty({ message: ALL_FIELDS }),
    IsString({ message: ALL_FIELDS }),
    MaxLength(128, { message: 'Invalid email or password' }),
  )
  password: string;
}

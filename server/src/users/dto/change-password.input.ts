import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { InOrder, NoControlCharacters } from '../../common/validation/validation';

const ALL_FIELDS = 'Please fill all password fields';

/** Password change: the confirmation is checked by the client and not sent. */
@InputType()
export class ChangePasswordInput {
  @Field()
  @InOrder(
    IsNotEmpty({ message: ALL_FIELDS }),
    IsString({ message: ALL_FIELDS }),
    MaxLength(128, { message: 'Current password is incorrect' }),
  )
  currentPassword: string;

  @Field()
  @InOrder(
    IsNotEmpty({ message: ALL_FIELDS }),
    IsString({ message: ALL_FIELDS }),
    MinLength(6, { message: 'New password must be at least 6 characters' }),
    MaxLength(72, { message: 'New password must not exceed 72 characters' }),
    NoControlCharacters('New password must not contain control characters'),
  )
  newPassword: string;
}

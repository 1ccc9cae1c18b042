import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { InOrder, NoControlCharacters, Trim } from '../../common/validation/validation';
import { EMAIL_PATTERN, NameRules, PhoneShape } from '../../users/dto/account-rules';

/**
 * Registration, checked in the specification's order (section 5): fields top to bottom, each field's
 * rules left to right; the first failure is the answer. The confirmation is checked by the client.
 */
@InputType()
export class RegisterInput {
  @Field({ nullable: true })
  @Trim()
  @NameRules()
  name: string;

  @Field({ nullable: true })
  @Trim()
  @InOrder(
    IsNotEmpty({ message: 'Email is required' }),
    IsString({ message: 'Please enter a valid email address' }),
    MaxLength(254, { message: 'Please enter a valid email address' }),
    Matches(EMAIL_PATTERN, { message: 'Please enter a valid email address' }),
    NoControlCharacters('Please enter a valid email address'),
  )
  email: string;

  @Field({ nullable: true })
  @Trim()
  @InOrder(IsNotEmpty({ message: 'Phone number is required' }), PhoneShape())
  phone: string;

  @Field({ nullable: true })
  @InOrder(
    IsNotEmpty({ message: 'Password is required' }),
    IsString({ message: 'Password is required' }),
    MinLength(6, { message: 'Password must be at least 6 characters long' }),
    MaxLength(20, { message: 'Password must not exceed 20 characters' }),
    NoControlCharacters('Password must not contain control characters'),
  )
  password: string;
}

import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty } from 'class-validator';
import { InOrder, Trim } from '../../common/validation/validation';
import { EmailRules, NameRules, PasswordRules, PhoneShape } from '../../users/dto/account-rules';

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
  @EmailRules()
  email: string;

  @Field({ nullable: true })
  @Trim()
  @InOrder(IsNotEmpty({ message: 'Phone number is required' }), PhoneShape())
  phone: string;

  @Field({ nullable: true })
  @PasswordRules()
  password: string;
}

import { Field, InputType } from '@nestjs/graphql';
import { IsNotEmpty, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { InOrder, NoControlCharacters, Trim } from '../../common/validation/validation';
import { EMAIL_PATTERN, PasswordRules, PhoneShape } from '../../users/dto/account-rules';

export const EMAIL_OR_PHONE_REQUIRED = 'Please enter your email or phone number';
export const CODE_REQUIRED = 'Please enter the 6-digit code';
export const CODE_SHAPE = 'The code is the 6 digits we sent you';
const INVALID_EMAIL = 'Please enter a valid email address';

const given = (value: unknown) => value !== undefined && value !== null;

/** The account's e-mail, checked unless only a phone is given. */
const EmailOfAccount = () =>
  InOrder(
    IsNotEmpty({ message: EMAIL_OR_PHONE_REQUIRED }),
    IsString({ message: INVALID_EMAIL }),
    MaxLength(254, { message: INVALID_EMAIL }),
    Matches(EMAIL_PATTERN, { message: INVALID_EMAIL }),
    NoControlCharacters(INVALID_EMAIL),
  );

/** "Forgot password?": the account's e-mail or its phone. */
@InputType()
export class RequestPasswordResetInput {
  @Field({ nullable: true })
  @ValidateIf((input: RequestPasswordResetInput) => given(input.email) || !given(input.phone))
  @Trim()
  @EmailOfAccount()
  email?: string;

  @Field({ nullable: true, description: "The account's phone, when no e-mail is given." })
  @ValidateIf((input: RequestPasswordResetInput) => given(input.phone) && !given(input.email))
  @Trim()
  @InOrder(IsNotEmpty({ message: EMAIL_OR_PHONE_REQUIRED }), PhoneShape())
  phone?: string;
}

/**
 * A new password for a forgotten one: with the link's token, or with the account's e-mail or phone and the code sent
 * by WhatsApp. The new password follows the registration's rules and messages; the confirmation is checked by the client.
 */
@InputType()
export class ResetPasswordInput {
  @Field({ nullable: true, description: "The token of the e-mail's link." })
  @ValidateIf((input: ResetPasswordInput) => given(input.token))
  @IsString({ message: 'This reset link is not valid' })
  token?: string;

  @Field({ nullable: true })
  @ValidateIf((input: ResetPasswordInput) => !given(input.token) && (given(input.email) || !given(input.phone)))
  @Trim()
  @EmailOfAccount()
  email?: string;

  @Field({ nullable: true })
  @ValidateIf((input: ResetPasswordInput) => !given(input.token) && given(input.phone) && !given(input.email))
  @Trim()
  @InOrder(IsNotEmpty({ message: EMAIL_OR_PHONE_REQUIRED }), PhoneShape())
  phone?: string;

  @Field({ nullable: true, description: 'The 6-digit code sent by WhatsApp.' })
  @ValidateIf((input: ResetPasswordInput) => !given(input.token))
  @Trim()
  @InOrder(
    IsNotEmpty({ message: CODE_REQUIRED }),
    IsString({ message: CODE_SHAPE }),
    Matches(/^[0-9]{6}$/, { message: CODE_SHAPE }),
  )
  code?: string;

  @Field({ nullable: true })
  @PasswordRules()
  password: string;
}

import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { InOrder } from '../../common/validation/validation';
import { PhoneRule } from '../../common/phone/phone-validation';

/** Letters and spaces only (spec section 5). */
export const NAME_PATTERN = /^[A-Za-z ]+$/;
/** Basic e-mail shape: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A person's name, as registration and profile updates check it, in the specification's order. */
export const NameRules = () =>
  InOrder(
    IsNotEmpty({ message: 'Name is required' }),
    IsString({ message: 'Name is required' }),
    MinLength(3, { message: 'Name must be at least 3 characters long' }),
    MaxLength(15, { message: 'Name must not exceed 15 characters' }),
    Matches(NAME_PATTERN, { message: 'Name can only contain letters and spaces' }),
  );

/** The shop's one phone rule (common/phone), stored in E.164 (presence is checked by the caller). */
export const PhoneShape = PhoneRule;

import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { InOrder } from '../../common/validation/validation';
import { IsPakistaniPhone } from '../../common/phone/phone-validation';

/** Letters and spaces only (spec section 5). */
export const NAME_PATTERN = /^[A-Za-z ]+$/;
/** Basic e-mail shape: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 10 to 15 characters of digits, spaces, dashes and brackets, with an optional leading plus. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{10,15}$/;

const INVALID_PHONE = 'Please enter a valid phone number';

/** A person's name, as registration and profile updates check it, in the specification's order. */
export const NameRules = () =>
  InOrder(
    IsNotEmpty({ message: 'Name is required' }),
    IsString({ message: 'Name is required' }),
    MinLength(3, { message: 'Name must be at least 3 characters long' }),
    MaxLength(15, { message: 'Name must not exceed 15 characters' }),
    Matches(NAME_PATTERN, { message: 'Name can only contain letters and spaces' }),
  );

/** A Pakistani phone number in any written form, stored in E.164 (presence is checked by the caller). */
export const PhoneShape = () =>
  InOrder(
    IsString({ message: INVALID_PHONE }),
    Matches(PHONE_PATTERN, { message: INVALID_PHONE }),
    IsPakistaniPhone(INVALID_PHONE),
  );

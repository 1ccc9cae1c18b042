import { IsNotEmpty, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { InOrder, NoControlCharacters } from '../../common/validation/validation';
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

/** An e-mail address, as registration checks it (and a staff invitation), in the specification's order. */
export const EmailRules = () =>
  InOrder(
    IsNotEmpty({ message: 'Email is required' }),
    IsString({ message: 'Please enter a valid email address' }),
    MaxLength(254, { message: 'Please enter a valid email address' }),
    Matches(EMAIL_PATTERN, { message: 'Please enter a valid email address' }),
    NoControlCharacters('Please enter a valid email address'),
  );

/** A new password, as registration checks it (and accepting a staff invitation), in the specification's order. */
export const PasswordRules = () =>
  InOrder(
    IsNotEmpty({ message: 'Password is required' }),
    IsString({ message: 'Password is required' }),
    MinLength(6, { message: 'Password must be at least 6 characters long' }),
    MaxLength(20, { message: 'Password must not exceed 20 characters' }),
    NoControlCharacters('Password must not contain control characters'),
  );

import { IsString, Matches, ValidateBy } from 'class-validator';
import { InOrder } from '../validation/validation';
import { INVALID_MOBILE_MESSAGE, toE164, toMobileE164 } from './pakistani-phone';

/**
 * A Pakistani phone number in any written form (see pakistani-phone.ts); `mobile` takes mobiles only
 * (checkout). Only strings are checked here: the field's type check refuses the rest.
 */
export const IsPakistaniPhone = (message: string, { mobile = false } = {}) =>
  ValidateBy(
    {
      name: mobile ? 'isPakistaniMobile' : 'isPakistaniPhone',
      validator: {
        validate: (value) => typeof value !== 'string' || (mobile ? toMobileE164(value) : toE164(value)) !== undefined,
      },
    },
    { message },
  );

/** 10 to 15 characters of digits, spaces, dashes and brackets, with an optional leading plus (specification). */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{10,15}$/;

/**
 * The shop's one phone rule (registration, profile and checkout; the client's copy is client/src/ui/phone.ts):
 * the specification's shape, and a Pakistani mobile number in any written form (orders are confirmed on
 * WhatsApp or by SMS, and an account's phone fills in its checkout). One message for every failure. Presence
 * is checked by the caller, with its own '... is required'.
 */
export const PhoneRule = () =>
  InOrder(
    IsString({ message: INVALID_MOBILE_MESSAGE }),
    Matches(PHONE_PATTERN, { message: INVALID_MOBILE_MESSAGE }),
    IsPakistaniPhone(INVALID_MOBILE_MESSAGE, { mobile: true }),
  );

import { ValidateBy } from 'class-validator';
import { toE164, toMobileE164 } from './pakistani-phone';

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

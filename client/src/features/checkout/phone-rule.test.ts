import { describe, expect, test } from '@jest/globals';
import { INVALID_MOBILE } from '../../ui/phone';
import { firstRegistrationError } from '../auth/pages/registration-rules';
import { validateShipping } from './shipping-form';

const registration = (phone: string) => ({
  name: 'Phone Tester',
  email: 'phone.tester@example.pk',
  phone,
  password: 'secret123',
  confirmPassword: 'secret123',
});
const shipping = (phone: string) => ({
  name: 'Hamza Ali',
  email: '',
  phone,
  address: 'House 5, Street 7',
  city: 'Lahore',
  notes: '',
});

describe('registration and checkout check the phone alike', () => {
  test('a landline is refused by both with one message; a mobile passes both', () => {
    for (const phone of ['04235710000', '042 3571 0000', '12345']) {
      expect(firstRegistrationError(registration(phone))).toEqual({ field: 'phone', message: INVALID_MOBILE });
      expect(validateShipping(shipping(phone), { emailRequired: false }).phone).toBe(INVALID_MOBILE);
    }
    expect(firstRegistrationError(registration('0300 1234567'))).toBeNull();
    expect(validateShipping(shipping('0300 1234567'), { emailRequired: false }).phone).toBeUndefined();
  });
});

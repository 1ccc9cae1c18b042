import { describe, expect, test } from '@jest/globals';
import { displayPhone, INVALID_MOBILE, isPakistaniMobile, phoneError } from './phone';

describe('phone', () => {
  test.each(['03001234567', '0300-1234567', '0300 1234567', '+92 300 1234567', '923001234567', '00923001234567'])(
    '%s is a Pakistani mobile shown as 0300 1234567',
    (text: string) => {
      expect(isPakistaniMobile(text)).toBe(true);
      expect(displayPhone(text)).toBe('0300 1234567');
    },
  );

  test.each(['12345', '042 35710000', '+44 20 7946 0958', '0300 12345678', '0300-CALL-NOW', ''])(
    '%s is not a Pakistani mobile',
    (text: string) => expect(isPakistaniMobile(text)).toBe(false),
  );

  test('other numbers keep a leading 0; text that is no number stays as it is', () => {
    expect(displayPhone('+924235710000')).toBe('04235710000');
    expect(displayPhone('call me')).toBe('call me');
    expect(displayPhone(undefined)).toBe('');
  });
});

describe('the one phone rule (registration, profile, checkout)', () => {
  test('takes a Pakistani mobile in any written form', () => {
    for (const phone of ['03001234567', '0300-1234567', '0300 1234567', '+92 300 1234567', '923001234567'])
      expect([phone, phoneError(phone)]).toEqual([phone, null]);
  });

  test('refuses a landline and malformed text with one message', () => {
    expect(INVALID_MOBILE).toBe('Please enter a valid phone number');
    for (const phone of ['04235710000', '042 3571 0000', '12345', '0300-CALL-NOW', '0300123456789012'])
      expect([phone, phoneError(phone)]).toEqual([phone, INVALID_MOBILE]);
  });
});

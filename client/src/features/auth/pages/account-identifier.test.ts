import { describe, expect, test } from '@jest/globals';
import { EMAIL_OR_PHONE_REQUIRED, readIdentifier } from './account-identifier';
import { firstPasswordError } from './registration-rules';

describe('readIdentifier', () => {
  test('an e-mail when the text holds @, else a phone, each checked by the registration rules', () => {
    expect(readIdentifier('  ')).toEqual({ error: EMAIL_OR_PHONE_REQUIRED });
    expect(readIdentifier(' hina@example.pk ')).toEqual({ identifier: { email: 'hina@example.pk' } });
    expect(readIdentifier('hina@')).toEqual({ error: 'Please enter a valid email address' });
    expect(readIdentifier('0301 2345678')).toEqual({ identifier: { phone: '0301 2345678' } });
    expect(readIdentifier('12ab')).toEqual({ error: 'Please enter a valid phone number' });
  });
});

describe('firstPasswordError', () => {
  test("registration's password messages, in its order", () => {
    expect(firstPasswordError('', '')).toEqual({ field: 'password', message: 'Password is required' });
    expect(firstPasswordError('12345', '12345')).toEqual({
      field: 'password',
      message: 'Password must be at least 6 characters long',
    });
    expect(firstPasswordError('a'.repeat(21), '')).toEqual({
      field: 'password',
      message: 'Password must not exceed 20 characters',
    });
    expect(firstPasswordError('secret1', '')).toEqual({
      field: 'confirmPassword',
      message: 'Please confirm your password',
    });
    expect(firstPasswordError('secret1', 'secret2')).toEqual({
      field: 'confirmPassword',
      message: 'Passwords do not match',
    });
    expect(firstPasswordError('secret1', 'secret1')).toBeNull();
  });
});

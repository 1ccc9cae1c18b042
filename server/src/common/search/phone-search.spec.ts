import { phoneSearchPattern } from './phone-search';

const finds = (typed: string, stored: string) => new RegExp(phoneSearchPattern(typed) ?? '(?!)').test(stored);

describe('phoneSearchPattern', () => {
  test.each(['0300', '0300 12', '0300-1234', '300 123', '+92 300', '0092300', '923001', '1234567'])(
    '%s finds +923001234567 and 0300-1234567',
    (typed) => {
      expect(finds(typed, '+923001234567')).toBe(true);
      expect(finds(typed, '0300-1234567')).toBe(true);
    },
  );

  test('a start of a number does not match the middle of another', () => {
    expect(finds('0300', '+923330300111')).toBe(false);
    expect(finds('0321', '+923001234567')).toBe(false);
  });

  test('text that is not a piece of a phone number gives no pattern', () => {
    expect(phoneSearchPattern('zainab')).toBeUndefined();
    expect(phoneSearchPattern('03')).toBeUndefined();
    expect(phoneSearchPattern('ORD-123')).toBeUndefined();
  });
});

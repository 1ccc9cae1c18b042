import { displayPhone, toE164, toMobileE164, whatsappNumber } from './pakistani-phone';

describe('Pakistani phone numbers', () => {
  test('every common written form is the same E.164 number', () => {
    for (const form of [
      '03001234567',
      '0300-1234567',
      '0300 1234567',
      '+92 300 1234567',
      '923001234567',
      '00923001234567',
      ' +92-300-1234567 ',
    ]) {
      expect([form, toMobileE164(form)]).toEqual([form, '+923001234567']);
    }
  });

  test('shown as 0300 1234567; WhatsApp takes 923001234567', () => {
    expect(displayPhone('+923001234567')).toBe('0300 1234567');
    expect(whatsappNumber('+923001234567')).toBe('923001234567');
  });

  test('landlines parse but are not mobiles; nonsense is neither', () => {
    expect(toE164('042 35710000')).toBe('+924235710000');
    expect(toMobileE164('042 35710000')).toBeUndefined();
    for (const bad of ['', '123', '0300123', 'abc', '+44 7700 900123', '030012345678901', 42, null, undefined]) {
      expect(toMobileE164(bad)).toBeUndefined();
    }
  });
});

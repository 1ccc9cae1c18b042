import { PHONE_PATTERN } from './contact-rules';

/**
 * Pakistani phone numbers as the shop shows them. The server keeps every phone in E.164 (`+923001234567`) and
 * decides what is valid (libphonenumber-js); the client only formats (`0300 1234567`) and pre-checks the
 * shop's one phone rule (`phoneError`: registration, profile and checkout) so the shopper hears at once, with the
 * server's own message (server/src/common/phone/phone-validation.ts).
 */
export const INVALID_MOBILE = 'Please enter a valid phone number';

/** The national digits of a Pakistani number in any written form (`3001234567`), or undefined. */
function nationalDigits(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^[+\d\s()-]+$/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.startsWith('92') ? digits.slice(2) : undefined;
  if (digits.startsWith('0092')) return digits.slice(4);
  if (digits.startsWith('92') && digits.length === 12) return digits.slice(2);
  if (digits.startsWith('0')) return digits.slice(1);
  return undefined;
}

/** A Pakistani mobile in any form: `03001234567`, `0300-1234567`, `+92 300 1234567`, `923001234567`, `00923001234567`. */
export const isPakistaniMobile = (text: string) => /^3\d{9}$/.test(nationalDigits(text) ?? '');

/** `+923001234567` → `0300 1234567`; other Pakistani numbers with a leading 0; anything else as it is. */
export function displayPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const national = nationalDigits(stored);
  if (!national) return stored;
  if (/^3\d{9}$/.test(national)) return `0${national.slice(0, 3)} ${national.slice(3)}`;
  return `0${national}`;
}

/**
 * The shop's one phone rule, as the server checks it (PhoneRule): the specification's shape (10 to 15 digits,
 * spaces, dashes or brackets, an optional leading +) and a Pakistani mobile. A landline is refused: orders are
 * confirmed on WhatsApp or by SMS. Null when the number passes; presence is each form's own check.
 */
export const phoneError = (text: string): string | null =>
  PHONE_PATTERN.test(text.trim()) && isPakistaniMobile(text) ? null : INVALID_MOBILE;

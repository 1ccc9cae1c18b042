import { LRUCache } from 'lru-cache';
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';

/**
 * One form for Pakistani phone numbers: `03001234567`, `0300-1234567`, `0300 1234567`,
 * `+92 300 1234567`, `923001234567` and `00923001234567` are one number, kept as E.164 (`+923001234567`)
 * and shown as `0300 1234567`. Parsing is libphonenumber-js's, with Pakistan as the default country.
 */
/**
 * The one message for a phone number the shop refuses (registration, profile and checkout; the specification's
 * wording). A landline is refused too: orders are confirmed on WhatsApp or by SMS, so the number must be a mobile.
 */
export const INVALID_MOBILE_MESSAGE = 'Please enter a valid phone number';

/**
 * Numbers parsed lately, by their text: a placement parses its phone several times (the input rules, the
 * contact, the per-client key), and libphonenumber's parse and validation cost CPU each time. Parsing
 * depends on the text alone; the PhoneNumber objects are only read.
 */
const parsedLately = new LRUCache<string, { parsed: PhoneNumber | undefined; mobile?: boolean }>({ max: 1_000 });

function parse(input: unknown): PhoneNumber | undefined {
  return parsedEntry(input)?.parsed;
}

function parsedEntry(input: unknown): { parsed: PhoneNumber | undefined; mobile?: boolean } | undefined {
  if (typeof input !== 'string') return undefined;
  // Only texts a number can be are kept, so long inputs cannot fill the memory.
  if (input.length > 64) return { parsed: parseText(input) };
  let entry = parsedLately.get(input);
  if (!entry) {
    entry = { parsed: parseText(input) };
    parsedLately.set(input, entry);
  }
  return entry;
}

function parseText(input: string): PhoneNumber | undefined {
  const text = input.trim();
  if (!text || text.length > 40) return undefined;
  // "00 92 ..." is the international prefix dialled from Pakistan; "92300..." without a plus is common too.
  const digits = text.replace(/[^\d+]/g, '');
  const candidate = digits.startsWith('0092') ? `+${digits.slice(2)}` : /^92\d{10}$/.test(digits) ? `+${digits}` : text;
  const parsed = parsePhoneNumberFromString(candidate, 'PK');
  return parsed && parsed.country === 'PK' && parsed.isValid() ? parsed : undefined;
}

/** The number in E.164 (`+923001234567`), or undefined when it is not a valid Pakistani number. */
export function toE164(input: unknown): string | undefined {
  return parse(input)?.number;
}

/** Mobile numbers only (checkout): E.164, or undefined for landlines and anything invalid. */
export function toMobileE164(input: unknown): string | undefined {
  const entry = parsedEntry(input);
  if (!entry?.parsed) return undefined;
  entry.mobile ??= entry.parsed.getType() === 'MOBILE';
  return entry.mobile ? entry.parsed.number : undefined;
}

/** How a stored number is shown: `0300 1234567` for mobiles, the national format otherwise; unparseable text as it is. */
export function displayPhone(stored: string): string {
  const parsed = parse(stored);
  if (!parsed) return stored;
  const national = parsed.nationalNumber; // 3001234567
  if (parsed.getType() === 'MOBILE' && national.length === 10) return `0${national.slice(0, 3)} ${national.slice(3)}`;
  return parsed.formatNational();
}

/** The digits a stored number is searched by: E.164 for anything that parses, else the text's digits. */
export function phoneSearchKey(input: string): string {
  return toE164(input) ?? input.replace(/\D/g, '');
}

/** WhatsApp's click-to-chat number: E.164 without the plus (`923001234567`). */
export function whatsappNumber(e164: string): string {
  return e164.replace(/^\+/, '');
}

/**
 * A phone as pages without sign-in (and staff who do not see customers' phones) show it: its first four and last
 * four digits ('0300 •••4567').
 */
export function maskPhone(stored: string | undefined): string {
  const phone = displayPhone(stored ?? '');
  return phone.length > 4 ? `${phone.slice(0, 4)} •••${phone.replace(/\D/g, '').slice(-4)}` : '';
}

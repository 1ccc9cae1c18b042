/**
 * A stored-phone pattern for a partial number as an admin types it. Phones are kept in E.164
 * (`+923001234567`; older records as they were typed), so `0300`, `0300-12`, `300 123`, `+92 300` and
 * `0092300` must all find `+923001234567`. Undefined when the text is not a piece of a phone number.
 */
export function phoneSearchPattern(text: string): string | undefined {
  const typed = text.trim();
  if (!/^\+?[\d\s\-().]+$/.test(typed)) return undefined;
  const digits = typed.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  // Separators may sit anywhere in a number kept as typed.
  const loose = (run: string) => run.split('').join('\\D*');
  // A leading 0, 92, +92 or 0092 is the start of the number: whatever follows it comes right after the
  // country or trunk prefix of the stored number.
  const national = /^(?:\+?92|0092)/.test(typed)
    ? digits.replace(/^(?:0092|92)/, '')
    : /^0/.test(digits)
      ? digits.slice(1)
      : undefined;
  if (national !== undefined)
    return national ? `^\\D*(?:\\+?\\D*9\\D*2|0\\D*0\\D*9\\D*2|0)\\D*${loose(national)}` : undefined;
  return loose(digits);
}

import { EMAIL_PATTERN } from '../../../ui/contact-rules';
import { phoneError } from '../../../ui/phone';

export const EMAIL_OR_PHONE_REQUIRED = 'Please enter your email or phone number';

/** What the shopper typed as "Email or phone number": an e-mail when it holds an @, else a phone. */
export type AccountIdentifier = { email: string; phone?: undefined } | { phone: string; email?: undefined };

/** The identifier to send, or the message to show (the server's messages, checked here first). */
export function readIdentifier(text: string): { identifier: AccountIdentifier } | { error: string } {
  const value = text.trim();
  if (!value) return { error: EMAIL_OR_PHONE_REQUIRED };
  if (value.includes('@'))
    return EMAIL_PATTERN.test(value)
      ? { identifier: { email: value } }
      : { error: 'Please enter a valid email address' };
  const phone = phoneError(value);
  return phone ? { error: phone } : { identifier: { phone: value } };
}

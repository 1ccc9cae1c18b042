import { EMAIL_PATTERN } from '../../ui/contact-rules';
import { INVALID_MOBILE, phoneError } from '../../ui/phone';

/** The checkout's shipping details as typed. */
export interface ShippingDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
  city: string;
  notes: string;
}

export type RequiredField = 'name' | 'email' | 'phone' | 'address' | 'city';
export type ShippingErrors = Partial<Record<RequiredField, string>>;

export const EMPTY_SHIPPING: ShippingDetails = { name: '', email: '', phone: '', address: '', city: '', notes: '' };

/** Fields in the form's order (the first invalid one gets the focus) and the names used in '{Field} is required'. */
export const FIELD_LABELS: Record<RequiredField, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  city: 'City',
  address: 'Address',
};

export const REQUIRED_SUMMARY = 'Please fill in all required fields';

/** Checkout takes Pakistani mobiles in any written form (the server's rule and message). */
export const INVALID_PHONE = INVALID_MOBILE;
const INVALID_EMAIL = 'Please enter a valid email address';

/**
 * Each required field must be non-empty after trimming: '{Field} is required'.
 *
 * E-mail: the specification reports two readings for guests (optional, or still flagged by the trimmed-empty
 * check). We take the first: the e-mail is required when signed in and optional for guests, so a guest with an
 * empty e-mail passes — as the server does, which accepts a guest order without one. A typed e-mail must still
 * look like an address. A phone follows the shop's one phone rule (`phoneError`), as the server does.
 */
export function validateShipping(
  details: ShippingDetails,
  { emailRequired }: { emailRequired: boolean },
): ShippingErrors {
  const errors: ShippingErrors = {};
  for (const field of Object.keys(FIELD_LABELS) as RequiredField[]) {
    const value = details[field].trim();
    if (field === 'email') {
      if (!value && emailRequired) errors.email = `${FIELD_LABELS.email} is required`;
      else if (value && !EMAIL_PATTERN.test(value)) errors.email = INVALID_EMAIL;
    } else if (!value) {
      errors[field] = `${FIELD_LABELS[field]} is required`;
    } else if (field === 'phone' && phoneError(value)) {
      errors.phone = INVALID_PHONE;
    }
  }
  return errors;
}

/** What 'Please enter a valid …' names, by field. */
const VALID_WHAT: Record<string, RequiredField> = {
  name: 'name',
  'email address': 'email',
  'phone number': 'phone',
  address: 'address',
  city: 'city',
};

/**
 * The field a refusal from the server is about, when its message names one (the server checks the same
 * rules: '{Field} is required', the phone and e-mail shapes); undefined for refusals about the order itself.
 */
export function fieldOfRefusal(message: string): RequiredField | undefined {
  const valid = /^Please enter a valid (name|email address|phone number|address|city)$/.exec(message);
  if (valid) return VALID_WHAT[valid[1]];
  if (message === INVALID_MOBILE) return 'phone';
  return (Object.keys(FIELD_LABELS) as RequiredField[]).find(
    (field) =>
      message.startsWith(`${FIELD_LABELS[field]} is required`) || message.startsWith(`${FIELD_LABELS[field]} must `),
  );
}

/** The details as sent: trimmed, notes left out when empty. */
export function trimmedContact(details: ShippingDetails) {
  return {
    name: details.name.trim(),
    email: details.email.trim(),
    phone: details.phone.trim(),
    address: details.address.trim(),
    city: details.city.trim(),
  };
}

import { EMAIL_PATTERN } from '../../../ui/contact-rules';
import { INVALID_MOBILE, phoneError } from '../../../ui/phone';

/** The registration form as the shopper fills it in (the confirmation is never sent). */
export interface RegistrationForm {
  name: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationField = keyof RegistrationForm;

const NAME_PATTERN = /^[A-Za-z ]+$/;

type Rule = [field: RegistrationField, fails: (form: RegistrationForm) => boolean, message: string];

/** Section 5, in the specification's order: the first failing rule is the one shown. */
const RULES: Rule[] = [
  ['name', (f) => !f.name.trim(), 'Name is required'],
  ['name', (f) => f.name.trim().length < 3, 'Name must be at least 3 characters long'],
  ['name', (f) => f.name.trim().length > 15, 'Name must not exceed 15 characters'],
  ['name', (f) => !NAME_PATTERN.test(f.name.trim()), 'Name can only contain letters and spaces'],
  ['email', (f) => !f.email.trim(), 'Email is required'],
  ['email', (f) => !EMAIL_PATTERN.test(f.email.trim()), 'Please enter a valid email address'],
  ['phone', (f) => !f.phone.trim(), 'Phone number is required'],
  ['phone', (f) => phoneError(f.phone) !== null, INVALID_MOBILE],
  ['password', (f) => !f.password, 'Password is required'],
  ['password', (f) => f.password.length < 6, 'Password must be at least 6 characters long'],
  ['password', (f) => f.password.length > 20, 'Password must not exceed 20 characters'],
  ['confirmPassword', (f) => !f.confirmPassword, 'Please confirm your password'],
  ['confirmPassword', (f) => f.confirmPassword !== f.password, 'Passwords do not match'],
];

/** The first rule the form breaks, or null when it may be sent. */
export function firstRegistrationError(form: RegistrationForm): { field: RegistrationField; message: string } | null {
  const broken = RULES.find(([, fails]) => fails(form));
  return broken ? { field: broken[0], message: broken[2] } : null;
}

const PASSWORD_RULES = RULES.filter(([field]) => field === 'password' || field === 'confirmPassword');

/**
 * A new password and its confirmation by the registration's rules and messages (a staff invitation, a reset): the
 * first broken rule, or null.
 */
export function firstPasswordError(
  password: string,
  confirmPassword: string,
): { field: 'password' | 'confirmPassword'; message: string } | null {
  const form = { name: '', email: '', phone: '', password, confirmPassword };
  const broken = PASSWORD_RULES.find(([, fails]) => fails(form));
  return broken ? { field: broken[0] as 'password' | 'confirmPassword', message: broken[2] } : null;
}

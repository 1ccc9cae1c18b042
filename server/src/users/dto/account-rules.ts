/** Letters and spaces only (spec section 5). */
export const NAME_PATTERN = /^[A-Za-z ]+$/;
/** Basic e-mail shape: something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 10 to 15 characters of digits, spaces, dashes and brackets, with an optional leading plus. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{10,15}$/;

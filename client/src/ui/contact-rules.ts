/**
 * The shapes of an e-mail address and a phone number, as the server checks them
 * (server/src/users/dto/account-rules.ts): registration, profile and checkout all use these.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** 10 to 15 digits, spaces, dashes or brackets, with an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]{10,15}$/;

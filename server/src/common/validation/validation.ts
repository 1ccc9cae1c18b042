import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { validate, ValidateBy, ValidationOptions, ValidatorOptions } from 'class-validator';
import { ClassConstructor, plainToInstance, Transform } from 'class-transformer';

/** Lists a property's validators in the order they are checked (TypeScript applies decorators bottom-up). */
export function InOrder(...decorators: PropertyDecorator[]): PropertyDecorator {
  return (target, key) => {
    for (const decorator of decorators) decorator(target, key);
  };
}

/** Trims strings before validation; leaves other values for the type checks to refuse. */
export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

function firstMessages(errors: ValidationError[]): string[] {
  const messages: string[] = [];
  for (const error of errors) {
    messages.push(...Object.values(error.constraints ?? {}));
    if (error.children?.length) messages.push(...firstMessages(error.children));
  }
  return messages;
}

/** How every input is checked: unknown fields stripped, each field's rules stopping at the first that fails. */
const VALIDATOR_OPTIONS: ValidatorOptions = {
  whitelist: true,
  stopAtFirstError: true,
  validationError: { target: false, value: false },
};

/**
 * The global pipe: strips unknown fields, converts types, and answers 400 with the first failing rule's
 * message (fields in declaration order, each field's rules in InOrder order).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    ...VALIDATOR_OPTIONS,
    transform: true,
    exceptionFactory: (errors) => {
      const messages = firstMessages(errors);
      return new BadRequestException({ message: messages[0] ?? 'Invalid input', errors: messages });
    },
  });
}

/**
 * Checks a plain object that did not come through a request (a row of an imported file) against a DTO, as the
 * global pipe checks a form: the converted input, or the message of the first rule that fails. Fields the row
 * does not carry (undefined or null) are skipped when `partial`, for a DTO whose other fields a row fills later.
 */
export async function validateAs<T extends object>(
  type: ClassConstructor<T>,
  plain: Record<string, unknown>,
  partial = false,
): Promise<{ input: T; message?: undefined } | { input?: undefined; message: string }> {
  const input = plainToInstance(type, plain);
  const errors = await validate(input, { ...VALIDATOR_OPTIONS, skipMissingProperties: partial });
  return errors.length ? { message: firstMessages(errors)[0] ?? 'Invalid input' } : { input };
}

const DAY = 24 * 60 * 60_000;

/**
 * A date not later than a day from now (a day's leeway: a date without a time, read in another time zone).
 * Checked only on dates; the date check refuses the rest.
 */
export const NotInFuture = (message: string, options: ValidationOptions = {}) =>
  ValidateBy(
    {
      name: 'notInFuture',
      validator: { validate: (value) => !(value instanceof Date) || value.getTime() <= Date.now() + DAY },
    },
    { ...options, message },
  );

/** A date not earlier than the date in `property` of the same input, with a day's leeway for time zones. */
export const NotBefore = (property: string, message: string, options: ValidationOptions = {}) =>
  ValidateBy(
    {
      name: 'notBefore',
      validator: {
        validate: (value, args) => {
          const earliest = (args?.object as Record<string, unknown>)[property];
          return !(value instanceof Date) || !(earliest instanceof Date) || value.getTime() >= earliest.getTime() - DAY;
        },
      },
    },
    { ...options, message },
  );

/**
 * Control characters: C0 (but tab, line feed and carriage return), DEL, and C1 (U+0080 to U+009F: NEL, CSI...,
 * which no keyboard types and some terminals and spreadsheets act on).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole job
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** True when `text` holds a control character a person cannot have typed (NUL, BEL, ESC...). */
export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/** Refuses text that carries control characters (checked only on strings; the type check refuses the rest). */
export const NoControlCharacters = (message: string, options: ValidationOptions = {}) =>
  ValidateBy(
    {
      name: 'noControlCharacters',
      validator: { validate: (value) => typeof value !== 'string' || !hasControlCharacters(value) },
    },
    { ...options, message },
  );

import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
import { ValidateBy, ValidationOptions } from 'class-validator';
import { Transform } from 'class-transformer';

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

/**
 * The global pipe: strips unknown fields, converts types, and answers 400 with the first failing rule's
 * message (fields in declaration order, each field's rules in InOrder order).
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    stopAtFirstError: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => {
      const messages = firstMessages(errors);
      return new BadRequestException({ message: messages[0] ?? 'Invalid input', errors: messages });
    },
  });
}

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

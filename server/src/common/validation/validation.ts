import { BadRequestException, ValidationError, ValidationPipe } from '@nestjs/common';
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

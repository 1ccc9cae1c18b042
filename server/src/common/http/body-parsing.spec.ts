import { BadRequestException } from '@nestjs/common';
import { nestsDeeperThan, parseJsonBody, TOO_DEEP } from './body-parsing';
import { isRefusedKey } from './reject-mongo-operators.hook';

const messageOf = (action: () => unknown) => {
  try {
    action();
  } catch (error) {
    return error instanceof BadRequestException ? error.message : `not a 400: ${String(error)}`;
  }
  return 'no error';
};

describe('body parsing', () => {
  test('nesting depth counts objects and lists, not scalars', () => {
    expect(nestsDeeperThan(1, 0)).toBe(false);
    expect(nestsDeeperThan({ a: 1 }, 1)).toBe(false);
    expect(nestsDeeperThan({ a: [1] }, 1)).toBe(true);
    expect(nestsDeeperThan({ a: [{ b: 'x' }], c: {} }, 3)).toBe(false);
    expect(nestsDeeperThan({ a: [{ b: 'x' }], c: {} }, 2)).toBe(true);
    expect(nestsDeeperThan(JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`), 20)).toBe(true);
  });

  test('JSON bodies: empty is {}, malformed, prototype keys and depth are 400s', () => {
    expect(parseJsonBody('')).toEqual({});
    expect(parseJsonBody('{"a":[1,{"b":2}]}')).toEqual({ a: [1, { b: 2 }] });
    expect(messageOf(() => parseJsonBody('{"a":'))).toBe('Malformed JSON in request body');
    expect(messageOf(() => parseJsonBody('{"__proto__":{"x":1}}'))).toBe('Invalid input: "__proto__" is not allowed');
    expect(messageOf(() => parseJsonBody('{"constructor":{"prototype":{"x":1}}}'))).toBe(
      'Invalid input: "constructor" is not allowed',
    );
    expect(messageOf(() => parseJsonBody(`${'{"a":'.repeat(21)}1${'}'.repeat(21)}`))).toBe(TOO_DEEP);
    expect(messageOf(() => parseJsonBody(`${'{"a":'.repeat(20)}1${'}'.repeat(20)}`))).toBe('no error');
  });

  test('refused keys: operators anywhere in the key, prototype names as the key or a bracketed part', () => {
    for (const key of [
      '$gt',
      'a[$ne]',
      '__proto__',
      'constructor',
      'prototype',
      '__proto__[role]',
      'constructor[prototype][x]',
      'a.constructor',
    ]) {
      expect({ key, refused: isRefusedKey(key) }).toEqual({ key, refused: true });
    }
    for (const key of ['name', 'Size [cm]', 'proto', 'constructors', 'price']) {
      expect({ key, refused: isRefusedKey(key) }).toEqual({ key, refused: false });
    }
  });
});

import { BadRequestException } from '@nestjs/common';
import { jsonShapeFault, parseJsonBody, TOO_DEEP, TOO_MANY_KEYS, TOO_MANY_VALUES } from './body-parsing';
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
    const deeperThan = (value: unknown, depth: number) =>
      jsonShapeFault(JSON.stringify(value), { depth, keys: Infinity, values: Infinity }) === TOO_DEEP;
    expect(deeperThan(1, 0)).toBe(false);
    expect(deeperThan({ a: 1 }, 1)).toBe(false);
    expect(deeperThan({ a: [1] }, 1)).toBe(true);
    expect(deeperThan({ a: [{ b: 'x' }], c: {} }, 3)).toBe(false);
    expect(deeperThan({ a: [{ b: 'x' }], c: {} }, 2)).toBe(true);
    expect(deeperThan({ a: '[[[[{{{{', 'b\\"[[': '\\' }, 1)).toBe(false);
    expect(jsonShapeFault(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)).toBe(TOO_DEEP);
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

  test('JSON bodies: more than 256 keys in one object or 10,000 values in all are 400s, at any depth', () => {
    const object = (keys: number) => Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i]));
    const shapeFault = (value: unknown) => jsonShapeFault(JSON.stringify(value, undefined, 1));
    expect(shapeFault(object(256))).toBeUndefined();
    expect(shapeFault(object(257))).toBe(TOO_MANY_KEYS);
    expect(shapeFault({ variables: { input: object(257) } })).toBe(TOO_MANY_KEYS);
    // A list is not an object: its length counts only towards the values.
    expect(shapeFault({ ids: Array.from({ length: 9_998 }, (_, i) => i) })).toBeUndefined();
    expect(shapeFault({ ids: Array.from({ length: 9_999 }, (_, i) => i) })).toBe(TOO_MANY_VALUES);
    expect(shapeFault(Array.from({ length: 100 }, () => object(100)))).toBe(TOO_MANY_VALUES);
    // Commas, colons and brackets inside strings are text.
    expect(shapeFault({ a: ','.repeat(20_000), b: '":{"a":1,'.repeat(300), c: ['\\', '\\"', ''] })).toBeUndefined();
    expect(messageOf(() => parseJsonBody(JSON.stringify(object(60_000))))).toBe(
      'Request body has an object with too many keys (at most 256)',
    );
    expect(messageOf(() => parseJsonBody(JSON.stringify({ a: Array.from({ length: 20_000 }, () => [1]) })))).toBe(
      'Request body holds too many values (at most 10,000)',
    );
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

import { shareAnswer } from './compression';

/**
 * JSON text of answers made from shared values (the catalogue cache hands the same objects to every request
 * until a write): `jsonOnce(shape)` answers a function giving the JSON text of `shape(value)`, made once per
 * value and kept while that value lives; its compressed copies are made once too (see shareAnswer).
 */
export function jsonOnce<T extends object>(shape: (value: T) => unknown): (value: T) => string {
  const texts = new WeakMap<T, string>();
  return (value) => {
    let text = texts.get(value);
    if (text === undefined) {
      text = shareAnswer(JSON.stringify(shape(value)));
      texts.set(value, text);
    }
    return text;
  };
}

/** Handlers that return JSON text say so with `@Header('Content-Type', JSON_TYPE)`. */
export const JSON_TYPE = 'application/json';

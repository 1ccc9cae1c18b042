import { Transform } from 'class-transformer';

/** Transforms for values that arrive as query-string text over REST and typed over GraphQL. */

/** "true"/"false"/"1"/"0" from a query string; booleans from GraphQL pass as they are. */
export const ToBoolean = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim().toLowerCase();
    if (text === '') return undefined;
    return text === 'true' || text === '1' ? true : text === 'false' || text === '0' ? false : value;
  });

/** 'all' and the empty string mean no filter, as the storefront's defaults send them. */
export const AllMeansAny = () =>
  Transform(({ value }) => {
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' || text.toLowerCase() === 'all' ? undefined : text;
  });

export const EmptyIsUnset = () => Transform(({ value }) => (value === '' || value === null ? undefined : value));

/**
 * Numbers from a query string; text that is not a number stays text, for the number check to refuse.
 * `clamp` reads values from `clampAt` up to `upTo` as `clampAt` (page sizes); larger ones stay, for the
 * range check to refuse.
 */
export const ToNumber = (clamp?: { clampAt: number; upTo: number }) =>
  Transform(({ value }) => {
    if (value === '' || value === null || value === undefined) return undefined;
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || Number.isNaN(number)) return value;
    return clamp && number > clamp.clampAt && number <= clamp.upTo ? clamp.clampAt : number;
  });

/**
 * A list from a query string: a parameter given once is one text, given again a list of them (`?option=a&option=b`);
 * both read as a list, as GraphQL reads one value for a list argument; a parameter given once empty means none.
 * Anything else stays, for the list check.
 */
export const ToList = () =>
  Transform(({ value }) => {
    if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
    return typeof value === 'string' ? [value] : value;
  });

/**
 * Where the rate limits' counters live (RateLimiterService asks it). The shop on its embedded store counts in
 * memory (`MemoryRateLimitStore`, one process); the shop on MongoDB counts in the database, where every process of
 * the shop sees the same counters (`database/shared-rate-limit-store.ts`). The database module provides it under
 * this token.
 *
 * `id` names the limit and its key (`login-failed:10.0.0.1`); times are in milliseconds.
 */
export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

/** A use counted before its work (`attempt`): refused with the wait, or counted with a way to give it back. */
export interface CountedTry {
  /** When refused, how long until one more use would be counted; 0 when this one was counted. */
  waitMs: number;
  /** Takes the counted use back (its work succeeded); does nothing for a refused one. */
  giveBack(): Promise<void>;
}

export interface RateLimitStore {
  /**
   * Counts one use of `id` unless `limit` uses are counted within `windowMs` already. Answers 0 when counted, else
   * how long until one more use would be counted (a refused use is not counted).
   */
  consume(id: string, limit: number, windowMs: number): Promise<number>;
  /** As `consume`, for a use that may be given back once its work succeeded. */
  attempt(id: string, limit: number, windowMs: number): Promise<CountedTry>;
  /** Counts one failure of `id`; the `limit`-th within `windowMs` shuts `id` out for `windowMs`. */
  fail(id: string, limit: number, windowMs: number): Promise<void>;
  /** How long `id` stays shut out by its failures; 0 when it is not. */
  shutFor(id: string): Promise<number>;
}

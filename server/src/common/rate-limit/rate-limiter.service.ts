import { HttpException, HttpStatus, Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit-store';

export interface RateLimit {
  /** Names the limit, so that different limits never share a counter. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * The shop's rate limits. The limits are keyed by what the services know (the caller's address, a phone number in
 * E.164), so the services call consume() rather than a route guard. Failed sign-ins are counted alone (`fail`,
 * `refuseIfShut`), so that a sign-in that succeeds never shuts anyone out. A use past a limit is refused (429 with
 * the limit's message and the wait) without being counted.
 *
 * The counters are kept by the store under RATE_LIMIT_STORE: in memory for the shop on its embedded store (one
 * process; a sliding window), in the database for the shop on MongoDB, where every process counts against the same
 * limit (a sliding window kept in short slices; see database/shared-rate-limit-store.ts for its bounds).
 */
@Injectable()
export class RateLimiterService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  /** Counts one use of `rule` by `key`; past the limit it answers 429 with the rule's message. */
  async consume(rule: RateLimit, key: string): Promise<void> {
    if (!this.config.rateLimits) return;
    const waitMs = await this.store.consume(idOf(rule, key), rule.limit, rule.windowMs);
    if (waitMs > 0) throw refusal(rule, waitMs);
  }

  /**
   * For limits on failures only (wrong passwords): counts one failure of `key`. The `limit`-th failure within
   * the window shuts `key` out for a window, which `refuseIfShut` enforces before the next attempt is tried.
   */
  async fail(rule: RateLimit, key: string): Promise<void> {
    if (!this.config.rateLimits) return;
    await this.store.fail(idOf(rule, key), rule.limit, rule.windowMs);
  }

  /** Answers 429 while `key` is shut out by its failures (see `fail`); counts nothing. */
  async refuseIfShut(rule: RateLimit, key: string): Promise<void> {
    if (!this.config.rateLimits) return;
    const left = await this.store.shutFor(idOf(rule, key));
    if (left > 0) throw refusal(rule, left);
  }

  /**
   * Counts one try of `key` before the work it guards, and answers a function that gives the try back: call it
   * when the try succeeded, so that only failures count. A try is counted before the work runs, so tries sent
   * at the same moment cannot pass the limit together. Past the limit (failures within the window), 429 with
   * the rule's message, also for a try that would have succeeded.
   */
  async attempt(rule: RateLimit, key: string): Promise<() => Promise<void>> {
    if (!this.config.rateLimits) return async () => undefined;
    const counted = await this.store.attempt(idOf(rule, key), rule.limit, rule.windowMs);
    if (counted.waitMs > 0) throw refusal(rule, counted.waitMs);
    return counted.giveBack;
  }
}

const idOf = (rule: RateLimit, key: string) => `${rule.name}:${key}`;

/**
 * The 429 for `rule`. The wait never names more than the window: a use stamped by a process whose clock ran a few
 * milliseconds ahead would otherwise round up to a minute more than the limit's window.
 */
function refusal(rule: RateLimit, waitMs: number): HttpException {
  const wait = Math.min(waitMs, rule.windowMs);
  const minutes = Math.max(1, Math.ceil(wait / 60_000));
  return new HttpException(
    {
      message: `${rule.message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)),
    },
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

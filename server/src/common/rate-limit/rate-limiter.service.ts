import { HttpException, HttpStatus, Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export interface RateLimit {
  /** Names the limit, so that different limits never share a counter. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

/**
 * The shop's rate limits, counted by @nestjs/throttler's storage: each use is remembered for the limit's window
 * (a sliding window), and a use past the limit is refused without being counted. The limits are keyed by what
 * the services know (the caller's address, a phone number in E.164), so the services call consume() rather than
 * a route guard. Failed sign-ins are counted alone (`fail`, `refuseIfShut`), so that a sign-in that succeeds
 * never shuts anyone out. The counters live in memory; a multi-instance deployment would give throttler a shared storage.
 */
@Injectable()
export class RateLimiterService implements OnModuleDestroy {
  private readonly storage = new ThrottlerStorageService();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Counts one use of `rule` by `key`; past the limit it answers 429 with the rule's message. */
  async consume(rule: RateLimit, key: string): Promise<void> {
    if (!this.config.rateLimits) return;
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(
      `${rule.name}:${key}`,
      rule.windowMs,
      rule.limit,
      0,
      rule.name,
    );
    if (isBlocked) throw refusal(rule, timeToBlockExpire);
  }

  /**
   * For limits on failures only (wrong passwords): counts one failure of `key`. The `limit`-th failure within
   * the window shuts `key` out for a window, which `refuseIfShut` enforces before the next attempt is tried.
   */
  async fail(rule: RateLimit, key: string): Promise<void> {
    if (!this.config.rateLimits) return;
    // throttler's blocking mode: past `limit - 1` hits the key is blocked for `windowMs`.
    await this.storage.increment(`${rule.name}:${key}`, rule.windowMs, rule.limit - 1, rule.windowMs, rule.name);
  }

  /** Answers 429 while `key` is shut out by its failures (see `fail`); counts nothing. */
  refuseIfShut(rule: RateLimit, key: string): void {
    if (!this.config.rateLimits) return;
    const record = this.storage.storage.get(`${rule.name}:${key}`);
    const left = record?.isBlocked ? record.blockExpiresAt - Date.now() : 0;
    if (left > 0) throw refusal(rule, left / 1000);
  }

  onModuleDestroy() {
    this.storage.onApplicationShutdown();
  }
}

function refusal(rule: RateLimit, seconds: number): HttpException {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpException(
    `${rule.message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

import { HttpException, HttpStatus, Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { LRUCache } from 'lru-cache';
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
  /**
   * The tries of limits whose successes are taken back (attempt()): each key's times in the window. Bounded, so
   * that no stream of new keys can grow it without end (the least recently tried keys are forgotten first).
   */
  private readonly tries = new LRUCache<string, number[]>({ max: 100_000 });

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

  /**
   * Counts one try of `key` before the work it guards, and answers a function that takes the try back: call it
   * when the try succeeded, so that only failures count. A try is counted before the work runs, so tries sent
   * at the same moment cannot pass the limit together. Past the limit (failures within the window), 429 with
   * the rule's message, also for a try that would have succeeded.
   */
  attempt(rule: RateLimit, key: string): () => void {
    if (!this.config.rateLimits) return () => undefined;
    const id = `${rule.name}:${key}`;
    const now = Date.now();
    const live = (this.tries.get(id) ?? []).filter((at) => at > now - rule.windowMs);
    if (live.length >= rule.limit) {
      this.tries.set(id, live);
      throw refusal(rule, (live[0] + rule.windowMs - now) / 1000);
    }
    live.push(now);
    this.tries.set(id, live);
    return () => {
      const list = this.tries.peek(id);
      const index = list?.indexOf(now) ?? -1;
      if (index >= 0) list!.splice(index, 1);
    };
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

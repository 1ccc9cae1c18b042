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
 * a route guard. The counters live in memory; a multi-instance deployment would give throttler a shared storage.
 */
/** 429 with the rule's message and the wait, in whole minutes. */
function tooMany(rule: RateLimit, secondsLeft: number): HttpException {
  const minutes = Math.max(1, Math.ceil(secondsLeft / 60));
  return new HttpException(
    `${rule.message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    HttpStatus.TOO_MANY_REQUESTS,
  );
}

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
    if (isBlocked) throw tooMany(rule, timeToBlockExpire);
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
      throw tooMany(rule, (live[0] + rule.windowMs - now) / 1000);
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

import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { ThrottlerStorageService } from '@nestjs/throttler';
import { LRUCache } from 'lru-cache';
import type { CountedTry, RateLimitStore } from './rate-limit-store';

/** throttler's name of a counter within a key; the ids name their limit already. */
const COUNTER = 'uses';

/**
 * The rate limits' counters in this process's memory, for the shop on its embedded store (one process). Uses and
 * failures are counted by @nestjs/throttler's storage: each use is remembered for the limit's window (a sliding
 * window), and a use past the limit is refused without being counted. Tries that may be given back are kept here.
 */
@Injectable()
export class MemoryRateLimitStore implements RateLimitStore, OnModuleDestroy {
  private readonly storage = new ThrottlerStorageService();
  /**
   * The tries of limits whose successes are given back (attempt()): each key's times in the window. Bounded, so
   * that no stream of new keys can grow it without end (the least recently tried keys are forgotten first).
   */
  private readonly tries = new LRUCache<string, number[]>({ max: 100_000 });

  async consume(id: string, limit: number, windowMs: number): Promise<number> {
    const { isBlocked, timeToBlockExpire } = await this.storage.increment(id, windowMs, limit, 0, COUNTER);
    return isBlocked ? Math.max(1, timeToBlockExpire * 1000) : 0;
  }

  async attempt(id: string, limit: number, windowMs: number): Promise<CountedTry> {
    const now = Date.now();
    const live = (this.tries.get(id) ?? []).filter((at) => at > now - windowMs);
    if (live.length >= limit) {
      this.tries.set(id, live);
      return { waitMs: live[0] + windowMs - now, giveBack: async () => undefined };
    }
    live.push(now);
    this.tries.set(id, live);
    return {
      waitMs: 0,
      giveBack: async () => {
        const list = this.tries.peek(id);
        const index = list?.indexOf(now) ?? -1;
        if (index >= 0) list!.splice(index, 1);
      },
    };
  }

  async fail(id: string, limit: number, windowMs: number): Promise<void> {
    // throttler's blocking mode: past `limit - 1` hits the key is blocked for `windowMs`.
    await this.storage.increment(id, windowMs, limit - 1, windowMs, COUNTER);
  }

  async shutFor(id: string): Promise<number> {
    const record = this.storage.storage.get(id);
    return record?.isBlocked ? Math.max(0, record.blockExpiresAt - Date.now()) : 0;
  }

  onModuleDestroy() {
    this.storage.onApplicationShutdown();
  }
}

import { HttpException, HttpStatus, Inject, Injectable, OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export interface RateLimit {
  /** Names the limit, so that different limits never share a counter. */
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

interface Window {
  count: number;
  resetAt: number;
}

/** Fixed-window counters kept in memory; a multi-instance deployment would move these to a shared store. */
@Injectable()
export class RateLimiterService implements OnModuleDestroy {
  private readonly windows = new Map<string, Window>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.sweeper = setInterval(() => this.sweep(), 60_000);
    this.sweeper.unref();
  }

  /** Counts one use of `rule` by `key`; past the limit it answers 429 with the rule's message. */
  consume(rule: RateLimit, key: string): void {
    if (!this.config.rateLimits) return;
    const now = Date.now();
    const id = `${rule.name}:${key}`;
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(id, window);
    }
    window.count += 1;
    if (window.count > rule.limit) {
      const minutes = Math.max(1, Math.ceil((window.resetAt - now) / 60_000));
      throw new HttpException(
        `${rule.message} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
  }

  private sweep() {
    const now = Date.now();
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }

  onModuleDestroy() {
    clearInterval(this.sweeper);
  }
}

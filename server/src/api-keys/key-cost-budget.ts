import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/**
 * Each integration's key spends GraphQL cost (query-limits.ts: a field 1, a page of `limit` items `limit` times its
 * fields) from a bucket that refills steadily, as Shopify's API meters its callers: a full bucket allows a burst of
 * costly queries, the refill a steady rate. A query that costs more than the bucket holds is refused (429,
 * THROTTLED) with the seconds until it would fit.
 */
export const KEY_COST_BUDGET = { capacity: 10_000, restorePerSecond: 500 } as const;

export interface BudgetAnswer {
  allowed: boolean;
  /** What is left after this query (allowed) or now (refused). */
  remaining: number;
  capacity: number;
  restorePerSecond: number;
  /** Refused: whole seconds until the query's cost is back in the bucket. */
  retryAfterSeconds?: number;
}

/**
 * The buckets, by the key's SHA-256, in this process (several processes each keep their own, so a key's budget is
 * per process: docs/api.md says so). At most 10,000 keys are remembered; one left out starts full.
 */
export class KeyCostBudgets {
  private readonly buckets = new LRUCache<string, { level: number; at: number }>({ max: 10_000 });

  constructor(private readonly budget: { capacity: number; restorePerSecond: number } = KEY_COST_BUDGET) {}

  /** Spends `cost` of the key's bucket when it holds that much; answers what is left either way. */
  spend(key: string, cost: number, now = Date.now()): BudgetAnswer {
    const id = createHash('sha256').update(key).digest('hex');
    const { capacity, restorePerSecond } = this.budget;
    const bucket = this.buckets.get(id) ?? { level: capacity, at: now };
    const level = Math.min(capacity, bucket.level + ((now - bucket.at) / 1000) * restorePerSecond);
    if (cost > level) {
      this.buckets.set(id, { level, at: now });
      const retryAfterSeconds = Math.max(1, Math.ceil((Math.min(cost, capacity) - level) / restorePerSecond));
      return { allowed: false, remaining: Math.floor(level), capacity, restorePerSecond, retryAfterSeconds };
    }
    this.buckets.set(id, { level: level - cost, at: now });
    return { allowed: true, remaining: Math.floor(level - cost), capacity, restorePerSecond };
  }
}

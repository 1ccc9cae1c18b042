import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { User } from './models/user.model';

/** An account and the token version its tokens must carry (see UserRecord.tokenVersion). */
export interface Account {
  user: User;
  tokenVersion: number;
}

/** Accounts kept at most (the least recently used goes first). */
const MAX_ACCOUNTS = 10_000;
/**
 * Writes made by this process empty the cache at once; this bounds how long a write made elsewhere (another
 * instance, the seed command, a hand edit in the database) can stay unseen.
 */
const MAX_AGE_MS = 5_000;

/**
 * The accounts behind signed-in requests (their role, block and token version), kept in memory by id, so that
 * the guard does not read the database on every request. Every write to the users collection through the User
 * model empties it, before the write and again once it has ended, failed writes included, and an account read
 * while it was emptied is not kept: a block, a deletion, a role or password change made through this process
 * takes effect on the very next request. Kept accounts are frozen and shared between requests.
 */
@Injectable()
export class AccountCache {
  private readonly accounts = new LRUCache<string, Account>({ max: MAX_ACCOUNTS, ttl: MAX_AGE_MS });
  /** Reads under way, by id: requests that miss at once share one read (when a kept account expires under load). */
  private readonly reading = new Map<string, Promise<Account | null>>();
  /** Counts the clearings: an account read while it moved is not kept. */
  private clearings = 0;

  remember(id: string, read: () => Promise<Account | null>): Promise<Account | null> {
    const kept = this.accounts.get(id);
    if (kept) return Promise.resolve(kept);
    const under = this.reading.get(id);
    if (under) return under;
    const version = this.clearings;
    const reading = read()
      .then((account) => {
        if (!account) return null;
        const frozen = Object.freeze({ user: Object.freeze(account.user), tokenVersion: account.tokenVersion });
        if (version === this.clearings) this.accounts.set(id, frozen);
        return frozen;
      })
      .finally(() => {
        if (this.reading.get(id) === reading) this.reading.delete(id);
      });
    this.reading.set(id, reading);
    return reading;
  }

  /**
   * Forgets every account, reads under way included (a request after this one starts a read of its own);
   * called around every write to the users collection.
   */
  clear(): void {
    this.clearings++;
    this.accounts.clear();
    this.reading.clear();
  }

  /** How many accounts are kept (tests). */
  get size(): number {
    return this.accounts.size;
  }
}

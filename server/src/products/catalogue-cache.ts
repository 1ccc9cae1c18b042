import { Injectable, Module } from '@nestjs/common';
import { LRUCache } from 'lru-cache';

/** Answers kept at most; the least recently used goes first (searches make many keys). */
const MAX_ANSWERS = 200;
/**
 * Nothing is kept under a longer key: service keys are short (normalised arguments), kept REST answers are
 * keyed by their URL and GraphQL ones by the request body as sent, so a query with a long comment or large
 * unused variables is answered but never kept.
 */
const MAX_KEY_LENGTH = 4_096;
/** What the keys and the kept answers' texts may weigh in all, in characters; the least recently used go first. */
const MAX_BYTES = 8 * 1024 * 1024;
/** One text larger than this is not kept, so no single answer pushes most of the others out. */
const MAX_ANSWER_BYTES = MAX_BYTES / 8;
/**
 * Writes made by this process empty the cache at once; this bounds how long a write made elsewhere (another
 * instance, the seed command, a hand edit in the database) can stay unseen.
 */
const MAX_AGE_MS = 5_000;

interface Answer {
  value: Promise<unknown>;
  /** The value itself, for answers kept already worked out (see keep and peek). */
  settled?: { value: unknown };
  /** Its weight against MAX_BYTES: the key and, for a kept answer, its text. */
  bytes: number;
}

/**
 * The public catalogue's answers (listings, detail, featured, related, categories, brands), kept in memory:
 * the values ProductsService reads, keyed by their normalised arguments (remember), and the whole HTTP answers
 * made from them for anonymous callers (keep and peek, see catalogue-answers.ts). Every write to the products collection through the Product
 * model empties it, before the write and again once it has ended (see onEveryWrite in common/database/write-hooks.ts, registered in products.module), reads still under
 * way included: after a write (an order taking stock, a cancellation giving it back, an admin edit or
 * delete) no request is answered from a read that began before the write ended. Concurrent misses of one
 * key share a single database read. Answers are shared between requests: nobody may change them.
 */
@Injectable()
export class CatalogueCache {
  /** The store: lru-cache bounds the count, the weight and the age of the answers. */
  private readonly answers = new LRUCache<string, Answer>({
    max: MAX_ANSWERS,
    maxSize: MAX_BYTES,
    sizeCalculation: (answer) => Math.max(1, answer.bytes),
    ttl: MAX_AGE_MS,
  });
  /** Counts the clearings: an answer worked out while it moved is not kept (see keep). */
  private clearings = 0;

  remember<T>(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.lookup<T>(key);
    if (kept) return kept;
    const value = read();
    if (!this.store(key, value)) return value;
    // Failures are not kept: the next request reads again.
    value.catch(() => {
      if (this.answers.peek(key, { allowStale: true })?.value === value) this.answers.delete(key);
    });
    return value;
  }

  /** The answer kept under `key`, if any (for answers worked out elsewhere, see keep). */
  lookup<T>(key: string): Promise<T> | undefined {
    return this.answers.get(key)?.value as Promise<T> | undefined;
  }

  /** The value kept with keep() under `key`, if any, without waiting: for answers on the hot path. */
  peek<T>(key: string): T | undefined {
    return this.answers.get(key)?.settled?.value as T | undefined;
  }

  /** Where the cache stands now; pass it to keep() once the answer read from the database is ready. */
  get version(): number {
    return this.clearings;
  }

  /**
   * Keeps an answer worked out since `version`, unless a write has emptied the cache meanwhile; `bytes` is what
   * it weighs besides its key (the length of its text).
   */
  keep(key: string, value: unknown, version: number, bytes: number): void {
    if (version === this.clearings) this.store(key, Promise.resolve(value), { value }, bytes);
  }

  /** Forgets every answer, reads under way included; called around every product write. */
  clear(): void {
    this.clearings++;
    this.answers.clear();
  }

  /** How many answers are kept and what their keys and texts weigh, in characters (tests). */
  get usage() {
    return { answers: this.answers.size, bytes: this.answers.calculatedSize };
  }

  static readonly LIMITS = { answers: MAX_ANSWERS, keyLength: MAX_KEY_LENGTH, bytes: MAX_BYTES };

  /** Keeps an answer, the least recently used making room; answers whether it was kept (long keys and texts never are). */
  private store(key: string, value: Promise<unknown>, settled?: { value: unknown }, textBytes = 0): boolean {
    this.answers.delete(key);
    const bytes = key.length + textBytes;
    if (key.length > MAX_KEY_LENGTH || bytes > MAX_ANSWER_BYTES) return false;
    this.answers.set(key, { value, settled, bytes });
    return true;
  }
}

/** One cache per app, shared by the Product model's hooks and ProductsService. */
@Module({ providers: [CatalogueCache], exports: [CatalogueCache] })
export class CatalogueCacheModule {}

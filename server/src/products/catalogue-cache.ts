import { Injectable, Module } from '@nestjs/common';
import type { Schema } from 'mongoose';

/** Answers kept at most; the oldest goes first (searches make many keys). */
const MAX_ANSWERS = 200;
/**
 * Writes made by this process empty the cache at once; this bounds how long a write made elsewhere (another
 * instance, the seed command, a hand edit in the database) can stay unseen.
 */
const MAX_AGE_MS = 5_000;

/** Every Mongoose write operation, as query or document middleware (insertMany and bulkWrite are model middleware). */
const QUERY_WRITES = ['updateOne', 'updateMany', 'replaceOne', 'findOneAndUpdate', 'findOneAndReplace', 'findOneAndDelete', 'deleteOne', 'deleteMany'] as const;
const DOCUMENT_WRITES = ['save', 'updateOne', 'deleteOne'] as const;

interface Answer {
  value: Promise<unknown>;
  /** The value itself, for answers kept already worked out (see keep and peek). */
  settled?: { value: unknown };
  expiresAt: number;
}

/**
 * The public catalogue's answers (listings, detail, featured, related, categories, brands), kept in memory
 * and keyed by their normalised arguments. Every write to the products collection through the Product
 * model empties it, before the write and again once it has ended (see emptyOnWrites), reads still under
 * way included: after a write (an order taking stock, a cancellation giving it back, an admin edit or
 * delete) no request is answered from a read that began before the write ended. Concurrent misses of one
 * key share a single database read. Answers are shared between requests: nobody may change them.
 */
@Injectable()
export class CatalogueCache {
  private readonly answers = new Map<string, Answer>();
  /** Counts the clearings: an answer worked out while it moved is not kept (see keep). */
  private clearings = 0;

  remember<T>(key: string, read: () => Promise<T>): Promise<T> {
    const kept = this.lookup<T>(key);
    if (kept) return kept;
    const value = read();
    this.store(key, value);
    // Failures are not kept: the next request reads again.
    value.catch(() => {
      if (this.answers.get(key)?.value === value) this.answers.delete(key);
    });
    return value;
  }

  /** The answer kept under `key`, if any (for answers worked out elsewhere, see keep). */
  lookup<T>(key: string): Promise<T> | undefined {
    const kept = this.answers.get(key);
    return kept && kept.expiresAt > Date.now() ? (kept.value as Promise<T>) : undefined;
  }

  /** The value kept with keep() under `key`, if any, without waiting: for answers on the hot path. */
  peek<T>(key: string): T | undefined {
    const kept = this.answers.get(key);
    return kept?.settled && kept.expiresAt > Date.now() ? (kept.settled.value as T) : undefined;
  }

  /** Where the cache stands now; pass it to keep() once the answer read from the database is ready. */
  get version(): number {
    return this.clearings;
  }

  /** Keeps an answer worked out since `version`, unless a write has emptied the cache meanwhile. */
  keep(key: string, value: unknown, version: number): void {
    if (version === this.clearings) this.store(key, Promise.resolve(value), { value });
  }

  /** Forgets every answer, reads under way included; called around every product write. */
  clear(): void {
    this.clearings++;
    this.answers.clear();
  }

  private store(key: string, value: Promise<unknown>, settled?: { value: unknown }) {
    this.answers.delete(key);
    if (this.answers.size >= MAX_ANSWERS) this.answers.delete(this.answers.keys().next().value!);
    this.answers.set(key, { value, settled, expiresAt: Date.now() + MAX_AGE_MS });
  }

  /** Registers hooks on the product schema that empty `cache` before and after every write, failed ones included. */
  static emptyOnWrites(schema: Schema, cache: CatalogueCache): void {
    const clear = () => cache.clear();
    const failed = { errorHandler: true };
    schema.pre([...QUERY_WRITES], { query: true, document: false }, clear);
    schema.post([...QUERY_WRITES], { query: true, document: false }, clear);
    schema.post([...QUERY_WRITES], { query: true, document: false, ...failed }, clear);
    schema.pre([...DOCUMENT_WRITES], { query: false, document: true }, clear);
    schema.post([...DOCUMENT_WRITES], { query: false, document: true }, clear);
    schema.post([...DOCUMENT_WRITES], { query: false, document: true, ...failed }, clear);
    schema.pre('insertMany', clear);
    schema.post('insertMany', clear);
    schema.post('insertMany', failed, clear);
    schema.pre('bulkWrite', clear);
    schema.post('bulkWrite', clear);
    schema.post('bulkWrite', failed, clear);
  }
}

/** One cache per app, shared by the Product model's hooks and ProductsService. */
@Module({ providers: [CatalogueCache], exports: [CatalogueCache] })
export class CatalogueCacheModule {}

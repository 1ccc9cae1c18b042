import { Injectable, Module } from '@nestjs/common';
import MiniSearch from 'minisearch';
import type { Model } from 'mongoose';
import type { WriteSeen } from '../common/database/write-hooks';
import { ProductRecord } from './schemas/product.schema';

/** A product as read from the database (lean). */
export type SearchedRecord = ProductRecord & { _id: unknown };

/** The fields typo-tolerant and prefix matches are looked for in (descriptions would only add noise). */
const SIMILAR_FIELDS = ['name', 'brand', 'category', 'tags', 'kinds'];
/**
 * A write made by this process marks the index stale at once; this bounds how long a write made elsewhere
 * (another instance, the seed command, a hand edit in the database) can stay unseen, as for the catalogue cache.
 */
const MAX_AGE_MS = 5_000;
/** The most similar (not literal) matches a search adds. */
const MAX_SIMILAR = 200;

interface IndexedProduct {
  id: string;
  /** The product as stored (lean), for the other filters, the order and the answer. */
  record: SearchedRecord;
  name: string;
  brand: string;
  category: string;
  tags: string;
  /** The option values and SKUs of a product sold in kinds ("iPhone 15 Black CASE-15-BLK"); empty otherwise. */
  kinds: string;
  /** Every searched field, lower-cased: the literal match, as the database's case-insensitive regex did. */
  texts: string[];
}

/** The fields a stock move writes (see orders/stock-holds.service.ts), none of which the index searches. */
const STOCK_PATHS = new Set(['stockQuantity', 'holdCount', 'holds', 'updatedAt']);
/** A variant's stock (`variants.<id>.stockQuantity`), which a stock move of a product sold in kinds writes too. */
const VARIANT_STOCK = /^variants\.[0-9a-f]{24}\.stockQuantity$/;
const isStockPath = (path: string) => STOCK_PATHS.has(path.split('.', 1)[0]) || VARIANT_STOCK.test(path);
/** The update operators a stock move uses. */
const STOCK_OPERATORS = new Set(['$inc', '$set', '$unset']);

/** The product ids an `_id` condition names (one id, `$eq` or `$in`), or undefined for any other condition. */
function idsNamedBy(condition: unknown): string[] | undefined {
  type Id = string | { toHexString(): string };
  const isId = (value: unknown): value is Id =>
    typeof value === 'string' ||
    (typeof value === 'object' && value !== null && typeof (value as Partial<Id & object>).toHexString === 'function');
  const text = (id: Id) => (typeof id === 'string' ? id : id.toHexString());
  if (isId(condition)) return [text(condition)];
  if (typeof condition !== 'object' || condition === null) return undefined;
  const keys = Object.keys(condition);
  if (keys.length !== 1) return undefined;
  const inner = (condition as Record<string, unknown>)[keys[0]];
  if (keys[0] === '$eq' && isId(inner)) return [text(inner)];
  if (keys[0] === '$in' && Array.isArray(inner) && inner.every(isId)) return inner.map(text);
  return undefined;
}

/** True for an update that only moves stock: `$inc`, `$set` and `$unset` of STOCK_PATHS and nothing else. */
function movesStockOnly(update: unknown): boolean {
  if (typeof update !== 'object' || update === null || Array.isArray(update)) return false;
  const operators = Object.entries(update);
  return (
    operators.length > 0 &&
    operators.every(
      ([operator, fields]) =>
        STOCK_OPERATORS.has(operator) &&
        typeof fields === 'object' &&
        fields !== null &&
        Object.keys(fields).every(isStockPath),
    )
  );
}

/**
 * The products a write only moves the stock of, or undefined for a write that may change anything else (a
 * product's text, a new or deleted product, a replacement, an upsert, a filter not by id). Single updates and
 * a bulk write's `updateOne`s by id count; anything unrecognised is a full change.
 */
export function stockMovedBy(write: WriteSeen): string[] | undefined {
  if (write.kind === 'query') {
    if (!['updateOne', 'updateMany', 'findOneAndUpdate'].includes(write.op) || write.options.upsert) return undefined;
    const ids = idsNamedBy(write.filter._id);
    return ids && movesStockOnly(write.update) ? ids : undefined;
  }
  if (write.kind === 'bulkWrite' && write.phase === 'before') {
    const ids: string[] = [];
    for (const op of write.ops) {
      const one = (op as { updateOne?: { filter?: Record<string, unknown>; update?: unknown; upsert?: unknown } })
        .updateOne;
      if (!one || one.upsert || Object.keys(op as object).length !== 1) return undefined;
      const named = idsNamedBy(one.filter?._id);
      if (!named || !movesStockOnly(one.update)) return undefined;
      ids.push(...named);
    }
    return ids;
  }
  return undefined;
}

/** What a keyword finds: products whose text contains it literally, then similar ones (typos, prefixes), best first. */
export interface KeywordMatches {
  literal: SearchedRecord[];
  similar: SearchedRecord[];
}

/** Words of a text; a word and the next one also as one ("Power Bank" is also found as "powerbank"). */
function tokenize(text: string): string[] {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const joined = words.slice(1).map((word, i) => words[i] + word);
  return [...words, ...joined];
}

/** Lower case, and a plural's final s dropped, so "earbuds" and "earbud" are one term. */
function normaliseTerm(term: string): string {
  const lower = term.toLowerCase();
  return lower.length > 3 && lower.endsWith('s') && !lower.endsWith('ss') ? lower.slice(0, -1) : lower;
}

/** Edits a typed word may be away from a catalogue word: none under 4 letters, one up to 5, two from 6. */
const typoDistance = (term: string) => (term.length >= 6 ? 2 : term.length >= 4 ? 1 : 0);

/**
 * Keyword search of the catalogue, in memory (MiniSearch), built from the products collection: the products
 * themselves are kept with it, so a search that no cache answers reads nothing from the database. Every
 * product write through this process (admin adds, edits and deletes, seeding) marks it stale, before and after
 * the write, and the first search after that builds it again with one read; a write made elsewhere (another
 * instance, the seed command, a hand edit) is seen within MAX_AGE_MS. A write that only moves stock (an
 * order's hold, a cancellation's units back; see stockMovedBy) changes nothing the index searches: it marks
 * only those products, before and after the write, and the next search reads just them again (one command)
 * and keeps the index.
 *
 * Every product whose name, brand, category, description, tags or kinds (option values and SKUs of a product sold
 * in kinds) contain the keyword literally (case ignored), as the database's regex search found them, comes first;
 * then products with similar words: a word
 * starting with the keyword, one or two letters away from it ("chargr", "airbud"), or two words written
 * together ("powerbank").
 */
@Injectable()
export class ProductSearch {
  private index?: { miniSearch: MiniSearch<IndexedProduct>; products: IndexedProduct[]; builtAt: number };
  private building?: Promise<NonNullable<ProductSearch['index']>>;
  /** Counts the product writes: an index built while one happened is used once, then built again. */
  private writes = 0;
  private builtAfterWrites = -1;
  /** Products whose stock moved since the index read them: read again by the next search. */
  private readonly stockMoved = new Set<string>();
  /** Bulk writes under way, how many of them are not stock-only, and the products the stock-only ones name. */
  private bulk = { underWay: 0, others: 0, moved: new Set<string>() };
  private model?: Model<ProductRecord>;
  /** How long an index is used before it is built again, for writes made elsewhere (tests may lengthen it). */
  maxAgeMs = MAX_AGE_MS;
  /** How often the whole index was built, and how often only products whose stock moved were read (tests). */
  readonly counts = { builds: 0, stockReads: 0 };

  /** The model the index is read from (set by ProductsService, whose module owns it). */
  useModel(model: Model<ProductRecord>): void {
    this.model = model;
  }

  async find(keyword: string): Promise<KeywordMatches> {
    const { miniSearch, products } = await this.fresh();
    const needle = keyword.toLowerCase();
    const literal = products.filter((product) => product.texts.some((text) => text.includes(needle)));
    const found = new Set(literal.map((product) => product.id));
    const byId = new Map(products.map((product) => [product.id, product.record]));
    const similar = miniSearch
      .search(keyword)
      .map((result) => String(result.id))
      .filter((id) => !found.has(id))
      .slice(0, MAX_SIMILAR)
      .map((id) => byId.get(id)!);
    return { literal: literal.map((product) => product.record), similar };
  }

  /** Marks the index stale; called before and after every product write. */
  stale(): void {
    this.writes++;
  }

  /**
   * Called before and after every product write: marks the products a stock-only write names (see
   * stockMovedBy), the whole index stale for any other write. The hooks after a bulk write are not told which
   * one ended, so each end counts for every bulk write under way: the products of the stock-only ones are
   * marked again, and the whole index is stale while any other one is under way.
   */
  written(write: WriteSeen): void {
    if (write.kind === 'bulkWrite' && write.phase === 'after') {
      for (const id of this.bulk.moved) this.stockMoved.add(id);
      if (this.bulk.others > 0 || this.bulk.underWay <= 0) this.stale();
      if (--this.bulk.underWay <= 0) this.bulk = { underWay: 0, others: 0, moved: new Set() };
      return;
    }
    const ids = stockMovedBy(write);
    if (write.kind === 'bulkWrite') {
      this.bulk.underWay++;
      if (!ids) this.bulk.others++;
      for (const id of ids ?? []) this.bulk.moved.add(id);
    }
    if (!ids) return this.stale();
    for (const id of ids) this.stockMoved.add(id);
  }

  /**
   * The index, built again first when a product write happened since it was built, or it is older than
   * MAX_AGE_MS; with the products whose stock moved read again first.
   */
  private async fresh() {
    const index = this.index;
    if (index && this.builtAfterWrites === this.writes && Date.now() - index.builtAt < this.maxAgeMs) {
      if (this.stockMoved.size === 0) return index;
      this.building ??= this.readStock(index).finally(() => (this.building = undefined));
      return this.building;
    }
    this.building ??= this.build().finally(() => (this.building = undefined));
    return this.building;
  }

  /** The index with the products whose stock moved read again (their searched texts did not change). */
  private async readStock(index: NonNullable<ProductSearch['index']>) {
    if (!this.model) throw new Error('ProductSearch: no model');
    const ids = [...this.stockMoved];
    this.stockMoved.clear();
    this.counts.stockReads++;
    const records = await this.model.find({ _id: { $in: ids } }).lean<SearchedRecord[]>();
    const read = new Map(records.map((record) => [String(record._id), record]));
    // A product that went meanwhile, or that the index does not hold: the whole index again.
    const indexed = new Set(index.products.map((product) => product.id));
    if (ids.some((id) => !read.has(id) || !indexed.has(id))) return this.build();
    const products = index.products.map((product) =>
      read.has(product.id) ? { ...product, record: read.get(product.id)! } : product,
    );
    // The same index, as current as the last full build for what it searches; waiting searches use it.
    this.index = { ...index, products };
    return this.index;
  }

  private async build() {
    if (!this.model) throw new Error('ProductSearch: no model');
    const writes = this.writes;
    // This read covers every stock move marked so far; moves marked during it are read by the next search.
    this.stockMoved.clear();
    this.counts.builds++;
    const records = await this.model.find({}).lean<SearchedRecord[]>();
    const products = records.map((record): IndexedProduct => {
      const tags = record.tags ?? [];
      const kinds = Object.values(record.variants ?? {}).flatMap((variant) => [...variant.values, variant.sku]);
      const texts = [record.name, record.brand, record.category, record.description, ...tags, ...kinds].filter(
        (text): text is string => typeof text === 'string',
      );
      return {
        id: String(record._id),
        record,
        name: record.name ?? '',
        brand: record.brand ?? '',
        category: record.category ?? '',
        tags: tags.join(' '),
        kinds: [...new Set(kinds)].join(' '),
        texts: texts.map((text) => text.toLowerCase()),
      };
    });
    const miniSearch = new MiniSearch<IndexedProduct>({
      fields: SIMILAR_FIELDS,
      tokenize,
      processTerm: normaliseTerm,
      searchOptions: {
        tokenize: (text) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean),
        prefix: (term) => term.length >= 3,
        fuzzy: (term) => typoDistance(term),
        maxFuzzy: 2,
        combineWith: 'AND',
        boost: { name: 2 },
      },
    });
    miniSearch.addAll(products);
    this.index = { miniSearch, products, builtAt: Date.now() };
    // A write while it was read: used for the searches waiting on it, built again for the next one.
    this.builtAfterWrites = writes;
    return this.index;
  }
}

/** One keyword index per app, shared by the Product model's hooks and ProductsService. */
@Module({ providers: [ProductSearch], exports: [ProductSearch] })
export class ProductSearchModule {}

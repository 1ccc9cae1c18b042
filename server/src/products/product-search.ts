import { Injectable } from '@nestjs/common';
import MiniSearch from 'minisearch';
import type { Model } from 'mongoose';
import { ProductRecord } from './schemas/product.schema';

/** A product as read from the database (lean). */
export type SearchedRecord = ProductRecord & { _id: unknown };

/** The fields typo-tolerant and prefix matches are looked for in (descriptions would only add noise). */
const SIMILAR_FIELDS = ['name', 'brand', 'category', 'tags'];
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
  /** Every searched field, lower-cased: the literal match, as the database's case-insensitive regex did. */
  texts: string[];
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
 * product write through this process (orders' stock moves, admin adds, edits and deletes, seeding) marks it
 * stale, before and after the write, and the first search after that builds it again with one read; a write
 * made elsewhere (another instance, the seed command, a hand edit) is seen within MAX_AGE_MS.
 *
 * Every product whose name, brand, category, description or tags contain the keyword literally (case
 * ignored), as the database's regex search found them, comes first; then products with similar words: a word
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
  private model?: Model<ProductRecord>;

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

  /** The index, built again first when a product write happened since it was built, or it is older than MAX_AGE_MS. */
  private async fresh() {
    if (this.index && this.builtAfterWrites === this.writes && Date.now() - this.index.builtAt < MAX_AGE_MS)
      return this.index;
    this.building ??= this.build().finally(() => (this.building = undefined));
    return this.building;
  }

  private async build() {
    if (!this.model) throw new Error('ProductSearch: no model');
    const writes = this.writes;
    const records = await this.model.find({}).lean<SearchedRecord[]>();
    const products = records.map((record): IndexedProduct => {
      const tags = record.tags ?? [];
      const texts = [record.name, record.brand, record.category, record.description, ...tags].filter(
        (text): text is string => typeof text === 'string',
      );
      return {
        id: String(record._id),
        record,
        name: record.name ?? '',
        brand: record.brand ?? '',
        category: record.category ?? '',
        tags: tags.join(' '),
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

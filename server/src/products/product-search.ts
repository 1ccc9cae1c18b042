import { Injectable, Logger } from '@nestjs/common';
import MiniSearch from 'minisearch';
import type { Model, Schema } from 'mongoose';
import { ProductRecord } from './schemas/product.schema';

/** The fields keyword search reads; a write that touches none of them leaves the index as it is. */
const TEXT_FIELDS = ['name', 'brand', 'category', 'description', 'tags'] as const;
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
  name: string;
  brand: string;
  category: string;
  tags: string;
  /** Every searched field, lower-cased: the literal match, as the database's case-insensitive regex did. */
  texts: string[];
}

/** What a keyword finds: products whose text contains it literally, then similar ones (typos, prefixes), best first. */
export interface KeywordMatches {
  literal: string[];
  similar: string[];
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

type WriteQuery = { getUpdate?: () => unknown };

/** Whether an update (as Mongoose hands it to query middleware) can change a text field. */
function touchesText(update: unknown): boolean {
  if (!update || typeof update !== 'object') return true;
  if (Array.isArray(update)) return true; // an aggregation pipeline update: anything may change
  for (const [key, value] of Object.entries(update)) {
    const paths = key.startsWith('$') && value && typeof value === 'object' ? Object.keys(value) : [key];
    if (paths.some((path) => TEXT_FIELDS.some((field) => path === field || path.startsWith(`${field}.`)))) return true;
  }
  return false;
}

/**
 * Keyword search of the catalogue, in memory (MiniSearch), built from the products collection and rebuilt on
 * the first search after a write that can change a product's text (an admin add, edit or delete, seeding; not
 * the stock moves of orders) or after MAX_AGE_MS. A search answers product ids only: the caller reads those
 * products, with its other filters, from the database in one command.
 *
 * Every product whose name, brand, category, description or tags contain the keyword literally (case
 * ignored), as the database's regex search found them, comes first; then products with similar words: a word
 * starting with the keyword, one or two letters away from it ("chargr", "airbud"), or two words written
 * together ("powerbank").
 */
@Injectable()
export class ProductSearch {
  private readonly logger = new Logger('ProductSearch');
  private index?: { miniSearch: MiniSearch<IndexedProduct>; products: IndexedProduct[]; builtAt: number };
  private building?: Promise<NonNullable<ProductSearch['index']>>;
  /** Counts the text writes: an index built while one happened is used once, then built again. */
  private writes = 0;
  private builtAfterWrites = -1;
  /** Bulk writes under way that touch text (see refreshOnWrites). */
  private textBulkWrites = 0;
  private model?: Model<ProductRecord>;

  /** The model the index is read from (set by ProductsService, whose module owns it). */
  useModel(model: Model<ProductRecord>): void {
    this.model = model;
  }

  async find(keyword: string): Promise<KeywordMatches> {
    const { miniSearch, products } = await this.fresh();
    const needle = keyword.toLowerCase();
    const literal = products.filter((product) => product.texts.some((text) => text.includes(needle))).map((product) => product.id);
    const found = new Set(literal);
    const similar = miniSearch
      .search(keyword)
      .map((result) => String(result.id))
      .filter((id) => !found.has(id))
      .slice(0, MAX_SIMILAR);
    return { literal, similar };
  }

  /** Marks the index stale; called around every product write that can change a text field. */
  stale(): void {
    this.writes++;
  }

  /** Registers hooks on the product schema that mark `search` stale around writes that can change a product's text. */
  static refreshOnWrites(schema: Schema, search: ProductSearch): void {
    const QUERY_UPDATES = ['updateOne', 'updateMany', 'findOneAndUpdate'] as const;
    const QUERY_OTHERS = ['replaceOne', 'findOneAndReplace', 'findOneAndDelete', 'deleteOne', 'deleteMany'] as const;
    const onUpdate = function (this: WriteQuery) {
      if (touchesText(this.getUpdate?.())) search.stale();
    };
    const always = () => search.stale();
    const failed = { errorHandler: true };
    for (const [names, hook] of [
      [QUERY_UPDATES, onUpdate],
      [QUERY_OTHERS, always],
    ] as const) {
      schema.pre([...names], { query: true, document: false }, hook);
      schema.post([...names], { query: true, document: false }, hook);
      schema.post([...names], { query: true, document: false, ...failed }, hook);
    }
    for (const name of ['save', 'updateOne', 'deleteOne'] as const) {
      schema.pre(name, { query: false, document: true }, always);
      schema.post(name, { query: false, document: true }, always);
    }
    schema.pre('insertMany', always);
    schema.post('insertMany', always);
    // Model middleware: the operations reach the pre hook only, so it counts the bulk writes that touch text.
    schema.pre('bulkWrite', (operations: unknown) => {
      const ops = (Array.isArray(operations) ? operations : []) as Array<Record<string, { update?: unknown } | undefined>>;
      if (ops.some((op) => !(op.updateOne ?? op.updateMany) || touchesText((op.updateOne ?? op.updateMany)?.update))) {
        search.textBulkWrites++;
        search.stale();
      }
    });
    const bulkWriteEnded = () => {
      if (search.textBulkWrites === 0) return;
      search.textBulkWrites--;
      search.stale();
    };
    schema.post('bulkWrite', bulkWriteEnded);
    schema.post('bulkWrite', failed, bulkWriteEnded);
  }

  /** The index, built again first when a text write happened since it was built, or it is older than MAX_AGE_MS. */
  private async fresh() {
    if (this.index && this.builtAfterWrites === this.writes && Date.now() - this.index.builtAt < MAX_AGE_MS) return this.index;
    this.building ??= this.build().finally(() => (this.building = undefined));
    return this.building;
  }

  private async build() {
    if (!this.model) throw new Error('ProductSearch: no model');
    const writes = this.writes;
    const records = await this.model
      .find({}, { name: 1, brand: 1, category: 1, description: 1, tags: 1 })
      .lean<Array<Pick<ProductRecord, (typeof TEXT_FIELDS)[number]> & { _id: unknown }>>();
    const products = records.map((record): IndexedProduct => {
      const tags = record.tags ?? [];
      const texts = [record.name, record.brand, record.category, record.description, ...tags].filter((text): text is string => typeof text === 'string');
      return { id: String(record._id), name: record.name ?? '', brand: record.brand ?? '', category: record.category ?? '', tags: tags.join(' '), texts: texts.map((text) => text.toLowerCase()) };
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
    // A text write while it was read: used for the searches waiting on it, built again for the next one.
    this.builtAfterWrites = writes;
    this.logger.debug(`Indexed ${products.length} products`);
    return this.index;
  }
}

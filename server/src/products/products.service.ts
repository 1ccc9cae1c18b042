import type { CollationOptions } from 'mongodb';
import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { randomBytes } from 'node:crypto';
import slugify from 'slugify';
import sift from 'sift';
import { AnyBulkWriteOperation, isValidObjectId, Model, QueryFilter, SortOrder, Types, UpdateQuery } from 'mongoose';
import type { RequestContext } from '../common/access/request-context';
import { findPage, NAME_COLLATION, Page, paginate } from '../common/pagination/pagination';
import { escapeRegExp } from '../common/search/escape-regexp';
import { CatalogueCache } from './catalogue-cache';
import { CategoriesService } from './categories.service';
import { ProductSkusService } from './product-skus.service';
import { ProductSearch } from './product-search';
import { ImageUpload, ProductImagesService } from '../images/product-images.service';
import { cardImageUrl } from '../images/image-urls';
import { pricing, StoredProduct, toProduct } from './product-view';
import { unitsLeft, unitsMoved } from './product-stock.service';
import { fewestFirst, FewestLines, StockShortage, toStockAlert, variantShortages } from './stock-alerts';

import { ADMIN_PRODUCTS_PAGE_SIZE, AdminProductListArgs } from './dto/admin-product-list.args';
import { ProductFormInput, SpecificationEntry } from './dto/product-form.input';
import { ProductFilterArgs, ProductListArgs, ProductSort } from './dto/product-list.args';
import { CategoryCard } from './models/category-card.model';
import { kindMatcher, OptionChoice, optionChoicesOf, OptionFacet, optionFacets, prefilterOf } from './option-filter';
import { Product } from './models/product.model';
import {
  DEFAULT_PAGE_SIZE,
  FEATURED_PRODUCTS_LIMIT,
  MAX_PAGE_SIZE,
  PRODUCT_BRANDS,
  type ProductCondition,
  RELATED_PRODUCTS_LIMIT,
} from './product.constants';
import { ProductRecord } from './schemas/product.schema';
import { PRODUCT_EVENTS, ProductUpdatedEvent } from './product-events';

const NOT_FOUND = 'Product not found';
/** The most ids productsByIds takes (a cart holds far fewer lines). */
export const MAX_IDS_AT_ONCE = 50;
export const NO_IMAGES = 'Please add at least one product image';
const DUPLICATE_KEY = 11000;
/** Products sold in kinds the stock figures' cursor brings at once (at most MAX_VARIANTS variants each). */
const KINDS_BATCH = 200;

/** Units of a product (of one of its variants, for a product sold in kinds) taken from stock by seeding. */
export interface UnitsTaken {
  product: Types.ObjectId | string;
  variant?: string;
  quantity: number;
}

const SORTS: Record<ProductSort, Record<string, SortOrder>> = {
  [ProductSort.LATEST]: { createdAt: -1, _id: -1 },
  [ProductSort.NEWEST]: { createdAt: -1, _id: -1 },
  [ProductSort.PRICE_LOW]: { finalPrice: 1, _id: 1 },
  [ProductSort.PRICE_HIGH]: { finalPrice: -1, _id: -1 },
  [ProductSort.NAME]: { name: 1, _id: 1 },
  [ProductSort.FEATURED]: { featured: -1, createdAt: -1, _id: -1 },
};

/** Names compared as NAME_COLLATION (locale en, strength 1) compares them: case and accents ignored. */
const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** A comparison of stored products in a database sort order (SORTS), for answers worked out in memory. */
function inSortOrder(sort: Record<string, SortOrder>, namesForPeople: boolean) {
  const value = (record: StoredProduct, field: string): unknown => {
    const raw = (record as unknown as Record<string, unknown>)[field];
    return field === '_id' ? String(raw) : raw instanceof Date ? raw.getTime() : raw;
  };
  return (a: StoredProduct, b: StoredProduct): number => {
    for (const [field, direction] of Object.entries(sort)) {
      const [x, y] = [value(a, field), value(b, field)];
      let order = 0;
      if (field === 'name' && namesForPeople)
        order = byName.compare(String((x as string | undefined) ?? ''), String((y as string | undefined) ?? ''));
      else if (x === undefined || x === null || y === undefined || y === null)
        order = (x == null ? 0 : 1) - (y == null ? 0 : 1);
      else order = x < y ? -1 : x > y ? 1 : 0;
      if (order !== 0) return direction === -1 || direction === 'desc' || direction === 'descending' ? -order : order;
    }
    return 0;
  };
}

/**
 * A filter's test under NAME_COLLATION, as the database applies it with the name order: category and brand
 * compared with case and accents ignored, the rest by sift.
 */
function collatedMatcher(filter: QueryFilter<ProductRecord>) {
  const { category, brand, ...rest } = filter as Record<string, unknown>;
  const others = sift(rest as Parameters<typeof sift>[0]);
  const same = (value: unknown, wanted: unknown) =>
    wanted === undefined ||
    (typeof value === 'string' && typeof wanted === 'string' && byName.compare(value, wanted) === 0);
  return (record: StoredProduct) => same(record.category, category) && same(record.brand, brand) && others(record);
}

/** A product's stable key: its name in kebab case and 6 random hex characters ("anker-nano-charger-3f9a1c"). */
export function productSlug(name: string): string {
  // Every run of other characters (spaces, slashes, punctuation) separates words; slugify transliterates the rest.
  const base = slugify(name.replace(/[^\p{L}\p{N}]+/gu, ' '), { lower: true, strict: true, locale: 'en' })
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || 'product'}-${randomBytes(3).toString('hex')}`;
}

/** The stored fields of the admin form; `finalPrice` kept in step with price and discount on every write. */
export function formFields(input: ProductFormInput) {
  return {
    name: input.name,
    description: input.description,
    price: input.price,
    category: input.category,
    brand: input.brand,
    stockQuantity: input.stockQuantity,
    finalPrice: pricing(input.price, input.discountPrice).finalPrice,
    condition: (input.condition ?? 'new') as ProductCondition,
    featured: input.featured ?? false,
    trendy: input.trendy ?? false,
    tags: input.tags ?? [],
  };
}

export const specificationsOf = (entries: readonly SpecificationEntry[]) =>
  Object.fromEntries(entries.map(({ key, value }) => [key, value]));

export const isDuplicateSlug = (error: unknown) =>
  (error as { code?: number }).code === DUPLICATE_KEY &&
  Boolean((error as { keyPattern?: Record<string, unknown> }).keyPattern?.slug);

/** Orders names by a reference list first (the spec's order), then alphabetically. */
function inReferenceOrder(names: string[], reference: readonly string[]): string[] {
  const rank = (name: string) => {
    const index = reference.indexOf(name);
    return index === -1 ? reference.length : index;
  };
  return [...names].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A product's id as text: 24 hex characters. Slugs always have a hyphen, so no slug looks like one. */
const OBJECT_ID_TEXT = /^[0-9a-f]{24}$/i;
/** What can name a product in a URL: an id or a slug (letters, digits, hyphens and underscores). */
const PRODUCT_KEY = /^[A-Za-z0-9_-]{1,120}$/;
export const isProductKey = (key: string) => PRODUCT_KEY.test(key);

/** The most products one sitemap file may list (sitemaps.org). */
export const MAX_SITEMAP_PRODUCTS = 50_000;

/** What the sitemap lists: each product's slug and last change, and the categories in use. */
export interface SitemapEntries {
  products: Array<{ slug: string; updatedAt: Date }>;
  categories: string[];
}

/** The ids that can name a product, each once (a malformed id names none). */
const knownIds = (ids: readonly string[]) => [...new Set(ids.filter((id) => isValidObjectId(id)))];

/** The admin table's filter: its category, and its search over name, brand and category. */
function adminFilter(args: Pick<AdminProductListArgs, 'search' | 'category'>): QueryFilter<ProductRecord> {
  const filter: QueryFilter<ProductRecord> = {};
  if (args.category) filter.category = args.category;
  if (args.search) {
    const pattern = { $regex: escapeRegExp(args.search), $options: 'i' };
    filter.$or = [{ name: pattern }, { brand: pattern }, { category: pattern }];
  }
  return filter;
}

@Injectable()
export class ProductsService {
  private readonly logger = new Logger('Products');

  constructor(
    @InjectModel(ProductRecord.name) private readonly products: Model<ProductRecord>,
    private readonly images: ProductImagesService,
    private readonly cache: CatalogueCache,
    private readonly search: ProductSearch,
    private readonly categories: CategoriesService,
    private readonly skus: ProductSkusService,
    private readonly events: EventEmitter2,
  ) {
    search.useModel(products);
  }

  list(args: ProductListArgs): Promise<Page<Product>> {
    const page = args.page ?? 1;
    const limit = Math.min(args.limit ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const sortBy = args.sortBy ?? ProductSort.LATEST;
    const choices = optionChoicesOf(args.option);
    const filter = this.buildFilter(args, choices);
    const collation = sortBy === ProductSort.NAME ? NAME_COLLATION : undefined;
    // A choice of option values is tested in memory (see option-filter.ts): part of the key, beside the filter.
    const kinds = choices.length > 0 ? kindMatcher(choices, args.inStock !== false) : undefined;
    if (args.search) {
      const key = `search ${JSON.stringify([page, limit, sortBy, args.search, filter, choices])}`;
      // The default order (latest) leaves the similar matches in order of relevance; any other order sorts them too.
      return this.cache.remember(key, () =>
        this.searchPage(args.search!, filter, { page, limit, sortBy, relevance: sortBy === ProductSort.LATEST, kinds }),
      );
    }
    if (kinds) {
      const key = `kinds ${JSON.stringify([page, limit, sortBy, filter, choices])}`;
      return this.cache.remember(key, () => this.kindsPage(filter, kinds, { page, limit, sortBy, collation }));
    }
    const key = `list ${JSON.stringify([page, limit, sortBy, filter])}`;
    return this.cache.remember(key, () =>
      findPage(this.products, { filter, sort: SORTS[sortBy], page, limit, collation }, toProduct),
    );
  }

  /**
   * A list filtered by option values: the database answers the products whose options offer the values, in the
   * list's order (few: only products sold in kinds), and the test that one of their variants has them (kindMatcher)
   * is made in memory before the page is cut.
   */
  private async kindsPage(
    filter: QueryFilter<ProductRecord>,
    kinds: (record: StoredProduct) => boolean,
    options: { page: number; limit: number; sortBy: ProductSort; collation?: CollationOptions },
  ): Promise<Page<Product>> {
    const { page, limit, sortBy, collation } = options;
    const query = this.products.find(filter).sort(SORTS[sortBy]);
    const records = await (collation ? query.collation(collation) : query).lean<StoredProduct[]>();
    const matching = records.filter(kinds);
    return {
      items: matching.slice((page - 1) * limit, page * limit).map(toProduct),
      pagination: paginate(page, limit, matching.length),
    };
  }

  /**
   * The options of the products a list with these filters shows, and the values a shopper can choose in each (see
   * optionFacets): empty when no product listed is sold in kinds. The search, when there is one, finds the products
   * as the list does.
   */
  optionValues(args: ProductFilterArgs): Promise<OptionFacet[]> {
    const choices = optionChoicesOf(args.option);
    // Only products sold in kinds can offer values; the choices themselves are applied by optionFacets.
    const filter: QueryFilter<ProductRecord> = { ...this.buildFilter(args, []), 'options.0': { $exists: true } };
    const inStockOnly = args.inStock !== false;
    const key = `option values ${JSON.stringify([args.search ?? '', filter, choices, inStockOnly])}`;
    return this.cache.remember(key, async () => {
      let records: StoredProduct[];
      if (args.search) {
        const { literal, similar } = await this.search.find(args.search);
        const matches = sift(filter as Parameters<typeof sift>[0]);
        records = [...literal, ...similar].filter(matches);
      } else {
        records = await this.products
          .find(filter, { options: 1, variants: 1 })
          .sort(SORTS[ProductSort.LATEST])
          .lean<StoredProduct[]>();
      }
      return optionFacets(records, choices, inStockOnly);
    });
  }

  /**
   * A keyword search (see ProductSearch), answered in memory: the products containing the keyword literally
   * first, in the order asked for, then similar ones (typos, prefixes), best match first under the default
   * order (latest), else in the order asked for. The other filters apply to both, evaluated by sift with the
   * database's query semantics; the orders are the database's (SORTS, names compared as NAME_COLLATION does).
   */
  private async searchPage(
    keyword: string,
    filter: QueryFilter<ProductRecord>,
    options: {
      page: number;
      limit: number;
      sortBy: ProductSort;
      relevance: boolean;
      kinds?: (record: StoredProduct) => boolean;
    },
  ): Promise<Page<Product>> {
    const { page, limit, sortBy, relevance, kinds } = options;
    const { literal, similar } = await this.search.find(keyword);
    const collated = sortBy === ProductSort.NAME;
    const filtered = collated ? collatedMatcher(filter) : sift(filter as Parameters<typeof sift>[0]);
    const matches = kinds ? (record: StoredProduct) => filtered(record) && kinds(record) : filtered;
    const compare = inSortOrder(SORTS[sortBy], collated);
    const first = literal.filter(matches).sort(compare);
    const then = similar.filter(matches);
    if (!relevance) then.sort(compare);
    const ordered = [...first, ...then];
    return {
      items: ordered.slice((page - 1) * limit, page * limit).map(toProduct),
      pagination: paginate(page, limit, ordered.length),
    };
  }

  /** The database filter of a list; with option values chosen, the products whose options offer them (prefilterOf). */
  private buildFilter(args: ProductFilterArgs, choices: readonly OptionChoice[]): QueryFilter<ProductRecord> {
    const filter: QueryFilter<ProductRecord> = {};
    if (args.category) filter.category = args.category;
    if (args.brand) filter.brand = args.brand;
    // In stock is stockQuantity > 0, never a stored flag that could disagree with it.
    if (args.inStock !== undefined) filter.stockQuantity = args.inStock ? { $gt: 0 } : { $lte: 0 };
    if (args.trendy !== undefined) filter.trendy = args.trendy;
    if (args.featured !== undefined) filter.featured = args.featured;
    if (args.minPrice !== undefined && args.maxPrice !== undefined && args.minPrice > args.maxPrice) {
      throw new BadRequestException('minPrice cannot be greater than maxPrice');
    }
    if (args.minPrice !== undefined || args.maxPrice !== undefined) {
      filter.finalPrice = {
        ...(args.minPrice !== undefined ? { $gte: args.minPrice } : {}),
        ...(args.maxPrice !== undefined ? { $lte: args.maxPrice } : {}),
      };
    }
    if (choices.length > 0) Object.assign(filter, prefilterOf(choices));
    // Keyword search is not a database filter: see searchPage.
    return filter;
  }

  /**
   * A product by its id or by its slug (the product page's URL carries either: the slug since product URLs
   * became readable, the id in older links). A 24-hex key is looked up as both, anything else as a slug.
   */
  findByIdOrSlug(key: string): Promise<Product> {
    if (!isProductKey(key)) return Promise.reject(new NotFoundException(NOT_FOUND));
    return this.cache.remember(`product ${key}`, async () => {
      const filter: QueryFilter<ProductRecord> = OBJECT_ID_TEXT.test(key)
        ? { $or: [{ _id: key }, { slug: key }] }
        : { slug: key };
      const record = await this.products.findOne(filter).lean<StoredProduct>();
      if (!record) throw new NotFoundException(NOT_FOUND);
      return toProduct(record);
    });
  }

  /**
   * Every product's slug and last change, newest first, and the categories in use: what the sitemap lists.
   * At most MAX_SITEMAP_PRODUCTS (the sitemap protocol's bound on one file).
   */
  sitemapEntries(): Promise<SitemapEntries> {
    return this.cache.remember('sitemap', async () => {
      const [records, categories] = await Promise.all([
        this.products
          .find({}, { slug: 1, updatedAt: 1 })
          .sort(SORTS[ProductSort.LATEST])
          .limit(MAX_SITEMAP_PRODUCTS)
          .lean<Array<Pick<StoredProduct, 'slug' | 'updatedAt'>>>(),
        this.categoriesInUse(),
      ]);
      return {
        products: records.map(({ slug, updatedAt }) => ({ slug, updatedAt })),
        categories,
      };
    });
  }

  /**
   * The products with these ids as they are now (the cart's and checkout's fresh prices and stock): read from the
   * database, not the cache; unknown or malformed ids are left out, so a deleted product is simply missing.
   */
  async findByIds(ids: string[]): Promise<Product[]> {
    if (ids.length > MAX_IDS_AT_ONCE) throw new BadRequestException(`At most ${MAX_IDS_AT_ONCE} products at a time`);
    return this.currentByIds(ids);
  }

  /** As `findByIds`, without its bound: for the shop's own callers (a cart's lines). */
  async currentByIds(ids: readonly string[]): Promise<Product[]> {
    const valid = knownIds(ids);
    if (valid.length === 0) return [];
    const records = await this.products.find({ _id: { $in: valid } }).lean<StoredProduct[]>();
    return records.map(toProduct);
  }

  /**
   * Tells listeners (webhooks) that these products were changed by a write stored elsewhere in the catalogue (their
   * kinds set, a catalogue file imported): each as it now is.
   */
  async announceUpdated(ids: readonly string[]): Promise<void> {
    for (const product of await this.currentByIds(ids))
      this.events.emit(PRODUCT_EVENTS.updated, new ProductUpdatedEvent(product));
  }

  /** The units of a product (of one of its variants) in stock now; 0 when it is gone. */
  async unitsLeft(id: string, variant?: string): Promise<number> {
    if (!isValidObjectId(id)) return 0;
    const record = await this.products.findById(id, { stockQuantity: 1, variants: 1 }).lean();
    if (!record) return 0;
    return (variant ? record.variants?.[variant]?.stockQuantity : record.stockQuantity) ?? 0;
  }

  // ---- seeding (the demo shop) ----

  /** Builds every index the schema declares; resolves when they exist. */
  async ensureIndexes(): Promise<void> {
    await this.products.init();
  }

  /**
   * Inserts the products whose slug is not in the catalogue yet (each keyed by its slug); answers how many. A product
   * sold in kinds (options and variants, checked by products/variants.ts) claims its SKUs first under the id it is
   * inserted with, as every product write does (ProductSkusService); one whose SKU another product uses is left out.
   */
  async insertMissing(
    products: ReadonlyArray<
      Omit<Partial<ProductRecord>, 'specifications'> & { slug: string; specifications?: Record<string, string> }
    >,
  ): Promise<number> {
    const present = new Set(
      (await this.products.find({ slug: { $in: products.map((product) => product.slug) } }, { slug: 1 }).lean()).map(
        (product) => product.slug,
      ),
    );
    const operations: AnyBulkWriteOperation<ProductRecord>[] = [];
    /** The claims of each product sold in kinds, by its operation's index. */
    const claims = new Map<number, { slug: string; release: () => Promise<void> }>();
    for (const product of products) {
      if (present.has(product.slug)) continue;
      let fields: typeof product & { _id?: Types.ObjectId } = product;
      const skus = Object.values(product.variants ?? {}).map((variant) => variant.sku);
      if (skus.length > 0) {
        const _id = new Types.ObjectId();
        try {
          claims.set(operations.length, { slug: product.slug, release: await this.skus.claim(_id, skus) });
        } catch (error) {
          if (!(error instanceof BadRequestException)) throw error;
          this.logger.warn(`${product.slug} not added: ${error.message}`);
          continue;
        }
        fields = { ...product, _id };
      }
      operations.push({
        updateOne: {
          filter: { slug: product.slug },
          update: { $setOnInsert: fields },
          upsert: true,
          timestamps: false,
        },
      });
    }
    if (operations.length === 0) return 0;
    const result = await this.products.bulkWrite(operations, { ordered: false });
    // A slug inserted meanwhile by another seeding: this one's claims go, and the product there has its SKUs.
    for (const [index, { slug, release }] of claims) {
      if (result.upsertedIds[index]) continue;
      await release();
      const there = await this.products.findOne({ slug }, { variants: 1 }).lean();
      const used = Object.values(there?.variants ?? {}).map((variant) => variant.sku);
      if (there && used.length > 0)
        await this.skus
          .claim(there._id, used)
          .catch((error: Error) => this.logger.warn(`${slug}: its SKUs not claimed (${error.message})`));
    }
    return result.upsertedCount;
  }

  /** The products with at least `units` in stock, as stored. */
  withStockAtLeast(units: number): Promise<Array<StoredProduct & { _id: Types.ObjectId }>> {
    return this.products
      .find({ stockQuantity: { $gte: units } })
      .lean<Array<StoredProduct & { _id: Types.ObjectId }>>();
  }

  /**
   * Takes units from stock outside an order's stock move (seeding placed orders): each product's (and its variant's,
   * for a product sold in kinds, in the same update) only while it has them; when one is short, those taken are put
   * back and false is answered.
   */
  async takeUnits(units: Iterable<UnitsTaken>): Promise<boolean> {
    const taken: UnitsTaken[] = [];
    for (const take of units) {
      const took = await this.products.updateOne(
        { _id: take.product, ...unitsLeft(take.quantity, take.variant) },
        { $inc: unitsMoved(-take.quantity, take.variant) },
        { timestamps: false },
      );
      if (took.modifiedCount !== 1) {
        if (taken.length > 0)
          await this.products.bulkWrite(
            taken.map((back) => ({
              updateOne: {
                filter: { _id: back.product },
                update: { $inc: unitsMoved(back.quantity, back.variant) },
                timestamps: false,
              },
            })),
          );
        return false;
      }
      taken.push(take);
    }
    return true;
  }

  /**
   * The admin dashboard's stock figures: all products; the items out of stock and those from 1 up to `threshold` units;
   * and the `alerts` of them with the fewest units. An item is a product sold as one, or one variant of a product sold
   * in kinds (whatever the product's total): a variant's stock lives in the product's `variants` map, which no query
   * reaches, so the products in kinds are read here (their variants only, a batch at a time) and counted in JavaScript.
   */
  async stockFigures(threshold: number, alerts: number) {
    const asOne = { 'options.0': { $exists: false } };
    const [total, outOfStock, lowStock, lowest, kinds] = await Promise.all([
      this.products.countDocuments(),
      this.products.countDocuments({ ...asOne, stockQuantity: { $lte: 0 } }),
      this.products.countDocuments({ ...asOne, stockQuantity: { $gt: 0, $lte: threshold } }),
      this.products
        .find({ ...asOne, stockQuantity: { $lte: threshold } })
        .sort({ stockQuantity: 1, createdAt: -1 })
        .limit(alerts)
        .lean<StoredProduct[]>(),
      this.variantStockFigures(threshold, alerts),
    ]);
    const lines = [
      ...lowest.map((record): StockShortage => ({
        product: String(record._id),
        stockQuantity: record.stockQuantity ?? 0,
        createdAt: record.createdAt,
        place: 0,
      })),
      ...kinds.lines,
    ]
      .sort(fewestFirst)
      .slice(0, alerts);
    // The lines' products as they are now: those sold as one were read whole; those in kinds are read by id.
    const inKinds = [...new Set(lines.filter((line) => line.variant).map((line) => line.product))];
    const products = new Map(
      [...lowest.map(toProduct), ...(await this.currentByIds(inKinds))].map((product) => [product.id, product]),
    );
    const stockAlerts = lines.flatMap((line) => {
      const product = products.get(line.product);
      const alert = product && toStockAlert(product, line.variant);
      return alert ? [alert] : [];
    });
    return {
      total,
      outOfStock: outOfStock + kinds.outOfStock,
      lowStock: lowStock + kinds.lowStock,
      alerts: stockAlerts,
    };
  }

  /**
   * The variants of products sold in kinds out of stock (0) and running low (1 up to `threshold`), and the `alerts`
   * with the fewest units. One read of the products sold in kinds, their variants and date only, through a cursor that
   * brings them KINDS_BATCH at a time: what is held at once is one batch and the kept lines, whatever the catalogue's
   * size. (One read, not pages of reads: the embedded engine scans the collection for each.)
   */
  private async variantStockFigures(threshold: number, alerts: number) {
    const fewest = new FewestLines(alerts);
    let outOfStock = 0;
    let lowStock = 0;
    const records = this.products
      .find({ 'options.0': { $exists: true } })
      .select({ variants: 1, createdAt: 1 })
      .lean<Array<Pick<StoredProduct, '_id' | 'variants' | 'createdAt'>>>()
      .cursor({ batchSize: KINDS_BATCH });
    for await (const record of records) {
      const shortages = variantShortages(record, threshold);
      const out = shortages.filter((shortage) => shortage.stockQuantity <= 0).length;
      outOfStock += out;
      lowStock += shortages.length - out;
      fewest.add(shortages);
    }
    return { outOfStock, lowStock, lines: fewest.result() };
  }

  featured(limit = FEATURED_PRODUCTS_LIMIT): Promise<Product[]> {
    const count = Math.min(Math.max(limit, 1), MAX_PAGE_SIZE);
    return this.cache.remember(`featured ${count}`, async () => {
      const records = await this.products
        .find({ featured: true })
        .sort(SORTS[ProductSort.LATEST])
        .limit(count)
        .lean<StoredProduct[]>();
      return records.map(toProduct);
    });
  }

  /** Products of the same category, best stocked first, then newest. */
  async related(idOrSlug: string, limit = RELATED_PRODUCTS_LIMIT): Promise<Product[]> {
    const product = await this.findByIdOrSlug(idOrSlug);
    const count = Math.min(Math.max(limit, 1), MAX_PAGE_SIZE);
    return this.cache.remember(`related ${product.id} ${count}`, async () => {
      const records = await this.products
        .find({ category: product.category, _id: { $ne: product.id } })
        .sort({ stockQuantity: -1, createdAt: -1, _id: -1 })
        .limit(count)
        .lean<StoredProduct[]>();
      return records.map(toProduct);
    });
  }

  /** Names of the visible categories that have at least one product, in the merchant's order. */
  categoriesInUse(): Promise<string[]> {
    return this.cache.remember('categories', async () => {
      const [visible, used] = await Promise.all([this.categories.visible(), this.distinctInUse('category')]);
      const inUse = new Set(used);
      return visible.map((category) => category.name).filter((name) => inUse.has(name));
    });
  }

  /**
   * Each category in use (in categoriesInUse's order) with its own picture, or else the first picture of its
   * newest product.
   */
  categoryCards(): Promise<CategoryCard[]> {
    return this.cache.remember('category cards', async () => {
      const [names, categories] = await Promise.all([this.categoriesInUse(), this.categories.visible()]);
      const pictures = new Map(categories.map((category) => [category.name, category.picture]));
      return Promise.all(
        names.map(async (name) => {
          const own = pictures.get(name);
          if (own) return { name, image: own, cardImage: cardImageUrl(own) };
          const newest = await this.products
            .findOne({ category: name })
            .sort(SORTS[ProductSort.LATEST])
            .select({ images: 1 })
            .lean<Pick<StoredProduct, 'images'>>();
          const image = newest?.images?.[0] ?? null;
          return { name, image, cardImage: image && cardImageUrl(image) };
        }),
      );
    });
  }

  /** Names of the brands that have at least one product, in the brand filter's order. */
  brandsInUse(): Promise<string[]> {
    return this.cache.remember('brands', async () =>
      inReferenceOrder(await this.distinctInUse('brand'), PRODUCT_BRANDS),
    );
  }

  private async distinctInUse(field: 'category' | 'brand'): Promise<string[]> {
    const groups = await this.products.aggregate<{ _id: string }>([{ $group: { _id: `$${field}` } }]);
    return groups.map((group) => group._id).filter((name) => typeof name === 'string' && name.length > 0);
  }

  /** The admin table: search over name, brand and category, a category filter, newest first, 50 a page. */
  async adminList(args: AdminProductListArgs): Promise<Page<Product>> {
    const page = args.page ?? 1;
    const limit = Math.min(args.limit ?? ADMIN_PRODUCTS_PAGE_SIZE, MAX_PAGE_SIZE);
    return findPage(
      this.products,
      { filter: adminFilter(args), sort: SORTS[ProductSort.NEWEST], page, limit },
      toProduct,
    );
  }

  /** Every product the admin table's search and category filter would list, newest first (the catalogue export). */
  async adminExport(args: Pick<AdminProductListArgs, 'search' | 'category'>): Promise<Product[]> {
    const records = await this.products.find(adminFilter(args)).sort(SORTS[ProductSort.NEWEST]).lean<StoredProduct[]>();
    return records.map(toProduct);
  }

  /**
   * Adds a product from the admin form and its pictures (at least one, at most 5). Pictures are checked
   * and resized before anything is written; when the database refuses the product, they are removed again.
   */
  async create(ctx: RequestContext, form: ProductFormInput, uploads: readonly ImageUpload[] = []): Promise<Product> {
    const input = { ...form, category: await this.categories.nameForProduct(form.category) };
    if (uploads.length === 0) throw new BadRequestException(NO_IMAGES);
    const prepared = await this.images.prepare(uploads);
    const images = await this.images.save(prepared);
    try {
      const record = await this.insertWithFreshSlug({
        ...formFields(input),
        ...(input.discountPrice !== undefined ? { discountPrice: input.discountPrice } : {}),
        specifications: specificationsOf(input.specifications ?? []),
        images,
      });
      this.logger.log(`Product ${String(record._id)} added by admin ${ctx.user?.id ?? 'unknown'}`);
      return toProduct(record);
    } catch (error) {
      await this.images.remove(images);
      throw error;
    }
  }

  private async insertWithFreshSlug(
    fields: Omit<ProductRecord, 'slug' | 'createdAt' | 'updatedAt' | 'specifications'> & {
      specifications: Record<string, string>;
    },
  ) {
    for (let attempt = 1; ; attempt++) {
      try {
        const document = await this.products.create({ ...fields, slug: productSlug(fields.name) });
        return document.toObject<StoredProduct>();
      } catch (error) {
        if (!isDuplicateSlug(error) || attempt >= 3) throw error;
      }
    }
  }

  /**
   * Replaces a product's form fields (see ProductFormInput). Uploaded pictures, when there are any,
   * replace all the old ones, whose files are removed once the database has the new ones; without
   * uploads the pictures are kept (spec section 4).
   */
  async update(
    ctx: RequestContext,
    id: string,
    form: ProductFormInput,
    uploads: readonly ImageUpload[] = [],
  ): Promise<Product> {
    const current = isValidObjectId(id) ? await this.products.findById(id, { options: 1 }).lean() : null;
    if (!current) throw new NotFoundException(NOT_FOUND);
    const input = { ...form, category: await this.categories.nameForProduct(form.category) };
    const prepared = await this.images.prepare(uploads);
    const images = await this.images.save(prepared);
    // A product sold in kinds takes its prices and stock from its variants (ProductVariantsService), not the form.
    const inKinds = (current.options?.length ?? 0) > 0;
    const { price, finalPrice, stockQuantity, ...otherFields } = formFields(input);
    const update: UpdateQuery<ProductRecord> = {
      $set: {
        ...otherFields,
        ...(inKinds ? {} : { price, finalPrice, stockQuantity }),
        ...(!inKinds && input.discountPrice !== undefined ? { discountPrice: input.discountPrice } : {}),
        ...(input.specifications !== undefined ? { specifications: specificationsOf(input.specifications) } : {}),
        ...(images.length > 0 ? { images } : {}),
      },
      ...(!inKinds && input.discountPrice === undefined ? { $unset: { discountPrice: 1 } } : {}),
    };
    let before: StoredProduct | null;
    try {
      // The document as it was, so exactly the pictures this write replaced are removed; only while it is still
      // sold as it was read (in kinds or as one).
      before = await this.products
        .findOneAndUpdate({ _id: id, 'options.0': { $exists: inKinds } }, update, {
          returnDocument: 'before',
          runValidators: true,
        })
        .lean<StoredProduct>();
    } catch (error) {
      await this.images.remove(images);
      throw error;
    }
    if (!before) {
      await this.images.remove(images);
      if (await this.products.exists({ _id: id }))
        throw new ConflictException('The product was changed meanwhile. Please try again.');
      throw new NotFoundException(NOT_FOUND);
    }
    if (images.length > 0) await this.images.remove((before.images ?? []).filter((url) => !images.includes(url)));
    this.logger.log(`Product ${id} updated by admin ${ctx.user?.id ?? 'unknown'}`);
    const product = await this.findByIdOrSlug(id);
    this.events.emit(PRODUCT_EVENTS.updated, new ProductUpdatedEvent(product));
    return product;
  }

  /** Deletes a product, then the files of its uploaded pictures (demo pictures are never removed). */
  async remove(ctx: RequestContext, id: string): Promise<void> {
    if (!isValidObjectId(id)) throw new NotFoundException(NOT_FOUND);
    // Read, then delete only while the pictures are still the ones read, so exactly those files go.
    // (A plain findOneAndDelete would do, but the embedded engine refuses it.)
    for (let attempt = 1; ; attempt++) {
      const record = await this.products.findById(id, { images: 1 }).lean<Pick<StoredProduct, '_id' | 'images'>>();
      if (!record) throw new NotFoundException(NOT_FOUND);
      const images = record.images ?? [];
      const unchanged = record.images ? { images: { $eq: record.images } } : { images: { $exists: false } };
      const { deletedCount } = await this.products.deleteOne({ _id: id, ...unchanged });
      if (deletedCount === 1) {
        await this.skus.keepOnly(new Types.ObjectId(id));
        await this.images.remove(images);
        this.logger.log(`Product ${id} deleted by admin ${ctx.user?.id ?? 'unknown'}`);
        return;
      }
      if (attempt >= 3) throw new ConflictException('The product was changed meanwhile. Please try again.');
    }
  }
}

import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { basename } from 'node:path';
import type { RequestContext } from '../common/access/request-context';
import { validateAs } from '../common/validation/validation';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CatalogueFileError, type CatalogueRow, parseCatalogueCsv } from './catalogue-csv';
import { CategoriesService } from './categories.service';
import { ProductFormInput } from './dto/product-form.input';
import { MAX_IMAGES_PER_PRODUCT } from './product.constants';
import type { StoredProduct } from './product-view';
import { formFields, isDuplicateSlug, NO_IMAGES, productSlug, specificationsOf } from './products.service';
import { ProductRecord } from './schemas/product.schema';

/** What the import does, or would do, with one row of the file. */
export interface CatalogueImportRow {
  line: number;
  handle: string;
  name: string;
  outcome: 'create' | 'update' | 'unchanged' | 'error';
  /** Why the row cannot be imported (outcome `error`), its problems joined by `; `. */
  message?: string;
}

export interface CatalogueImportReport {
  dryRun: boolean;
  /** Whether the products were written: never on a dry run, nor when any row has an error. */
  imported: boolean;
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  rows: CatalogueImportRow[];
}

/** A row that can be imported: the product as the form would store it, and the product it replaces, if any. */
interface Plan {
  row: CatalogueRow;
  input: ProductFormInput;
  images: string[];
  current?: StoredProduct;
}

/** The fields a product sold in kinds keeps whatever a row says (its variants decide them). */
const KEPT_IN_KINDS = new Set(['price', 'discountPrice', 'finalPrice', 'stockQuantity']);

/** The stored fields a row sets, to tell an unchanged product from an updated one. */
const COMPARED_FIELDS = [
  'name',
  'description',
  'price',
  'discountPrice',
  'category',
  'brand',
  'stockQuantity',
  'condition',
  'featured',
  'trendy',
  'tags',
  'specifications',
  'images',
];
const comparable = (fields: Record<string, unknown>) =>
  JSON.stringify(COMPARED_FIELDS.map((key) => fields[key] ?? null));

/** Stored specifications as a plain record (a Map when read through a document). */
const specificationsRecord = (stored: unknown): Record<string, string> =>
  stored instanceof Map ? Object.fromEntries(stored) : { ...((stored as Record<string, string> | undefined) ?? {}) };

/**
 * Catalogue import from the file the export writes (see catalogue-csv.ts), by handle: a row whose handle is a
 * product's slug updates that product, any other row adds one (under its handle, or one made from its name). Each
 * row is checked by the product form's own rules and its category must be one of the merchant's; pictures must be pictures the shop already has (by address or
 * file name; new pictures are uploaded in the product form), and a new product needs one. A dry run answers
 * every row's outcome and writes nothing; the import writes only when no row has an error, each product in one
 * write (whole or not at all), so a file imported twice changes nothing the second time.
 */
@Injectable()
export class CatalogueImportService {
  private readonly logger = new Logger('Products');

  constructor(
    @InjectModel(ProductRecord.name) private readonly products: Model<ProductRecord>,
    private readonly categories: CategoriesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async import(ctx: RequestContext, csv: string, dryRun: boolean): Promise<CatalogueImportReport> {
    let rows: CatalogueRow[];
    try {
      rows = parseCatalogueCsv(csv);
    } catch (error) {
      if (error instanceof CatalogueFileError) throw new BadRequestException(error.message);
      throw error;
    }
    const plans = await this.plan(rows);
    const report: CatalogueImportReport = {
      dryRun,
      imported: false,
      created: 0,
      updated: 0,
      unchanged: 0,
      failed: 0,
      rows: [],
    };
    for (const [index, plan] of plans.entries()) {
      const row = rows[index];
      const name = row.form.name?.trim() ?? '';
      if (typeof plan === 'string') {
        report.failed++;
        report.rows.push({ line: row.line, handle: row.handle, name, outcome: 'error', message: plan });
        continue;
      }
      const outcome = this.outcomeOf(plan);
      report[outcome === 'create' ? 'created' : outcome === 'update' ? 'updated' : 'unchanged']++;
      report.rows.push({ line: row.line, handle: plan.current?.slug ?? row.handle, name, outcome });
    }
    if (dryRun || report.failed > 0) return report;
    for (const [index, plan] of plans.entries()) {
      if (typeof plan === 'string' || report.rows[index].outcome === 'unchanged') continue;
      report.rows[index].handle = await this.write(plan);
    }
    report.imported = true;
    this.logger.log(
      `Catalogue imported by admin ${ctx.user?.id ?? 'unknown'}: ${report.created} added, ${report.updated} updated, ${report.unchanged} unchanged`,
    );
    return report;
  }

  /** Each row's plan, or what is wrong with it. */
  private async plan(rows: readonly CatalogueRow[]): Promise<Array<Plan | string>> {
    const handles = rows.map((row) => row.handle).filter((handle) => handle !== '');
    const existing = new Map(
      (await this.products.find({ slug: { $in: handles } }).lean<StoredProduct[]>()).map((product) => [
        product.slug,
        product,
      ]),
    );
    const pictures = await this.picturesOfTheShop();
    const seen = new Set<string>();
    const plans: Array<Plan | string> = [];
    for (const row of rows) {
      const problems = [...row.problems];
      if (row.handle) {
        if (seen.has(row.handle)) problems.push(`The handle "${row.handle}" is on an earlier row too`);
        seen.add(row.handle);
      }
      const checked = await validateAs(ProductFormInput, row.form);
      if (checked.message) problems.push(checked.message);
      else if (checked.input) {
        const category = await this.categories.nameForProduct(checked.input.category).catch((error: Error) => {
          problems.push(error.message);
          return checked.input.category;
        });
        checked.input.category = category;
      }
      const images: string[] = [];
      for (const address of row.pictures) {
        const path = this.pictureOf(address, pictures);
        if (path) images.push(path);
        else
          problems.push(
            `The picture "${address}" is not one of the shop's pictures (new pictures are added in the product form)`,
          );
      }
      const current = row.handle ? existing.get(row.handle) : undefined;
      if (images.length > MAX_IMAGES_PER_PRODUCT) problems.push(`Maximum ${MAX_IMAGES_PER_PRODUCT} images allowed`);
      if (!current && row.pictures.length === 0) problems.push(NO_IMAGES);
      if (problems.length > 0 || !checked.input) plans.push(problems.join('; '));
      else
        plans.push({
          row,
          input: checked.input,
          images: images.length > 0 ? images : (current?.images ?? []),
          current,
        });
    }
    return plans;
  }

  /**
   * The stored fields of a plan's product, as the product form writes them. A product sold in kinds keeps its prices
   * and stock (its variants' roll-up, ProductVariantsService): the row's are left out.
   */
  private fieldsOf(plan: Plan) {
    const { input, current } = plan;
    const fields = {
      ...formFields(input),
      ...(input.discountPrice !== undefined ? { discountPrice: input.discountPrice } : {}),
      specifications:
        input.specifications !== undefined
          ? specificationsOf(input.specifications)
          : specificationsRecord(current?.specifications),
      images: plan.images,
    };
    if (!current?.options?.length) return fields;
    const { price: _price, finalPrice: _final, stockQuantity: _stock, discountPrice: _discount, ...others } = fields;
    return others;
  }

  private outcomeOf(plan: Plan): 'create' | 'update' | 'unchanged' {
    if (!plan.current) return 'create';
    const current = plan.current;
    const specifications = specificationsRecord(current.specifications);
    const fields = this.fieldsOf(plan);
    const compared = Object.fromEntries(
      Object.entries({ ...current, specifications }).filter(([key]) => key in fields || !KEPT_IN_KINDS.has(key)),
    );
    return comparable(compared) === comparable(fields) ? 'unchanged' : 'update';
  }

  /** Writes one product, whole, through the model; answers its handle. */
  private async write(plan: Plan): Promise<string> {
    const fields = this.fieldsOf(plan);
    if (plan.current) {
      // A row drops a discount its product had, unless the product is sold in kinds (its variants decide it).
      const dropsDiscount = 'price' in fields && !('discountPrice' in fields);
      await this.products.updateOne(
        { _id: plan.current._id },
        { $set: fields, ...(dropsDiscount ? { $unset: { discountPrice: 1 } } : {}) },
        { runValidators: true },
      );
      return plan.current.slug;
    }
    const slug = plan.row.handle || productSlug(plan.input.name);
    try {
      await this.products.create({ ...fields, slug });
    } catch (error) {
      if (isDuplicateSlug(error))
        throw new BadRequestException(
          `The handle "${slug}" was taken while the file was imported. Please import it again.`,
        );
      throw error;
    }
    return slug;
  }

  /** Every picture the shop's products have, by path. */
  private async picturesOfTheShop(): Promise<Set<string>> {
    const products = await this.products.find({}, { images: 1 }).lean<Array<Pick<StoredProduct, 'images'>>>();
    return new Set(products.flatMap((product) => product.images ?? []));
  }

  /**
   * The path of a picture the shop has, from its address in the file: the path itself (`/images/…`), an address
   * under the shop's PUBLIC_URL, or the file's name alone; undefined for anything else.
   */
  private pictureOf(address: string, pictures: ReadonlySet<string>): string | undefined {
    let path = address;
    const publicUrl = this.config.confirmation.publicUrl;
    if (publicUrl && address.startsWith(publicUrl + '/')) path = address.slice(publicUrl.length);
    if (pictures.has(path)) return path;
    if (!address.includes('/')) return [...pictures].find((known) => basename(known) === address);
    return undefined;
  }
}

import { BadRequestException, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { basename } from 'node:path';
import type { RequestContext } from '../common/access/request-context';
import { validateAs } from '../common/validation/validation';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CatalogueFileError, type CatalogueRow, parseCatalogueCsv, PRODUCT_COLUMNS } from './catalogue-csv';
import { CategoriesService } from './categories.service';
import { ProductFormInput } from './dto/product-form.input';
import { ProductOptionInput, ProductVariantInput } from './dto/product-variants.input';
import { MAX_IMAGES_PER_PRODUCT } from './product.constants';
import { ProductSkusService } from './product-skus.service';
import { kindsUpdate } from './product-variants.service';
import type { StoredProduct } from './product-view';
import {
  formFields,
  isDuplicateSlug,
  NO_IMAGES,
  productSlug,
  ProductsService,
  specificationsOf,
} from './products.service';
import { ProductRecord } from './schemas/product.schema';
import {
  type CheckedVariants,
  checkVariants,
  lineName,
  type OptionSpec,
  VARIANT_MESSAGES,
  type VariantSpec,
} from './variants';

/** What the import does, or would do, with one row of the file. */
export interface CatalogueImportRow {
  line: number;
  handle: string;
  name: string;
  outcome: 'create' | 'update' | 'unchanged' | 'error';
  /** Why the row cannot be imported (outcome `error`), its problems joined by `; `. */
  message?: string;
}

/** The rows of one product: its only row for a product sold as one, a row per variant for one sold in kinds. */
type Group = CatalogueRow[];

export interface CatalogueImportReport {
  dryRun: boolean;
  /** Whether the products were written: never on a dry run, nor when any row has an error. */
  imported: boolean;
  /** Products (not rows) added, updated and unchanged; rows with errors. */
  created: number;
  updated: number;
  unchanged: number;
  failed: number;
  rows: CatalogueImportRow[];
}

/**
 * A product that can be imported: as the form would store it (from its first row), its kinds (from each of its rows,
 * for a product sold in kinds), and the product it replaces, if any.
 */
interface Plan {
  rows: Group;
  input: ProductFormInput;
  images: string[];
  kinds?: CheckedVariants;
  current?: StoredProduct;
}

/** A group's problems, by row (as the rows of the group). */
type Problems = string[][];

/** The fields a product sold in kinds keeps whatever a row without options says (its variants decide them). */
const KEPT_IN_KINDS = new Set(['price', 'discountPrice', 'finalPrice', 'stockQuantity']);

/** The stored fields a file sets, to tell an unchanged product from an updated one. */
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
/**
 * A product's kinds as compared: its options, and each variant as a row of the file sets it (pictures the same as the
 * product's are none of its own: it shows them either way).
 */
const kindsOf = (product: Pick<ProductRecord, 'options' | 'variants' | 'images'>) => [
  (product.options ?? []).map(({ name, values }) => [name, values]),
  Object.entries(product.variants ?? {}).map(([id, variant]) => [
    id,
    variant.sku,
    variant.values,
    variant.price,
    variant.discountPrice ?? null,
    variant.stockQuantity,
    ownPictures(variant.images ?? [], product.images ?? []),
  ]),
];
const ownPictures = (pictures: readonly string[], productPictures: readonly string[]) =>
  pictures.join('\n') === productPictures.join('\n') ? [] : [...pictures];
const comparable = (fields: Record<string, unknown>, withKinds: boolean) =>
  JSON.stringify([
    COMPARED_FIELDS.map((key) => fields[key] ?? null),
    withKinds ? kindsOf(fields as Pick<ProductRecord, 'options' | 'variants' | 'images'>) : null,
  ]);

/** Stored specifications as a plain record (a Map when read through a document). */
const specificationsRecord = (stored: unknown): Record<string, string> =>
  stored instanceof Map ? Object.fromEntries(stored) : { ...((stored as Record<string, string> | undefined) ?? {}) };

/** A number cell as the form sent it; empty is no number (the variant's own checks then name it). */
const amount = (text: string | undefined) => (text === undefined || text.trim() === '' ? Number.NaN : Number(text));

/**
 * Catalogue import from the file the export writes (see catalogue-csv.ts), by handle: a product's rows (one, or one
 * per variant of a product sold in kinds, under the same handle) update the product with that slug, or add one (under
 * its handle, or one made from its name). Each product is checked by the product form's own rules and its category
 * must be one of the merchant's; each variant by the rules of products/variants.ts, its SKU free across the shop (an
 * existing variant is kept by its SKU, else by its values). Pictures must be pictures the shop already has (by address
 * or file name; new pictures are uploaded in the product form), and a new product needs one. A dry run answers every
 * row's outcome and writes nothing; the import writes only when no row has an error, each product in one write (whole
 * or not at all), so a file imported twice changes nothing the second time. A row without options for a product sold
 * in kinds changes its other fields and keeps its kinds.
 */
@Injectable()
export class CatalogueImportService {
  private readonly logger = new Logger('Products');

  constructor(
    @InjectModel(ProductRecord.name) private readonly products: Model<ProductRecord>,
    private readonly categories: CategoriesService,
    private readonly skus: ProductSkusService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly catalogue: ProductsService,
  ) {}

  async import(ctx: RequestContext, csv: string, dryRun: boolean): Promise<CatalogueImportReport> {
    let rows: CatalogueRow[];
    try {
      rows = parseCatalogueCsv(csv);
    } catch (error) {
      if (error instanceof CatalogueFileError) throw new BadRequestException(error.message);
      throw error;
    }
    const groups = groupsOf(rows);
    const plans = await this.plan(groups);
    const report: CatalogueImportReport = {
      dryRun,
      imported: false,
      created: 0,
      updated: 0,
      unchanged: 0,
      failed: 0,
      rows: [],
    };
    const outcomes: Array<'create' | 'update' | 'unchanged' | undefined> = [];
    for (const [index, plan] of plans.entries()) {
      const group = groups[index];
      const productName = group[0].form.name?.trim() ?? '';
      const nameOf = (row: CatalogueRow) =>
        row.options.length > 0
          ? lineName({ name: productName }, { values: row.options.map((option) => option.value) })
          : productName;
      if (Array.isArray(plan)) {
        const first = plan.findIndex((problems) => problems.length > 0);
        for (const [at, row] of group.entries()) {
          report.failed++;
          const message =
            plan[at].length > 0 ? plan[at].join('; ') : `Not imported with its product: see row ${group[first].line}`;
          report.rows.push({ line: row.line, handle: row.handle, name: nameOf(row), outcome: 'error', message });
        }
        continue;
      }
      const outcome = this.outcomeOf(plan);
      outcomes[index] = outcome;
      report[outcome === 'create' ? 'created' : outcome === 'update' ? 'updated' : 'unchanged']++;
      for (const row of group)
        report.rows.push({ line: row.line, handle: plan.current?.slug ?? row.handle, name: nameOf(row), outcome });
    }
    report.rows.sort((a, b) => a.line - b.line);
    if (dryRun || report.failed > 0) return report;
    const changed: string[] = [];
    for (const [index, plan] of plans.entries()) {
      if (Array.isArray(plan) || outcomes[index] === 'unchanged') continue;
      const handle = await this.write(plan);
      if (plan.current) changed.push(String(plan.current._id));
      const lines = new Set(plan.rows.map((row) => row.line));
      for (const row of report.rows) if (lines.has(row.line)) row.handle = handle;
    }
    report.imported = true;
    await this.catalogue.announceUpdated(changed);
    this.logger.log(
      `Catalogue imported by admin ${ctx.user?.id ?? 'unknown'}: ${report.created} added, ${report.updated} updated, ${report.unchanged} unchanged`,
    );
    return report;
  }

  /** Each product's plan, or what is wrong with each of its rows. */
  private async plan(groups: readonly Group[]): Promise<Array<Plan | Problems>> {
    const handles = groups.map((group) => group[0].handle).filter((handle) => handle !== '');
    const existing = new Map(
      (await this.products.find({ slug: { $in: handles } }).lean<StoredProduct[]>()).map((product) => [
        product.slug,
        product,
      ]),
    );
    const pictures = await this.picturesOfTheShop();
    const skuLines = new Map<string, number>();
    const plans: Array<Plan | Problems> = [];
    for (const group of groups) {
      const [first] = group;
      const problems: Problems = group.map((row) => [...row.problems]);
      const checked = await validateAs(ProductFormInput, first.form);
      if (checked.message) problems[0].push(checked.message);
      else if (checked.input) {
        const category = await this.categories.nameForProduct(checked.input.category).catch((error: Error) => {
          problems[0].push(error.message);
          return checked.input.category;
        });
        checked.input.category = category;
      }
      const images: string[] = [];
      for (const address of first.pictures) {
        const path = this.pictureOf(address, pictures);
        if (path) images.push(path);
        else
          problems[0].push(
            `The picture "${address}" is not one of the shop's pictures (new pictures are added in the product form)`,
          );
      }
      const current = first.handle ? existing.get(first.handle) : undefined;
      if (images.length > MAX_IMAGES_PER_PRODUCT) problems[0].push(`Maximum ${MAX_IMAGES_PER_PRODUCT} images allowed`);
      if (!current && first.pictures.length === 0) problems[0].push(NO_IMAGES);
      const productImages = images.length > 0 ? images : (current?.images ?? []);

      let kinds: CheckedVariants | undefined;
      if (first.options.length > 0) {
        for (const [at, row] of group.entries()) {
          if (at > 0) problems[at].push(...sameProduct(first, row));
          const sku = row.sku.toLowerCase();
          const earlier = skuLines.get(sku);
          if (sku && earlier !== undefined) problems[at].push(`The SKU "${row.sku}" is on row ${earlier} too`);
          else if (sku) skuLines.set(sku, row.line);
        }
        kinds = await this.kindsOf(group, current, productImages, pictures, problems);
      }
      if (problems.some((each) => each.length > 0) || !checked.input) plans.push(problems);
      else plans.push({ rows: group, input: checked.input, images: productImages, kinds, current });
    }
    return plans;
  }

  /**
   * The options and variants a product's rows give, checked as setting them would check them; or undefined, with
   * each row's problems added to `problems`. Rows naming other options than the first row are left to sameProduct's
   * message; the whole (no combination twice, SKUs free across the shop) is checked once every row is right.
   */
  private async kindsOf(
    group: Group,
    current: StoredProduct | undefined,
    productImages: readonly string[],
    pictures: ReadonlySet<string>,
    problems: Problems,
  ): Promise<CheckedVariants | undefined> {
    const names = (row: CatalogueRow) => row.options.map((option) => option.name.toLowerCase()).join('\u0000');
    const rows = group.map((row, at) => ({ row, at })).filter(({ row }) => names(row) === names(group[0]));
    const options: OptionSpec[] = group[0].options.map(({ name }, index) => ({
      name,
      values: [
        ...new Map(rows.map(({ row }) => [row.options[index].value.toLowerCase(), row.options[index].value])).values(),
      ],
    }));
    const kept = Object.entries(current?.variants ?? {});
    const keyOfValues = (values: readonly string[]) => values.join('\u0000').toLowerCase();
    const variants = rows.map(({ row, at }): VariantSpec & { at: number } => {
      const values = row.options.map((option) => option.value);
      const images: string[] = [];
      for (const address of row.variantPictures) {
        const path = this.pictureOf(address, pictures);
        if (path && productImages.includes(path)) images.push(path);
        else problems[at].push(`The variant picture "${address}" is not one of its product's pictures`);
      }
      // An existing variant is the same variant again by its SKU, else by its values.
      const same =
        kept.find(([, variant]) => variant.sku.toLowerCase() === row.sku.toLowerCase()) ??
        kept.find(([, variant]) => keyOfValues(variant.values) === keyOfValues(values));
      const discounted = row.form.discountPrice !== undefined;
      return {
        at,
        ...(same ? { id: same[0] } : {}),
        sku: row.sku,
        values,
        price: amount(row.form.price),
        ...(discounted ? { discountPrice: amount(row.form.discountPrice) } : {}),
        stockQuantity: amount(row.form.stockQuantity),
        images: ownPictures(images, productImages),
      };
    });
    for (const option of options) {
      const shaped = await validateAs(ProductOptionInput, { ...option });
      if (shaped.message) problems[0].push(shaped.message);
    }
    // The options first (checked with no variants, which is refused on its own): their problems are the product's.
    const optionProblems = refusals(() => checkVariants(options, [])).filter(
      (message) => message !== VARIANT_MESSAGES.noVariants,
    );
    if (optionProblems.length > 0) problems[0].push(...optionProblems);
    for (const { at, ...variant } of variants) {
      const shaped = await validateAs(ProductVariantInput, { ...variant });
      if (shaped.message) problems[at].push(shaped.message);
      else if (optionProblems.length === 0) problems[at].push(...refusals(() => checkVariants(options, [variant])));
    }
    if (problems.some((each) => each.length > 0)) return undefined;
    let checked: CheckedVariants | undefined;
    const whole = refusals(
      () =>
        (checked = checkVariants(
          options,
          variants.map(({ at: _at, ...variant }) => variant),
        )),
    );
    if (whole.length > 0 || !checked) {
      // On the row of the variant it names (a combination or SKU again), else on the product's first row.
      const named = [...variants]
        .reverse()
        .find(({ sku }) => whole[0]?.startsWith(`Variant ${sku} `) || whole[0]?.startsWith(`SKU ${sku} `));
      problems[named?.at ?? 0].push(...whole);
      return undefined;
    }
    const taken = await this.skus.usedElsewhere(
      variants.map((variant) => variant.sku),
      current?._id,
    );
    for (const [at, row] of group.entries()) {
      const holder = taken.get(row.sku.toLowerCase());
      if (holder) problems[at].push(`SKU ${row.sku} is already used by ${holder}`);
    }
    return taken.size > 0 ? undefined : checked;
  }

  /**
   * The stored fields of a plan's product, as the product form writes them. A product sold in kinds takes its prices
   * and stock from its variants: a row without options leaves them as they are (ProductVariantsService keeps them).
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
    if (!plan.kinds && !current?.options?.length) return fields;
    const { price: _price, finalPrice: _final, stockQuantity: _stock, discountPrice: _discount, ...others } = fields;
    return others;
  }

  private outcomeOf(plan: Plan): 'create' | 'update' | 'unchanged' {
    if (!plan.current) return 'create';
    const current = plan.current;
    const specifications = specificationsRecord(current.specifications);
    const fields: Record<string, unknown> = { ...this.fieldsOf(plan) };
    if (plan.kinds) {
      const { $set } = kindsUpdate(plan.kinds);
      Object.assign(fields, $set);
    }
    const compared = Object.fromEntries(
      Object.entries({ ...current, specifications }).filter(
        ([key]) => key in fields || !KEPT_IN_KINDS.has(key) || key === 'options' || key === 'variants',
      ),
    );
    const withKinds = plan.kinds !== undefined;
    return comparable(compared, withKinds) === comparable(fields, withKinds) ? 'unchanged' : 'update';
  }

  /** Writes one product, whole, through the model, its SKUs claimed first; answers its handle. */
  private async write(plan: Plan): Promise<string> {
    const fields = this.fieldsOf(plan);
    const id = (plan.current?._id as Types.ObjectId | undefined) ?? new Types.ObjectId();
    const skus = Object.values(plan.kinds?.variants ?? {}).map((variant) => variant.sku);
    const release = plan.kinds ? await this.skus.claim(id, skus) : undefined;
    try {
      const slug = await this.writeFields(plan, id, fields);
      if (plan.kinds) await this.skus.keepOnly(id, skus);
      return slug;
    } catch (error) {
      await release?.();
      throw error;
    }
  }

  private async writeFields(plan: Plan, _id: Types.ObjectId, fields: ReturnType<typeof this.fieldsOf>) {
    const kinds = plan.kinds ? kindsUpdate(plan.kinds, fields) : undefined;
    if (plan.current) {
      // A row drops a discount its product had, unless the product is sold in kinds (its variants decide it).
      const dropsDiscount = 'price' in fields && !('discountPrice' in fields);
      await this.products.updateOne(
        { _id },
        kinds ?? { $set: fields, ...(dropsDiscount ? { $unset: { discountPrice: 1 } } : {}) },
        { runValidators: true },
      );
      return plan.current.slug;
    }
    const slug = plan.rows[0].handle || productSlug(plan.input.name);
    try {
      await this.products.create({ ...(kinds?.$set ?? fields), _id, slug });
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

/**
 * The file's rows by product: rows under one handle that name options are the variants of one product; any other
 * row is a product of its own (a handle used twice otherwise is an error on the later row).
 */
function groupsOf(rows: readonly CatalogueRow[]): Group[] {
  const groups: Group[] = [];
  const byHandle = new Map<string, Group>();
  for (const row of rows) {
    const group = row.handle ? byHandle.get(row.handle) : undefined;
    if (group && group[0].options.length > 0 && row.options.length > 0) {
      group.push(row);
      continue;
    }
    const own: Group = [{ ...row, problems: [...row.problems] }];
    if (group) own[0].problems.push(`The handle "${row.handle}" is on an earlier row too`);
    else if (row.handle) byHandle.set(row.handle, own);
    if (!row.handle && row.options.length > 0)
      own[0].problems.push('Each row of a product sold in kinds needs its handle, the same on each of its rows');
    groups.push(own);
  }
  return groups;
}

/** How a later row of a product differs from its first: product cells it changes, option names it renames. */
function sameProduct(first: CatalogueRow, row: CatalogueRow): string[] {
  const problems: string[] = [];
  for (const column of PRODUCT_COLUMNS) {
    const cell = row.productCells[column];
    if (cell !== '' && cell !== first.productCells[column])
      problems.push(`Its ${column} differs from row ${first.line}, the first row of this product`);
  }
  const names = (each: CatalogueRow) => each.options.map((option) => option.name.toLowerCase()).join('\u0000');
  if (names(row) !== names(first))
    problems.push(
      `Its options must be the ones of row ${first.line}: ${first.options.map((option) => option.name).join(', ')}`,
    );
  return problems;
}

/** The message of a 400 `check` throws, as a list (empty when it passes). */
function refusals(check: () => unknown): string[] {
  try {
    check();
    return [];
  } catch (error) {
    if (error instanceof BadRequestException) return [error.message];
    throw error;
  }
}

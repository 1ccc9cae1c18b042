import {
  BadRequestException,
  ConflictException,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AnyBulkWriteOperation, isValidObjectId, Model } from 'mongoose';
import type { RequestContext } from '../common/access/request-context';
import { hasControlCharacters } from '../common/validation/validation';
import { cardImageUrl } from '../images/image-urls';
import { ImageUpload, ProductImagesService } from '../images/product-images.service';
import { CatalogueCache } from './catalogue-cache';
import { AdminCategory, Category, CategoryMove } from './models/category.model';
import { PRODUCT_CATEGORIES } from './product.constants';
import { CategoryRecord } from './schemas/category.schema';
import { ProductRecord } from './schemas/product.schema';

export const CATEGORY_NAME_MAX = 40;
const NOT_FOUND = 'Category not found';
const DUPLICATE_KEY = 11000;

type StoredCategory = CategoryRecord & { _id: unknown };

const keyOf = (name: string) => name.toLowerCase();

function toCategory(record: StoredCategory): Category {
  const picture = record.picture ?? null;
  return {
    id: String(record._id),
    name: record.name,
    position: record.position,
    hidden: record.hidden ?? false,
    picture,
    cardPicture: picture && cardImageUrl(picture),
    formerNames: record.formerNames ?? [],
  };
}

/** A category name as typed, trimmed; 400 with a short message when it breaks a rule. */
export function checkedCategoryName(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new BadRequestException('Please enter a category name');
  const name = value.trim();
  if (name.length > CATEGORY_NAME_MAX)
    throw new BadRequestException(`Category name must not exceed ${CATEGORY_NAME_MAX} characters`);
  if (hasControlCharacters(name)) throw new BadRequestException('Category name must not contain control characters');
  if (name.includes('/')) throw new BadRequestException('Category name must not contain "/"');
  return name;
}

const duplicateMessage = (name: string) => `A category named "${name}" already exists`;
const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === DUPLICATE_KEY;

/**
 * The merchant's categories (the `categories` collection): their names, order, visibility and pictures. At start,
 * an empty collection is given the specification's twelve, in order. Every write empties the catalogue cache, as
 * product writes do, so the menu, cards, filters, sitemap and rendered pages follow at once. Renaming moves the
 * category's products to the new name; a category with products is not deleted.
 */
@Injectable()
export class CategoriesService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Categories');
  private seeded?: Promise<void>;

  constructor(
    @InjectModel(CategoryRecord.name) private readonly categories: Model<CategoryRecord>,
    @InjectModel(ProductRecord.name) private readonly products: Model<ProductRecord>,
    private readonly images: ProductImagesService,
    private readonly cache: CatalogueCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.ensureSeeded();
    } catch (error) {
      this.logger.error(`Categories not checked at start: ${(error as Error).message}`);
    }
  }

  /**
   * Gives an empty collection the specification's categories, in order. Upserts keyed by name with $setOnInsert:
   * two processes starting at once insert each category once.
   */
  ensureSeeded(): Promise<void> {
    this.seeded ??= this.seed().catch((error: unknown) => {
      this.seeded = undefined;
      throw error;
    });
    return this.seeded;
  }

  private async seed(): Promise<void> {
    await this.categories.init();
    if (await this.categories.exists({})) return;
    const operations: AnyBulkWriteOperation<CategoryRecord>[] = PRODUCT_CATEGORIES.map((name, position) => ({
      updateOne: {
        filter: { key: keyOf(name) },
        update: { $setOnInsert: { name, key: keyOf(name), position, hidden: false, formerNames: [] } },
        upsert: true,
      },
    }));
    try {
      const { upsertedCount } = await this.categories.bulkWrite(operations, { ordered: false });
      if (upsertedCount > 0) this.logger.log(`${upsertedCount} categories of the specification added`);
    } catch (error) {
      // Another process inserting the same names at the same moment: theirs stand.
      if (!isDuplicateKey(error)) throw error;
    }
    this.cache.clear();
  }

  /** Every category, in the merchant's order (cached with the catalogue). */
  all(): Promise<Category[]> {
    return this.cache.remember('category list', async () => {
      await this.ensureSeeded();
      const records = await this.categories.find().sort({ position: 1, _id: 1 }).lean<StoredCategory[]>();
      return records.map(toCategory);
    });
  }

  /** The categories the shop shows, in the merchant's order. */
  async visible(): Promise<Category[]> {
    return (await this.all()).filter((category) => !category.hidden);
  }

  /** Admin: every category in order, with how many products each has. */
  async adminList(): Promise<AdminCategory[]> {
    const [categories, counts] = await Promise.all([this.all(), this.productCounts()]);
    return categories.map((category) => ({ ...category, productCount: counts.get(category.name) ?? 0 }));
  }

  /**
   * The category a product may be put in, by name (any case): its current name. 400 listing the categories when
   * there is none by that name; a hidden category may be chosen.
   */
  async nameForProduct(name: string): Promise<string> {
    const categories = await this.all();
    const found = categories.find((category) => keyOf(category.name) === keyOf(name));
    if (!found)
      throw new BadRequestException(
        `Category must be one of: ${categories.map((category) => category.name).join(', ')}`,
      );
    return found.name;
  }

  /**
   * What `/category/<name>` shows: the visible category of that name, the current name of a category it was once
   * called (the page moves there), or nothing.
   */
  async pageOf(name: string): Promise<{ name: string; moved: boolean } | undefined> {
    const visible = await this.visible();
    if (visible.some((category) => category.name === name)) return { name, moved: false };
    const renamed = visible.find((category) => category.formerNames.some((former) => keyOf(former) === keyOf(name)));
    if (renamed) return { name: renamed.name, moved: true };
    const otherCase = visible.find((category) => keyOf(category.name) === keyOf(name));
    return otherCase ? { name: otherCase.name, moved: true } : undefined;
  }

  async add(ctx: RequestContext, nameInput: unknown): Promise<AdminCategory> {
    const name = checkedCategoryName(nameInput);
    await this.ensureSeeded();
    const last = await this.categories.findOne().sort({ position: -1 }).select({ position: 1 }).lean();
    try {
      const created = await this.categories.create({
        name,
        key: keyOf(name),
        position: (last?.position ?? -1) + 1,
        hidden: false,
        formerNames: [],
      });
      this.logger.log(`Category "${name}" added by admin ${ctx.user?.id ?? 'unknown'}`);
      return await this.adminOne(String(created._id));
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(duplicateMessage(name));
      throw error;
    } finally {
      this.cache.clear();
    }
  }

  /**
   * Renames a category and moves its products to the new name; the old name is kept in formerNames so that old
   * links still find the category.
   */
  async rename(ctx: RequestContext, id: string, nameInput: unknown): Promise<AdminCategory> {
    const name = checkedCategoryName(nameInput);
    const record = await this.find(id);
    if (record.name === name) return this.adminOne(id);
    const formerNames = [...record.formerNames, record.name].filter(
      (former, index, all) =>
        keyOf(former) !== keyOf(name) && all.findIndex((other) => keyOf(other) === keyOf(former)) === index,
    );
    try {
      const { matchedCount } = await this.categories.updateOne(
        { _id: id, name: record.name },
        { $set: { name, key: keyOf(name), formerNames } },
        { runValidators: true },
      );
      if (matchedCount !== 1) throw new ConflictException('The category was changed meanwhile. Please try again.');
      await this.products.updateMany({ category: record.name }, { $set: { category: name } });
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(duplicateMessage(name));
      throw error;
    } finally {
      this.cache.clear();
    }
    this.logger.log(`Category "${record.name}" renamed "${name}" by admin ${ctx.user?.id ?? 'unknown'}`);
    return this.adminOne(id);
  }

  async setHidden(ctx: RequestContext, id: string, hidden: boolean): Promise<AdminCategory> {
    await this.find(id);
    await this.categories.updateOne({ _id: id }, { $set: { hidden } });
    this.cache.clear();
    this.logger.log(`Category ${id} ${hidden ? 'hidden' : 'shown'} by admin ${ctx.user?.id ?? 'unknown'}`);
    return this.adminOne(id);
  }

  /** Moves a category one place up or down the order; at either end it stays. Answers the whole list. */
  async move(ctx: RequestContext, id: string, direction: CategoryMove): Promise<AdminCategory[]> {
    await this.find(id);
    const ids = (await this.inOrder()).map((category) => category.id);
    const index = ids.indexOf(id);
    const other = direction === CategoryMove.UP ? index - 1 : index + 1;
    if (other >= 0 && other < ids.length) [ids[index], ids[other]] = [ids[other], ids[index]];
    return this.setOrder(ctx, ids);
  }

  /** Puts the categories in this order: every category's id, each once. Answers the whole list. */
  async setOrder(ctx: RequestContext, ids: readonly string[]): Promise<AdminCategory[]> {
    const current = await this.inOrder();
    const known = new Set(current.map((category) => category.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw new BadRequestException('Please send the ids of every category in the new order, each once');
    await this.categories.bulkWrite(
      ids.map((id, position) => ({ updateOne: { filter: { _id: id }, update: { $set: { position } } } })),
    );
    this.cache.clear();
    this.logger.log(`Categories reordered by admin ${ctx.user?.id ?? 'unknown'}`);
    return this.adminList();
  }

  /** Gives a category its own picture (one upload, checked and resized as product pictures are). */
  async setPicture(ctx: RequestContext, id: string, uploads: readonly ImageUpload[]): Promise<AdminCategory> {
    if (uploads.length !== 1) throw new BadRequestException('Please send one picture');
    const record = await this.find(id);
    const [picture] = await this.images.save(await this.images.prepare(uploads));
    try {
      await this.categories.updateOne({ _id: id }, { $set: { picture } });
    } catch (error) {
      await this.images.remove([picture]);
      throw error;
    } finally {
      this.cache.clear();
    }
    if (record.picture) await this.images.remove([record.picture]);
    this.logger.log(`Category ${id} given a picture by admin ${ctx.user?.id ?? 'unknown'}`);
    return this.adminOne(id);
  }

  async removePicture(ctx: RequestContext, id: string): Promise<AdminCategory> {
    const record = await this.find(id);
    if (record.picture) {
      await this.categories.updateOne({ _id: id }, { $unset: { picture: 1 } });
      this.cache.clear();
      await this.images.remove([record.picture]);
      this.logger.log(`Category ${id} picture removed by admin ${ctx.user?.id ?? 'unknown'}`);
    }
    return this.adminOne(id);
  }

  /** Deletes a category that has no products; one that has some is refused, with how many must move first. */
  async remove(ctx: RequestContext, id: string): Promise<void> {
    const record = await this.find(id);
    const count = await this.products.countDocuments({ category: record.name });
    if (count > 0)
      throw new ConflictException(
        `"${record.name}" has ${count} product${count === 1 ? '' : 's'}: move ${count === 1 ? 'it' : 'them'} to another category first`,
      );
    await this.categories.deleteOne({ _id: id, name: record.name });
    this.cache.clear();
    if (record.picture) await this.images.remove([record.picture]);
    this.logger.log(`Category "${record.name}" deleted by admin ${ctx.user?.id ?? 'unknown'}`);
  }

  private async inOrder(): Promise<Category[]> {
    const records = await this.categories.find().sort({ position: 1, _id: 1 }).lean<StoredCategory[]>();
    return records.map(toCategory);
  }

  private async find(id: string): Promise<StoredCategory> {
    if (!isValidObjectId(id)) throw new NotFoundException(NOT_FOUND);
    const record = await this.categories.findById(id).lean<StoredCategory>();
    if (!record) throw new NotFoundException(NOT_FOUND);
    return record;
  }

  /** Admin: a category as it is now (read from the database), with its product count. */
  async adminOne(id: string): Promise<AdminCategory> {
    const record = await this.find(id);
    const productCount = await this.products.countDocuments({ category: record.name });
    return { ...toCategory(record), productCount };
  }

  private async productCounts(): Promise<Map<string, number>> {
    const groups = await this.products.aggregate<{ _id: string; count: number }>([
      { $group: { _id: '$category', count: { $sum: 1 } } },
    ]);
    return new Map(groups.map((group) => [group._id, group.count]));
  }
}

import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ProductRecord } from './schemas/product.schema';
import { ProductSkuRecord } from './schemas/product-sku.schema';
import { VARIANT_MESSAGES } from './variants';

const DUPLICATE_KEY = 11000;
const keyOf = (sku: string) => sku.toLowerCase();

/**
 * SKUs unique across the shop. A product's write claims its SKUs first (an insert per SKU: the database refuses a
 * second owner), then writes the product, then lets go of the SKUs it no longer uses. A claim left by a write that
 * never finished (a crash between the steps) names a product that does not use the SKU: the next product to ask for
 * it takes it over.
 */
@Injectable()
export class ProductSkusService {
  constructor(
    @InjectModel(ProductSkuRecord.name) private readonly skus: Model<ProductSkuRecord>,
    @InjectModel(ProductRecord.name) private readonly products: Model<ProductRecord>,
  ) {}

  /**
   * Claims `skus` for `product`; refuses (400, naming the product that has it) a SKU another product uses, having
   * let go of what this call claimed. Answers the release of what this call claimed, for a write that then fails.
   */
  async claim(product: Types.ObjectId, skus: readonly string[]): Promise<() => Promise<void>> {
    const claimed: string[] = [];
    const release = async () => {
      if (claimed.length > 0) await this.skus.deleteMany({ _id: { $in: claimed }, product });
    };
    try {
      for (const sku of skus) if (await this.claimOne(product, sku)) claimed.push(keyOf(sku));
    } catch (error) {
      await release();
      throw error;
    }
    return release;
  }

  /**
   * Of `skus`, those another product than `product` uses, each with that product's name (by the SKU in lower case):
   * what a claim would refuse, asked before anything is written.
   */
  async usedElsewhere(skus: readonly string[], product?: unknown): Promise<Map<string, string>> {
    const claims = await this.skus.find({ _id: { $in: skus.map(keyOf) } }).lean();
    const others = claims.filter((claim) => String(claim.product) !== String(product));
    if (others.length === 0) return new Map();
    const holders = await this.products
      .find({ _id: { $in: others.map((claim) => claim.product) } }, { name: 1, variants: 1 })
      .lean();
    const used = new Map<string, string>();
    for (const holder of holders)
      for (const variant of Object.values(holder.variants ?? {}))
        if (others.some((claim) => claim._id === keyOf(variant.sku))) used.set(keyOf(variant.sku), holder.name);
    return used;
  }

  /** Lets go of the SKUs of `product` other than `kept` (all of them without `kept`). */
  async keepOnly(product: Types.ObjectId, kept: readonly string[] = []): Promise<void> {
    await this.skus.deleteMany({ product, _id: { $nin: kept.map(keyOf) } });
  }

  /** Claims one SKU; true when this call made the claim, false when the product had it already. */
  private async claimOne(product: Types.ObjectId, sku: string): Promise<boolean> {
    const _id = keyOf(sku);
    for (let attempt = 1; attempt <= 3; attempt++) {
      try {
        await this.skus.create({ _id, sku, product });
        return true;
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
      }
      const owner = await this.skus.findById(_id).lean();
      if (!owner) continue;
      if (String(owner.product) === String(product)) {
        if (owner.sku !== sku) await this.skus.updateOne({ _id, product }, { $set: { sku } });
        return false;
      }
      const holder = await this.products.findById(owner.product, { name: 1, variants: 1 }).lean();
      const used = Object.values(holder?.variants ?? {}).some((variant) => keyOf(variant.sku) === _id);
      if (holder && used) throw new BadRequestException(VARIANT_MESSAGES.skuTaken(sku, holder.name));
      // A claim its product does not use: taken over, unless another write took it first (then look again).
      const taken = await this.skus.updateOne({ _id, product: owner.product }, { $set: { sku, product } });
      if (taken.modifiedCount === 1) return true;
    }
    throw new BadRequestException(VARIANT_MESSAGES.skuTaken(sku, 'another product'));
  }
}

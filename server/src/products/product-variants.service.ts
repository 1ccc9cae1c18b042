import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, UpdateQuery } from 'mongoose';
import type { RequestContext } from '../common/access/request-context';
import { ProductVariantsInput } from './dto/product-variants.input';
import { Product } from './models/product.model';
import { ProductSkusService } from './product-skus.service';
import { ProductsService } from './products.service';
import { ProductRecord } from './schemas/product.schema';
import { type CheckedVariants, checkVariants } from './variants';

const NOT_FOUND = 'Product not found';
export const VARIANT_PICTURES = 'A variant’s pictures must be pictures of its product';

/**
 * The update that makes a product one sold in `checked` kinds: its options and variants, and its own prices and stock
 * as they decide them (variants.ts rollUp), a discount it no longer has dropped.
 */
export function kindsUpdate(checked: CheckedVariants, others: Record<string, unknown> = {}) {
  const { discountPrice, ...rollUp } = checked.rollUp;
  return {
    $set: {
      ...others,
      options: checked.options,
      variants: checked.variants,
      ...rollUp,
      ...(discountPrice !== undefined ? { discountPrice } : {}),
    },
    ...(discountPrice === undefined ? { $unset: { discountPrice: 1 as const } } : {}),
  } satisfies UpdateQuery<ProductRecord>;
}

/**
 * A product's options and variants, set as a whole (products/variants.ts says what they must be). The product's own
 * prices and stock follow them in the same write; SKUs are claimed across the shop first (ProductSkusService).
 */
@Injectable()
export class ProductVariantsService {
  private readonly logger = new Logger('ProductVariants');

  constructor(
    @InjectModel(ProductRecord.name) private readonly products: Model<ProductRecord>,
    private readonly skus: ProductSkusService,
    private readonly catalogue: ProductsService,
  ) {}

  /**
   * Replaces the options and variants of product `id`. No options makes it a product sold as one again, its prices
   * and stock as its variants left them. Each variant's stock is what is on the shelf, as the product form's is.
   */
  async set(ctx: RequestContext, id: string, input: ProductVariantsInput): Promise<Product> {
    if (!isValidObjectId(id)) throw new NotFoundException(NOT_FOUND);
    const current = await this.products.findById(id, { images: 1 }).lean();
    if (!current) throw new NotFoundException(NOT_FOUND);
    const checked = checkVariants(input.options, input.variants);
    const pictures = new Set(current.images ?? []);
    const variants = Object.values(checked.variants);
    if (variants.some((variant) => variant.images.some((image) => !pictures.has(image))))
      throw new BadRequestException(VARIANT_PICTURES);

    const skus = variants.map((variant) => variant.sku);
    const release = await this.skus.claim(current._id, skus);
    try {
      const update: UpdateQuery<ProductRecord> =
        checked.options.length === 0 ? { $unset: { options: 1, variants: 1 } } : kindsUpdate(checked);
      const { matchedCount } = await this.products.updateOne({ _id: current._id }, update);
      if (matchedCount === 0) throw new NotFoundException(NOT_FOUND);
    } catch (error) {
      await release();
      throw error;
    }
    await this.skus.keepOnly(current._id, skus);
    this.logger.log(`Product ${id}: ${variants.length} variants set by admin ${ctx.user?.id ?? 'unknown'}`);
    await this.catalogue.announceUpdated([id]);
    return this.catalogue.findByIdOrSlug(id);
  }
}

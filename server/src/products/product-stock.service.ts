import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AnyBulkWriteOperation, Model, Types } from 'mongoose';
import { ProductRecord, StockHoldRecord } from './schemas/product.schema';

/** A hold on one product (one variant of it, for a product sold in kinds), as the stock moves of orders find them. */
export interface FoundHold {
  product: Types.ObjectId;
  move: string;
  hold: StockHoldRecord;
}

/** The end of one hold: `unitsBack` units go back into stock with it (0 leaves stock as it is). */
export interface HoldEnding {
  product: Types.ObjectId;
  move: string;
  unitsBack: number;
  variant?: string;
}

/**
 * A hold's place on its product: `holds.<move>`, or `holds.<move>-<variant>` for a variant's units (one move may
 * take units of several variants of one product). Move ids and variant ids are ObjectId hex: no hyphen in either.
 */
const holdKey = (move: string, variant?: string) => (variant ? `${move}-${variant}` : move);
const holdPath = (move: string, variant?: string) => `holds.${holdKey(move, variant)}`;
const moveOf = (key: string) => key.split('-')[0];
const variantStock = (variant: string) => `variants.${variant}.stockQuantity`;

/**
 * Units moved by `by`: the product's stock, and for a product sold in kinds its variant's too, in the same update
 * (the product's stock is the sum of its variants').
 */
export const unitsMoved = (by: number, variant?: string) =>
  variant ? { stockQuantity: by, [variantStock(variant)]: by } : { stockQuantity: by };

/** The condition that `quantity` units remain: of the variant, for a product sold in kinds; else of the product. */
export const unitsLeft = (quantity: number, variant?: string) =>
  variant ? { [variantStock(variant)]: { $gte: quantity } } : { stockQuantity: { $gte: quantity } };

/**
 * Stock and its holds on the products, written through the Product model (so the catalogue cache and the keyword
 * index hear of every write by the model's hooks). The bookkeeping of a hold (a move's units held on a product,
 * keyed by the move's id, with `holdCount` in step) is here; what a move is and when it ends is the orders'
 * (StockHoldsService). Every ending is conditional on the hold still being there, so ending it twice moves nothing.
 */
@Injectable()
export class ProductStockService {
  constructor(@InjectModel(ProductRecord.name) private readonly products: Model<ProductRecord>) {}

  /** The collection's name, for the journal of durable writes. */
  get collectionName(): string {
    return this.products.collection.collectionName;
  }

  /**
   * Takes `hold.quantity` units of a product (of its variant `hold.variant`) and records the hold in the same update,
   * only while enough remain.
   */
  async takeHeld(product: Types.ObjectId, move: string, hold: StockHoldRecord): Promise<boolean> {
    const path = holdPath(move, hold.variant);
    const enough = unitsLeft(hold.quantity, hold.variant);
    const result = await this.products.updateOne(
      { _id: product, ...enough, [path]: { $exists: false } },
      { $inc: { ...unitsMoved(-hold.quantity, hold.variant), holdCount: 1 }, $set: { [path]: hold } },
    );
    return result.modifiedCount === 1;
  }

  /** Records holds without touching stock (units about to go back); products deleted meanwhile get none. */
  async hold(holds: ReadonlyArray<{ product: Types.ObjectId; move: string; hold: StockHoldRecord }>): Promise<void> {
    await this.products.bulkWrite(
      holds.map(({ product, move, hold }) => ({
        updateOne: {
          filter: { _id: product, [holdPath(move, hold.variant)]: { $exists: false } },
          update: { $set: { [holdPath(move, hold.variant)]: hold }, $inc: { holdCount: 1 } },
          timestamps: false,
        },
      })),
      { ordered: false },
    );
  }

  /**
   * Ends holds, each putting its `unitsBack` into stock; answers how many it ended. A variant's units go back to it
   * while it exists; the hold of a variant the merchant has removed meanwhile ends with its units going nowhere.
   */
  async endHolds(endings: readonly HoldEnding[]): Promise<number> {
    if (endings.length === 0) return 0;
    const writes = endings.flatMap(({ product, move, unitsBack, variant }): AnyBulkWriteOperation<ProductRecord>[] => {
      const path = holdPath(move, variant);
      const ended = { $unset: { [path]: '' } };
      if (unitsBack <= 0 || !variant)
        return [
          {
            updateOne: {
              filter: { _id: product, [path]: { $exists: true } },
              update: {
                ...ended,
                $inc: unitsBack > 0 ? { ...unitsMoved(unitsBack), holdCount: -1 } : { holdCount: -1 },
              },
              timestamps: unitsBack > 0,
            },
          },
        ];
      // Of the two, only one finds its product: the variant is there, or it is not.
      return [
        {
          updateOne: {
            filter: { _id: product, [path]: { $exists: true }, [`variants.${variant}`]: { $exists: true } },
            update: { ...ended, $inc: { ...unitsMoved(unitsBack, variant), holdCount: -1 } },
          },
        },
        {
          updateOne: {
            filter: { _id: product, [path]: { $exists: true }, [`variants.${variant}`]: { $exists: false } },
            update: { ...ended, $inc: { holdCount: -1 } },
            timestamps: false,
          },
        },
      ];
    });
    return (await this.products.bulkWrite(writes, { ordered: true })).modifiedCount;
  }

  /**
   * Ends one move's holds on these products, stock as it is (a `take` settled); answers how many it ended. For moves
   * of products sold as one (a variant's hold has a key of its own: endHolds).
   */
  async endHoldsOfMove(move: string, products: readonly Types.ObjectId[]): Promise<number> {
    const path = holdPath(move);
    const result = await this.products.updateMany(
      { _id: { $in: products }, [path]: { $exists: true } },
      { $unset: { [path]: '' }, $inc: { holdCount: -1 } },
      { timestamps: false },
    );
    return result.modifiedCount;
  }

  /** Every hold on the products that have any (of these products only, when given). */
  async holds(products?: readonly Types.ObjectId[]): Promise<FoundHold[]> {
    const found = await this.products
      .find({ ...(products ? { _id: { $in: products } } : {}), holdCount: { $gt: 0 } })
      .select({ holds: 1 })
      .lean<Array<{ _id: Types.ObjectId; holds?: Record<string, StockHoldRecord> }>>();
    return found.flatMap((product) =>
      Object.entries(product.holds ?? {}).map(([key, hold]) => ({ product: product._id, move: moveOf(key), hold })),
    );
  }

  /**
   * Moves a product's stock (and its variant's) by `by` units, no hold involved (a move whose holds went with a
   * restarted engine).
   */
  async moveUnits(product: Types.ObjectId, by: number, variant?: string): Promise<void> {
    const exists = variant ? { [`variants.${variant}`]: { $exists: true } } : {};
    await this.products.updateOne({ _id: product, ...exists }, { $inc: unitsMoved(by, variant) });
  }

  /** How many of these products still exist. */
  countExisting(products: readonly Types.ObjectId[]): Promise<number> {
    return this.products.countDocuments({ _id: { $in: products } });
  }
}

import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { AnyBulkWriteOperation, Model, Types } from 'mongoose';
import { ProductRecord, StockHoldRecord } from './schemas/product.schema';

/** A hold on one product, as the stock moves of orders find them. */
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
}

const holdPath = (move: string) => `holds.${move}`;

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

  /** Takes `hold.quantity` units of a product and records the hold in the same update, only while enough remain. */
  async takeHeld(product: Types.ObjectId, move: string, hold: StockHoldRecord): Promise<boolean> {
    const path = holdPath(move);
    const result = await this.products.updateOne(
      { _id: product, stockQuantity: { $gte: hold.quantity }, [path]: { $exists: false } },
      { $inc: { stockQuantity: -hold.quantity, holdCount: 1 }, $set: { [path]: hold } },
    );
    return result.modifiedCount === 1;
  }

  /** Records holds without touching stock (units about to go back); products deleted meanwhile get none. */
  async hold(holds: ReadonlyArray<{ product: Types.ObjectId; move: string; hold: StockHoldRecord }>): Promise<void> {
    await this.products.bulkWrite(
      holds.map(({ product, move, hold }) => ({
        updateOne: {
          filter: { _id: product, [holdPath(move)]: { $exists: false } },
          update: { $set: { [holdPath(move)]: hold }, $inc: { holdCount: 1 } },
          timestamps: false,
        },
      })),
      { ordered: false },
    );
  }

  /** Ends holds, each putting its `unitsBack` into stock; answers how many it ended. */
  async endHolds(endings: readonly HoldEnding[]): Promise<number> {
    if (endings.length === 0) return 0;
    const writes: AnyBulkWriteOperation<ProductRecord>[] = endings.map(({ product, move, unitsBack }) => ({
      updateOne: {
        filter: { _id: product, [holdPath(move)]: { $exists: true } },
        update: {
          $unset: { [holdPath(move)]: '' },
          $inc: unitsBack > 0 ? { stockQuantity: unitsBack, holdCount: -1 } : { holdCount: -1 },
        },
        timestamps: unitsBack > 0,
      },
    }));
    return (await this.products.bulkWrite(writes, { ordered: false })).modifiedCount;
  }

  /** Ends one move's holds on these products, stock as it is (a `take` settled); answers how many it ended. */
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
      Object.entries(product.holds ?? {}).map(([move, hold]) => ({ product: product._id, move, hold })),
    );
  }

  /** Moves a product's stock by `by` units, no hold involved (a move whose holds went with a restarted engine). */
  async moveUnits(product: Types.ObjectId, by: number): Promise<void> {
    await this.products.updateOne({ _id: product }, { $inc: { stockQuantity: by } });
  }

  /** How many of these products still exist. */
  countExisting(products: readonly Types.ObjectId[]): Promise<number> {
    return this.products.countDocuments({ _id: { $in: products } });
  }
}

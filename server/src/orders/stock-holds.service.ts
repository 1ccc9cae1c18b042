import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnModuleDestroy,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DurableUnit, DurableWrites } from '../database/durable-writes';
import { FoundHold, HoldEnding, ProductStockService } from '../products/product-stock.service';
import { ProductsService } from '../products/products.service';
import type { StockHoldRecord } from '../products/schemas/product.schema';
import { OrderRecord } from './schemas/order.schema';
import { SchedulerRegistry } from '@nestjs/schedule';
import { LeasesService } from '../database/leases.service';
import { ScheduledJob } from '../common/schedule/scheduled-job';

/** How old a hold must be before the sweep takes its move for dead (its process crashed or stalled). */
export const HOLD_GRACE_MS = 2 * 60_000;
/** A move later than this after its first hold is refused before its order write: far inside the grace. */
export const MOVE_DEADLINE_MS = 30_000;
/** How often the recovery sweep runs; it also runs once when the application starts. */
export const HOLD_SWEEP_INTERVAL_MS = 60_000;

export type HoldKind = StockHoldRecord['kind'];
/** Units of one line: of a product, or of one variant of a product sold in kinds. */
export type StockLine = { product: Types.ObjectId; quantity: number; name: string; variant?: string };

/** The units of an order's lines going out of stock (`take`) or back into it (`return`) with one order write. */
export interface StockMove {
  /** A fresh ObjectId string: the key of the move's holds, and what the order lists once its write has happened. */
  readonly id: string;
  readonly order: Types.ObjectId;
  readonly kind: HoldKind;
  readonly lines: readonly StockLine[];
  /** Date.now() before the first hold. */
  readonly startedAt: number;
  /** The durable unit the move runs in (see run). */
  readonly unit?: DurableUnit;
}

export interface SweepResult {
  /** Holds whose order write had happened: ended, units left with the order. */
  settled: number;
  /** Holds whose order write never happened: ended, units back where they were before the move. */
  abandoned: number;
}

/** An order as a move's write answers it: the whole record, journaled as it is. */
type StoredOrderRecord = OrderRecord & { _id: Types.ObjectId };
type Outcome = 'settle' | 'abandon';

/**
 * How one hold ends. A `take` settled or a `return` abandoned leaves stock as it is; the other two put the
 * hold's units into stock.
 */
function ending(
  move: string,
  kind: HoldKind,
  line: { product: Types.ObjectId; quantity: number; variant?: string },
  outcome: Outcome,
): HoldEnding {
  const unitsBack = (kind === 'take') === (outcome === 'abandon');
  return { product: line.product, move, unitsBack: unitsBack ? line.quantity : 0, variant: line.variant };
}

/**
 * Stock that survives a crash at any point, on a standalone MongoDB (no transactions) and on the embedded
 * engine.
 *
 * Every change of an order that moves stock (placing it, cancelling it, reopening it, deleting it
 * unshipped) is a stock move with its own id, in three steps:
 *   1. hold: on each line's product, one atomic update records `holds.<move>` ({ order, kind, quantity, at })
 *      and bumps `holdCount`; a `take` also takes the units in that same update, and only while enough
 *      remain (so nothing is oversold); a `return` holds without touching stock yet;
 *   2. the order write (insert, or update conditional on the revision read), which adds the move's id to
 *      the order's `stockMoves` in the same write that sets `stockTaken`;
 *   3. settle: each hold is removed; a `return` puts its units back in that update, a `take` leaves them
 *      with the order. When the order write did not happen, the holds are abandoned instead: a `take`
 *      gives its units back, a `return` is dropped.
 * A process that dies between the steps leaves holds behind; `sweep` (at start and every minute) ends
 * the ones older than HOLD_GRACE_MS by the evidence: the move happened exactly when its order lists it.
 * Each ending is conditional on the hold still existing, so ending twice (mover and sweep, two sweeping
 * instances) moves units once.
 *
 * Why the order's own list and not "does the order exist" (the first design): after a cancellation or
 * reopening the order exists whether or not that move's write happened, and two movers racing from the
 * same revision (say a cancellation and a status change that moves no stock) must not be confused; the
 * list is written atomically with the stock flag, so it is exact. Deleting an order destroys that
 * evidence, so a deletion first gives the units back as a move of its own (stockTaken false), settles
 * every hold of the order whose move happened (see endHoldsOf), and only then deletes, conditional on
 * the revision it settled at: holds of a missing order are therefore of moves that never happened.
 *
 * The one assumption: a move's order write lands within HOLD_GRACE_MS of its first hold, or never. Movers
 * refuse to write after MOVE_DEADLINE_MS (30 s of the 120), so it only fails when a single database write
 * stalls for over a minute and a half, or when instances' clocks disagree by as much; a `take` that then
 * finds its holds already given up logs an error naming the order.
 *
 * An admin edit sets `stockQuantity` to what is on the shelf; holds still end on top of it, as a
 * cancellation after an edit always did.
 *
 * A crash of the whole database (the embedded engine, or the shop with it): each move is one durable unit
 * (DurableWrites). Right after its order write it journals the order as written and each line's units
 * (`take` minus, `return` plus), synced before the move answers; a copy on disk holds a move whole or not at
 * all, and loading one replays the journal after it. An order answered is never lost, and stock is moved once.
 * When the engine was restarted between the holds and the order write (the write went to the new engine, the
 * holds died with the old one), settling moves each line's units that find no hold (settleAfterRestart).
 */
@Injectable()
export class StockHoldsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('StockHolds');
  private readonly sweeps = new ScheduledJob('Stock hold sweep', () => this.sweep(), this.logger);
  /**
   * The first sweep on the embedded store, which one process serves: every hold found when it starts is a dead
   * process's (a crash, or a copy of the data made while a move was under way), so each ends at once, young or old.
   */
  private readonly sweepAtStart = new ScheduledJob('Stock hold sweep', () => this.sweep(new Date(), 0), this.logger);

  constructor(
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly stock: ProductStockService,
    private readonly products: ProductsService,
    private readonly durable: DurableWrites,
    private readonly scheduler: SchedulerRegistry,
    private readonly leases: LeasesService,
  ) {}

  // ---- moving ----

  /**
   * One stock move, whole: holds the lines' units for `order` (`take`: out of stock, refused when short;
   * `return`: held to go back), runs `write` (the order write, which must list the move's id), then settles
   * the holds. When `write` answers null (it did not happen: say, the revision it was conditional on was
   * gone) the holds are abandoned and null is answered; when it throws (it may or may not have happened)
   * they are resolved by the order's own list, and the error goes on. Callers only say what they want.
   * `write` answers the order as written, whole (fields a query leaves out included): it is journaled.
   */
  async run<T extends StoredOrderRecord>(
    order: Types.ObjectId,
    kind: HoldKind,
    lines: readonly StockLine[],
    write: (move: StockMove) => Promise<T | null>,
  ): Promise<T | null> {
    return this.durable.run(async (unit) => {
      const move = this.move(order, kind, lines, unit);
      if (kind === 'take') await this.take(move);
      else await this.holdReturn(move);
      let written: T | null;
      try {
        this.assertInTime(move);
        written = await write(move);
      } catch (error) {
        await this.resolve(move);
        throw error;
      }
      if (written === null || written === undefined) {
        await this.abandon(move);
        return null;
      }
      // The move happened: journaled before anything else, with the units it moves.
      const restarted = unit.engineRestarted;
      unit.record({
        put: [{ collection: this.orders.collection.collectionName, document: written }],
        inc: move.lines.flatMap((line) =>
          ['stockQuantity', ...(line.variant ? [`variants.${line.variant}.stockQuantity`] : [])].map((field) => ({
            collection: this.stock.collectionName,
            id: line.product,
            field,
            by: kind === 'take' ? -line.quantity : line.quantity,
          })),
        ),
      });
      await this.settle(move, restarted);
      return written;
    });
  }

  move(order: Types.ObjectId, kind: HoldKind, lines: readonly StockLine[], unit?: DurableUnit): StockMove {
    return { id: new Types.ObjectId().toHexString(), order, kind, lines, startedAt: Date.now(), unit };
  }

  /**
   * Step 1 of a `take`: each line's units, or none. Product by product, one atomic update each; on the first line
   * that is short, the lines taken so far are abandoned and the shopper is told what is left.
   */
  async take(move: StockMove): Promise<void> {
    for (const [index, line] of move.lines.entries()) {
      if (await this.stock.takeHeld(line.product, move.id, this.hold(move, line))) continue;
      await this.abandon(move, move.lines.slice(0, index));
      const left = await this.products.unitsLeft(String(line.product), line.variant);
      throw new BadRequestException(
        left > 0 ? `Only ${left} left in stock for ${line.name}` : `${line.name} is out of stock`,
      );
    }
  }

  /** Step 1 of a `return`: holds without touching stock. Products deleted meanwhile get no hold, and so nothing back. */
  async holdReturn(move: StockMove): Promise<void> {
    await this.stock.hold(
      move.lines.map((line) => ({ product: line.product, move: move.id, hold: this.hold(move, line) })),
    );
  }

  /** Refuses a move that is too late to be sure the sweep has not given it up (see the class comment). */
  assertInTime(move: StockMove, now = Date.now()): void {
    if (now - move.startedAt > MOVE_DEADLINE_MS)
      throw new ServiceUnavailableException('The shop is busy right now. Please try again.');
  }

  /**
   * Step 3 once the order write has happened. Never throws: the order is written whatever happens here,
   * and holds left behind are the sweep's to settle. `engineRestarted`: the order write reached an engine
   * started after the move began (see settleAfterRestart).
   */
  async settle(move: StockMove, engineRestarted = false): Promise<void> {
    try {
      if (engineRestarted) return await this.settleAfterRestart(move);
      const ended =
        move.kind === 'take'
          ? await this.endTakeHolds(move)
          : await this.stock.endHolds(move.lines.map((line) => ending(move.id, move.kind, line, 'settle')));
      // After an engine restart the holds went with the engine that died, and the journal moved the units.
      if (ended < move.lines.length && move.kind === 'take' && !move.unit?.engineRestarted) {
        // Products deleted meanwhile take their holds with them; otherwise the sweep gave the units back.
        const left = await this.stock.countExisting(move.lines.map((line) => line.product));
        if (left > ended)
          this.logger.error(
            `Order ${String(move.order)}: move ${move.id} was given up before its order write; check its stock`,
          );
      }
    } catch (error) {
      this.logger.warn(
        `Order ${String(move.order)}: move ${move.id} left for the sweep to settle: ${(error as Error).message}`,
      );
    }
  }

  /**
   * Settles a move whose order write reached an engine started after its holds were made: a hold made on the
   * engine that died went with it, and its units never moved on this one (the copy and the journal this engine
   * was loaded from hold no part of the move). Line by line: a hold that is here ends as usual; a line without
   * one has its units moved now, as the order written says they are.
   */
  private async settleAfterRestart(move: StockMove): Promise<void> {
    let moved = 0;
    for (const line of move.lines) {
      if ((await this.stock.endHolds([ending(move.id, move.kind, line, 'settle')])) === 1) continue;
      await this.stock.moveUnits(line.product, move.kind === 'take' ? -line.quantity : line.quantity, line.variant);
      moved++;
    }
    if (moved > 0)
      this.logger.warn(
        `Order ${String(move.order)}: the database restarted during move ${move.id}; the units of ${moved} lines were moved on the new engine`,
      );
  }

  /** Step 3 when the order write did not happen. `lines` narrows it to the lines held so far. */
  async abandon(move: StockMove, lines: readonly StockLine[] = move.lines): Promise<void> {
    if (lines.length > 0) await this.stock.endHolds(lines.map((line) => ending(move.id, move.kind, line, 'abandon')));
  }

  /**
   * Step 3 when the order write failed and may or may not have happened (a lost connection, a timeout):
   * settled or abandoned by the order's own list. When even that fails, the sweep decides later.
   */
  async resolve(move: StockMove): Promise<void> {
    try {
      const order = await this.orders.findById(move.order, { stockMoves: 1 }).lean();
      if (order?.stockMoves?.includes(move.id)) await this.settle(move);
      else await this.abandon(move);
    } catch (error) {
      this.logger.warn(`Order ${String(move.order)}: move ${move.id} left for the sweep: ${(error as Error).message}`);
    }
  }

  // ---- recovery ----

  /**
   * Ends every hold older than `graceMs` (at `now`): settled when its order lists the move, abandoned
   * otherwise. Younger holds belong to moves still under way and are left alone. Safe to run at any time,
   * from any number of instances, any number of times.
   */
  async sweep(now = new Date(), graceMs = HOLD_GRACE_MS): Promise<SweepResult> {
    const cutoff = now.getTime() - graceMs;
    const stale = (await this.stock.holds()).filter(({ hold }) => new Date(hold.at).getTime() <= cutoff);
    if (stale.length === 0) return { settled: 0, abandoned: 0 };
    const orderIds = [...new Set(stale.map(({ hold }) => String(hold.order)))];
    const orders = await this.orders.find({ _id: { $in: orderIds } }, { stockMoves: 1 }).lean();
    const happened = new Set(orders.flatMap((order) => order.stockMoves ?? []));
    return this.endFound(stale, happened, () => true);
  }

  /**
   * Before an order is deleted (at the revision `order` was read at): settles every hold of the order
   * whose move it lists, however young, and abandons its stale others, so that no hold of a move that
   * happened outlives the order (the sweep would take it for one that never did).
   */
  async endHoldsOf(
    order: Pick<OrderRecord, 'items' | 'stockMoves'> & { _id: Types.ObjectId },
    now = new Date(),
  ): Promise<SweepResult> {
    const cutoff = now.getTime() - HOLD_GRACE_MS;
    const held = await this.stock.holds(order.items.map((line) => line.product));
    const own = held.filter(({ hold }) => String(hold.order) === String(order._id));
    const happened = new Set(order.stockMoves ?? []);
    return this.endFound(own, happened, ({ hold }) => new Date(hold.at).getTime() <= cutoff);
  }

  private async endFound(
    found: FoundHold[],
    happened: Set<string>,
    mayAbandon: (found: FoundHold) => boolean,
  ): Promise<SweepResult> {
    const settle = found.filter((held) => happened.has(held.move));
    const abandon = found.filter((held) => !happened.has(held.move) && mayAbandon(held));
    const [settled, abandoned] = await Promise.all([
      this.stock.endHolds(settle.map((held) => ending(held.move, held.hold.kind, this.heldLine(held), 'settle'))),
      this.stock.endHolds(abandon.map((held) => ending(held.move, held.hold.kind, this.heldLine(held), 'abandon'))),
    ]);
    if (abandoned > 0 || settled > 0)
      this.logger.log(`Recovered stock holds: ${settled} settled, ${abandoned} given up`);
    return { settled, abandoned };
  }

  /**
   * Settles a `take`: its holds all end alike (the units stay with the order, stock as it is), so one update over
   * the lines' products ends them. Answers how many it ended.
   */
  private endTakeHolds(move: StockMove): Promise<number> {
    // Variants' holds have keys of their own (see ProductStockService): each is ended by its key.
    if (move.lines.some((line) => line.variant))
      return this.stock.endHolds(move.lines.map((line) => ending(move.id, move.kind, line, 'settle')));
    return this.stock.endHoldsOfMove(
      move.id,
      move.lines.map((line) => line.product),
    );
  }

  private heldLine(found: FoundHold) {
    return { product: found.product, quantity: found.hold.quantity, variant: found.hold.variant };
  }

  private hold(move: StockMove, line: StockLine): StockHoldRecord {
    return {
      order: move.order,
      kind: move.kind,
      quantity: line.quantity,
      at: new Date(move.startedAt),
      ...(line.variant ? { variant: line.variant } : {}),
    };
  }

  // ---- schedule ----

  /**
   * Holds left by a crash before this start come back at once (on MongoDB those past the grace, since other
   * processes may be moving stock; on the embedded store all of them), the rest within a minute.
   */
  async onApplicationBootstrap(): Promise<void> {
    await (this.config.embeddedEngine ? this.sweepAtStart : this.sweeps).run();
    this.sweeps.start(this.config.stockHoldSweepMs ?? HOLD_SWEEP_INTERVAL_MS, this.scheduler, this.leases);
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweeps.stop();
  }
}

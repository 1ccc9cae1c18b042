import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectModel } from '@nestjs/mongoose';
import { Model, Types } from 'mongoose';
import { ORDER_EVENTS, OrderStatusChangedEvent } from '../orders/events/order-events';
import { OrderStatus } from '../orders/order-status';
import { OrderRecord } from '../orders/schemas/order.schema';
import { BLOCKLIST_CHANGED, BlocklistChange, BlocklistService } from './blocklist.service';
import type { CheckoutAttempt } from './checkout-attempt';
import { OrderRisk, PhoneHistory, scoreRisk, usualValueOf } from './risk-scoring';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The usual order value is the median of this many recent orders, worked out again at most this often. */
const USUAL_SAMPLE = 200;
const USUAL_TTL_MS = 10 * 60_000;
/** Orders whose risk is still worth refreshing: not yet out of the shop. */
const OPEN = [OrderStatus.Pending, OrderStatus.Processing];

/** An order as the risk reads it: the record, with the confirmation cod-confirm adds read by path. */
type RiskRecord = OrderRecord & {
  _id: Types.ObjectId;
  subtotal?: number;
  confirmation?: { status?: string };
};

/**
 * The risk of each order. Worked out at placement and stored on the order; worked out
 * again, for the phone's orders still in the shop, when the phone's history changes (an order of it
 * delivered, returned or cancelled: ORDER_EVENTS.statusChanged, which a declined or expired confirmation
 * also emits) or its blocklist entry does. So the admin lists read a stored field, and the queue stays fast.
 */
@Injectable()
export class RiskService {
  private readonly logger = new Logger('Risk');
  private usual?: { value: number | null; at: number };

  constructor(
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    private readonly blocklist: BlocklistService,
  ) {}

  /**
   * The risk of an order about to be placed (`order` absent) or already placed. `known.blocked` is what the
   * caller just learned from the blocklist for this phone and e-mail (a placement, past the checkout rules,
   * which refuse blocked contacts), so it is not read again.
   */
  async assess(
    attempt: CheckoutAttempt,
    order?: { id: Types.ObjectId; createdAt: Date },
    known: { blocked?: boolean } = {},
  ): Promise<OrderRisk> {
    const now = order?.createdAt ?? new Date();
    const [earlier, blocked, usualValue] = await Promise.all([
      attempt.phone ? this.phoneRecord(attempt.phone, now, order?.id) : Promise.resolve(NO_RECORD),
      known.blocked ?? this.blocklist.isBlocked(attempt.phone, attempt.email),
      this.usualValue(),
    ]);
    return scoreRisk({
      history: earlier.history,
      blocked,
      subtotal: attempt.subtotal,
      usualValue,
      units: attempt.units,
      openFromPhoneLast24h: earlier.openLast24h,
      address: attempt.address,
    });
  }

  /**
   * The phone's earlier orders as counts, worked out by the database in one command: how many, how many of
   * each outcome, and how many are Pending from the last 24 hours. Only the counts travel (reading the
   * orders themselves would cost the shop CPU for every earlier order of the phone, see docs/performance.md).
   * For an order already placed (`orderId`), only what came before it counts: a refresh
   * does not hold later orders against an earlier one.
   */
  private async phoneRecord(phone: string, now: Date, orderId?: Types.ObjectId): Promise<PhoneRecord> {
    // Straight to the driver: the pipeline needs no casting (it names its values' types), and runs once per placement.
    const [result] = await this.orders.collection
      .aggregate<PhoneCounts>([
        { $match: { 'client.phone': phone, ...(orderId ? { _id: { $ne: orderId }, createdAt: { $lte: now } } : {}) } },
        {
          $facet: {
            statuses: [{ $group: { _id: '$status', count: { $sum: 1 } } }],
            // A declined or expired confirmation counts only for an order that was not delivered or returned.
            confirmations: [
              { $match: { status: { $nin: SETTLED }, 'confirmation.status': { $in: REFUSED_CONFIRMATIONS } } },
              { $group: { _id: '$confirmation.status', count: { $sum: 1 } } },
            ],
            openLast24h: [
              { $match: { status: OrderStatus.Pending, createdAt: { $gt: new Date(now.getTime() - DAY_MS) } } },
              { $count: 'count' },
            ],
          },
        },
      ])
      .toArray();
    return result ? recordOf(result) : NO_RECORD;
  }

  /** The median subtotal of the recent orders (cached), or null while the shop has too few. */
  private async usualValue(): Promise<number | null> {
    if (this.usual && Date.now() - this.usual.at < USUAL_TTL_MS) return this.usual.value;
    const recent = await this.orders
      .find({}, { subtotal: 1, totalAmount: 1 })
      .sort({ createdAt: -1 })
      .limit(USUAL_SAMPLE)
      .lean<RiskRecord[]>();
    const value = usualValueOf(recent.map(subtotalOf));
    this.usual = { value, at: Date.now() };
    return value;
  }

  /** Works the stored risk out again for the open orders matching `filter`. */
  async refresh(filter: Record<string, unknown>): Promise<number> {
    const open = await this.orders
      .find({ ...filter, status: { $in: OPEN } })
      .select('+client')
      .lean<RiskRecord[]>();
    for (const record of open) {
      const risk = await this.assess(attemptOf(record), { id: record._id, createdAt: record.createdAt });
      await this.orders.updateOne({ _id: record._id }, { $set: { risk } }, { timestamps: false });
    }
    return open.length;
  }

  @OnEvent(ORDER_EVENTS.statusChanged, { async: true, promisify: true })
  async onStatusChanged(event: OrderStatusChangedEvent): Promise<void> {
    try {
      const record = await this.orders.findById(event.order.id).select('+client').lean<RiskRecord>();
      if (record?.client?.phone) await this.refresh({ 'client.phone': record.client.phone });
    } catch (error) {
      this.logger.warn(`Risk not refreshed after a status change: ${(error as Error).message}`);
    }
  }

  @OnEvent(BLOCKLIST_CHANGED, { async: true, promisify: true })
  async onBlocklistChanged(change: BlocklistChange): Promise<void> {
    try {
      await this.refresh(
        change.kind === 'phone'
          ? { 'client.phone': change.value }
          : { $or: [{ 'shippingAddress.email': change.value }, { 'customer.email': change.value }] },
      );
    } catch (error) {
      this.logger.warn(`Risk not refreshed after a blocklist change: ${(error as Error).message}`);
    }
  }
}

const subtotalOf = (record: RiskRecord) => record.subtotal ?? record.totalAmount;

/** An order's outcome that settles it, whatever its confirmation said. */
const SETTLED = [OrderStatus.Delivered, OrderStatus.Returned];
/** A declined or expired confirmation counts against the phone as a returned parcel does. */
const REFUSED_CONFIRMATIONS = ['declined', 'expired'];

/** The database's counts of a phone's earlier orders (see phoneRecord). */
interface PhoneCounts {
  statuses: Array<{ _id: string; count: number }>;
  confirmations: Array<{ _id: string; count: number }>;
  openLast24h: Array<{ count: number }>;
}

/** The phone's earlier orders as the risk weighs them. */
interface PhoneRecord {
  history: PhoneHistory;
  /** Other Pending orders from the phone placed in the 24 hours before the one scored. */
  openLast24h: number;
}

const NO_RECORD: PhoneRecord = {
  history: { orders: 0, delivered: 0, returned: 0, declined: 0, expired: 0 },
  openLast24h: 0,
};

/** The phone's record from the counts: a declined or expired confirmation counts against it as a returned parcel does. */
export function recordOf(counts: PhoneCounts): PhoneRecord {
  const byStatus = new Map(counts.statuses.map(({ _id, count }) => [_id, count]));
  const byConfirmation = new Map(counts.confirmations.map(({ _id, count }) => [_id, count]));
  return {
    history: {
      orders: counts.statuses.reduce((sum, { count }) => sum + count, 0),
      delivered: byStatus.get(OrderStatus.Delivered) ?? 0,
      returned: byStatus.get(OrderStatus.Returned) ?? 0,
      declined: byConfirmation.get('declined') ?? 0,
      expired: byConfirmation.get('expired') ?? 0,
    },
    openLast24h: counts.openLast24h[0]?.count ?? 0,
  };
}

/** A stored order as a checkout attempt, to score it again. */
export function attemptOf(record: RiskRecord): CheckoutAttempt {
  return {
    phone: record.client?.phone ?? '',
    email: record.shippingAddress?.email || record.customer?.email || '',
    city: record.shippingAddress?.city ?? '',
    subtotal: subtotalOf(record),
    units: record.items.reduce((sum, line) => sum + line.quantity, 0),
    address: record.shippingAddress?.address ?? '',
  };
}

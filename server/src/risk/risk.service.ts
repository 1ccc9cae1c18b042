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
 * The risk of each order (issue 14, item 4). Worked out at placement and stored on the order; worked out
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

  /** The risk of an order about to be placed (`orderId` absent) or already placed. */
  async assess(attempt: CheckoutAttempt, order?: { id: Types.ObjectId; createdAt: Date }): Promise<OrderRisk> {
    const now = order?.createdAt ?? new Date();
    const [earlier, blocked, usualValue] = await Promise.all([
      attempt.phone
        ? this.orders
            .find({ 'client.phone': attempt.phone, ...(order ? { _id: { $ne: order.id } } : {}) })
            .lean<RiskRecord[]>()
        : Promise.resolve([] as RiskRecord[]),
      this.blocklist.isBlocked(attempt.phone, attempt.email),
      this.usualValue(),
    ]);
    // Only what came before this order counts: a refresh does not hold later orders against an earlier one.
    const before = order ? earlier.filter((other) => other.createdAt <= now) : earlier;
    return scoreRisk({
      history: historyOf(before),
      blocked,
      subtotal: attempt.subtotal,
      usualValue,
      units: attempt.units,
      openFromPhoneLast24h: before.filter(
        (other) => other.status === OrderStatus.Pending && now.getTime() - other.createdAt.getTime() < DAY_MS,
      ).length,
      address: attempt.address,
    });
  }

  /** The median subtotal of the recent orders (cached), or null while the shop has too few. */
  private async usualValue(): Promise<number | null> {
    if (this.usual && Date.now() - this.usual.at < USUAL_TTL_MS) return this.usual.value;
    const recent = await this.orders.find().sort({ createdAt: -1 }).limit(USUAL_SAMPLE).lean<RiskRecord[]>();
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

/** The phone's record: a declined or expired confirmation counts against it as a returned parcel does. */
export function historyOf(orders: readonly RiskRecord[]): PhoneHistory {
  const history: PhoneHistory = { orders: orders.length, delivered: 0, returned: 0, declined: 0, expired: 0 };
  for (const order of orders) {
    if (order.status === OrderStatus.Delivered) history.delivered += 1;
    else if (order.status === OrderStatus.Returned) history.returned += 1;
    else if (order.confirmation?.status === 'declined') history.declined += 1;
    else if (order.confirmation?.status === 'expired') history.expired += 1;
  }
  return history;
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

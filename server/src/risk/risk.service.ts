import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Types } from 'mongoose';
import { ORDER_EVENTS, OrderStatusChangedEvent } from '../orders/events/order-events';
import type { StoredOrder } from '../orders/order-view';
import { OrderStatus } from '../orders/order-status';
import type { PhoneOrderCounts } from '../orders/order-records.service';
import { OrderRecordsService } from '../orders/order-records.service';
import { BLOCKLIST_CHANGED, BlocklistChange, BlocklistService } from './blocklist.service';
import type { CheckoutAttempt } from './checkout-attempt';
import { OrderRisk, PhoneHistory, recentPendingSince, scoreRisk, usualValueOf } from './risk-scoring';

/** The usual order value is the median of this many recent orders, worked out again at most this often. */
const USUAL_SAMPLE = 200;
const USUAL_TTL_MS = 10 * 60_000;
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
    private readonly orders: OrderRecordsService,
    private readonly blocklist: BlocklistService,
  ) {}

  /**
   * The risk of an order about to be placed (`order` absent) or already placed. `known.blocked` is what the
   * caller just learned from the blocklist for this phone and e-mail (a placement, past the checkout rules,
   * which refuse blocked contacts), so it is not read again; `known.phoneCounts` is the phone's orders as counts
   * that the placement read with its other questions (OrderRecordsService.placementHistory, counting Pending orders
   * from `recentPendingSince` of the placement's moment).
   */
  async assess(
    attempt: CheckoutAttempt,
    order?: { id: Types.ObjectId; createdAt: Date },
    known: { blocked?: boolean; phoneCounts?: PhoneOrderCounts } = {},
  ): Promise<OrderRisk> {
    const now = order?.createdAt ?? new Date();
    const [earlier, blocked, usualValue] = await Promise.all([
      known.phoneCounts
        ? recordOf(known.phoneCounts)
        : attempt.phone
          ? this.phoneRecord(attempt.phone, now, order?.id)
          : NO_RECORD,
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
   * The phone's earlier orders as counts (OrdersService.phoneCounts: only the counts travel; reading the orders
   * themselves would cost the shop CPU for every earlier order of the phone, see docs/performance.md). For an
   * order already placed (`orderId`), only what came before it counts: a refresh does not hold later orders
   * against an earlier one.
   */
  private async phoneRecord(phone: string, now: Date, orderId?: Types.ObjectId): Promise<PhoneRecord> {
    const counts = await this.orders.phoneCounts(
      phone,
      recentPendingSince(now),
      orderId ? { id: orderId, at: now } : undefined,
    );
    return counts ? recordOf(counts) : NO_RECORD;
  }

  /** The median subtotal of the recent orders (cached), or null while the shop has too few. */
  private async usualValue(): Promise<number | null> {
    if (this.usual && Date.now() - this.usual.at < USUAL_TTL_MS) return this.usual.value;
    const value = usualValueOf(await this.orders.recentSubtotals(USUAL_SAMPLE));
    this.usual = { value, at: Date.now() };
    return value;
  }

  /** Works the stored risk out again for the orders still in the shop of a phone number or an e-mail. */
  async refresh(contact: { phone: string } | { email: string }): Promise<number> {
    const open = await this.orders.inShopOf(contact);
    for (const record of open) {
      const risk = await this.assess(attemptOf(record), { id: record._id, createdAt: record.createdAt });
      await this.orders.noteRisk(record._id, risk);
    }
    return open.length;
  }

  @OnEvent(ORDER_EVENTS.statusChanged, { async: true, promisify: true })
  async onStatusChanged(event: OrderStatusChangedEvent): Promise<void> {
    try {
      const phone = await this.orders.clientPhoneOf(event.order.id);
      if (phone) await this.refresh({ phone });
    } catch (error) {
      this.logger.warn(`Risk not refreshed after a status change: ${(error as Error).message}`);
    }
  }

  @OnEvent(BLOCKLIST_CHANGED, { async: true, promisify: true })
  async onBlocklistChanged(change: BlocklistChange): Promise<void> {
    try {
      await this.refresh(change.kind === 'phone' ? { phone: change.value } : { email: change.value });
    } catch (error) {
      this.logger.warn(`Risk not refreshed after a blocklist change: ${(error as Error).message}`);
    }
  }
}

const subtotalOf = (record: StoredOrder) => record.subtotal ?? record.totalAmount;

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
export function recordOf(counts: PhoneOrderCounts): PhoneRecord {
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
    openLast24h: counts.pendingSince[0]?.count ?? 0,
  };
}

/** A stored order as a checkout attempt, to score it again. */
export function attemptOf(record: StoredOrder): CheckoutAttempt {
  return {
    phone: record.client?.phone ?? '',
    email: record.shippingAddress?.email || record.customer?.email || '',
    city: record.shippingAddress?.city ?? '',
    subtotal: subtotalOf(record),
    units: record.items.reduce((sum, line) => sum + line.quantity, 0),
    address: record.shippingAddress?.address ?? '',
  };
}

import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, QueryFilter, Types } from 'mongoose';
import { findPage, Page } from '../common/pagination/pagination';
import { toE164 } from '../common/phone/pakistani-phone';
import { newConfirmation } from './confirmation-rules';
import { Order } from './models/order.model';
import { OrderStatus } from './order-status';
import { StoredOrder, toOrder } from './order-view';
import { OrderLineRecord, OrderRecord, RiskLevelName, RiskRecord } from './schemas/order.schema';
import type { ShipmentRecord } from './schemas/shipment.schema';
import { ORDER_STATUSES, REVENUE_STATUSES } from './workflow/order-workflow';

/** The lines of an open order and whose they are, as the caps on units waiting for confirmation count them. */
export type OpenOrderLines = Pick<OrderRecord, 'userId' | 'client'> & {
  items: Array<Pick<OrderLineRecord, 'product' | 'quantity'>>;
};

/** A phone's orders as counts (see OrdersService.phoneCounts). */
export interface PhoneOrderCounts {
  statuses: Array<{ _id: OrderStatus; count: number }>;
  /** Declined or expired confirmations of orders not delivered or returned. */
  confirmations: Array<{ _id: string; count: number }>;
  pendingSince: Array<{ count: number }>;
}

/** What a placement weighs of the placing phone's and account's orders (OrderRecordsService.placementHistory). */
export interface PlacementHistory {
  /** Lines of their Pending orders that hold stock, with whose they are. */
  openLines: OpenOrderLines[];
  /** Their open unconfirmed orders: the phone's, and the account's (0 without one). */
  awaiting: { phone: number; account: number };
  /** The phone's orders as counts, as phoneCounts answers them. */
  phone: PhoneOrderCounts;
}

type RawPlacementHistory = PhoneOrderCounts & {
  openLines: OpenOrderLines[];
  awaitingPhone: Array<{ count: number }>;
  awaitingAccount?: Array<{ count: number }>;
};

/** The facets of a phone's orders that PhoneOrderCounts holds, over orders already matched to the phone. */
const phoneCountFacets = (pendingSince: Date) => ({
  statuses: [{ $group: { _id: '$status', count: { $sum: 1 } } }],
  confirmations: [
    {
      $match: {
        status: { $nin: [OrderStatus.Delivered, OrderStatus.Returned] },
        'confirmation.status': { $in: ['declined', 'expired'] },
      },
    },
    { $group: { _id: '$confirmation.status', count: { $sum: 1 } } },
  ],
  pendingSince: [{ $match: { status: OrderStatus.Pending, createdAt: { $gt: pendingSince } } }, { $count: 'count' }],
});

/** What the confirmation queue may be narrowed to. */
export interface AwaitingFilter {
  risk?: RiskLevelName;
  expiresBy?: Date;
  notContacted?: boolean;
}

/** "Open, unconfirmed": Pending and not confirmed; older orders without a confirmation match. */
const AWAITING_CONFIRMATION: QueryFilter<OrderRecord> = {
  status: OrderStatus.Pending,
  'confirmation.status': { $ne: 'confirmed' },
};

/**
 * The order records as the other desks read and note them: checkout's idempotency and caps, the risk's history,
 * the confirmation queue and sweep, the couriers' shipments and payments, the dashboard's figures, the demo month
 * and the phone backfill. Each is a question or a note about orders that changes no status and moves no stock;
 * those go through OrdersService and its workflow.
 */
@Injectable()
export class OrderRecordsService {
  constructor(@InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>) {}

  /** The order placed with an idempotency key (by its hash), with the key's record; undefined when none. */
  async findByIdempotencyKeyHash(keyHash: string): Promise<StoredOrder | undefined> {
    const record = await this.orders
      .findOne({ 'idempotency.keyHash': keyHash })
      .select('+idempotency')
      .lean<StoredOrder>();
    return record ?? undefined;
  }

  // ---- seeding (the demo shop) ----

  /** Whether the store has any order. */
  async hasAny(): Promise<boolean> {
    return Boolean(await this.orders.exists({}));
  }

  /** Inserts orders made whole elsewhere (the demo month), their units already taken from stock. */
  async insertSeeded(orders: ReadonlyArray<Partial<OrderRecord>>): Promise<void> {
    await this.orders.insertMany(orders);
  }

  // ---- what other desks read and note ----

  /**
   * A phone's orders as counts, worked out by the database in one command (only the counts travel): how many of
   * each status, how many not delivered or returned were declined or expired at confirmation, and how many are
   * Pending from `pendingSince` on. With `before`, only orders placed up to `before.at` other than `before.id`.
   */
  async phoneCounts(
    phone: string,
    pendingSince: Date,
    before?: { id: Types.ObjectId; at: Date },
  ): Promise<PhoneOrderCounts | undefined> {
    const [result] = await this.orders.aggregate<PhoneOrderCounts>([
      {
        $match: {
          'client.phone': phone,
          ...(before ? { _id: { $ne: before.id }, createdAt: { $lte: before.at } } : {}),
        },
      },
      { $facet: phoneCountFacets(pendingSince) },
    ]);
    return result;
  }

  /**
   * What placing an order weighs of the placing phone's (search key) and account's orders, read in one command:
   * the lines of their Pending orders that hold stock (the caps), their open unconfirmed orders (the checkout
   * rules) and the phone's orders as counts (the risk, as phoneCounts).
   */
  async placementHistory(phone: string, userId: string | undefined, pendingSince: Date): Promise<PlacementHistory> {
    const ofPhone: QueryFilter<OrderRecord> = { 'client.phone': phone };
    const ofAccount: QueryFilter<OrderRecord> | undefined = userId ? { userId: new Types.ObjectId(userId) } : undefined;
    const counted = (filter: QueryFilter<OrderRecord>) => [{ $match: filter }, { $count: 'count' }];
    const [result] = await this.orders.aggregate<RawPlacementHistory>([
      { $match: ofAccount ? { $or: [ofPhone, ofAccount] } : ofPhone },
      {
        $facet: {
          openLines: [
            { $match: { status: OrderStatus.Pending, stockTaken: true } },
            // Whole fields: the embedded engine cannot project dotted paths in a pipeline.
            { $project: { items: 1, userId: 1, client: 1 } },
          ],
          awaitingPhone: counted({ ...AWAITING_CONFIRMATION, ...ofPhone }),
          ...(ofAccount ? { awaitingAccount: counted({ ...AWAITING_CONFIRMATION, ...ofAccount }) } : {}),
          ...Object.fromEntries(
            Object.entries(phoneCountFacets(pendingSince)).map(([name, stages]) => [
              name,
              [{ $match: ofPhone }, ...stages],
            ]),
          ),
        },
      },
    ]);
    return {
      openLines: result?.openLines ?? [],
      awaiting: { phone: result?.awaitingPhone[0]?.count ?? 0, account: result?.awaitingAccount?.[0]?.count ?? 0 },
      phone: {
        statuses: result?.statuses ?? [],
        confirmations: result?.confirmations ?? [],
        pendingSince: result?.pendingSince ?? [],
      },
    };
  }

  /** The subtotals (older records: totals) of the `limit` latest orders. */
  async recentSubtotals(limit: number): Promise<number[]> {
    const recent = await this.orders
      .find({}, { subtotal: 1, totalAmount: 1 })
      .sort({ createdAt: -1 })
      .limit(limit)
      .lean<Array<Pick<OrderRecord, 'subtotal' | 'totalAmount'>>>();
    return recent.map((order) => order.subtotal ?? order.totalAmount);
  }

  /** Orders still in the shop (Pending, Processing) of a phone number or an e-mail, with their client keys. */
  async inShopOf(contact: { phone: string } | { email: string }): Promise<StoredOrder[]> {
    const filter: QueryFilter<OrderRecord> =
      'phone' in contact
        ? { 'client.phone': contact.phone }
        : { $or: [{ 'shippingAddress.email': contact.email }, { 'customer.email': contact.email }] };
    return this.orders
      .find({ ...filter, status: { $in: [OrderStatus.Pending, OrderStatus.Processing] } })
      .select('+client')
      .lean<StoredOrder[]>();
  }

  /** The first order placed with this phone (search key) from `since` on: its id, total and time (open-checkouts). */
  async firstOrderOfPhoneSince(
    phone: string,
    since: Date,
  ): Promise<{ id: string; totalAmount: number; createdAt: Date } | undefined> {
    const [order] = await this.orders
      .find({ 'client.phone': phone, createdAt: { $gte: since } }, { totalAmount: 1, createdAt: 1 })
      .sort({ createdAt: 1 })
      .limit(1)
      .lean<Array<Pick<OrderRecord, 'totalAmount' | 'createdAt'> & { _id: Types.ObjectId }>>();
    return order ? { id: String(order._id), totalAmount: order.totalAmount, createdAt: order.createdAt } : undefined;
  }

  /** The phone number (search key) an order was placed with. */
  async clientPhoneOf(id: string): Promise<string | undefined> {
    if (!isValidObjectId(id)) return undefined;
    const record = await this.orders.findById(id).select('+client').lean<StoredOrder>();
    return record?.client?.phone || undefined;
  }

  /** Stores an order's risk, worked out again; the order's own timestamps stay as they are. */
  async noteRisk(id: Types.ObjectId, risk: RiskRecord): Promise<void> {
    await this.orders.updateOne({ _id: id }, { $set: { risk } }, { timestamps: false });
  }

  /** Pending orders the customer has not confirmed (older orders without a confirmation too). */
  countAwaitingConfirmation(): Promise<number> {
    return this.orders.countDocuments(AWAITING_CONFIRMATION);
  }

  /**
   * The orders waiting for confirmation, oldest first (the call centre's queue), narrowed to a risk level, to
   * those whose window closes by `expiresBy`, and to those with no call logged yet.
   */
  awaitingConfirmation(page: number, limit: number, narrow: AwaitingFilter = {}): Promise<Page<Order>> {
    const filter: QueryFilter<OrderRecord> = { ...AWAITING_CONFIRMATION };
    if (narrow.risk) filter['risk.level'] = narrow.risk;
    if (narrow.expiresBy) filter['confirmation.expiresAt'] = { $lte: narrow.expiresBy };
    if (narrow.notContacted) filter['confirmation.attempts.0'] = { $exists: false };
    return findPage(this.orders, { filter, sort: { createdAt: 1, _id: 1 }, page, limit }, toOrder);
  }

  /**
   * Orders waiting for confirmation to any of these phones (E.164) placed between `from` and `to`, at most
   * `limit`: the near-duplicates of a queue page are looked for among them.
   */
  async awaitingForPhones(phones: string[], from: Date, to: Date, limit: number): Promise<Order[]> {
    if (phones.length === 0) return [];
    const records = await this.orders
      .find({ ...AWAITING_CONFIRMATION, 'shippingAddress.phone': { $in: phones }, createdAt: { $gte: from, $lte: to } })
      .sort({ createdAt: 1, _id: 1 })
      .limit(limit)
      .lean<StoredOrder[]>();
    return records.map(toOrder);
  }

  /** Orders still awaiting confirmation whose window closed by `now`, soonest first, at most `limit`. */
  pastConfirmationWindow(now: Date, limit: number): Promise<StoredOrder[]> {
    return this.orders
      .find({ status: OrderStatus.Pending, 'confirmation.status': 'awaiting', 'confirmation.expiresAt': { $lte: now } })
      .sort({ 'confirmation.expiresAt': 1 })
      .limit(limit)
      .lean<StoredOrder[]>();
  }

  /** The order whose confirmation link carries this token id. */
  async findByConfirmationToken(tokenId: string): Promise<StoredOrder | undefined> {
    return (await this.orders.findOne({ 'confirmation.tokenId': tokenId }).lean<StoredOrder>()) ?? undefined;
  }

  /** The order with this number shipped to this phone (E.164): tracking without a key. */
  async findByNumberAndPhone(orderNumber: string, phone: string): Promise<StoredOrder | undefined> {
    return (
      (await this.orders.findOne({ orderNumber, 'shippingAddress.phone': phone }).lean<StoredOrder>()) ?? undefined
    );
  }

  /**
   * Pending orders from before the confirmation step get one (awaiting, expiring `windowHours` after `now`), so
   * each has its link. Answers how many.
   */
  async startMissingConfirmations(now: Date, windowHours: number): Promise<number> {
    const missing = await this.orders
      .find({ status: OrderStatus.Pending, confirmation: { $exists: false } })
      .select('_id')
      .lean<Array<{ _id: unknown }>>();
    if (missing.length === 0) return 0;
    await this.orders.bulkWrite(
      missing.map((order) => ({
        updateOne: {
          filter: { _id: order._id, confirmation: { $exists: false } },
          update: { $set: { confirmation: newConfirmation(now, windowHours) } },
        },
      })),
      { ordered: false },
    );
    return missing.length;
  }

  /**
   * The admin dashboard's order figures over all records: the count, the revenue (statuses that count as revenue),
   * the latest orders, each status's count, and the orders placed since `chartSince` (date, total, status) and
   * since `codSince` (whole) for the charts and the COD figures.
   */
  async figures(options: { recent: number; chartSince: Date; codSince: Date }) {
    const [total, revenue, recent, sinceChart, byStatus, sinceCod] = await Promise.all([
      this.orders.countDocuments(),
      this.orders.aggregate<{ total: number }>([
        { $match: { status: { $in: REVENUE_STATUSES } } },
        { $group: { _id: null, total: { $sum: '$totalAmount' } } },
      ]),
      this.orders.find().sort({ createdAt: -1, _id: -1 }).limit(options.recent).lean<StoredOrder[]>(),
      this.orders
        .find({ createdAt: { $gte: options.chartSince } }, { createdAt: 1, totalAmount: 1, status: 1 })
        .lean<Array<Pick<OrderRecord, 'createdAt' | 'totalAmount' | 'status'>>>(),
      Promise.all(ORDER_STATUSES.map((status) => this.orders.countDocuments({ status }))),
      this.orders.find({ createdAt: { $gte: options.codSince } }).lean<StoredOrder[]>(),
    ]);
    return {
      total,
      revenue: revenue[0]?.total ?? 0,
      recent: recent.map(toOrder),
      sinceChart,
      byStatus: ORDER_STATUSES.map((status, index) => ({ status, count: byStatus[index] })),
      sinceCod,
    };
  }

  /** The orders placed with a discount code, each as its code, status, total and discount (the codes' figures). */
  async withDiscountCodes(codes: readonly string[]) {
    if (codes.length === 0) return [];
    return this.orders
      .find({ discountCode: { $in: codes } }, { discountCode: 1, status: 1, totalAmount: 1, discount: 1 })
      .lean<Array<Pick<OrderRecord, 'discountCode' | 'status' | 'totalAmount' | 'discount'>>>();
  }

  /** Orders' phones stored as typed (older records) rewritten in E.164; answers how many orders changed. */
  async backfillPhones(): Promise<number> {
    const paths = ['shippingAddress.phone', 'guestInfo.phone', 'customer.phone'] as const;
    const notE164 = { $regex: '^[^+]' };
    const orders = await this.orders
      .find({ $or: paths.map((path) => ({ [path]: notE164 })) })
      .lean<Array<Record<string, unknown> & { _id: unknown }>>();
    const writes = orders.flatMap((order) => {
      const set: Record<string, string> = {};
      for (const path of paths) {
        const [parent, field] = path.split('.');
        const current = (order[parent] as Record<string, unknown> | undefined)?.[field];
        const phone = typeof current === 'string' && !current.startsWith('+') ? toE164(current) : undefined;
        if (phone) set[path] = phone;
      }
      return Object.keys(set).length ? [{ updateOne: { filter: { _id: order._id }, update: { $set: set } } }] : [];
    });
    return writes.length ? (await this.orders.bulkWrite(writes, { ordered: false })).modifiedCount : 0;
  }

  // ---- shipments (the couriers' desk) ----

  /**
   * Adds a parcel to an order in `status` that has none yet (a Shipped order set from the status list, a Delivered
   * order whose courier is recorded afterwards). Null when the order changed meanwhile.
   */
  async addShipment(id: Types.ObjectId, status: OrderStatus, shipment: ShipmentRecord): Promise<StoredOrder | null> {
    return this.orders
      .findOneAndUpdate(
        { _id: id, status, 'shipment.courier': { $exists: false } },
        { $set: { shipment } },
        { returnDocument: 'after' },
      )
      .lean<StoredOrder>();
  }

  /** A parcel's tracking events as the courier last told them. */
  async noteTracking(id: Types.ObjectId, events: ShipmentRecord['events']): Promise<StoredOrder | null> {
    return this.orders
      .findByIdAndUpdate(
        id,
        { $set: { 'shipment.events': events, 'shipment.lastTrackedAt': new Date() } },
        { returnDocument: 'after' },
      )
      .lean<StoredOrder>();
  }

  /** Shipped parcels booked through a courier's API, least recently tracked first. */
  bookedInTransit(limit: number): Promise<StoredOrder[]> {
    return this.orders
      .find({ status: OrderStatus.Shipped, 'shipment.booked': true })
      .sort({ 'shipment.lastTrackedAt': 1 })
      .limit(limit)
      .lean<StoredOrder[]>();
  }

  /** The stored orders with these ids (valid ObjectId strings), in no particular order; unknown ones left out. */
  recordsByIds(ids: readonly string[]): Promise<StoredOrder[]> {
    return this.orders.find({ _id: { $in: ids.map((id) => new Types.ObjectId(id)) } }).lean<StoredOrder[]>();
  }

  /** The order with this parcel tracking number (of this courier when given). */
  async findByTrackingNumber(trackingNumber: string, courier?: string): Promise<StoredOrder | undefined> {
    const filter = { 'shipment.trackingNumber': trackingNumber, ...(courier ? { 'shipment.courier': courier } : {}) };
    return (await this.orders.findOne(filter).lean<StoredOrder>()) ?? undefined;
  }

  /** Orders handed to a courier (or own rider) from `since`, newest first, as much as the courier figures read. */
  async shippedSince(since: Date, limit: number): Promise<StoredOrder[]> {
    return this.orders
      .find({ 'shipment.bookedAt': { $gte: since } })
      .select({ status: 1, statusHistory: 1, shipment: 1, 'shippingAddress.city': 1, createdAt: 1, updatedAt: 1 })
      .sort({ 'shipment.bookedAt': -1 })
      .limit(limit)
      .lean<StoredOrder[]>();
  }

  /** The order with this order number. */
  async findByNumber(orderNumber: string): Promise<StoredOrder | undefined> {
    return (await this.orders.findOne({ orderNumber }).lean<StoredOrder>()) ?? undefined;
  }

  /**
   * Delivered cash-on-delivery orders whose cash the courier has not paid yet; with `courier`, only its parcels
   * booked through its API, oldest delivery first, at most `limit`.
   */
  unpaidDelivered(courier?: { code: string; limit: number }): Promise<StoredOrder[]> {
    const unpaid = { status: OrderStatus.Delivered, paymentMethod: 'COD', 'shipment.paymentId': { $exists: false } };
    if (!courier) return this.orders.find(unpaid).lean<StoredOrder[]>();
    return this.orders
      .find({ ...unpaid, 'shipment.courier': courier.code, 'shipment.booked': true })
      .sort({ 'shipment.deliveredAt': 1 })
      .limit(courier.limit)
      .lean<StoredOrder[]>();
  }

  /** Marks these orders paid by a courier's payment; answers how many were still unpaid and are marked now. */
  async markPaid(ids: readonly Types.ObjectId[], paymentId: string, paidAt: Date): Promise<number> {
    const marked = await this.orders.updateMany(
      { _id: { $in: ids }, 'shipment.paymentId': { $exists: false } },
      { $set: { 'shipment.paymentId': paymentId, 'shipment.paidAt': paidAt } },
    );
    return marked.modifiedCount;
  }

  /** Takes a courier's payment off every order it marked (a payment undone). */
  async unmarkPaid(paymentId: string): Promise<void> {
    await this.orders.updateMany(
      { 'shipment.paymentId': paymentId },
      { $unset: { 'shipment.paymentId': '', 'shipment.paidAt': '' } },
    );
  }
}

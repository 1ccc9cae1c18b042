import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { createHash, timingSafeEqual } from 'node:crypto';
import { customAlphabet } from 'nanoid';
import { isValidObjectId, Model, QueryFilter, SortOrder as MongoSortOrder, Types, UpdateQuery } from 'mongoose';
import type { AuthUser, RequestContext } from '../common/access/request-context';
import { findPage, Page } from '../common/pagination/pagination';
import { DurableWrites } from '../database/durable-writes';
import { escapeRegExp } from '../common/search/escape-regexp';
import { phoneSearchPattern } from '../common/search/phone-search';
import { toE164 } from '../common/phone/pakistani-phone';
import { StoredOrder, toOrder } from './order-view';
import { OrderListArgs, SortOrder } from './dto/order-list.args';
import { CustomerDashboard, Order } from './models/order.model';
import {
  ORDER_EVENTS,
  OrderCancelledEvent,
  OrderEventBy,
  OrderPlacedEvent,
  OrderStatusChangedEvent,
} from './events/order-events';
import { GATE_MESSAGE, newConfirmation } from './confirmation-rules';
import { OrderStatus } from './order-status';
import {
  CANCELLED_STATUS,
  canCancel,
  COMPLETED_STATUSES,
  holdsStock,
  mayChange,
  needsConfirmation,
  OPEN_STATUSES,
  OrderActor,
  ORDER_STATUSES,
  PLACED_STATUS,
  REVENUE_STATUSES,
  UNCOUNTED_STATUSES,
  unitsBackOnDelete,
} from './workflow/order-workflow';
import { OrderLineRecord, OrderRecord, OrderSchema, RiskRecord, StatusChangeRecord } from './schemas/order.schema';
import { StockHoldsService, StockLine } from './stock-holds.service';
import type { ShipmentRecord } from './schemas/shipment.schema';

/** What a status change may write with it, in the same conditional write (a shipment with Shipped). */
export interface StatusChangeExtras {
  /** Fields of the order record set together with the status (paths such as `shipment`). */
  set?: Record<string, unknown>;
  /** The history's name for a change made by the system (a courier's update). */
  byName?: string;
}

/**
 * A new order as checkout priced and checked it. The order adds its id, number, status, history, confirmation
 * and stock move; `user` is the customer placing it (absent for a guest).
 */
export type NewOrder = Pick<
  OrderRecord,
  | 'customer'
  | 'guestInfo'
  | 'accessKeyHash'
  | 'idempotency'
  | 'client'
  | 'items'
  | 'shippingAddress'
  | 'subtotal'
  | 'deliveryCharge'
  | 'totalAmount'
  | 'risk'
  | 'notes'
> & { user?: AuthUser };

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

/** "Open, unconfirmed": Pending and not confirmed; older orders without a confirmation match. */
const AWAITING_CONFIRMATION: QueryFilter<OrderRecord> = {
  status: OrderStatus.Pending,
  'confirmation.status': { $ne: 'confirmed' },
};

const holderFilter = (holder: { phone: string } | { userId: string }): QueryFilter<OrderRecord> =>
  'phone' in holder ? { 'client.phone': holder.phone } : { userId: new Types.ObjectId(holder.userId) };

/** The order's insert met the unique index: another request with the same idempotency key placed it first. */
export class IdempotencyKeyTaken extends Error {}

const NOT_FOUND = 'Order not found';
const CHANGED_MEANWHILE = 'The order was changed at the same time. Please reload it and try again.';
const DUPLICATE_KEY = 11000;

/** The units an order's lines hold, for taking from stock or giving back. */
const stockLinesOf = (items: OrderLineRecord[]): StockLine[] =>
  items.map((line) => ({ product: line.product, quantity: line.quantity, name: line.name }));

const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** The order fields a query leaves out unless asked (`select: false`): an order write answers the whole record, journaled as it is. */
const HIDDEN_ORDER_FIELDS = Object.entries(OrderSchema.paths)
  .filter(([, path]) => (path.options as { select?: boolean }).select === false)
  .map(([name]) => `+${name}`)
  .join(' ');

/** 5 characters nobody misreads (no 0/O, 1/I/L), from a secure random source. */
const orderNumberSuffix = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 5);

/** A human-friendly, unique-enough order number: VA + date + 5 unambiguous characters, e.g. VA251121-7K3QX. */
function newOrderNumber(now = new Date()): string {
  const date = now.toISOString().slice(2, 10).replace(/-/g, '');
  return `VA${date}-${orderNumberSuffix()}`;
}

/**
 * Orders: writing placed orders, reading, access and status. Every write that moves stock is a stock move
 * (see StockHoldsService): holds on the products first (a unit is only taken while enough remain), then the
 * order write, which lists the move, then the holds are settled. No replica-set transactions are needed,
 * and a crash between the steps is undone exactly by the recovery sweep. Placing an order (pricing, caps,
 * checkout rules, risk) is checkout's (server/src/checkout), which calls `create`.
 */
@Injectable()
export class OrdersService {
  constructor(
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    private readonly holds: StockHoldsService,
    private readonly events: EventEmitter2,
    private readonly durable: DurableWrites,
  ) {}

  // ---- placing ----

  /**
   * Writes a new order that checkout has priced and checked: takes its units from stock and inserts it through
   * the Order model, as one stock move (see StockHoldsService.run), with its number, status, history and
   * confirmation. A clash of order numbers is retried with a new number; an idempotency key another request
   * placed first throws IdempotencyKeyTaken, with the units given back.
   */
  async create(order: NewOrder, confirmationWindowHours: number): Promise<Order> {
    // The order's id is chosen first: the holds name it, so the sweep can tell whether it was ever written.
    const id = new Types.ObjectId();
    const { user, deliveryCharge, ...fields } = order;
    const record = await this.holds.run(id, 'take', stockLinesOf(order.items), (move) =>
      this.insert({
        ...fields,
        _id: id,
        userId: user ? new Types.ObjectId(user.id) : undefined,
        isGuestOrder: !user,
        paymentMethod: 'COD',
        shippingFee: deliveryCharge,
        deliveryCharge,
        status: PLACED_STATUS,
        confirmation: newConfirmation(new Date(), confirmationWindowHours),
        statusHistory: [this.change(PLACED_STATUS, user)],
        stockTaken: holdsStock(PLACED_STATUS),
        stockMoves: [move.id],
        revision: 0,
      }),
    );
    // From here the order owns its units: nothing may give them back.
    const placed = toOrder(record!);
    this.events.emit(
      ORDER_EVENTS.placed,
      new OrderPlacedEvent(placed, {
        actor: user ? 'customer' : 'guest',
        userId: user?.id,
        name: user?.name ?? 'Guest',
      }),
    );
    return placed;
  }

  /** Inserts the order through the model; a clash of order numbers is retried with a new number. */
  private async insert(
    fields: Omit<OrderRecord, 'orderNumber' | 'createdAt' | 'updatedAt'> & { _id: Types.ObjectId },
  ): Promise<StoredOrder> {
    for (let attempt = 0; ; attempt++) {
      try {
        const created = await this.orders.create({ ...fields, orderNumber: newOrderNumber() });
        return created.toObject<StoredOrder>();
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
        // Which unique index: the idempotency key's (another request placed this key first) or the order number's (retried).
        const keyHash = fields.idempotency?.keyHash;
        if (keyHash && (await this.orders.exists({ 'idempotency.keyHash': keyHash }))) throw new IdempotencyKeyTaken();
        if (attempt >= 4) throw error;
      }
    }
  }

  /** The order placed with an idempotency key (by its hash), with the key's record; undefined when none. */
  async findByIdempotencyKeyHash(keyHash: string): Promise<StoredOrder | undefined> {
    const record = await this.orders
      .findOne({ 'idempotency.keyHash': keyHash })
      .select('+idempotency')
      .lean<StoredOrder>();
    return record ?? undefined;
  }

  /**
   * The lines of the Pending orders that still hold stock for this phone number (its search key) or this
   * account: what the caps on units waiting for confirmation count.
   */
  async openLinesOf(phone: string, userId?: string): Promise<OpenOrderLines[]> {
    const anyOf: QueryFilter<OrderRecord>[] = [{ 'client.phone': phone }];
    if (userId) anyOf.push({ userId: new Types.ObjectId(userId) });
    return this.orders
      .find({ status: OrderStatus.Pending, stockTaken: true, $or: anyOf }, { items: 1, userId: 1, client: 1 })
      .lean<OpenOrderLines[]>();
  }

  // ---- reading ----

  /**
   * One order for whoever asks: admins read all; a customer reads their own; a guest order is read with its
   * access key. Everything else is 404, so order ids reveal nothing.
   */
  async findForCaller(ctx: RequestContext, id: string, accessKey?: string): Promise<Order> {
    const record = await this.load(id, true);
    const isAdmin = ctx.user?.role === 'admin';
    const isOwner = Boolean(ctx.user && record.userId && String(record.userId) === ctx.user.id);
    if (!isAdmin && !isOwner && !this.keyMatches(record, accessKey)) throw new NotFoundException(NOT_FOUND);
    return toOrder(record);
  }

  private keyMatches(record: StoredOrder, accessKey?: string): boolean {
    if (!record.isGuestOrder || !record.accessKeyHash || !accessKey || typeof accessKey !== 'string') return false;
    const given = Buffer.from(hashKey(accessKey));
    const stored = Buffer.from(record.accessKeyHash);
    return given.length === stored.length && timingSafeEqual(given, stored);
  }

  private async load(id: string, withKey = false): Promise<StoredOrder> {
    if (!isValidObjectId(id)) throw new NotFoundException(NOT_FOUND);
    const query = this.orders.findById(id);
    if (withKey) query.select('+accessKeyHash');
    const record = await query.lean<StoredOrder>();
    if (!record) throw new NotFoundException(NOT_FOUND);
    return record;
  }

  async listMine(ctx: RequestContext, args: OrderListArgs): Promise<Page<Order>> {
    if (!ctx.user) throw new UnauthorizedException('Please log in to continue');
    return this.list({ userId: new Types.ObjectId(ctx.user.id) }, args);
  }

  /** Admin lists: account orders or guest orders, with search (number, name, e-mail, phone, city), status filter and sort. */
  async listForAdmin(kind: 'account' | 'guest', args: OrderListArgs): Promise<Page<Order>> {
    const filter: QueryFilter<OrderRecord> = { isGuestOrder: kind === 'guest' };
    if (args.search) {
      const pattern = { $regex: escapeRegExp(args.search), $options: 'i' };
      filter.$or = [
        { orderNumber: pattern },
        { 'shippingAddress.name': pattern },
        { 'shippingAddress.email': pattern },
        { 'shippingAddress.phone': pattern },
        { 'customer.name': pattern },
        { 'customer.email': pattern },
        { 'guestInfo.name': pattern },
        { 'guestInfo.email': pattern },
        { 'guestInfo.phone': pattern },
      ];
      filter.$or.push({ 'shippingAddress.city': pattern });
      // Phones are stored in E.164: a number, or the start or a run of one, typed in any form finds its orders.
      const phone = toE164(args.search);
      if (phone)
        filter.$or.push({ 'shippingAddress.phone': phone }, { 'guestInfo.phone': phone }, { 'customer.phone': phone });
      const partial = phoneSearchPattern(args.search);
      if (partial) {
        const digits = { $regex: partial };
        filter.$or.push(
          { 'shippingAddress.phone': digits },
          { 'guestInfo.phone': digits },
          { 'customer.phone': digits },
        );
      }
    }
    return this.list(filter, args);
  }

  private async list(filter: QueryFilter<OrderRecord>, args: OrderListArgs): Promise<Page<Order>> {
    const page = args.page ?? 1;
    const limit = args.limit ?? 10;
    if (args.status) filter.status = args.status;
    const direction: MongoSortOrder = args.sortOrder === SortOrder.asc ? 1 : -1;
    return findPage(
      this.orders,
      { filter, sort: { [args.sortBy ?? 'createdAt']: direction, _id: direction }, page, limit },
      toOrder,
    );
  }

  async customerDashboard(ctx: RequestContext): Promise<CustomerDashboard> {
    if (!ctx.user) throw new UnauthorizedException('Please log in to continue');
    const userId = new Types.ObjectId(ctx.user.id);
    const [groups, recent] = await Promise.all([
      this.orders.aggregate<{ _id: OrderStatus; count: number; amount: number }>([
        { $match: { userId } },
        { $group: { _id: '$status', count: { $sum: 1 }, amount: { $sum: '$totalAmount' } } },
      ]),
      this.orders.find({ userId }).sort({ createdAt: -1, _id: -1 }).limit(5).lean<StoredOrder[]>(),
    ]);
    const count = (statuses: OrderStatus[]) =>
      groups.filter((g) => statuses.includes(g._id)).reduce((sum, g) => sum + g.count, 0);
    return {
      totalOrders: groups.reduce((sum, g) => sum + g.count, 0),
      totalSpent: groups.filter((g) => !UNCOUNTED_STATUSES.includes(g._id)).reduce((sum, g) => sum + g.amount, 0),
      pendingOrders: count(OPEN_STATUSES),
      completedOrders: count(COMPLETED_STATUSES),
      recentOrders: recent.map(toOrder),
    };
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
      {
        $facet: {
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
          pendingSince: [
            { $match: { status: OrderStatus.Pending, createdAt: { $gt: pendingSince } } },
            { $count: 'count' },
          ],
        },
      },
    ]);
    return result;
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

  /** Pending orders the customer has not confirmed (older orders without a confirmation too), of a phone number (search key) or an account when given. */
  countAwaitingConfirmation(holder?: { phone: string } | { userId: string }): Promise<number> {
    return this.orders.countDocuments({ ...AWAITING_CONFIRMATION, ...(holder ? holderFilter(holder) : {}) });
  }

  /** The orders waiting for confirmation, oldest first (the call centre's queue). */
  awaitingConfirmation(page: number, limit: number): Promise<Page<Order>> {
    return findPage(
      this.orders,
      { filter: { ...AWAITING_CONFIRMATION }, sort: { createdAt: 1, _id: 1 }, page, limit },
      toOrder,
    );
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

  // ---- status ----

  /** A customer cancels their own order while the workflow lets them (today: while it is Pending). */
  async cancelOwn(ctx: RequestContext, id: string): Promise<Order> {
    const record = await this.load(id);
    if (!ctx.user || !record.userId || String(record.userId) !== ctx.user.id) throw new NotFoundException(NOT_FOUND);
    if (!canCancel(record.status, 'customer')) throw new BadRequestException('Only pending orders can be cancelled');
    return this.changeStatus(ctx, record, CANCELLED_STATUS, 'customer');
  }

  /** An admin sets a status the workflow allows (today: any from any other); `kind` makes the guest and account routes reach only their own orders. */
  async setStatus(
    ctx: RequestContext,
    id: string,
    status: OrderStatus,
    kind?: 'account' | 'guest',
    overrideReason?: string,
    extra?: StatusChangeExtras,
  ): Promise<Order> {
    const record = await this.load(id);
    if (kind && record.isGuestOrder !== (kind === 'guest')) throw new NotFoundException(NOT_FOUND);
    return this.changeStatus(ctx, record, status, 'admin', { overrideReason, set: extra?.set });
  }

  /**
   * The shop itself moves an order as the workflow lets the system (a courier's tracking update: Shipped to
   * Delivered or Returned), through the same path as an admin's change; `byName` goes into the history.
   */
  async setStatusBySystem(id: string, status: OrderStatus, byName: string, extra?: StatusChangeExtras): Promise<Order> {
    const record = await this.load(id);
    return this.changeStatus({ ip: 'system' }, record, status, 'system', {
      set: extra?.set,
      by: { byId: '', byName, byRole: 'system' },
    });
  }

  /**
   * The confirmation step's changes (ConfirmationsService): moves the order to `status` through the workflow
   * as `actor` (the customer declining, the system expiring), writing `set` in the same write, which only
   * lands on the revision read. `by` names who the history shows.
   */
  async changeForConfirmation(
    record: StoredOrder,
    status: OrderStatus,
    actor: OrderActor,
    change: { set: Record<string, unknown>; by: Omit<StatusChangeRecord, 'status' | 'changedAt'> },
  ): Promise<Order> {
    return this.changeStatus({ ip: '' }, record, status, actor, change);
  }

  /** Writes `set` to the order on the revision read (a change of the confirmation alone); refused when another change landed first. */
  async writeConfirmation(record: StoredOrder, set: Record<string, unknown>): Promise<StoredOrder> {
    return this.write(record, { $set: set });
  }

  /** One stored order by id, as the confirmation step reads it (404 when unknown). */
  loadRecord(id: string): Promise<StoredOrder> {
    return this.load(id);
  }

  /**
   * Moves an order to `status` when the workflow lets `actor`, keeping stock in step: into a status that
   * holds no stock gives the units back, out of one takes them again (or refuses when stock is short).
   * Setting the status an order already has changes nothing. Events follow the write.
   */
  private async changeStatus(
    ctx: RequestContext,
    record: StoredOrder,
    status: OrderStatus,
    actor: OrderActor,
    options: {
      overrideReason?: string;
      set?: Record<string, unknown>;
      by?: Omit<StatusChangeRecord, 'status' | 'changedAt'>;
    } = {},
  ): Promise<Order> {
    if (record.status === status) return toOrder(record);
    if (!mayChange(record.status, status, actor))
      throw new BadRequestException(`An order cannot go from ${record.status} to ${status}`);
    // The shipping gate: an unconfirmed order does not move on unless an admin gives a reason, kept in the history.
    const override = options.overrideReason?.trim();
    const gated = needsConfirmation(record.status, status, record.confirmation?.status);
    if (gated && !override) throw new ConflictException(GATE_MESSAGE);
    const entry: StatusChangeRecord = options.by
      ? { ...options.by, status, changedAt: new Date() }
      : this.change(status, ctx.user);
    if (gated) entry.note = `Moved on before confirmation: ${override}`;
    const stockTaken = holdsStock(status);
    const update = {
      $set: { ...options.set, status, stockTaken, statusHistory: [...(record.statusHistory ?? []), entry] },
    };
    let written: StoredOrder;
    if (stockTaken === record.stockTaken) {
      written = await this.write(record, update);
    } else {
      try {
        written = this.written(
          await this.holds.run(record._id, stockTaken ? 'take' : 'return', stockLinesOf(record.items), (move) =>
            this.update(record, update, move.id),
          ),
        );
      } catch (error) {
        if (stockTaken && error instanceof BadRequestException)
          throw new BadRequestException(`Cannot reopen this order: ${error.message}`);
        throw error;
      }
    }
    const order = toOrder(written);
    const by = options.by
      ? { actor, userId: options.by.byId || undefined, name: options.by.byName }
      : this.by(ctx, actor);
    this.events.emit(ORDER_EVENTS.statusChanged, new OrderStatusChangedEvent(order, record.status, status, by));
    if (status === CANCELLED_STATUS)
      this.events.emit(ORDER_EVENTS.cancelled, new OrderCancelledEvent(order, record.status, by));
    return order;
  }

  /**
   * Writes `update` to the order, conditional on the revision read; refused when another change landed first.
   * A durable unit: the order as written is journaled before this answers (see DurableWrites).
   */
  private async write(record: StoredOrder, update: UpdateQuery<OrderRecord>): Promise<StoredOrder> {
    return this.written(
      await this.durable.run(async (unit) => {
        const updated = await this.update(record, update);
        if (updated) unit.record({ put: [{ collection: this.orders.collection.collectionName, document: updated }] });
        return updated;
      }),
    );
  }

  private written(updated: StoredOrder | null): StoredOrder {
    if (!updated) throw new ConflictException(CHANGED_MEANWHILE);
    return updated;
  }

  /**
   * The order write: `update`, conditional on the revision read (so two concurrent changes never both
   * apply) and bumping it; with `moveId`, it also lists that stock move. Null when the revision was gone.
   * Answers the whole record as written (hidden fields included), for the journal.
   */
  private update(record: StoredOrder, update: UpdateQuery<OrderRecord>, moveId?: string): Promise<StoredOrder | null> {
    return this.orders
      .findOneAndUpdate(
        { _id: record._id, revision: record.revision ?? 0 },
        { ...update, $inc: { revision: 1 }, ...(moveId ? { $addToSet: { stockMoves: moveId } } : {}) },
        { returnDocument: 'after', projection: HIDDEN_ORDER_FIELDS },
      )
      .lean<StoredOrder>();
  }

  private by(ctx: RequestContext, actor: OrderActor | 'guest'): OrderEventBy {
    return { actor, userId: ctx.user?.id, name: ctx.user?.name ?? 'Guest' };
  }

  private change(status: OrderStatus, user?: AuthUser): StatusChangeRecord {
    return {
      status,
      changedAt: new Date(),
      byId: user?.id ?? '',
      byName: user?.name ?? 'Guest',
      byRole: user?.role ?? 'guest',
    };
  }

  /**
   * Deletes an order; units of an order that has not shipped yet go back to stock. They go back first, as
   * a move of the order's own (stockTaken false, status kept), and the order's holds are settled before
   * it goes: a crash in between leaves an order that holds no units, never units that nobody can account for.
   */
  async remove(id: string, kind?: 'account' | 'guest'): Promise<void> {
    let record = await this.load(id);
    if (kind && record.isGuestOrder !== (kind === 'guest')) throw new NotFoundException(NOT_FOUND);
    if (record.stockTaken && unitsBackOnDelete(record.status)) {
      const before = record;
      record = this.written(
        await this.holds.run(record._id, 'return', stockLinesOf(record.items), (move) =>
          this.update(before, { $set: { stockTaken: false } }, move.id),
        ),
      );
    }
    await this.holds.endHoldsOf(record);
    const revision = record.revision ?? 0;
    const deleted = await this.durable.run(async (unit) => {
      const result = await this.orders.deleteOne({ _id: record._id, revision });
      if (result.deletedCount === 1)
        unit.record({ delete: [{ collection: this.orders.collection.collectionName, id: record._id, revision }] });
      return result;
    });
    if (deleted.deletedCount !== 1) throw new ConflictException(CHANGED_MEANWHILE);
  }
}

import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { timingSafeEqual } from 'node:crypto';
import { customAlphabet } from 'nanoid';
import { isValidObjectId, Model, QueryFilter, SortOrder as MongoSortOrder, Types, UpdateQuery } from 'mongoose';
import { can, Permission } from '../common/access/permissions';
import type { AuthUser, RequestContext } from '../common/access/request-context';
import { findPage, Page } from '../common/pagination/pagination';
import { DurableWrites } from '../database/durable-writes';
import { escapeRegExp } from '../common/search/escape-regexp';
import { phoneSearchPattern } from '../common/search/phone-search';
import { toE164 } from '../common/phone/pakistani-phone';
import { StoredOrder, toOrder } from './order-view';
import { hashAccessKey } from './access-key';
import { ORDER_CHANGED_MEANWHILE as CHANGED_MEANWHILE, ORDER_NOT_FOUND as NOT_FOUND } from './order-messages';
import { OrderKind, OrderListArgs, SortOrder } from './dto/order-list.args';
import { CustomerDashboard, Order, OrderKindCounts } from './models/order.model';
import {
  ORDER_EVENTS,
  OrderCancelledEvent,
  OrderEventBy,
  OrderConfirmedEvent,
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
  PLACED_STATUS,
  UNCOUNTED_STATUSES,
  unitsBackOnDelete,
} from './workflow/order-workflow';
import { OrderLineRecord, OrderRecord, OrderSchema, StatusChangeRecord } from './schemas/order.schema';
import { StockHoldsService, StockLine } from './stock-holds.service';
import { orderLineName } from './order-line-name';

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
  | 'discountCode'
  | 'discount'
  | 'totalAmount'
  | 'risk'
  | 'notes'
  | 'takenBy'
> & {
  user?: AuthUser;
  /** The order's id when checkout chose it first (a discount code's use names the order); else a new one. */
  id?: Types.ObjectId;
};

/** The order's insert met the unique index: another request with the same idempotency key placed it first. */
export class IdempotencyKeyTaken extends Error {}

const DUPLICATE_KEY = 11000;

/** The units an order's lines hold, for taking from stock or giving back. */
const stockLinesOf = (items: OrderLineRecord[]): StockLine[] =>
  items.map((line) => ({
    product: line.product,
    quantity: line.quantity,
    name: orderLineName(line),
    ...(line.variant ? { variant: line.variant } : {}),
  }));

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
    const { user, deliveryCharge, id: chosen, ...fields } = order;
    const id = chosen ?? new Types.ObjectId();
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
        statusHistory: [
          order.takenBy
            ? {
                ...this.change(PLACED_STATUS),
                byId: order.takenBy.byId,
                byName: order.takenBy.byName,
                byRole: 'admin',
                note: `Taken by ${order.takenBy.channel === 'whatsapp' ? 'WhatsApp' : 'phone'}`,
              }
            : this.change(PLACED_STATUS, user),
        ],
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
        name: user?.name ?? order.takenBy?.byName ?? 'Guest',
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

  // ---- reading ----

  /**
   * One order for whoever asks: staff who read orders read all; a customer reads their own; a guest order is read with its
   * access key. Everything else is 404, so order ids reveal nothing.
   */
  async findForCaller(ctx: RequestContext, id: string, accessKey?: string): Promise<Order> {
    const record = await this.load(id, true);
    const isStaff = can(ctx.user, Permission.OrdersRead);
    const isOwner = Boolean(ctx.user && record.userId && String(record.userId) === ctx.user.id);
    if (!isStaff && !isOwner && !this.keyMatches(record, accessKey)) throw new NotFoundException(NOT_FOUND);
    return toOrder(record);
  }

  private keyMatches(record: StoredOrder, accessKey?: string): boolean {
    if (!record.isGuestOrder || !record.accessKeyHash || !accessKey || typeof accessKey !== 'string') return false;
    const given = Buffer.from(hashAccessKey(accessKey));
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

  /** Admin lists: account orders or guest orders, with search (number, name, e-mail, phone, city, discount code), status filter and sort. */
  /** An admin list: account orders, guest orders, or both kinds in one list (`all`), with the same search and filters. */
  async listForAdmin(kind: `${OrderKind}`, args: OrderListArgs): Promise<Page<Order>> {
    const filter: QueryFilter<OrderRecord> = kind === OrderKind.all ? {} : { isGuestOrder: kind === OrderKind.guest };
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
      // A discount code, as typed in any case: the orders placed with it.
      filter.$or.push({ discountCode: args.search.trim().toUpperCase() });
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
    if (args.readyToShip)
      // Ready for a courier: no parcel yet, and Processing (the gate let it through) or Pending and confirmed.
      filter.$and = [
        { 'shipment.courier': { $exists: false } },
        {
          $or: [
            { status: OrderStatus.Processing },
            { status: OrderStatus.Pending, 'confirmation.status': 'confirmed' },
          ],
        },
      ];
    return this.list(filter, args);
  }

  /** How many orders each admin list holds, unfiltered (the tabs' numbers): account, guest and both. */
  async countForAdmin(): Promise<OrderKindCounts> {
    const [account, guest] = await Promise.all([
      this.orders.countDocuments({ isGuestOrder: false }),
      this.orders.countDocuments({ isGuestOrder: true }),
    ]);
    return { account, guest, all: account + guest };
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
    const written = await this.write(record, { $set: set });
    if (written.confirmation?.status === 'confirmed' && record.confirmation?.status !== 'confirmed')
      this.events.emit(ORDER_EVENTS.confirmed, new OrderConfirmedEvent(toOrder(written)));
    return written;
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

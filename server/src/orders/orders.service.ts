import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { customAlphabet } from 'nanoid';
import { isValidObjectId, Model, QueryFilter, SortOrder as MongoSortOrder, Types, UpdateQuery } from 'mongoose';
import type { AuthUser, RequestContext } from '../common/access/request-context';
import { findPage, Page } from '../common/pagination/pagination';
import { RateLimit, RateLimiterService } from '../common/rate-limit/rate-limiter.service';
import { CartService } from '../cart/cart.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DURABLE_WRITE_CONCERN, DurableWrites } from '../database/durable-writes';
import { escapeRegExp } from '../common/search/escape-regexp';
import { phoneSearchPattern } from '../common/search/phone-search';
import { pricing } from '../products/product-view';
import { StoredOrder, toOrder } from './order-view';
import { ProductRecord } from '../products/schemas/product.schema';
import { EMAIL_PATTERN } from '../users/dto/account-rules';
import { OrderListArgs, SortOrder } from './dto/order-list.args';
import { ContactInput, PlaceOrderInput } from './dto/place-order.input';
import { CustomerDashboard, Order, PlacedOrder } from './models/order.model';
import { fingerprint, IDEMPOTENCY_KEY_REUSED, IdempotencyScope, scopeOf, seal, unseal } from './idempotency';
import { ClientKeys, OrderLimitsService } from './order-limits.service';
import {
  ORDER_EVENTS,
  OrderCancelledEvent,
  OrderEventBy,
  OrderPlacedEvent,
  OrderStatusChangedEvent,
} from './events/order-events';
import { totalsOf } from '../pricing/totals';
import { DeliveryRule, deliveryRuleFor } from '../pricing/delivery-rule';
import { CheckoutRulesService } from '../risk/checkout-rules.service';
import { RiskService } from '../risk/risk.service';
import type { OrderRisk } from '../risk/risk-scoring';
import { phoneSearchKey, toE164 } from '../common/phone/pakistani-phone';
import { SettingsService } from '../settings/settings.service';
import { GATE_MESSAGE, newConfirmation } from '../confirmations/confirmation-rules';
import {
  CANCELLED_STATUS,
  canCancel,
  COMPLETED_STATUSES,
  holdsStock,
  mayChange,
  needsConfirmation,
  OPEN_STATUSES,
  OrderActor,
  OrderStatus,
  PLACED_STATUS,
  UNCOUNTED_STATUSES,
  unitsBackOnDelete,
} from './workflow/order-workflow';
import { ContactRecord, OrderLineRecord, OrderRecord, OrderSchema, StatusChangeRecord } from './schemas/order.schema';
import { NewOrder, orderDocument } from './order-document';
import { StockHoldsService, StockLine } from './stock-holds.service';

/** What a status change may write with it, in the same conditional write (a shipment with Shipped). */
export interface StatusChangeExtras {
  /** Fields of the order record set together with the status (paths such as `shipment`). */
  set?: Record<string, unknown>;
  /** The history's name for a change made by the system (a courier's update). */
  byName?: string;
}

/** An idempotent placement: the key's scope and the fingerprint of the body it came with. */
type Idempotent = IdempotencyScope & { requestHash: string };

/** The order's insert met the unique index: another request with the same idempotency key placed it first. */
class IdempotencyKeyTaken extends Error {}

export const ADMINS_CANNOT_ORDER = 'Admins cannot place orders. Please use a customer account.';
const NOT_FOUND = 'Order not found';
const CHANGED_MEANWHILE = 'The order was changed at the same time. Please reload it and try again.';
const DUPLICATE_KEY = 11000;

/** Orders from one address: a loose pace (ORDER_RATE_PER_ADDRESS a minute), since many shoppers can share one. */
export const orderAddressLimit = (perMinute: number): RateLimit => ({
  name: 'order-ip',
  limit: perMinute,
  windowMs: 60_000,
  message: 'Too many orders from this address.',
});
export const ORDER_PHONE_LIMIT: RateLimit = {
  name: 'order-phone',
  limit: 5,
  windowMs: 60 * 60_000,
  message: 'Too many orders for this phone number.',
};

/** What an order line copies from its product, and the stock the placement checks first. */
type OrderedProduct = Pick<
  ProductRecord,
  'name' | 'brand' | 'category' | 'images' | 'price' | 'discountPrice' | 'stockQuantity'
> & { _id: Types.ObjectId };
const ORDERED_PRODUCT_FIELDS = {
  name: 1,
  brand: 1,
  category: 1,
  images: 1,
  price: 1,
  discountPrice: 1,
  stockQuantity: 1,
} satisfies Record<Exclude<keyof OrderedProduct, '_id'>, 1>;

/** The units an order's lines hold, for taking from stock or giving back. */
const stockLinesOf = (items: OrderLineRecord[]): StockLine[] =>
  items.map((line) => ({ product: line.product, quantity: line.quantity, name: line.name }));

export const PRICES_CHANGED = 'Prices in your cart have changed. Please review your cart and place the order again.';
/** GraphQL `extensions.code` of an order refused because the total the shopper saw is no longer the total (HTTP 409). */
export const PRICE_CHANGED_CODE = 'PRICE_CHANGED';

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

const contact = (input: Partial<ContactInput> | undefined): ContactRecord => ({
  name: input?.name ?? '',
  email: (input?.email ?? '').toLowerCase(),
  // Kept in E.164 (`+923001234567`); the input rules let only Pakistani numbers through.
  phone: toE164(input?.phone) ?? input?.phone ?? '',
  address: input?.address ?? '',
  city: input?.city ?? '',
});

/**
 * Orders: placement, stock, access and status. Every write that moves stock is a stock move (see
 * StockHoldsService): holds on the products first (a unit is only taken while enough remain), then the
 * order write, which lists the move, then the holds are settled. No replica-set transactions are needed,
 * and a crash between the steps is undone exactly by the recovery sweep.
 */
@Injectable()
export class OrdersService {
  private readonly addressLimit: RateLimit;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    @InjectModel(ProductRecord.name) private readonly products: Model<ProductRecord>,
    private readonly cart: CartService,
    private readonly rateLimiter: RateLimiterService,
    private readonly holds: StockHoldsService,
    private readonly limits: OrderLimitsService,
    private readonly events: EventEmitter2,
    private readonly settings: SettingsService,
    private readonly checkoutRules: CheckoutRulesService,
    private readonly risk: RiskService,
    private readonly durable: DurableWrites,
  ) {
    this.addressLimit = orderAddressLimit(config.orderLimits.perAddressPerMinute);
  }

  // ---- placing ----

  /** Placements under way in this process, by idempotency key hash: a repeat waits for the first. */
  private readonly placing = new Map<string, Promise<PlacedOrder>>();

  /**
   * Places an order. With an idempotency key, placing is done at most once per key: a repeat (after the
   * first finished, or while it runs) answers the same order, access key included for a guest, and takes
   * no stock; a repeat with another body is refused (422). Two instances placing the same key at once meet
   * on the unique index of the key's hash: the loser gives its units back and answers the winner's order.
   */
  async place(ctx: RequestContext, input: PlaceOrderInput, idempotencyKey?: string): Promise<PlacedOrder> {
    if (ctx.user?.role === 'admin') throw new ForbiddenException(ADMINS_CANNOT_ORDER);
    if (idempotencyKey === undefined) return this.placeOnce(ctx, input);
    const idempotent: Idempotent = { ...scopeOf(ctx, idempotencyKey), requestHash: fingerprint(input) };
    for (;;) {
      const earlier = await this.placedWith(idempotent);
      if (earlier) return earlier;
      const running = this.placing.get(idempotent.keyHash);
      if (!running) break;
      await running.catch(() => undefined);
    }
    const attempt = this.placeOnce(ctx, input, idempotent);
    this.placing.set(idempotent.keyHash, attempt);
    try {
      return await attempt;
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      const winner = await this.placedWith(idempotent);
      if (!winner) throw new ConflictException(CHANGED_MEANWHILE);
      return winner;
    } finally {
      if (this.placing.get(idempotent.keyHash) === attempt) this.placing.delete(idempotent.keyHash);
    }
  }

  /** The order placed with this idempotency key by this caller, for a client whose answer never came; 404 otherwise. */
  async findByIdempotencyKey(ctx: RequestContext, idempotencyKey: string): Promise<PlacedOrder> {
    const placed = await this.placedWith(scopeOf(ctx, idempotencyKey));
    if (!placed) throw new NotFoundException(NOT_FOUND);
    return placed;
  }

  /** The order placed with the key, as its placement answered; with `requestHash`, refused when the body differs. */
  private async placedWith(scope: IdempotencyScope & { requestHash?: string }): Promise<PlacedOrder | undefined> {
    const record = await this.orders
      .findOne({ 'idempotency.keyHash': scope.keyHash })
      .select('+idempotency')
      .lean<StoredOrder>();
    if (!record?.idempotency) return undefined;
    if (scope.requestHash !== undefined && record.idempotency.requestHash !== scope.requestHash)
      throw new UnprocessableEntityException(IDEMPOTENCY_KEY_REUSED);
    const sealed = record.idempotency.sealedAccessKey;
    return { order: toOrder(record), accessKey: sealed ? unseal(sealed, scope.sealingKey) : undefined };
  }

  private async placeOnce(ctx: RequestContext, input: PlaceOrderInput, idempotent?: Idempotent): Promise<PlacedOrder> {
    const shipping = contact(input.shippingAddress);
    if (ctx.user && !shipping.email) throw new BadRequestException('Email is required');
    if (shipping.email && !EMAIL_PATTERN.test(shipping.email))
      throw new BadRequestException('Please enter a valid email address');
    const client: ClientKeys = { ip: ctx.ip, phone: phoneSearchKey(shipping.phone), userId: ctx.user?.id };
    await this.rateLimiter.consume(this.addressLimit, client.ip);
    await this.rateLimiter.consume(ORDER_PHONE_LIMIT, client.phone);

    const wanted = this.mergeLines(input.items.map((line) => ({ product: line.product, quantity: line.quantity })));
    // Straight from the collection, only what an order line copies (no Mongoose query to build, no whole product to decode).
    const catalogue = await this.products.collection
      .find<OrderedProduct>(
        { _id: { $in: wanted.map((line) => new Types.ObjectId(line.product)) } },
        { projection: ORDERED_PRODUCT_FIELDS },
      )
      .toArray();
    const byId = new Map(catalogue.map((product) => [String(product._id), product]));
    const lines: OrderLineRecord[] = wanted.map((line) => {
      const product = byId.get(line.product);
      if (!product) throw new NotFoundException('Product not found');
      if (product.stockQuantity <= 0) throw new BadRequestException(`${product.name} is out of stock`);
      if (product.stockQuantity < line.quantity)
        throw new BadRequestException(`Only ${product.stockQuantity} left in stock for ${product.name}`);
      return {
        product: product._id,
        name: product.name,
        brand: product.brand,
        category: product.category,
        image: product.images?.[0] ?? '',
        price: pricing(product.price, product.discountPrice).finalPrice,
        quantity: line.quantity,
      };
    });

    // The settings once per placement: its delivery rule and its confirmation window.
    const settings = await this.settings.current();
    const rule = deliveryRuleFor(settings.shipping);
    this.checkExpectedTotal(input.expectedTotal, lines, shipping.city, rule);
    this.limits.checkOrder(lines);
    const stockOf = (product: Types.ObjectId) => byId.get(String(product))?.stockQuantity ?? 0;
    const record = await this.limits.serialised(client, async () => {
      await this.limits.checkOpenUnits(client, lines, stockOf);
      // The merchant's checkout rules (422, nothing written) and the risk (server/src/risk).
      const { subtotal, quantity } = totalsOf(lines);
      const attempt = { ...client, email: shipping.email || ctx.user?.email || '', city: shipping.city, subtotal };
      await this.checkoutRules.check({ ...attempt, units: quantity, address: shipping.address });
      // The checkout rules just refused a blocked phone or e-mail: the risk need not read the blocklist again.
      const risk = await this.risk.assess({ ...attempt, units: quantity, address: shipping.address }, undefined, {
        blocked: false,
      });
      return this.takeAndInsert(ctx, input, shipping, client, lines, idempotent, {
        rule,
        risk,
        confirmationWindowHours: settings.confirmation.windowHours,
      });
    });
    if (ctx.user) await this.cart.clearFor(ctx.user.id);
    const order = toOrder(record.order);
    this.events.emit(ORDER_EVENTS.placed, new OrderPlacedEvent(order, this.by(ctx, ctx.user ? 'customer' : 'guest')));
    return { order, accessKey: record.accessKey };
  }

  /** The order is placed only at the total the shopper saw: a different total at current prices is refused before anything is written. */
  private checkExpectedTotal(
    expectedTotal: number | undefined,
    lines: OrderLineRecord[],
    city: string,
    rule: DeliveryRule,
  ) {
    if (expectedTotal === undefined || expectedTotal === null) return;
    const { total } = totalsOf(lines, rule, { city });
    if (Math.abs(total - expectedTotal) >= 0.005)
      throw new ConflictException({ message: PRICES_CHANGED, code: PRICE_CHANGED_CODE });
  }

  /** Takes the lines' units from stock and writes the order, as one stock move (see StockHoldsService.run). */
  private async takeAndInsert(
    ctx: RequestContext,
    input: PlaceOrderInput,
    shipping: ContactRecord,
    client: ClientKeys,
    lines: OrderLineRecord[],
    idempotent: Idempotent | undefined,
    priced: { rule: DeliveryRule; risk: OrderRisk; confirmationWindowHours: number },
  ) {
    // The order's id is chosen first: the holds name it, so the sweep can tell whether it was ever written.
    const id = new Types.ObjectId();
    const accessKey = ctx.user ? undefined : randomBytes(24).toString('base64url');
    const totals = totalsOf(lines, priced.rule, { city: shipping.city });
    const record = await this.holds.run(id, 'take', stockLinesOf(lines), (move) =>
      this.insert({
        _id: id,
        userId: ctx.user ? new Types.ObjectId(ctx.user.id) : undefined,
        customer: ctx.user ? { name: ctx.user.name, email: ctx.user.email, phone: shipping.phone } : undefined,
        isGuestOrder: !ctx.user,
        guestInfo: ctx.user ? undefined : { ...shipping, ...this.filled(contact(input.guestInfo)) },
        accessKeyHash: accessKey ? hashKey(accessKey) : undefined,
        idempotency: idempotent && {
          keyHash: idempotent.keyHash,
          requestHash: idempotent.requestHash,
          sealedAccessKey: accessKey ? seal(accessKey, idempotent.sealingKey) : undefined,
        },
        client: { ip: client.ip, phone: client.phone },
        items: lines,
        shippingAddress: shipping,
        paymentMethod: 'COD',
        subtotal: totals.subtotal,
        shippingFee: totals.deliveryCharge,
        deliveryCharge: totals.deliveryCharge,
        totalAmount: totals.total,
        risk: priced.risk,
        notes: input.notes ?? '',
        status: PLACED_STATUS,
        confirmation: newConfirmation(new Date(), priced.confirmationWindowHours),
        statusHistory: [this.change(PLACED_STATUS, ctx.user)],
        stockTaken: holdsStock(PLACED_STATUS),
        stockMoves: [move.id],
        revision: 0,
      }),
    );
    // From here the order owns its units: nothing below may give them back.
    return { order: record!, accessKey };
  }

  private mergeLines(lines: Array<{ product: string; quantity: number }>) {
    const merged = new Map<string, number>();
    for (const line of lines) {
      if (!isValidObjectId(line.product)) throw new NotFoundException('Product not found');
      merged.set(line.product, (merged.get(line.product) ?? 0) + line.quantity);
    }
    for (const quantity of merged.values())
      if (quantity > 10) throw new BadRequestException('Maximum 10 items allowed per product');
    return [...merged].map(([product, quantity]) => ({ product, quantity }));
  }

  private filled(record: ContactRecord): Partial<ContactRecord> {
    return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== ''));
  }

  /**
   * Inserts the order straight into the collection, as built and checked by orderDocument (the same record
   * the Order model stored); a clash of order numbers is retried with a new number.
   */
  private async insert(order: Omit<NewOrder, 'orderNumber'>): Promise<StoredOrder> {
    for (let attempt = 0; ; attempt++) {
      const document = orderDocument({ ...order, orderNumber: newOrderNumber() });
      try {
        await this.orders.collection.insertOne(document, { writeConcern: DURABLE_WRITE_CONCERN });
        return document;
      } catch (error) {
        if ((error as { code?: number }).code !== DUPLICATE_KEY) throw error;
        // Which unique index: the idempotency key's (another request placed this key first) or the order number's (retried).
        if (order.idempotency && (await this.orders.exists({ 'idempotency.keyHash': order.idempotency.keyHash })))
          throw new IdempotencyKeyTaken();
        if (attempt >= 4) throw error;
      }
    }
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

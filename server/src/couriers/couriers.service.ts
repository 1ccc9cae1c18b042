import { EventEmitter2 } from '@nestjs/event-emitter';
import { COURIER_EVENTS, ShipmentUpdatedEvent } from './courier-events';
import {
  BadRequestException,
  ConflictException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnModuleDestroy,
  OnModuleInit,
} from '@nestjs/common';
import { isValidObjectId } from 'mongoose';
import type { RequestContext } from '../common/access/request-context';
import { displayPhone, toE164 } from '../common/phone/pakistani-phone';
import { Order } from '../orders/models/order.model';
import { OrderStatus } from '../orders/order-status';
import type { StoredOrder } from '../orders/order-view';
import { toOrder } from '../orders/order-view';
import { OrdersService } from '../orders/orders.service';
import { OrderRecordsService } from '../orders/order-records.service';
import type { ShipmentEventRecord, ShipmentRecord } from '../orders/schemas/shipment.schema';
import { COURIER_APIS, CourierApi, courierFailure, ParcelToBook, ParcelTracking } from './courier-api';
import {
  COURIER_CODES,
  COURIERS,
  courierName,
  CourierCode,
  isCourierCode,
  OWN_RIDER,
} from '../orders/courier-directory';
import { COURIER_MESSAGE, ShipOrderInput } from './dto/ship-order.input';
import { BulkOutcome, BulkReport, Courier, reportOf } from './models/courier.models';
import { COURIERS_CONFIG, CouriersConfig } from '../config/couriers-config';
import { CourierSettlementsService } from './courier-settlements.service';
import { deliveredAtOf } from './remittances.service';
import { BlocklistService } from '../risk/blocklist.service';
import { SHIPPABLE, shippingRefusal } from './shipping-eligibility';
import { SchedulerRegistry } from '@nestjs/schedule';
import { LeasesService } from '../database/leases.service';
import { ScheduledJob } from '../common/schedule/scheduled-job';
import { orderLineName } from '../orders/order-line-name';
import { runAsSystem } from '../common/audit/audit-context';
import type { DispatchRules } from './dispatch/dispatch-rules';
import type { DispatchChoice } from './dispatch/dispatch-rules.model';
import { DispatchRulesService } from './dispatch/dispatch-rules.service';

const NOT_FOUND = 'Order not found';
export const NO_BOOKABLE_COURIER =
  "No courier can be booked through its API here: set a courier's credentials (see docs/operations.md, Couriers)";
export const ALREADY_SHIPPED = 'This order already has a shipment';
export const DELIVERED_NOT_SHIPPABLE =
  'A Delivered order cannot be shipped. Record the courier that delivered it instead.';

/** The courier and tracking number, or own rider and name, an admin typed in (checked). */
function parcelOf(input: ShipOrderInput): Pick<ShipmentRecord, 'courier' | 'trackingNumber' | 'riderName'> {
  if (!isCourierCode(input.courier)) throw new BadRequestException(COURIER_MESSAGE);
  const trackingNumber = (input.trackingNumber ?? '').trim();
  const riderName = (input.riderName ?? '').trim();
  if (input.courier === OWN_RIDER && !riderName) throw new BadRequestException("Please enter the rider's name");
  if (input.courier !== OWN_RIDER && !trackingNumber) throw new BadRequestException('Please enter the tracking number');
  return input.courier === OWN_RIDER
    ? { courier: OWN_RIDER, trackingNumber: '', riderName }
    : { courier: input.courier, trackingNumber, riderName: '' };
}

const handedTo = (parcel: Pick<ShipmentRecord, 'courier' | 'trackingNumber' | 'riderName'>) =>
  parcel.courier === OWN_RIDER
    ? `Handed to our rider ${parcel.riderName}`
    : `Handed to ${courierName(parcel.courier)}, tracking number ${parcel.trackingNumber}`;

const eventOf = (code: string, description: string, at = new Date()): ShipmentEventRecord => ({
  at,
  code,
  description,
  location: '',
});

/** The parcel's events: those already kept and the courier's, each step once (same time and code). */
function mergeEvents(kept: ShipmentEventRecord[], fresh: ShipmentEventRecord[]): ShipmentEventRecord[] {
  const key = (event: ShipmentEventRecord) => `${new Date(event.at).getTime()}|${event.code}|${event.description}`;
  const seen = new Set(kept.map(key));
  return [...kept, ...fresh.filter((event) => !seen.has(key(event)))].sort(
    (a, b) => new Date(a.at).getTime() - new Date(b.at).getTime(),
  );
}

/** Local 11-digit form of a stored phone (E.164 or as typed): what Pakistani couriers' forms take. */
export const localPhone = (phone: string) => displayPhone(phone).replace(/\D/g, '');

/**
 * Shipments: handing orders to couriers (typed in or booked through a courier's API), following them until
 * delivered or returned (on demand and on a schedule), and bulk work on many orders. Every status change goes
 * through OrdersService (its workflow, stock and any gate it applies), the parcel written in the same write.
 */
@Injectable()
export class CouriersService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Couriers');
  /** The schedule's run (see trackDue). */
  private readonly tracking = new ScheduledJob(
    'Courier tracking',
    () =>
      runAsSystem('Courier tracking', () =>
        this.trackAll().then(() => (this.config.paymentsOnSchedule ? this.settlements.fetchAll() : 0)),
      ),
    this.logger,
  );

  constructor(
    private readonly orders: OrdersService,
    private readonly records: OrderRecordsService,
    @Inject(COURIER_APIS) private readonly apis: CourierApi[],
    @Inject(COURIERS_CONFIG) private readonly config: CouriersConfig,
    private readonly settlements: CourierSettlementsService,
    private readonly blocklist: BlocklistService,
    private readonly scheduler: SchedulerRegistry,
    private readonly leases: LeasesService,
    private readonly events: EventEmitter2,
    private readonly dispatch: DispatchRulesService,
  ) {}

  onModuleInit() {
    this.tracking.start(this.config.trackingIntervalMs, this.scheduler, this.leases);
  }

  async onModuleDestroy() {
    await this.tracking.stop();
  }

  list(): Courier[] {
    return COURIER_CODES.map((code) => ({
      code,
      name: COURIERS[code].name,
      trackingUrlPattern: COURIERS[code].trackingUrl,
      canBook: Boolean(this.apiFor(code)?.configured),
      canFetchPayments: Boolean(this.apiFor(code)?.configured && this.apiFor(code)?.payments),
    }));
  }

  private apiFor(code: string): CourierApi | undefined {
    return this.apis.find((api) => api.code === code);
  }

  private load(id: string): Promise<StoredOrder> {
    return this.orders.loadRecord(id);
  }

  // ---- shipping by hand ----

  /** Moves an order to Shipped with a courier and tracking number (or own rider and name), typed in by an admin. */
  async ship(ctx: RequestContext, id: string, input: ShipOrderInput): Promise<Order> {
    const parcel = parcelOf(input);
    const record = await this.load(id);
    if (record.shipment?.courier) throw new ConflictException(ALREADY_SHIPPED);
    if (!SHIPPABLE.includes(record.status))
      throw new BadRequestException(
        record.status === OrderStatus.Delivered
          ? DELIVERED_NOT_SHIPPABLE
          : `A ${record.status} order cannot be shipped. Only Pending, Processing or Shipped orders can.`,
      );
    const shipment: ShipmentRecord = {
      ...parcel,
      booked: false,
      bookedAt: new Date(),
      events: [eventOf('SHIPPED', handedTo(parcel))],
    };
    return this.shipmentUpdated(await this.toShipped(ctx, record, shipment));
  }

  /** Tells the listeners (webhooks) that an order's parcel changed, once the change is stored; answers the order. */
  private shipmentUpdated(order: Order): Order {
    this.events.emit(COURIER_EVENTS.shipmentUpdated, new ShipmentUpdatedEvent(order));
    return order;
  }

  /**
   * Records who carried a Delivered order that has no courier (moved to Delivered by the status buttons, or older
   * data), so its cash is owed by that courier and a payment can settle it. The order stays Delivered; its delivery
   * date stays the history's. Refused for an order in another status (ship those) or that has a courier already.
   */
  async recordCourier(ctx: RequestContext, id: string, input: ShipOrderInput): Promise<Order> {
    const parcel = parcelOf(input);
    const record = await this.load(id);
    if (record.shipment?.courier) throw new ConflictException(ALREADY_SHIPPED);
    if (record.status !== OrderStatus.Delivered)
      throw new BadRequestException(
        `Only a Delivered order's courier is recorded this way; a ${record.status} order is shipped instead`,
      );
    const deliveredAt = deliveredAtOf(record);
    const by = ctx.user?.name ? ` by ${ctx.user.name}` : '';
    const shipment: ShipmentRecord = {
      ...parcel,
      booked: false,
      bookedAt: deliveredAt,
      deliveredAt,
      events: [eventOf('DELIVERED', `${handedTo(parcel)}: delivered (recorded${by} after delivery)`)],
    };
    const written = await this.records.addShipment(record._id, OrderStatus.Delivered, shipment);
    if (!written) {
      // Changed meanwhile: another admin recorded a courier first, or the order left Delivered.
      const now = await this.load(id);
      if (now.shipment?.courier) throw new ConflictException(ALREADY_SHIPPED);
      throw new ConflictException('The order was changed at the same time. Please reload it and try again.');
    }
    return this.shipmentUpdated(toOrder(written));
  }

  /** Shipped, with the parcel, through the orders' one status path (a refusal there writes nothing). */
  private toShipped(ctx: RequestContext, record: StoredOrder, shipment: ShipmentRecord): Promise<Order> {
    if (record.status === OrderStatus.Shipped)
      // Already Shipped without a parcel (set from the status list): the parcel alone is added.
      return this.records.addShipment(record._id, OrderStatus.Shipped, shipment).then((written) => {
        if (!written) throw new ConflictException(ALREADY_SHIPPED);
        return toOrder(written);
      });
    return this.orders.setStatus(ctx, String(record._id), OrderStatus.Shipped, undefined, undefined, {
      set: { shipment },
    });
  }

  // ---- booking through a courier's API ----

  /** The couriers that can be booked through their API here, PostEx first (the default before dispatch rules). */
  private bookable(): CourierCode[] {
    return this.apis.filter((api) => api.configured).map((api) => api.code);
  }

  /** The courier the dispatch rules give an order (400 when no courier can be booked here). */
  async dispatchChoice(id: string): Promise<DispatchChoice> {
    return this.chooseFor(await this.load(id), await this.dispatch.current());
  }

  private chooseFor(record: StoredOrder, rules: DispatchRules): DispatchChoice {
    const choice = this.dispatch.choose(record, rules, this.bookable());
    if (!choice) throw new BadRequestException(NO_BOOKABLE_COURIER);
    return choice;
  }

  /**
   * Books the order with the courier's API, then moves it to Shipped; a refused move cancels the booking. Without
   * a courier, the dispatch rules choose it.
   */
  async book(ctx: RequestContext, id: string, courier?: string, rules?: DispatchRules): Promise<Order> {
    if (!courier) {
      const record = await this.load(id);
      courier = this.chooseFor(record, rules ?? (await this.dispatch.current())).courier;
    }
    const api = this.apiFor(courier);
    if (!api) throw new BadRequestException(`${courierName(courier)} cannot be booked through its API here`);
    if (!api.configured)
      throw new BadRequestException(`${courierName(courier)} is not configured: set its API token (see README)`);
    const record = await this.load(id);
    if (record.shipment?.courier) throw new ConflictException(ALREADY_SHIPPED);
    if (record.status === OrderStatus.Delivered) throw new BadRequestException(DELIVERED_NOT_SHIPPABLE);
    await this.assertShippable(record);
    let booked: { trackingNumber: string };
    try {
      booked = await api.book(this.parcelOf(record));
    } catch (error) {
      throw this.courierFailure(error);
    }
    const shipment: ShipmentRecord = {
      courier,
      trackingNumber: booked.trackingNumber,
      riderName: '',
      booked: true,
      bookedAt: new Date(),
      events: [eventOf('BOOKED', `Booked with ${courierName(courier)}, tracking number ${booked.trackingNumber}`)],
    };
    try {
      return this.shipmentUpdated(await this.toShipped(ctx, record, shipment));
    } catch (error) {
      await api
        .cancel(booked.trackingNumber)
        .catch((cancelError: Error) =>
          this.logger.warn(`Could not cancel ${courier} booking ${booked.trackingNumber}: ${cancelError.message}`),
        );
      throw error;
    }
  }

  parcelOf(record: StoredOrder): ParcelToBook {
    const address = record.shippingAddress;
    return {
      orderNumber: record.orderNumber,
      codAmount: record.paymentMethod === 'COD' ? record.totalAmount : 0,
      consigneeName: address.name,
      consigneePhone: localPhone(address.phone),
      consigneeEmail: address.email || record.customer?.email || '',
      address: address.address,
      city: address.city,
      itemCount: record.items.reduce((sum, line) => sum + line.quantity, 0),
      contents: record.items.map((line) => `${line.quantity} x ${orderLineName(line)}`).join('; '),
      notes: record.notes ?? '',
    };
  }

  private courierFailure(error: unknown): HttpException {
    return courierFailure(error, this.logger);
  }

  // ---- tracking ----

  /** Fetches the parcel's journey now; a delivered or returned parcel moves the order (as the system). */
  async refreshTracking(id: string): Promise<Order> {
    const record = await this.load(id);
    const shipment = record.shipment;
    if (!shipment?.courier) throw new BadRequestException('This order has no shipment');
    const api = this.apiFor(shipment.courier);
    if (!shipment.booked || !api?.configured || !shipment.trackingNumber)
      throw new BadRequestException(`${courierName(shipment.courier)} parcels are not tracked through an API here`);
    let tracking: ParcelTracking;
    try {
      tracking = await api.track(shipment.trackingNumber);
    } catch (error) {
      throw this.courierFailure(error);
    }
    return this.applyTracking(record, tracking);
  }

  private async applyTracking(record: StoredOrder, tracking: ParcelTracking): Promise<Order> {
    const shipment = record.shipment!;
    const events = mergeEvents(shipment.events ?? [], tracking.events);
    const lastAt = tracking.events[tracking.events.length - 1]?.at ?? new Date();
    const by = `${courierName(shipment.courier)} tracking`;
    if (tracking.outcome !== 'in_transit' && record.status === OrderStatus.Shipped) {
      const delivered = tracking.outcome === 'delivered';
      const moved = await this.orders.setStatusBySystem(
        String(record._id),
        delivered ? OrderStatus.Delivered : OrderStatus.Returned,
        by,
        {
          set: {
            'shipment.events': events,
            'shipment.lastTrackedAt': new Date(),
            [delivered ? 'shipment.deliveredAt' : 'shipment.returnedAt']: lastAt,
          },
        },
      );
      return this.shipmentUpdated(moved);
    }
    const written = await this.records.noteTracking(record._id, events);
    if (!written) return toOrder(record);
    return events.length > (shipment.events ?? []).length ? this.shipmentUpdated(toOrder(written)) : toOrder(written);
  }

  /**
   * The schedule's run, one at a time: every Shipped parcel booked through an API (oldest check first), then
   * the couriers' payments for the delivered ones (CourierSettlementsService; COURIER_PAYMENTS_ON_SCHEDULE).
   * A failure (a courier API or the database away) is logged; the next run tries again.
   */
  trackDue(): Promise<void> {
    return this.tracking.run();
  }

  private async trackAll(): Promise<number> {
    const due = await this.records.bookedInTransit(200);
    let changed = 0;
    for (const record of due) {
      const api = this.apiFor(record.shipment!.courier);
      if (!api?.configured) continue;
      try {
        const order = await this.applyTracking(record, await api.track(record.shipment!.trackingNumber));
        if (order.status !== record.status) changed++;
      } catch (error) {
        this.logger.warn(`Tracking ${record.orderNumber} failed: ${(error as Error).message}`);
      }
    }
    if (due.length) this.logger.log(`Tracked ${due.length} parcels, ${changed} delivered or returned`);
    return changed;
  }

  // ---- bulk ----

  private async eachOrder(
    ids: string[],
    work: (record: StoredOrder) => Promise<Order | 'unchanged'>,
    done: string | ((order: Order) => string),
  ): Promise<BulkReport> {
    const outcomes: BulkOutcome[] = [];
    for (const id of [...new Set(ids)]) {
      let record: StoredOrder | undefined;
      try {
        record = await this.load(id);
        const result = await work(record);
        outcomes.push(
          result === 'unchanged'
            ? { orderId: id, orderNumber: record.orderNumber, result: 'unchanged', message: 'Nothing to change' }
            : {
                orderId: id,
                orderNumber: record.orderNumber,
                result: 'ok',
                message: typeof done === 'string' ? done : done(result),
                order: result,
              },
        );
      } catch (error) {
        outcomes.push({
          orderId: id,
          orderNumber: record?.orderNumber,
          result: 'failed',
          message: error instanceof HttpException ? error.message : 'Something went wrong',
        });
      }
    }
    return reportOf(outcomes);
  }

  /** Many orders to Processing, or to Shipped with an own rider (each through the one status path). */
  bulkStatus(ctx: RequestContext, ids: string[], status: OrderStatus, shipment?: ShipOrderInput): Promise<BulkReport> {
    if (status === OrderStatus.Shipped) {
      if (!shipment || shipment.courier !== OWN_RIDER)
        throw new BadRequestException(
          'To ship many orders at once, book them with a courier or give them to an own rider',
        );
      return this.eachOrder(
        ids,
        async (record) => {
          await this.assertShippable(record);
          return this.ship(ctx, String(record._id), shipment);
        },
        'Shipped',
      );
    }
    if (status !== OrderStatus.Processing) throw new BadRequestException('status must be Processing or Shipped');
    return this.eachOrder(
      ids,
      async (record) =>
        record.status === status ? 'unchanged' : this.orders.setStatus(ctx, String(record._id), status),
      `Moved to ${status}`,
    );
  }

  /** Books each order with the courier given, or each with its dispatch rule's courier (the rules read once). */
  async bookMany(ctx: RequestContext, ids: string[], courier?: CourierCode): Promise<BulkReport> {
    const rules = courier ? undefined : await this.dispatch.current();
    return this.eachOrder(
      ids,
      (record) => this.book(ctx, String(record._id), courier, rules),
      (order) => `Booked with ${courierName(order.shipment?.courier ?? '')}`,
    );
  }

  /** Why the order may not go to a courier (status, confirmation, blocklist); undefined when it may. */
  async shippingRefusal(record: StoredOrder): Promise<string | undefined> {
    const contact = record.shippingAddress;
    const phone = toE164(contact.phone) ?? contact.phone ?? '';
    const emails = [contact.email, record.guestInfo?.email, record.customer?.email].filter(Boolean) as string[];
    let blocked = await this.blocklist.isBlocked(phone, '');
    for (const email of emails) blocked ||= await this.blocklist.isBlocked('', email);
    return shippingRefusal(record, blocked);
  }

  private async assertShippable(record: StoredOrder): Promise<void> {
    const refusal = await this.shippingRefusal(record);
    if (refusal) throw new ConflictException(refusal);
  }

  /**
   * The orders that may go to a courier (labels, packing slips, a courier's file), in the order given, and
   * a report on every order: included, or refused with the reason (nothing is made for those).
   */
  async shippableByIds(ids: string[]): Promise<{ records: StoredOrder[]; report: BulkReport }> {
    const records: StoredOrder[] = [];
    const outcomes: BulkOutcome[] = [];
    for (const record of await this.ordersByIds(ids)) {
      const refusal = await this.shippingRefusal(record);
      const base = { orderId: String(record._id), orderNumber: record.orderNumber };
      if (refusal) outcomes.push({ ...base, result: 'failed', message: refusal });
      else {
        records.push(record);
        outcomes.push({ ...base, result: 'ok', message: 'Included' });
      }
    }
    return { records, report: reportOf(outcomes) };
  }

  /** Orders in the order given (unknown ids refused), for labels and exports. */
  async ordersByIds(ids: string[]): Promise<StoredOrder[]> {
    const unique = [...new Set(ids)];
    if (unique.some((id) => !isValidObjectId(id))) throw new NotFoundException(NOT_FOUND);
    const records = await this.records.recordsByIds(unique);
    const byId = new Map(records.map((record) => [String(record._id), record]));
    return unique.map((id) => {
      const record = byId.get(id);
      if (!record) throw new NotFoundException(NOT_FOUND);
      return record;
    });
  }

  /** Finds the order a courier's file names, by tracking number first, then by order number. */
  async findByReference(trackingNumber: string, orderNumber: string): Promise<StoredOrder | null> {
    if (trackingNumber) {
      const byTracking = await this.records.findByTrackingNumber(trackingNumber);
      if (byTracking) return byTracking;
    }
    if (orderNumber) return (await this.records.findByNumber(orderNumber.replace(/^#/, ''))) ?? null;
    return null;
  }

  /** A courier's status file says a parcel was delivered or came back: the order follows, as the system. */
  async applyOutcome(record: StoredOrder, outcome: 'delivered' | 'returned', at: Date, source: string) {
    const target = outcome === 'delivered' ? OrderStatus.Delivered : OrderStatus.Returned;
    if (record.status === target) return 'unchanged' as const;
    if (record.status !== OrderStatus.Shipped || !record.shipment?.courier)
      throw new BadRequestException(`The order is ${record.status}, not Shipped with a courier`);
    const events = mergeEvents(record.shipment.events ?? [], [
      eventOf(outcome === 'delivered' ? 'DELIVERED' : 'RETURNED', `${target} (${source})`, at),
    ]);
    return this.orders.setStatusBySystem(String(record._id), target, source, {
      set: {
        'shipment.events': events,
        [outcome === 'delivered' ? 'shipment.deliveredAt' : 'shipment.returnedAt']: at,
      },
    });
  }
}

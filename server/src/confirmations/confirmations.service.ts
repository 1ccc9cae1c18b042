import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  OnApplicationBootstrap,
  OnModuleDestroy,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { OnEvent } from '@nestjs/event-emitter';
import type { AuthUser, RequestContext } from '../common/access/request-context';
import { can, Permission, ROLE_DOES_NOT_ALLOW } from '../common/access/permissions';
import { Page } from '../common/pagination/pagination';
import { displayPhone, toE164, whatsappNumber } from '../common/phone/pakistani-phone';
import { seesPhonesMasked } from '../orders/phone-view';
import { RateLimit, RateLimiterService } from '../common/rate-limit/rate-limiter.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { Order } from '../orders/models/order.model';
import { OrderStatus } from '../orders/order-status';
import { StoredOrder, toOrder } from '../orders/order-view';
import { shipmentForCustomers } from '../orders/shipment-view';
import { OrdersService } from '../orders/orders.service';
import { OrderRecordsService } from '../orders/order-records.service';
import { ORDER_EVENTS, OrderPlacedEvent } from '../orders/events/order-events';
import { SettingsService } from '../settings/settings.service';
import type { MessageLanguage as LanguageCode } from '../settings/shop-settings';
import { WhatsAppCloudClient } from '../messaging/whatsapp/whatsapp-cloud.client';
import { appAddress } from '../config/shop-address';
import { confirmationLink, signToken, verifyToken } from './confirmation-link';
import {
  AttemptOutcomeName,
  ConfirmationChannelName,
  ConfirmationState,
  newTokenId,
} from '../orders/confirmation-rules';
import { sourceOf } from '../orders/confirmation-view';
import { linkAddress, maskAddress } from './masking';
import { ConfirmationPage, PublicOrder } from './models/public-order.model';
import { ConfirmationStatus, OrderConfirmation } from '../orders/models/confirmation.model';
import type { ConfirmationRecord } from '../orders/schemas/confirmation.schema';
import { SchedulerRegistry } from '@nestjs/schedule';
import { LeasesService } from '../database/leases.service';
import { ScheduledJob } from '../common/schedule/scheduled-job';
import { runAsSystem } from '../common/audit/audit-context';
import { orderLineName } from '../orders/order-line-name';

/** The clock the confirmation step reads (tests move it on to see orders expire). */
export const CONFIRMATION_CLOCK = Symbol('CONFIRMATION_CLOCK');
export interface Clock {
  now(): Date;
}

export const CONFIRMATION_LINK_LIMIT: RateLimit = {
  name: 'confirmation-link',
  limit: 30,
  windowMs: 15 * 60_000,
  message: 'Too many tries from this address.',
};
export const TRACKING_LIMIT: RateLimit = {
  name: 'order-tracking',
  limit: 20,
  windowMs: 15 * 60_000,
  message: 'Too many tracking requests from this address.',
};

/**
 * Failed lookups of one order number, from any address: an order number shown in part (on a receipt, a parcel,
 * a masked page) cannot be completed by trying the rest. A lookup that finds the order is not counted.
 */
export const TRACKING_NUMBER_LIMIT: RateLimit = {
  name: 'order-tracking-number',
  limit: 10,
  windowMs: 60 * 60_000,
  message: 'Too many tries for this order number.',
};

const LINK_NOT_FOUND = 'This confirmation link is not valid. Please check the link or contact us on WhatsApp.';
const TRACK_NOT_FOUND = 'No order matches this order number and phone number.';
const NOT_AWAITING = 'This order is no longer waiting for confirmation';

const HOUR_MS = 60 * 60_000;
/** Two waiting orders this close, to one phone with the same products, may be one order placed twice. */
const DUPLICATE_WINDOW_MS = 24 * HOUR_MS;
/** At most this many nearby waiting orders are read for one queue page's duplicates. */
const DUPLICATE_SCAN_LIMIT = 500;

/** An order's products and kinds, whatever the quantities: 'product/variant' keys, sorted, without repeats. */
const lineKeys = (order: Order) =>
  [...new Set(order.items.map((item) => `${item.productId}/${item.variantId ?? ''}`))].sort().join(',');

export interface QueueFilter {
  page?: number;
  limit?: number;
  risk?: 'any' | 'high' | 'medium' | 'low';
  expiresWithinHours?: number;
  notContacted?: boolean;
}

const rupees = (amount: number) => `Rs. ${new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 }).format(amount)}`;

/**
 * The confirmation step of cash-on-delivery orders: the customer's link (confirm or decline, without signing
 * in), the admin's calls and WhatsApp messages, the queue of waiting orders, and the sweep that expires
 * orders left waiting past the window. Status changes go through OrdersService's workflow (stock, history,
 * events); this service only decides when.
 */
@Injectable()
export class ConfirmationsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Confirmations');
  private readonly sweeps = new ScheduledJob('Confirmation sweep', () => this.sweepExpired(), this.logger);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CONFIRMATION_CLOCK) private readonly clock: Clock,
    private readonly orders: OrdersService,
    private readonly records: OrderRecordsService,
    private readonly settings: SettingsService,
    private readonly rateLimiter: RateLimiterService,
    private readonly whatsapp: WhatsAppCloudClient,
    private readonly adapterHost: HttpAdapterHost,
    private readonly scheduler: SchedulerRegistry,
    private readonly leases: LeasesService,
  ) {}

  // ---- the link ----

  /** The link's page: the order (masked), and whether it can still be decided. 404 for a link that is not ours. */
  async viewByToken(ctx: RequestContext, token: string): Promise<ConfirmationPage> {
    await this.rateLimiter.consume(CONFIRMATION_LINK_LIMIT, ctx.ip);
    return this.page(await this.recordByToken(token));
  }

  /** The customer confirms, or declines (the order is cancelled, stock back, in the history as the customer). */
  async decideByToken(ctx: RequestContext, token: string, decision: 'confirm' | 'decline'): Promise<ConfirmationPage> {
    await this.rateLimiter.consume(CONFIRMATION_LINK_LIMIT, ctx.ip);
    const record = await this.recordByToken(token);
    this.assertDecidable(record, true);
    const customer = {
      byId: record.userId ? String(record.userId) : '',
      byName: record.shippingAddress?.name || 'Customer',
      byRole: record.isGuestOrder ? 'guest' : 'user',
    };
    const updated =
      decision === 'confirm'
        ? await this.confirm(record, 'link')
        : await this.decline(record, 'link', { ...customer, note: 'Declined by the customer (confirmation link)' });
    return this.page(updated);
  }

  // ---- admins ----

  /**
   * An admin logs a try to reach the customer; CONFIRMED and DECLINED decide as the link does. CONFIRMED with
   * `thenProcessing` then moves the order to Processing through the orders' workflow, for staff who may
   * (refused before anything is written for anyone else).
   */
  async logAttempt(
    ctx: RequestContext,
    orderId: string,
    outcome: AttemptOutcomeName,
    note = '',
    thenProcessing = false,
  ): Promise<Order> {
    if (thenProcessing && !can(ctx.user, Permission.OrdersFulfil) && !can(ctx.user, Permission.OrdersManage))
      throw new ForbiddenException(ROLE_DOES_NOT_ALLOW);
    const record = await this.orders.loadRecord(orderId);
    this.assertDecidable(record, false);
    const by = this.admin(ctx);
    const attempts = [
      ...(record.confirmation?.attempts ?? []),
      { at: this.clock.now(), outcome, note, byId: by.id, byName: by.name },
    ];
    const base = this.confirmationOf(record, { attempts });
    if (outcome === 'CONFIRMED') {
      const written = await this.orders.writeConfirmation(record, {
        confirmation: { ...base, status: 'confirmed', channel: 'call', at: this.clock.now() },
      });
      if (thenProcessing) return this.orders.setStatus(ctx, String(written._id), OrderStatus.Processing);
      return toOrder(written);
    }
    if (outcome === 'DECLINED') {
      return this.orders.changeForConfirmation(record, OrderStatus.Cancelled, 'admin', {
        set: { confirmation: { ...base, status: 'declined', channel: 'call', at: this.clock.now() } },
        by: {
          byId: by.id,
          byName: by.name,
          byRole: 'admin',
          note: `Declined by the customer on a call${note ? `: ${note}` : ''}`,
        },
      });
    }
    return toOrder(await this.orders.writeConfirmation(record, { confirmation: base }));
  }

  /**
   * An order's phone number for staff who see it masked (a Confirmer about to call): answered in full, with the
   * WhatsApp link that names it, and the showing recorded on the order (who, when) for the owner to see.
   */
  async revealPhone(ctx: RequestContext, orderId: string, language: LanguageCode = 'en') {
    const by = this.admin(ctx);
    const written = await this.appendToLog(orderId, (current) => ({
      ...current,
      phoneReveals: [...(current.phoneReveals ?? []), { at: this.clock.now(), byId: by.id, byName: by.name }],
    }));
    const order = toOrder(written);
    const phone = displayPhone(order.shippingAddress.phone);
    const [whatsappUrl, whatsappUrlUrdu] = order.confirmation
      ? await Promise.all([
          this.whatsappUrlFor(order.confirmation, language),
          this.whatsappUrlFor(order.confirmation, 'ur'),
        ])
      : [null, null];
    return { phone, whatsappUrl, whatsappUrlUrdu };
  }

  /**
   * A staff member opened the wa.me link (the chat with the message written): recorded in the order's message
   * log as 'opened', with who, beside the Cloud API's sends.
   */
  async recordWhatsAppOpened(ctx: RequestContext, orderId: string, language: LanguageCode): Promise<Order> {
    const byName = this.admin(ctx).name;
    return toOrder(
      await this.appendToLog(orderId, (confirmation) => ({
        ...confirmation,
        messages: [
          ...(confirmation.messages ?? []),
          { at: this.clock.now(), channel: 'wa.me', language, status: 'opened', attempt: 1, byName },
        ],
      })),
    );
  }

  /**
   * Orders waiting for confirmation, oldest first (the call centre's queue), narrowed as asked; each with the
   * other waiting orders that look like the same order placed twice (`possibleDuplicates`).
   */
  async queue(args: QueueFilter): Promise<Page<Order>> {
    const hours = args.expiresWithinHours;
    const page = await this.records.awaitingConfirmation(args.page ?? 1, args.limit ?? 20, {
      risk: args.risk && args.risk !== 'any' ? args.risk : undefined,
      expiresBy: hours ? new Date(this.clock.now().getTime() + hours * HOUR_MS) : undefined,
      notContacted: args.notContacted === true,
    });
    return { ...page, items: await this.withDuplicates(page.items) };
  }

  /**
   * Near-duplicates: another order waiting for confirmation to the same phone, with the same products and kinds
   * (any quantities), placed within 24 hours of it. Looked for among the waiting orders of those phones placed
   * within a day of the page's orders (one bounded find), matched here.
   */
  private async withDuplicates(orders: Order[]): Promise<Order[]> {
    if (orders.length === 0) return orders;
    const times = orders.map((order) => new Date(order.createdAt).getTime());
    const phones = [...new Set(orders.map((order) => order.shippingAddress.phone).filter(Boolean))];
    const nearby = await this.records.awaitingForPhones(
      phones,
      new Date(Math.min(...times) - DUPLICATE_WINDOW_MS),
      new Date(Math.max(...times) + DUPLICATE_WINDOW_MS),
      DUPLICATE_SCAN_LIMIT,
    );
    return orders.map((order) => {
      const lines = lineKeys(order);
      const at = new Date(order.createdAt).getTime();
      const possibleDuplicates = nearby.filter(
        (other) =>
          other.id !== order.id &&
          other.shippingAddress.phone === order.shippingAddress.phone &&
          Math.abs(new Date(other.createdAt).getTime() - at) <= DUPLICATE_WINDOW_MS &&
          lineKeys(other) === lines,
      );
      return { ...order, possibleDuplicates };
    });
  }

  waitingCount(): Promise<number> {
    return this.records.countAwaitingConfirmation();
  }

  /**
   * The confirmation link of an order (admins only: it proves the phone), on the shop's address (PUBLIC_URL, or
   * the port the shop listens on): never on the Host a request names.
   */
  linkFor(confirmation: OrderConfirmation): string | null {
    const tokenId = sourceOf(confirmation)?.tokenId;
    if (!tokenId) return null;
    return confirmationLink(appAddress(this.config, this.adapterHost), signToken(this.config.jwtSecret, tokenId));
  }

  /** The confirmation message in the admin's language, from the settings' templates. */
  async messageFor(confirmation: OrderConfirmation, language: LanguageCode): Promise<string | null> {
    const order = sourceOf(confirmation)?.order;
    const link = this.linkFor(confirmation);
    if (!order || !link) return null;
    const settings = await this.settings.current();
    const values = this.messageValues(order, link, settings.shop.name);
    const template = settings.confirmation.templates[language] ?? settings.confirmation.templates.en;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  }

  /** `https://wa.me/923001234567?text=…`: WhatsApp opens a chat with the customer, the message written. */
  async whatsappUrlFor(confirmation: OrderConfirmation, language: LanguageCode): Promise<string | null> {
    const order = sourceOf(confirmation)?.order;
    const phone = order && toE164(order.shippingAddress.phone);
    const text = await this.messageFor(confirmation, language);
    if (!phone || !text) return null;
    return `https://wa.me/${whatsappNumber(phone)}?text=${encodeURIComponent(text)}`;
  }

  /** The REST admin detail's confirmation: the state, calls, messages, the link and the WhatsApp addresses. */
  async adminView(order: Order, viewer?: AuthUser) {
    const confirmation = order.confirmation;
    if (!confirmation) return null;
    // A wa.me link names the phone: for staff who see it masked, only revealPhone gives it (recorded).
    const masked = seesPhonesMasked(viewer);
    const [en, ur] = masked
      ? [null, null]
      : await Promise.all([this.whatsappUrlFor(confirmation, 'en'), this.whatsappUrlFor(confirmation, 'ur')]);
    return {
      status: confirmation.status,
      channel: confirmation.channel ?? null,
      at: confirmation.at ?? null,
      expiresAt: confirmation.expiresAt ?? null,
      attempts: confirmation.attempts,
      messages: confirmation.messages,
      phoneReveals: confirmation.phoneReveals,
      link: this.linkFor(confirmation),
      whatsappUrl: en,
      whatsappUrls: { en, ur },
      whatsappApi: this.whatsapp.configured,
    };
  }

  /**
   * Sends the confirmation message through the WhatsApp Business Cloud API (when WHATSAPP_TOKEN and
   * WHATSAPP_PHONE_NUMBER_ID are set), with retries; every try goes into the order's delivery log.
   */
  async sendWhatsApp(ctx: RequestContext | undefined, orderId: string, language: LanguageCode) {
    if (!this.whatsapp.configured)
      throw new BadRequestException(
        'WhatsApp sending is not set up (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID). Use the Send on WhatsApp link.',
      );
    const record = await this.orders.loadRecord(orderId);
    this.assertDecidable(record, false);
    const order = toOrder(record);
    const phone = toE164(order.shippingAddress.phone);
    const link = order.confirmation && this.linkFor(order.confirmation);
    if (!phone || !link) throw new BadRequestException('This order has no phone number to send to');
    const settings = await this.settings.current();
    const values = this.messageValues(order, link, settings.shop.name);
    const tries = await this.whatsapp.sendTemplate({
      to: whatsappNumber(phone),
      language,
      bodyValues: [values.customerName, values.orderNumber, values.items, values.total, values.link],
    });
    const byName = ctx?.user?.name ?? 'System';
    return toOrder(
      await this.appendToLog(orderId, (confirmation) => ({
        ...confirmation,
        messages: [
          ...(confirmation.messages ?? []),
          ...tries.map((sent) => ({ ...sent, channel: 'whatsapp', language, byName })),
        ],
      })),
    );
  }

  /** With the Cloud API set up, every new order's customer gets the message at once (English; admins may resend). */
  @OnEvent(ORDER_EVENTS.placed, { async: true, promisify: true, suppressErrors: true })
  async onPlaced({ order }: OrderPlacedEvent): Promise<void> {
    if (!this.whatsapp.configured) return;
    try {
      await this.sendWhatsApp(undefined, order.id, 'en');
    } catch (error) {
      this.logger.warn(`Confirmation message for ${order.displayId} not sent: ${(error as Error).message}`);
    }
  }

  // ---- tracking without a key ----

  /** An order found by its number and the shipping phone (any written form); 404 for a wrong pair. */
  async track(ctx: RequestContext, orderNumber: string, phone: string): Promise<PublicOrder> {
    await this.rateLimiter.consume(TRACKING_LIMIT, ctx.ip);
    const number = typeof orderNumber === 'string' ? orderNumber.trim().toUpperCase() : '';
    const e164 = toE164(phone);
    if (!number || !e164 || number.length > 40) throw new NotFoundException(TRACK_NOT_FOUND);
    const found = await this.rateLimiter.attempt(TRACKING_NUMBER_LIMIT, number);
    const record = await this.records.findByNumberAndPhone(number, e164);
    if (!record) throw new NotFoundException(TRACK_NOT_FOUND);
    await found();
    return this.publicOrder(record);
  }

  // ---- expiry ----

  /**
   * Orders still awaiting confirmation past their window become `expired` and Cancelled (stock back), as the
   * system. Answers how many. Each goes through the workflow on the revision read, so a decision landing
   * at the same moment wins and the order is left alone.
   */
  async sweepExpired(now: Date = this.clock.now()): Promise<number> {
    const due = await this.records.pastConfirmationWindow(now, 500);
    let expired = 0;
    for (const record of due) {
      try {
        await runAsSystem('Confirmation expiry', () =>
          this.orders.changeForConfirmation(record, OrderStatus.Cancelled, 'system', {
            set: { confirmation: { ...this.confirmationOf(record), status: 'expired', channel: 'system', at: now } },
            by: { byId: '', byName: 'System', byRole: 'system', note: 'Not confirmed within the confirmation window' },
          }),
        );
        expired++;
      } catch (error) {
        if (!(error instanceof ConflictException)) throw error;
      }
    }
    if (expired > 0) this.logger.log(`${expired} unconfirmed order(s) expired and cancelled`);
    return expired;
  }

  /** Pending orders from before the confirmation step get one (awaiting, a full window from now), so each has its link. */
  async backfill(): Promise<number> {
    const { confirmation } = await this.settings.current();
    return this.records.startMissingConfirmations(this.clock.now(), confirmation.windowHours);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.backfill().catch((error: Error) => this.logger.error(`Confirmation backfill failed: ${error.message}`));
    await this.sweeps.run();
    this.sweeps.start(this.config.confirmation.sweepMs, this.scheduler, this.leases);
  }

  async onModuleDestroy(): Promise<void> {
    await this.sweeps.stop();
  }

  // ---- helpers ----

  private async recordByToken(token: string): Promise<StoredOrder> {
    const tokenId = verifyToken(this.config.jwtSecret, token);
    if (!tokenId) throw new NotFoundException(LINK_NOT_FOUND);
    const record = await this.records.findByConfirmationToken(tokenId);
    if (!record) throw new NotFoundException(LINK_NOT_FOUND);
    return record;
  }

  /** Only a Pending order still awaiting (and, for the link, not past its window) can be decided. */
  private assertDecidable(record: StoredOrder, byLink: boolean) {
    const state = this.stateOf(record);
    if (state === 'confirmed') throw new ConflictException('This order is already confirmed');
    if (state === 'declined') throw new ConflictException('This order was cancelled');
    if (state === 'expired') throw new ConflictException('This confirmation link has expired');
    if (record.status !== OrderStatus.Pending)
      throw new ConflictException(byLink ? 'This order can no longer be changed here' : NOT_AWAITING);
  }

  /** The state as the customer sees it: an awaiting order past its window counts as expired even before the sweep. */
  private stateOf(record: StoredOrder): ConfirmationState | undefined {
    const state = record.confirmation?.status ?? (record.status === OrderStatus.Pending ? 'awaiting' : undefined);
    if (state === 'awaiting' && record.confirmation?.expiresAt && record.confirmation.expiresAt <= this.clock.now())
      return 'expired';
    return state;
  }

  private async confirm(record: StoredOrder, channel: ConfirmationChannelName): Promise<StoredOrder> {
    return this.orders.writeConfirmation(record, {
      confirmation: { ...this.confirmationOf(record), status: 'confirmed', channel, at: this.clock.now() },
    });
  }

  private async decline(
    record: StoredOrder,
    channel: ConfirmationChannelName,
    by: { byId: string; byName: string; byRole: string; note: string },
  ): Promise<StoredOrder> {
    await this.orders.changeForConfirmation(record, OrderStatus.Cancelled, 'customer', {
      set: { confirmation: { ...this.confirmationOf(record), status: 'declined', channel, at: this.clock.now() } },
      by,
    });
    return this.orders.loadRecord(String(record._id));
  }

  /** The stored confirmation with `changes`, or a fresh one for an older order without it. */
  private confirmationOf(record: StoredOrder, changes: Partial<ConfirmationRecord> = {}): ConfirmationRecord {
    const current: ConfirmationRecord = record.confirmation ?? {
      status: 'awaiting',
      attempts: [],
      messages: [],
      tokenId: newTokenId(),
      expiresAt: this.clock.now(),
    };
    return { ...current, ...changes };
  }

  /** Appends to the order's confirmation (the delivery log), retried when another change landed in between. */
  private async appendToLog(orderId: string, change: (current: ConfirmationRecord) => ConfirmationRecord) {
    for (let attempt = 0; ; attempt++) {
      const record = await this.orders.loadRecord(orderId);
      try {
        return await this.orders.writeConfirmation(record, {
          confirmation: change(this.confirmationOf(record)),
        });
      } catch (error) {
        if (!(error instanceof ConflictException) || attempt >= 4) throw error;
      }
    }
  }

  private page(record: StoredOrder): ConfirmationPage {
    const state = this.stateOf(record);
    const order = this.publicOrder(record);
    if (state === 'expired') order.confirmationStatus = ConfirmationStatus.EXPIRED;
    const canDecide = state === 'awaiting' && record.status === OrderStatus.Pending;
    const message = canDecide
      ? 'Please confirm your order, or cancel it if you did not place it.'
      : state === 'confirmed'
        ? 'Thank you! Your order is confirmed.'
        : state === 'declined'
          ? 'This order was cancelled at your request.'
          : state === 'expired'
            ? 'This confirmation link has expired. Please contact us on WhatsApp if you still want the order.'
            : `This order is ${record.status} and can no longer be changed here.`;
    return { order, deliverTo: linkAddress(record.shippingAddress ?? {}), canDecide, message };
  }

  private publicOrder(record: StoredOrder): PublicOrder {
    const order = toOrder(record);
    return {
      orderNumber: order.orderNumber,
      status: order.status,
      statusHistory: order.statusHistory.map(({ status, changedAt }) => ({ status, changedAt })),
      items: order.items.map(({ name, image, price, quantity, lineTotal }) => ({
        name,
        image,
        price,
        quantity,
        lineTotal,
      })),
      subtotal: order.subtotal,
      deliveryCharge: order.deliveryCharge,
      totalAmount: order.totalAmount,
      shipTo: maskAddress(order.shippingAddress),
      placedAt: order.createdAt,
      // An order that left Pending undecided (cancelled by its customer or the shop, moved on by an admin's
      // override) awaits nothing any more: a shopper is not told 'Awaiting confirmation' beside 'Cancelled'.
      confirmationStatus:
        order.confirmation?.status === ConfirmationStatus.AWAITING && order.status !== OrderStatus.Pending
          ? undefined
          : order.confirmation?.status,
      confirmedAt: order.confirmation?.at,
      confirmationExpiresAt: order.confirmation?.expiresAt,
      shipment: order.shipment && shipmentForCustomers(order.shipment),
    };
  }

  private messageValues(order: Order, link: string, shopName: string): Record<string, string> {
    return {
      shopName,
      orderNumber: order.orderNumber,
      customerName: order.shippingAddress.name,
      items: order.items.map((item) => `${item.quantity} × ${orderLineName(item)}`).join('\n'),
      total: rupees(order.totalAmount),
      link,
    };
  }

  private admin(ctx: RequestContext): Pick<AuthUser, 'id' | 'name'> {
    return { id: ctx.user?.id ?? '', name: ctx.user?.name ?? 'Admin' };
  }
}

import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isEmail } from 'class-validator';
import { Model, Types } from 'mongoose';
import type { AuthUser, RequestContext } from '../common/access/request-context';
import { toE164, toMobileE164 } from '../common/phone/pakistani-phone';
import { RateLimit, RateLimiterService } from '../common/rate-limit/rate-limiter.service';
import { CartService } from '../cart/cart.service';
import { CustomerMessagesService } from '../notifications/customer-messages.service';
import type { Order } from '../orders/models/order.model';
import { OrderRecordsService } from '../orders/order-records.service';
import { phoneForViewer } from '../orders/phone-view';
import { lineName } from '../products/variants';
import { BlocklistService } from '../risk/blocklist.service';
import { SettingsService } from '../settings/settings.service';
import { OPEN_CHECKOUT_TOKEN, RecordOpenCheckoutInput } from './dto/open-checkout.inputs';
import type {
  OpenCheckout,
  OpenCheckoutFigures,
  OpenCheckoutsPage,
  RecordedOpenCheckout,
  ResumedCheckout,
} from './models/open-checkout.models';
import { OpenCheckoutLineRecord, OpenCheckoutRecord } from './schemas/open-checkout.schema';

type Stored = OpenCheckoutRecord & { _id: Types.ObjectId };

/** Recording and restoring, per address: typing is debounced, so a minute holds a few dozen at most. */
export const OPEN_CHECKOUT_LIMIT: RateLimit = {
  name: 'open-checkout',
  limit: 60,
  windowMs: 60_000,
  message: 'Too many requests. Please wait a minute and try again.',
};

/** The page that restores a checkout (the client's /checkout/resume/:token). */
export const RESUME_PATH = '/checkout/resume/';
export const RESUME_NOT_FOUND = 'This checkout link is not valid or has expired.';
export const BLOCKED = 'Not sent: the phone is on the blocklist.';
export const REMINDED_TODAY = 'Not sent: this phone had a reminder within the last day.';
/** Reminders one sweep queues at most; the next sweep goes on. */
const PER_SWEEP = 100;
const DAY_MS = 86_400_000;
/** Checkouts never ordered are removed this many days after their last change. */
export const KEEP_DAYS = 30;
/** Rows the admin list shows at most. */
const LIST_MAX = 200;

/**
 * Checkouts left half-way (collection `open_checkouts`): recorded from the checkout page once a valid phone is typed,
 * restored by the reminder's link, reminded once by the sweep (OpenCheckoutReminders), and marked ordered when an
 * order is placed with the phone (OpenCheckoutsListener). The reminder itself is a customer message
 * (CustomerMessagesService.queueReminder): it goes the way the order's messages go, or not at all.
 */
@Injectable()
export class OpenCheckoutsService {
  private readonly logger = new Logger('OpenCheckouts');

  constructor(
    @InjectModel(OpenCheckoutRecord.name) private readonly checkouts: Model<OpenCheckoutRecord>,
    private readonly cart: CartService,
    private readonly messages: CustomerMessagesService,
    private readonly blocklist: BlocklistService,
    private readonly orders: OrderRecordsService,
    private readonly settings: SettingsService,
    private readonly rateLimiter: RateLimiterService,
  ) {}

  /**
   * Records (or updates) the checkout under its token: the lines, priced from the catalogue (a line whose product
   * or variant is not in the shop refuses the whole: 400, nothing written), and what is typed. A checkout already
   * ordered stays as it is.
   */
  async record(ctx: RequestContext, input: RecordOpenCheckoutInput): Promise<RecordedOpenCheckout> {
    await this.rateLimiter.consume(OPEN_CHECKOUT_LIMIT, ctx.ip);
    const phone = toMobileE164(input.details.phone);
    if (!phone) throw new BadRequestException('Please enter a valid phone number');
    const keys = new Set(input.items.map((line) => `${line.product}:${line.variant ?? ''}`));
    if (keys.size !== input.items.length) throw new BadRequestException('A product is listed twice');
    const priced = await this.cart.priced(input.token, input.items);
    if (priced.items.length !== input.items.length) throw new BadRequestException('Product not found');
    const lines: OpenCheckoutLineRecord[] = priced.items.map((item) => ({
      product: item.product.id,
      ...(item.variant ? { variant: item.variant.id } : {}),
      quantity: item.quantity,
      name: lineName(item.product, item.variant),
    }));
    const existing = await this.checkouts.findOne({ token: input.token }).lean<Stored>();
    if (existing?.orderedAt) return { token: existing.token, value: existing.value, units: existing.units };
    const details = input.details;
    const fields = {
      phone,
      name: details.name ?? '',
      email: details.email ?? '',
      city: details.city ?? '',
      address: details.address ?? '',
      lines,
      value: priced.subtotal,
      units: priced.totalQuantity,
      phoneTypedAt: existing && existing.phone === phone ? existing.phoneTypedAt : new Date(),
    };
    try {
      await this.checkouts.updateOne(
        { token: input.token },
        { $set: fields, $setOnInsert: { reminder: 'none', reminderReason: '', recovered: false } },
        { upsert: true },
      );
    } catch (error) {
      // Two recordings of a new token at once: the other one created it; this one updates it.
      if ((error as { code?: number }).code !== 11000) throw error;
      await this.checkouts.updateOne({ token: input.token }, { $set: fields });
    }
    return { token: input.token, value: fields.value, units: fields.units };
  }

  /** The checkout of a restore link: its lines still in the shop, at today's prices, and what was typed. */
  async resume(ctx: RequestContext, token: string): Promise<ResumedCheckout> {
    await this.rateLimiter.consume(OPEN_CHECKOUT_LIMIT, ctx.ip);
    if (typeof token !== 'string' || !OPEN_CHECKOUT_TOKEN.test(token)) throw new NotFoundException(RESUME_NOT_FOUND);
    const found = await this.checkouts.findOne({ token }).lean<Stored>();
    if (!found) throw new NotFoundException(RESUME_NOT_FOUND);
    return {
      token,
      cart: await this.cart.priced(token, found.lines),
      details: {
        name: found.name,
        email: found.email,
        phone: found.phone,
        city: found.city,
        address: found.address,
      },
    };
  }

  /** An order was placed: the open checkouts of its phone from before it are ordered; recovered when reminded. */
  async markOrdered(order: Order): Promise<void> {
    const phone = toE164(order.shippingAddress.phone);
    if (!phone) return;
    const placedAt = order.createdAt ? new Date(order.createdAt) : new Date();
    const open = { phone, orderedAt: { $exists: false }, phoneTypedAt: { $lte: placedAt } };
    const ordered = { orderId: order.id, orderTotal: order.totalAmount, orderedAt: placedAt };
    await this.checkouts.updateMany(
      { ...open, reminder: 'queued', remindedAt: { $lte: placedAt } },
      { $set: { ...ordered, recovered: true } },
    );
    await this.checkouts.updateMany(open, { $set: { ...ordered, recovered: false } });
  }

  /**
   * The reminder sweep's one run: each open checkout whose phone was typed more than the settings' wait ago, with no
   * order since and no reminder yet, gets its one reminder, unless its phone is blocked or had a reminder within the
   * last day. Answers how many reminders were queued. Also removes checkouts never ordered after KEEP_DAYS.
   */
  async remindDue(now = new Date()): Promise<number> {
    const { reminderAfterMinutes } = (await this.settings.current()).messages;
    const due = await this.checkouts
      .find({
        reminder: 'none',
        orderedAt: { $exists: false },
        phoneTypedAt: { $lte: new Date(now.getTime() - reminderAfterMinutes * 60_000) },
      })
      .sort({ phoneTypedAt: 1 })
      .limit(PER_SWEEP)
      .lean<Stored[]>();
    let queued = 0;
    for (const checkout of due) if (await this.remind(checkout, now)) queued += 1;
    await this.checkouts.deleteMany({
      orderedAt: { $exists: false },
      updatedAt: { $lt: new Date(now.getTime() - KEEP_DAYS * DAY_MS) },
    });
    return queued;
  }

  private async remind(checkout: Stored, now: Date): Promise<boolean> {
    const mine = { _id: checkout._id, reminder: 'none' as const };
    // An order the listener did not see (placed while this process was away): ordered, no reminder.
    const order = await this.orders.firstOrderOfPhoneSince(checkout.phone, checkout.phoneTypedAt);
    if (order) {
      await this.checkouts.updateOne(
        { _id: checkout._id, orderedAt: { $exists: false } },
        { $set: { orderId: order.id, orderTotal: order.totalAmount, orderedAt: order.createdAt, recovered: false } },
      );
      return false;
    }
    const skip = (reason: string) =>
      this.checkouts.updateOne(mine, { $set: { reminder: 'skipped', reminderReason: reason } });
    // An e-mail half typed is kept for the restore link, but only a whole address gets the reminder.
    const email = isEmail(checkout.email) ? checkout.email : '';
    if (await this.blocklist.isBlocked(checkout.phone, email)) {
      await skip(BLOCKED);
      return false;
    }
    const remindedToday = await this.checkouts.exists({
      phone: checkout.phone,
      _id: { $ne: checkout._id },
      remindedAt: { $gt: new Date(now.getTime() - DAY_MS) },
    });
    if (remindedToday) {
      await skip(REMINDED_TODAY);
      return false;
    }
    // Taken from 'none' by one conditional write: a reminder is queued once.
    const { modifiedCount } = await this.checkouts.updateOne(mine, { $set: { reminder: 'queued', remindedAt: now } });
    if (modifiedCount !== 1) return false;
    const outcome = await this.messages.queueReminder({
      checkoutId: String(checkout._id),
      phone: checkout.phone,
      email,
      name: checkout.name,
      items: checkout.lines.map((line) => `${line.quantity} × ${line.name}`).join(', '),
      total: checkout.value,
      resumePath: `${RESUME_PATH}${checkout.token}`,
    });
    if (outcome.state === 'skipped') {
      await this.checkouts.updateOne(
        { _id: checkout._id },
        { $set: { reminder: 'skipped', reminderReason: outcome.reason }, $unset: { remindedAt: 1 } },
      );
      return false;
    }
    this.logger.log(`Reminder queued for open checkout ${String(checkout._id)} (${outcome.channel})`);
    return true;
  }

  /** Staff: the open checkouts whose phone was typed in the last `days` days, newest first, and their figures. */
  async list(viewer: AuthUser | undefined, days = 30, now = new Date()): Promise<OpenCheckoutsPage> {
    const since = new Date(now.getTime() - days * DAY_MS);
    const inPeriod = { phoneTypedAt: { $gte: since } };
    const [records, recorded, reminded, ordered, recovered] = await Promise.all([
      this.checkouts.find(inPeriod).sort({ phoneTypedAt: -1, _id: -1 }).limit(LIST_MAX).lean<Stored[]>(),
      this.checkouts.countDocuments(inPeriod),
      this.checkouts.countDocuments({ ...inPeriod, remindedAt: { $exists: true } }),
      this.checkouts.countDocuments({ ...inPeriod, orderedAt: { $exists: true } }),
      this.checkouts
        .find({ ...inPeriod, recovered: true }, { orderId: 1, orderTotal: 1 })
        .lean<Array<Pick<Stored, 'orderId' | 'orderTotal'>>>(),
    ]);
    const states = await this.messages.reminderStates(records.map((record) => String(record._id)));
    // One order may end several checkouts of its phone: its total counts once.
    const totals = new Map(recovered.map((each) => [each.orderId, each.orderTotal ?? 0]));
    const figures: OpenCheckoutFigures = {
      days,
      recorded,
      reminded,
      ordered,
      recovered: recovered.length,
      recoveredRevenue: [...totals.values()].reduce((sum, total) => sum + total, 0),
    };
    return { items: records.map((record) => this.view(record, states, viewer)), figures };
  }

  private view(record: Stored, states: Map<string, string>, viewer: AuthUser | undefined): OpenCheckout {
    const id = String(record._id);
    return {
      id,
      value: record.value,
      units: record.units,
      items: record.lines.map((line) => `${line.name} × ${line.quantity}`),
      phone: phoneForViewer(record.phone, viewer),
      city: record.city,
      phoneTypedAt: record.phoneTypedAt,
      updatedAt: record.updatedAt,
      reminder: record.reminder === 'queued' ? (states.get(id) ?? 'queued') : record.reminder,
      reminderReason: record.reminderReason ?? '',
      remindedAt: record.remindedAt ?? null,
      orderId: record.orderId ?? null,
      orderTotal: record.orderTotal ?? null,
      orderedAt: record.orderedAt ?? null,
      recovered: record.recovered ?? false,
    };
  }
}

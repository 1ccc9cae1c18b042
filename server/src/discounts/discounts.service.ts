import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, Types } from 'mongoose';
import type { RequestContext } from '../common/access/request-context';
import { OrderRecordsService } from '../orders/order-records.service';
import { OrderStatus } from '../orders/order-status';
import type { DiscountTerms } from '../pricing/totals';
import { DISCOUNT_MESSAGES, refusalOf, refused, type ScopedLine, termsOf } from './discount-rules';
import type { CreateDiscountCodeInput } from './dto/discount.inputs';
import type { DiscountCodeModel, DiscountFigures } from './models/discount.models';
import { DiscountCodeRecord } from './schemas/discount-code.schema';
import { DiscountRedemptionRecord } from './schemas/discount-redemption.schema';

export const CODE_NOT_FOUND = 'Discount code not found';
export const CODE_TAKEN = 'A code with this name already exists';
/** The admin list shows at most this many codes, newest first. */
export const MAX_LISTED = 200;

type StoredCode = DiscountCodeRecord & { _id: Types.ObjectId };
const DUPLICATE_KEY = 11000;

/** A code that applies to a basket: what checkout prices with and then claims. */
export interface AppliedCode {
  id: string;
  code: string;
  kind: DiscountCodeRecord['kind'];
  terms: DiscountTerms<ScopedLine>;
  maxUses: number | null;
  maxUsesPerPhone: number | null;
  maxUsesPerAccount: number | null;
}

/** Who uses a code on which order, and what it took off. */
export interface CodeUse {
  orderId: Types.ObjectId;
  /** The phone's search key (phoneSearchKey): every written form of a number is one. */
  phone: string;
  userId?: string;
  discount: number;
}

const noFigures = (): DiscountFigures => ({
  orders: 0,
  delivered: 0,
  returned: 0,
  cancelled: 0,
  revenue: 0,
  discountGiven: 0,
});

const codeView = (record: StoredCode, figures = noFigures()): DiscountCodeModel => ({
  id: String(record._id),
  code: record.code,
  description: record.description ?? '',
  kind: record.kind,
  value: record.value,
  minSubtotal: record.minSubtotal ?? 0,
  startsAt: record.startsAt ?? null,
  endsAt: record.endsAt ?? null,
  maxUses: record.maxUses ?? null,
  maxUsesPerPhone: record.maxUsesPerPhone ?? null,
  maxUsesPerAccount: record.maxUsesPerAccount ?? null,
  scope: {
    categories: record.scope?.categories ?? [],
    products: record.scope?.products ?? [],
    variants: record.scope?.variants ?? [],
  },
  paused: record.paused,
  uses: record.uses ?? 0,
  figures,
  createdByName: record.createdByName ?? '',
  createdAt: record.createdAt,
});

/**
 * Discount codes (collections `discount_codes` and `discount_redemptions`): their rules, whether one applies to a
 * basket, and its uses. Checkout asks `applicable` before pricing, `checkPerson` and `claim` while the placement is
 * serialised for the phone and the account, and `giveBack` when the order could not be written; a cancelled order
 * gives its use back through DiscountEventsListener. The last use is claimed with one conditional write, so two
 * orders cannot both take it.
 */
@Injectable()
export class DiscountsService {
  private readonly logger = new Logger(DiscountsService.name);

  constructor(
    @InjectModel(DiscountCodeRecord.name) private readonly codes: Model<DiscountCodeRecord>,
    @InjectModel(DiscountRedemptionRecord.name) private readonly redemptions: Model<DiscountRedemptionRecord>,
    private readonly orders: OrderRecordsService,
  ) {}

  // ---- a code on a basket ----

  /** The code's terms for these lines, or a 422 saying why it does not apply (unknown, paused, dates, uses, items, minimum). */
  async applicable(
    text: string,
    lines: readonly ScopedLine[],
    subtotal: number,
    now = new Date(),
  ): Promise<AppliedCode> {
    const code = text.trim().toUpperCase();
    const record = code ? await this.codes.findOne({ code }).lean<StoredCode>() : null;
    if (!record) throw refused(DISCOUNT_MESSAGES.unknown);
    const refusal = refusalOf(record, lines, subtotal, now);
    if (refusal) throw refused(refusal);
    return {
      id: String(record._id),
      code: record.code,
      kind: record.kind,
      terms: termsOf(record),
      maxUses: record.maxUses ?? null,
      maxUsesPerPhone: record.maxUsesPerPhone ?? null,
      maxUsesPerAccount: record.maxUsesPerAccount ?? null,
    };
  }

  /**
   * Refused (422) when the phone or the account already holds the code as often as it may. Counted over the orders
   * that hold it now; placement is serialised per phone and per account, so the count cannot go stale meanwhile.
   */
  async checkPerson(applied: AppliedCode, phone: string, userId?: string): Promise<void> {
    const held = (filter: Record<string, string>) =>
      this.redemptions.countDocuments({ codeId: applied.id, status: 'active', ...filter });
    if (applied.maxUsesPerPhone !== null && phone && (await held({ phone })) >= applied.maxUsesPerPhone)
      throw refused(DISCOUNT_MESSAGES.alreadyUsed);
    if (applied.maxUsesPerAccount !== null && userId && (await held({ userId })) >= applied.maxUsesPerAccount)
      throw refused(DISCOUNT_MESSAGES.alreadyUsed);
  }

  /**
   * Takes one use of the code for an order about to be written: one conditional increment (only while a use is
   * left), then the use's record. Refused (422, used up) when another order took the last use first.
   */
  async claim(applied: AppliedCode, use: CodeUse): Promise<void> {
    const filter =
      applied.maxUses === null
        ? { _id: applied.id, paused: false }
        : { _id: applied.id, paused: false, uses: { $lt: applied.maxUses } };
    const taken = await this.codes.updateOne(filter, { $inc: { uses: 1 } });
    if (taken.modifiedCount !== 1) {
      // Paused or used up since the code was checked: say which.
      const now = await this.codes.findById(applied.id, { paused: 1 }).lean();
      throw refused(now?.paused ? DISCOUNT_MESSAGES.paused : DISCOUNT_MESSAGES.usedUp);
    }
    try {
      await this.redemptions.create({
        codeId: applied.id,
        code: applied.code,
        orderId: String(use.orderId),
        phone: use.phone,
        userId: use.userId ?? '',
        discount: use.discount,
        status: 'active',
      });
    } catch (error) {
      await this.codes.updateOne({ _id: applied.id }, { $inc: { uses: -1 } });
      throw error;
    }
  }

  /** The order a use was claimed for was not written: the use is undone as if never taken. */
  async giveBack(orderId: Types.ObjectId): Promise<void> {
    const removed = await this.redemptions.findOneAndDelete({ orderId: String(orderId) }).lean();
    if (removed?.status === 'active') await this.codes.updateOne({ _id: removed.codeId }, { $inc: { uses: -1 } });
  }

  /** A cancelled order gives its use back (once, whoever cancels it and however often the event comes). */
  async release(orderId: string): Promise<void> {
    const released = await this.redemptions
      .findOneAndUpdate({ orderId, status: 'active' }, { $set: { status: 'released' } })
      .lean();
    if (released) await this.codes.updateOne({ _id: released.codeId }, { $inc: { uses: -1 } });
  }

  /** A cancelled order staff reopen holds its code again: the use is taken back, even past the code's limit. */
  async reinstate(orderId: string): Promise<void> {
    const again = await this.redemptions
      .findOneAndUpdate({ orderId, status: 'released' }, { $set: { status: 'active' } })
      .lean();
    if (again) {
      await this.codes.updateOne({ _id: again.codeId }, { $inc: { uses: 1 } });
      this.logger.log(`Order ${orderId} was reopened: it holds its code ${again.code} again`);
    }
  }

  // ---- staff ----

  /** The codes, newest first, with their uses and their orders' figures. */
  async list(): Promise<DiscountCodeModel[]> {
    const records = await this.codes.find().sort({ createdAt: -1, _id: -1 }).limit(MAX_LISTED).lean<StoredCode[]>();
    const figures = await this.figuresOf(records.map((record) => record.code));
    return records.map((record) => codeView(record, figures.get(record.code)));
  }

  async create(ctx: RequestContext, input: CreateDiscountCodeInput): Promise<DiscountCodeModel> {
    if (input.kind === 'percent' && (input.value ?? 0) > 100)
      throw new BadRequestException('A percentage must not exceed 100');
    try {
      const created = await this.codes.create({
        code: input.code,
        description: input.description ?? '',
        kind: input.kind,
        value: input.kind === 'free_delivery' ? 0 : input.value,
        minSubtotal: input.minSubtotal ?? 0,
        startsAt: input.startsAt ?? null,
        endsAt: input.endsAt ?? null,
        maxUses: input.maxUses ?? null,
        maxUsesPerPhone: input.maxUsesPerPhone ?? null,
        maxUsesPerAccount: input.maxUsesPerAccount ?? null,
        scope: {
          categories: [...new Set((input.scope?.categories ?? []).map((name) => name.trim()).filter(Boolean))],
          products: [...new Set(input.scope?.products ?? [])],
          variants: [...new Set(input.scope?.variants ?? [])],
        },
        paused: false,
        uses: 0,
        createdByName: ctx.user?.name ?? '',
      });
      return codeView(created.toObject<StoredCode>());
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) throw new ConflictException(CODE_TAKEN);
      throw error;
    }
  }

  /** Pauses a code (no new order takes it; orders holding it keep it) or resumes it. */
  async setPaused(id: string, paused: boolean): Promise<DiscountCodeModel> {
    if (!isValidObjectId(id)) throw new NotFoundException(CODE_NOT_FOUND);
    const updated = await this.codes
      .findOneAndUpdate({ _id: id }, { $set: { paused } }, { returnDocument: 'after' })
      .lean<StoredCode>();
    if (!updated) throw new NotFoundException(CODE_NOT_FOUND);
    const figures = await this.figuresOf([updated.code]);
    return codeView(updated, figures.get(updated.code));
  }

  /** Each code's orders by where they stand, read from the orders. */
  private async figuresOf(codes: string[]): Promise<Map<string, DiscountFigures>> {
    const byCode = new Map<string, DiscountFigures>();
    for (const order of await this.orders.withDiscountCodes(codes)) {
      const figures = byCode.get(order.discountCode!) ?? noFigures();
      figures.orders += 1;
      if (order.status === OrderStatus.Delivered) {
        figures.delivered += 1;
        figures.revenue += order.totalAmount;
        figures.discountGiven += order.discount ?? 0;
      } else if (order.status === OrderStatus.Returned) figures.returned += 1;
      else if (order.status === OrderStatus.Cancelled) figures.cancelled += 1;
      byCode.set(order.discountCode!, figures);
    }
    return byCode;
  }
}

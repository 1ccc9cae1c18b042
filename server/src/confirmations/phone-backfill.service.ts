import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { toE164 } from '../common/phone/pakistani-phone';
import { OrderRecord } from '../orders/schemas/order.schema';
import { UserRecord } from '../users/schemas/user.schema';

/** Phones written before they were kept in one form: anything that does not start with `+` (empty ones aside). */
const NOT_E164 = { $regex: '^[^+]' };
const ORDER_PHONES = ['shippingAddress.phone', 'guestInfo.phone', 'customer.phone'] as const;

/**
 * Once at every start, phones stored as typed (accounts' and orders' phones of older data) are rewritten
 * in E.164, so search, tracking and the per-phone rules find them. Idempotent: only records with a phone
 * not yet in that form are read, and text that is no Pakistani number is left as it is.
 */
@Injectable()
export class PhoneBackfillService implements OnApplicationBootstrap {
  private readonly logger = new Logger('PhoneBackfill');

  constructor(
    @InjectModel(OrderRecord.name) private readonly orders: Model<OrderRecord>,
    @InjectModel(UserRecord.name) private readonly users: Model<UserRecord>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      const changed = await this.run();
      if (changed > 0) this.logger.log(`${changed} record(s) given phones in E.164`);
    } catch (error) {
      this.logger.error(`Phone backfill failed: ${(error as Error).message}`);
    }
  }

  /** Answers how many records were rewritten. */
  async run(): Promise<number> {
    let changed = 0;
    const users = await this.users.find({ phone: NOT_E164 }).lean<Array<{ _id: unknown; phone: string }>>();
    const userWrites = users.flatMap((user) => {
      const phone = toE164(user.phone);
      return phone ? [{ updateOne: { filter: { _id: user._id }, update: { $set: { phone } } } }] : [];
    });
    if (userWrites.length) changed += (await this.users.bulkWrite(userWrites, { ordered: false })).modifiedCount;

    const orders = await this.orders
      .find({ $or: ORDER_PHONES.map((path) => ({ [path]: NOT_E164 })) })
      .lean<Array<Record<string, unknown> & { _id: unknown }>>();
    const orderWrites = orders.flatMap((order) => {
      const set: Record<string, string> = {};
      for (const path of ORDER_PHONES) {
        const [parent, field] = path.split('.');
        const current = (order[parent] as Record<string, unknown> | undefined)?.[field];
        const phone = typeof current === 'string' && !current.startsWith('+') ? toE164(current) : undefined;
        if (phone) set[path] = phone;
      }
      return Object.keys(set).length ? [{ updateOne: { filter: { _id: order._id }, update: { $set: set } } }] : [];
    });
    if (orderWrites.length) changed += (await this.orders.bulkWrite(orderWrites, { ordered: false })).modifiedCount;
    return changed;
  }
}

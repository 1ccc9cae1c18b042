import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, Types } from 'mongoose';
import type { RequestContext } from '../common/access/request-context';
import { displayPhone, toE164 } from '../common/phone/pakistani-phone';
import { EMAIL_PATTERN } from '../users/dto/account-rules';
import { BlockContactInput } from './dto/block-contact.input';
import { BlockedContact, BlockedKind } from './models/risk.model';
import { BlockedContactRecord } from './schemas/blocked-contact.schema';

/** Emitted after an entry is added or removed, with the phone (E.164) or e-mail it concerns. */
export const BLOCKLIST_CHANGED = 'blocklist.changed';
export interface BlocklistChange {
  kind: 'phone' | 'email';
  value: string;
}

const NOT_FOUND = 'Blocklist entry not found';
const MAX_LISTED = 1000;

type StoredEntry = BlockedContactRecord & { _id: Types.ObjectId };

const toBlockedContact = (record: StoredEntry): BlockedContact => ({
  id: String(record._id),
  kind: record.kind as BlockedKind,
  value: record.value,
  display: record.kind === 'phone' ? displayPhone(record.value) : record.value,
  reason: record.reason,
  createdByName: record.createdByName,
  createdAt: record.createdAt,
});

/** Phones and e-mails refused at checkout. A phone is kept in E.164, so every written form of it matches. */
@Injectable()
export class BlocklistService {
  constructor(
    @InjectModel(BlockedContactRecord.name) private readonly entries: Model<BlockedContactRecord>,
    private readonly events: EventEmitter2,
  ) {}

  async add(ctx: RequestContext, input: BlockContactInput): Promise<BlockedContact> {
    const phone = input.phone?.trim();
    const email = input.email?.trim().toLowerCase();
    if (Boolean(phone) === Boolean(email)) throw new BadRequestException('Give either a phone or an email to block');
    let entry: BlocklistChange;
    if (phone) {
      const e164 = toE164(phone);
      if (!e164) throw new BadRequestException('Please enter a valid Pakistani phone number, e.g. 0300 1234567');
      entry = { kind: 'phone', value: e164 };
    } else {
      if (!EMAIL_PATTERN.test(email!)) throw new BadRequestException('Please enter a valid email address');
      entry = { kind: 'email', value: email! };
    }
    try {
      const created = await this.entries.create({
        ...entry,
        reason: input.reason,
        createdById: ctx.user?.id ?? '',
        createdByName: ctx.user?.name ?? '',
      });
      this.events.emit(BLOCKLIST_CHANGED, entry);
      return toBlockedContact(created.toObject());
    } catch (error) {
      if ((error as { code?: number }).code === 11000)
        throw new ConflictException(`This ${entry.kind === 'phone' ? 'phone' : 'email'} is already on the blocklist`);
      throw error;
    }
  }

  /** Newest first. */
  async list(): Promise<BlockedContact[]> {
    const records = await this.entries.find().sort({ createdAt: -1, _id: -1 }).limit(MAX_LISTED).lean<StoredEntry[]>();
    return records.map(toBlockedContact);
  }

  async remove(id: string): Promise<BlockedContact> {
    if (!isValidObjectId(id)) throw new NotFoundException(NOT_FOUND);
    const record = await this.entries.findById(id).lean<StoredEntry>();
    if (!record || (await this.entries.deleteOne({ _id: record._id })).deletedCount !== 1)
      throw new NotFoundException(NOT_FOUND);
    this.events.emit(BLOCKLIST_CHANGED, { kind: record.kind, value: record.value } satisfies BlocklistChange);
    return toBlockedContact(record);
  }

  /** Whether the phone (E.164 key) or the e-mail is blocked. */
  async isBlocked(phone: string, email: string): Promise<boolean> {
    const or: BlocklistChange[] = [];
    if (phone) or.push({ kind: 'phone', value: phone });
    if (email) or.push({ kind: 'email', value: email.trim().toLowerCase() });
    if (!or.length) return false;
    return (await this.entries.exists({ $or: or })) !== null;
  }
}

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
/** How long an entry added or removed by another instance may go unseen here (as for the catalogue cache). */
export const BLOCKLIST_REREAD_MS = 5_000;

/** The blocklist's keys, as kept in memory: phones in E.164, e-mails in lower case. */
interface BlockedKeys {
  phones: Set<string>;
  emails: Set<string>;
  readAt: number;
}

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

/**
 * Phones and e-mails refused at checkout. A phone is kept in E.164, so every written form of it matches.
 *
 * Every order placement asks whether its phone or e-mail is blocked, so the keys are kept in memory (a
 * database command per placement was a sixth of its commands): read whole, read again at once after an
 * entry is added or removed here (a read under way while it changes is not kept), and at most
 * BLOCKLIST_REREAD_MS old for entries changed by another instance.
 */
@Injectable()
export class BlocklistService {
  private kept?: BlockedKeys;
  private reading?: Promise<BlockedKeys>;
  /** Counts the changes made here: a read that began before one is used once, never kept. */
  private changes = 0;

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
      const created = await this.changing(() =>
        this.entries.create({
          ...entry,
          reason: input.reason,
          createdById: ctx.user?.id ?? '',
          createdByName: ctx.user?.name ?? '',
        }),
      );
      this.events.emit(BLOCKLIST_CHANGED, entry);
      return toBlockedContact(created.toObject());
    } catch (error) {
      if ((error as { code?: number }).code === 11000)
        throw new ConflictException(`This ${entry.kind === 'phone' ? 'phone' : 'email'} is already on the blocklist`);
      throw error;
    }
  }

  /** Blocks a contact unless it is blocked already (seeding): no event, as nothing was scored against it yet. */
  async blockOnce(entry: BlocklistChange, reason: string, byName: string): Promise<void> {
    await this.changing(() =>
      this.entries.updateOne(
        { kind: entry.kind, value: entry.value },
        { $setOnInsert: { ...entry, reason, createdByName: byName } },
        { upsert: true },
      ),
    );
  }

  /** Newest first. */
  async list(): Promise<BlockedContact[]> {
    const records = await this.entries.find().sort({ createdAt: -1, _id: -1 }).limit(MAX_LISTED).lean<StoredEntry[]>();
    return records.map(toBlockedContact);
  }

  async remove(id: string): Promise<BlockedContact> {
    if (!isValidObjectId(id)) throw new NotFoundException(NOT_FOUND);
    const record = await this.entries.findById(id).lean<StoredEntry>();
    if (!record || (await this.changing(() => this.entries.deleteOne({ _id: record._id }))).deletedCount !== 1)
      throw new NotFoundException(NOT_FOUND);
    this.events.emit(BLOCKLIST_CHANGED, { kind: record.kind, value: record.value } satisfies BlocklistChange);
    return toBlockedContact(record);
  }

  /** Whether the phone (E.164 key) or the e-mail is blocked. */
  async isBlocked(phone: string, email: string): Promise<boolean> {
    if (!phone && !email) return false;
    const { phones, emails } = await this.keys();
    return Boolean(phone && phones.has(phone)) || Boolean(email && emails.has(email.trim().toLowerCase()));
  }

  private keys(): Promise<BlockedKeys> {
    if (this.kept && Date.now() - this.kept.readAt < BLOCKLIST_REREAD_MS) return Promise.resolve(this.kept);
    if (!this.reading) {
      const reading = this.readKeys().finally(() => {
        if (this.reading === reading) this.reading = undefined;
      });
      this.reading = reading;
    }
    return this.reading;
  }

  private async readKeys(): Promise<BlockedKeys> {
    const changes = this.changes;
    const readAt = Date.now();
    const records = await this.entries
      .find({}, { kind: 1, value: 1 })
      .lean<Array<Pick<StoredEntry, 'kind' | 'value'>>>();
    const keys: BlockedKeys = { phones: new Set(), emails: new Set(), readAt };
    for (const { kind, value } of records) (kind === 'phone' ? keys.phones : keys.emails).add(value);
    if (changes === this.changes) this.kept = keys;
    return keys;
  }

  /** Runs a change of the entries: the kept keys are dropped before it starts and again once it has ended. */
  private async changing<T>(write: () => Promise<T>): Promise<T> {
    this.forget();
    try {
      return await write();
    } finally {
      this.forget();
    }
  }

  private forget(): void {
    this.changes++;
    this.kept = undefined;
    this.reading = undefined;
  }
}

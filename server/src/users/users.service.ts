import {
  BadRequestException,
  ConflictException,
  ForbiddenException,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { isValidObjectId, Model, QueryFilter } from 'mongoose';
import type { Role } from '../common/access/access.decorators';
import {
  can,
  Permission,
  permissionsOf,
  ROLE_DOES_NOT_ALLOW,
  StaffRole,
  staffRoleOf,
} from '../common/access/permissions';
import type { RequestContext } from '../common/access/request-context';
import { findPage, Page } from '../common/pagination/pagination';
import { escapeRegExp } from '../common/search/escape-regexp';
import { toE164 } from '../common/phone/pakistani-phone';

/** Phones are kept in E.164 (`+923001234567`); text that is no Pakistani number (older records) stays as it is. */
const storedPhone = (phone: string) => toE164(phone) ?? phone;
import { Account, AccountCache } from './account-cache';
import { passwordHasher } from './password-hasher';
import { ChangePasswordInput } from './dto/change-password.input';
import { UpdateProfileInput } from './dto/update-profile.input';
import { MAX_USERS_PAGE_SIZE, USERS_PAGE_SIZE, UserListArgs } from './dto/user-list.args';
import { User } from './models/user.model';
import { UserDocument, UserRecord } from './schemas/user.schema';

const hashPassword = (password: string) => passwordHasher.hash(password);
const DUPLICATE_KEY = 11000;

export interface NewAccount {
  name: string;
  email: string;
  phone: string;
  password: string;
  role?: Role;
  /** A staff member's role (with role `admin`). */
  staffRole?: StaffRole;
}

/** A staff member's account, made when they accept an invitation: no phone, their own password. */
export interface NewStaffAccount {
  name: string;
  email: string;
  password: string;
  staffRole: StaffRole;
}

type StoredUser = UserRecord & { _id: unknown };

export type { Account };

const accountOf = (record: StoredUser): Account => ({ user: toUser(record), tokenVersion: record.tokenVersion ?? 0 });

/**
 * A bcrypt hash (cost 10, as password-hasher's BCRYPT_ROUNDS) of a random text nobody knows. Signing in with an unknown
 * e-mail is checked against it, so that the answer takes as long as for a known e-mail with a wrong password.
 */
const DUMMY_PASSWORD_HASH = '$2b$10$qTOSUJPNDaRkGkh5.ES9AOQxkxQKvMNKMy3cMBLZoVsl0Z7VSGUnG';

/** Presents a stored account; the one place that decides which fields leave the server. */
export function toUser(record: StoredUser): User {
  return {
    id: String(record._id),
    name: record.name,
    email: record.email,
    phone: record.phone ?? '',
    address: record.address ?? '',
    role: record.role,
    staffRole: staffRoleOf(record) ?? null,
    permissions: permissionsOf(record),
    isBlocked: Boolean(record.isBlocked),
    createdAt: record.createdAt,
  };
}

/** Staff accounts in service as Owners (an admin without a staff role is one). */
export const ACTIVE_OWNERS: QueryFilter<UserRecord> = {
  role: 'admin',
  isBlocked: false,
  $or: [{ staffRole: StaffRole.OWNER }, { staffRole: { $exists: false } }],
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const USER_NOT_FOUND = 'User not found';
export const CANNOT_BLOCK_SELF = 'You cannot block your own account';
export const CANNOT_DELETE_SELF = 'You cannot delete your own account';
export const LAST_ADMIN = 'The shop needs at least one owner';
export const STAFF_NOT_FOUND = 'Staff member not found';
export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role';
export const ACCOUNT_EXISTS = 'An account with this email already exists';

/** Only a 24-digit hex id names an account; anything else (12-byte strings, operators) is simply unknown. */
const isAccountId = (id: unknown): id is string => typeof id === 'string' && /^[0-9a-f]{24}$/i.test(id);

@Injectable()
export class UsersService {
  constructor(
    @InjectModel(UserRecord.name) private readonly users: Model<UserRecord>,
    private readonly accounts: AccountCache,
  ) {}

  async create(account: NewAccount): Promise<Account> {
    const email = normaliseEmail(account.email);
    if (await this.users.exists({ email })) throw new ConflictException(ACCOUNT_EXISTS);
    try {
      const created = await this.users.create({
        name: account.name,
        email,
        phone: storedPhone(account.phone),
        passwordHash: await hashPassword(account.password),
        role: account.role ?? 'user',
        ...(account.staffRole ? { staffRole: account.staffRole } : {}),
      });
      return accountOf(created.toObject());
    } catch (error) {
      if ((error as { code?: number }).code === DUPLICATE_KEY) throw new ConflictException(ACCOUNT_EXISTS);
      throw error;
    }
  }

  /**
   * The account for these credentials, or null when the e-mail is unknown or the password wrong. A password
   * is always checked against a hash of the same cost, a dummy one for an unknown e-mail, so the time taken
   * does not tell which e-mails have accounts.
   */
  async findByCredentials(email: string, password: string): Promise<Account | null> {
    const record = await this.users
      .findOne({ email: normaliseEmail(email) })
      .select('+passwordHash')
      .lean<StoredUser>();
    const matches = await this.passwordMatches(password, record?.passwordHash ?? DUMMY_PASSWORD_HASH);
    return record && matches ? accountOf(record) : null;
  }

  /**
   * bcrypt comparison on the password hasher's low-priority threads (@node-rs/bcrypt, native), so a sign-in
   * never holds up other requests; it reads the hashes bcryptjs wrote ($2a$/$2b$, same algorithm).
   * The one place passwords are checked (a seam the tests observe).
   */
  passwordMatches(password: string, passwordHash: string): Promise<boolean> {
    return passwordHasher.matches(password, passwordHash);
  }

  /**
   * The account behind a token's subject, with its current token version; kept in memory by AccountCache
   * until the next write to the users collection (at most 5 s for writes made outside this process).
   */
  findAccount(id: string): Promise<Account | null> {
    if (!isValidObjectId(id)) return Promise.resolve(null);
    return this.accounts.remember(String(id), async () => {
      const record = await this.users.findById(id).lean<StoredUser>();
      return record ? accountOf(record) : null;
    });
  }

  async findById(id: string): Promise<User | null> {
    return (await this.findAccount(id))?.user ?? null;
  }

  async getProfile(ctx: RequestContext): Promise<User> {
    const user = ctx.user && (await this.findById(ctx.user.id));
    if (!user) throw new NotFoundException('User not found');
    return user;
  }

  async updateProfile(ctx: RequestContext, input: UpdateProfileInput): Promise<User> {
    const changes: Partial<UserRecord> = { name: input.name };
    if (input.phone !== undefined) changes.phone = storedPhone(input.phone);
    if (input.address !== undefined) changes.address = input.address;
    const record = await this.users
      .findByIdAndUpdate(this.requireUserId(ctx), { $set: changes }, { returnDocument: 'after', runValidators: true })
      .lean<StoredUser>();
    if (!record) throw new NotFoundException('User not found');
    return toUser(record);
  }

  /**
   * Changes the password and bumps the token version, so every token issued before stops working; answers
   * the account with its new version, for the caller to issue the changing session a fresh token.
   */
  async changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<Account> {
    const id = this.requireUserId(ctx);
    const record = await this.users.findById(id).select('+passwordHash').lean<StoredUser>();
    if (!record) throw new NotFoundException('User not found');
    if (!(await this.passwordMatches(input.currentPassword, record.passwordHash)))
      throw new BadRequestException('Current password is incorrect');
    if (input.currentPassword === input.newPassword)
      throw new BadRequestException('New password must be different from the current password');
    const updated = await this.users
      .findByIdAndUpdate(
        id,
        { $set: { passwordHash: await hashPassword(input.newPassword) }, $inc: { tokenVersion: 1 } },
        { returnDocument: 'after' },
      )
      .lean<StoredUser>();
    if (!updated) throw new NotFoundException('User not found');
    return accountOf(updated);
  }

  /**
   * The account a forgotten password is asked for, by its e-mail or its phone (in any written form); a phone shared
   * by several accounts names the newest. Null when there is none, or it is blocked.
   */
  async findForPasswordReset(by: { email?: string; phone?: string }): Promise<User | null> {
    const filter: QueryFilter<UserRecord> = { isBlocked: { $ne: true } };
    if (by.email) filter.email = normaliseEmail(by.email);
    else if (by.phone) filter.phone = storedPhone(by.phone);
    else return null;
    const record = await this.users.findOne(filter).sort({ createdAt: -1, _id: -1 }).lean<StoredUser>();
    return record ? toUser(record) : null;
  }

  /**
   * Sets a forgotten password anew and bumps the token version, so every token issued before stops working.
   * Answers false when the account is gone or blocked (nothing is written then).
   */
  async resetPassword(id: string, password: string): Promise<boolean> {
    if (!isAccountId(id)) return false;
    const passwordHash = await hashPassword(password);
    const result = await this.users.updateOne(
      { _id: id, isBlocked: { $ne: true } },
      { $set: { passwordHash }, $inc: { tokenVersion: 1 } },
    );
    return result.matchedCount > 0;
  }

  /**
   * Makes sure an account with this e-mail exists with the given role and is not blocked.
   * An existing account keeps its password. Answers whether it was created.
   */
  async ensureAccount(account: NewAccount & { role: Role }): Promise<boolean> {
    const email = normaliseEmail(account.email);
    const passwordHash = await hashPassword(account.password);
    const result = await this.users.updateOne(
      { email },
      {
        $set: { role: account.role, isBlocked: false },
        $setOnInsert: { name: account.name, email, phone: storedPhone(account.phone), address: '', passwordHash },
      },
      { upsert: true },
    );
    return result.upsertedCount > 0;
  }

  // ---- Administration (role admin; the guard has checked the role, these check the rules) ----

  /** Builds every index the schema declares; resolves when they exist. */
  async ensureIndexes(): Promise<void> {
    await this.users.init();
  }

  /** The account with this e-mail and role, if any. */
  async findByEmailAndRole(email: string, role: Role): Promise<User | null> {
    const record = await this.users.findOne({ email: normaliseEmail(email), role }).lean<StoredUser>();
    return record ? accountOf(record).user : null;
  }

  /** Whether an account with this e-mail and role, not blocked, still signs in with this password. */
  async signsInWith(email: string, role: Role, password: string): Promise<boolean> {
    const record = await this.users
      .findOne({ email: normaliseEmail(email), role, isBlocked: { $ne: true } })
      .select('+passwordHash')
      .lean<StoredUser>();
    return Boolean(record?.passwordHash && (await this.passwordMatches(password, record.passwordHash)));
  }

  /** Whether the shop has an admin account that is not blocked. */
  async hasActiveAdmin(): Promise<boolean> {
    return Boolean(await this.users.exists({ role: 'admin', isBlocked: { $ne: true } }));
  }

  /** How many accounts there are (the admin dashboard's figure). */
  count(): Promise<number> {
    return this.users.countDocuments().exec();
  }

  /** Accounts' phones stored as typed (older records) rewritten in E.164; answers how many accounts changed. */
  async backfillPhones(): Promise<number> {
    const users = await this.users.find({ phone: { $regex: '^[^+]' } }).lean<Array<{ _id: unknown; phone: string }>>();
    const writes = users.flatMap((user) => {
      const phone = toE164(user.phone);
      return phone ? [{ updateOne: { filter: { _id: user._id }, update: { $set: { phone } } } }] : [];
    });
    return writes.length ? (await this.users.bulkWrite(writes, { ordered: false })).modifiedCount : 0;
  }

  /** Accounts, newest first, optionally narrowed by literal, case-insensitive text over name and e-mail, or a phone number. */
  async listUsers(_ctx: RequestContext, args: UserListArgs): Promise<Page<User>> {
    const page = args.page ?? 1;
    const limit = Math.min(args.limit ?? USERS_PAGE_SIZE, MAX_USERS_PAGE_SIZE);
    const filter: QueryFilter<UserRecord> = {};
    if (args.search) {
      const pattern = { $regex: escapeRegExp(args.search), $options: 'i' };
      filter.$or = [{ name: pattern }, { email: pattern }];
      // A phone in any written form finds the account by its stored E.164 form.
      const phone = toE164(args.search);
      if (phone) filter.$or.push({ phone });
    }
    return findPage(this.users, { filter, sort: { createdAt: -1, _id: -1 }, page, limit }, toUser);
  }

  /** One account; 404 'User not found' for an unknown or malformed id. */
  async getUser(_ctx: RequestContext, id: string): Promise<User> {
    const user = isAccountId(id) ? await this.findById(id) : null;
    if (!user) throw new NotFoundException(USER_NOT_FOUND);
    return user;
  }

  /**
   * Blocks or unblocks an account; a block takes effect at once, also for tokens issued before (the JWT
   * strategy reads the account on every request), and bumps the token version, so that those tokens stay
   * dead after an unblock. An admin cannot block themselves, and the last active Owner is never blocked; a
   * staff member's account only by those who manage staff.
   */
  async setBlocked(ctx: RequestContext, id: string, isBlocked: boolean): Promise<User> {
    const target = await this.getUser(ctx, id);
    this.mayChangeAccount(ctx, target);
    if (isBlocked && target.id === ctx.user?.id) throw new BadRequestException(CANNOT_BLOCK_SELF);
    // The state before this change, read atomically with it, decides whether an active admin was taken away.
    const before = await this.users
      .findByIdAndUpdate(target.id, { $set: { isBlocked } }, { returnDocument: 'before' })
      .lean<StoredUser>();
    if (!before) throw new NotFoundException(USER_NOT_FOUND);
    if (isBlocked && before.role === 'admin' && !before.isBlocked) {
      await this.keepAnActiveAdmin(() => this.users.updateOne({ _id: target.id }, { $set: { isBlocked: false } }));
    }
    // Only a block that stands ends the account's tokens (a refused one above leaves them working).
    if (isBlocked) await this.users.updateOne({ _id: target.id }, { $inc: { tokenVersion: 1 } });
    return toUser({ ...before, isBlocked });
  }

  /**
   * A staff member's account with the registration's password rules (checked by the caller's input) and hashing;
   * 409 when the e-mail already has an account.
   */
  async createStaffAccount(account: NewStaffAccount): Promise<User> {
    const created = await this.create({ ...account, phone: '', role: 'admin' });
    return created.user;
  }

  /** Whether an account with this e-mail exists (any role). */
  async emailTaken(email: string): Promise<boolean> {
    return Boolean(await this.users.exists({ email: normaliseEmail(email) }));
  }

  /** The staff members (role `admin`), oldest first. */
  async listStaff(): Promise<User[]> {
    const records = await this.users.find({ role: 'admin' }).sort({ createdAt: 1, _id: 1 }).lean<StoredUser[]>();
    return records.map(toUser);
  }

  /** One staff member; 404 for a customer, or an unknown or malformed id. */
  async getStaffMember(id: string): Promise<User> {
    const user = isAccountId(id) ? await this.findById(id) : null;
    if (!user || user.role !== 'admin') throw new NotFoundException(STAFF_NOT_FOUND);
    return user;
  }

  /**
   * Gives a staff member another role; it takes effect at their next request (the guard reads the account on
   * each). Only those who manage staff, never one's own role, and the last active Owner keeps the role.
   */
  async setStaffRole(ctx: RequestContext, id: string, staffRole: StaffRole): Promise<User> {
    const target = await this.getStaffMember(id);
    this.mayChangeAccount(ctx, target);
    if (target.id === ctx.user?.id) throw new BadRequestException(CANNOT_CHANGE_OWN_ROLE);
    // The state before this change, read atomically with it, decides whether an active Owner was taken away.
    const before = await this.users
      .findOneAndUpdate({ _id: target.id, role: 'admin' }, { $set: { staffRole } }, { returnDocument: 'before' })
      .lean<StoredUser>();
    if (!before) throw new NotFoundException(STAFF_NOT_FOUND);
    const wasOwner = staffRoleOf(before) === StaffRole.OWNER;
    if (wasOwner && staffRole !== StaffRole.OWNER && !before.isBlocked) {
      await this.keepAnActiveAdmin(() =>
        this.users.updateOne({ _id: target.id }, { $set: { staffRole: StaffRole.OWNER } }),
      );
    }
    return toUser({ ...before, staffRole });
  }

  /**
   * Deletes an account. An admin cannot delete themselves, and the last active Owner is never deleted; a staff
   * member's account only by those who manage staff.
   */
  async deleteUser(ctx: RequestContext, id: string): Promise<void> {
    const target = await this.getUser(ctx, id);
    this.mayChangeAccount(ctx, target);
    if (target.id === ctx.user?.id) throw new BadRequestException(CANNOT_DELETE_SELF);
    if (target.role === 'admin') {
      // Take the admin out of service first, so that two admins removing each other at once cannot both win.
      const before = await this.users
        .findByIdAndUpdate(target.id, { $set: { isBlocked: true } }, { returnDocument: 'before' })
        .lean<StoredUser>();
      if (!before) throw new NotFoundException(USER_NOT_FOUND);
      if (!before.isBlocked)
        await this.keepAnActiveAdmin(() => this.users.updateOne({ _id: target.id }, { $set: { isBlocked: false } }));
    }
    const { deletedCount } = await this.users.deleteOne({ _id: target.id });
    if (deletedCount === 0) throw new NotFoundException(USER_NOT_FOUND);
  }

  /** A staff member's account is changed only by those who manage staff (the Owner); a customer's by any caller here. */
  private mayChangeAccount(ctx: RequestContext, target: User): void {
    if (target.role === 'admin' && !can(ctx.user, Permission.StaffManage))
      throw new ForbiddenException(ROLE_DOES_NOT_ALLOW);
  }

  /** After a staff member was taken out of service: when no active Owner is left, undo and refuse. */
  private async keepAnActiveAdmin(undo: () => Promise<unknown>): Promise<void> {
    if ((await this.users.countDocuments(ACTIVE_OWNERS)) > 0) return;
    await undo();
    throw new BadRequestException(LAST_ADMIN);
  }

  private requireUserId(ctx: RequestContext): string {
    if (!ctx.user) throw new UnauthorizedException('Please log in to continue');
    return ctx.user.id;
  }
}

export type { UserDocument };

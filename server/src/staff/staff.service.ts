import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { createHash, randomBytes } from 'node:crypto';
import type { RequestContext } from '../common/access/request-context';
import { RateLimit, RateLimiterService } from '../common/rate-limit/rate-limiter.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { appAddress } from '../config/shop-address';
import { CartService } from '../cart/cart.service';
import { SettingsService } from '../settings/settings.service';
import { User } from '../users/models/user.model';
import { ACCOUNT_EXISTS, UsersService } from '../users/users.service';
import { AcceptStaffInviteInput, InviteStaffInput } from './dto/staff.inputs';
import { StaffInvite, StaffInvitation, StaffInviteDetails, StaffOverview } from './models/staff.model';
import { StaffInviteRecord } from './schemas/staff-invite.schema';
import type { StaffRole } from '../common/access/permissions';

export const INVITE_NOT_VALID = 'This invitation is not valid or has expired';
export const INVITE_NOT_FOUND = 'Invitation not found';
/** How long an invitation's link works. */
export const INVITE_LIFETIME_MS = 7 * 24 * 60 * 60_000;
/** Reading and accepting invitations, per address: as many as registrations allow, and some room to look again. */
export const STAFF_INVITE_LIMIT: RateLimit = {
  name: 'staff-invite',
  limit: 30,
  windowMs: 60 * 60_000,
  message: 'Too many attempts from this address.',
};

/** 256 random bits, base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type StoredInvite = StaffInviteRecord & { _id: unknown };

const toInvite = (record: StoredInvite): StaffInvite => ({
  id: String(record._id),
  name: record.name,
  email: record.email,
  staffRole: record.staffRole,
  invitedByName: record.invitedBy?.name ?? '',
  createdAt: record.createdAt,
  expiresAt: record.expiresAt,
});

/**
 * Staff invitations: an Owner invites a person by name, e-mail and role; the link, shown once, lets them set a
 * password, which makes their staff account (through UsersService, which owns the accounts and their rules).
 */
@Injectable()
export class StaffService {
  constructor(
    @InjectModel(StaffInviteRecord.name) private readonly invites: Model<StaffInviteRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly carts: CartService,
    private readonly settings: SettingsService,
    private readonly rateLimiter: RateLimiterService,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** The staff members and the invitations not yet used nor expired. */
  async overview(): Promise<StaffOverview> {
    const [members, invites] = await Promise.all([
      this.users.listStaff(),
      this.invites
        .find({ acceptedAt: null, expiresAt: { $gt: new Date() } })
        .sort({ createdAt: -1, _id: -1 })
        .lean<StoredInvite[]>(),
    ]);
    return { members, invites: invites.map(toInvite) };
  }

  /**
   * Invites a person; a pending invitation to the same e-mail is replaced (its link stops working). 409 when the
   * e-mail already has an account. Answers the invitation and its link, which is not kept: only its hash is.
   */
  async invite(ctx: RequestContext, input: InviteStaffInput): Promise<StaffInvitation> {
    // Trimmed and lower-cased, as accounts' e-mails are.
    const email = input.email.trim().toLowerCase();
    if (await this.users.emailTaken(email)) throw new ConflictException(ACCOUNT_EXISTS);
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const invite = {
      name: input.name,
      staffRole: input.staffRole,
      tokenHash: hashOf(token),
      invitedBy: { id: ctx.user?.id ?? '', name: ctx.user?.name ?? '' },
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITE_LIFETIME_MS),
    };
    // One pending invitation per e-mail: an earlier one (expired or not) takes the new one's place.
    const record = await this.invites
      .findOneAndUpdate(
        { email, acceptedAt: null },
        { $set: invite, $setOnInsert: { email, acceptedAt: null } },
        { upsert: true, returnDocument: 'after', timestamps: false },
      )
      .lean<StoredInvite>();
    if (!record) throw new NotFoundException(INVITE_NOT_FOUND);
    return { invite: toInvite(record), link: `${this.address()}/staff-invite/${token}` };
  }

  /** Withdraws a pending invitation; its link stops working. */
  async revoke(id: string): Promise<void> {
    const { deletedCount } = /^[0-9a-f]{24}$/i.test(id)
      ? await this.invites.deleteOne({ _id: id, acceptedAt: null })
      : { deletedCount: 0 };
    if (!deletedCount) throw new NotFoundException(INVITE_NOT_FOUND);
  }

  setRole(ctx: RequestContext, id: string, staffRole: StaffRole): Promise<User> {
    return this.users.setStaffRole(ctx, id, staffRole);
  }

  /** Removes a staff member's account (UsersService's rules: not yourself, never the last active Owner), then its cart. */
  async remove(ctx: RequestContext, id: string): Promise<void> {
    await this.users.getStaffMember(id);
    await this.users.deleteUser(ctx, id);
    await this.carts.discardCartOf(id);
  }

  /** What an invitation link shows; 404 for an unknown, used or expired one. */
  async details(ctx: RequestContext, token: string): Promise<StaffInviteDetails> {
    await this.rateLimiter.consume(STAFF_INVITE_LIMIT, ctx.ip);
    const record = await this.pending(token);
    const { shop } = await this.settings.current();
    return {
      name: record.name,
      email: record.email,
      staffRole: record.staffRole,
      shopName: shop.name,
      expiresAt: record.expiresAt,
    };
  }

  /**
   * Makes the invited person's staff account with their password. The invitation is claimed first, by one
   * conditional update, so that of two accepts at once exactly one makes the account; when making it fails (the
   * e-mail got an account meanwhile), the claim is given back and nothing is left half-written.
   */
  async accept(ctx: RequestContext, token: string, input: AcceptStaffInviteInput): Promise<User> {
    await this.rateLimiter.consume(STAFF_INVITE_LIMIT, ctx.ip);
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) throw new NotFoundException(INVITE_NOT_VALID);
    const acceptedAt = new Date();
    const claimed = await this.invites
      .findOneAndUpdate(
        { tokenHash: hashOf(token), acceptedAt: null, expiresAt: { $gt: acceptedAt } },
        { $set: { acceptedAt } },
        { returnDocument: 'after' },
      )
      .lean<StoredInvite>();
    if (!claimed) throw new NotFoundException(INVITE_NOT_VALID);
    try {
      return await this.users.createStaffAccount({
        name: claimed.name,
        email: claimed.email,
        password: input.password,
        staffRole: claimed.staffRole,
      });
    } catch (error) {
      await this.invites.updateOne({ _id: claimed._id, acceptedAt }, { $set: { acceptedAt: null } });
      throw error;
    }
  }

  private async pending(token: string): Promise<StoredInvite> {
    if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) throw new NotFoundException(INVITE_NOT_VALID);
    const record = await this.invites
      .findOne({ tokenHash: hashOf(token), acceptedAt: null, expiresAt: { $gt: new Date() } })
      .lean<StoredInvite>();
    if (!record) throw new NotFoundException(INVITE_NOT_VALID);
    return record;
  }

  /** The shop's address for links (PUBLIC_URL, or the port it listens on): never a request's Host. */
  private address(): string {
    return appAddress(this.config, this.adapterHost);
  }
}

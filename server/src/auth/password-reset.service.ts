import { BadRequestException, HttpException, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { RequestContext } from '../common/access/request-context';
import { toE164 } from '../common/phone/pakistani-phone';
import { RateLimit, RateLimiterService } from '../common/rate-limit/rate-limiter.service';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { appAddress } from '../config/shop-address';
import { MailService } from '../messaging/email/mail.service';
import type { MailContent } from '../messaging/email/mail-template';
import { WhatsAppCloudClient } from '../messaging/whatsapp/whatsapp-cloud.client';
import type { User } from '../users/models/user.model';
import { UsersService } from '../users/users.service';
import { RequestPasswordResetInput, ResetPasswordInput } from './dto/password-reset.inputs';
import { PasswordResetChannelKind, PasswordResetDone, PasswordResetRequest } from './models/password-reset.model';
import { PasswordResetChannel, PasswordResetRecord } from './schemas/password-reset.schema';

/** How long a link or a code works. */
export const RESET_LIFETIME_MS = 30 * 60_000;
/** Codes tried against one code, the right one included; the last wrong one ends it. */
export const CODE_TRIES = 5;

export const RESET_SENT_BY_EMAIL =
  'If an account exists for that email or phone number, we have sent it an email with a link to reset your password. The link works once, for 30 minutes.';
export const RESET_SENT_BY_WHATSAPP =
  'If an account exists for that email or phone number, we have sent a 6-digit code by WhatsApp to its phone. The code works once, for 30 minutes.';
export const RESET_LINK_NOT_VALID = 'This reset link has expired or was already used. Please ask for a new one.';
export const RESET_CODE_NOT_VALID =
  'This code is wrong, has expired or was already used. Please check it or ask for a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been reset. Please sign in with your new password.';

const HOUR = 60 * 60_000;
/** Reset requests from one client address. */
export const RESET_REQUESTS_PER_ADDRESS: RateLimit = {
  name: 'password-reset-address',
  limit: 20,
  windowMs: HOUR,
  message: 'Too many password reset requests from this address.',
};
/** Reset requests for one e-mail or phone, whether or not an account has it (so the limit tells nothing). */
export const RESET_REQUESTS_PER_ACCOUNT: RateLimit = {
  name: 'password-reset-account',
  limit: 5,
  windowMs: HOUR,
  message: 'Too many password reset requests for this account.',
};
/** Resets sent to one account, by any of its e-mail and phone: past it, nothing more is sent (the answer stays the same). */
export const RESETS_SENT_PER_ACCOUNT: RateLimit = {
  name: 'password-reset-sent',
  limit: 5,
  windowMs: HOUR,
  message: 'Too many password resets sent to this account.',
};
/** Failed resets (a wrong or used link or code) from one client address. */
export const FAILED_RESETS_PER_ADDRESS: RateLimit = {
  name: 'password-reset-failed',
  limit: 20,
  windowMs: 15 * 60_000,
  message: 'Too many failed password resets from this address.',
};

/** 256 random bits, base64url: 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

type StoredReset = PasswordResetRecord & { _id: unknown };

/**
 * Forgotten passwords. A request answers at once and the same whether or not an account has the e-mail or phone
 * (the channel it names comes from the shop's settings alone); finding the account, keeping the reset and sending
 * it happen after the answer, so its time tells nothing either. A reset sets the password by the registration's
 * rules, ends every token issued before (the account's token version) and every other reset of the account.
 */
@Injectable()
export class PasswordResetService implements OnApplicationBootstrap {
  private readonly logger = new Logger('PasswordReset');
  /** Deliveries under way (tests wait on them; the shop never does). */
  private readonly pending = new Set<Promise<void>>();

  constructor(
    @InjectModel(PasswordResetRecord.name) private readonly resets: Model<PasswordResetRecord>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly whatsapp: WhatsAppCloudClient,
    private readonly rateLimiter: RateLimiterService,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  /** Said once at start: without SMTP and WhatsApp, a forgotten password cannot be reset. */
  onApplicationBootstrap(): void {
    if (!this.mail.configured && !this.whatsapp.configured)
      this.logger.warn(
        'Neither SMTP_URL nor WhatsApp (WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID) is set: customers who forget their password get no reset link or code.',
      );
  }

  async request(ctx: RequestContext, input: RequestPasswordResetInput): Promise<PasswordResetRequest> {
    const by = input.email ? { email: input.email.toLowerCase() } : { phone: toE164(input.phone ?? '') ?? '' };
    await this.rateLimiter.consume(RESET_REQUESTS_PER_ADDRESS, ctx.ip);
    await this.rateLimiter.consume(RESET_REQUESTS_PER_ACCOUNT, by.email ? `email:${by.email}` : `phone:${by.phone}`);
    const channel = this.channelFor(by);
    const delivery = this.deliver(by, channel)
      .catch((error: Error) => this.logger.warn(`A password reset was not sent: ${error.message}`))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
    return channel === 'whatsapp'
      ? { message: RESET_SENT_BY_WHATSAPP, channel: PasswordResetChannelKind.WHATSAPP }
      : { message: RESET_SENT_BY_EMAIL, channel: PasswordResetChannelKind.EMAIL };
  }

  async reset(ctx: RequestContext, input: ResetPasswordInput): Promise<PasswordResetDone> {
    const byLink = input.token !== undefined && input.token !== null;
    const giveBack = await this.rateLimiter.attempt(FAILED_RESETS_PER_ADDRESS, ctx.ip);
    const claimed = byLink ? await this.claimLink(input.token ?? '') : await this.claimCode(input);
    const notValid = () => new BadRequestException(byLink ? RESET_LINK_NOT_VALID : RESET_CODE_NOT_VALID);
    if (!claimed) throw notValid();
    if (!(await this.users.resetPassword(claimed.userId, input.password))) throw notValid();
    await giveBack();
    // Every other reset of the account ends with this one.
    await this.resets.updateMany({ userId: claimed.userId, usedAt: null }, { $set: { usedAt: new Date() } });
    return { message: PASSWORD_RESET_DONE };
  }

  /** Resolves when the deliveries under way have ended (tests). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  /**
   * A link by e-mail when SMTP is set up and the e-mail is given (or WhatsApp is not set up); a code by WhatsApp to the
   * account's phone when WhatsApp is set up and the phone is given (or SMTP is not set up). From the settings alone.
   */
  private channelFor(by: { email?: string; phone?: string }): PasswordResetChannel {
    if (!this.whatsapp.configured) return 'email';
    if (!this.mail.configured) return 'whatsapp';
    return by.email ? 'email' : 'whatsapp';
  }

  private async deliver(by: { email?: string; phone?: string }, channel: PasswordResetChannel): Promise<void> {
    const user = await this.users.findForPasswordReset(by);
    if (!user) return;
    try {
      await this.rateLimiter.consume(RESETS_SENT_PER_ACCOUNT, user.id);
    } catch (error) {
      if (error instanceof HttpException)
        return this.logger.warn('Password resets for one account past their limit: not sent');
      throw error;
    }
    if (channel === 'email' && !this.mail.configured)
      return this.logger.warn('A password reset was asked for, but SMTP_URL is not set: no e-mail was sent');
    if (channel === 'whatsapp' && !user.phone) return;
    const secret =
      channel === 'email' ? randomBytes(32).toString('base64url') : String(randomInt(0, 1_000_000)).padStart(6, '0');
    // Earlier resets of the account end, and used or expired ones are cleared away.
    await this.resets.deleteMany({
      userId: user.id,
      $or: [{ usedAt: { $ne: null } }, { expiresAt: { $lte: new Date() } }],
    });
    await this.resets.updateMany({ userId: user.id, usedAt: null }, { $set: { usedAt: new Date() } });
    await this.resets.create({
      userId: user.id,
      channel,
      secretHash: this.hashOf(secret),
      expiresAt: new Date(Date.now() + RESET_LIFETIME_MS),
    });
    if (channel === 'email') await this.mail.send(user.email, this.resetEmail(user, secret));
    else await this.sendCode(user, secret);
  }

  private async sendCode(user: User, code: string): Promise<void> {
    const settings = this.config.confirmation.whatsapp;
    const tries = await this.whatsapp.sendTemplate({
      to: user.phone.replace(/^\+/, ''),
      template: settings?.resetTemplate,
      language: 'en',
      bodyValues: [code],
    });
    if (tries.at(-1)?.status !== 'sent') this.logger.warn('A password reset code could not be sent by WhatsApp');
  }

  /** The e-mail with the reset link (docs/operations.md quotes it). */
  private resetEmail(user: User, token: string): MailContent {
    const shop = this.config.shop.name;
    const link = `${this.address()}/reset-password?token=${token}`;
    return {
      subject: `Reset your ${shop} password`,
      blocks: [
        `Hello ${user.name},`,
        `Someone asked to reset the password of your ${shop} account. To choose a new password, open this link:`,
        { label: 'Reset your password', link },
        'The link works once and expires in 30 minutes. Signing in with the new password ends every earlier session.',
        'If you did not ask for this, ignore this email: your password stays as it is.',
        shop,
      ],
    };
  }

  /** The reset a link's token names, claimed for use at once (a second use finds it used). */
  private async claimLink(token: string): Promise<StoredReset | null> {
    if (!TOKEN_SHAPE.test(token)) return null;
    return this.resets
      .findOneAndUpdate(
        { secretHash: this.hashOf(token), channel: 'email', usedAt: null, expiresAt: { $gt: new Date() } },
        { $set: { usedAt: new Date() } },
        { returnDocument: 'after' },
      )
      .lean<StoredReset>();
  }

  /**
   * The account's newest code, when it is the one given: each try is counted before the code is compared, so tries
   * sent at once cannot pass the limit together; the last wrong try ends the code.
   */
  private async claimCode(input: ResetPasswordInput): Promise<StoredReset | null> {
    const user = await this.users.findForPasswordReset(input.email ? { email: input.email } : { phone: input.phone });
    const now = new Date();
    const latest =
      user &&
      (await this.resets
        .findOne({ userId: user.id, channel: 'whatsapp', usedAt: null, expiresAt: { $gt: now } })
        .sort({ createdAt: -1, _id: -1 })
        .lean<StoredReset>());
    if (!latest) return null;
    const counted = await this.resets
      .findOneAndUpdate(
        { _id: latest._id, usedAt: null, tries: { $lt: CODE_TRIES } },
        { $inc: { tries: 1 } },
        { returnDocument: 'after' },
      )
      .lean<StoredReset>();
    if (!counted) return null;
    if (!this.sameHash(counted.secretHash, this.hashOf(input.code ?? ''))) {
      if (counted.tries >= CODE_TRIES)
        await this.resets.updateOne({ _id: latest._id, usedAt: null }, { $set: { usedAt: now } });
      return null;
    }
    return this.resets
      .findOneAndUpdate(
        { _id: latest._id, usedAt: null, expiresAt: { $gt: new Date() } },
        { $set: { usedAt: new Date() } },
        { returnDocument: 'after' },
      )
      .lean<StoredReset>();
  }

  private hashOf(secret: string): string {
    return createHmac('sha256', this.config.jwtSecret).update(`password-reset:${secret}`).digest('hex');
  }

  private sameHash(a: string, b: string): boolean {
    return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
  }

  /** The shop's address for links (PUBLIC_URL, or the port it listens on): never a request's Host. */
  private address(): string {
    return appAddress(this.config, this.adapterHost);
  }
}

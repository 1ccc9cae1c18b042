import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { RequestContext } from '../common/access/request-context';
import { RateLimit, RateLimiterService } from '../common/rate-limit/rate-limiter.service';
import { ChangePasswordInput } from '../users/dto/change-password.input';
import { Account, UsersService } from '../users/users.service';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import { AuthPayload } from './models/auth-payload.model';

export interface TokenClaims {
  sub: string;
  role: string;
  /** The account's token version when the token was issued; absent (0) on tokens made before versions. */
  ver?: number;
  exp?: number;
}

export const BLOCKED_MESSAGE = 'Your account has been blocked. Please contact support.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

const FIFTEEN_MINUTES = 15 * 60_000;
/** Failed sign-ins, per address and per account e-mail: 10 within 15 minutes shut that key out for 15 minutes. */
export const FAILED_LOGIN_LIMIT: RateLimit = {
  name: 'login-failed',
  limit: 10,
  windowMs: FIFTEEN_MINUTES,
  message: 'Too many failed login attempts.',
};
export const REGISTER_LIMIT: RateLimit = {
  name: 'register',
  limit: 10,
  windowMs: 60 * 60_000,
  message: 'Too many accounts created from this address.',
};

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly rateLimiter: RateLimiterService,
  ) {}

  async register(ctx: RequestContext, input: RegisterInput): Promise<AuthPayload> {
    await this.rateLimiter.consume(REGISTER_LIMIT, ctx.ip);
    return this.issue(
      await this.users.create({ name: input.name, email: input.email, phone: input.phone, password: input.password }),
    );
  }

  /**
   * Only failed sign-ins count towards the limit (per address and per e-mail), so staff signing in from one
   * office never shut each other out; a key past the limit is refused before its password is checked.
   */
  async login(ctx: RequestContext, input: LoginInput): Promise<AuthPayload> {
    const email = `email:${input.email.trim().toLowerCase()}`;
    await Promise.all([
      this.rateLimiter.refuseIfShut(FAILED_LOGIN_LIMIT, ctx.ip),
      this.rateLimiter.refuseIfShut(FAILED_LOGIN_LIMIT, email),
    ]);
    const account = await this.users.findByCredentials(input.email, input.password);
    if (!account) {
      await this.rateLimiter.fail(FAILED_LOGIN_LIMIT, ctx.ip);
      await this.rateLimiter.fail(FAILED_LOGIN_LIMIT, email);
      throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    }
    if (account.user.isBlocked) throw new ForbiddenException(BLOCKED_MESSAGE);
    return this.issue(account);
  }

  /** A fresh token for the caller, whose current token the guard has just accepted (version included). */
  async refresh(ctx: RequestContext): Promise<AuthPayload> {
    const account = ctx.user && (await this.users.findAccount(ctx.user.id));
    if (!account) throw new UnauthorizedException('Please log in to continue');
    return this.issue(account);
  }

  /**
   * Changes the caller's password. Every token issued before stops working, the caller's own included, so
   * the answer carries a fresh token for the session that made the change.
   */
  async changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<AuthPayload> {
    return this.issue(await this.users.changePassword(ctx, input));
  }

  private async issue({ user, tokenVersion }: Account): Promise<AuthPayload> {
    const token = await this.jwt.signAsync({ sub: user.id, role: user.role, ver: tokenVersion } satisfies TokenClaims);
    const { exp } = this.jwt.decode<TokenClaims>(token);
    return { user, token, expiresAt: new Date((exp ?? 0) * 1000) };
  }
}

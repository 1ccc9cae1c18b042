import { ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { RequestContext } from '../common/access/request-context';
import { RateLimit, RateLimiterService } from '../common/rate-limit/rate-limiter.service';
import { User } from '../users/models/user.model';
import { UsersService } from '../users/users.service';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import { AuthPayload } from './models/auth-payload.model';

export interface TokenClaims {
  sub: string;
  role: string;
  exp?: number;
}

export const BLOCKED_MESSAGE = 'Your account has been blocked. Please contact support.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

const FIFTEEN_MINUTES = 15 * 60_000;
export const LOGIN_LIMIT: RateLimit = { name: 'login', limit: 10, windowMs: FIFTEEN_MINUTES, message: 'Too many login attempts.' };
export const REGISTER_LIMIT: RateLimit = { name: 'register', limit: 10, windowMs: 60 * 60_000, message: 'Too many accounts created from this address.' };

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly jwt: JwtService,
    private readonly rateLimiter: RateLimiterService,
  ) {}

  async register(ctx: RequestContext, input: RegisterInput): Promise<AuthPayload> {
    this.rateLimiter.consume(REGISTER_LIMIT, ctx.ip);
    const user = await this.users.create({ name: input.name, email: input.email, phone: input.phone, password: input.password });
    return this.issue(user);
  }

  async login(ctx: RequestContext, input: LoginInput): Promise<AuthPayload> {
    this.rateLimiter.consume(LOGIN_LIMIT, ctx.ip);
    const user = await this.users.findByCredentials(input.email, input.password);
    if (!user) throw new UnauthorizedException(INVALID_CREDENTIALS_MESSAGE);
    if (user.isBlocked) throw new ForbiddenException(BLOCKED_MESSAGE);
    return this.issue(user);
  }

  /** A fresh token for the caller, whose current token the guard has just accepted. */
  async refresh(ctx: RequestContext): Promise<AuthPayload> {
    const user = ctx.user && (await this.users.findById(ctx.user.id));
    if (!user) throw new UnauthorizedException('Please log in to continue');
    return this.issue(user);
  }

  private async issue(user: User): Promise<AuthPayload> {
    const token = await this.jwt.signAsync({ sub: user.id, role: user.role } satisfies TokenClaims);
    const { exp } = this.jwt.decode<TokenClaims>(token);
    return { user, token, expiresAt: new Date((exp ?? 0) * 1000) };
  }
}

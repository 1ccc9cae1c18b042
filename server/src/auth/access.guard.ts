import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ACCESS_RULE, AccessRule } from '../common/access/access.decorators';
import { ADMINS_ONLY, permissionsOf, ROLE_DOES_NOT_ALLOW } from '../common/access/permissions';
import { AuthUser, requestOf, type ShopRequest } from '../common/access/request-context';
import { RateLimiterService, type RateLimit } from '../common/rate-limit/rate-limiter.service';
import { apiKeyIn } from '../api-keys/api-key-format';
import { ApiKeysService } from '../api-keys/api-keys.service';
import { bearerTokenOf, BearerTokens, SESSION_EXPIRED } from './bearer-tokens';

const LOGIN_REQUIRED = 'Please log in to continue';
export const KEY_SCOPES_DO_NOT_ALLOW = "Access denied. This API key's scopes do not allow this.";
export const KEYS_ARE_NOT_ACCOUNTS = 'Access denied. API keys cannot use account routes.';

/** Requests per minute of one integration's key, on every process together (RATE_LIMITS=off lifts it). */
export const API_KEY_RATE: RateLimit = {
  name: 'api-key',
  limit: 600,
  windowMs: 60_000,
  message: 'Too many requests with this API key.',
};

/**
 * The one global guard, for GraphQL and HTTP alike. It reads the operation's AccessRule; an operation
 * without one is refused. A bearer token is verified by Passport (JwtStrategy) the first time it is seen;
 * after that its kept claims are reused until it expires (BearerTokens), the account checked on every
 * request either way. A request with an integration's key (`X-Api-Key`, or a bearer token that is a key) is signed in
 * as that key instead (allowKey). The GraphQL root fields of one request share the caller found for the first.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: BearerTokens,
    private readonly keys: ApiKeysService,
    private readonly rateLimiter: RateLimiterService,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (rule?.kind === 'anonymous') return true;

    const request = requestOf(context);
    const key = apiKeyIn((name) => request.headers[name]);
    if (key !== undefined) return this.allowKey(request, key, rule);
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) {
      if (rule?.kind === 'public') return true;
      throw new UnauthorizedException(LOGIN_REQUIRED);
    }

    if (!request.user) {
      const claims = this.tokens.knownClaims(token);
      if (claims) request.user = await this.tokens.userOf(claims);
      else await super.canActivate(context);
    }
    const user = request.user as AuthUser;
    if (rule?.kind === 'public') return true;
    if (rule?.kind === 'roles' && rule.roles.includes(user.role)) return true;
    if (rule?.kind === 'staff') {
      if (user.role !== 'admin') throw new ForbiddenException(ADMINS_ONLY);
      const granted = permissionsOf(user);
      if (rule.permissions.some((permission) => granted.includes(permission))) return true;
      throw new ForbiddenException(ROLE_DOES_NOT_ALLOW);
    }
    throw new ForbiddenException(
      rule?.kind === 'roles' && rule.roles.includes('admin') ? ADMINS_ONLY : 'Access denied',
    );
  }

  /**
   * A request signed with an integration's key: the key must be valid (401), within its rate (429), and its scopes
   * must grant the operation's permission (403). A key never acts as an account (carts, profiles, own orders).
   */
  private async allowKey(request: ShopRequest, key: string, rule: AccessRule | undefined): Promise<boolean> {
    if (!request.user) {
      const user = await this.keys.authenticate(key, request.ip ?? '');
      await this.rateLimiter.consume(API_KEY_RATE, user.apiKey!.id);
      request.user = user;
    }
    if (rule?.kind === 'public') return true;
    if (rule?.kind === 'staff') {
      const granted = permissionsOf(request.user);
      if (rule.permissions.some((permission) => granted.includes(permission))) return true;
      throw new ForbiddenException(KEY_SCOPES_DO_NOT_ALLOW);
    }
    throw new ForbiddenException(rule?.kind === 'roles' ? KEYS_ARE_NOT_ACCOUNTS : 'Access denied');
  }

  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override handleRequest<TUser = AuthUser>(error: Error | null, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(SESSION_EXPIRED);
    return user;
  }
}

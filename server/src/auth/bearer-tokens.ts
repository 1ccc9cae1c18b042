import { Injectable, UnauthorizedException } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../common/access/request-context';
import { UsersService } from '../users/users.service';
import { BLOCKED_MESSAGE, TokenClaims } from './auth.service';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** Tokens whose signature Passport has checked, kept at most (the least recently used goes first). */
const MAX_TOKENS = 10_000;
/** A checked token is checked again by Passport after this long unused (its expiry is checked on every request). */
const MAX_AGE_MS = 10 * 60_000;

/** `Authorization: Bearer <token>`, the scheme in any case, as passport-jwt reads it. */
const BEARER = /^Bearer\s+(\S+)/i;

/** The token of a request's Authorization header, if it carries one. */
export const bearerTokenOf = (authorization: string | undefined) =>
  authorization === undefined ? undefined : BEARER.exec(authorization)?.[1];

/**
 * The tokens Passport (JwtStrategy, passport-jwt) has verified, by their exact text, with their claims, and the
 * account checks every signed-in request passes. The same text always verifies the same way, so a token's
 * signature, base64 and JSON are worked out by Passport once (the first request that sends it, and again after
 * MAX_AGE_MS unused), not on every request (what that saves: docs/performance.md).
 * The expiry is checked on every request, as jsonwebtoken reads it; so is the
 * account: it must exist, not be blocked, and still have the token version the token was issued with (kept in
 * memory until the next write to the users collection), so a block, a deletion or a role change takes effect
 * on the next request, and a password change (or a block) ends every token issued before it.
 */
@Injectable()
export class BearerTokens {
  private readonly verified = new LRUCache<string, TokenClaims>({ max: MAX_TOKENS, ttl: MAX_AGE_MS });

  constructor(private readonly users: UsersService) {}

  /** Keeps the claims of a token whose signature and expiry Passport has just checked. */
  remember(token: string, claims: TokenClaims): void {
    this.verified.set(token, Object.freeze({ ...claims }));
  }

  /** The claims of a token Passport verified before and that has not expired since; undefined otherwise. */
  knownClaims(token: string): TokenClaims | undefined {
    const claims = this.verified.get(token);
    if (!claims) return undefined;
    // As jsonwebtoken decides it: expired from the second `exp` names.
    if (claims.exp !== undefined && Math.floor(Date.now() / 1000) >= claims.exp) {
      this.verified.delete(token);
      return undefined;
    }
    return claims;
  }

  /** The user verified claims sign in, or UnauthorizedException with the reason the client is shown. */
  async userOf(claims: TokenClaims): Promise<AuthUser> {
    const account = await this.users.findAccount(claims.sub);
    if (!account) throw new UnauthorizedException(SESSION_EXPIRED);
    const { user, tokenVersion } = account;
    if (user.isBlocked) throw new UnauthorizedException(BLOCKED_MESSAGE);
    if ((claims.ver ?? 0) !== tokenVersion) throw new UnauthorizedException(SESSION_EXPIRED);
    return { id: user.id, role: user.role, staffRole: user.staffRole ?? undefined, name: user.name, email: user.email };
  }

  /** How many verified tokens are kept (tests). */
  get size(): number {
    return this.verified.size;
  }
}

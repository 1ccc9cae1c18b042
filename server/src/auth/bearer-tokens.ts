import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { LRUCache } from 'lru-cache';
import { createSecretKey, type KeyObject } from 'node:crypto';
import type { AuthUser } from '../common/access/request-context';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { UsersService } from '../users/users.service';
import { BLOCKED_MESSAGE, TokenClaims } from './auth.service';

export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** Tokens whose signature has been checked, kept at most (the least recently used goes first). */
const MAX_TOKENS = 10_000;
/** A checked token is checked again after this long unused (its expiry is checked on every request). */
const MAX_AGE_MS = 10 * 60_000;

/** `Authorization: Bearer <token>`, the scheme in any case, as passport-jwt read it. */
const BEARER = /^Bearer\s+(\S+)/i;

/** The token of a request's Authorization header, if it carries one. */
export const bearerTokenOf = (authorization: string | undefined) =>
  authorization === undefined ? undefined : BEARER.exec(authorization)?.[1];

/**
 * The signed-in user behind a bearer token. A token is accepted only while its signature holds (HS256 with the
 * shop's secret), it has not expired, and its account exists, is not blocked, and still has the token version
 * the token was issued with. The account comes from UsersService.findAccount on every request (kept in memory
 * until the next write to the users collection), so a block, a deletion or a role change takes effect on the
 * next request, and a password change (or a block) ends every token issued before it.
 *
 * A token's signature is checked once and the token kept (by its exact text, with its claims): the same text
 * always verifies the same way, so the HMAC, the base64 and the JSON of the token are not worked out again on
 * every request. The expiry is checked on every request, the account's state too. This replaced Passport's
 * JWT strategy (the same checks, a fifth of a signed-in GraphQL request's CPU; see README, Performance).
 */
@Injectable()
export class BearerTokens {
  /** A key object made once: given the text, jsonwebtoken first tries (and fails) to read it as a public key. */
  private readonly key: KeyObject;
  private readonly verified = new LRUCache<string, TokenClaims>({ max: MAX_TOKENS, ttl: MAX_AGE_MS });

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly jwt: JwtService,
    private readonly users: UsersService,
  ) {
    this.key = createSecretKey(Buffer.from(config.jwtSecret));
  }

  /** The user a token signs in, or UnauthorizedException with the reason the client is shown. */
  async userOf(token: string): Promise<AuthUser> {
    const claims = this.claimsOf(token);
    if (!claims) throw new UnauthorizedException(SESSION_EXPIRED);
    const account = await this.users.findAccount(claims.sub);
    if (!account) throw new UnauthorizedException(SESSION_EXPIRED);
    const { user, tokenVersion } = account;
    if (user.isBlocked) throw new UnauthorizedException(BLOCKED_MESSAGE);
    if ((claims.ver ?? 0) !== tokenVersion) throw new UnauthorizedException(SESSION_EXPIRED);
    return { id: user.id, role: user.role, name: user.name, email: user.email };
  }

  /** The claims of a token whose signature holds and which has not expired; undefined for any other. */
  claimsOf(token: string): TokenClaims | undefined {
    let claims = this.verified.get(token);
    if (!claims) {
      try {
        claims = this.jwt.verify<TokenClaims>(token, {
          secret: this.key as unknown as Buffer,
          algorithms: ['HS256'],
        });
      } catch {
        return undefined;
      }
      if (typeof claims !== 'object' || claims === null || typeof claims.sub !== 'string') return undefined;
      this.verified.set(token, Object.freeze(claims));
    }
    // As jsonwebtoken decides it: expired from the second `exp` names.
    if (claims.exp !== undefined && Math.floor(Date.now() / 1000) >= claims.exp) {
      this.verified.delete(token);
      return undefined;
    }
    return claims;
  }

  /** How many checked tokens are kept (tests). */
  get size(): number {
    return this.verified.size;
  }
}

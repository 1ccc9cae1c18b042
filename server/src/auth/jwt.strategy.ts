import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { AuthUser, ShopRequest } from '../common/access/request-context';
import { TokenClaims } from './auth.service';
import { bearerTokenOf, BearerTokens } from './bearer-tokens';

/**
 * Verifies a bearer token (signature with the shop's secret, HS256 only, expiry) the first time it is seen; the
 * access guard reuses what it verified (BearerTokens) until the token expires. It then accepts the token only
 * while its account exists, is not blocked, and still has the token version the token was issued with.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly tokens: BearerTokens,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object made once: given the text, jsonwebtoken first tries (and fails) to read it as a public key
      // on every request, a large part of a signed-in request's CPU (docs/performance.md).
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      ignoreExpiration: false,
      algorithms: ['HS256'],
      passReqToCallback: true,
    });
  }

  async validate(request: ShopRequest, claims: TokenClaims): Promise<AuthUser> {
    const user = await this.tokens.userOf(claims);
    const token = bearerTokenOf(request.headers.authorization);
    if (token && typeof claims.sub === 'string') this.tokens.remember(token, claims);
    return user;
  }
}

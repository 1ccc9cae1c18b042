import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { AuthUser } from '../common/access/request-context';
import { UsersService } from '../users/users.service';
import { BLOCKED_MESSAGE, TokenClaims } from './auth.service';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/**
 * Accepts a bearer token only while its account exists, is not blocked, and still has the token version
 * the token was issued with: the account comes from UsersService.findAccount on every request (kept in memory
 * until the next write to the users collection), so a block, a deletion or a role change takes effect on the
 * next request, and a password change (or a block) ends every token issued before it.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object made once: given the text, jsonwebtoken first tries (and fails) to read it as a public key
      // on every request, which cost a tenth of a signed-in request's CPU.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      ignoreExpiration: false,
      algorithms: ['HS256'],
    });
  }

  async validate(claims: TokenClaims): Promise<AuthUser> {
    const account = await this.users.findAccount(claims.sub);
    if (!account) throw new UnauthorizedException(SESSION_EXPIRED);
    const { user, tokenVersion } = account;
    if (user.isBlocked) throw new UnauthorizedException(BLOCKED_MESSAGE);
    if ((claims.ver ?? 0) !== tokenVersion) throw new UnauthorizedException(SESSION_EXPIRED);
    return { id: user.id, role: user.role, name: user.name, email: user.email };
  }
}

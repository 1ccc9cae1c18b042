import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { AuthUser } from '../common/access/request-context';
import { UsersService } from '../users/users.service';
import { BLOCKED_MESSAGE, TokenClaims } from './auth.service';

const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/**
 * Accepts a bearer token only while its account exists, is not blocked, and still has the token version
 * the token was issued with: the account is read on every request, so a block takes effect at once, and a
 * password change (or a block) ends every token issued before it.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({ jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(), secretOrKey: config.jwtSecret, ignoreExpiration: false, algorithms: ['HS256'] });
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

import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import type { AuthUser } from '../common/access/request-context';
import { UsersService } from '../users/users.service';
import { BLOCKED_MESSAGE, TokenClaims } from './auth.service';

/**
 * Accepts a bearer token only while its account exists and is not blocked: the account is read on every
 * request, so blocking takes effect at once, also for tokens issued before.
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
    const user = await this.users.findById(claims.sub);
    if (!user) throw new UnauthorizedException('Your session has expired. Please log in again.');
    if (user.isBlocked) throw new UnauthorizedException(BLOCKED_MESSAGE);
    return { id: user.id, role: user.role, name: user.name, email: user.email };
  }
}

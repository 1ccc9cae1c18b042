import { CanActivate, ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_RULE, AccessRule } from '../common/access/access.decorators';
import { requestOf } from '../common/access/request-context';
import { bearerTokenOf, BearerTokens } from './bearer-tokens';

const LOGIN_REQUIRED = 'Please log in to continue';

/**
 * The one global guard, for GraphQL and HTTP alike. It reads the operation's AccessRule; an operation
 * without one is refused. A bearer token is checked by BearerTokens (signature, expiry, account state); the
 * user it signs in is put on the request for `@Ctx()`. The GraphQL root fields of one request share it.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: BearerTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (rule?.kind === 'anonymous') return true;

    const request = requestOf(context);
    const token = bearerTokenOf(request.headers.authorization);
    if (!token) {
      if (rule?.kind === 'public') return true;
      throw new UnauthorizedException(LOGIN_REQUIRED);
    }

    const user = (request.user ??= await this.tokens.userOf(token));
    if (rule?.kind === 'public') return true;
    if (rule?.kind === 'roles' && rule.roles.includes(user.role)) return true;
    throw new ForbiddenException(
      rule?.kind === 'roles' && rule.roles.includes('admin') ? 'Access denied. Admins only.' : 'Access denied',
    );
  }
}

import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ACCESS_RULE, AccessRule } from '../common/access/access.decorators';
import { ADMINS_ONLY, permissionsOf, ROLE_DOES_NOT_ALLOW } from '../common/access/permissions';
import { AuthUser, requestOf } from '../common/access/request-context';
import { bearerTokenOf, BearerTokens, SESSION_EXPIRED } from './bearer-tokens';

const LOGIN_REQUIRED = 'Please log in to continue';

/**
 * The one global guard, for GraphQL and HTTP alike. It reads the operation's AccessRule; an operation
 * without one is refused. A bearer token is verified by Passport (JwtStrategy) the first time it is seen;
 * after that its kept claims are reused until it expires (BearerTokens), the account checked on every
 * request either way. The GraphQL root fields of one request share the user found for the first.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: BearerTokens,
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

  override getRequest(context: ExecutionContext) {
    return requestOf(context);
  }

  override handleRequest<TUser = AuthUser>(error: Error | null, user: TUser | false): TUser {
    if (error) throw error;
    if (!user) throw new UnauthorizedException(SESSION_EXPIRED);
    return user;
  }
}

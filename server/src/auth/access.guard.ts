import { ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ACCESS_RULE, AccessRule } from '../common/access/access.decorators';
import { AuthUser, requestOf } from '../common/access/request-context';

const LOGIN_REQUIRED = 'Please log in to continue';
const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/**
 * The one global guard, for GraphQL and HTTP alike. It reads the operation's AccessRule; an operation
 * without one is refused.
 */
@Injectable()
export class AccessGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (rule?.kind === 'anonymous') return true;

    const request = requestOf(context);
    const hasToken = /^Bearer\s+\S+/i.test(request.headers.authorization ?? '');
    if (!hasToken) {
      if (rule?.kind === 'public') return true;
      throw new UnauthorizedException(LOGIN_REQUIRED);
    }

    await super.canActivate(context);
    if (rule?.kind === 'public') return true;
    const user = request.user as AuthUser;
    if (rule?.kind === 'roles' && rule.roles.includes(user.role)) return true;
    throw new ForbiddenException(
      rule?.kind === 'roles' && rule.roles.includes('admin') ? 'Access denied. Admins only.' : 'Access denied',
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

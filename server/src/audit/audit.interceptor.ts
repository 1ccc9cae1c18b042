import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Observable } from 'rxjs';
import { ACCESS_RULE, AccessRule } from '../common/access/access.decorators';
import { contextOf, requestOf } from '../common/access/request-context';
import { runAudited, staffScope } from '../common/audit/audit-context';

/**
 * Runs every staff operation (`@Staff`) in an audit scope: the writes it makes are recorded as the signed-in
 * staff member's, from the request's address. Other operations (customers', guests') run outside any scope and
 * are not recorded. Nest binds the handler's run to the async context `handle()` is called in.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (rule?.kind !== 'staff') return next.handle();
    const scope = staffScope(contextOf(requestOf(context)), `${context.getClass().name}.${context.getHandler().name}`);
    return scope ? runAudited(scope, () => next.handle()) : next.handle();
  }
}

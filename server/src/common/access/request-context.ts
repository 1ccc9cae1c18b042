import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { FastifyRequest } from 'fastify';
import type { Role } from './access.decorators';

/** The signed-in user as the guard found them for this request. */
export interface AuthUser {
  id: string;
  role: Role;
  name: string;
  email: string;
}

/** What a service needs to know about the request it serves: who asks, and from where. */
export interface RequestContext {
  user?: AuthUser;
  ip: string;
}

/** An HTTP request as the access guard leaves it: Passport puts the signed-in user on `user`. */
export type ShopRequest = FastifyRequest & { user?: AuthUser };

export function requestOf(context: ExecutionContext): ShopRequest {
  if (context.getType<string>() === 'graphql')
    return GqlExecutionContext.create(context).getContext<{ req: ShopRequest }>().req;
  return context.switchToHttp().getRequest<ShopRequest>();
}

export function contextOf(req: ShopRequest): RequestContext {
  return { user: req.user, ip: req.ip ?? req.socket?.remoteAddress ?? 'unknown' };
}

/** Injects the RequestContext into a resolver or controller method, over GraphQL and HTTP alike. */
export const Ctx = createParamDecorator((_: unknown, context: ExecutionContext): RequestContext =>
  contextOf(requestOf(context)),
);

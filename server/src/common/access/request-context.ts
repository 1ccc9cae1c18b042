import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { GqlExecutionContext } from '@nestjs/graphql';
import type { Request } from 'express';
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

export function requestOf(context: ExecutionContext): Request {
  if (context.getType<string>() === 'graphql') return GqlExecutionContext.create(context).getContext<{ req: Request }>().req;
  return context.switchToHttp().getRequest<Request>();
}

export function contextOf(req: Request): RequestContext {
  return { user: req.user as AuthUser | undefined, ip: req.ip ?? req.socket.remoteAddress ?? 'unknown' };
}

/** Injects the RequestContext into a resolver or controller method, over GraphQL and HTTP alike. */
export const Ctx = createParamDecorator((_: unknown, context: ExecutionContext): RequestContext => contextOf(requestOf(context)));

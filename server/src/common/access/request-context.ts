import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Role } from './access.decorators';
import type { Permission, StaffRole } from './permissions';

/** The signed-in user as the guard found them for this request. */
export interface AuthUser {
  id: string;
  role: Role;
  /** A staff member's role (Owner for an admin made before staff roles); none for a customer. */
  staffRole?: StaffRole;
  /** An integration's key (the caller is the key, not a person): its id and name, and what its scopes grant. */
  apiKey?: { id: string; name: string };
  keyPermissions?: readonly Permission[];
  name: string;
  email: string;
}

/** What a service needs to know about the request it serves: who asks, and from where. */
export interface RequestContext {
  user?: AuthUser;
  ip: string;
}

/** An HTTP request as the access guard leaves it: the signed-in user on `user`. */
export type ShopRequest = FastifyRequest & { user?: AuthUser };

type GraphQLContext = { req: ShopRequest };

/**
 * The HTTP request behind a resolver or a route. A resolver's arguments are (root, args, context, info), a
 * type resolver's (value, context, info, type); the context is `{ req, reply }` (see app.module). Read
 * directly, as GqlExecutionContext.create would, without its per-call inspection of the arguments' GraphQL
 * types (a noticeable part of a signed-in GraphQL request's CPU: docs/performance.md).
 */
export function requestOf(context: ExecutionContext): ShopRequest {
  if (context.getType<string>() === 'graphql') {
    const third = context.getArgByIndex<Partial<GraphQLContext> | undefined>(2);
    return third?.req ?? context.getArgByIndex<GraphQLContext>(1).req;
  }
  return context.switchToHttp().getRequest<ShopRequest>();
}

export function contextOf(req: ShopRequest): RequestContext {
  return { user: req.user, ip: req.ip ?? req.socket?.remoteAddress ?? 'unknown' };
}

/** Injects the RequestContext into a resolver or controller method, over GraphQL and HTTP alike. */
export const Ctx = createParamDecorator((_: unknown, context: ExecutionContext): RequestContext =>
  contextOf(requestOf(context)),
);

import { SetMetadata } from '@nestjs/common';
import type { Permission } from './permissions';

export type Role = 'user' | 'admin';
export const ROLES: readonly Role[] = ['user', 'admin'];

/**
 * Who may call an operation. Every resolver and route carries one of these; one without any is refused
 * (deny by default), see AccessGuard.
 * - anonymous: anyone, and any bearer token is ignored (login, register, health);
 * - public: anyone; a bearer token, when sent, must be valid and identifies the caller;
 * - roles: a signed-in user with one of the roles;
 * - staff: a signed-in staff member (role `admin`) whose staff role grants one of the permissions (permissions.ts).
 */
export type AccessRule =
  | { kind: 'anonymous' }
  | { kind: 'public' }
  | { kind: 'roles'; roles: readonly Role[] }
  | { kind: 'staff'; permissions: readonly Permission[] };

export const ACCESS_RULE = 'access-rule';

export const Anonymous = () => SetMetadata(ACCESS_RULE, { kind: 'anonymous' } satisfies AccessRule);
export const Public = () => SetMetadata(ACCESS_RULE, { kind: 'public' } satisfies AccessRule);
export const Roles = (...roles: Role[]) => SetMetadata(ACCESS_RULE, { kind: 'roles', roles } satisfies AccessRule);
/** A staff member whose role grants any of these permissions. */
export const Staff = (...permissions: Permission[]) =>
  SetMetadata(ACCESS_RULE, { kind: 'staff', permissions } satisfies AccessRule);
/** Any signed-in user, customer or admin. */
export const SignedIn = () => Roles('user', 'admin');

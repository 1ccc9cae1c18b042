import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useSyncExternalStore } from 'react';
import { getFragmentData, type FragmentType } from '../../gql';
import type { RegisterInput, SessionUserFieldsFragment } from '../../gql/graphql';
import { session } from '../../lib/session';
import { guestCart } from '../cart/guest-cart';
import { seenPrices } from '../cart/seen-prices';
import { mergeGuestCartIntoAccount } from '../cart/useCart';
import { LoginMutation, MeQuery, RegisterMutation, SessionUserFragment } from './auth.graphql';

/** The signed-in account (section 3, User), as the `Me` query answers it. */
export type SessionUser = SessionUserFieldsFragment;

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** False until the user of a kept token has been read; guards show a spinner meanwhile. */
  isInitialized: boolean;
  /** True after the server ended a session this tab held (a 401), until the next sign-in: /login says so. */
  ended: boolean;
}

/**
 * The current session: the token from storage, the user from Apollo's cache (the `Me` query, asked once per token
 * and kept current by every mutation that answers the user).
 */
export function useSession(): SessionState {
  const { token, ended } = useSyncExternalStore(session.subscribe, session.get, session.getServerSnapshot);
  const me = useQuery(MeQuery, { skip: !token });
  const user = getFragmentData(SessionUserFragment, token ? me.data?.me : null) ?? null;
  return {
    token,
    user,
    isAuthenticated: user !== null,
    isInitialized: !token || user !== null || me.error !== undefined,
    ended,
  };
}

/** Sign in, create an account and sign out; errors are thrown for the page to show. */
export function useAuthActions() {
  const client = useApolloClient();

  /** The account's data goes into a fresh cache (the guest cart merged into its cart), then the token is kept. */
  const startSession = useCallback(
    async (token: string, user: FragmentType<typeof SessionUserFragment>): Promise<SessionUser> => {
      await client.clearStore();
      await mergeGuestCartIntoAccount(client, token);
      client.writeQuery({ query: MeQuery, data: { me: user } });
      session.setToken(token);
      return getFragmentData(SessionUserFragment, user);
    },
    [client],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const { data } = await client.mutate({ mutation: LoginMutation, variables: { input: { email, password } } });
      if (!data) throw new Error('Login failed');
      return startSession(data.login.token, data.login.user);
    },
    [client, startSession],
  );

  const register = useCallback(
    async (input: RegisterInput) => {
      const { data } = await client.mutate({ mutation: RegisterMutation, variables: { input } });
      if (!data) throw new Error('Registration failed');
      return startSession(data.register.token, data.register.user);
    },
    [client, startSession],
  );

  /** Sign-out clears everything: the token, cached data and what the cart kept locally. */
  const logout = useCallback(async () => {
    session.clear();
    guestCart.clear();
    seenPrices.clear();
    await client.clearStore();
  }, [client]);

  return { login, register, logout };
}

/**
 * What the signed-in staff member may do, as the server says (`User.permissions`, for example `orders:manage`):
 * the admin area shows only that. The server checks every request itself; this only hides what it would refuse.
 */
export function usePermissions(): (permission: StaffPermission) => boolean {
  const { user } = useSession();
  const granted = user?.permissions;
  return useCallback((permission: StaffPermission) => Boolean(granted?.includes(permission)), [granted]);
}

/** The server's staff permissions (server/src/common/access/permissions.ts). */
export type StaffPermission =
  | 'dashboard:read'
  | 'orders:read'
  | 'orders:confirm'
  | 'orders:create'
  | 'orders:fulfil'
  | 'orders:manage'
  | 'orders:export'
  | 'customers:phones'
  | 'customers:read'
  | 'customers:write'
  | 'blocklist:write'
  | 'payments:read'
  | 'payments:write'
  | 'catalogue:read'
  | 'catalogue:write'
  | 'settings:write'
  | 'staff:manage'
  | 'keys:manage'
  | 'audit:read'
  | 'webhooks:manage'
  | 'discounts:manage';

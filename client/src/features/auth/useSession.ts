import { useApolloClient } from '@apollo/client/react';
import { useCallback, useSyncExternalStore } from 'react';
import type { RegisterInput, SessionUserFieldsFragment } from '../../gql/graphql';
import { cartStore } from '../cart/cart-store';
import { mergeLocalCartIntoAccount } from '../cart/useCart';
import { LoginMutation, RegisterMutation } from './auth.graphql';
import { SessionUser, sessionStore } from './session-store';

/** The current session: token, user, isAuthenticated, isInitialized. */
export function useSession() {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}

const toSessionUser = (user: SessionUserFieldsFragment): SessionUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phone: user.phone,
  address: user.address,
  role: user.role,
  isBlocked: user.isBlocked,
  createdAt: user.createdAt,
});

/** Sign in, create an account and sign out; errors are thrown for the page to show. */
export function useAuthActions() {
  const client = useApolloClient();

  const startSession = useCallback(
    async (token: string, user: SessionUserFieldsFragment) => {
      sessionStore.signIn(token, toSessionUser(user));
      await client.clearStore();
      await mergeLocalCartIntoAccount(client);
      return toSessionUser(user);
    },
    [client],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      try {
        const { data } = await client.mutate({ mutation: LoginMutation, variables: { input: { email, password } } });
        if (!data) throw new Error('Login failed');
        return await startSession(data.login.token, data.login.user);
      } catch (error) {
        sessionStore.clear();
        throw error;
      }
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

  /** Sign-out clears everything: session, cached data and the local cart. */
  const logout = useCallback(async () => {
    sessionStore.clear();
    cartStore.clear();
    await client.clearStore();
  }, [client]);

  return { login, register, logout };
}

import { STORAGE_KEYS } from '../ui/constants';

/**
 * The session's token: the one piece of the signed-in state the server cannot give back, so it stays in local
 * storage. Readable outside React (the Apollo link and the upload form add it to requests) and observable inside
 * it. The user itself is server data and lives in Apollo's cache (auth's `Me` query).
 */
export interface SessionToken {
  token: string | null;
  /** True after the server ended a session this tab held (a 401), until the next sign-in: /login says so. */
  ended: boolean;
}

type Listener = () => void;

function readToken(): string | null {
  try {
    // The user was kept here before it moved to Apollo's cache: an old copy is dropped.
    localStorage.removeItem(STORAGE_KEYS.user);
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

let state: SessionToken = { token: readToken(), ended: false };
const listeners = new Set<Listener>();
const expiryListeners = new Set<Listener>();

function set(next: SessionToken) {
  state = next;
  try {
    if (next.token) localStorage.setItem(STORAGE_KEYS.token, next.token);
    else localStorage.removeItem(STORAGE_KEYS.token);
  } catch (error) {
    console.error('Could not save the session', error);
  }
  for (const listener of listeners) listener();
}

/** What the server renders (it never sees the token) and what hydration starts from: nobody signed in. */
const ANONYMOUS: SessionToken = { token: null, ended: false };

export const session = {
  get: () => state,
  /**
   * useSyncExternalStore's server snapshot: the anonymous view (the signed-in one follows after hydration). The
   * very state when nobody is signed in, so hydrating a visitor's page re-renders nothing.
   */
  getServerSnapshot: () => (state.token === null && !state.ended ? state : ANONYMOUS),
  /** True while a token is held (the user may still be loading). */
  signedIn: () => state.token !== null,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** A sign-in, or a password change (the server ended every earlier token and answered a fresh one). */
  setToken(token: string) {
    set({ token, ended: false });
  },
  clear() {
    set({ token: null, ended: false });
  },
  /**
   * A 401 outside /login and /register: the token is dropped (marked ended when there was one) and watchers
   * send the user to /login.
   */
  expire() {
    const hadSession = state.token !== null;
    set({ token: null, ended: hadSession });
    for (const listener of expiryListeners) listener();
  },
  onExpired(listener: Listener) {
    expiryListeners.add(listener);
    return () => {
      expiryListeners.delete(listener);
    };
  },
};

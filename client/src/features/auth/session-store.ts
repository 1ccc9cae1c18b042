import { STORAGE_KEYS } from '../../ui/constants';

/** The signed-in account as the client keeps it (section 3, User). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  role: 'user' | 'admin';
  isBlocked: boolean;
  createdAt: string;
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** False until the stored session has been read at start; guards show a spinner meanwhile. */
  isInitialized: boolean;
  /** True after the server ended a session this tab held (a 401), until the next sign-in: /login says so. */
  ended?: boolean;
}

type Listener = () => void;

let state: SessionState = { token: readToken(), user: null, isAuthenticated: false, isInitialized: false };
const listeners = new Set<Listener>();
const expiryListeners = new Set<Listener>();

function readToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
}

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function persist(token: string | null, user: SessionUser | null) {
  try {
    if (token) localStorage.setItem(STORAGE_KEYS.token, token);
    else localStorage.removeItem(STORAGE_KEYS.token);
    if (user) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEYS.user);
  } catch (error) {
    console.error('Could not save the session', error);
  }
}

/**
 * The session (section 4): token and user in local storage under their own keys, readable outside React
 * (the Apollo link adds the token to every request) and observable inside it (useSession).
 */
export const sessionStore = {
  get: () => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Restores the session from the stored token and user when both exist; an unreadable user clears it. */
  initialise() {
    let token: string | null = null;
    let user: SessionUser | null = null;
    try {
      token = localStorage.getItem(STORAGE_KEYS.token);
      const stored = localStorage.getItem(STORAGE_KEYS.user);
      user = stored ? (JSON.parse(stored) as SessionUser) : null;
      if (user && (typeof user.id !== 'string' || typeof user.role !== 'string')) throw new Error('unreadable user');
    } catch {
      persist(null, null);
      token = null;
      user = null;
    }
    if (token && user) set({ token, user, isAuthenticated: true, isInitialized: true });
    else set({ token: null, user: null, isAuthenticated: false, isInitialized: true });
  },
  signIn(token: string, user: SessionUser) {
    persist(token, user);
    set({ token, user, isAuthenticated: true, isInitialized: true });
  },
  /** A password change: the server ended every earlier token and answered a fresh one for this session. */
  replaceToken(token: string) {
    if (!state.user) return;
    persist(token, state.user);
    set({ ...state, token });
  },
  /** Profile update: merges the new fields into the user and persists them. */
  updateUser(fields: Partial<SessionUser>) {
    if (!state.user) return;
    const user = { ...state.user, ...fields };
    persist(state.token, user);
    set({ ...state, user });
  },
  clear() {
    persist(null, null);
    set({ token: null, user: null, isAuthenticated: false, isInitialized: true });
  },
  /**
   * A 401 outside /login and /register: the session is cleared (marked ended when there was one) and watchers
   * send the user to /login.
   */
  expire() {
    const hadSession = state.isAuthenticated;
    this.clear();
    if (hadSession) set({ ...state, ended: true });
    for (const listener of expiryListeners) listener();
  },
  onExpired(listener: Listener) {
    expiryListeners.add(listener);
    return () => {
      expiryListeners.delete(listener);
    };
  },
};

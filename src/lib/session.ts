import { useSyncExternalStore } from 'react';
import type { UserRole } from '@/shared/enums';

/** What the app keeps about the signed-in user under localStorage `userData`. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: UserRole;
  isVerified: boolean;
  /** Present once the server has answered for this session (login, check-token). */
  isActive?: boolean;
  isSocialLogin: boolean;
  profileImageUrl?: string | null;
}

export interface Session {
  token: string;
  user: SessionUser;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'userData';

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

function read(): Session | null {
  try {
    const token = localStorage.getItem(TOKEN_KEY);
    const raw = localStorage.getItem(USER_KEY);
    if (!token || !raw) return null;
    const user = JSON.parse(raw) as SessionUser;
    return user && typeof user.id === 'string' ? { token, user } : null;
  } catch {
    return null;
  }
}

function emit() {
  cached = read();
  listeners.forEach((l) => l());
}

/** The one session store: localStorage `token` + `userData`, shared by every tab. */
export const sessionStore = {
  get(): Session | null {
    if (cached === undefined) cached = read();
    return cached;
  },
  set(session: Session) {
    localStorage.setItem(TOKEN_KEY, session.token);
    localStorage.setItem(USER_KEY, JSON.stringify(session.user));
    emit();
  },
  updateUser(patch: Partial<SessionUser>) {
    const current = sessionStore.get();
    if (current) sessionStore.set({ token: current.token, user: { ...current.user, ...patch } });
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    emit();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

if (typeof window !== 'undefined') {
  // Another tab signed in or out.
  window.addEventListener('storage', (e) => {
    if (e.key === TOKEN_KEY || e.key === USER_KEY || e.key === null) emit();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => null);
}

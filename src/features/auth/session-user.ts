import type { components } from '@/api-types';
import { type Session, sessionStore } from '@/lib/session';

export type ApiSession = components['schemas']['Session'];

/** Stores a session answered by the server (login, verify, reset, OTP, password change). */
export function startSession({ token, user }: ApiSession): Session {
  const session: Session = { token, user: { ...user } };
  sessionStore.set(session);
  return session;
}

import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { preparedVariants } from '../db/prepared';
import { createMiddleware } from 'hono/factory';
import type { Context } from 'hono';
import { MESSAGES } from '../../shared/messages';
import type { UserRole } from '../../shared/enums';
import { revokedSessions, users } from '../db/schema';
import { type AppError, forbidden, unauthorized } from './errors';
import type { AppEnv, AuthSession, AuthUser } from './types';

/** The token's user and whether its session was signed out: every signed-in request reads it. */
const sessionUserStatement = preparedVariants((db) =>
  db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      firstName: users.firstName,
      lastName: users.lastName,
      isVerified: users.isVerified,
      isActive: users.isActive,
      isSocialLogin: users.isSocialLogin,
      tokenVersion: users.tokenVersion,
      revoked: revokedSessions.sessionId,
    })
    .from(users)
    .leftJoin(revokedSessions, eq(revokedSessions.sessionId, sql.placeholder('sessionId')))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('session_user'),
);

/** The token's user row (with `revoked` set when its session was signed out), or undefined. */
export async function readSessionUser(db: DbOrTx, userId: string, sessionId: string) {
  const [row] = await sessionUserStatement(db, 'session').execute({ userId, sessionId });
  return row;
}

type Resolved = { user: AuthUser; session: AuthSession } | { error: AppError } | null;

/** The user behind the request's bearer token: null without one, an error for a dead or blocked one. */
async function resolveUser(c: Context<AppEnv>): Promise<Resolved> {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) return { error: unauthorized(MESSAGES.sessionExpired) };
  const { tokens, db } = c.get('deps');
  const claims = await tokens.verify(match[1]!.trim());
  if (!claims) return { error: unauthorized(MESSAGES.sessionExpired) };
  const row = await readSessionUser(db, claims.sub, claims.sid);
  // A signed-out session (its id in revoked_sessions) is as dead as one from an older token version.
  if (!row || row.revoked !== null || row.tokenVersion !== claims.tv || row.role !== claims.role) {
    return { error: unauthorized(MESSAGES.sessionExpired) };
  }
  if (!row.isActive) return { error: forbidden(MESSAGES.accountDeactivated) };
  const { revoked: _revoked, ...user } = row;
  return { user, session: { id: claims.sid, expiresAt: claims.expiresAt } };
}

/** Requires a valid session (of the given role, when one is named); 401 / 403 otherwise. */
export function requireAuth(opts: { role?: UserRole; verified?: boolean } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const resolved = await resolveUser(c);
    if (!resolved) throw unauthorized(MESSAGES.authRequired);
    if ('error' in resolved) throw resolved.error;
    if (opts.role && resolved.user.role !== opts.role) throw forbidden();
    if (opts.verified !== false && !resolved.user.isVerified) {
      throw forbidden(MESSAGES.accountNotVerified, { email: resolved.user.email });
    }
    c.set('user', resolved.user);
    c.set('session', resolved.session);
    await next();
  });
}

/** Sets the user when a valid token came along; a missing or dead token just means "signed out". */
export function optionalAuth() {
  return createMiddleware<AppEnv>(async (c, next) => {
    const resolved = await resolveUser(c);
    if (resolved && 'user' in resolved) c.set('user', resolved.user);
    await next();
  });
}

export const requireAdmin = () => requireAuth({ role: 'ADMIN' });

import { z } from '@hono/zod-openapi';
import { USER_ROLES } from '../../shared/enums';
import type { UserRow } from '../db/schema';

/** The signed-in user as every auth answer returns it (and the app keeps in `userData`). */
export const SessionUser = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: z.enum(USER_ROLES),
    isVerified: z.boolean(),
    isActive: z.boolean(),
    isSocialLogin: z.boolean(),
    profileImageUrl: z.string().nullable(),
  })
  .openapi('SessionUser');
export type SessionUser = z.infer<typeof SessionUser>;

/** A session: the bearer token and its user. */
export const Session = z.object({ token: z.string(), user: SessionUser }).openapi('Session');

export type SessionUserSource = Pick<
  UserRow,
  'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'isVerified' | 'isActive' | 'isSocialLogin' | 'profileImageUrl'
>;

export function toSessionUser(row: SessionUserSource): SessionUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    isVerified: row.isVerified,
    isActive: row.isActive,
    isSocialLogin: row.isSocialLogin,
    profileImageUrl: row.profileImageUrl ?? null,
  };
}

import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from './passwords';

export interface BootstrapResult {
  email: string;
  /** Set only when the admin was created now: the password is shown this once. */
  password?: string;
  created: boolean;
}

/** Makes sure a first admin exists: ADMIN_EMAIL / ADMIN_PASSWORD, or a generated one. */
export async function ensureFirstAdmin(db: Db, config: Config): Promise<BootstrapResult> {
  const [existing] = await db.select({ email: users.email }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
  if (existing) return { email: existing.email, created: false };
  const email = config.adminEmail ?? 'admin@hometruths.local';
  const password = config.adminPassword ?? randomBytes(12).toString('base64url');
  await db
    .insert(users)
    .values({
      email,
      firstName: 'Site',
      lastName: 'Admin',
      role: 'ADMIN',
      isVerified: true,
      passwordHash: await hashPassword(password),
    })
    .onConflictDoUpdate({
      target: users.email,
      set: { role: 'ADMIN', isVerified: true, isActive: true, passwordHash: await hashPassword(password) },
    });
  return { email, password, created: true };
}

/**
 * How the first admin's generated password reaches the operator: in a file only the server's user
 * can read (logs and terminals are collected and kept), on the console only when DEV_PRINT_SECRETS
 * asks for it (`npm run dev:server`).
 */
export function firstAdminNotice(
  config: Pick<Config, 'appUrl' | 'dataDir' | 'adminPassword' | 'devPrintSecrets'>,
  admin: BootstrapResult,
): string {
  if (!admin.password) return `  Admin: ${admin.email} (password as set on first start)`;
  if (config.adminPassword) return `  First admin: ${admin.email} (password from ADMIN_PASSWORD)`;
  if (config.devPrintSecrets) {
    return `  First admin: ${admin.email} / ${admin.password}  (shown once; sign in at ${config.appUrl}/admin-login)`;
  }
  const file = path.join(config.dataDir, 'first-admin-password');
  writeFileSync(file, `${admin.password}\n`, { mode: 0o600 });
  return `  First admin: ${admin.email} (generated password in ${file}; delete the file once you have signed in)`;
}

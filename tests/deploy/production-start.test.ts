import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { users } from '../../src/server/db/schema';
import { waitForCode } from '../support/outbox';
import { compiledServerSuite } from '../support/compiled-server-suite';
import { startServer, waitUntilReady } from '../support/server-process';

/**
 * The compiled server started as production, the way an operator would start it: on the machine's
 * PostgreSQL when it answers (a fresh database), else on embedded PGlite (slower to create).
 */
const suite = compiledServerSuite();

const PRODUCTION = { NODE_ENV: 'production', APP_URL: 'https://homes.example.test', MAIL_OUTBOX: 'true' };

describe('a production start', () => {
  it('refuses to start without APP_URL and a mail transport, saying what is missing', async () => {
    const server = await startServer(suite.compiled.mainJs, { NODE_ENV: 'production' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('APP_URL: required in production');
    expect(server.output()).toContain('SMTP_URL: required in production (or set MAIL_OUTBOX=true');
    await server.stop();
  });

  it('seeds no demo accounts, and prints neither the admin password nor mailed codes', async () => {
    const server = await startServer(suite.compiled.mainJs, {
      ...PRODUCTION,
      LOG_LEVEL: 'info',
      ...(suite.db ? { DATABASE_URL: suite.db.url, JWT_SECRET: 'production-start-test-secret-of-enough-length' } : {}),
    });
    let dataDir = '';
    try {
      await waitUntilReady(server);
      dataDir = server.dataDir;
      const email = 'new.renter@example.test';
      const res = await fetch(`${server.url}/api/v1/users/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Nora', lastName: 'New', email, password: 'renter-pass-1' }),
      });
      expect(res.status).toBe(201);
      const code = await waitForCode(server.dataDir, email);
      expect(server.output()).not.toContain(code);
    } finally {
      await server.stop({ keepDataDir: true });
    }

    const password = readFileSync(path.join(dataDir, 'first-admin-password'), 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(server.output()).not.toContain(password);
    expect(server.output()).toContain(`generated password in ${path.join(dataDir, 'first-admin-password')}`);

    const database = await openDatabase({ databaseUrl: suite.db?.url, pgliteDir: path.join(dataDir, 'pg') });
    try {
      const rows = await database.db.select({ email: users.email, role: users.role }).from(users);
      expect(rows.map((r) => r.role).sort()).toEqual(['ADMIN', 'USER']);
      expect(rows.map((r) => r.email)).not.toContain('renter1@hometruths.local');
    } finally {
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

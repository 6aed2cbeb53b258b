import { afterAll, beforeAll } from 'vitest';
import { pgMissing, scratchDatabase } from './backing-services';
import { compileServer, type CompiledServer } from './server-process';

export interface CompiledServerSuite {
  /** The server compiled once for the file (set in beforeAll). */
  compiled: CompiledServer;
  /** A scratch PostgreSQL database when the machine's PostgreSQL answers, else undefined (PGlite). */
  db?: { url: string; drop: () => Promise<void> };
  /** `{ DATABASE_URL }` for the scratch database, or nothing (the process then uses PGlite). */
  databaseEnv(): Record<string, string>;
}

/**
 * For a deploy test file: compiles the production server once and opens a scratch PostgreSQL
 * database when one is available; both are removed after the file.
 */
export function compiledServerSuite(): CompiledServerSuite {
  const suite = {
    databaseEnv: () => (suite.db ? { DATABASE_URL: suite.db.url } : {}),
  } as CompiledServerSuite;
  beforeAll(async () => {
    suite.compiled = compileServer();
    if (!(await pgMissing())) suite.db = await scratchDatabase();
  });
  afterAll(async () => {
    suite.compiled?.remove();
    await suite.db?.drop();
  });
  return suite;
}

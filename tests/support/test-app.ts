import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp } from '../../src/server/lib/create-app';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/client';
import { createLogger } from '../../src/server/lib/logger';
import type { AppDeps } from '../../src/server/lib/types';
import { registerApiRoutes } from '../../src/server/routes';
import { createServices, type Services } from '../../src/server/services';
import { pgliteTemplate } from './pglite-template';

/**
 * A fresh, empty PostgreSQL database next to DATABASE_URL's, dropped again by `drop()`; `options` follow
 * its name in CREATE DATABASE (a template and a locale, say).
 */
async function createScratchDatabase(
  baseUrl: string,
  options = '',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `ht_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} ${options}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real app on a real, empty, migrated database: PGlite in memory, or a scratch PostgreSQL
 * database when DATABASE_URL is set. Each test file gets its own.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  options: {
    services?: Partial<Services>;
    logQuery?: (sql: string) => void;
    /** PostgreSQL only: written after the scratch database's name in CREATE DATABASE. */
    createDatabase?: string;
  } = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ht-test-'));
  const baseUrl = process.env.DATABASE_URL;
  const scratch = baseUrl ? await createScratchDatabase(baseUrl, options.createDatabase) : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    SEED: 'none',
    ...env,
  });
  const database = await openDatabase({
    databaseUrl: scratch?.url,
    pgliteDir: 'memory://',
    pgliteTemplate: scratch ? undefined : await pgliteTemplate(),
    logQuery: options.logQuery,
  });
  await database.migrate();
  const logger = createLogger('silent');
  const services = createServices(config, logger, options.services);
  const deps: AppDeps = { ...services, config, database, db: database.db, logger };
  const app = createApp(deps, registerApiRoutes);
  return {
    app,
    deps,
    config,
    database,
    async close() {
      await services.close?.();
      // A test may have closed the database on purpose already.
      await database.close().catch(() => undefined);
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

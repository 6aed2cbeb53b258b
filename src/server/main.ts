import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './lib/create-app';
import { registerApiRoutes } from './routes';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './db/seed';
import { createLogger } from './lib/logger';
import { ensureFirstAdmin, type BootstrapResult } from './services/bootstrap-admin';
import { createServices } from './services';

// src/server/main.ts under tsx, dist/server/main.js when compiled: the package root is two up.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * How the first admin's generated password reaches the operator: on the console locally; in
 * production never on the console (logs are collected and kept), but in a file only the server's
 * user can read.
 */
function adminLine(config: Config, admin: BootstrapResult): string {
  if (!admin.password) return `  Admin: ${admin.email} (password as set on first start)`;
  if (config.env !== 'production') {
    return `  First admin: ${admin.email} / ${admin.password}  (shown once; sign in at ${config.appUrl}/admin-login)`;
  }
  if (config.adminPassword) return `  First admin: ${admin.email} (password from ADMIN_PASSWORD)`;
  const file = path.join(config.dataDir, 'first-admin-password');
  writeFileSync(file, `${admin.password}\n`, { mode: 0o600 });
  return `  First admin: ${admin.email} (generated password in ${file}; delete the file once you have signed in)`;
}

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  mkdirSync(config.dataDir, { recursive: true });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  const services = createServices(config, logger);
  // Several instances may start at once on one database: one at a time migrates and seeds.
  const admin = await database.exclusive(async () => {
    await database.migrate();
    const first = await ensureFirstAdmin(database.db, config);
    if (config.seed === 'demo') {
      const seeded = await seedDemoIfEmpty(database.db, services.storage);
      if (seeded) logger.info(seeded, 'seeded the demo data set');
    }
    return first;
  });

  const app = createApp({ ...services, config, database, db: database.db, logger }, registerApiRoutes, {
    clientDir: path.join(rootDir, 'dist/client'),
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const lines = [
      '',
      `  ${config.appName} is running at ${config.appUrl} (port ${info.port})`,
      `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pg')}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  Uploads: ${config.s3 ? `S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}` : `local disk in ${path.join(config.dataDir, 'uploads')}`}`,
      `  Rate limits: ${services.rateLimits.backend === 'redis' ? 'Redis (REDIS_URL)' : 'in memory (this process only)'}`,
      `  API reference: ${config.appUrl}/api/docs`,
      adminLine(config, admin),
      '',
    ];
    // The start-up banner is for the person at the terminal, not the log pipeline.
    process.stdout.write(lines.join('\n') + '\n');
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await services.close?.();
      await database.close();
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './lib/create-app';
import { registerApiRoutes } from './routes';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { PREPARE_PGLITE_FLAG, preparePgliteDir, runPglitePreparation } from './db/prepare-pglite';
import { seedDemoIfEmpty } from './db/seed';
import { startHttpServer } from './lib/http-server';
import { createLogger } from './lib/logger';
import { loadServerEntry } from './lib/server-render';
import { ensureFirstAdmin, firstAdminNotice } from './services/bootstrap-admin';
import { createServices } from './services';
import { scheduleTenancyProofExpiry } from './services/tenancy-proofs';

// src/server/main.ts under tsx, dist/server/main.js when compiled: the package root is two up.
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  mkdirSync(config.dataDir, { recursive: true });
  const pgliteDir = path.join(config.dataDir, 'pg');
  if (!config.databaseUrl && preparePgliteDir(pgliteDir)) {
    logger.info({ dir: pgliteDir }, 'created the embedded database in a helper process');
  }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir,
    statementTimeoutMs: config.statementTimeoutMs,
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

  // Proofs of tenancy nobody decided on within 30 days are deleted (issue 21); safe on every instance.
  const stopProofExpiry = scheduleTenancyProofExpiry(database.db, services.storage, logger);

  const app = createApp({ ...services, config, database, db: database.db, logger }, registerApiRoutes, {
    clientDir: path.join(rootDir, 'dist/client'),
    serverEntry: await loadServerEntry(path.join(rootDir, 'dist/ssr')),
  });
  const http = startHttpServer(app.fetch, config, (info) => {
    const lines = [
      '',
      `  ${config.appName} is running at ${config.appUrl} (port ${info.port})`,
      `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pg')}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  Uploads: ${config.s3 ? `S3 bucket ${config.s3.bucket}${config.s3.endpoint ? ` at ${config.s3.endpoint}` : ''}` : `local disk in ${path.join(config.dataDir, 'uploads')}`}`,
      `  Rate limits: ${services.rateLimits.backend === 'redis' ? 'Redis (REDIS_URL)' : 'in memory (this process only)'}`,
      `  API reference: ${config.appUrl}/api/docs`,
      firstAdminNotice(config, admin),
      '',
    ];
    // The start-up banner is for the person at the terminal, not the log pipeline.
    process.stdout.write(lines.join('\n') + '\n');
  });

  // SIGTERM (a deploy, docker stop): stop taking requests, finish the ones in flight, send the mail
  // queued after answers, close the database, exit 0. Past SHUTDOWN_TIMEOUT_MS the rest is cut: exit 1.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing requests in flight');
    stopProofExpiry();
    let code = 0;
    try {
      await http.drain(config.shutdownTimeoutMs);
    } catch (err) {
      logger.warn({ err }, 'shutdown cut requests short');
      code = 1;
    }
    await services.close?.().catch((err: unknown) => logger.warn({ err }, 'closing services failed'));
    await database.close().catch((err: unknown) => logger.warn({ err }, 'closing the database failed'));
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

const preparing = process.argv.indexOf(PREPARE_PGLITE_FLAG);
const start =
  preparing >= 0 ? () => runPglitePreparation(process.argv[preparing + 1]!).then(() => process.exit(0)) : main;
start().catch((err: unknown) => {
  process.stderr.write(`Failed to start: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});

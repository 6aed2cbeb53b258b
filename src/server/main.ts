import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createApp } from './lib/create-app';
import { registerApiRoutes } from './routes';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './db/seed';
import { createLogger } from './lib/logger';
import { ensureFirstAdmin } from './services/bootstrap-admin';
import { createServices } from './services';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  if (config.s3) {
    // Better to refuse than to silently keep uploads on local disk when S3 was asked for.
    throw new Error(
      'S3_BUCKET is set, but S3 upload storage is not available yet: unset it to keep uploads in DATA_DIR/uploads.',
    );
  }
  mkdirSync(config.dataDir, { recursive: true });

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pg'),
  });
  await database.migrate();
  const services = createServices(config, logger);
  const admin = await ensureFirstAdmin(database.db, config);
  if (config.seed === 'demo') {
    const seeded = await seedDemoIfEmpty(database.db, services.storage);
    if (seeded) logger.info(seeded, 'seeded the demo data set');
  }

  const app = createApp({ ...services, config, database, db: database.db, logger }, registerApiRoutes, {
    clientDir: path.join(rootDir, 'dist/client'),
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const lines = [
      '',
      `  ${config.appName} is running at ${config.appUrl} (port ${info.port})`,
      `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${path.join(config.dataDir, 'pg')}` : 'PostgreSQL (DATABASE_URL)'}`,
      `  API reference: ${config.appUrl}/api/docs`,
      admin.password
        ? `  First admin: ${admin.email} / ${admin.password}  (shown once; sign in at ${config.appUrl}/admin-login)`
        : `  Admin: ${admin.email} (password as set on first start)`,
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

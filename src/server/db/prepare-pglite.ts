import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './client';

/** The argument that makes the server's entry prepare an embedded database and exit. */
export const PREPARE_PGLITE_FLAG = '--prepare-pglite';

/**
 * Creates and migrates a new embedded database in a child process that exits afterwards, so the
 * server opens it as a restart. PGlite runs initdb in a second WebAssembly instance whose memory
 * the server process would keep for its whole life (WebAssembly memory never shrinks): the first
 * start used ~240 MiB more than every later one (issue 22). Does nothing, and answers false, when
 * `pgDir` already holds a database.
 */
export function preparePgliteDir(pgDir: string): boolean {
  if (existsSync(path.join(pgDir, 'PG_VERSION'))) return false;
  const entry = process.argv[1];
  if (!entry) return false;
  const child = spawnSync(process.execPath, [...process.execArgv, entry, PREPARE_PGLITE_FLAG, pgDir], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: process.env,
  });
  if (child.status !== 0) {
    throw new Error(`preparing the embedded database in ${pgDir} failed (exit ${child.status ?? child.signal})`);
  }
  return true;
}

/** The child's side: initdb and migrations, then close. */
export async function runPglitePreparation(pgDir: string): Promise<void> {
  const database = await openDatabase({ pgliteDir: pgDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
}

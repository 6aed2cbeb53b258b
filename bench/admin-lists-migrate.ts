import { openDatabase } from '../src/server/db/client';

/** Applies the migrations to DATABASE_URL through the server's own migrate path. */
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to the PostgreSQL database to migrate.');
const database = await openDatabase({ databaseUrl });
await database.migrate();
await database.close();
process.stdout.write('migrated\n');

import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies every committed migration not yet applied. Throws on failure: the caller must exit non-zero. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // The extensions ship with PGlite and with Debian's postgresql-contrib; creating them needs no migration rights beyond these.
  await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS unaccent`);
  const config = { migrationsFolder, migrationsSchema: 'public' };
  if (handle.kind === 'pglite') await migratePglite(handle.db as never, config);
  else await migratePostgres(handle.db as never, config);
}

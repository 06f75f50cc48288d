import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './client.ts';

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Applies every committed migration not yet applied. Throws on failure: the caller must exit non-zero. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  // The extensions ship with PGlite and with Debian's postgresql-contrib; creating them needs no migration rights beyond these.
  await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
  await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS unaccent`);
  // Every start but a release's first finds nothing to apply: two queries say so, where drizzle's migrator
  // reads and hashes every migration file (5 MB of SQL) first (requirements §quality.performance, cold start).
  if (await upToDate(handle.db)) return;
  const config = { migrationsFolder, migrationsSchema: 'public' };
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, config);
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, config);
  }
}

/** Every committed migration is applied (a new database has no migrations table yet: not up to date). */
async function upToDate(db: Database): Promise<boolean> {
  const result = (await db.execute(sql`SELECT to_regclass('public.__drizzle_migrations') IS NOT NULL AS present`)) as unknown as { rows: { present: boolean }[] };
  return result.rows[0]?.present === true && (await pendingMigrations(db)).length === 0;
}

interface JournalEntry {
  tag: string;
  /** Drizzle records it as created_at of the migration's row once applied. */
  when: number;
}

let journal: readonly JournalEntry[] | undefined;

/** The committed migrations, in order (read once: they do not change while the process runs). */
function committedMigrations(): readonly JournalEntry[] {
  journal ??= (JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as { entries: JournalEntry[] }).entries;
  return journal;
}

/**
 * The tags of the committed migrations the database has not applied (empty: the schema is the one
 * this code expects). Every one is checked, not only the last as drizzle's migrator does, so a
 * database restored from an older dump or migrated by an older release reads as not ready.
 */
export async function pendingMigrations(db: Database): Promise<string[]> {
  // ::text: node-postgres and PGlite return a bigint differently.
  const result = (await db.execute(sql`SELECT created_at::text AS created_at FROM public.__drizzle_migrations`)) as unknown as { rows: { created_at: string }[] };
  const applied = new Set(result.rows.map((row) => Number(row.created_at)));
  return committedMigrations()
    .filter((migration) => !applied.has(migration.when))
    .map((migration) => migration.tag);
}

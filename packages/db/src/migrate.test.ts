import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';
import { migrateDatabase, pendingMigrations } from './migrate.ts';

// Databases migrated by earlier releases must reach the schema of a fresh one. Each release is a
// commit of this repository's history: its migrations folder, as that release applied it.
const releases = {
  /** 0002_accounts as first committed. */
  'accounts as first committed': 'd214de5',
  /** The same 0002 edited after the fact (account_number added, journal time bumped). */
  'accounts edited after commit': '5e08ba1',
  /** Every migration up to 0007, with the edited 0002. */
  'user currency (0007)': '2b5a872',
};

const root = fileURLToPath(new URL('../../..', import.meta.url));
const folders: string[] = [];

function migrationsAt(commit: string): string {
  const git = (...args: string[]) => execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' });
  const folder = mkdtempSync(join(tmpdir(), `migrations-${commit}-`));
  folders.push(folder);
  for (const path of git('ls-tree', '-r', '--name-only', commit, 'packages/db/migrations').split('\n').filter(Boolean)) {
    const target = join(folder, path.slice('packages/db/migrations/'.length));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, git('show', `${commit}:${path}`));
  }
  return folder;
}

/** What the code sees of a schema: columns, constraints, indexes, and which migrations are recorded. */
async function schemaOf({ db }: DatabaseHandle) {
  const rows = async (query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
  return {
    columns: await rows(sql`SELECT table_name, column_name, data_type, is_nullable, column_default FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, column_name`),
    constraints: await rows(sql`SELECT conrelid::regclass::text AS relation, conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY 1, 2`),
    indexes: await rows(sql`SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname`),
    migrations: await rows(sql`SELECT hash, created_at::text AS created_at FROM public.__drizzle_migrations ORDER BY created_at`),
  };
}

/**
 * An empty cluster, initialised once: opening a new embedded database runs initdb (seconds), loading
 * this dump does not, and each database below starts from the same nothing.
 */
let emptyCluster: Blob;

async function migrated(previousRelease?: string) {
  const handle = await openDatabase({ loadDataDir: emptyCluster });
  if (previousRelease) {
    await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await handle.db.execute(sql`CREATE EXTENSION IF NOT EXISTS unaccent`);
    await migratePglite(handle.db as never, { migrationsFolder: migrationsAt(previousRelease), migrationsSchema: 'public' });
  }
  await migrateDatabase(handle);
  return handle;
}

/** The schema every release must reach: a fresh database's, read once. */
let freshSchema: Awaited<ReturnType<typeof schemaOf>>;

beforeAll(async () => {
  const empty = await openDatabase({});
  try {
    if (!empty.pglite) throw new Error('PGlite handle expected');
    emptyCluster = await empty.pglite.dumpDataDir('none');
  } finally {
    await empty.close();
  }
  const fresh = await migrated();
  try {
    freshSchema = await schemaOf(fresh);
  } finally {
    await fresh.close();
  }
}, 120_000);

afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('a database migrated by an earlier release', () => {
  it.each(Object.entries(releases))('(%s) migrates to the schema of a fresh database, every migration applied', async (_, commit) => {
    const upgraded = await migrated(commit);
    try {
      expect(await schemaOf(upgraded)).toEqual(freshSchema);
      expect(await pendingMigrations(upgraded.db)).toEqual([]);
    } finally {
      await upgraded.close();
    }
  }, 120_000);
});

import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@cicerone/db/client';
import { admin, databaseUrl } from './template.ts';

let templateDump: Promise<Blob> | undefined;

/**
 * A fresh, migrated and seeded database for one test file: a copy of the run's template,
 * so tests may write freely. `close` removes it.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    // Read once per worker (its files share its modules): each copy is then made in memory.
    templateDump ??= readFile(template.dumpFile).then((dump) => new Blob([dump]));
    return openDatabase({ loadDataDir: await templateDump });
  }
  const copy = await copyPostgresTemplate();
  const handle = await openDatabase({ url: copy.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}

/**
 * On PostgreSQL (TEST_DATABASE_URL), a fresh copy of the run's template that other processes can
 * open too (real servers started by a test); undefined on the embedded database, which only the
 * process holding it can open.
 */
export async function postgresTestDatabase(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  return inject('testDatabase').kind === 'postgres' ? copyPostgresTemplate() : undefined;
}

async function copyPostgresTemplate() {
  const template = inject('testDatabase');
  if (template.kind !== 'postgres') throw new Error('the test database is not on PostgreSQL');
  const name = `cicerone_test_${randomBytes(6).toString('hex')}`;
  await admin(template.adminUrl, [`CREATE DATABASE ${name} TEMPLATE ${template.template}`]);
  return {
    url: databaseUrl(template.adminUrl, name),
    drop: async () => {
      await admin(template.adminUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    },
  };
}

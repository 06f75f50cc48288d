import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@cicerone/db/client';
import { admin, databaseUrl } from './template.ts';

/**
 * A fresh, migrated and seeded database for one test file: a copy of the run's template,
 * so tests may write freely. `close` removes it.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('testDatabase');
  if (template.kind === 'pglite') {
    const dump = await readFile(template.dumpFile);
    return openDatabase({ loadDataDir: new Blob([dump]) });
  }
  const name = `cicerone_test_${randomBytes(6).toString('hex')}`;
  await admin(template.adminUrl, [`CREATE DATABASE ${name} TEMPLATE ${template.template}`]);
  const handle = await openDatabase({ url: databaseUrl(template.adminUrl, name) });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin(template.adminUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    },
  };
}

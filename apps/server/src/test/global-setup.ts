import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@cicerone/db/client';
import { prepareDatabase } from '../database.ts';
import { ensureSiteBuilt } from '../../../../scripts/site-build.ts';
import { templateKey } from './template-key.ts';
import { admin, databaseUrl, postgresTemplatePrefix } from './template.ts';

/** Where runs keep the embedded template between them (node_modules/.cache: ignored by git, gone with a clean install). */
const cacheDir = fileURLToPath(new URL('../../../../node_modules/.cache/cicerone-test/', import.meta.url));

/**
 * Migrates and seeds once, and again only when the migrations, seeds or engines change (template-key.ts).
 * PGlite (default): the database is dumped to a tarball that every test file loads. PostgreSQL
 * (TEST_DATABASE_URL): a template database every test file clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const key = templateKey();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return setupPostgres(project, serverUrl, key);
  return setupPglite(project, key);
}

async function setupPglite(project: TestProject, key: string) {
  const dumpFile = join(cacheDir, `template-${key}.tar`);
  if (!existsSync(dumpFile)) {
    const handle = await openDatabase({});
    try {
      await prepareDatabase(handle);
      if (!handle.pglite) throw new Error('PGlite handle expected');
      // Uncompressed: loading is faster than unpacking.
      const dump = await handle.pglite.dumpDataDir('none');
      mkdirSync(cacheDir, { recursive: true });
      // Written aside and renamed: a run started meanwhile never loads half a file.
      const partial = `${dumpFile}.${process.pid}.partial`;
      writeFileSync(partial, new Uint8Array(await dump.arrayBuffer()));
      renameSync(partial, dumpFile);
    } finally {
      await handle.close();
    }
    // Templates of other migrations or seeds are not reused: only the newest is kept.
    for (const name of readdirSync(cacheDir)) {
      if (name.startsWith('template-') && name !== `template-${key}.tar` && !name.endsWith('.partial')) rmSync(join(cacheDir, name), { force: true });
    }
  }
  project.provide('testDatabase', { kind: 'pglite', dumpFile });
}

async function setupPostgres(project: TestProject, serverUrl: string, key: string) {
  // Only on PostgreSQL do tests start real server processes (two-processes*.test.ts): they serve the built site.
  ensureSiteBuilt('test:db');
  const template = `${postgresTemplatePrefix}${key}`;
  const existing = await admin(serverUrl, [`SELECT datname FROM pg_database WHERE datname LIKE '${postgresTemplatePrefix}%'`]);
  if (!existing.includes(template)) {
    // Built under a name of its own and renamed when complete: a run that stopped half way leaves no template to reuse.
    const building = `${template}_building`;
    await admin(serverUrl, [`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`, `CREATE DATABASE ${building}`]);
    const handle = await openDatabase({ url: databaseUrl(serverUrl, building) });
    try {
      await prepareDatabase(handle);
    } finally {
      // A template cannot be copied (nor renamed) while anyone is connected to it.
      await handle.close();
    }
    await admin(serverUrl, [`ALTER DATABASE ${building} RENAME TO ${template}`]);
    const stale = existing.filter((name) => name !== template && name !== building);
    await admin(serverUrl, stale.map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
  project.provide('testDatabase', { kind: 'postgres', adminUrl: serverUrl, template });
}

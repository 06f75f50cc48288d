import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@cicerone/db/client';
import { prepareDatabase } from '../database.ts';
import { ensureSiteBuilt } from '../../../../scripts/site-build.ts';
import { admin, databaseUrl, postgresTemplateName } from './template.ts';

/**
 * Migrates and seeds once per run. PGlite (default): the database is dumped to a tarball that
 * every test file loads. PostgreSQL (TEST_DATABASE_URL): a template database every test file
 * clones with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) return setupPostgres(project, serverUrl);
  return setupPglite(project);
}

async function setupPglite(project: TestProject) {
  const handle = await openDatabase({});
  try {
    await prepareDatabase(handle);
    if (!handle.pglite) throw new Error('PGlite handle expected');
    // Uncompressed: loading is faster and the file is deleted at the end of the run.
    const dump = await handle.pglite.dumpDataDir('none');
    const folder = await mkdtemp(join(tmpdir(), 'cicerone-test-'));
    const dumpFile = join(folder, 'template.tar');
    await writeFile(dumpFile, new Uint8Array(await dump.arrayBuffer()));
    project.provide('testDatabase', { kind: 'pglite', dumpFile });
    return () => rm(folder, { recursive: true, force: true });
  } finally {
    await handle.close();
  }
}

async function setupPostgres(project: TestProject, serverUrl: string) {
  // Only on PostgreSQL do tests start real server processes (two-processes*.test.ts): they serve the built site.
  ensureSiteBuilt('test:db');
  await admin(serverUrl, [`DROP DATABASE IF EXISTS ${postgresTemplateName} WITH (FORCE)`, `CREATE DATABASE ${postgresTemplateName}`]);
  const handle = await openDatabase({ url: databaseUrl(serverUrl, postgresTemplateName) });
  try {
    await prepareDatabase(handle);
  } finally {
    // A template cannot be copied while anyone is connected to it.
    await handle.close();
  }
  project.provide('testDatabase', { kind: 'postgres', adminUrl: serverUrl, template: postgresTemplateName });
  return () => admin(serverUrl, [`DROP DATABASE IF EXISTS ${postgresTemplateName} WITH (FORCE)`]);
}

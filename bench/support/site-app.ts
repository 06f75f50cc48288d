import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerBuild } from 'react-router';
import { openDatabase } from '@cicerone/db/client';
import { createApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { prepareDatabase } from '../../apps/server/src/database.ts';

/**
 * The site as production serves it (the built pages of `webBuild`) on a fresh embedded database with
 * the demo catalogue, answering app.inject: what the benches measure. dataDir is the caller's to remove.
 */
export async function openSiteApp(webBuild: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cicerone-bench-'));
  const database = await openDatabase({ dataDir: join(dataDir, 'pglite') });
  const config = loadConfig({ NODE_ENV: 'production', SECRET: 'bench-secret-bench-secret-bench-secret' }, { dataDir });
  await prepareDatabase(database, { demo: config });
  const build = (await import(join(webBuild, 'server/index.js'))) as ServerBuild;
  const app = await createApp({ config, db: database.db, pages: { loadBuild: async () => build, mode: 'production', clientDir: join(webBuild, 'client') } });
  await app.ready();
  return { app, database, dataDir };
}

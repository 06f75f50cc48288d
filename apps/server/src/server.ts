// npm start: the whole product in one process. Builds the site first when no build exists.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { enableCompileCache } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ServerBuild } from 'react-router';

const started = performance.now();
// Node keeps the compiled code (and the TypeScript stripped of its types) of the 2,000-odd modules below in
// its cache folder (in the system's temporary directory), so a restart skips most of that work: a third of
// the cold start (requirements §quality.performance). The modules are imported after this line, not statically, for the cache to see them.
enableCompileCache();
// First, before any import loads React: production unless told otherwise (production-default.ts says why).
await import('./production-default.ts');
// drizzle-orm's thousand module resolutions without re-reading its 130 KB package.json each time, and swagger's
// yaml on first use (resolve-shortcut.ts says why): registered before the app's modules are imported.
(await import('./shared/resolve-shortcut.ts')).shortcutStartResolution();
const { loadConfig } = await import('./config.ts');
const { openConfiguredDatabase, prepareDatabase } = await import('./database.ts');
const webBuild = fileURLToPath(new URL('../../web/build/', import.meta.url));
const serverEntry = `${webBuild}server/index.js`;

const config = loadConfig();

if (!existsSync(serverEntry)) {
  console.log('No build found: building the site once (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: fileURLToPath(new URL('../../../', import.meta.url)) });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Opens, migrates and seeds the database; a failure ends the process (no half-built schema is served). */
async function openAndPrepareDatabase() {
  const database = await openConfiguredDatabase(config);
  try {
    const { seeded, demo, demoAccounts } = await prepareDatabase(database, { demo: config });
    if (seeded) console.log('Reference data seeded.');
    if (demo) console.log(`Demo catalogue seeded: ${demo.tours} tours in ${demo.cities} cities, ${demo.reviews} reviews (${Math.round(demo.ms)} ms).`);
    if (demoAccounts.length > 0) {
      console.log('Demo accounts (also in README.md; never use SEED_DEMO on a production database):');
      for (const account of demoAccounts) console.log(`  ${account.label.padEnd(40)} ${account.email.padEnd(30)} ${account.password}`);
    }
  } catch (error) {
    console.error('Database migration or seeding failed:', error);
    await database.close();
    process.exit(1);
  }
  return database;
}

// The database opens while the app's and the site's modules load (about a third of a start each), so what one
// waits on overlaps the other's work. Interleaved starts: about −100 ms (requirements §quality.performance, decision 0040).
const [database, { createApp }, { serveDatabaseDumps }, { closeOnSignals }, build] = await Promise.all([
  openAndPrepareDatabase(),
  import('./app.ts'),
  import('./backups/database-dump.ts'),
  import('./shutdown.ts'),
  import(serverEntry) as Promise<ServerBuild>,
]);
const app = await createApp({
  config,
  db: database.db,
  poolStats: database.poolStats,
  listener: database.listener,
  logger: { level: config.logLevel },
  pages: { loadBuild: async () => build, mode: 'production', clientDir: `${webBuild}client` },
});
// npm run backup asks this process for its database: PGlite cannot be opened by a second one.
const dumps = await serveDatabaseDumps(database, config.dataDir);
app.addHook('onClose', () => dumps.close());

closeOnSignals(app, database, config.shutdownGraceMs);

await app.listen({ port: config.port, host: config.host });
const where = database.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL';
console.log(`Cicerone is ready at ${config.publicUrl} (${where}) in ${Math.round(performance.now() - started)} ms.`);

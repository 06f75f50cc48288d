import { join } from 'node:path';
import { exclusiveLocks, openDatabase, type DatabaseHandle } from '@cicerone/db/client';
import { migrateDatabase } from '@cicerone/db/migrate';
import { seedReferenceData } from '@cicerone/db/seed/reference';
import { tour } from '@cicerone/db/schema/catalog';
import type { DemoCatalogSummary } from '@cicerone/db/seed/catalog/demo-catalog';
import { writeGallery } from '@cicerone/db/seed/catalog/gallery';
import { hasEditorial, seedDemoEditorial } from '@cicerone/db/seed/editorial/editorial';
import type { Config } from './config.ts';
import { seedDemoAccounts, type DemoAccount } from './demo-accounts.ts';
import { seedDemoMissions } from './demo-missions.ts';

/** DATABASE_URL when set, else the embedded PGlite database under DATA_DIR/pglite. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
}

export interface PrepareOptions {
  force?: boolean;
  /** Seeds the default demo catalogue into an empty catalogue when config.seedDemo is on. */
  demo?: Pick<Config, 'seedDemo' | 'filesDir' | 'env' | 'databaseUrl'>;
}

/**
 * Migrates, then seeds what is missing or outdated. A failure throws: the process must not serve a
 * half-built schema. Processes starting together on one PostgreSQL take turns: the first migrates
 * and seeds, the others find it done.
 */
export function prepareDatabase(database: DatabaseHandle, options: PrepareOptions = {}) {
  return database.exclusively(exclusiveLocks.prepareDatabase, () => migrateAndSeed(database, options));
}

async function migrateAndSeed(database: DatabaseHandle, options: PrepareOptions) {
  await migrateDatabase(database);
  const seeded = await seedReferenceData(database.db, options);
  let demo: DemoCatalogSummary | undefined;
  let demoAccounts: DemoAccount[] = [];
  if (options.demo?.seedDemo) {
    if (demoAccountsAllowed(options.demo)) demoAccounts = await seedDemoAccounts(database.db);
    // One indexed probe on every start; the catalogue is generated only into an empty database.
    // The generator (its texts in seven languages) loads only when it runs, not on every start.
    if (!(await hasTours(database))) {
      const { defaultDemoCatalog, seedDemoCatalog } = await import('@cicerone/db/seed/catalog/demo-catalog');
      demo = await seedDemoCatalog(database.db, { ...defaultDemoCatalog, filesDir: options.demo.filesDir });
    }
    // A new machine on an already seeded PostgreSQL has an empty file store: the illustrations are redrawn (64 existence checks otherwise).
    else writeGallery(options.demo.filesDir);
    // The demo guide's missions, once with her account, on the catalogue's Paris tours: her dashboard shows every state.
    if (demoAccounts.length > 0) await seedDemoMissions(database.db);
    // The FAQ, about, partners pages and the blog (requirements §screens.content): once, so an editor's deletions stay deleted.
    if (!(await hasEditorial(database.db))) await seedDemoEditorial(database.db);
  }
  return { seeded, demo, demoAccounts };
}

/**
 * Accounts with published passwords (an admin among them) never go into a production PostgreSQL,
 * even when SEED_DEMO was left on: only the embedded database and non-production servers get them.
 */
export function demoAccountsAllowed(config: Pick<Config, 'env' | 'databaseUrl'>): boolean {
  return config.env !== 'production' || !config.databaseUrl;
}

export async function hasTours(database: DatabaseHandle): Promise<boolean> {
  const rows = await database.db.select({ id: tour.id }).from(tour).limit(1);
  return rows.length > 0;
}

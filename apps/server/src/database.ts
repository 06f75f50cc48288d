import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '@cicerone/db/client';
import { migrateDatabase } from '@cicerone/db/migrate';
import { seedReferenceData } from '@cicerone/db/seed/reference';
import type { Config } from './config.ts';

/** DATABASE_URL when set, else the embedded PGlite database under DATA_DIR/pglite. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'pglite') });
}

/** Migrates, then seeds what is missing or outdated. A failure throws: the process must not serve a half-built schema. */
export async function prepareDatabase(database: DatabaseHandle, options: { force?: boolean } = {}) {
  await migrateDatabase(database);
  const seeded = await seedReferenceData(database.db, options);
  return { seeded };
}

// npm run db:migrate — applies the committed migrations to DATABASE_URL, or to the embedded database in DATA_DIR.
import { migrateDatabase } from '@cicerone/db/migrate';
import { loadConfig } from '../config.ts';
import { openConfiguredDatabase } from '../database.ts';

const database = await openConfiguredDatabase(loadConfig());
try {
  await migrateDatabase(database);
  console.log(`Migrated the ${database.kind} database.`);
} finally {
  await database.close();
}

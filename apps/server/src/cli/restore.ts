// npm run restore FILE — restores a backup archive into an empty DATA_DIR (and FILES_DIR).
import { storagePaths } from '../config.ts';
import { restoreBackup } from '../backups/restore-backup.ts';

const archive = process.argv[2];
const storage = storagePaths();
if (!archive) {
  console.error('Usage: npm run restore FILE (a cicerone-….tar.gz written by npm run backup)');
  process.exit(1);
}
if (storage.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore, as README.md ("Backups") says.');
  process.exit(1);
}
try {
  const { takenAt } = await restoreBackup(archive, storage);
  console.log(`Restored the backup taken at ${takenAt} into ${storage.dataDir}. Start the server with npm start.`);
} catch (error) {
  console.error('Restore failed:', error instanceof Error ? error.message : error);
  process.exit(1);
}

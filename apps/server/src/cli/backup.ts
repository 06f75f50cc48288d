// npm run backup [-- --offline] — copies the embedded database and the file store into BACKUP_DIR.
import { storagePaths } from '../config.ts';
import { NoRunningServer, takeBackup } from '../backups/take-backup.ts';

const storage = storagePaths();
if (storage.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump, and the file store, as README.md ("Backups") says.');
  process.exit(1);
}
try {
  const file = await takeBackup(storage, { offline: process.argv.includes('--offline') });
  console.log(`Backup written: ${file}`);
} catch (error) {
  if (error instanceof NoRunningServer) {
    console.error(`${error.message}. Start the server (npm start), or, with it stopped, run npm run backup -- --offline.`);
  } else {
    console.error('Backup failed:', error);
  }
  process.exit(1);
}

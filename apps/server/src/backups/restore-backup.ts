import { existsSync, readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { extract as extractTar } from 'tar';
import { openDatabase } from '@cicerone/db/client';
import type { storagePaths } from '../config.ts';
import { privateFilesDir } from '../shared/file-store.ts';
import { archiveLayout, backupFormat } from './archive-layout.ts';

type Storage = ReturnType<typeof storagePaths>;

const isEmptyFolder = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

/**
 * Restores an archive of takeBackup into DATA_DIR (and FILES_DIR), which must be empty or absent:
 * a restore never mixes with, or overwrites, an installation's data. The database is loaded by
 * PGlite itself (which replays the copied WAL) and queried once, so a broken archive fails here,
 * not at the next start.
 */
export async function restoreBackup(archive: string, storage: Storage): Promise<{ takenAt: string }> {
  for (const folder of [storage.dataDir, storage.filesDir]) {
    if (!isEmptyFolder(folder)) throw new Error(`${folder} is not empty: restore into an empty data directory`);
  }
  await mkdir(dirname(storage.dataDir), { recursive: true });
  // Unpacked beside DATA_DIR (same disk), so the copies below are cheap.
  const staging = await mkdtemp(join(dirname(storage.dataDir), '.restore-'));
  try {
    await extractTar({ file: archive, cwd: staging, strict: true });
    const manifest = JSON.parse(await readFile(join(staging, archiveLayout.manifest), 'utf8')) as { format?: number; takenAt?: string };
    if (manifest.format !== backupFormat) throw new Error(`unknown backup format ${manifest.format} (this version reads ${backupFormat})`);
    await mkdir(storage.dataDir, { recursive: true });
    const database = await openDatabase({ dataDir: join(storage.dataDir, 'pglite'), loadDataDir: new Blob([await readFile(join(staging, archiveLayout.database))]) });
    try {
      await database.db.execute(sql`select 1`);
    } finally {
      await database.close();
    }
    const pieces: [string, string][] = [
      [archiveLayout.files, storage.filesDir],
      [archiveLayout.privateFiles, privateFilesDir(storage.dataDir)],
      [archiveLayout.secret, join(storage.dataDir, 'secret')],
      [archiveLayout.giftCardKey, join(storage.dataDir, 'gift-card-key')],
    ];
    for (const [name, target] of pieces) {
      if (existsSync(join(staging, name))) await cp(join(staging, name), target, { recursive: true, preserveTimestamps: true });
    }
    return { takenAt: manifest.takenAt ?? 'unknown' };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

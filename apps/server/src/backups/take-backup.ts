import { createWriteStream, existsSync } from 'node:fs';
import { chmod, copyFile, mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { create as createTar } from 'tar';
import { openDatabase } from '@cicerone/db/client';
import type { storagePaths } from '../config.ts';
import { privateFilesDir } from '../shared/file-store.ts';
import { dumpEmbeddedDatabase, dumpRequestPath, dumpSocketPath } from './database-dump.ts';
import { archiveLayout, backupFormat } from './archive-layout.ts';

type Storage = ReturnType<typeof storagePaths>;

/** 2026-11-24T22:30:00.123Z → cicerone-2026-11-24T22-30-00Z.tar.gz (no colons: valid on every file system). */
export function backupFileName(at: Date): string {
  return `cicerone-${at.toISOString().replace(/\.\d+Z$/, 'Z').replaceAll(':', '-')}.tar.gz`;
}

/** Thrown when no server answers on the data folder's socket (none runs, or it was killed). */
export class NoRunningServer extends Error {}

/**
 * Writes BACKUP_DIR/cicerone-<instant>.tar.gz: the embedded database, then the files. In that
 * order, because files are written before the rows that name them (a proof of payment is stored,
 * then recorded): every file the copied database names is in the copy; a file newer than the
 * database copy is only an unused extra. `offline` copies a stopped installation by opening its
 * database here; otherwise the running server makes the copy (PGlite admits one process).
 */
export async function takeBackup(storage: Storage, options: { offline?: boolean; at?: Date } = {}): Promise<string> {
  const at = options.at ?? new Date();
  await mkdir(storage.backupDir, { recursive: true, mode: 0o700 });
  const target = join(storage.backupDir, backupFileName(at));
  if (existsSync(target)) throw new Error(`${target} already exists`);
  // The pieces are gathered in a folder beside the target, then packed as one archive.
  const staging = await mkdtemp(join(storage.backupDir, '.staging-'));
  try {
    const databaseFile = join(staging, archiveLayout.database);
    if (options.offline) await dumpStoppedDatabase(storage.dataDir, databaseFile);
    else await downloadDump(dumpSocketPath(storage.dataDir), databaseFile);
    const entries: string[] = [archiveLayout.manifest, archiveLayout.database];
    await writeFile(join(staging, archiveLayout.manifest), JSON.stringify({ format: backupFormat, takenAt: at.toISOString(), database: 'pglite' }));
    // Symbolic links let one archive hold folders from several places (tar follows them: `follow`).
    const folders: [string, string][] = [[archiveLayout.files, storage.filesDir]];
    if (storage.privateFilesOnDisk) folders.push([archiveLayout.privateFiles, privateFilesDir(storage.dataDir)]);
    for (const [name, folder] of folders) {
      if (!existsSync(folder)) continue;
      await symlink(folder, join(staging, name));
      entries.push(name);
    }
    // The generated secret signs sessions and site-password cookies: a restored site keeps them valid.
    // The generated gift-card key finds and reopens claim codes: without it no unredeemed card redeems.
    for (const name of [archiveLayout.secret, archiveLayout.giftCardKey]) {
      const file = join(storage.dataDir, name);
      if (!existsSync(file)) continue;
      await copyFile(file, join(staging, name));
      entries.push(name);
    }
    const partial = `${target}.part`;
    // Half-written uploads are temporary '.part' files renamed when complete: never copied.
    await createTar({ gzip: true, cwd: staging, follow: true, portable: true, file: partial, filter: (path) => !path.endsWith('.part') }, entries);
    // Every password hash and the secret are inside: readable by the data's owner only.
    await chmod(partial, 0o600);
    await rename(partial, target);
    return target;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Asks the running server for its database (see serveDatabaseDumps). */
function downloadDump(socketPath: string, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const ask = request({ socketPath, path: dumpRequestPath }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`the server could not copy its database (HTTP ${response.statusCode})`));
        return;
      }
      pipeline(response, createWriteStream(file, { mode: 0o600 })).then(resolve, reject);
    });
    ask.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') reject(new NoRunningServer(`no server answers on ${socketPath}`));
      else reject(error);
    });
    ask.end();
  });
}

async function dumpStoppedDatabase(dataDir: string, file: string): Promise<void> {
  const folder = join(dataDir, 'pglite');
  // Opening a missing folder would create an empty database and back that up.
  if (!existsSync(join(folder, 'PG_VERSION'))) throw new Error(`no embedded database in ${folder}`);
  const database = await openDatabase({ dataDir: folder });
  try {
    if (!database.pglite) throw new Error('embedded database expected');
    await writeFile(file, new Uint8Array(await (await dumpEmbeddedDatabase(database.pglite)).arrayBuffer()), { mode: 0o600 });
  } finally {
    await database.close();
  }
}

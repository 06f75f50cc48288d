import { createServer, type ServerResponse } from 'node:http';
import { chmod, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { DatabaseHandle } from '@cicerone/db/client';

/**
 * A consistent copy of the embedded database's files (a tar of its data directory), taken by the
 * process that has it open: PGlite is single-process, nobody else may open those files meanwhile.
 * CHECKPOINT first writes what is committed into the data files, so a restore has little WAL to
 * replay. The files are then read under PGlite's transaction lock, which every query and
 * transaction of the server takes: the copy falls between two transactions, never inside one,
 * and writes wait only while the files are read (uncompressed: the backup script compresses).
 */
export async function dumpEmbeddedDatabase(pglite: PGlite): Promise<Blob> {
  await pglite.exec('CHECKPOINT');
  return pglite._runExclusiveTransaction(() => pglite.dumpDataDir('none'));
}

/** The running server's door for npm run backup: a Unix socket in DATA_DIR, reachable only by this machine's owner of the data. */
export const dumpSocketPath = (dataDir: string) => join(dataDir, 'backup.sock');

/** The one request the socket answers. */
export const dumpRequestPath = '/database.tar';

/**
 * Serves database dumps on dumpSocketPath while the embedded database is open. A Unix socket
 * rather than an HTTP route: no proxy or load balancer can forward to it, and the file system
 * (mode 0600, in the data folder) decides who may ask — the same people who could read the data.
 * PostgreSQL has pg_dump, so nothing is served then.
 */
export async function serveDatabaseDumps(database: DatabaseHandle, dataDir: string): Promise<{ close(): Promise<void> }> {
  const pglite = database.pglite;
  if (!pglite) return { close: async () => {} };
  const path = dumpSocketPath(dataDir);
  // A socket left by a process that was killed would make listen fail with EADDRINUSE.
  await rm(path, { force: true });
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== dumpRequestPath) {
      response.writeHead(404).end();
      return;
    }
    void sendDump(pglite, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, resolve);
  });
  await chmod(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

async function sendDump(pglite: PGlite, response: ServerResponse): Promise<void> {
  try {
    // Whole in memory already (PGlite builds the tar so): sent as one buffer.
    const dump = new Uint8Array(await (await dumpEmbeddedDatabase(pglite)).arrayBuffer());
    response.writeHead(200, { 'content-type': 'application/x-tar', 'content-length': dump.byteLength }).end(dump);
  } catch (error) {
    response.writeHead(500, { 'content-type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
  }
}

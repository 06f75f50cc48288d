import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** Both drivers speak the same PostgreSQL dialect; code above this file never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when it is the one running (tests dump it to copy a migrated template). */
  pglite?: PGlite;
  /** The PostgreSQL pool's connections right now (/metrics); PGlite has one in-process connection and no pool. */
  poolStats?: () => PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  /** Connections open, busy or idle. */
  total: number;
  idle: number;
  /** Queries queued for a connection: above zero for long, the pool (max 20) is too small. */
  waiting: number;
}

export interface DatabaseOptions {
  /** postgres://… for a real server; without it, embedded PGlite. */
  url?: string | undefined;
  /** PGlite data directory; omitted = in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite dump to start from (tests copy a migrated template instead of migrating again). */
  loadDataDir?: Blob | File | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 20 });
    // The server may close a connection at any time (a restart, a failover, an administrator): pg then
    // emits 'error' on the pool (idle clients) or on the client, which would crash the process without a
    // listener. The query in flight fails on its own; the pool opens a new connection for the next one.
    const connectionClosed = (error: Error) => console.warn(`PostgreSQL connection lost: ${error.message}`);
    pool.on('error', connectionClosed);
    // pool.end() resolves once its clients are told to end, not once their connections are gone; close()
    // waits for each one's 'end', so whoever drops the database next (the tests, DROP DATABASE … WITH
    // (FORCE)) never kills a backend still saying goodbye, which printed "connection lost … administrator command".
    const open = new Set<pg.ClientBase>();
    pool.on('connect', (client) => {
      open.add(client);
      client.on('error', connectionClosed);
      client.once('end', () => open.delete(client));
    });
    const close = async () => {
      const ended = [...open].map((client) => new Promise((resolve) => client.once('end', resolve)));
      await pool.end();
      await Promise.all(ended);
    };
    const db = drizzlePostgres({ client: pool, casing: 'snake_case' });
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    return { db: db as unknown as Database, kind: 'postgres', poolStats, close };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite({ client, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    pglite: client,
    close: () => client.close(),
  };
}

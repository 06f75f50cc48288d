import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { readFile } from 'node:fs/promises';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { PostgresListener } from './listener.ts';
import { guardedClient, transactionGuard, type TransactionGuard } from './transaction-guard.ts';

/** Both drivers speak the same PostgreSQL dialect; code above this file never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT>;

/** The handle `db.transaction` gives its callback: the same queries, inside one transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * What a query function runs on: the database, or a transaction a service opened. Services own
 * `db.transaction` and pass the transaction down, so queries compose into one unit of work.
 */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when it is the one running (tests dump it to copy a migrated template). */
  pglite?: PGlite;
  /** The PostgreSQL pool's connections right now (/metrics); PGlite has one in-process connection and no pool. */
  poolStats?: () => PoolStats;
  /** On PostgreSQL, a LISTEN connection of its own (live signals between processes); PGlite is one process and has none. */
  listener?: () => PostgresListener;
  /**
   * Runs `work` while no other process runs work under the same lock on this database: processes
   * starting together on a new release migrate and seed one after the other, not side by side.
   */
  exclusively<T>(lock: ExclusiveLock, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory-lock keys of the work only one process may do at a time (one number each, never reused). */
export const exclusiveLocks = { prepareDatabase: 0x43_49_43_01 } as const;
export type ExclusiveLock = (typeof exclusiveLocks)[keyof typeof exclusiveLocks];

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
  // Each driver is imported by the process that uses it: a server on PGlite never loads pg, nor one on
  // PostgreSQL the embedded engine (requirements §quality.performance, cold start).
  if (options.url) {
    const url = options.url;
    const [{ default: pg }, { drizzle: drizzlePostgres }, { postgresListener }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('./listener.ts'),
    ]);
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
    const guard = transactionGuard();
    // Each driver's drizzle() types its own query result; the code above this file only needs the
    // dialect's common one, so the handle widens it here, once per driver.
    const db = markingTransactions(drizzlePostgres({ client: guardedClient(pool, guard, ['query', 'connect']), casing: 'snake_case' }) as unknown as Database, guard);
    const poolStats = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
    // A session advisory lock on a connection of its own, held while `work` runs on the pool: if the
    // process dies meanwhile, its connection goes and PostgreSQL releases the lock for the next one.
    const exclusively = async <T>(lock: ExclusiveLock, work: () => Promise<T>): Promise<T> => {
      const holder = await pool.connect();
      try {
        await holder.query('SELECT pg_advisory_lock($1)', [lock]);
        try {
          return await work();
        } finally {
          await holder.query('SELECT pg_advisory_unlock($1)', [lock]);
        }
      } finally {
        holder.release();
      }
    };
    return { db, kind: 'postgres', poolStats, exclusively, close, listener: () => postgresListener(url) };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const [{ PGlite }, { pg_trgm }, { unaccent }, { drizzle: drizzlePglite }, { withPreparedStatements }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('drizzle-orm/pglite'),
    import('./pglite-statements.ts'),
  ]);
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, unaccent },
    ...(await compiledEngine()),
  });
  const guard = transactionGuard();
  const guardedEngine = guardedClient(withPreparedStatements(client), guard, ['query', 'exec', 'transaction']);
  // Widened to the common dialect type, as for the pool above.
  const db = markingTransactions(drizzlePglite({ client: guardedEngine, casing: 'snake_case' }) as unknown as Database, guard);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    // Only this process can open an embedded database: there is no one to exclude.
    exclusively: (_lock, work) => work(),
    close: () => client.close(),
  };
}

/**
 * The embedded engine's WebAssembly and file bundle, read and compiled once per process. Left to
 * itself, each PGlite instance compiles them again, and V8's optimising tier then spends about 1.5 s
 * of CPU on background threads per instance: nothing for a server's one database, most of what a
 * test file's database copy cost (API tests open one per file, decision 0049).
 */
let engine: Promise<{ pgliteWasmModule: WebAssembly.Module; fsBundle: Blob }> | undefined;

function compiledEngine() {
  engine ??= (async () => {
    const file = (specifier: string) => readFile(createRequire(import.meta.url).resolve(specifier));
    const [wasm, bundle] = await Promise.all([file('@electric-sql/pglite/pglite.wasm'), file('@electric-sql/pglite/pglite.data')]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([bundle]) };
  })();
  return engine;
}

/** `db` whose transactions mark their work, so its client refuses `db`'s queries from inside (transaction-guard.ts). */
function markingTransactions(db: Database, guard: TransactionGuard): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => transaction((tx) => guard.inside(() => work(tx)), config);
  return db;
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../client.ts';

type Executor = Pick<Database, 'execute'>;

/** Column name (snake_case, as in the table) → its SQL type, in insert order. */
export type ColumnTypes = Readonly<Record<string, string>>;

/**
 * Inserts rows as one JSON parameter per batch, expanded by json_to_recordset. One parameter
 * means no 65,535-parameter limit and no per-row round trip, and it behaves the same on
 * PGlite and on PostgreSQL (both parse JSON arrays into text[] columns and objects into jsonb).
 * Rows are objects keyed by column name; `rows` may be a generator, so a million reviews are
 * never all in memory at once.
 */
export async function insertRows(
  db: Executor,
  table: string,
  columns: ColumnTypes,
  rows: Iterable<object>,
  batchSize = 5000,
): Promise<number> {
  const names = Object.keys(columns).join(', ');
  const definition = Object.entries(columns)
    .map(([name, type]) => `${name} ${type}`)
    .join(', ');
  const statement = (json: string) =>
    sql`insert into ${sql.raw(table)} (${sql.raw(names)}) select ${sql.raw(names)} from json_to_recordset(${json}::json) as x(${sql.raw(definition)})`;

  let batch: object[] = [];
  let count = 0;
  for (const row of rows) {
    batch.push(row);
    if (batch.length >= batchSize) {
      await db.execute(statement(JSON.stringify(batch)));
      count += batch.length;
      batch = [];
    }
  }
  if (batch.length > 0) {
    await db.execute(statement(JSON.stringify(batch)));
    count += batch.length;
  }
  return count;
}

/**
 * Runs `load` with the tables' secondary indexes dropped, then rebuilds them from their own
 * definitions (pg_indexes), so this never drifts from the migrations. Building an index once
 * over a million rows is several times faster than updating it a million times — above all the
 * trigram GIN index. Indexes backing a constraint (primary keys, unique) stay: the load relies on them.
 * Must run inside a transaction, so a failure leaves every index in place.
 */
export async function withoutSecondaryIndexes<T>(db: Executor, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const result = await db.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = current_schema() and tablename in (${sql.join(tables.map((t) => sql`${t}`), sql`, `)})
      and indexname not in (select conname from pg_constraint where contype in ('p', 'u', 'x'))`);
  const indexes = rowsOf<{ name: string; definition: string }>(result);
  for (const index of indexes) await db.execute(sql.raw(`drop index "${index.name}"`));
  const value = await load();
  for (const index of indexes) await db.execute(sql.raw(index.definition));
  return value;
}

/** node-postgres and PGlite both answer execute() with { rows }. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Skips foreign-key triggers until the transaction ends, when the role may (a superuser:
 * always on PGlite, often not on a managed PostgreSQL). The generator only writes ids it took
 * from the tables, so the checks cannot fail; they would double the time of a big load.
 */
export async function skipForeignKeyChecks(db: Executor): Promise<boolean> {
  const result = await db.execute(sql`select current_setting('is_superuser') = 'on' as allowed`);
  if (!rowsOf<{ allowed: boolean }>(result)[0]?.allowed) return false;
  await db.execute(sql`set local session_replication_role = replica`);
  return true;
}

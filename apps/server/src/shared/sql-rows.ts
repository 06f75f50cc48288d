import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Executor } from '@cicerone/db/client';

/**
 * Runs hand-written SQL (the catalog's tuned list queries) and returns its rows typed as the
 * caller declares them. Both drivers answer with `{ rows }`; the SQL casts every column to the
 * JS type named here (::int, ::float8, ::text), since raw results skip Drizzle's column mapping.
 */
export async function selectRows<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * selectRows for a query run many times a second whose text never changes (its values are all parameters):
 * PostgreSQL keeps it prepared on each connection under `name` and plans it once, not on every call. The
 * tour cards' query spent 2.6 ms planning for 1–5 ms of execution. Each name must always carry the same
 * text (node-postgres refuses another), so only hand-written queries with a fixed text take one. PGlite
 * keeps every query prepared already (pglite-statements.ts) and ignores the name.
 */
export async function selectPreparedRows<Row>(db: Executor, name: string, query: SQL): Promise<Row[]> {
  const result = (await db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false).execute()) as { rows: Row[] };
  return result.rows;
}

/** A list as one PostgreSQL array parameter (`$1::int[]`, `$1::text[]`) rather than one parameter per item. */
export function arrayLiteral(values: readonly (string | number)[]): string {
  const items = values.map((value) => (typeof value === 'number' ? String(value) : `"${value.replace(/["\\]/g, '\\$&')}"`));
  return `{${items.join(',')}}`;
}

import type { SQL } from 'drizzle-orm';
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

/** A list as one PostgreSQL array parameter (`$1::int[]`, `$1::text[]`) rather than one parameter per item. */
export function arrayLiteral(values: readonly (string | number)[]): string {
  const items = values.map((value) => (typeof value === 'number' ? String(value) : `"${value.replace(/["\\]/g, '\\$&')}"`));
  return `{${items.join(',')}}`;
}

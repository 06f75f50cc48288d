import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A CHECK that keeps a text column one of `values` (NULL passes: nullable columns say so with
 * notNull or not). The values come from the lists in packages/core that also type the code and
 * the zod contracts, so one list drives all three; changing a list shows up as a new migration.
 * Written as literals (the DDL of a CHECK cannot take parameters), hence the strict shape.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const unsafe = values.find((value) => !/^[a-z][a-z0-9_-]*$/.test(value));
  if (unsafe !== undefined) throw new Error(`not a status-like value: ${unsafe}`);
  return sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`;
}

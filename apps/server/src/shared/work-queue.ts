import { count, min, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '@cicerone/db/client';

/** Work waiting for a person (requirements §back-office.dashboard, the dashboard's queues): how many items, and since when the oldest waits. */
export interface WorkQueue {
  count: number;
  oldestAt: Date | null;
}

/**
 * The queue of `table`'s rows matching `where`, aged by `since`: each feature passes the same
 * condition its own list uses, so the dashboard counts exactly what that page shows.
 */
export async function workQueue(db: Executor, table: PgTable, where: SQL | undefined, since: PgColumn): Promise<WorkQueue> {
  const [row] = await db.select({ count: count(), oldestAt: min(since) }).from(table).where(where);
  const oldest = row?.oldestAt ?? null;
  return { count: row?.count ?? 0, oldestAt: oldest === null ? null : new Date(oldest as Date | string) };
}

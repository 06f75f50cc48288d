import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@cicerone/db/client';
import { QueryInsideTransactionError } from '@cicerone/db/transaction-guard';
import { openTestDatabase } from './test/database.ts';
import { selectRows } from './shared/sql-rows.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table guard_probe (id int primary key)`);
});
afterAll(() => handle.close());

const probeIds = async () => (await selectRows<{ id: number }>(handle.db, sql`select id from guard_probe order by id`)).map((row) => row.id);

/** The guard's error, wherever drizzle put it in the chain of causes. */
function refusedByTheGuard(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof QueryInsideTransactionError) return true;
  }
  return false;
}

describe('a query on db from inside one of its own transactions', () => {
  it('fails at once, naming the mistake, and the transaction changes nothing (on the embedded database it hung the process)', async () => {
    const outcome = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into guard_probe (id) values (1)`);
      await handle.db.execute(sql`select 1`);
    });
    await expect(outcome).rejects.toSatisfy(refusedByTheGuard);
    expect(await probeIds()).toEqual([]);
  });

  it('refuses a transaction opened on db inside another, and reads through tx are fine', async () => {
    const nested = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into guard_probe (id) values (2)`);
      await handle.db.transaction((inner) => inner.execute(sql`insert into guard_probe (id) values (3)`));
    });
    await expect(nested).rejects.toSatisfy(refusedByTheGuard);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into guard_probe (id) values (4)`);
      await tx.transaction((savepoint) => savepoint.execute(sql`insert into guard_probe (id) values (5)`));
    });
    expect(await probeIds()).toEqual([4, 5]);
  });

  it('lets queries of other requests wait their turn, and work a transaction only started query once it has ended', async () => {
    let started: Promise<unknown> = Promise.resolve();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into guard_probe (id) values (6)`);
      // Started, not awaited: it runs after the commit, when the mark is off.
      started = held.then(() => handle.db.execute(sql`insert into guard_probe (id) values (7)`));
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // Another request, from its own async context, while the transaction is open.
    const other = handle.db.execute(sql`select count(*) from guard_probe`);
    await transaction;
    release();
    await Promise.all([started, other]);
    expect(await probeIds()).toEqual([4, 5, 6, 7]);
  });
});

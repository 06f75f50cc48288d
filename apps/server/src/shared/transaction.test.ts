import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@cicerone/db/client';
import { openTestDatabase } from '../test/database.ts';
import { selectRows } from './sql-rows.ts';
import { retryingTransaction } from './transaction.ts';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await handle.db.execute(sql`create table lock_probe (id int primary key, n int not null default 0)`);
  await handle.db.execute(sql`insert into lock_probe (id) values (1), (2)`);
});
afterAll(() => handle.close());

describe('retryingTransaction', () => {
  // A deadlock needs two connections: the embedded database runs one transaction at a time.
  it.skipIf(inject('testDatabase').kind !== 'postgres')('runs the victim of a real deadlock once more, so both transactions commit', async () => {
    let attempts = 0;
    let arrived = 0;
    let release: () => void = () => {};
    const bothHoldTheirFirstRow = new Promise<void>((resolve) => (release = resolve));
    // Each takes one row, waits until the other has taken the other row, then asks for it: a cycle PostgreSQL breaks with 40P01.
    const cross = (first: number, second: number) =>
      retryingTransaction(handle.db, async (tx) => {
        attempts += 1;
        const firstAttempt = attempts <= 2;
        await tx.execute(sql`update lock_probe set n = n + 1 where id = ${first}`);
        if (firstAttempt) {
          arrived += 1;
          if (arrived === 2) release();
          await bothHoldTheirFirstRow;
        }
        await tx.execute(sql`update lock_probe set n = n + 1 where id = ${second}`);
      });
    await Promise.all([cross(1, 2), cross(2, 1)]);
    expect(attempts).toBe(3);
    // The victim's first attempt left nothing behind: each row counted once per committed transaction.
    expect(await selectRows<{ id: number; n: number }>(handle.db, sql`select id, n from lock_probe order by id`)).toEqual([
      { id: 1, n: 2 },
      { id: 2, n: 2 },
    ]);
  });

  it('runs other failures once and lets them through', async () => {
    let attempts = 0;
    const failing = retryingTransaction(handle.db, async (tx) => {
      attempts += 1;
      await tx.execute(sql`insert into lock_probe (id) values (1)`);
    });
    await expect(failing).rejects.toThrow();
    expect(attempts).toBe(1);
  });
});

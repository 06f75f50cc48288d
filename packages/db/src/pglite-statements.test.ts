import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client.ts';

// The embedded database answers a query it has seen from a named statement (pglite-statements.ts):
// the answers must be the ones PGlite's own query() gives (drizzle's parsers: dates as written), through
// errors and schema changes.
describe('the embedded database’s prepared statements', () => {
  let handle: DatabaseHandle;
  // Both drivers answer execute() with { rows } (apps/server's selectRows reads them the same way).
  const rows = async (query: ReturnType<typeof sql>) => ((await handle.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

  beforeAll(async () => {
    handle = await openDatabase({});
    await handle.db.execute(sql`create table place (id int primary key, name text not null, day date, seen timestamptz)`);
  });
  afterAll(() => handle.close());

  it('answers the same SQL with different values, each time from the values given', async () => {
    await handle.db.execute(sql`insert into place values (1, 'Lyon', '2026-12-01', '2026-11-28T10:00:00Z'), (2, 'Nice', null, null)`);
    for (const id of [1, 2, 1]) {
      expect(await rows(sql`select id, name, day from place where id = ${id}`)).toEqual([
        id === 1 ? { id: 1, name: 'Lyon', day: '2026-12-01' } : { id: 2, name: 'Nice', day: null },
      ]);
    }
    // Prepared once, answered three times.
    expect(await rows(sql`select count(*)::int as n from pg_prepared_statements where statement like 'select id, name, day from place%'`)).toEqual([{ n: 1 }]);
    expect(await rows(sql`select count(*)::int as n from place where name = any(${sql.param(['Lyon', 'Nice'])}::text[])`)).toEqual([{ n: 2 }]);
  });

  it('gives the error of a refused statement and answers the next one', async () => {
    const insert = (id: number) => handle.db.execute(sql`insert into place (id, name) values (${id}, 'Paris')`);
    await insert(3);
    await expect(insert(3)).rejects.toMatchObject({ cause: { code: '23505' } });
    await insert(4);
    expect(await rows(sql`select id from place where name = 'Paris' order by id`)).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('prepares a statement again when its table changed shape', async () => {
    const all = sql`select * from place where id = 1`;
    expect(Object.keys((await rows(all))[0] ?? {})).toEqual(['id', 'name', 'day', 'seen']);
    await handle.db.execute(sql`alter table place add column country text default 'FR'`);
    expect(await rows(all)).toMatchObject([{ id: 1, country: 'FR' }]);
  });

  it('keeps a bounded number of statements and still answers the ones it let go', async () => {
    for (let count = 1; count <= 320; count += 1) {
      const values = Array.from({ length: count }, (_, index) => index);
      await handle.db.execute(sql`select ${sql.join(values.map((value) => sql`${value}::int`), sql`, `)}`);
    }
    const prepared = await rows(sql`select count(*)::int as n from pg_prepared_statements`);
    expect(prepared[0]?.n).toBeLessThanOrEqual(300);
    expect(await rows(sql`select name from place where id = ${2}`)).toEqual([{ name: 'Nice' }]);
  });

  it('runs a transaction’s work apart from queries outside it', async () => {
    const transaction = handle.db.transaction(async (tx) => {
      await tx.execute(sql`update place set name = 'Lille' where id = 2`);
      await new Promise((resolve) => setTimeout(resolve, 20));
      tx.rollback();
    });
    const outside = rows(sql`select name from place where id = ${2}`);
    await expect(transaction).rejects.toThrow();
    expect(await outside).toEqual([{ name: 'Nice' }]);
  });
});

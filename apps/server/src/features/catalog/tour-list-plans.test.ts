// Requirements §quality.performance: no filter combination of GET /api/tours reads the whole tour (or review) table. The
// statements are the service's own, captured from the database it is given while the API answers
// every combination of filters; each is then EXPLAINed with enable_seqscan off, so the planner shows
// its best path that avoids a sequential scan whatever the catalogue's size (decision 0039). The whole
// catalogue's counts read every tour once per cache time, not per list: the test checks it is read once.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '@cicerone/db/client';
import { seedDemoCatalog } from '@cicerone/db/seed/catalog/demo-catalog';
import { createApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { openTestDatabase } from '../../test/database.ts';
import { scansOfWholeTables, type PlanNode } from '../../test/plan-scans.ts';

let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof createApp>>;
let dataDir: string;
/** Every statement the app ran on the database, in order. */
const statements: SQL[] = [];

/** A compiled statement ($1, $2… and its values) as SQL again, to EXPLAIN it like the others. */
function fromCompiled(query: { sql: string; params: unknown[] }): SQL {
  const parts = query.sql.split(/\$(\d+)/);
  return sql.join(parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${query.params[Number(part) - 1]}`)));
}

/**
 * The database as the app sees it, keeping each statement it executes: the list's SQL goes through
 * db.execute, the cards' through a named statement (its session's prepareQuery).
 */
function recording(db: Database): Database {
  const session = new Proxy(db._.session, {
    get(target, name) {
      const value = Reflect.get(target, name, target) as unknown;
      if (name === 'prepareQuery') {
        return (query: { sql: string; params: unknown[] }, fields: unknown, statementName: string | undefined, ...rest: unknown[]) => {
          // Unnamed ones are db.execute's own, recorded as SQL by the wrapper below.
          if (statementName !== undefined) statements.push(fromCompiled(query));
          return (target.prepareQuery as (...args: unknown[]) => unknown)(query, fields, statementName, ...rest);
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return new Proxy(db, {
    get(target, name) {
      const value = Reflect.get(target, name, target) as unknown;
      if (name === 'execute') return (query: SQL) => (statements.push(query), target.execute(query));
      if (name === '_') return { ...target._, session };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cicerone-plans-'));
  database = await openTestDatabase();
  await seedDemoCatalog(database.db, { tours: 1_500, reviews: 3_000, filesDir: join(dataDir, 'files'), translatedTours: 100 });
  await database.db.execute(sql`vacuum analyze tour`);
  const config = loadConfig({ NODE_ENV: 'test', SECRET: 'test-secret-0123456789abcdefghijklmnopqrstuvwxyz', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }, { dataDir });
  app = await createApp({ config, db: recording(database.db) });
  await app.ready();
}, 120_000);

afterAll(async () => {
  await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Each filter's values: absent first, then one way of asking for it (a page number only moves the OFFSET). */
const dimensions: [string, (string | undefined)[]][] = [
  ['city', [undefined, 'paris']],
  ['q', [undefined, 'tour']],
  ['categories', [undefined, 'museum,food-tour']],
  ['people', [undefined, '6']],
  ['minPrice', [undefined, '40']],
  ['maxPrice', [undefined, '300']],
  ['duration', [undefined, '8h']],
  ['startAt', [undefined, '2099-01-05']],
  ['specialFilters', [undefined, 'family']],
  ['sort', ['popular', 'rating', 'price-asc', 'price-desc', 'newest']],
];

function* combinations(index = 0, query: Record<string, string> = {}): Generator<Record<string, string>> {
  if (index === dimensions.length) return yield query;
  const [name, values] = dimensions[index] as [string, (string | undefined)[]];
  for (const value of values) yield* combinations(index + 1, value === undefined ? query : { ...query, [name]: value });
}

it('answers every combination of filters without reading the whole tour or review table', async () => {
  let asked = 0;
  for (const query of combinations()) {
    const response = await app.inject({ method: 'GET', url: '/api/tours', query: { ...query, language: 'en_US', currency: 'EUR' } });
    expect(response.statusCode, `${JSON.stringify(query)}: ${response.body}`).toBe(200);
    asked += 1;
  }
  // The reads of tours (lists, candidates, cards), each distinct statement once.
  const dialect = (database.db as unknown as { dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } } }).dialect;
  const distinct = new Map<string, SQL>();
  for (const statement of statements) {
    const compiled = dialect.sqlToQuery(statement);
    if (/\b(from|join) tour t\b/.test(compiled.sql)) distinct.set(JSON.stringify(compiled), statement);
  }
  expect(asked).toBe(dimensions.reduce((product, [, values]) => product * values.length, 1));
  expect(distinct.size).toBeGreaterThan(100);
  // The one read of every published tour: the whole catalogue's counts, read once per cache time and not per list
  // (decision 0042), so 2,048 lists read it once. It is the only statement on tour without the alias t.
  const snapshots = statements.filter((statement) => /\bfrom tour where activated\b/.test(dialect.sqlToQuery(statement).sql));
  expect(snapshots).toHaveLength(1);
  // The searches' words are read once too (one language asked), for the index they are answered from in memory.
  const searchReads = statements.filter((statement) => /\bfrom tour searched\b/.test(dialect.sqlToQuery(statement).sql));
  expect(searchReads).toHaveLength(1);

  const failures: string[] = [];
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    for (const [key, statement] of distinct) {
      const result = (await tx.execute(sql`explain (format json) ${statement}`)) as unknown as { rows: { 'QUERY PLAN': [{ Plan: PlanNode }] | string }[] };
      const cell = result.rows[0]?.['QUERY PLAN'];
      const plan = (typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }];
      for (const scan of scansOfWholeTables(plan[0].Plan, ['tour', 'review'])) failures.push(`${scan}\n  in ${key}`);
    }
  });
  expect(failures, failures.slice(0, 5).join('\n\n')).toEqual([]);
}, 600_000);

import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type DatabaseHandle } from '@cicerone/db/client';
import { pendingMigrations } from '@cicerone/db/migrate';
import {
  city,
  continent,
  country,
  currency,
  exchangeRate,
  language,
  seedState,
  socialNetwork,
  tourCategory,
} from '@cicerone/db/schema/reference';
import { seedReferenceData } from '@cicerone/db/seed/reference';
import { demoAccountsAllowed, prepareDatabase } from './database.ts';
import { openTestDatabase } from './test/database.ts';
import { admin, databaseUrl } from './test/template.ts';

const tables: Record<string, PgTable> = { language, currency, exchangeRate, continent, country, city, socialNetwork, tourCategory, seedState };

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await handle.db.select({ n: count() }).from(table);
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

async function activatedCitySlugs() {
  const rows = await handle.db.select({ slug: city.slug }).from(city).where(eq(city.activated, true)).orderBy(asc(city.id));
  return rows.map((row) => row.slug);
}

async function isActivated(code: string) {
  const [row] = await handle.db.select({ activated: currency.activated }).from(currency).where(eq(currency.code, code));
  return row?.activated;
}

describe('the test database', () => {
  it('runs on PostgreSQL when TEST_DATABASE_URL is set, else on PGlite', () => {
    expect(handle.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });
});

describe('closing a PostgreSQL database', () => {
  // Only a server has connections to close; the embedded database has none.
  it.skipIf(inject('testDatabase').kind !== 'postgres')('waits until every connection is gone, so the test database is dropped without killing one', async () => {
    const warn = vi.spyOn(console, 'warn');
    try {
      for (let round = 0; round < 5; round += 1) {
        const own = await openTestDatabase();
        // As many statements at once as the pool has connections: all of them open.
        await Promise.all(Array.from({ length: 20 }, () => own.db.execute(sql`select pg_sleep(0.05)`)));
        // Closes the pool, then DROP DATABASE … WITH (FORCE), which terminates whatever is still connected.
        await own.close();
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});

describe('seeding the reference data', () => {
  it('skips when the data is already at the current version', async () => {
    expect(await seedReferenceData(handle.db)).toBe(false);
    expect(await prepareDatabase(handle)).toMatchObject({ seeded: false, demoAccounts: [] });
  });

  // One test, because every forced seed costs seconds: it rewrites the whole reference data.
  it('changes nothing when forced twice over a seeded database, keeping operators’ choices', async () => {
    await handle.db.update(currency).set({ activated: false }).where(eq(currency.code, 'CHF'));
    const before = await rowCounts();
    const cities = await activatedCitySlugs();
    expect(before.city).toBeGreaterThan(500);
    expect(before.seedState).toBe(1);

    expect(await seedReferenceData(handle.db, { force: true })).toBe(true);
    expect(await seedReferenceData(handle.db, { force: true })).toBe(true);

    expect(await rowCounts()).toEqual(before);
    expect(await activatedCitySlugs()).toEqual(cities);
    expect(await isActivated('CHF')).toBe(false);
    expect(await seedReferenceData(handle.db)).toBe(false);
  });
});

describe('demo accounts', () => {
  it('never go into a production PostgreSQL, whatever SEED_DEMO says', () => {
    expect(demoAccountsAllowed({ env: 'production', databaseUrl: 'postgres://db/cicerone' })).toBe(false);
    expect(demoAccountsAllowed({ env: 'production', databaseUrl: undefined })).toBe(true);
    expect(demoAccountsAllowed({ env: 'development', databaseUrl: 'postgres://localhost/dev' })).toBe(true);
  });
});

describe('several processes starting on one new PostgreSQL database', () => {
  // Each process migrates and seeds at start; on an empty database they must not trip over each other.
  it.skipIf(inject('testDatabase').kind !== 'postgres')('migrate and seed it once between them, every one of them starting', async () => {
    const template = inject('testDatabase');
    if (template.kind !== 'postgres') return;
    const name = `cicerone_test_empty_${Date.now().toString(36)}`;
    await admin(template.adminUrl, [`CREATE DATABASE ${name}`]);
    const processes = await Promise.all(Array.from({ length: 4 }, () => openDatabase({ url: databaseUrl(template.adminUrl, name) })));
    try {
      const started = await Promise.allSettled(processes.map((each) => prepareDatabase(each)));
      expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'started'))).toEqual(['started', 'started', 'started', 'started']);
      expect(started.filter((result) => result.status === 'fulfilled' && result.value.seeded)).toHaveLength(1);
      expect(await pendingMigrations(processes[0]!.db)).toEqual([]);
    } finally {
      await Promise.all(processes.map((each) => each.close()));
      await admin(template.adminUrl, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    }
  }, 120_000);
});

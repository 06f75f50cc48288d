import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@cicerone/db/client';
import { seedReferenceData } from '@cicerone/db/seed/reference';
import { prepareDatabase } from './database.ts';
import { openTestDatabase } from './test/database.ts';

const tables = ['language', 'currency', 'exchange_rate', 'continent', 'country', 'city', 'social_network', 'tour_category', 'seed_state'];

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.close());

async function rowCounts() {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const result = await handle.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`);
    counts[table] = Number((result.rows[0] as { n: number }).n);
  }
  return counts;
}

async function activatedCities() {
  const result = await handle.db.execute(sql`select slug from city where activated order by id`);
  return result.rows.map((row) => (row as { slug: string }).slug);
}

describe('seeding the reference data', () => {
  it('skips when the data is already at the current version', async () => {
    expect(await seedReferenceData(handle.db)).toBe(false);
    expect(await prepareDatabase(handle)).toEqual({ seeded: false });
  });

  it('changes nothing when forced twice over a seeded database', async () => {
    const before = await rowCounts();
    const cities = await activatedCities();
    expect(before.city).toBeGreaterThan(500);
    expect(before.seed_state).toBe(1);

    expect(await seedReferenceData(handle.db, { force: true })).toBe(true);
    expect(await seedReferenceData(handle.db, { force: true })).toBe(true);

    expect(await rowCounts()).toEqual(before);
    expect(await activatedCities()).toEqual(cities);
    expect(await seedReferenceData(handle.db)).toBe(false);
  });

  it('keeps an operator’s currency activation when re-seeding', async () => {
    await handle.db.execute(sql`update currency set activated = false where code = 'CHF'`);
    await seedReferenceData(handle.db, { force: true });
    const result = await handle.db.execute(sql`select activated from currency where code = 'CHF'`);
    expect(result.rows[0]).toEqual({ activated: false });
  });
});

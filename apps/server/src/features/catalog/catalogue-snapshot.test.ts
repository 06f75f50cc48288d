// The lists without a search from memory (decision 0042), of the whole catalogue and of a city, against the
// SQL they replace (list-queries.ts's page), on a seeded demo catalogue, for every combination of the filters
// and sorts such a list takes.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupBandFor, tourDurations, type TourDuration } from '@cicerone/core/catalog/pricing';
import { tourSorts } from '@cicerone/core/catalog/tour-filters';
import type { DatabaseHandle } from '@cicerone/db/client';
import { seedDemoCatalog } from '@cicerone/db/seed/catalog/demo-catalog';
import { selectRows } from '../../shared/sql-rows.ts';
import { openTestDatabase } from '../../test/database.ts';
import { catalogueSnapshot, type SnapshotRow } from './catalogue-snapshot.ts';
import { listQueries, type TourFilter } from './list-queries.ts';

let database: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cicerone-counts-'));
  database = await openTestDatabase();
  await seedDemoCatalog(database.db, { tours: 600, reviews: 600, filesDir: join(dataDir, 'files'), translatedTours: 10 });
  // Some tours withdrawn: they are never counted.
  await database.db.execute(sql`update tour set activated = false where id % 11 = 0`);
}, 120_000);

afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the lists without a search from memory', () => {
  it('pages and counts as the SQL does for every combination of city, group size, day, features, categories, duration, price range and sort', async () => {
    const lists = listQueries(database.db);
    const snapshot = catalogueSnapshot({ load: lists.snapshotRows, ttlMs: 60_000 });
    const categories = (await selectRows<{ id: number }>(database.db, sql`select id from tour_category order by id`)).map((row) => row.id);
    // The two busiest cities, and one without tours (the city's part of an order is then empty).
    const busiest = (await selectRows<{ id: number }>(database.db, sql`select city_id as id from tour where activated group by 1 order by count(*) desc, 1 limit 2`)).map((row) => row.id);
    const empty = await selectRows<{ id: number }>(database.db, sql`select id from city where id not in (select city_id from tour where activated) order by id limit 1`);
    const cities = [undefined, ...busiest, (empty[0] as { id: number }).id];
    const filters: [TourFilter, (typeof tourSorts)[number]][] = [];
    for (const cityId of cities)
      for (const people of [1, 2, 5, 12])
        for (const weekdayBit of [undefined, 1 << 0, 1 << 3])
          for (const features of [undefined, ['family'], ['wheelchair', 'pickup'], ['no-such-feature']])
            for (const categoryIds of [undefined, categories.slice(0, 1), categories.slice(1, 4), [categories[0] as number, categories[0] as number]])
              for (const duration of [undefined, ...tourDurations] as (TourDuration | undefined)[])
                for (const [minCents, maxCents] of [[0, undefined], [10_000, undefined], [0, 25_000], [15_000, 30_000], [30_000, 10_000]] as [number, number | undefined][])
                  filters.push([
                    { cityId, people, band: groupBandFor(people), weekdayBit, features, categoryIds, duration, minCents, maxCents },
                    tourSorts[filters.length % tourSorts.length] as (typeof tourSorts)[number],
                  ]);
    const mismatches: string[] = [];
    let full = 0;
    let cityPages = 0;
    for (const [index, [filter, sort]] of filters.entries()) {
      // The first page, a later one, and one past the end (empty, with the count).
      const [limit, offset] = [[12, 0], [5, 10], [12, 600]][index % 3] as [number, number];
      const [expected, answered] = await Promise.all([lists.page(filter, sort, limit, offset), snapshot.page(filter, sort, limit, offset)]);
      if (JSON.stringify(answered) !== JSON.stringify(expected)) mismatches.push(`${JSON.stringify(filter)} ${sort} ${limit}@${offset}: ${JSON.stringify(answered)} from memory, ${JSON.stringify(expected)} in SQL`);
      if (filter.cityId === undefined && answered.ids.length === limit) full += 1;
      if (filter.cityId !== undefined && answered.ids.length > 0) cityPages += 1;
    }
    expect(filters.length).toBeGreaterThan(4 * 3_000);
    expect(mismatches.slice(0, 5)).toEqual([]);
    // Not a table of empty pages: many lists of the whole catalogue fill their page, and many of a city's find tours.
    expect(full).toBeGreaterThan(500);
    expect(cityPages).toBeGreaterThan(600);
  }, 300_000);

  it('reads the tours once per cache time, ahead of it while the old snapshot answers, at once after forget, never older than its time', async () => {
    let now = 0;
    let reads = 0;
    const rows: SnapshotRow[] = [{ id: 1, cityId: 1, categoryId: 1, reviewCount: 0, rating: 0, minPeople: 1, maxPeople: 8, weekdays: 127, features: '', listPrices: '10000' }];
    let held: Promise<void> | undefined;
    const snapshot = catalogueSnapshot({
      load: async () => {
        reads += 1;
        await held;
        return rows.map((row) => ({ ...row }));
      },
      ttlMs: 1_000,
      clock: () => now,
    });
    const filter: TourFilter = { people: 2, band: 0, minCents: 0 };
    const page = () => snapshot.page(filter, 'popular', 12, 0);
    const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
    expect(await page()).toEqual({ ids: [1], total: 1 });
    now = 700;
    expect(await page()).toEqual({ ids: [1], total: 1 });
    expect(reads).toBe(1);

    // In the last fifth of its time the old snapshot answers while the next one loads.
    rows.push({ id: 2, cityId: 1, categoryId: 2, reviewCount: 3, rating: 4.5, minPeople: 1, maxPeople: 8, weekdays: 127, features: '', listPrices: '20000' });
    const release = Promise.withResolvers<void>();
    held = release.promise;
    now = 900;
    expect(await page()).toEqual({ ids: [1], total: 1 });
    expect(reads).toBe(2);
    release.resolve();
    await settle();
    expect(await page()).toEqual({ ids: [2, 1], total: 2 });

    // Past its time nothing older answers: the list waits for the tours read again.
    rows.push({ id: 3, cityId: 2, categoryId: 2, reviewCount: 9, rating: 4, minPeople: 1, maxPeople: 8, weekdays: 127, features: '', listPrices: '30000' });
    now = 3_000;
    expect(await page()).toEqual({ ids: [3, 2, 1], total: 3 });
    expect(reads).toBe(3);

    // A tour changed here: read again at once.
    rows.pop();
    snapshot.forget();
    expect(await page()).toEqual({ ids: [2, 1], total: 2 });
    expect(reads).toBe(4);

    // A rating changed here: read again in the background.
    rows[0] = { ...(rows[0] as SnapshotRow), reviewCount: 20 };
    snapshot.refresh();
    await settle();
    expect(await page()).toEqual({ ids: [1, 2], total: 2 });
    expect(reads).toBe(5);
  });
});

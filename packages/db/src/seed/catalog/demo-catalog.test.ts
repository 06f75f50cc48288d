import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupBandFor } from '@cicerone/core/catalog/pricing';
import { tourCategorySlugs } from '@cicerone/core/catalog/tour-categories';
import { locales } from '@cicerone/core/locales';
import { openDatabase, type DatabaseHandle } from '../../client.ts';
import { migrateDatabase } from '../../migrate.ts';
import { seedReferenceData } from '../reference.ts';
import { defaultDemoCatalog, demoCities, seedDemoCatalog, type DemoCatalogSummary } from './demo-catalog.ts';
import { loadPlaces } from './places.ts';
import { galleryVariants } from './gallery.ts';

// The packages' tests run without the API project's template database, so this file builds its own.
let database: DatabaseHandle;
let filesDir: string;
let summary: DemoCatalogSummary;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A fingerprint of every generated row (timestamps set by now() left out). */
async function fingerprint(): Promise<string> {
  const [row] = await rows<{ digest: string }>(sql`
    select md5(concat_ws('|',
      (select string_agg(concat_ws(',', id, slug, city_id, category_id, featured, min_people, max_people, min_start_time, max_start_time, weekdays, guide_languages, features, rating, review_count, search_text), ';' order by id) from tour),
      (select string_agg(concat_ws(',', tour_id, duration, band, price_cents), ';' order by tour_id, duration, band) from tour_price),
      (select string_agg(concat_ws(',', tour_id, position, path), ';' order by tour_id, position) from tour_image),
      (select string_agg(concat_ws(',', tour_id, language, title, description, itinerary::text, included, meeting_point), ';' order by tour_id, language) from tour_text),
      (select string_agg(concat_ws(',', id, tour_id, author_name, author_country, language, rating, title, body, visited_on, created_at), ';' order by id) from review),
      (select string_agg(concat_ws(',', cms, language, data::text), ';' order by cms, language) from content_entry))) as digest`);
  return row!.digest;
}

beforeAll(async () => {
  database = await openDatabase({});
  await migrateDatabase(database);
  await seedReferenceData(database.db);
  filesDir = mkdtempSync(join(tmpdir(), 'cicerone-catalog-'));
  summary = await seedDemoCatalog(database.db, { tours: 60, reviews: 600, filesDir });
});

afterAll(async () => {
  await database?.close();
  if (filesDir) rmSync(filesDir, { recursive: true, force: true });
});

describe('seedDemoCatalog', () => {
  it('names every city of the default demo in the seven languages (its titles say "город Кабул", not "город Kabul")', async () => {
    const cities = demoCities(await loadPlaces(database.db), defaultDemoCatalog.tours);
    expect(cities).toHaveLength(160);
    const untranslated = cities.filter((city) => locales.some((locale) => !city.names[locale])).map((city) => `${city.country.iso2}-${city.slug}`);
    expect(untranslated).toEqual([]);
  });

  it('seeds the asked number of tours over all eight categories, in activated cities only', async () => {
    expect(summary).toMatchObject({ tours: 60, reviews: 600, texts: 60 * 7 });
    const categories = await rows<{ slug: string }>(sql`select distinct k.slug from tour t join tour_category k on k.id = t.category_id`);
    expect(categories.map((c) => c.slug).sort()).toEqual([...tourCategorySlugs].sort());
    const [cities] = await rows<{ inactive: number }>(sql`select count(*)::int as inactive from tour t join city c on c.id = t.city_id where not c.activated`);
    expect(cities!.inactive).toBe(0);
  });

  it('prices every duration for every group band up to maxPeople, in whole euros; bike tours only by bike', async () => {
    const tours = await rows<{ id: number; category: string; maxPeople: number; prices: { duration: string; band: number; cents: number }[] }>(sql`
      select t.id, k.slug as category, t.max_people as "maxPeople",
        json_agg(json_build_object('duration', p.duration, 'band', p.band, 'cents', p.price_cents)) as prices
      from tour t join tour_category k on k.id = t.category_id join tour_price p on p.tour_id = t.id group by t.id, k.slug`);
    expect(tours).toHaveLength(60);
    for (const tour of tours) {
      const durations = [...new Set(tour.prices.map((p) => p.duration))];
      if (tour.category === 'bike-tour') expect(durations).toEqual(['bike_4h']);
      else expect(durations.every((d) => d === '4h' || d === '8h')).toBe(true);
      const bands = groupBandFor(tour.maxPeople) + 1;
      expect(tour.prices).toHaveLength(durations.length * bands);
      for (const price of tour.prices) {
        expect(price.cents % 100).toBe(0);
        expect(price.band).toBeLessThan(bands);
      }
      const base = tour.prices.filter((p) => p.band === 0);
      for (const price of base) expect(price.cents).toBeGreaterThan(0);
    }
  });

  it('writes the texts of every tour in the seven languages, and the search text finds translated names', async () => {
    const [texts] = await rows<{ incomplete: number }>(sql`
      select count(*)::int as incomplete from (select tour_id from tour_text group by tour_id having count(*) <> ${locales.length}) t`);
    expect(texts!.incomplete).toBe(0);
    const [tokyo] = await rows<{ searchText: string; title: string }>(sql`
      select t.search_text as "searchText", x.title from tour t join city c on c.id = t.city_id
      join tour_text x on x.tour_id = t.id and x.language = 'ja_JP' where c.slug = 'tokyo' limit 1`);
    expect(tokyo!.searchText).toContain('tokyo');
    expect(tokyo!.searchText).toContain('東京');
    expect(tokyo!.title).toContain('東京');
    const [steps] = await rows<{ min: number; max: number }>(sql`select min(jsonb_array_length(itinerary))::int as min, max(jsonb_array_length(itinerary))::int as max from tour_text`);
    expect(steps!.min).toBeGreaterThanOrEqual(3);
    expect(steps!.max).toBeLessThanOrEqual(5);
  });

  it('keeps rating and review_count in step with the reviews, and copies the city onto each review', async () => {
    const [mismatch] = await rows<{ count: number }>(sql`
      select count(*)::int as count from tour t
      left join (select tour_id, count(*)::int as n, round(avg(rating), 2) as avg from review group by tour_id) r on r.tour_id = t.id
      where t.review_count <> coalesce(r.n, 0) or t.rating <> coalesce(r.avg, 0)`);
    expect(mismatch!.count).toBe(0);
    const [totals] = await rows<{ reviews: number; wrongCity: number; english: number; fives: number }>(sql`
      select count(*)::int as reviews,
        count(*) filter (where r.city_id <> t.city_id)::int as "wrongCity",
        count(*) filter (where r.language = 'en_US')::int as english,
        count(*) filter (where r.rating = 5)::int as fives
      from review r join tour t on t.id = r.tour_id`);
    expect(totals).toMatchObject({ reviews: 600, wrongCity: 0 });
    expect(totals!.english / 600).toBeGreaterThan(0.3);
    expect(totals!.fives / 600).toBeGreaterThan(0.55);
    const [window] = await rows<{ first: string; last: string; early: number }>(sql`
      select min(visited_on)::text as first, max(created_at)::text as last, count(*) filter (where created_at::date <= visited_on)::int as early from review`);
    expect(window!.first >= '2024-11-01').toBe(true);
    expect(window!.last < '2026-11-01').toBe(true);
    expect(window!.early).toBe(0);
  });

  it('features two tours or more in each featured city that has tours', async () => {
    const cities = await rows<{ featured: number }>(sql`
      select count(*) filter (where t.featured)::int as featured from tour t join city c on c.id = t.city_id where c.featured group by c.id`);
    expect(cities.length).toBeGreaterThan(0);
    for (const city of cities) expect(city.featured).toBeGreaterThanOrEqual(2);
  });

  it('gives one tour in ten a small capacity and a two-day cut-off, another one in ten a two-hour cut-off, the others the defaults', async () => {
    const special = await rows<{ id: number; groups: number; cutoff: number }>(sql`
      select tour_id as id, groups_per_day as groups, booking_cutoff_hours as cutoff from tour_availability order by tour_id`);
    const expected = [5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60].map((id) => (id % 10 === 0 ? { id, groups: 2, cutoff: 48 } : { id, groups: 4, cutoff: 2 }));
    expect(special).toEqual(expected);
  });

  it('gives every tour four to six gallery images that exist on disk', async () => {
    const images = await rows<{ tourId: number; count: number; paths: string[] }>(sql`
      select tour_id as "tourId", count(*)::int as count, array_agg(path) as paths from tour_image group by tour_id`);
    expect(images).toHaveLength(60);
    for (const image of images) {
      expect(image.count).toBeGreaterThanOrEqual(4);
      expect(image.count).toBeLessThanOrEqual(6);
      for (const path of image.paths) expect(existsSync(join(filesDir, path.replace(/^\/files\//, '')))).toBe(true);
    }
    const svg = join(filesDir, 'gallery', `museum-${galleryVariants}.svg`);
    expect(statSync(svg).size).toBeLessThan(8 * 1024);
  });

  it('writes home and continent entries in every language, none for countries and cities (their pages write theirs from the catalogs)', async () => {
    const entries = await rows<{ kind: string; languages: number; count: number }>(sql`
      select split_part(cms, ':', 1) as kind, count(distinct language)::int as languages, count(distinct cms)::int as count from content_entry group by 1 order by 1`);
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'home', languages: 7, count: 1 },
        { kind: 'continent', languages: 7, count: 6 },
      ]),
    );
    expect(entries.map((entry) => entry.kind)).not.toEqual(expect.arrayContaining(['city']));
    expect(entries.map((entry) => entry.kind)).not.toEqual(expect.arrayContaining(['country']));
  });

  it('gives the same rows for the same options, and leaves existing images alone', async () => {
    const svg = join(filesDir, 'gallery', 'food-tour-1.svg');
    const written = statSync(svg).mtimeMs;
    const before = await fingerprint();
    await seedDemoCatalog(database.db, { tours: 60, reviews: 600, filesDir });
    expect(await fingerprint()).toBe(before);
    expect(statSync(svg).mtimeMs).toBe(written);
  });

  it('writes English only after translatedTours, and replaces the whole catalogue', async () => {
    await seedDemoCatalog(database.db, { tours: 30, reviews: 90, filesDir, translatedTours: 10 });
    const [counts] = await rows<{ tours: number; reviews: number; texts: number; english: number; maxId: number }>(sql`
      select (select count(*)::int from tour) as tours, (select count(*)::int from review) as reviews,
        (select count(*)::int from tour_text) as texts, (select count(*)::int from tour_text where language = 'en_US') as english,
        (select max(id) from tour) as "maxId"`);
    expect(counts).toEqual({ tours: 30, reviews: 90, texts: 10 * 7 + 20, english: 30, maxId: 30 });
  });
});

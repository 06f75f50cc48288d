import { sql } from 'drizzle-orm';
import { foldForSearch, slugify } from '@cicerone/core/slug';
import { locales, type Locale } from '@cicerone/core/locales';
import type { Database } from '../../client.ts';
import { refreshListPrices } from '../../list-prices.ts';
import { insertRows, skipForeignKeyChecks, withoutSecondaryIndexes } from './bulk-insert.ts';
import { contentRows } from './content.ts';
import { galleryImageSize, writeGallery } from './gallery.ts';
import { chooseCities, loadPlaces, type Places, type SeedCity } from './places.ts';
import { allReviews, reviewCounts } from './reviews.ts';
import { tourTextRows, tourTitles } from './tour-texts.ts';
import { planTours, type TourPlan } from './tours.ts';

export interface DemoCatalogOptions {
  tours: number;
  reviews: number;
  /** The file store; the gallery illustrations go to <filesDir>/gallery. */
  filesDir: string;
  /**
   * Tours after this many get their text in English only (the site falls back to it), so the
   * 100,000-tour benchmark catalogue does not carry 700,000 text rows. Default 2,400: the whole demo.
   */
  translatedTours?: number;
}

export interface DemoCatalogSummary {
  tours: number;
  cities: number;
  reviews: number;
  texts: number;
  ms: number;
}

/** The default demo: what `npm start` seeds into an empty database. */
export const defaultDemoCatalog = { tours: 2400, reviews: 24_000 } as const;

const catalogTables = ['tour', 'tour_price', 'tour_text', 'tour_image', 'review', 'content_entry', 'tour_availability'];

/** Tours per city on average; the featured cities get about four times more than the others. */
const toursPerCity = 15;

/** The cities a catalogue of `tours` tours is spread over (the default demo's 160). */
export function demoCities(places: Places, tours: number): SeedCity[] {
  return chooseCities(places.cities, Math.round(tours / toursPerCity));
}

/**
 * Replaces the whole catalogue with a generated one: the same options always give the same
 * rows (seeded random streams, explicit tour ids), so tests and benchmarks can rely on it.
 */
export async function seedDemoCatalog(db: Database, options: DemoCatalogOptions): Promise<DemoCatalogSummary> {
  const started = performance.now();
  writeGallery(options.filesDir);
  const places = await loadPlaces(db);
  if (places.cities.length === 0) throw new Error('No activated city: seed the reference data first');
  const cities = demoCities(places, options.tours);
  const plans = planTours(cities, options.tours);
  const counts = reviewCounts(plans, options.reviews);
  const translated = options.translatedTours ?? defaultDemoCatalog.tours;

  let texts = 0;
  await db.transaction(async (tx) => {
    await clearCatalog(tx);
    await skipForeignKeyChecks(tx);
    texts = await withoutSecondaryIndexes(tx, catalogTables, async () => {
      await insertRows(tx, 'tour', tourColumns, tourRows(plans, places.categoryIds), 2000);
      await tx.execute(sql`select setval(pg_get_serial_sequence('tour', 'id'), greatest((select max(id) from tour), 1))`);
      await insertRows(tx, 'tour_price', priceColumns, priceRows(plans), 20_000);
      await refreshListPrices(tx);
      await insertRows(tx, 'tour_image', imageColumns, imageRows(plans), 20_000);
      const textCount = await insertRows(tx, 'tour_text', textColumns, textRows(plans, translated), 1000);
      await insertRows(tx, 'review', reviewColumns, allReviews(plans, counts), 10_000);
      // Lists read rating and review_count from the tour row, so they are set from the reviews once here.
      await tx.execute(sql`
        update tour set rating = r.rating, review_count = r.count
        from (select tour_id, round(avg(rating), 2) as rating, count(*)::int as count from review group by tour_id) r
        where r.tour_id = tour.id`);
      await insertRows(tx, 'content_entry', contentColumns, contentRows(plans, places.continents), 500);
      await insertRows(tx, 'tour_availability', availabilityColumns, availabilityRows(plans));
      return textCount;
    });
  });
  // Fresh statistics, or the planner guesses on empty tables until autovacuum comes by.
  await db.execute(sql.raw(`analyze ${catalogTables.join(', ')}`));
  return { tours: plans.length, cities: cities.length, reviews: options.reviews, texts, ms: Math.round(performance.now() - started) };
}

/**
 * Empties the catalogue tables. TRUNCATE is instant where DELETE of a million rows is not, but
 * it refuses a table that other tables reference: when another feature's table (carts,
 * bookings) points at tour, the tours are deleted instead, so that a booked tour makes the
 * reseed fail loudly rather than vanish. Only the generated content entries go: hand-written
 * ones (FAQ, about) stay.
 */
async function clearCatalog(tx: Pick<Database, 'execute'>): Promise<void> {
  // Reviews' photos go with their reviews. Capacity settings, blocked days and held units belong to the tours, and so do unpaid cart items (a
  // cart of tours that no longer exist means nothing); bookings are not: a booked tour stops the reseed.
  const children = ['review_photo', 'review', 'tour_image', 'tour_text', 'tour_price', 'tour_availability', 'tour_blocked_date', 'tour_day_capacity', 'cart_item'];
  const result = await tx.execute(sql`
    select count(*)::int as others from pg_constraint
    where contype = 'f' and confrelid = 'tour'::regclass and conrelid::regclass::text not in (${sql.join(children.map((t) => sql`${t}`), sql`, `)})`);
  const referenced = ((result as unknown as { rows: { others: number }[] }).rows[0]?.others ?? 0) > 0;
  await tx.execute(sql.raw(`truncate ${children.join(', ')}${referenced ? '' : ', tour'} restart identity`));
  if (referenced) await tx.execute(sql`delete from tour`);
  await tx.execute(sql`delete from content_entry where cms = 'home' or cms like 'continent:%' or cms like 'country:%' or cms like 'city:%'`);
}

const tourColumns = {
  id: 'integer',
  slug: 'text',
  city_id: 'integer',
  category_id: 'integer',
  featured: 'boolean',
  min_people: 'smallint',
  max_people: 'smallint',
  min_start_time: 'time',
  max_start_time: 'time',
  weekdays: 'smallint',
  guide_languages: 'text[]',
  features: 'text[]',
  search_text: 'text',
};

function* tourRows(plans: readonly TourPlan[], categoryIds: ReadonlyMap<string, number>) {
  for (const plan of plans) {
    const titles = tourTitles(plan, locales);
    const cityNames = [plan.city.name, ...Object.values(plan.city.names)];
    const countryNames = Object.values(plan.city.country.names);
    const searchText = [...new Set([...titles, ...cityNames, ...countryNames].filter((n): n is string => Boolean(n)).map(foldForSearch))].join(' ');
    yield {
      id: plan.id,
      // Every English title names the city, so title + id is readable and unique.
      slug: slugify(`${titles[0]} ${plan.id}`),
      city_id: plan.city.id,
      category_id: categoryIds.get(plan.category),
      featured: plan.featured,
      min_people: plan.minPeople,
      max_people: plan.maxPeople,
      min_start_time: plan.minStartTime,
      max_start_time: plan.maxStartTime,
      weekdays: plan.weekdays,
      guide_languages: plan.guideLanguages,
      features: plan.features,
      search_text: searchText,
    };
  }
}

const priceColumns = { tour_id: 'integer', duration: 'text', band: 'smallint', price_cents: 'integer' };

function* priceRows(plans: readonly TourPlan[]) {
  for (const plan of plans) {
    for (const price of plan.prices) yield { tour_id: plan.id, duration: price.duration, band: price.band, price_cents: price.priceCents };
  }
}

const imageColumns = { tour_id: 'integer', position: 'smallint', path: 'text', width: 'smallint', height: 'smallint' };

function* imageRows(plans: readonly TourPlan[]) {
  for (const plan of plans) {
    for (const [position, path] of plan.images.entries()) yield { tour_id: plan.id, position, path, ...galleryImageSize };
  }
}

const textColumns = {
  tour_id: 'integer',
  language: 'text',
  title: 'text',
  summary: 'text',
  description: 'text',
  itinerary: 'jsonb',
  included: 'text[]',
  not_included: 'text[]',
  accessibility: 'text[]',
  highlights: 'text[]',
  important_information: 'text[]',
  meeting_point: 'text',
};

function* textRows(plans: readonly TourPlan[], translated: number) {
  const englishOnly: readonly Locale[] = ['en_US'];
  for (const plan of plans) yield* tourTextRows(plan, plan.id <= translated ? locales : englishOnly);
}

const reviewColumns = {
  tour_id: 'integer',
  city_id: 'integer',
  author_name: 'text',
  author_country: 'text',
  language: 'text',
  rating: 'smallint',
  title: 'text',
  body: 'text',
  visited_on: 'date',
  created_at: 'timestamptz',
};

const contentColumns = { cms: 'text', language: 'text', data: 'jsonb' };

const availabilityColumns = { tour_id: 'integer', groups_per_day: 'smallint', booking_cutoff_hours: 'smallint' };

/**
 * One tour in ten takes only two groups a day and closes two days ahead, so the demo shows
 * days filling up; another one in ten takes last-minute bookings until two hours before the
 * start (so a booking can start within the free-cancellation window); the others keep the
 * defaults (no row). No blocked dates: they would have to
 * follow the calendar, and the same options must always give the same rows.
 */
function* availabilityRows(plans: readonly TourPlan[]) {
  for (const plan of plans) {
    if (plan.id % 10 === 0) yield { tour_id: plan.id, groups_per_day: 2, booking_cutoff_hours: 48 };
    else if (plan.id % 10 === 5) yield { tour_id: plan.id, groups_per_day: 4, booking_cutoff_hours: 2 };
  }
}

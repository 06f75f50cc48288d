import { eq, sql } from 'drizzle-orm';
import { groupBandFor, groupBands, type TourDuration } from '@cicerone/core/catalog/pricing';
import type { TourCategorySlug } from '@cicerone/core/catalog/tour-categories';
import type { Locale } from '@cicerone/core/locales';
import { foldForSearch, slugify } from '@cicerone/core/slug';
import type { Database } from '@cicerone/db/client';
import { refreshListPrices } from '@cicerone/db/list-prices';
import { contentEntry, review, tour, tourImage, tourPrice, tourText, type ContentData } from '@cicerone/db/schema/catalog';
import { city, country, tourCategory } from '@cicerone/db/schema/reference';

/**
 * Test data for the catalogue: a tour with prices, texts and images in one call, with overrides
 * for whatever a test is about. Reviews keep the tour's rating and review_count in step, as the
 * schema asks of whoever writes reviews.
 */
export interface TourOverrides {
  /** City slug from the reference seed. */
  city?: string;
  category?: TourCategorySlug;
  /** Titles per language; en_US is always written (defaulted when absent). */
  titles?: Partial<Record<Locale, string>>;
  /** Per language of `titles`; default one highlight, 'The old town'. */
  highlights?: Partial<Record<Locale, string[]>>;
  featured?: boolean;
  activated?: boolean;
  minPeople?: number;
  maxPeople?: number;
  minStartTime?: string;
  maxStartTime?: string;
  /** Bit 0 = Sunday … bit 6 = Saturday. */
  weekdays?: number;
  guideLanguages?: string[];
  features?: string[];
  /** The 1–2 traveller price of the 4-hour tour; other durations and bands derive from it. */
  basePriceCents?: number;
  durations?: TourDuration[];
  /** Every price row, instead of the derived ones. */
  prices?: { duration: TourDuration; band: number; priceCents: number }[];
  images?: number;
}

export interface CreatedTour {
  id: number;
  slug: string;
  cityId: number;
  title: string;
}

let sequence = 0;
const durationFactor: Record<TourDuration, number> = { '4h': 1, '8h': 1.6, bike_4h: 0.9 };

export async function placeIds(db: Database, citySlug: string) {
  const [row] = await db
    .select({ cityId: city.id, cityName: city.name, cityNames: city.names, countryId: country.id, countryNames: country.names })
    .from(city)
    .innerJoin(country, eq(country.id, city.countryId))
    .where(eq(city.slug, citySlug));
  if (!row) throw new Error(`no city ${citySlug} in the reference seed`);
  return row;
}

export async function createTour(db: Database, overrides: TourOverrides = {}): Promise<CreatedTour> {
  sequence += 1;
  const place = await placeIds(db, overrides.city ?? 'paris');
  const [category] = await db.select({ id: tourCategory.id }).from(tourCategory).where(eq(tourCategory.slug, overrides.category ?? 'private-tour'));
  if (!category) throw new Error(`no tour category ${overrides.category}`);
  const titles: Partial<Record<Locale, string>> = { en_US: `Test tour ${sequence} in ${place.cityName}`, ...overrides.titles };
  const title = titles.en_US as string;
  const minPeople = overrides.minPeople ?? 1;
  const maxPeople = overrides.maxPeople ?? 8;
  const searchText = [...new Set([...Object.values(titles), place.cityName, ...Object.values(place.cityNames), ...Object.values(place.countryNames)])]
    .filter((name): name is string => Boolean(name))
    .map(foldForSearch)
    .join(' ');

  const [created] = await db
    .insert(tour)
    .values({
      slug: `${slugify(title)}-${sequence}`,
      cityId: place.cityId,
      categoryId: category.id,
      featured: overrides.featured ?? false,
      activated: overrides.activated ?? true,
      minPeople,
      maxPeople,
      minStartTime: overrides.minStartTime ?? '09:00',
      maxStartTime: overrides.maxStartTime ?? '17:00',
      weekdays: overrides.weekdays ?? 127,
      guideLanguages: overrides.guideLanguages ?? ['en_US'],
      features: overrides.features ?? [],
      searchText,
    })
    .returning({ id: tour.id, slug: tour.slug });
  if (!created) throw new Error('tour not inserted');

  const base = overrides.basePriceCents ?? 10_000;
  const topBand = groupBandFor(maxPeople);
  const prices =
    overrides.prices ??
    (overrides.durations ?? ['4h', '8h']).flatMap((duration) =>
      groupBands
        .slice(0, topBand + 1)
        .map((band, index) => ({ duration, band: index, priceCents: Math.round(base * durationFactor[duration] * band.factor) })),
    );
  if (prices.length > 0) await db.insert(tourPrice).values(prices.map((price) => ({ tourId: created.id, ...price })));
  await refreshListPrices(db, [created.id]);

  await db.insert(tourText).values(
    Object.entries(titles).map(([language, text]) => ({
      tourId: created.id,
      language,
      title: text as string,
      summary: `Summary (${language}) of ${text}`,
      description: `Description (${language}) of ${text}`,
      itinerary: [{ title: 'Meeting', description: 'We meet at the fountain.' }],
      included: ['A licensed guide'],
      notIncluded: ['Tickets'],
      accessibility: ['Step-free route'],
      highlights: overrides.highlights?.[language as Locale] ?? ['The old town'],
      importantInformation: ['Wear comfortable shoes'],
      meetingPoint: 'At the fountain',
    })),
  );

  const images = overrides.images ?? 3;
  if (images > 0) {
    await db.insert(tourImage).values(
      Array.from({ length: images }, (_, position) => ({ tourId: created.id, position, path: `/files/gallery/test-${created.id}-${position}.svg`, width: 1200, height: 800 })),
    );
  }
  return { id: created.id, slug: created.slug, cityId: place.cityId, title };
}

export interface ReviewOverrides {
  rating?: number;
  language?: Locale;
  authorName?: string;
  title?: string | null;
  body?: string;
  createdAt?: Date;
}

/** Reviews of a tour; the tour's rating and review_count are recomputed afterwards. */
export async function createReviews(db: Database, target: CreatedTour, count: number, overrides: ReviewOverrides | ((index: number) => ReviewOverrides) = {}) {
  if (count <= 0) return [];
  const rows = Array.from({ length: count }, (_, index) => {
    const own = typeof overrides === 'function' ? overrides(index) : overrides;
    return {
      tourId: target.id,
      cityId: target.cityId,
      authorName: own.authorName ?? `Traveller ${index + 1}`,
      authorCountry: 'FR',
      language: own.language ?? 'en_US',
      rating: own.rating ?? 5,
      title: own.title === undefined ? `Review ${index + 1}` : own.title,
      body: own.body ?? `Review number ${index + 1} of ${target.title}.`,
      visitedOn: '2025-05-01',
      // One minute apart, the first written first: the newest is the last one.
      createdAt: own.createdAt ?? new Date(Date.UTC(2025, 4, 2) + index * 60_000),
    };
  });
  const created = await db.insert(review).values(rows).returning({ id: review.id });
  await db.execute(sql`update tour set review_count = s.n, rating = s.average
    from (select count(*)::int as n, round(avg(rating), 2) as average from review where tour_id = ${target.id}) s
    where tour.id = ${target.id}`);
  return created.map((row) => row.id);
}

export async function createContent(db: Database, cms: string, language: Locale, data: Partial<ContentData> = {}) {
  await db.insert(contentEntry).values({
    cms,
    language,
    data: { ...data, title: data.title ?? `${cms} (${language})`, summary: data.summary ?? `About ${cms}.`, body: data.body ?? [`${cms} in ${language}.`] },
  });
}

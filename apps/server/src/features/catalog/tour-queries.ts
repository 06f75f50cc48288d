import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { tour, tourImage, tourPrice, tourText } from '@cicerone/db/schema/catalog';
import { tourAvailability, tourBookingColumns, tourCutoffHours } from '@cicerone/db/schema/availability';
import type { TourDuration } from '@cicerone/core/catalog/pricing';
import { arrayLiteral, selectPreparedRows, selectRows } from '../../shared/sql-rows.ts';

/** What a tour card shows, in one language, with every price row so any group size can be priced. */
export interface TourCardRow {
  id: number;
  slug: string;
  cityId: number;
  categoryId: number;
  featured: boolean;
  rating: number;
  reviewCount: number;
  features: string[];
  minPeople: number;
  maxPeople: number;
  /** In the asked language, else in English. */
  title: string;
  summary: string;
  /** The language of title and summary: the asked one, or en_US. */
  textLanguage: string;
  imageId: number | null;
  imagePath: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  imageHash: string | null;
  imageWidths: number[] | null;
  /** The image's own alternative text in the asked language, if it has one. */
  imageAlt: string | null;
  /** The price rows, cheapest first: band, duration and EUR cents at the same index. */
  priceBands: number[];
  priceDurations: TourDuration[];
  priceCents: number[];
}

/** A tour's text in one language, as the detail query reads it. */
export type TourTextRow = Omit<typeof tourText.$inferSelect, 'tourId'>;
/** A price row of a tour: the group band's price for a duration, in EUR cents. */
export interface TourPriceRow {
  duration: string;
  band: number;
  priceCents: number;
}
/** A gallery image of a tour. */
export type TourImageRow = Omit<typeof tourImage.$inferSelect, 'tourId' | 'position'>;

/** Reads of the tours and their prices, texts and images; no rules here, only SQL. */
export function tourQueries(db: Executor) {
  return {
    /** The cards of the given tours in one language, by primary-key lookups; inactive or unknown ids are left out. */
    cards(ids: readonly number[], language: string): Promise<TourCardRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return selectPreparedRows<TourCardRow>(
        db,
        'tour_cards',
        sql`select t.id, t.slug, t.city_id as "cityId", t.category_id as "categoryId", t.featured,
            t.rating::float8 as rating, t.review_count as "reviewCount", t.features,
            t.min_people::int as "minPeople", t.max_people::int as "maxPeople",
            coalesce(txt.title, '') as title, coalesce(txt.summary, '') as summary, coalesce(txt.language, 'en_US') as "textLanguage",
            img.id as "imageId", img.path as "imagePath", img.width::int as "imageWidth", img.height::int as "imageHeight",
            img.hash as "imageHash", img.widths::int[] as "imageWidths", img.alt ->> ${language} as "imageAlt",
            coalesce(p.bands, '{}') as "priceBands", coalesce(p.durations, '{}') as "priceDurations", coalesce(p.cents, '{}') as "priceCents"
          from unnest(${arrayLiteral(ids)}::int[]) as page(id)
          join tour t on t.id = page.id and t.activated
          left join lateral (
            select x.title, x.summary, x.language from tour_text x
            where x.tour_id = t.id and x.language in (${language}, 'en_US')
            order by x.language = 'en_US' limit 1
          ) txt on true
          left join lateral (
            select i.id, i.path, i.width, i.height, i.hash, i.widths, i.alt from tour_image i where i.tour_id = t.id order by i.position limit 1
          ) img on true
          left join lateral (
            select array_agg(tp.band::int order by tp.price_cents, tp.band, tp.duration) as bands,
              array_agg(tp.duration order by tp.price_cents, tp.band, tp.duration) as durations,
              array_agg(tp.price_cents order by tp.price_cents, tp.band, tp.duration) as cents
            from tour_price tp where tp.tour_id = t.id
          ) p on true`,
      );
    },

    /**
     * The tour behind /api/tour/{id} and its page, found by id or slug, in ONE query (a tour page's first view
     * read six): the tour, its texts in `language` and in en_US (the fallback), its price rows and its gallery in
     * order. Its city, country and continent are kept per city (card-source.ts citiesOf): joined here, planning
     * them cost more than the rest of the query. Inactive tours are not for sale: undefined.
     */
    async detail(which: { id: number } | { slug: string }, language: string) {
      const [row] = await db
        .select({
          // What the card and the page show; not the search text (every language's titles) nor the list's price columns.
          tour: {
            id: tour.id,
            slug: tour.slug,
            cityId: tour.cityId,
            categoryId: tour.categoryId,
            featured: tour.featured,
            ...tourBookingColumns,
            features: tour.features,
            reviewCount: tour.reviewCount,
          },
          rating: sql<number>`${tour.rating}::float8`,
          bookingCutoffHours: tourCutoffHours,
          texts: sql<TourTextRow[]>`coalesce((select json_agg(json_build_object('language', x.language, 'title', x.title, 'summary', x.summary,
              'description', x.description, 'itinerary', x.itinerary, 'included', x.included, 'notIncluded', x.not_included,
              'accessibility', x.accessibility, 'highlights', x.highlights, 'importantInformation', x.important_information,
              'meetingPoint', x.meeting_point))
            from ${tourText} x where x.tour_id = ${tour.id} and x.language in (${language}, 'en_US')), '[]'::json)`,
          prices: sql<TourPriceRow[]>`coalesce((select json_agg(json_build_object('duration', p.duration, 'band', p.band, 'priceCents', p.price_cents))
            from ${tourPrice} p where p.tour_id = ${tour.id}), '[]'::json)`,
          images: sql<TourImageRow[]>`coalesce((select json_agg(json_build_object('id', i.id, 'path', i.path, 'width', i.width, 'height', i.height,
              'hash', i.hash, 'widths', i.widths, 'alt', i.alt) order by i.position, i.id)
            from ${tourImage} i where i.tour_id = ${tour.id}), '[]'::json)`,
        })
        .from(tour)
        .leftJoin(tourAvailability, eq(tourAvailability.tourId, tour.id))
        .where(and('id' in which ? eq(tour.id, which.id) : eq(tour.slug, which.slug), eq(tour.activated, true)));
      return row;
    },

    async idBySlug(slug: string): Promise<number | undefined> {
      const [row] = await db.select({ id: tour.id }).from(tour).where(eq(tour.slug, slug));
      return row?.id;
    },

    /** GET /api/featured-tours and the home page: tour_featured_idx, most reviewed first. */
    async featuredIds(limit: number): Promise<number[]> {
      const rows = await selectRows<{ id: number }>(
        db,
        sql`select t.id from tour t where t.featured and t.activated order by t.review_count desc nulls last, t.id limit ${limit}`,
      );
      return rows.map((row) => row.id);
    },

    /** GET /api/tours-by-country/{id}: the country's most reviewed tours. */
    async idsByCountry(countryId: number, limit: number): Promise<number[]> {
      const rows = await selectRows<{ id: number }>(
        db,
        sql`select t.id from tour t join city c on c.id = t.city_id
          where c.country_id = ${countryId} and t.activated order by t.review_count desc, t.id limit ${limit}`,
      );
      return rows.map((row) => row.id);
    },
  };
}

export type TourQueries = ReturnType<typeof tourQueries>;

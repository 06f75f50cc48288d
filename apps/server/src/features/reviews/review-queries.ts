import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { selectRows } from '../../shared/sql-rows.ts';

export interface ReviewRow {
  id: number;
  authorName: string;
  authorCountry: string | null;
  /** The country's name in the reader's language, from the reference data. */
  authorCountryName: string | null;
  language: string;
  rating: number;
  title: string | null;
  body: string;
  visitedOn: string;
  createdAt: string;
  tourId: number;
  tourSlug: string;
  tourTitle: string;
  photos: { id: string; width: number; height: number }[];
}

/** A review an admin hid is in no public list (requirements §rules.reviews); the tour's rating leaves it out too. */
const visible = sql`r.hidden_at is null`;

/** Reviews of tours for sale, with their tour's title in `language` (English when it has none) and their photos (review_photo_review_idx). */
function reviews(language: string, where: SQL, orderAndLimit: SQL): SQL {
  return sql`select r.id, r.author_name as "authorName", r.author_country as "authorCountry",
      coalesce(co.names ->> ${language}, co.names ->> 'en_US') as "authorCountryName", r.language, r.rating::int as rating,
      r.title, r.body, r.visited_on::text as "visitedOn",
      to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
      t.id as "tourId", t.slug as "tourSlug", coalesce(own.title, en.title, t.slug) as "tourTitle",
      coalesce((select json_agg(json_build_object('id', p.id, 'width', p.width, 'height', p.height) order by p.position)
        from review_photo p where p.review_id = r.id), '[]'::json) as photos
    from review r
    join tour t on t.id = r.tour_id and t.activated
    left join tour_text own on own.tour_id = t.id and own.language = ${language}
    left join tour_text en on en.tour_id = t.id and en.language = 'en_US'
    left join country co on co.iso2 = r.author_country
    where ${where} and ${visible}
    ${orderAndLimit}`;
}

// "desc nulls last" spells the index order exactly, so the planner reads the review indexes instead of sorting.
const newestFirst = sql`order by r.created_at desc nulls last, r.id desc nulls last`;

/** The order of a page of reviews: the reader's language first, each group newest first. */
const readerOrder = (language: string) => sql`r.language = ${language} desc, r.created_at desc nulls last, r.id desc nulls last`;

/**
 * A page of the reviews in `scope` (r.tour_id = … or r.city_id = …) of tours for sale, those in
 * the reader's language first, each group newest first (requirements §rules.reviews). Each half reads at most
 * offset + limit rows in its index's order — the reader's language from review_{tour,city}_language_idx,
 * the others from review_{tour,city}_idx — so no request sorts all of a city's reviews.
 */
function readerLanguageFirst(scope: SQL, language: string, limit: number, offset: number): SQL {
  const forSale = sql`from review r join tour t on t.id = r.tour_id and t.activated where ${scope} and ${visible}`;
  const upTo = sql`${newestFirst} limit ${offset + limit}`;
  const ids = sql`select id from (
      (select r.id, r.created_at, 1 as own ${forSale} and r.language = ${language} ${upTo})
      union all
      (select r.id, r.created_at, 0 as own ${forSale} and r.language <> ${language} ${upTo})
    ) halves order by own desc, created_at desc nulls last, id desc nulls last limit ${limit} offset ${offset}`;
  return reviews(language, sql`r.id in (${ids})`, sql`order by ${readerOrder(language)}`);
}

/** A tour page's reviews with its rating and counts (reviewQueries' tourPage). */
export interface TourReviewsRow {
  rating: number;
  totalReviews: number;
  /** Of the tour's visible reviews, those in the asked language. */
  inLanguage: number;
  /** The page of reviews, in readerOrder. */
  rows: ReviewRow[];
}

/** How many reviews in `scope` of tours for sale are in `language` (review_{tour,city}_language_idx). */
function countInLanguage(scope: SQL, language: string): SQL {
  return sql`select count(*)::int as n from review r join tour t on t.id = r.tour_id and t.activated where ${scope} and ${visible} and r.language = ${language}`;
}

/** Reads of reviews; no rules here, only SQL. */
export function reviewQueries(db: Executor) {
  return {
    /** rating and review count of a city's tours for sale, kept on each tour (tour_city_category_idx). */
    async citySummary(cityId: number) {
      const [row] = await selectRows<{ found: boolean; rating: number; totalReviews: number }>(
        db,
        sql`select exists(select 1 from city c where c.id = ${cityId}) as found,
            coalesce(sum(t.review_count), 0)::int as "totalReviews",
            coalesce(sum(t.rating * t.review_count) / nullif(sum(t.review_count), 0), 0)::float8 as rating
          from tour t where t.city_id = ${cityId} and t.activated`,
      );
      return row;
    },

    /**
     * One page of a tour's reviews with what the page says of them all — the tour's rating and review count
     * (kept on the tour) and how many are in the reader's language — in one query instead of three. One tour has
     * a few hundred reviews at most: they are sorted in readerOrder from review_tour_idx, where a city's need
     * readerLanguageFirst's two index walks; the tour's title is read once, not joined to each review (planning
     * the joins cost more than running them). Undefined for an unknown or withdrawn tour.
     */
    async tourPage(tourId: number, language: string, limit: number, offset: number): Promise<TourReviewsRow | undefined> {
      const [row] = await selectRows<Omit<TourReviewsRow, 'rows'> & { id: number; slug: string; title: string; rows: (Omit<ReviewRow, 'tourId' | 'tourSlug' | 'tourTitle'> & { position: number })[] }>(
        db,
        sql`select t.id, t.slug, coalesce((select x.title from tour_text x where x.tour_id = t.id and x.language in (${language}, 'en_US')
              order by x.language = 'en_US' limit 1), t.slug) as title,
            t.rating::float8 as rating, t.review_count as "totalReviews",
            case when t.review_count = 0 then 0 else (select count(*)::int from review r where r.tour_id = t.id and ${visible} and r.language = ${language}) end as "inLanguage",
            case when t.review_count = 0 or ${offset} >= t.review_count then '[]'::json else coalesce((select json_agg(page order by page.position) from (
              select r.id, r.author_name as "authorName", r.author_country as "authorCountry",
                (select coalesce(co.names ->> ${language}, co.names ->> 'en_US') from country co where co.iso2 = r.author_country) as "authorCountryName",
                r.language, r.rating::int as rating, r.title, r.body, r.visited_on::text as "visitedOn",
                to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
                coalesce((select json_agg(json_build_object('id', p.id, 'width', p.width, 'height', p.height) order by p.position)
                  from review_photo p where p.review_id = r.id), '[]'::json) as photos,
                row_number() over (order by ${readerOrder(language)}) as position
              from review r where r.tour_id = t.id and ${visible}
              order by ${readerOrder(language)} limit ${limit} offset ${offset}) page), '[]'::json) end as rows
          from tour t where t.id = ${tourId} and t.activated`,
      );
      if (!row) return undefined;
      const { id, slug, title, rows, ...counts } = row;
      return { ...counts, rows: rows.map(({ position: _position, ...review }) => ({ ...review, tourId: id, tourSlug: slug, tourTitle: title })) };
    },

    forCity: (cityId: number, language: string, limit: number, offset: number) =>
      selectRows<ReviewRow>(db, readerLanguageFirst(sql`r.city_id = ${cityId}`, language, limit, offset)),

    async countForCity(cityId: number, language: string): Promise<number> {
      const [row] = await selectRows<{ n: number }>(db, countInLanguage(sql`r.city_id = ${cityId}`, language));
      return row?.n ?? 0;
    },

    async maxId(): Promise<number> {
      const [row] = await selectRows<{ id: number | null }>(db, sql`select max(id) as id from review`);
      return row?.id ?? 0;
    },

    /**
     * Up to `limit` glowing reviews (rating 4 or 5) from id `fromId` on, in `reviewLanguage` when
     * given: review_language_rating_idx (language, id) where rating >= 4, or the primary key.
     */
    glowing: (options: { reviewLanguage: string | undefined; titleLanguage: string; fromId: number; limit: number }) =>
      selectRows<ReviewRow>(
        db,
        reviews(
          options.titleLanguage,
          options.reviewLanguage === undefined
            ? sql`r.rating >= 4 and r.id >= ${options.fromId}`
            : sql`r.rating >= 4 and r.language = ${options.reviewLanguage} and r.id >= ${options.fromId}`,
          sql`order by r.id limit ${options.limit}`,
        ),
      ),
  };
}

export type ReviewQueries = ReturnType<typeof reviewQueries>;

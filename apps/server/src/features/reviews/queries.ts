import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@cicerone/db/client';
import { selectRows } from '../../shared/sql-rows.ts';

export interface ReviewRow {
  id: number;
  authorName: string;
  authorCountry: string | null;
  language: string;
  rating: number;
  title: string | null;
  body: string;
  visitedOn: string;
  createdAt: string;
  tourId: number;
  tourSlug: string;
  tourTitle: string;
}

/** Reviews of tours for sale, with their tour's title in `language` (English when it has none). */
function reviews(language: string, where: SQL, orderAndLimit: SQL): SQL {
  return sql`select r.id, r.author_name as "authorName", r.author_country as "authorCountry", r.language, r.rating::int as rating,
      r.title, r.body, r.visited_on::text as "visitedOn",
      to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt",
      t.id as "tourId", t.slug as "tourSlug", coalesce(own.title, en.title, t.slug) as "tourTitle"
    from review r
    join tour t on t.id = r.tour_id and t.activated
    left join tour_text own on own.tour_id = t.id and own.language = ${language}
    left join tour_text en on en.tour_id = t.id and en.language = 'en_US'
    where ${where}
    ${orderAndLimit}`;
}

// "desc nulls last" spells the index order exactly, so the planner reads review_tour_idx / review_city_idx instead of sorting.
const newestFirst = sql`order by r.created_at desc nulls last, r.id desc nulls last`;

/** Reads of reviews; no rules here, only SQL. */
export function reviewQueries(db: Database) {
  return {
    async tourSummary(tourId: number) {
      const [row] = await selectRows<{ rating: number; totalReviews: number }>(
        db,
        sql`select t.rating::float8 as rating, t.review_count as "totalReviews" from tour t where t.id = ${tourId} and t.activated`,
      );
      return row;
    },

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

    /** review_tour_idx, newest first. */
    forTour: (tourId: number, language: string, limit: number, offset: number) =>
      selectRows<ReviewRow>(db, reviews(language, sql`r.tour_id = ${tourId}`, sql`${newestFirst} limit ${limit} offset ${offset}`)),

    /** review_city_idx, newest first. */
    forCity: (cityId: number, language: string, limit: number, offset: number) =>
      selectRows<ReviewRow>(db, reviews(language, sql`r.city_id = ${cityId}`, sql`${newestFirst} limit ${limit} offset ${offset}`)),

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

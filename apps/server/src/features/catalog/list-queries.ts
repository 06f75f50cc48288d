import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { listPriceSlot, type TourDuration } from '@cicerone/core/catalog/pricing';
import type { TourSort } from '@cicerone/core/catalog/tour-filters';
import { arrayLiteral, selectRows } from '../../shared/sql-rows.ts';
import type { Locale } from '@cicerone/core/locales';
import type { SnapshotRow } from './catalogue-snapshot.ts';

/** Which tours can take a group, in database terms (the service turns the query into these). */
export interface GroupFilter {
  cityId?: number | undefined;
  /** Group size, and the group-size band whose price rows apply to it. */
  people: number;
  band: number;
  /** 1 << weekday (0 = Sunday). */
  weekdayBit?: number | undefined;
  features?: string[] | undefined;
}

/** Everything /api/tours filters on. */
export interface TourFilter extends GroupFilter {
  categoryIds?: number[] | undefined;
  duration?: TourDuration | undefined;
  /** The price range in EUR cents, inclusive. */
  minCents: number;
  maxCents?: number | undefined;
}

/** What a search finds a published tour by, as read (tour-search-index.ts makes its words). */
export interface SearchRow {
  id: number;
  cityId: number;
  categoryId: number;
  /** Locale codes, comma-separated. */
  guideLanguages: string;
  title: string;
  englishTitle: string;
  highlights: string;
}

/**
 * The whole catalogue's orders, spelled as their indexes are (decision 0039; review_count and rating are
 * never null): the popular and rating orders walk tour_list_idx and tour_rating_idx and stop after a page.
 */
const orderBy: Record<TourSort, (price: SQL) => SQL> = {
  popular: () => sql`t.review_count desc nulls last, t.id`,
  rating: () => sql`t.rating desc nulls last, t.review_count desc nulls last, t.id`,
  'price-asc': (price) => sql`${price}, t.id`,
  'price-desc': (price) => sql`${price} desc, t.id`,
  // Ids are given in creation order (a serial); the primary key walked backwards.
  newest: () => sql`t.id desc`,
};

/** The group's price in tour.list_prices: the asked duration's, else the cheapest (listPriceSlot). A literal, so every plan sees the slot. */
function listPrice(filter: TourFilter): SQL {
  return sql.raw(`t.list_prices[${Math.trunc(listPriceSlot(filter.band, filter.duration))}]`);
}

function groupConditions(filter: GroupFilter): SQL[] {
  const conditions: SQL[] = [sql`t.activated`, sql`t.min_people <= ${filter.people}`, sql`t.max_people >= ${filter.people}`];
  // tour_city_category_idx (city_id, category_id) where activated
  if (filter.cityId !== undefined) conditions.push(sql`t.city_id = ${filter.cityId}`);
  if (filter.weekdayBit !== undefined) conditions.push(sql`t.weekdays & ${filter.weekdayBit} <> 0`);
  // tour_features_idx (gin)
  if (filter.features?.length) conditions.push(sql`t.features @> ${arrayLiteral(filter.features)}::text[]`);
  return conditions;
}

/**
 * Whether a list takes only tours with the group's price (in its duration): when a price or a duration is
 * asked for or sorted on (a published tour has one for every group it takes). The SQL below and the whole
 * catalogue's snapshot (catalogue-snapshot.ts) both ask it.
 */
export function needsPrice(filter: TourFilter, sort: TourSort): boolean {
  return filter.duration !== undefined || filter.minCents > 0 || filter.maxCents !== undefined || sort.startsWith('price');
}

/**
 * FROM and WHERE of the whole-catalogue list: one table, no join, each tour's price read from its
 * list_prices (decision 0039). A tour must have the group's price only when a price or a duration is
 * asked for or sorted on (a published tour has one for every group it takes).
 */
function matching(filter: TourFilter, sort: TourSort): SQL {
  const conditions = groupConditions(filter);
  if (filter.categoryIds?.length) conditions.push(sql`t.category_id = any(${arrayLiteral(filter.categoryIds)}::int[])`);
  const price = listPrice(filter);
  if (needsPrice(filter, sort)) conditions.push(sql`${price} is not null`);
  if (filter.minCents > 0) conditions.push(sql`${price} >= ${filter.minCents}`);
  if (filter.maxCents !== undefined) conditions.push(sql`${price} <= ${filter.maxCents}`);
  return sql`from tour t where ${sql.join(conditions, sql` and `)}`;
}

/** The tour list's reads; no rules here, only SQL. */
export function listQueries(db: Executor) {
  return {
    /**
     * The words a search finds each published tour by in `language` (tour-search-index.ts): its title there (else
     * the English), the English title too, its highlights, category, city and languages of its guides, by id.
     * Read once per cache time and language, never per search: with the snapshot, the reads of every tour row.
     */
    searchRows(language: Locale): Promise<SearchRow[]> {
      return selectRows<SearchRow>(
        db,
        sql`select searched.id, searched.city_id as "cityId", searched.category_id as "categoryId",
            array_to_string(searched.guide_languages, ',') as "guideLanguages",
            coalesce(mine.title, english.title) as title, case when mine.title is null then '' else english.title end as "englishTitle",
            array_to_string(coalesce(mine.highlights, english.highlights), ' | ') as highlights
          from tour searched
          join tour_text english on english.tour_id = searched.id and english.language = 'en_US'
          left join tour_text mine on mine.tour_id = searched.id and mine.language = ${language} and ${language} <> 'en_US'
          where searched.activated`,
      );
    },

    /** The names of each city with published tours and of its country, in every language, folded (city.search_text): what a tour's place is found by. */
    cityNames(): Promise<{ id: number; names: string }[]> {
      // tour_city_category_idx (city_id, category_id) where activated: one probe per city.
      return selectRows<{ id: number; names: string }>(
        db,
        sql`select c.id, c.search_text as names from city c where exists (select 1 from tour placed where placed.city_id = c.id and placed.activated)`,
      );
    },

    /**
     * One page of matching tour ids, in the asked order, and how many match in all, for a city or a
     * search with more tours than the service filters in memory: the page walks an index in order where
     * it can; the count, exact, is an index-only scan of tour_list_idx (or of the search's matches).
     */
    async page(filter: TourFilter, sort: TourSort, limit: number, offset: number): Promise<{ ids: number[]; total: number }> {
      const from = matching(filter, sort);
      const [rows, [count]] = await Promise.all([
        selectRows<{ id: number }>(db, sql`select t.id ${from} order by ${orderBy[sort](listPrice(filter))} limit ${limit} offset ${offset}`),
        selectRows<{ total: number }>(db, sql`select count(*)::int as total ${from}`),
      ]);
      return { ids: rows.map((row) => row.id), total: count?.total ?? 0 };
    },

    /**
     * What the lists without a search filter and sort on, for every published tour (catalogue-snapshot.ts):
     * read once per cache time, not per list, it is the one read of every tour row (an index-only scan of
     * tour_list_idx, which holds each of these columns).
     */
    snapshotRows(): Promise<SnapshotRow[]> {
      return selectRows<SnapshotRow>(
        db,
        sql`select id, city_id as "cityId", category_id as "categoryId", review_count as "reviewCount", rating::float8 as rating, min_people as "minPeople",
            max_people as "maxPeople", weekdays, array_to_string(features, ',') as features, array_to_string(list_prices, ',', '') as "listPrices"
          from tour where activated`,
      );
    },
  };
}

export type ListQueries = ReturnType<typeof listQueries>;

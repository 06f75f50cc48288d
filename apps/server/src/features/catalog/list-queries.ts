import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import { listPriceSlot, type TourDuration } from '@cicerone/core/catalog/pricing';
import type { TourSort } from '@cicerone/core/catalog/tour-filters';
import { arrayLiteral, selectRows } from '../../shared/sql-rows.ts';
import type { SnapshotRow } from './catalogue-snapshot.ts';

/** Which tours can take a group, in database terms (the service turns the query into these). */
export interface GroupFilter {
  cityId?: number | undefined;
  /** Free text already folded by foldForSearch. */
  folded?: string | undefined;
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

/** A tour that may appear in a city's or a search's list, with what the list filters and sorts on. */
export interface CandidateRow {
  id: number;
  categoryId: number;
  reviewCount: number;
  rating: number;
  /** The durations of the group's band and their prices in EUR cents, cheapest first. */
  durations: TourDuration[];
  prices: number[];
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
  // tour_search_trgm_idx: an infix LIKE on the folded titles and place names
  if (filter.folded) conditions.push(sql`t.search_text like ${`%${filter.folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
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
     * Every tour of a city (or of a search) that can take the group, with the prices of the
     * group's band: a few hundred rows at most, which the service filters by category, duration
     * and price, sorts and pages in memory, so one read serves every price range and page.
     * Returns null when there are more than `limit` (a search for a common word).
     */
    async candidates(filter: GroupFilter, limit: number): Promise<CandidateRow[] | null> {
      const rows = await selectRows<CandidateRow>(
        db,
        sql`select t.id, t.category_id as "categoryId", t.review_count as "reviewCount", t.rating::float8 as rating,
            coalesce(p.durations, '{}') as durations, coalesce(p.prices, '{}') as prices
          from tour t
          left join lateral (
            select array_agg(tp.duration order by tp.price_cents, tp.duration) as durations,
              array_agg(tp.price_cents order by tp.price_cents, tp.duration) as prices
            from tour_price tp where tp.tour_id = t.id and tp.band = ${filter.band}
          ) p on true
          where ${sql.join(groupConditions(filter), sql` and `)}
          limit ${limit + 1}`,
      );
      return rows.length > limit ? null : rows;
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

import { eurCentsRange, groupBandFor } from '@cicerone/core/catalog/pricing';
import type { TourSort } from '@cicerone/core/catalog/tour-filters';
import { weekdayOf } from '@cicerone/core/catalog/tour-schedule';
import type { TourList, ToursQuery } from '@cicerone/core/contracts/catalog';
import { foldForSearch } from '@cicerone/core/slug';
import { loadingCache } from '../../shared/loading-cache.ts';
import { type CardSource } from './card-source.ts';
import { catalogueSnapshot } from './catalogue-snapshot.ts';
import type { CandidateRow, GroupFilter, ListQueries, TourFilter } from './list-queries.ts';
import type { PlaceQueries } from './place-queries.ts';

/** A search's tours are filtered in memory up to this many; beyond, the database pages. */
const maxCandidates = 2_000;

/** The cache key of a list query: every field, in a fixed order, lists sorted (a=1&b=2 and b=2&a=1 are one list). */
function listKey(query: ToursQuery): string {
  return JSON.stringify([
    query.page, query.size, query.categories?.toSorted(), query.people, query.minPrice, query.maxPrice, query.city,
    query.language, query.currency, query.startAt, query.duration, query.specialFilters?.toSorted(), query.q, query.sort,
  ]);
}

/** The weekday mask bit of a start date (the contract has checked it is a real day). */
function weekdayBitOf(day: string | undefined): number | undefined {
  const weekday = day === undefined ? null : weekdayOf(day);
  return weekday === null ? undefined : 1 << weekday;
}

/** A candidate with the price its card shows: the duration asked for, else the cheapest. */
interface Priced {
  row: CandidateRow;
  priceCents: number;
}

/** The list orders of tourSorts; the SQL of the whole-catalogue list (list-queries.ts) sorts the same way. */
const compare: Record<TourSort, (a: Priced, b: Priced) => number> = {
  popular: (a, b) => b.row.reviewCount - a.row.reviewCount || a.row.id - b.row.id,
  rating: (a, b) => b.row.rating - a.row.rating || b.row.reviewCount - a.row.reviewCount || a.row.id - b.row.id,
  'price-asc': (a, b) => a.priceCents - b.priceCents || a.row.id - b.row.id,
  'price-desc': (a, b) => b.priceCents - a.priceCents || a.row.id - b.row.id,
};

/** Filters, sorts and pages the candidates as the whole-catalogue SQL would. */
export function pageOfCandidates(candidates: CandidateRow[], filter: TourFilter, sort: TourSort, limit: number, offset: number) {
  const categories = filter.categoryIds ? new Set(filter.categoryIds) : undefined;
  const matches: Priced[] = [];
  for (const row of candidates) {
    if (categories && !categories.has(row.categoryId)) continue;
    const index = filter.duration === undefined ? 0 : row.durations.indexOf(filter.duration);
    const priceCents = row.prices[index];
    if (index < 0 || priceCents === undefined) continue;
    if (priceCents < filter.minCents || (filter.maxCents !== undefined && priceCents > filter.maxCents)) continue;
    matches.push({ row, priceCents });
  }
  matches.sort(compare[sort]);
  return { ids: matches.slice(offset, offset + limit).map((match) => match.row.id), total: matches.length };
}

/** GET /api/tours. */
export function tourList(deps: { lists: ListQueries; places: PlaceQueries; cards: CardSource }) {
  const { lists, places, cards } = deps;
  // Lists without a search, of a city or of the whole catalogue, answered from memory (decision 0042).
  const published = catalogueSnapshot({ load: lists.snapshotRows, ttlMs: cards.ttlMs });
  // Whole answers (about 25 KB with their JSON) for the lists asked more than once: at most about 50 MB.
  const results = loadingCache<TourList>({ max: 2_000, ttlMs: cards.ttlMs, keepFromSecondAsk: true });
  // What a search's list filters on in memory, about 500 bytes a tour: at most 200,000 rows, about 100 MB.
  const candidates = loadingCache<CandidateRow[] | null>({ max: 2_000, ttlMs: cards.ttlMs, weigh: (rows) => rows?.length ?? 0, maxWeight: 200_000 });
  const cityIds = loadingCache<number | null>({ max: 10_000, ttlMs: cards.ttlMs });

  /** The city filter takes a slug or a numeric id; an unknown or switched-off city is null (an empty list, not an error). */
  async function cityIdOf(city: string): Promise<number | null> {
    if (/^\d+$/.test(city)) {
      const id = Number(city);
      // By id as by slug, a switched-off city lists nothing (its names are kept per city with the cards').
      if (id > 2 ** 31 - 1) return null;
      return (await cards.citiesOf([id])).get(id)?.activated ? id : null;
    }
    return cityIds.get(city.toLowerCase(), async () => (await places.cityBySlug(city.toLowerCase()))?.id ?? null);
  }

  /** A search filters its candidates (the tours its words find); any other list, of a city or not, reads the snapshot. */
  async function page(filter: TourFilter, query: ToursQuery) {
    const offset = (query.page - 1) * query.size;
    if (filter.folded !== undefined) {
      const group: GroupFilter = { cityId: filter.cityId, folded: filter.folded, people: filter.people, band: filter.band, weekdayBit: filter.weekdayBit, features: filter.features };
      const key = JSON.stringify([group.cityId, group.folded, group.people, group.weekdayBit, group.features?.toSorted()]);
      const found = await candidates.get(key, () => lists.candidates(group, maxCandidates));
      if (found) return pageOfCandidates(found, filter, query.sort, query.size, offset);
      return lists.page(filter, query.sort, query.size, offset);
    }
    return published.page(filter, query.sort, query.size, offset);
  }

  /** Prices or places changed: every list is read again, and every city looked up again (one switched off lists nothing); the published tours' filters and orders did not change. */
  function forgetLists(): void {
    results.forget();
    candidates.forget();
    cityIds.forget();
  }

  async function load(query: ToursQuery): Promise<TourList> {
    const [exchange, categories, cityId] = await Promise.all([
      cards.exchange(query.currency),
      cards.categoriesIn(query.language),
      query.city === undefined ? undefined : cityIdOf(query.city),
    ]);
    const range = eurCentsRange({ min: query.minPrice, max: query.maxPrice }, exchange.rate, exchange.minorUnits);
    const slugs = new Set<string>(query.categories ?? []);
    const categoryIds = [...categories].filter(([, category]) => slugs.has(category.slug)).map(([id]) => id);
    const empty: TourList = { tours: [], totalItems: 0, totalPages: 0, currentPage: query.page, pageSize: query.size };
    if (cityId === null || (slugs.size > 0 && categoryIds.length === 0) || (range.max !== undefined && range.max < range.min)) return empty;

    const filter: TourFilter = {
      cityId,
      folded: query.q === undefined ? undefined : foldForSearch(query.q),
      categoryIds: slugs.size > 0 ? categoryIds : undefined,
      people: query.people,
      band: groupBandFor(query.people),
      duration: query.duration,
      minCents: range.min,
      maxCents: range.max,
      weekdayBit: weekdayBitOf(query.startAt),
      features: query.specialFilters,
    };
    const { ids, total } = await page(filter, query);
    return {
      tours: await cards.cards(ids, { language: query.language, currency: query.currency, people: query.people, duration: query.duration }),
      totalItems: total,
      totalPages: Math.ceil(total / query.size),
      currentPage: query.page,
      pageSize: query.size,
    };
  }

  return {
    forgetLists,

    /** A tour was published, withdrawn or edited: every list is read again, the published tours before the next list's answer. */
    forgetTours(): void {
      forgetLists();
      published.forget();
    },

    /** A rating changed: any list may sort by it (decision 0025); the published tours are read again in the background. */
    forgetRatings(): void {
      forgetLists();
      published.refresh();
    },

    /** Filtered, sorted and paged cards; a page past the end is empty with the right totals. */
    listTours(query: ToursQuery): Promise<TourList> {
      return results.get(listKey(query), () => load(query));
    },
  };
}

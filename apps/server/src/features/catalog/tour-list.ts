import { eurCentsRange, groupBandFor } from '@cicerone/core/catalog/pricing';
import { weekdayOf } from '@cicerone/core/catalog/tour-schedule';
import type { TourList, ToursQuery } from '@cicerone/core/contracts/catalog';
import type { Locale } from '@cicerone/core/locales';
import { loadingCache } from '../../shared/loading-cache.ts';
import { type CardSource } from './card-source.ts';
import { catalogueSnapshot } from './catalogue-snapshot.ts';
import type { ListQueries, TourFilter } from './list-queries.ts';
import { tourSearchIndexes, type SearchDocument } from './tour-search-index.ts';
import type { PlaceQueries } from './place-queries.ts';

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

/** 'ja_JP,en_US' → each guide language's name in `language` ('日本語 英語'), found by its name as a reader says it. */
function languageNames(codes: string, names: Intl.DisplayNames): string {
  return codes
    .split(',')
    .filter(Boolean)
    .map((code) => names.of(code.slice(0, code.indexOf('_') < 0 ? undefined : code.indexOf('_'))) ?? code)
    .join(' | ');
}

/** GET /api/tours. */
export function tourList(deps: { lists: ListQueries; places: PlaceQueries; cards: CardSource }) {
  const { lists, places, cards } = deps;
  // Lists without a search, of a city or of the whole catalogue, answered from memory (decision 0042).
  const published = catalogueSnapshot({ load: lists.snapshotRows, ttlMs: cards.ttlMs });
  // Whole answers (about 25 KB with their JSON) for the lists asked more than once: at most about 50 MB.
  const results = loadingCache<TourList>({ max: 2_000, ttlMs: cards.ttlMs, keepFromSecondAsk: true });
  // What a search finds the published tours by, per language, read once per cache time (decision 0046).
  const searchIndexes = tourSearchIndexes({ load: searchDocuments, ttlMs: cards.ttlMs });
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

  /** Each published tour's words in `language`: its texts, and the names of its places, category and guides' languages. */
  async function searchDocuments(language: Locale): Promise<SearchDocument[]> {
    const [rows, cities, categories] = await Promise.all([lists.searchRows(language), lists.cityNames(), cards.categoriesIn(language)]);
    const places = new Map(cities.map((city) => [city.id, city.names]));
    const names = new Intl.DisplayNames([language.replace('_', '-')], { type: 'language', fallback: 'code' });
    const spoken = new Map<string, string>();
    return rows.map((row) => {
      let guideLanguages = spoken.get(row.guideLanguages);
      if (guideLanguages === undefined) spoken.set(row.guideLanguages, (guideLanguages = languageNames(row.guideLanguages, names)));
      const category = categories.get(row.categoryId);
      return {
        id: row.id,
        title: row.title,
        englishTitle: row.englishTitle,
        highlights: row.highlights,
        places: places.get(row.cityId) ?? '',
        // The slug too ('food-tour'): 'food' finds a food tour in every language.
        category: category ? `${category.title} ${category.slug}` : '',
        guideLanguages,
      };
    });
  }

  /** A search ranks the tours its words find, then filters them like any list; any other list, of a city or not, reads the snapshot. */
  async function page(filter: TourFilter, query: ToursQuery) {
    const offset = (query.page - 1) * query.size;
    if (query.q !== undefined) {
      const found = (await searchIndexes.latest(query.language)).search(query.q);
      return published.rankedPage(found, filter, query.sort, query.size, offset);
    }
    return published.page(filter, query.sort, query.size, offset);
  }

  /** Prices or places changed: every list is read again, and every city looked up again (one switched off lists nothing); the published tours' filters and orders did not change. */
  function forgetLists(): void {
    results.forget();
    searchIndexes.forget();
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

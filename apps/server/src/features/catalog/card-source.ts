import type { TourDuration } from '@cicerone/core/catalog/pricing';
import type { TourCard } from '@cicerone/core/contracts/catalog';
import type { ExchangeRate } from '@cicerone/core/contracts/reference';
import type { Locale } from '@cicerone/core/locales';
import { getMany, loadingCache, loadsPerTurn } from '../../shared/loading-cache.ts';
import type { ReferenceService } from '../reference/service.ts';
import type { PlaceQueries } from './place-queries.ts';
import { cardFace, pricedCard, type CardCity, type CardContext, type CardFace } from './tour-card.ts';
import type { TourCardRow, TourQueries } from './tour-queries.ts';

export interface Localized {
  language: Locale;
  currency: string;
}

export interface CardOptions extends Localized {
  people: number;
  duration?: TourDuration | undefined;
}

/**
 * Tour cards, from a cache of card rows per tour and language: every list, featured block and
 * country page is made of the same few thousand popular cards, so a page of 12 usually needs
 * no query at all, and otherwise shares one with the pages answered at the same moment. Rows carry every price row, so
 * one cached row serves any group size, duration and currency.
 */
export function cardSource(deps: { tours: TourQueries; places: PlaceQueries; reference: ReferenceService; ttlMs: number }) {
  const { tours, places, reference, ttlMs } = deps;
  // 1.5–2 KB each, and about 1 KB more for its face: 60,000 cards (every tour a busy 100,000-tour catalogue shows in 30 s) stay within about 180 MB.
  const rows = loadingCache<TourCardRow | undefined>({ max: 60_000, ttlMs });
  const cities = loadingCache<CardCity | undefined>({ max: 10_000, ttlMs });

  // Each card row's face, made with the city and category it names, and kept as long as the row: a list then
  // builds only its cards' prices (shaping whole cards was 13 % of a city list's time at 100,000 tours).
  const faces = new WeakMap<TourCardRow, { face: CardFace; city: CardCity | undefined; category: { slug: string; title: string } | undefined }>();
  function faceOf(row: TourCardRow, context: CardContext): CardFace {
    const city = context.cities.get(row.cityId);
    const category = context.categories.get(row.categoryId);
    const made = faces.get(row);
    // A city or a category is the same object until its names are read again.
    if (made && made.city === city && made.category === category) return made.face;
    const face = cardFace(row, context);
    faces.set(row, { face, city, category });
    return face;
  }

  const categoriesIn = (language: Locale) => reference.categoryNames(language);

  // The rows the lists of one turn lack, in one query per language (keys are "id|language").
  let rowsRead = 0;
  const missingRows = loadsPerTurn<TourCardRow>(async (keys) => {
    rowsRead += keys.length;
    const idsByLanguage = Map.groupBy(keys, (key) => key.slice(key.indexOf('|') + 1) as Locale);
    const found = await Promise.all(
      [...idsByLanguage].map(async ([language, ofLanguage]) => (await tours.cards(ofLanguage.map((key) => Number.parseInt(key)), language)).map((row) => [`${row.id}|${language}`, row] as const)),
    );
    return new Map(found.flat());
  });
  const missingCities = loadsPerTurn<CardCity>(async (keys) => new Map((await places.citiesByIds(keys.map(Number))).map((city) => [String(city.id), city])));

  function rowsOf(ids: readonly number[], language: Locale): Promise<(TourCardRow | undefined)[]> {
    return getMany(
      rows,
      ids.map((id) => `${id}|${language}`),
      missingRows,
      undefined,
    );
  }

  async function citiesOf(ids: number[]): Promise<Map<number, CardCity>> {
    const found = await getMany(cities, ids.map(String), missingCities, undefined);
    return new Map(found.flatMap((city) => (city ? [[city.id, city] as const] : [])));
  }

  return {
    /** Cities, countries or continents were switched or renamed: their names are read again. */
    forgetPlaces(): void {
      cities.forget();
    },

    /** Cities with their countries and continents, kept per city (the cards' and the tour pages' places). */
    citiesOf,

    /** The tour's card rows, in every language, are read again (its rating changed). */
    forgetTour(tourId: number): void {
      rows.forget((key) => key.startsWith(`${tourId}|`));
    },

    /**
     * How long this process keeps catalogue answers (CATALOG_CACHE_SECONDS): lists and pages change when
     * an operator edits the catalogue, and show the old version this long at most. Every cache built on the cards keeps them as long.
     */
    ttlMs,

    /** The rate and minor units of a currency; an unknown one is a 404 currency_not_found. */
    exchange: (currency: string): Promise<ExchangeRate> => reference.exchangeRate(currency),

    categoriesIn,

    /**
     * Card rows asked of the database since the process started: at 100,000 tours a list's tail is the
     * cards it lacks, each about 0.2 ms of the database and a turn or two of waiting (decision 0005).
     */
    rowsRead: (): number => rowsRead,

    /** The cards of the given tours, in the given order; tours no longer for sale are left out. */
    async cards(ids: readonly number[], options: CardOptions): Promise<TourCard[]> {
      const [exchange, categories, found] = await Promise.all([reference.exchangeRate(options.currency), categoriesIn(options.language), rowsOf(ids, options.language)]);
      const present = found.filter((row): row is TourCardRow => row !== undefined);
      const names = await citiesOf([...new Set(present.map((row) => row.cityId))]);
      const context = { language: options.language, exchange, categories, cities: names, people: options.people, duration: options.duration };
      return present.map((row) => pricedCard(faceOf(row, context), row, context));
    },
  };
}

export type CardSource = ReturnType<typeof cardSource>;

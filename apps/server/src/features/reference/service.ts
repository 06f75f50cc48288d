import { AppError } from '@cicerone/core/errors';
import { localizedName } from '@cicerone/core/i18n/localized-name';
import type { Locale } from '@cicerone/core/locales';
import { foldForSearch } from '@cicerone/core/slug';
import type { CitiesQuery, City, ExchangeRate, SocialNetwork, TourCategory } from '@cicerone/core/contracts/reference';
import { cachedFor, loadingCache } from '../../shared/loading-cache.ts';
import type { ReferenceQueries } from './reference-queries.ts';

/** Operators' changes to languages, currencies and rates show within this time on every process. */
const referenceTtlMs = 30_000;

type CityRow = Awaited<ReturnType<ReferenceQueries['cities']>>[number];

export function referenceService(queries: ReferenceQueries) {
  const languages = cachedFor(referenceTtlMs, queries.languages);
  const currencies = cachedFor(referenceTtlMs, queries.currencies);
  const categories = cachedFor(referenceTtlMs, queries.tourCategories);
  const categoryNames = new WeakMap<object, Map<Locale, ReadonlyMap<number, { slug: string; title: string }>>>();
  // The footer's links, on every page: written only by the reference data's seeding at a release.
  const networks = cachedFor(referenceTtlMs, queries.socialNetworks);
  // The autocomplete is asked the same few prefixes by everyone ('par', 'rom'); PGlite answers one
  // query at a time, so a burst of visitors must not queue identical searches.
  const citySearches = loadingCache<City[]>({ max: 5_000, ttlMs: referenceTtlMs });
  // An admin's rate replaces the stored one, dated the day it was set (UTC): every conversion reads this map.
  const rates = cachedFor(referenceTtlMs, async () => {
    const [rows, overrides] = await Promise.all([queries.latestRates(), queries.rateOverrides()]);
    const map = new Map(rows.map((row) => [row.currency, { rate: Number(row.rate), date: row.rateDate }]));
    for (const row of overrides) map.set(row.currency, { rate: Number(row.rate), date: row.setAt.toISOString().slice(0, 10) });
    return map;
  });

  function toCity(row: CityRow, locale: Locale): City {
    return {
      id: row.id,
      name: row.name,
      nameTranslated: localizedName({ en_US: row.name, ...row.names }, locale),
      slug: row.slug,
      order: row.position,
      featured: row.featured,
      timeZone: row.timeZone,
      latitude: row.latitude,
      longitude: row.longitude,
      country: {
        id: row.country.id,
        iso2: row.country.iso2,
        slug: row.country.slug,
        name: localizedName(row.country.names, 'en_US'),
        nameTranslated: localizedName(row.country.names, locale),
      },
    };
  }

  async function loadCities(query: CitiesQuery, folded: string | undefined): Promise<City[]> {
    const rows = await queries.cities({
      folded,
      countryId: query.countryId,
      featured: query.featured,
      activated: query.activated ?? true,
      limit: query.limit,
    });
    return rows.map((row) => toCity(row, query.language));
  }

  return {
    /** A change made by this process's back office shows here at once (other processes within referenceTtlMs). */
    forgetSettings() {
      languages.forget();
      currencies.forget();
      rates.forget();
    },

    /** The back office changed a city, country or category: this process reads them again (decision 0034). */
    forgetPlaces(): void {
      categories.forget();
      citySearches.forget();
    },

    async listLanguages(filter: { activated?: boolean | undefined } = {}) {
      const rows = await languages.get();
      return rows
        .filter((row) => filter.activated === undefined || row.activated === filter.activated)
        .map(({ code, name, nativeName, activated }) => ({ code, name, nativeName, activated }));
    },

    async listCurrencies(filter: { activated?: boolean | undefined } = {}) {
      const rows = await currencies.get();
      return rows.filter((row) => filter.activated === undefined || row.activated === filter.activated);
    },

    /** EUR → currency at the newest snapshot; an unknown currency is a 404, never a silent 1. */
    async exchangeRate(code: string): Promise<ExchangeRate> {
      const [known, snapshot] = await Promise.all([currencies.get(), rates.get()]);
      const unit = known.find((row) => row.code === code);
      const rate = snapshot.get(code);
      if (!unit || !rate) throw new AppError('currency_not_found', { currency: code });
      return { base: 'EUR', currency: code, rate: rate.rate, date: rate.date, minorUnits: unit.minorUnits };
    },

    async listContinents(locale: Locale) {
      const rows = await queries.continents();
      return rows.map((row) => ({
        id: row.id,
        code: row.code,
        slug: row.slug,
        name: localizedName(row.names, 'en_US'),
        nameTranslated: localizedName(row.names, locale),
      }));
    },

    async listCountries(filter: { continentId?: number | undefined; activated?: boolean | undefined; language: Locale }) {
      const rows = await queries.countries(filter);
      return rows
        .map((row) => ({
          id: row.id,
          iso2: row.iso2,
          slug: row.slug,
          continentId: row.continentId,
          name: localizedName(row.names, 'en_US'),
          nameTranslated: localizedName(row.names, filter.language),
        }))
        .sort((a, b) => a.nameTranslated.localeCompare(b.nameTranslated, filter.language.slice(0, 2)));
    },

    /** GET /api/cities: the list filters and, with q, the autocomplete. */
    listCities(query: CitiesQuery): Promise<City[]> {
      const folded = query.q === undefined ? undefined : foldForSearch(query.q);
      const key = JSON.stringify([folded, query.countryId, query.featured, query.activated, query.limit, query.language]);
      return citySearches.get(key, () => loadCities(query, folded));
    },

    async featuredCities(locale: Locale): Promise<City[]> {
      const rows = await queries.cities({ featured: true, activated: true, limit: 50 });
      return rows.map((row) => toCity(row, locale));
    },

    async citiesPerCountry(locale: Locale) {
      const rows = await queries.activatedCitiesByCountry();
      const byCountry = new Map<number, { name: string; nameTranslated: string; slug: string; cities: { id: number; name: string; nameTranslated: string; slug: string }[] }>();
      for (const row of rows) {
        let entry = byCountry.get(row.country.id);
        if (!entry) {
          entry = {
            name: localizedName(row.country.names, 'en_US'),
            nameTranslated: localizedName(row.country.names, locale),
            slug: row.country.slug,
            cities: [],
          };
          byCountry.set(row.country.id, entry);
        }
        entry.cities.push({ id: row.id, name: row.name, nameTranslated: localizedName({ en_US: row.name, ...row.names }, locale), slug: row.slug });
      }
      return [...byCountry.values()].sort((a, b) => a.nameTranslated.localeCompare(b.nameTranslated, locale.slice(0, 2)));
    },

    /** Spec shape: slug, order and entry.data[0].title in the asked language. */
    async tourCategories(filter: { activated?: boolean | undefined; language: Locale }): Promise<TourCategory[]> {
      const rows = await categories.get();
      return rows
        .filter((row) => filter.activated === undefined || row.activated === filter.activated)
        .map((row) => ({
          id: row.id,
          slug: row.slug,
          order: row.position,
          activated: row.activated,
          entry: { data: [{ title: localizedName(row.titles, filter.language) }] },
        }));
    },

    /**
     * Every category's slug and title in `language`, by id: what a tour card names. Made once per language
     * while the categories read stay the same (a list asked for it twice, each time mapping every category).
     */
    async categoryNames(language: Locale): Promise<ReadonlyMap<number, { slug: string; title: string }>> {
      const rows = await categories.get();
      let byLanguage = categoryNames.get(rows);
      if (!byLanguage) categoryNames.set(rows, (byLanguage = new Map()));
      let names = byLanguage.get(language);
      if (!names) byLanguage.set(language, (names = new Map(rows.map((row) => [row.id, { slug: row.slug, title: localizedName(row.titles, language) }]))));
      return names;
    },

    async socialNetworks(filter?: string): Promise<SocialNetwork[]> {
      const rows = await networks.get();
      const needle = filter ? foldForSearch(filter) : undefined;
      return rows
        .filter((row) => !needle || foldForSearch(row.name).includes(needle))
        .map((row) => ({
          uuid: row.uuid,
          name: row.name,
          url: row.url,
          linkFR: row.linksByCountry.FR ?? null,
          linkDE: row.linksByCountry.DE ?? null,
          linkES: row.linksByCountry.ES ?? null,
          linkIT: row.linksByCountry.IT ?? null,
          linkRU: row.linksByCountry.RU ?? null,
          linkJP: row.linksByCountry.JP ?? null,
          linkUS: row.linksByCountry.US ?? null,
        }));
    },
  };
}

export type ReferenceService = ReturnType<typeof referenceService>;

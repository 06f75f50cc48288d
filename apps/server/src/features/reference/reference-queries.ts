import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '@cicerone/db/client';
import {
  city,
  continent,
  country,
  currency,
  exchangeRate,
  language,
  socialNetwork,
  tourCategory,
} from '@cicerone/db/schema/reference';
import { exchangeRateOverride } from '@cicerone/db/schema/settings';

/** Reads of the reference tables; no rules here, only SQL. */
export function referenceQueries(db: Executor) {
  const cityColumns = {
    id: city.id,
    name: city.name,
    names: city.names,
    slug: city.slug,
    position: city.position,
    featured: city.featured,
    timeZone: city.timeZone,
    latitude: city.latitude,
    longitude: city.longitude,
    country: { id: country.id, iso2: country.iso2, slug: country.slug, names: country.names },
  };

  return {
    languages: () => db.select().from(language).orderBy(asc(language.position)),

    currencies: () => db.select().from(currency).orderBy(desc(currency.isDefault), asc(currency.code)),

    /** The newest EUR rate of every currency (one row each). */
    latestRates: () =>
      db
        .selectDistinctOn([exchangeRate.currency], {
          currency: exchangeRate.currency,
          rate: exchangeRate.rate,
          rateDate: exchangeRate.rateDate,
        })
        .from(exchangeRate)
        .orderBy(exchangeRate.currency, desc(exchangeRate.rateDate)),

    /** Admins' rates (requirements §back-office.settings), which stand over the newest stored ones. */
    rateOverrides: () => db.select({ currency: exchangeRateOverride.currency, rate: exchangeRateOverride.rate, setAt: exchangeRateOverride.setAt }).from(exchangeRateOverride),

    continents: () => db.select().from(continent).orderBy(asc(continent.position)),

    countries: (filter: { continentId?: number | undefined; activated?: boolean | undefined }) => {
      const conditions: SQL[] = [];
      if (filter.continentId !== undefined) conditions.push(eq(country.continentId, filter.continentId));
      if (filter.activated !== undefined) conditions.push(eq(country.activated, filter.activated));
      return db
        .select()
        .from(country)
        .where(and(...conditions))
        .orderBy(asc(country.slug));
    },

    /**
     * `folded` is already folded by foldForSearch; the LIKE runs on the trigram index.
     * Word-start matches come first ('par' → Paris before Comparative…), then the most visited.
     */
    cities: (filter: {
      folded?: string | undefined;
      countryId?: number | undefined;
      featured?: boolean | undefined;
      activated: boolean;
      limit: number;
    }) => {
      const conditions: SQL[] = [eq(city.activated, filter.activated)];
      if (filter.countryId !== undefined) conditions.push(eq(city.countryId, filter.countryId));
      if (filter.featured !== undefined) conditions.push(eq(city.featured, filter.featured));
      const order: SQL[] = [];
      if (filter.folded) {
        const pattern = filter.folded.replace(/[\\%_]/g, (c) => `\\${c}`);
        conditions.push(sql`${city.searchText} like ${`%${pattern}%`}`);
        order.push(sql`strpos(${city.searchText}, ${` ${filter.folded}`}) = 0`);
      }
      return db
        .select(cityColumns)
        .from(city)
        .innerJoin(country, eq(country.id, city.countryId))
        .where(and(...conditions))
        .orderBy(...order, asc(city.position))
        .limit(filter.limit);
    },

    /** Activated cities grouped later by country; ordered so grouping is one pass. */
    activatedCitiesByCountry: () =>
      db
        .select({
          id: city.id,
          name: city.name,
          names: city.names,
          slug: city.slug,
          country: { id: country.id, slug: country.slug, names: country.names },
        })
        .from(city)
        .innerJoin(country, eq(country.id, city.countryId))
        .where(and(eq(city.activated, true), eq(country.activated, true)))
        .orderBy(asc(country.slug), asc(city.position)),

    socialNetworks: () => db.select().from(socialNetwork).orderBy(asc(socialNetwork.position)),

    tourCategories: () => db.select().from(tourCategory).orderBy(asc(tourCategory.position)),
  };
}

export type ReferenceQueries = ReturnType<typeof referenceQueries>;

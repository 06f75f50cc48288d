import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { foldForSearch } from '@cicerone/core/slug';
import type { Database } from '../client.ts';
import {
  city,
  continent,
  country,
  currency,
  exchangeRate,
  language,
  seedState,
  socialNetwork,
  tourCategory,
} from '../schema/reference.ts';
import { loadCities } from '../reference/cities.ts';
import { continents } from '../reference/continents.ts';
import { loadCountries } from '../reference/countries.ts';
import { loadCurrencies } from '../reference/currencies.ts';
import { loadExchangeRateSnapshot } from '../reference/exchange-rates.ts';
import { languages } from '../reference/languages.ts';
import { bankAccounts } from '../reference/bank-accounts.ts';
import { bankInformation } from '../schema/orders.ts';
import { socialNetworks } from '../reference/social-networks.ts';
import { tourCategories } from '../reference/tour-categories.ts';
import { seedCruiseLines } from './cruise-lines.ts';

const dataset = 'reference';
/** Cities open for sale (shown in lists and the autocomplete) besides the featured ones: the most visited first. */
const activatedCityCount = 600;

/**
 * The version of the reference data: the builders' source and the dataset packages' versions.
 * Start-up compares it with seed_state and skips seeding when nothing changed.
 */
export function referenceDataVersion(): string {
  const hash = createHash('sha256');
  const folder = fileURLToPath(new URL('../reference/', import.meta.url));
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts')).sort()) {
    hash.update(readFileSync(folder + file));
  }
  const require = createRequire(import.meta.url);
  for (const pkg of ['world-countries', 'city-timezones', 'currency-codes', '@fawazahmed0/currency-api']) {
    hash.update(pkg + (require(`${pkg}/package.json`) as { version: string }).version);
  }
  hash.update(readFileSync(fileURLToPath(import.meta.url)));
  return hash.digest('hex').slice(0, 16);
}

/** Upserts every reference row by its natural key: running it twice changes nothing. */
export async function seedReferenceData(db: Database, options: { force?: boolean } = {}): Promise<boolean> {
  const version = referenceDataVersion();
  if (!options.force) {
    const [state] = await db.select().from(seedState).where(eq(seedState.dataset, dataset));
    if (state?.version === version) return false;
  }

  const countries = loadCountries();
  const cities = loadCities();
  const currencies = loadCurrencies();
  const snapshot = loadExchangeRateSnapshot();

  await db.transaction(async (tx) => {
    await tx
      .insert(language)
      .values(languages.map((l) => ({ code: l.code, name: l.name, nativeName: l.nativeName, activated: l.activated, position: l.order })))
      .onConflictDoUpdate({ target: language.code, set: { name: sql`excluded.name`, nativeName: sql`excluded.native_name`, position: sql`excluded.position` } });

    await tx
      .insert(currency)
      .values(currencies.map((c) => ({ code: c.code, name: c.name, symbol: c.symbol, minorUnits: c.minorUnits, activated: c.activated, isDefault: c.isDefault })))
      // Activation is an operator's choice once the row exists: re-seeding keeps it.
      .onConflictDoUpdate({ target: currency.code, set: { name: sql`excluded.name`, symbol: sql`excluded.symbol`, minorUnits: sql`excluded.minor_units` } });

    await tx
      .insert(exchangeRate)
      .values(snapshot.rates.map((r) => ({ currency: r.currency, rateDate: snapshot.date, rate: r.rate, source: snapshot.source })))
      .onConflictDoNothing();

    await tx
      .insert(continent)
      .values(continents.map((c) => ({ code: c.code, slug: c.slug, names: c.names, position: c.order })))
      .onConflictDoUpdate({ target: continent.code, set: { slug: sql`excluded.slug`, names: sql`excluded.names`, position: sql`excluded.position` } });
    const continentIds = new Map((await tx.select({ id: continent.id, code: continent.code }).from(continent)).map((c) => [c.code, c.id]));

    await tx
      .insert(country)
      .values(
        countries.map((c) => ({
          iso2: c.iso2,
          iso3: c.iso3,
          slug: c.slug,
          continentId: continentIds.get(c.continent) ?? 0,
          names: c.names,
          callingCode: c.callingCode,
        })),
      )
      .onConflictDoUpdate({
        target: country.iso2,
        set: { iso3: sql`excluded.iso3`, slug: sql`excluded.slug`, continentId: sql`excluded.continent_id`, names: sql`excluded.names`, callingCode: sql`excluded.calling_code` },
      });
    const countryRows = await tx.select({ id: country.id, iso2: country.iso2, names: country.names }).from(country);
    const countryByIso = new Map(countryRows.map((c) => [c.iso2, c]));

    const cityRows = cities.flatMap((c) => {
      const owner = countryByIso.get(c.countryIso2);
      if (!owner) return [];
      return [
        {
          key: c.key,
          slug: c.slug,
          name: c.name,
          names: c.names,
          countryId: owner.id,
          latitude: c.latitude,
          longitude: c.longitude,
          population: c.population,
          timeZone: c.timeZone,
          featured: c.featured,
          activated: c.featured || c.order <= activatedCityCount,
          position: c.order,
          searchText: citySearchText(c.name, c.names, owner.names),
        },
      ];
    });
    // Slugs may move between rows when the dataset changes: clear them first so the unique index never trips mid-update.
    await tx.execute(sql`update city set slug = 'reseed-' || id`);
    for (let start = 0; start < cityRows.length; start += 1000) {
      await tx
        .insert(city)
        .values(cityRows.slice(start, start + 1000))
        .onConflictDoUpdate({
          target: city.key,
          set: {
            slug: sql`excluded.slug`,
            name: sql`excluded.name`,
            names: sql`excluded.names`,
            countryId: sql`excluded.country_id`,
            latitude: sql`excluded.latitude`,
            longitude: sql`excluded.longitude`,
            population: sql`excluded.population`,
            timeZone: sql`excluded.time_zone`,
            featured: sql`excluded.featured`,
            position: sql`excluded.position`,
            searchText: sql`excluded.search_text`,
          },
        });
    }

    // A city the dataset no longer has keeps its id (bookings may point at it) but leaves the site.
    await tx.execute(sql`update city set activated = false where slug like 'reseed-%'`);

    await tx
      .insert(socialNetwork)
      .values(socialNetworks.map((s) => ({ key: s.key, name: s.name, url: s.url, linksByCountry: s.linksByCountry, position: s.order })))
      .onConflictDoUpdate({ target: socialNetwork.key, set: { name: sql`excluded.name`, url: sql`excluded.url`, linksByCountry: sql`excluded.links_by_country`, position: sql`excluded.position` } });

    await tx
      .insert(tourCategory)
      .values(tourCategories.map((c) => ({ slug: c.slug, titles: c.titles, position: c.order })))
      .onConflictDoUpdate({ target: tourCategory.slug, set: { titles: sql`excluded.titles`, position: sql`excluded.position` } });

    // The company's (demo) bank accounts; an operator's edits are kept, as for currency activation.
    await tx.insert(bankInformation).values(bankAccounts).onConflictDoNothing();

    await seedCruiseLines(tx);

    await tx
      .insert(seedState)
      .values({ dataset, version })
      .onConflictDoUpdate({ target: seedState.dataset, set: { version, appliedAt: sql`now()` } });
  });
  return true;
}

/** What the autocomplete matches: every name of the city and of its country, folded, each preceded by a space. */
export function citySearchText(
  name: string,
  names: Partial<Record<string, string>>,
  countryNames: Partial<Record<string, string>>,
): string {
  const all = new Set([name, ...Object.values(names), ...Object.values(countryNames)].filter((n): n is string => Boolean(n)).map(foldForSearch));
  return ` ${[...all].join(' | ')}`;
}

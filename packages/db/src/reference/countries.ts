import { createRequire } from 'node:module';
import { languageTag, locales, type Locale } from '@cicerone/core/locales';
import { slugify } from '@cicerone/core/slug';
import type { ContinentCode } from './continents.ts';

/*
 * Countries come from world-countries (ODbL-1.0: attribution and share-alike apply to the
 * data itself; the code that reads it is ours). Its package entry re-exports a JSON file
 * without an import attribute, which Node's ESM loader refuses, so it is read through
 * require.
 */
const require = createRequire(import.meta.url);

interface WorldCountry {
  cca2: string;
  cca3: string;
  name: { common: string };
  region: string;
  subregion: string;
  idd: { root?: string; suffixes?: string[] };
  translations: Record<string, { common: string } | undefined>;
}

export interface CountryRecord {
  iso2: string;
  iso3: string;
  /** slugify(English common name), unique */
  slug: string;
  continent: ContinentCode;
  names: Record<Locale, string>;
  callingCode: string | null;
}

/** world-countries keys its translations by ISO 639-3 language code. */
const translationKeys: Record<Exclude<Locale, 'en_US'>, string> = {
  fr_FR: 'fra',
  de_DE: 'deu',
  es_ES: 'spa',
  it_IT: 'ita',
  ru_RU: 'rus',
  ja_JP: 'jpn',
};

const directRegions: Record<string, ContinentCode> = { Africa: 'AF', Asia: 'AS', Europe: 'EU', Oceania: 'OC' };

/**
 * The data's "Antarctic" region is not one of our six continents. Each territory goes
 * to the continent a traveller would reach it from (no tours there today; the row only
 * has to exist so that every country has a continent).
 */
const antarcticContinents: Record<string, ContinentCode> = {
  AQ: 'OC', // Antarctica: most territorial claims and gateway ports (Hobart, Christchurch) lie in Oceania
  GS: 'SA', // South Georgia: administered from the Falklands, reached from Argentina/Chile
  BV: 'EU', // Bouvet Island: Norwegian dependency
  TF: 'AF', // French Southern Lands: in the southern Indian Ocean, run from Réunion
  HM: 'OC', // Heard & McDonald Islands: Australian external territory
};

/**
 * Where the data lists alternative codes rather than area codes, the real country code
 * is given here (Saint Helena +290 with Ascension +247; Western Sahara dials through
 * Morocco; Vatican City also uses Italy's +39).
 */
const callingCodeOverrides: Record<string, string> = { SH: '+290', EH: '+212', VA: '+39' };

function continentOf(country: WorldCountry): ContinentCode {
  const direct = directRegions[country.region];
  if (direct) return direct;
  if (country.region === 'Americas') {
    // Central America and the Caribbean are part of North America in the six-continent model.
    return country.subregion === 'South America' ? 'SA' : 'NA';
  }
  const antarctic = antarcticContinents[country.cca2];
  if (antarctic) return antarctic;
  throw new Error(`No continent for ${country.cca2} (region ${country.region}/${country.subregion})`);
}

function callingCodeOf(country: WorldCountry): string | null {
  const override = callingCodeOverrides[country.cca2];
  if (override) return override;
  const { root, suffixes = [] } = country.idd;
  if (!root) return null;
  // One suffix completes the code (+33); several are area codes under a shared code (+1 for the US, +7 for Russia).
  return suffixes.length === 1 ? root + suffixes[0] : root;
}

/** Region names from ICU for a locale world-countries has no translation for; English as last resort. */
function displayName(locale: Locale, iso2: string, english: string): string {
  try {
    const name = new Intl.DisplayNames([languageTag(locale)], { type: 'region', fallback: 'none' }).of(iso2);
    return name ?? english;
  } catch {
    return english;
  }
}

const abbreviation = /^[A-Z]{2,}$/u;

function namesOf(country: WorldCountry): Record<Locale, string> {
  const english = country.name.common;
  const names = { en_US: english } as Record<Locale, string>;
  for (const locale of locales) {
    if (locale === 'en_US') continue;
    const common = country.translations[translationKeys[locale]]?.common;
    // An abbreviation is no name for a reader ("UAE" is the data's Japanese common name): ICU's name then.
    names[locale] = common && !abbreviation.test(common) ? common : displayName(locale, country.cca2, english);
  }
  return names;
}

export function loadCountries(): CountryRecord[] {
  const data = require('world-countries') as WorldCountry[];
  const records = data.map(
    (country): CountryRecord => ({
      iso2: country.cca2,
      iso3: country.cca3,
      slug: slugify(country.name.common),
      continent: continentOf(country),
      names: namesOf(country),
      callingCode: callingCodeOf(country),
    }),
  );
  // Slugs become URLs (/country/{slug}); two countries must never share one.
  const seen = new Set<string>();
  for (const record of records) {
    if (seen.has(record.slug)) throw new Error(`Duplicate country slug ${record.slug}`);
    seen.add(record.slug);
  }
  return records.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
}

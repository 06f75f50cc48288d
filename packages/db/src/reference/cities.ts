import { createRequire } from 'node:module';
import type { Locale } from '@cicerone/core/locales';
import { slugify } from '@cicerone/core/slug';
import { translatedCityNames } from './city-names.ts';
import { loadCountries } from './countries.ts';
import { canonicalTimeZone } from './time-zones.ts';

/* Cities come from city-timezones (MIT): 7,329 rows with population, coordinates and zone. */
const require = createRequire(import.meta.url);

interface CityTimezonesRow {
  city: string;
  city_ascii: string;
  lat: number;
  lng: number;
  pop: number;
  iso2: string;
  province: string;
  timezone: string | null;
}

export interface CityRecord {
  /** Stable unique id for idempotent seeding: `${iso2}-${slug}`. */
  key: string;
  slug: string;
  /** English display name as the data gives it, accents included ('Zürich'). */
  name: string;
  countryIso2: string;
  latitude: number;
  longitude: number;
  population: number;
  /** Canonical IANA zone (see time-zones.ts). */
  timeZone: string;
  /** Translated names where we have them (city-names.ts); en_US is always `name`. */
  names: Partial<Record<Locale, string>>;
  featured: boolean;
  /** 1 = most populous. */
  order: number;
}

/**
 * Home-page destinations, by key so that the right Paris (not Paris, Texas) is meant.
 * Chosen from the world's most visited cities for guided walking tours.
 */
export const featuredCityKeys: readonly string[] = [
  'FR-paris',
  'IT-rome',
  'ES-barcelona',
  'GB-london',
  'US-new-york',
  'JP-tokyo',
  'JP-kyoto',
  'TR-istanbul',
  'CZ-prague',
  'PT-lisbon',
  'NL-amsterdam',
  'DE-berlin',
  'AT-vienna',
  'IT-florence',
  'IT-venice',
  'AE-dubai',
];

interface Candidate {
  row: CityTimezonesRow;
  base: string;
  population: number;
  timeZone: string;
}

/**
 * slugify() keeps non-Latin letters (fine for search), but a city URL must be ASCII: any
 * part left non-ASCII after folding accents is dropped.
 */
function asciiSlug(text: string): string {
  return slugify(text)
    .split('-')
    .map((part) => part.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean)
    .join('-');
}

/** The data's "ascii" column is not always ASCII ('Montréal'); asciiSlug folds it anyway. */
function baseSlug(row: CityTimezonesRow): string {
  return asciiSlug(row.city_ascii || row.city) || asciiSlug(row.city) || row.iso2.toLowerCase();
}

/** Valid rows, one per place: same city, country and province twice is one city listed twice. */
function candidates(): Candidate[] {
  const rows = require('city-timezones').cityMapping as CityTimezonesRow[];
  const countryCodes = new Set(loadCountries().map((c) => c.iso2));
  const byPlace = new Map<string, Candidate>();
  for (const row of rows) {
    // Blank and '-99' iso2 are Natural Earth's "no country" markers (Kosovo, Somaliland).
    if (!countryCodes.has(row.iso2)) continue;
    const timeZone = canonicalTimeZone(row.timezone);
    if (!timeZone) continue;
    const candidate = { row, base: baseSlug(row), population: Math.round(row.pop), timeZone };
    const place = `${row.iso2}|${row.province ?? ''}|${row.city}`;
    const existing = byPlace.get(place);
    if (!existing || existing.population < candidate.population) byPlace.set(place, candidate);
  }
  // Most populous first; slug, country and province make the order total, so slugs are
  // stable from run to run. Plain code-unit comparison: localeCompare is ~10× slower here.
  return [...byPlace.values()].sort(
    (a, b) =>
      b.population - a.population ||
      compare(a.base, b.base) ||
      compare(a.row.iso2, b.row.iso2) ||
      compare(a.row.province ?? '', b.row.province ?? ''),
  );
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * The most populous city with a slug keeps it (/city/florence is Florence, Italy); the
 * others are qualified by province, then by country, then — for the rare row that
 * still collides — by a counter.
 */
function uniqueSlug(candidate: Candidate, taken: Set<string>): string {
  const { base, row } = candidate;
  const country = row.iso2.toLowerCase();
  const qualifier = asciiSlug(row.province ?? '') || country;
  const options = [base, `${base}-${qualifier}`, `${base}-${qualifier}-${country}`];
  for (const option of options) if (!taken.has(option)) return option;
  for (let n = 2; ; n++) if (!taken.has(`${options[2]}-${n}`)) return `${options[2]}-${n}`;
}

export function loadCities(): CityRecord[] {
  const featured = new Set(featuredCityKeys);
  const taken = new Set<string>();
  return candidates().map((candidate, index): CityRecord => {
    const { row } = candidate;
    const slug = uniqueSlug(candidate, taken);
    taken.add(slug);
    const key = `${row.iso2}-${slug}`;
    return {
      key,
      slug,
      name: row.city,
      countryIso2: row.iso2,
      latitude: row.lat,
      longitude: row.lng,
      population: candidate.population,
      timeZone: candidate.timeZone,
      names: { ...translatedCityNames(key), en_US: row.city },
      featured: featured.has(key),
      order: index + 1,
    };
  });
}

import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadCities, featuredCityKeys, type CityRecord } from './cities.ts';
import { translatedCityKeys } from './city-names.ts';
import { loadCountries } from './countries.ts';
import { canonicalTimeZone, icuLegacyToIana } from './time-zones.ts';

// Timed before anything else loads the datasets, so this is the seed's cold cost.
const started = performance.now();
const cities = loadCities();
const coldMs = performance.now() - started;
const bySlug = new Map<string, CityRecord>(cities.map((c) => [c.slug, c]));

describe('loadCities', () => {
  it('is fast enough to run at every seed (about 100 ms alone; 1 s leaves room for a busy CI machine)', () => {
    expect(coldMs).toBeLessThan(1000);
  });

  it('has at least 500 cities with unique keys and unique ASCII slugs', () => {
    expect(cities.length).toBeGreaterThanOrEqual(500);
    expect(new Set(cities.map((c) => c.key)).size).toBe(cities.length);
    expect(new Set(cities.map((c) => c.slug)).size).toBe(cities.length);
    for (const city of cities) {
      expect(city.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(city.key).toBe(`${city.countryIso2}-${city.slug}`);
    }
  });

  it('keeps the 500 most populous valid cities, ordered by population', () => {
    const require = createRequire(import.meta.url);
    const rows = require('city-timezones').cityMapping as { city: string; iso2: string; pop: number; timezone: string | null }[];
    const countries = new Set(loadCountries().map((c) => c.iso2));
    const top = rows
      .filter((r) => countries.has(r.iso2) && r.timezone)
      .sort((a, b) => b.pop - a.pop)
      .slice(0, 500);
    const kept = new Set(cities.map((c) => `${c.countryIso2}|${c.name}`));
    for (const row of top) expect(kept.has(`${row.iso2}|${row.city}`), `${row.city}, ${row.iso2}`).toBe(true);
    expect(cities.map((c) => c.order)).toEqual(cities.map((_, i) => i + 1));
    const populations = cities.map((c) => c.population);
    expect(populations).toEqual([...populations].sort((a, b) => b - a));
  });

  it('gives the plain slug to the best-known city of that name', () => {
    expect(bySlug.get('zurich')).toMatchObject({ name: 'Zürich', countryIso2: 'CH', timeZone: 'Europe/Zurich' });
    expect(bySlug.get('moscow')).toMatchObject({ countryIso2: 'RU', timeZone: 'Europe/Moscow' });
    expect(bySlug.get('tokyo')).toMatchObject({ countryIso2: 'JP', order: 1 });
    expect(bySlug.get('florence')).toMatchObject({ countryIso2: 'IT' });
    expect(bySlug.get('paris')).toMatchObject({ countryIso2: 'FR' });
    // The smaller namesakes are qualified by province.
    expect(bySlug.get('florence-alabama')?.countryIso2).toBe('US');
    expect(bySlug.get('florence-south-carolina')?.countryIso2).toBe('US');
  });

  it('stores only canonical time zones that Intl knows', () => {
    const supported = new Set(Intl.supportedValuesOf('timeZone'));
    const renamed = new Map(Object.entries(icuLegacyToIana).map(([icu, iana]) => [iana, icu]));
    for (const zone of new Set(cities.map((c) => c.timeZone))) {
      // Either ICU's own id, or an IANA rename of one (ICU lists Asia/Calcutta, we store Asia/Kolkata).
      const icuId = supported.has(zone) ? zone : renamed.get(zone);
      expect(icuId && supported.has(icuId), zone).toBe(true);
      expect(new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone).toBe(icuId);
      expect(Object.keys(icuLegacyToIana), zone).not.toContain(zone);
    }
    expect(bySlug.get('montreal')?.timeZone).toBe('America/Toronto');
    expect(bySlug.get('mumbai')?.timeZone).toBe('Asia/Kolkata');
    expect(bySlug.get('kyiv')?.timeZone).toBe('Europe/Kyiv');
  });

  it('canonicalises legacy zone names and rejects unknown ones', () => {
    expect(canonicalTimeZone('America/Montreal')).toBe('America/Toronto');
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Asia/Kolkata')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Uzhgorod')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Asia/Chongqing')).toBe('Asia/Shanghai');
    expect(canonicalTimeZone('Europe/Amsterdam')).toBe('Europe/Amsterdam');
    expect(canonicalTimeZone('Mars/Olympus_Mons')).toBeNull();
    expect(canonicalTimeZone(null)).toBeNull();
  });

  it('has translated names for the most visited cities, English everywhere', () => {
    expect(bySlug.get('moscow')?.names.ru_RU).toBe('Москва');
    expect(bySlug.get('tokyo')?.names.ja_JP).toBe('東京');
    expect(bySlug.get('munich')?.names.de_DE).toBe('München');
    expect(bySlug.get('florence')?.names.it_IT).toBe('Firenze');
    for (const city of cities) expect(city.names.en_US).toBe(city.name);
    const keys = new Set(cities.map((c) => c.key));
    for (const key of translatedCityKeys) expect(keys.has(key), key).toBe(true);
    const translated = cities.filter((c) => Object.keys(c.names).length === 7);
    expect(translated.length).toBe(translatedCityKeys.length);
  });

  it('features the curated destinations and nothing else', () => {
    const featured = cities.filter((c) => c.featured).map((c) => c.key);
    expect(featured.sort()).toEqual([...featuredCityKeys].sort());
    expect(featured.length).toBeGreaterThanOrEqual(12);
  });
});

import { describe, expect, it } from 'vitest';
import { locales } from '@cicerone/core/locales';
import { continentCodes } from './continents.ts';
import { loadCountries } from './countries.ts';

const countries = loadCountries();
const byIso2 = new Map(countries.map((c) => [c.iso2, c]));

describe('loadCountries', () => {
  it('loads every world-countries entry with unique codes and ASCII slugs', () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(new Set(countries.map((c) => c.iso2)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.iso3)).size).toBe(countries.length);
    expect(new Set(countries.map((c) => c.slug)).size).toBe(countries.length);
    for (const country of countries) expect(country.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(byIso2.get('TR')?.slug).toBe('turkiye');
    expect(byIso2.get('CI')?.slug).toBe('ivory-coast');
  });

  it('gives every country a continent and a name in all seven languages', () => {
    for (const country of countries) {
      expect(continentCodes).toContain(country.continent);
      expect(Object.keys(country.names).sort()).toEqual([...locales].sort());
      for (const name of Object.values(country.names)) expect(name.trim()).not.toBe('');
    }
    expect(byIso2.get('DE')?.names).toMatchObject({ en_US: 'Germany', fr_FR: 'Allemagne', de_DE: 'Deutschland', ja_JP: 'ドイツ' });
  });

  it('names a country in words of the language, never with an abbreviation', () => {
    // world-countries gives "UAE" as the Japanese common name of the Emirates.
    expect(byIso2.get('AE')?.names.ja_JP).toBe('アラブ首長国連邦');
    for (const country of countries) {
      for (const locale of locales) expect(country.names[locale], `${country.iso2} ${locale}`).not.toMatch(/^[A-Z]{2,}$/u);
    }
  });

  it('splits the Americas by subregion and places the Antarctic territories', () => {
    const continentOf = (iso2: string) => byIso2.get(iso2)?.continent;
    expect(['US', 'CA', 'MX', 'PA', 'JM', 'CU'].map(continentOf)).toEqual(['NA', 'NA', 'NA', 'NA', 'NA', 'NA']);
    expect(['BR', 'AR', 'CL', 'PE'].map(continentOf)).toEqual(['SA', 'SA', 'SA', 'SA']);
    expect(['CH', 'FR', 'RU'].map(continentOf)).toEqual(['EU', 'EU', 'EU']);
    expect(['JP', 'CN', 'TR'].map(continentOf)).toEqual(['AS', 'AS', 'AS']);
    expect(['AQ', 'GS', 'BV', 'TF', 'HM'].map(continentOf)).toEqual(['OC', 'SA', 'EU', 'AF', 'OC']);
  });

  it('derives the international calling code', () => {
    expect(byIso2.get('CH')?.callingCode).toBe('+41');
    expect(byIso2.get('US')?.callingCode).toBe('+1');
    expect(byIso2.get('RU')?.callingCode).toBe('+7');
    expect(byIso2.get('VA')?.callingCode).toBe('+39');
    expect(byIso2.get('AQ')?.callingCode).toBeNull();
  });
});

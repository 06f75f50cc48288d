import { describe, expect, it } from 'vitest';
import { locales } from '@cicerone/core/locales';
import { continentCodes, continentCodesForSlug, continents } from './continents.ts';

describe('continents', () => {
  it('lists the six continents with a name in every interface language', () => {
    expect(continents.map((c) => c.code)).toEqual([...continentCodes]);
    expect(continents.map((c) => c.slug)).toEqual(['africa', 'asia', 'europe', 'north-america', 'oceania', 'south-america']);
    for (const continent of continents) {
      expect(Object.keys(continent.names).sort()).toEqual([...locales].sort());
      for (const name of Object.values(continent.names)) expect(name.trim()).not.toBe('');
    }
    expect(new Set(continents.map((c) => c.order)).size).toBe(6);
  });

  it("resolves the spec's slugs: europa is Europe, america is both Americas", () => {
    expect(continentCodesForSlug('europa')).toEqual(['EU']);
    expect(continentCodesForSlug('america')).toEqual(['NA', 'SA']);
    expect(continentCodesForSlug('africa')).toEqual(['AF']);
    expect(continentCodesForSlug('oceania')).toEqual(['OC']);
  });

  it('resolves every canonical slug to itself and unknown slugs to null', () => {
    for (const continent of continents) expect(continentCodesForSlug(continent.slug)).toEqual([continent.code]);
    expect(continentCodesForSlug('atlantis')).toBeNull();
    expect(continentCodesForSlug('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { locales } from '@cicerone/core/locales';
import { tourCategories, tourCategorySlugs } from './tour-categories.ts';

describe('tourCategories', () => {
  it("has spec §2's eight categories in order", () => {
    expect(tourCategories.map((c) => c.slug)).toEqual([
      'private-tour',
      'group-tour',
      'street-art-tour',
      'bike-tour',
      'food-tour',
      'excursion',
      'private-car-tour',
      'museum',
    ]);
    expect(tourCategories.map((c) => c.slug)).toEqual([...tourCategorySlugs]);
    expect(tourCategories.map((c) => c.order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('titles each category in all seven languages, distinctly per language', () => {
    for (const category of tourCategories) {
      expect(Object.keys(category.titles).sort()).toEqual([...locales].sort());
      for (const title of Object.values(category.titles)) expect(title.trim()).not.toBe('');
    }
    for (const locale of locales) {
      expect(new Set(tourCategories.map((c) => c.titles[locale])).size, locale).toBe(8);
    }
    expect(tourCategories[0]?.titles).toMatchObject({ en_US: 'Private tours', fr_FR: 'Visites privées', de_DE: 'Privatführungen' });
  });
});

import { localizedName } from '@cicerone/core/i18n/localized-name';
import { locales, type Locale } from '@cicerone/core/locales';
import type { LocalizedNames } from '../../schema/reference.ts';
import type { SeedCity, SeedContinent, SeedCountry } from './places.ts';
import { contentLanguages } from './texts/languages.ts';
import { listOf, type ContentData } from './texts/types.ts';
import type { TourPlan } from './tours.ts';

export interface ContentRow {
  cms: string;
  language: Locale;
  data: ContentData;
}

const name = (names: LocalizedNames, fallback: string, language: Locale) => localizedName({ ...names, en_US: names.en_US ?? fallback }, language);

/**
 * Editorial entries: the home page and every continent in all seven languages. Countries and cities
 * get none: their pages write their introduction from the message catalogs in every language
 * (apps/web catalog/place-intro.ts), and an entry for one is an editor's own text.
 */
export function contentRows(plans: readonly TourPlan[], continents: readonly SeedContinent[]): ContentRow[] {
  const rows: ContentRow[] = [];
  for (const language of locales) rows.push({ cms: 'home', language, data: contentLanguages[language].home });

  // A continent's entry names its countries with the most cities with tours.
  const cities = new Map<number, SeedCity>(plans.map((plan) => [plan.city.id, plan.city]));
  const countries = new Map<number, { country: SeedCountry; cities: number }>();
  for (const city of cities.values()) {
    const entry = countries.get(city.country.id) ?? { country: city.country, cities: 0 };
    entry.cities += 1;
    countries.set(city.country.id, entry);
  }

  for (const continent of continents) {
    const inContinent = [...countries.values()].filter((c) => c.country.continent.id === continent.id).sort((a, b) => b.cities - a.cities);
    for (const language of locales) {
      const countryNames = inContinent.slice(0, 3).map((c) => name(c.country.names, c.country.slug, language));
      rows.push({
        cms: `continent:${continent.slug}`,
        language,
        data: contentLanguages[language].continent({ continent: name(continent.names, continent.slug, language), countries: listOf(countryNames, language) }),
      });
    }
  }

  return rows;
}

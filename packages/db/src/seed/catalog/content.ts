import { localizedName } from '@cicerone/core/i18n/localized-name';
import { locales, type Locale } from '@cicerone/core/locales';
import type { LocalizedNames } from '../../schema/reference.ts';
import type { SeedCity, SeedContinent, SeedCountry } from './places.ts';
import { contentLanguages, tourLanguages } from './texts/languages.ts';
import { listOf, type ContentData } from './texts/types.ts';
import type { TourPlan } from './tours.ts';

export interface ContentRow {
  cms: string;
  language: Locale;
  data: ContentData;
}

type Titles = Map<string, LocalizedNames>;

const name = (names: LocalizedNames, fallback: string, language: Locale) => localizedName({ ...names, en_US: names.en_US ?? fallback }, language);

/** "food tours, bike tours and museum tours": category titles inside a sentence (German keeps its capital nouns). */
function categoryList(slugs: readonly string[], titles: Titles, language: Locale): string {
  const items = slugs.map((slug) => {
    const title = name(titles.get(slug) ?? {}, slug, language);
    // German nouns keep their capital inside a sentence; an adjective leading the title ('Kulinarische Touren') does not.
    const keep = language === 'ja_JP' || (language === 'de_DE' && !/^\p{Lu}\p{Ll}*(isch|lich|ig)e[nrs]? /u.test(title));
    return keep ? title : title.charAt(0).toLocaleLowerCase(language.slice(0, 2)) + title.slice(1);
  });
  return listOf(items, language);
}

/** The most common values first, at most `limit`. */
function mostCommon<T>(values: readonly T[], limit: number): T[] {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).slice(0, limit).map(([value]) => value);
}

/**
 * Editorial entries: the home page and every continent in all seven languages; countries and
 * cities with tours in English, plus French and German for the featured cities and their
 * countries. The other languages deliberately fall back to the English entry (the content
 * service does that), as a real site's editors would translate the top destinations first.
 */
export function contentRows(plans: readonly TourPlan[], continents: readonly SeedContinent[], categoryTitles: Titles): ContentRow[] {
  const rows: ContentRow[] = [];
  for (const language of locales) rows.push({ cms: 'home', language, data: contentLanguages[language].home });

  const cities = new Map<number, { city: SeedCity; categories: string[] }>();
  for (const plan of plans) {
    const entry = cities.get(plan.city.id) ?? { city: plan.city, categories: [] };
    entry.categories.push(plan.category);
    cities.set(plan.city.id, entry);
  }
  const countries = new Map<number, { country: SeedCountry; cities: SeedCity[]; categories: string[]; featured: boolean }>();
  for (const { city, categories } of cities.values()) {
    const entry = countries.get(city.country.id) ?? { country: city.country, cities: [], categories: [], featured: false };
    entry.cities.push(city);
    entry.categories.push(...categories);
    entry.featured ||= city.featured;
    countries.set(city.country.id, entry);
  }

  for (const continent of continents) {
    const inContinent = [...countries.values()].filter((c) => c.country.continent.id === continent.id).sort((a, b) => b.cities.length - a.cities.length);
    for (const language of locales) {
      const countryNames = inContinent.slice(0, 3).map((c) => name(c.country.names, c.country.slug, language));
      rows.push({
        cms: `continent:${continent.slug}`,
        language,
        data: contentLanguages[language].continent({ continent: name(continent.names, continent.slug, language), countries: listOf(countryNames, language) }),
      });
    }
  }

  const editorial = (featured: boolean): Locale[] => (featured ? ['en_US', 'fr_FR', 'de_DE'] : ['en_US']);
  for (const { country, cities: countryCities, categories, featured } of countries.values()) {
    for (const language of editorial(featured)) {
      const write = contentLanguages[language].country;
      if (!write) continue;
      rows.push({
        cms: `country:${country.slug}`,
        language,
        data: write({
          country: name(country.names, country.slug, language),
          continent: name(country.continent.names, country.continent.slug, language),
          cities: listOf(countryCities.slice(0, 3).map((c) => name(c.names, c.name, language)), language),
          categories: categoryList(mostCommon(categories, 3), categoryTitles, language),
        }),
      });
    }
  }
  for (const { city, categories } of cities.values()) {
    for (const language of editorial(city.featured)) {
      const write = contentLanguages[language].city;
      if (!write) continue;
      rows.push({
        cms: `city:${city.slug}`,
        language,
        data: write({
          ...tourLanguages[language].cityForms(name(city.names, city.name, language)),
          country: name(city.country.names, city.country.slug, language),
          categories: categoryList(mostCommon(categories, 4), categoryTitles, language),
        }),
      });
    }
  }
  return rows;
}

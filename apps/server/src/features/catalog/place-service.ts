import { marketingClaims } from '@cicerone/core/company';
import type { CityData, ContinentData, CountryData, Home } from '@cicerone/core/contracts/catalog';
import { AppError } from '@cicerone/core/errors';
import { continentCodesForSlug } from '@cicerone/db/reference/continents';
import { localizedName } from '@cicerone/core/i18n/localized-name';
import type { Locale } from '@cicerone/core/locales';
import { loadingCache } from '../../shared/loading-cache.ts';
import { contentKeys, type ContentService } from '../content/service.ts';
import type { ReferenceService } from '../reference/service.ts';
import type { ReviewService } from '../reviews/service.ts';
import type { PlaceQueries, PlaceWithTours } from './place-queries.ts';
import { placeRef } from './tour-card.ts';
import { type Localized } from './card-source.ts';
import type { TourService } from './tour-service.ts';

const featuredToursOnHome = 8;
const reviewsOnHome = 5;
const featuredCitiesOnHome = 24;

function continentRef(row: { slug: string; names: Partial<Record<string, string>> }, language: Locale) {
  return { slug: row.slug, name: localizedName(row.names, 'en_US'), nameTranslated: localizedName(row.names, language) };
}

function jointNames(rows: { names: Partial<Record<string, string>> }[], language: Locale) {
  return {
    name: rows.map((row) => localizedName(row.names, 'en_US')).join(' / '),
    nameTranslated: rows.map((row) => localizedName(row.names, language)).join(' / '),
  };
}

function summaries(rows: PlaceWithTours[], language: Locale) {
  return rows.map((row) => ({ ...placeRef(row, language), toursCount: row.toursCount }));
}

/** Destination pages (city, country, continent) and the home page. */
export function placeService(deps: {
  places: PlaceQueries;
  tours: TourService;
  reference: ReferenceService;
  reviews: ReviewService;
  content: ContentService;
  /** The catalogue's cache time (CATALOG_CACHE_SECONDS). */
  ttlMs: number;
}) {
  const { places, tours, reference, reviews, content, ttlMs } = deps;
  // About 9,000 cities × 7 languages could be asked for; the most read ones stay.
  const cityPages = loadingCache<CityData>({ max: 5_000, ttlMs });
  const countryPages = loadingCache<CountryData>({ max: 2_000, ttlMs });
  const continentPages = loadingCache<ContinentData>({ max: 100, ttlMs });
  const homes = loadingCache<Omit<Home, 'reviews'>>({ max: 200, ttlMs });

  return {
    /** City, country, continent and home pages show tours' cards and ratings: read again after a rating changes (decision 0025). */
    forgetPages(): void {
      for (const pages of [cityPages, countryPages, continentPages, homes]) pages.forget();
    },

    /** GET /api/city/data: 404 for an unknown or switched-off city. */
    cityData(asked: string, language: Locale): Promise<CityData> {
      const slug = asked.trim().toLowerCase();
      return cityPages.get(`${slug}|${language}`, async () => {
        const city = await places.cityBySlug(slug);
        if (!city) throw new AppError('city_not_found', { slug });
        const [toursCount, reviewed, entry] = await Promise.all([
          places.cityToursCount(city.id),
          reviews.citySummary(city.id),
          content.find(contentKeys.city(slug), language),
        ]);
        return {
          city: { ...placeRef(city, language), timeZone: city.timeZone, latitude: city.latitude, longitude: city.longitude },
          country: placeRef(city.country, language),
          continent: continentRef(city.continent, language),
          content: entry,
          toursCount,
          rating: reviewed?.rating ?? 0,
          totalReviews: reviewed?.totalReviews ?? 0,
        };
      });
    },

    /** GET /api/country/data: the cities with tours, most visited first. */
    countryData(asked: string, language: Locale): Promise<CountryData> {
      const slug = asked.trim().toLowerCase();
      return countryPages.get(`${slug}|${language}`, async () => {
        const country = await places.countryBySlug(slug);
        if (!country) throw new AppError('country_not_found', { slug });
        const [cities, entry] = await Promise.all([places.citiesWithTours(country.id), content.find(contentKeys.country(slug), language)]);
        return {
          country: { ...placeRef(country, language), iso2: country.iso2 },
          continent: continentRef(country.continent, language),
          content: entry,
          cities: summaries(cities, language),
          toursCount: cities.reduce((sum, city) => sum + city.toursCount, 0),
        };
      });
    },

    /**
     * GET /api/continent/data: the countries with tours, by name in the language. The spec's
     * slugs work too: 'europa' is Europe, 'america' both Americas under one joint name.
     */
    continentData(asked: string, language: Locale): Promise<ContinentData> {
      const slug = asked.trim().toLowerCase();
      return continentPages.get(`${slug}|${language}`, async () => {
        const codes = continentCodesForSlug(slug);
        const continents = codes ? await places.continentsByCodes(codes) : [];
        const [first] = continents;
        if (!first) throw new AppError('continent_not_found', { slug });
        const joint = continents.length === 1 ? continentRef(first, language) : { slug, ...jointNames(continents, language) };
        const [countries, entry] = await Promise.all([
          places.countriesWithTours(continents.map((continent) => continent.id)),
          content.find(contentKeys.continent(joint.slug), language),
        ]);
        const collator = new Intl.Collator(language.slice(0, 2));
        return {
          continent: { id: first.id, ...joint },
          content: entry,
          countries: summaries(countries, language).sort((a, b) => collator.compare(a.nameTranslated, b.nameTranslated)),
          toursCount: countries.reduce((sum, country) => sum + country.toursCount, 0),
        };
      });
    },

    /** GET /api/home: everything the home page shows; the reviews are a fresh random pick each time. */
    async home(opts: Localized): Promise<Home> {
      const [rest, picked] = await Promise.all([
        homes.get(`${opts.language}|${opts.currency}`, async () => {
          const [cities, featuredTours, categories] = await Promise.all([
            places.featuredCitiesWithTours(featuredCitiesOnHome),
            tours.featuredTours(opts, featuredToursOnHome),
            reference.tourCategories({ language: opts.language, activated: true }),
          ]);
          return {
            featuredCities: cities.map((city) => ({
              ...placeRef(city, opts.language),
              country: localizedName(city.countryNames, opts.language),
              image: city.image,
              toursCount: city.toursCount,
            })),
            featuredTours,
            categories: categories.map((category) => ({ slug: category.slug, title: category.entry.data[0]?.title ?? category.slug, order: category.order })),
            claims: { ...marketingClaims },
          };
        }),
        reviews.random({ limit: reviewsOnHome, language: opts.language }),
      ]);
      return { ...rest, reviews: picked };
    },
  };
}

export type PlaceService = ReturnType<typeof placeService>;

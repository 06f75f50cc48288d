import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { isSearchable } from '../search-length.ts';
import { idParam, languageQuery, queryBoolean, text } from './common.ts';


export const languageSchema = z
  .object({ code: z.string(), name: z.string(), nativeName: z.string(), activated: z.boolean() })
  .register(apiSchemas, { id: 'Language' });

export const currencySchema = z
  .object({
    code: z.string(),
    name: z.string(),
    symbol: z.string(),
    minorUnits: z.number().int(),
    activated: z.boolean(),
    isDefault: z.boolean(),
  })
  .register(apiSchemas, { id: 'Currency' });

export const continentSchema = z
  .object({ id: z.number().int(), code: z.string(), slug: z.string(), name: z.string(), nameTranslated: z.string() })
  .register(apiSchemas, { id: 'Continent' });

export const countrySchema = z
  .object({
    id: z.number().int(),
    iso2: z.string(),
    name: z.string(),
    nameTranslated: z.string(),
    slug: z.string(),
    continentId: z.number().int(),
  })
  .register(apiSchemas, { id: 'Country' });

export const citySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    nameTranslated: z.string(),
    slug: z.string(),
    order: z.number().int(),
    featured: z.boolean(),
    timeZone: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    country: z.object({ id: z.number().int(), name: z.string(), nameTranslated: z.string(), slug: z.string(), iso2: z.string() }),
  })
  .register(apiSchemas, { id: 'City' });
export type City = z.infer<typeof citySchema>;

export const countryWithCitiesSchema = z
  .object({
    name: z.string(),
    nameTranslated: z.string(),
    slug: z.string(),
    cities: z.array(z.object({ id: z.number().int(), name: z.string(), nameTranslated: z.string(), slug: z.string() })),
  })
  .register(apiSchemas, { id: 'CountryWithCities' });

export const socialNetworkSchema = z
  .object({
    uuid: z.string(),
    name: z.string(),
    url: z.string(),
    linkFR: z.string().nullable(),
    linkDE: z.string().nullable(),
    linkES: z.string().nullable(),
    linkIT: z.string().nullable(),
    linkRU: z.string().nullable(),
    linkJP: z.string().nullable(),
    linkUS: z.string().nullable(),
  })
  .register(apiSchemas, { id: 'SocialNetwork' });
export type SocialNetwork = z.infer<typeof socialNetworkSchema>;

export const exchangeRateSchema = z
  .object({ base: z.literal('EUR'), currency: z.string(), rate: z.number(), date: z.string(), minorUnits: z.number().int() })
  .register(apiSchemas, { id: 'ExchangeRate' });
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const activatedQuery = z.object({ activated: queryBoolean.optional() });

export const continentsQuery = z.object({ activated: queryBoolean.optional(), language: languageQuery });

export const countriesQuery = z.object({
  continentId: idParam.optional(),
  language: languageQuery,
  activated: queryBoolean.optional(),
});

export const citiesQuery = z.object({
  /** Free text for the autocomplete; accents, case and translated names are ignored. */
  q: text(80, 'errors.cities.queryTooLong')
    .trim()
    .refine(isSearchable, { error: 'errors.cities.queryTooShort' })
    .optional(),
  countryId: idParam.optional(),
  featured: queryBoolean.optional(),
  activated: queryBoolean.optional(),
  language: languageQuery,
  limit: z.coerce.number({ error: 'errors.query.integer' }).int().min(1).max(500).default(50),
});
export type CitiesQuery = z.infer<typeof citiesQuery>;

export const featuredCitiesQuery = z.object({ language: languageQuery });

/** The spec names this one `lang`, not `language`. */
export const citiesPerCountryQuery = z.object({ lang: languageQuery });

export const socialNetworksQuery = z.object({ filter: text(40).trim().optional() });

export const exchangeRateParams = z.object({
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/, { error: 'errors.exchangeRate.currencyCode' })
    .transform((code) => code.toUpperCase()),
});

export const tourCategorySchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    order: z.number().int(),
    activated: z.boolean(),
    entry: z.object({ data: z.array(z.object({ title: z.string() })) }),
  })
  .register(apiSchemas, { id: 'TourCategory' });
export type TourCategory = z.infer<typeof tourCategorySchema>;

export const tourCategoriesQuery = z.object({ activated: queryBoolean.optional(), language: languageQuery });

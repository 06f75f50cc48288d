import { z } from 'zod';
import { apiSchemas } from './api-schemas.ts';
import { airportSearchMaxResults, airportSearchMinLength } from '../limits.ts';
import { languageQuery, text } from './common.ts';

/** GET /api/airports/search (requirements §api.paths): `query` and `limit` as the spec names them; `language` names the countries. */
export const airportSearchQuery = z.object({
  /** An IATA code, or part of an airport's or its city's name; accents and case are ignored. */
  query: text(80, 'errors.airports.queryTooLong')
    .trim()
    .min(airportSearchMinLength, { error: 'errors.airports.queryTooShort' }),
  /** At most 10 (requirements §constants.limits): a larger limit is refused, not quietly cut, so a caller learns the rule. */
  limit: z.coerce
    .number({ error: 'errors.airports.limit' })
    .int({ error: 'errors.airports.limit' })
    .min(1, { error: 'errors.airports.limit' })
    .max(airportSearchMaxResults, { error: 'errors.airports.limit' })
    .default(airportSearchMaxResults),
  language: languageQuery,
});
export type AirportSearchQuery = z.infer<typeof airportSearchQuery>;

export const airportSchema = z
  .object({
    /** IATA code, three capital letters (CDG). */
    code: z.string(),
    name: z.string(),
    /** The city it serves (Paris for CDG and for Beauvais, Tokyo for Narita). */
    city: z.string(),
    /** ISO 3166 alpha-2 code, and the country's name in the asked language. */
    country: z.object({ code: z.string(), name: z.string() }),
    latitude: z.number(),
    longitude: z.number(),
    /** IANA time zone: a pickup's time is the airport's local time. */
    timeZone: z.string(),
  })
  .register(apiSchemas, { id: 'Airport' });
export type Airport = z.infer<typeof airportSchema>;

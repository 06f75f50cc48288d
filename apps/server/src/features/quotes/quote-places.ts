import { AppError } from '@cicerone/core/errors';
import type { Database } from '@cicerone/db/client';
import { cityZone } from './quote-queries.ts';

/**
 * Where a requested service happens, and in which time zone its day and time are read: the ONE
 * place the request's airport, city and cruise fields are checked against reference data.
 *
 * Until the airports' dataset and the cruise companies' table land (issue 16 §2, branch
 * quote-refdata), an airport is a well-formed IATA code and its zone is UTC, and a cruise line and
 * ship are free text. At that merge `airport` asks `airports.byCode(code)` (unknown code →
 * errors.quotes.airport, zone from the dataset) and `cruise` checks the ship against its company.
 */
export interface QuotePlaces {
  /** The airport by its IATA code (format already checked by the contract), with its IANA zone. */
  airport(code: string): Promise<{ code: string; timeZone: string }>;
  /** A city's IANA zone; an unknown city is refused as the field `cityId`. */
  city(cityId: number): Promise<{ cityId: number; timeZone: string }>;
  /** A cruise company and one of its ships, as the traveller named them. */
  cruise(line: string, ship: string): Promise<{ line: string; ship: string }>;
}

/** When a place has no known zone (an address typed freely, a port of call): the day and time are read as UTC. */
export const unknownPlaceZone = 'UTC';

export function quotePlaces(db: Database): QuotePlaces {
  return {
    async airport(code) {
      // The lookup by code (airports.byCode) replaces this at merge; the format is the contract's.
      return { code, timeZone: unknownPlaceZone };
    },
    async city(cityId) {
      const timeZone = await cityZone(db, cityId);
      if (!timeZone) throw new AppError('validation_failed', { field: 'cityId' });
      return { cityId, timeZone };
    },
    async cruise(line, ship) {
      return { line, ship };
    },
  };
}

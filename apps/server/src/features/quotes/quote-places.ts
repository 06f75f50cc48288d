import { AppError } from '@cicerone/core/errors';
import type { Database } from '@cicerone/db/client';
import type { airportDirectory } from '../airports/airport-directory.ts';
import type { CruiseService } from '../cruises/cruise-service.ts';
import { cityServing, cityZone } from './quote-queries.ts';

/**
 * Where a requested service happens, and in which time zone its day and time are read: the ONE
 * place the request's airport, city and cruise fields are checked against reference data
 * (decision 0021: the airports' dataset, the cruise companies' table).
 */
export interface QuotePlaces {
  /** The airport with scheduled service by its IATA code, with its IANA zone; an unknown code is refused as the field `airportCode`. */
  airport(code: string): Promise<{ code: string; timeZone: string }>;
  /** A city's IANA zone; an unknown city is refused as the field `cityId`. */
  city(cityId: number): Promise<{ cityId: number; timeZone: string }>;
  /**
   * A ship in service and its company, by the ship's id; a retired or unknown ship is refused as
   * the field `cruiseShipId`. The names are stored with the request, so it reads the same after a
   * ship is renamed or retired.
   */
  cruise(shipId: number): Promise<{ cruiseLine: string; ship: string }>;
  /** The city an airport serves (a pickup's mission city by default, decision 0027); null for an unknown airport or a country without cities. */
  airportCity(code: string): Promise<{ id: number; name: string } | null>;
}

/** When a place has no known zone (an address typed freely, a port of call): the day and time are read as UTC. */
export const unknownPlaceZone = 'UTC';

export interface QuotePlacesDeps {
  airports: Pick<ReturnType<typeof airportDirectory>, 'byCode'>;
  cruises: Pick<CruiseService, 'shipInService'>;
}

export function quotePlaces(db: Database, deps: QuotePlacesDeps): QuotePlaces {
  return {
    async airport(code) {
      const airport = await deps.airports.byCode(code);
      if (!airport) throw new AppError('validation_failed', { field: 'airportCode' });
      return { code: airport.code, timeZone: airport.timeZone };
    },
    async city(cityId) {
      const timeZone = await cityZone(db, cityId);
      if (!timeZone) throw new AppError('validation_failed', { field: 'cityId' });
      return { cityId, timeZone };
    },
    async airportCity(code) {
      const airport = await deps.airports.byCode(code);
      return airport ? cityServing(db, { city: airport.city, countryCode: airport.country.code, latitude: airport.latitude, longitude: airport.longitude }) : null;
    },
    async cruise(shipId) {
      const found = await deps.cruises.shipInService(shipId);
      if (!found) throw new AppError('validation_failed', { field: 'cruiseShipId' });
      return { cruiseLine: found.company.name, ship: found.ship.name };
    },
  };
}

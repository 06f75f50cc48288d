import { zonedInstant } from '@cicerone/core/checkout/start-time';
import type { QuoteRequest } from '@cicerone/core/contracts/quotes';
import { AppError } from '@cicerone/core/errors';
import type { QuotePlaces } from './quote-places.ts';
import { unknownPlaceZone } from './quote-places.ts';

/** When and where a requested service starts: the local day and time at its place, that place's zone, and the instant. */
export interface QuoteStart {
  cityId: number | null;
  day: string | null;
  time: string | null;
  timeZone: string;
  startsAt: Date | null;
  /** The field a start in the past is about. */
  field: string;
  /** What the request's chosen ids are called (a cruise's company and ship), stored with it so it reads as sent. */
  names: Record<string, string>;
}

/**
 * Reads a request's start in its place's zone (requirements §screens.quotes: a pickup's date and time are the airport's;
 * a business trip starts on its first day in its city; a cruise at its first stopover's arrival),
 * and refuses a start already past: nobody can be picked up yesterday. The service runs around
 * the clock (requirements §constants.times 'pickup service 24 hours'), so any time of day is taken.
 */
export async function quoteStart(request: QuoteRequest, places: QuotePlaces, now: Date): Promise<QuoteStart> {
  const start = await startOf(request, places);
  if (start.startsAt && start.startsAt.getTime() <= now.getTime()) throw new AppError('validation_failed', { field: start.field });
  return start;
}

async function startOf(request: QuoteRequest, places: QuotePlaces): Promise<QuoteStart> {
  const at = (day: string, time: string | null, timeZone: string, cityId: number | null, field: string, names: Record<string, string> = {}): QuoteStart => ({
    cityId,
    day,
    time,
    timeZone,
    startsAt: zonedInstant(day, time ?? '00:00', timeZone),
    field,
    names,
  });
  switch (request.kind) {
    case 'airport-pickup':
      return at(request.date, request.time, (await places.airport(request.airportCode)).timeZone, null, 'date');
    case 'transfer':
      return at(request.date, request.time, unknownPlaceZone, null, 'date');
    case 'business-trip':
      return at(request.fromDate, null, (await places.city(request.cityId)).timeZone, request.cityId, 'fromDate');
    case 'cruise': {
      const names = await places.cruise(request.cruiseShipId);
      // Each port's date and times are its own wall clock: read in its city's zone, then the earliest arrival starts the cruise.
      const calls = await Promise.all(
        request.stopovers.map(async (stop, index) => {
          const timeZone = stop.cityId === null ? unknownPlaceZone : await portZone(places, stop.cityId, index);
          return { stop, timeZone, arrives: zonedInstant(stop.date, stop.arrival, timeZone).getTime() };
        }),
      );
      const [first] = calls.sort((a, b) => a.arrives - b.arrives);
      if (!first) throw new AppError('validation_failed', { field: 'stopovers' });
      return at(first.stop.date, first.stop.arrival, first.timeZone, null, 'stopovers', names);
    }
    case 'general': {
      const timeZone = request.cityId ? (await places.city(request.cityId)).timeZone : unknownPlaceZone;
      if (!request.fromDate) return { cityId: request.cityId, day: null, time: null, timeZone, startsAt: null, field: 'fromDate', names: {} };
      return at(request.fromDate, null, timeZone, request.cityId, 'fromDate');
    }
  }
}

/** A stopover's port city's zone; an unknown city is refused at that row's port. */
async function portZone(places: QuotePlaces, cityId: number, index: number): Promise<string> {
  try {
    return (await places.city(cityId)).timeZone;
  } catch (error) {
    if (error instanceof AppError && error.code === 'validation_failed') throw new AppError('validation_failed', { field: `stopovers.${index}.port` });
    throw error;
  }
}

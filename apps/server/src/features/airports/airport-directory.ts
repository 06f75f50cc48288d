import type { Airport, AirportSearchQuery } from '@cicerone/core/contracts/airports';
import type { Locale } from '@cicerone/core/locales';
import { loadingCache } from '../../shared/loading-cache.ts';
import { loadAirports, searchWords, type AirportRecord } from './airport-dataset.ts';

/**
 * The airports, held in memory: about 4,500 records that change only with the dataset packages, so
 * every process loads them once (on first use, about 0.3 s) and never asks the database.
 *
 * The search (decision 0021): the airport whose code is typed comes first (CDG for 'cdg'); then
 * those where the typed text is a whole word of the name or city (Paris-Charles de Gaulle and Lake
 * Charles for 'charles'), then those where it starts a word (Zurich for 'zur'), then those where it
 * is inside a word (Abenzur); within each group the airport a traveller most likely means first
 * (large, then medium, then the rest: Paris-Charles de Gaulle before Sonoma's Charles M. Schulz),
 * then by name (requirements §api.paths 'sorted by name'), so that an airfield whose name merely contains the text
 * never comes before, or pushes out of the ten, a capital's airport (decision 0021).
 */
export function airportDirectory() {
  let loading: Promise<{ list: AirportRecord[]; byCode: Map<string, AirportRecord>; byTrigram: Map<string, AirportRecord[]> }> | undefined;
  const data = () => {
    loading ??= loadAirports().then((list) => ({ list, byCode: new Map(list.map((airport) => [airport.code, airport])), byTrigram: trigramIndex(list) }));
    return loading;
  };
  // Travellers type the same few beginnings ('par', 'lon', 'cdg'); the list never changes while the
  // process runs, so an answer is kept until the 5,000 most recent push it out (a day at most).
  const answers = loadingCache<Airport[]>({ max: 5_000, ttlMs: 86_400_000 });
  const names = new Map<Locale, Intl.DisplayNames>();
  const byName = new Intl.Collator('en', { sensitivity: 'base' });

  function countryName(code: string, locale: Locale): string {
    let displayNames = names.get(locale);
    if (!displayNames) {
      displayNames = new Intl.DisplayNames([locale.replace('_', '-')], { type: 'region', fallback: 'code' });
      names.set(locale, displayNames);
    }
    return displayNames.of(code) ?? code;
  }

  function shape(airport: AirportRecord, locale: Locale): Airport {
    return {
      code: airport.code,
      name: airport.name,
      city: airport.city,
      country: { code: airport.countryCode, name: countryName(airport.countryCode, locale) },
      latitude: airport.latitude,
      longitude: airport.longitude,
      timeZone: airport.timeZone,
    };
  }

  return {
    /** GET /api/airports/search: at most `limit` airports, the exact code first, the rest by name. */
    search({ query, limit, language }: AirportSearchQuery): Promise<Airport[]> {
      const needle = searchWords(query);
      return answers.get(JSON.stringify([needle, limit, language]), () => find(needle, limit, language));
    },

    /** The airport with this IATA code (any case), with its time zone; null when no airport with scheduled service has it. */
    async byCode(code: string, language: Locale = 'en_US'): Promise<Airport | null> {
      const airport = (await data()).byCode.get(code.trim().toUpperCase());
      return airport ? shape(airport, language) : null;
    },
  };

  async function find(needle: string, limit: number, language: Locale): Promise<Airport[]> {
    const { list, byCode, byTrigram } = await data();
    // Only punctuation ('---') names no airport.
    if (needle === '') return [];
    const exact = byCode.get(needle.toUpperCase());
    // Only the airports whose text holds the typed text's first three characters can match it.
    const candidates = needle.length >= 3 ? (byTrigram.get(needle.slice(0, 3)) ?? []) : list;
    const matches: { airport: AirportRecord; group: number }[] = [];
    for (const airport of candidates) {
      const group = airport === exact ? undefined : matchGroup(airport.searchText, needle);
      if (group !== undefined) matches.push({ airport, group });
    }
    const chosen = matches
      .sort((a, b) => a.group - b.group || a.airport.size - b.airport.size || byName.compare(a.airport.name, b.airport.name))
      .slice(0, exact ? limit - 1 : limit)
      .map(({ airport }) => airport);
    return (exact ? [exact, ...chosen] : chosen).map((airport) => shape(airport, language));
  }
}

/** Each run of three characters of the airports' search texts, with the airports that hold it (a few hundred kilobytes). */
function trigramIndex(list: readonly AirportRecord[]): Map<string, AirportRecord[]> {
  const index = new Map<string, AirportRecord[]>();
  for (const airport of list) {
    const seen = new Set<string>();
    for (let at = 0; at + 3 <= airport.searchText.length; at += 1) seen.add(airport.searchText.slice(at, at + 3));
    for (const trigram of seen) {
      const holders = index.get(trigram);
      if (holders) holders.push(airport);
      else index.set(trigram, [airport]);
    }
  }
  return index;
}

/** 0 a whole word, 1 the start of a word, 2 elsewhere in the text; undefined when it does not match. */
function matchGroup(searchText: string, needle: string): number | undefined {
  // Most airports do not match at all: one scan decides it for them.
  if (!searchText.includes(needle)) return undefined;
  if (searchText.includes(` ${needle} `) || searchText.endsWith(` ${needle}`)) return 0;
  return searchText.includes(` ${needle}`) ? 1 : 2;
}

export type AirportDirectory = ReturnType<typeof airportDirectory>;

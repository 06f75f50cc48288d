import { useCallback } from 'react';
import type { TourList } from '@cicerone/core/contracts/catalog';
import type { City } from '@cicerone/core/contracts/reference';
import { isSearchable } from '@cicerone/core/search-length';
import { useI18n } from '../i18n/i18n.tsx';
import { Combobox } from './combobox.tsx';

/** A suggestion of the site's search: a place (its page) or a tour the words find (its page). */
export type Suggestion = { kind: 'city'; city: City } | { kind: 'tour'; slug: string; title: string; city: string };

interface PlaceOrTourSearchProps {
  value: string;
  onValueChange: (value: string) => void;
  onSelect: (suggestion: Suggestion) => void;
  autoFocus?: boolean;
  /** Form field name: without JavaScript the typed text is submitted (the tour list searches it). */
  name?: string;
}

/** Places first (a few), then the tours whose words match, best first: what a traveller typing 'Louvre' or '東京' means. */
const citiesShown = 5;
const toursShown = 5;

/** The JSON answer of an API list; a refusal is an error (the combobox says nothing was found). */
async function answer<T>(path: string, query: Record<string, string>, signal: AbortSignal): Promise<T> {
  const response = await fetch(`${path}?${new URLSearchParams(query)}`, { signal });
  if (!response.ok) throw new Error(`${path} ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The site's search (home and the phone's search overlay): from 3 letters, or 1 character in Chinese,
 * Japanese or Korean (search-length.ts), it suggests the places /api/cities finds and the tours
 * /api/tours?q= finds by their words in the reader's language.
 */
export function PlaceOrTourSearch({ value, onValueChange, onSelect, autoFocus, name }: PlaceOrTourSearchProps) {
  const { t, locale } = useI18n();
  const search = useCallback(
    async (query: string, signal: AbortSignal): Promise<Suggestion[]> => {
      const [cities, tours] = await Promise.all([
        answer<City[]>('/api/cities', { q: query, language: locale, limit: String(citiesShown) }, signal),
        answer<TourList>('/api/tours', { q: query, language: locale, size: String(toursShown) }, signal),
      ]);
      return [
        ...cities.map((city): Suggestion => ({ kind: 'city', city })),
        ...tours.tours.map((tour): Suggestion => ({ kind: 'tour', slug: tour.slug, title: tour.title, city: tour.city.nameTranslated })),
      ];
    },
    [locale],
  );
  return (
    <Combobox
      label={t('shell.search.label')}
      value={value}
      onValueChange={onValueChange}
      search={search}
      searchable={isSearchable}
      hintKey="shell.search.hintByScript"
      resultsKey="shell.search.anyResults"
      optionText={(suggestion) => (suggestion.kind === 'city' ? suggestion.city.nameTranslated : suggestion.title)}
      renderOption={(suggestion) => {
        const [place, where] = suggestion.kind === 'city' ? [suggestion.city.nameTranslated, suggestion.city.country.nameTranslated] : [suggestion.title, t('shell.search.tourIn', { city: suggestion.city })];
        return (
          <>
            <span className="option-name">{place}</span>
            <span className="option-country muted">{where}</span>
          </>
        );
      }}
      onSelect={onSelect}
      placeholder={t('shell.search.placeholder')}
      autoFocus={autoFocus}
      name={name}
    />
  );
}

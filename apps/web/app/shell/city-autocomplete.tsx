import { useCallback } from 'react';
import type { City } from '@cicerone/core/contracts/reference';
import { isSearchable } from '@cicerone/core/search-length';
import { useI18n } from '../i18n/i18n.tsx';
import { Combobox } from './combobox.tsx';

interface CityAutocompleteProps {
  value: string;
  onValueChange: (value: string) => void;
  onSelect: (city: City) => void;
  autoFocus?: boolean;
  /** Form field name: without JavaScript the typed text is submitted (the tour list resolves it to a city). */
  name?: string;
  /** Message key of the label (default: 'City or country'). */
  labelKey?: string;
  /** The label as text, when it carries values (a cruise's 'Port of stop 2'): wins over labelKey. */
  label?: string;
  required?: boolean;
}

/**
 * The city search (requirements §rules.search): from 3 characters (1 in Chinese, Japanese or Korean: search-length.ts) it asks /api/cities, which ignores accents
 * and case and matches translated city and country names.
 */
export function CityAutocomplete({ value, onValueChange, onSelect, autoFocus, name, labelKey = 'shell.search.label', label, required }: CityAutocompleteProps) {
  const { t, locale } = useI18n();
  const search = useCallback(
    async (query: string, signal: AbortSignal) => {
      const params = new URLSearchParams({ q: query, language: locale, limit: '10' });
      const response = await fetch(`/api/cities?${params}`, { signal });
      if (!response.ok) throw new Error(`cities ${response.status}`);
      return (await response.json()) as City[];
    },
    [locale],
  );
  return (
    <Combobox
      label={label ?? t(labelKey)}
      value={value}
      onValueChange={onValueChange}
      search={search}
      searchable={isSearchable}
      hintKey="shell.search.hintByScript"
      resultsKey="shell.search.results"
      optionText={(city) => city.nameTranslated}
      renderOption={(city) => (
        <>
          <span className="option-name">{city.nameTranslated}</span>
          <span className="option-country muted">{city.country.nameTranslated}</span>
        </>
      )}
      onSelect={onSelect}
      placeholder={t('shell.search.placeholder')}
      autoFocus={autoFocus}
      name={name}
      required={required}
    />
  );
}

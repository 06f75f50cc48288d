import { useEffect, useId, useRef, useState } from 'react';
import type { City } from '@cicerone/core/contracts/reference';
import { citySearchMinLength } from '@cicerone/core/limits';
import { useI18n } from '../i18n/i18n.tsx';
import { Icon } from './icons.tsx';

interface CityAutocompleteProps {
  value: string;
  onValueChange: (value: string) => void;
  onSelect: (city: City) => void;
  autoFocus?: boolean;
  /** Form field name: without JavaScript the typed text is submitted (the tour list resolves it to a city). */
  name?: string;
  /** Message key of the label (default: 'City or country'). */
  labelKey?: string;
}

/**
 * The city search (spec §5): from 3 characters it asks /api/cities, which ignores accents
 * and case and matches translated city and country names. An ARIA combobox: arrows move,
 * Enter chooses, Escape closes the list.
 */
export function CityAutocomplete({ value, onValueChange, onSelect, autoFocus, name, labelKey = 'shell.search.label' }: CityAutocompleteProps) {
  const { t, locale } = useI18n();
  const id = useId();
  /** The newest answer of the API and the text it answers; the list shows it until a newer one arrives. */
  const [answer, setAnswer] = useState<{ query: string; cities: City[] } | null>(null);
  const [active, setActive] = useState(-1);
  const [open, setOpen] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const query = value.trim();
  const searchable = query.length >= citySearchMinLength;
  const results = searchable && answer ? answer.cities : [];
  const status = !searchable ? 'idle' : answer?.query === query ? 'done' : 'loading';

  useEffect(() => {
    if (!searchable) return;
    const controller = new AbortController();
    // Waits for a pause in typing, and drops answers to older keystrokes.
    const timer = setTimeout(async () => {
      try {
        const params = new URLSearchParams({ q: query, language: locale, limit: '10' });
        const response = await fetch(`/api/cities?${params}`, { signal: controller.signal });
        if (!response.ok) throw new Error(`cities ${response.status}`);
        const cities = (await response.json()) as City[];
        setAnswer({ query, cities });
        setActive(-1);
      } catch (error) {
        if (!controller.signal.aborted) {
          // A failed city list is only logged (spec §8); the field keeps working.
          console.warn(error);
          setAnswer({ query, cities: [] });
        }
      }
    }, 150);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, searchable, locale]);

  const choose = (city: City) => {
    onValueChange(city.nameTranslated);
    setOpen(false);
    onSelect(city);
  };

  const listId = `${id}-list`;
  const showList = open && searchable && answer !== null;

  return (
    <div className="autocomplete">
      <label htmlFor={`${id}-input`} className="field-label">
        {t(labelKey)}
      </label>
      <div className="input-with-icon">
        <Icon name="pin" />
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          name={name}
          role="combobox"
          autoComplete="off"
          autoFocus={autoFocus}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-describedby={searchable ? undefined : `${id}-hint`}
          aria-activedescendant={showList && active >= 0 ? `${id}-option-${active}` : undefined}
          placeholder={t('shell.search.placeholder')}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
            setOpen(true);
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && results.length > 0) {
              event.preventDefault();
              setOpen(true);
              setActive((index) => (index + 1) % results.length);
            } else if (event.key === 'ArrowUp' && results.length > 0) {
              event.preventDefault();
              setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
            } else if (event.key === 'Enter' && showList && results[Math.max(active, 0)]) {
              event.preventDefault();
              choose(results[Math.max(active, 0)] as City);
            } else if (event.key === 'Escape' && showList) {
              event.preventDefault();
              event.stopPropagation();
              setOpen(false);
            }
          }}
        />
      </div>
      {/* Only while it is still true: three characters typed, the search runs and the hint has nothing left to say. */}
      {searchable ? null : (
        <p id={`${id}-hint`} className="field-hint">
          {t('shell.search.hint')}
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status === 'loading' ? t('shell.search.loading') : status === 'done' ? t('shell.search.results', { count: results.length }) : ''}
      </p>
      <ul id={listId} role="listbox" className="autocomplete-list" hidden={!showList} aria-label={t(labelKey)}>
        {results.length === 0 ? (
          <li className="autocomplete-empty" role="presentation">
            {t('shell.search.noResults')}
          </li>
        ) : (
          results.map((city, index) => (
            <li
              key={city.id}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className="autocomplete-option"
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(city)}
            >
              <span className="option-name">{city.nameTranslated}</span>
              <span className="option-country muted">{city.country.nameTranslated}</span>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}

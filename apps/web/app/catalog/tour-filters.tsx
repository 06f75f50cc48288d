import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { maxGroupSize, tourDurations, type TourDuration } from '@cicerone/core/catalog/pricing';
import type { PriceSlider } from '@cicerone/core/catalog/price-slider';
import { specialFilters, type SpecialFilter } from '@cicerone/core/catalog/tour-filters';
import { useI18n } from '../i18n/i18n.tsx';
import { CityAutocomplete } from '../shell/city-autocomplete.tsx';
import { useSitePath } from '../site/site-data.ts';
import type { ChangeKind } from './use-tour-search.ts';
import { PriceFilter } from './price-filter.tsx';
import { activeFilterCount, type TourSearch } from './tour-search.ts';

interface TourFiltersProps {
  formId: string;
  draft: TourSearch;
  /** The city of the URL's search, by name (the autocomplete shows it). */
  cityName: string | null;
  /** The tour types to filter by, titled in the page's language. */
  categories: readonly { slug: string; title: string }[];
  slider: PriceSlider;
  /** The first start date one may pick ('YYYY-MM-DD'). */
  earliestDay: string;
  onChange: (patch: Partial<TourSearch>, kind: ChangeKind) => void;
  onApply: () => void;
  onReset: () => void;
  canReset: boolean;
}

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list, item] : list.filter((value) => value !== item);
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="filter-group">
      <legend className="field-label">{legend}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Every filter of requirements §screens.catalogue as one GET form: without JavaScript, Apply submits it and the server
 * reads the URL; with JavaScript each change applies itself (see useTourSearch).
 * On phones the panel folds into a disclosure so the results come first.
 */
export function TourFilters({ formId, draft, cityName, categories, slider, earliestDay, onChange, onApply, onReset, canReset }: TourFiltersProps) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const id = useId();
  const [cityText, setCityText] = useState(cityName ?? '');
  const [cityOf, setCityOf] = useState(cityName);
  if (cityName !== cityOf) {
    setCityOf(cityName);
    setCityText(cityName ?? '');
  }

  return (
    <section className="filters" aria-label={t('tours.filters.title')}>
      {/* Phones fold the filters away behind this switch (CSS only, so it works before hydration). */}
      <input id={`${id}-toggle`} type="checkbox" className="filters-toggle visually-hidden" />
      <label htmlFor={`${id}-toggle`} className="filters-toggle-label button button-secondary">
        {t('tours.filters.show', { count: activeFilterCount(draft) })}
      </label>
      <form
        id={formId}
        method="get"
        action={sitePath('/tours')}
        className="filters-form"
        onSubmit={(event) => {
          event.preventDefault();
          onApply();
        }}
      >
        <div className="filter-group">
          <label className="field-label" htmlFor={`${id}-q`}>
            {t('tours.filters.q')}
          </label>
          <input id={`${id}-q`} type="search" name="q" value={draft.q} maxLength={80} placeholder={t('tours.filters.qPlaceholder')} onChange={(event) => onChange({ q: event.target.value }, 'typing')} />
        </div>

        <div className="filter-group">
          <CityAutocomplete
            name="city"
            labelKey="tours.filters.city"
            value={cityText}
            onValueChange={(text) => {
              setCityText(text);
              if (text.trim() === '' && draft.city) onChange({ city: null }, 'choice');
            }}
            onSelect={(city) => onChange({ city: city.slug }, 'choice')}
          />
        </div>

        <Group legend={t('tours.filters.categories')}>
          <ul className="check-list">
            {categories.map((category) => (
              <li key={category.slug}>
                <label className="check">
                  <input
                    type="checkbox"
                    name="cat"
                    value={category.slug}
                    checked={draft.categories.includes(category.slug)}
                    onChange={(event) => onChange({ categories: toggled(draft.categories, category.slug, event.target.checked) }, 'choice')}
                  />
                  {category.title}
                </label>
              </li>
            ))}
          </ul>
        </Group>

        <div className="filter-group">
          <label className="field-label" htmlFor={`${id}-people`}>
            {t('tours.filters.people')}
          </label>
          <select id={`${id}-people`} name="people" className="select" value={draft.people} onChange={(event) => onChange({ people: Number(event.target.value) }, 'choice')}>
            {Array.from({ length: maxGroupSize }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {t('tours.filters.peopleCount', { count })}
              </option>
            ))}
          </select>
        </div>

        <Group legend={t('tours.filters.price')}>
          <PriceFilter minPrice={draft.minPrice} maxPrice={draft.maxPrice} slider={slider} onChange={(patch) => onChange(patch, 'typing')} />
        </Group>

        <div className="filter-group">
          <label className="field-label" htmlFor={`${id}-start`}>
            {t('tours.filters.startAt')}
          </label>
          <input
            id={`${id}-start`}
            type="date"
            name="startAt"
            className="input"
            min={earliestDay}
            value={draft.startAt ?? ''}
            onChange={(event) => onChange({ startAt: event.target.value >= earliestDay ? event.target.value : null }, 'choice')}
          />
        </div>

        <Group legend={t('tours.filters.duration')}>
          <ul className="check-list">
            {([null, ...tourDurations] as (TourDuration | null)[]).map((duration) => (
              <li key={duration ?? 'any'}>
                <label className="check">
                  <input
                    type="radio"
                    name="duration"
                    value={duration ?? ''}
                    checked={draft.duration === duration}
                    onChange={() => onChange({ duration }, 'choice')}
                  />
                  {duration ? t(`tour.duration.${duration}`) : t('tours.filters.anyDuration')}
                </label>
              </li>
            ))}
          </ul>
        </Group>

        <Group legend={t('tours.filters.special')}>
          <ul className="check-list">
            {specialFilters.map((filter: SpecialFilter) => (
              <li key={filter}>
                <label className="check">
                  <input
                    type="checkbox"
                    name="special"
                    value={filter}
                    checked={draft.special.includes(filter)}
                    onChange={(event) => onChange({ special: toggled(draft.special, filter, event.target.checked) }, 'choice')}
                  />
                  {t(`tours.special.${filter}`)}
                </label>
              </li>
            ))}
          </ul>
        </Group>

        <div className="filters-actions">
          <button type="submit" className="button button-primary">
            {t('tours.filters.apply')}
          </button>
          {canReset && <ResetFiltersLink className="button button-secondary" onReset={onReset} />}
        </div>
      </form>
    </section>
  );
}

/**
 * 'Reset filters': a plain link to the unfiltered list without JavaScript; with it, the list's own
 * reset (which waits its 200 ms pause before emptying the list).
 */
export function ResetFiltersLink({ className, onReset }: { className: string; onReset: () => void }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  return (
    <Link
      className={className}
      to={sitePath('/tours')}
      onClick={(event) => {
        event.preventDefault();
        onReset();
      }}
    >
      {t('tours.filters.reset')}
    </Link>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { City } from '@cicerone/core/contracts/reference';
import { pagePaths } from '@cicerone/core/page-paths';
import { isSearchable } from '@cicerone/core/search-length';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { PlaceOrTourSearch } from './place-or-tour-search.tsx';
import { Icon } from './icons.tsx';

/** The search overlay's form: places and tours suggested, clear-all, and the search button going to the tours of the chosen city or of the typed words. */
export default function MobileSearchPanel({ close }: { close: () => void }) {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [city, setCity] = useState<City | null>(null);

  return (
    <form
      className="overlay-body"
      onSubmit={(event) => {
        event.preventDefault();
        close();
        // Words without a chosen city search the tours (they listed every tour before).
        const words = isSearchable(text) ? `/tours?q=${encodeURIComponent(text.trim())}` : '/tours';
        navigate(sitePath(city ? `/tours?city=${encodeURIComponent(city.slug)}` : words));
      }}
    >
      <PlaceOrTourSearch
        autoFocus
        value={text}
        onValueChange={(value) => {
          setText(value);
          if (city && value !== city.nameTranslated) setCity(null);
        }}
        onSelect={(suggestion) => {
          if (suggestion.kind === 'city') setCity(suggestion.city);
          else {
            close();
            navigate(sitePath(pagePaths.tour(suggestion.slug)));
          }
        }}
      />
      <div className="overlay-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setText('');
            setCity(null);
          }}
        >
          {t('shell.search.clear')}
        </button>
        <button type="submit" className="button button-primary">
          <Icon name="search" size={18} />
          {t('shell.search.submit')}
        </button>
      </div>
    </form>
  );
}

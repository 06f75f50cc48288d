import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { City } from '@cicerone/core/contracts/reference';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { CityAutocomplete } from './city-autocomplete.tsx';
import { Icon } from './icons.tsx';

/** The search overlay's form: city autocomplete, clear-all and the search button going to /tours. */
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
        navigate(sitePath(city ? `/tours?city=${encodeURIComponent(city.slug)}` : '/tours'));
      }}
    >
      <CityAutocomplete
        autoFocus
        value={text}
        onValueChange={(value) => {
          setText(value);
          if (city && value !== city.nameTranslated) setCity(null);
        }}
        onSelect={setCity}
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

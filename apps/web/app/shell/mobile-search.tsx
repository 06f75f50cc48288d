import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { City } from '@cicerone/core/contracts/reference';
import { useI18n } from '../i18n/i18n.tsx';
import { useSitePath } from '../site/site-data.ts';
import { CityAutocomplete } from './city-autocomplete.tsx';
import { Icon } from './icons.tsx';

/** Full-screen search on phones (spec §2): the city autocomplete, a search button to /tours and clear-all. */
export function MobileSearch() {
  const { t } = useI18n();
  const sitePath = useSitePath();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [text, setText] = useState('');
  const [city, setCity] = useState<City | null>(null);

  const close = () => dialog.current?.close();
  const search = () => {
    const params = new URLSearchParams();
    if (city) params.set('city', city.slug);
    close();
    navigate(sitePath(`/tours${params.size > 0 ? `?${params}` : ''}`));
  };

  return (
    <>
      <button type="button" className="icon-button" aria-label={t('shell.mobile.search')} onClick={() => dialog.current?.showModal()}>
        <Icon name="search" />
      </button>
      <dialog ref={dialog} className="overlay" aria-labelledby="mobile-search-title">
        <div className="overlay-head">
          <h2 id="mobile-search-title" className="overlay-title">
            {t('shell.search.title')}
          </h2>
          <button type="button" className="icon-button" aria-label={t('shell.search.close')} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <form
          className="overlay-body"
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          <CityAutocomplete
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
      </dialog>
    </>
  );
}

import { lazy, Suspense } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite } from '../site/site-data.ts';
import { Dropdown } from './dropdown.tsx';
import { Icon } from './icons.tsx';

/** Loaded on first open: the panels stay out of the first page load's JavaScript. */
export const PreferencesPanel = lazy(() => import('./preferences-panel.tsx'));

export function Picker() {
  const { t } = useI18n();
  const site = useSite();
  const nativeName = site.languages.find((language) => language.code === site.locale)?.nativeName ?? site.locale;
  return (
    <Dropdown
      className="picker-dropdown"
      align="end"
      ariaLabel={t('shell.picker.button', { language: nativeName, currency: site.currency.code })}
      label={
        <>
          <Icon name="globe" />
          <span className="picker-current">
            {site.locale.slice(0, 2).toUpperCase()} · {site.currency.symbol === site.currency.code ? site.currency.code : `${site.currency.code} ${site.currency.symbol}`}
          </span>
        </>
      }
      panelClassName="picker-panel"
    >
      {(close) => (
        <Suspense fallback={null}>
          <PreferencesPanel onChoose={close} />
        </Suspense>
      )}
    </Dropdown>
  );
}

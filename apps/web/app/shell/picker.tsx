import { Suspense } from 'react';
import { lazyPanel } from '../i18n/lazy-panel.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite } from '../site/site-data.ts';
import { Dropdown } from './dropdown.tsx';
import { Icon } from './icons.tsx';

/** Loaded on first open: the panels stay out of the first page load's JavaScript. */
export const PreferencesPanel = lazyPanel('preferences', () => import('./preferences-panel.tsx'));

export function Picker() {
  const { t } = useI18n();
  const site = useSite();
  const nativeName = site.languageName;
  const current = `${site.locale.slice(0, 2).toUpperCase()} · ${site.currency.symbol === site.currency.code ? site.currency.code : `${site.currency.code} ${site.currency.symbol}`}`;
  return (
    <Dropdown
      className="picker-dropdown"
      align="end"
      // The spoken name says it in words and still contains what is shown (WCAG label in name).
      ariaLabel={`${t('shell.picker.button', { language: nativeName, currency: site.currency.code })} (${current})`}
      label={
        <>
          <Icon name="globe" />
          <span className="picker-current">{current}</span>
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

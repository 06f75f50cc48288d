import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useI18n } from '../i18n/i18n.tsx';
import { useSite } from '../site/site-data.ts';
import { Icon } from './icons.tsx';
import { usePickerLists } from '../site/reference-lists.ts';

type Tab = 'language' | 'currency';

/** The same page under other /{lang}/{currency} segments; the site layout then stores the choice. */
function useSwitchPath() {
  const { pathname, search, hash } = useLocation();
  return (lang: string, currency: string) => {
    const rest = pathname.split('/').slice(3).join('/');
    return `/${lang}/${currency}/${rest}${search}${hash}`;
  };
}

/** Language and currency picker with its two tabs (requirements §screens.shell), usable by keyboard with arrow keys between tabs. */
export default function PreferencesPanel({ onChoose }: { onChoose?: () => void }) {
  const { t, tag } = useI18n();
  const site = useSite();
  const { languages, currencies } = usePickerLists();
  const switchPath = useSwitchPath();
  const [tab, setTab] = useState<Tab>('language');
  const id = useId();
  const currencyNames = new Intl.DisplayNames([tag], { type: 'currency' });
  const tabs: Tab[] = ['language', 'currency'];

  return (
    <div className="picker">
      <div role="tablist" aria-label={t('shell.picker.title')} className="tabs">
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${id}-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className="tab"
            onClick={() => setTab(name)}
            onKeyDown={(event) => {
              if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
              const next = name === 'language' ? 'currency' : 'language';
              setTab(next);
              document.getElementById(`${id}-${next}-tab`)?.focus();
            }}
          >
            {t(name === 'language' ? 'shell.picker.tabLanguage' : 'shell.picker.tabCurrency')}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-language`} aria-labelledby={`${id}-language-tab`} hidden={tab !== 'language'}>
        <ul className="choice-list">
          {languages.map((language) => (
            <li key={language.code}>
              <Link
                to={switchPath(language.code, site.currency.code)}
                hrefLang={language.code.replace('_', '-')}
                lang={language.code.replace('_', '-')}
                aria-current={language.code === site.locale ? 'true' : undefined}
                className="choice"
                onClick={onChoose}
              >
                {language.nativeName}
                {language.code === site.locale ? <Icon name="check" size={16} /> : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div role="tabpanel" id={`${id}-currency`} aria-labelledby={`${id}-currency-tab`} hidden={tab !== 'currency'}>
        <ul className="choice-list choice-grid">
          {currencies.map((currency) => (
            <li key={currency.code}>
              <Link
                to={switchPath(site.locale, currency.code)}
                aria-current={currency.code === site.currency.code ? 'true' : undefined}
                className="choice"
                onClick={onChoose}
              >
                <span className="choice-code">{currency.code}</span>
                <span className="choice-name">{currencyNames.of(currency.code)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}


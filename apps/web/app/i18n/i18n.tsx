import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createTranslator, type Messages, type Translate } from '@cicerone/core/i18n/translate';
import { languageTag, type Locale } from '@cicerone/core/locales';

interface I18n {
  locale: Locale;
  /** BCP 47 tag for Intl and <html lang>. */
  tag: string;
  t: Translate;
}

const I18nContext = createContext<I18n | null>(null);

type MissingCheck = (key: string, locale: Locale) => void;
let missingCheck: MissingCheck | undefined;

/**
 * A page holds only the messages its routes' code can use (decision 0035): the test server (entry.server)
 * makes a key the catalogue has but the page lacks fail its render, so a page that would show a bare key cannot pass.
 */
export function checkMissingMessages(check: MissingCheck): void {
  missingCheck = check;
}

function translatorOf(locale: Locale, messages: Messages): Translate {
  const translate = createTranslator(locale, messages);
  const check = missingCheck;
  if (!check) return translate;
  return (key, values) => {
    if (!Object.hasOwn(messages, key)) check(key, locale);
    return translate(key, values);
  };
}

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo(() => ({ locale, tag: languageTag(locale), t: translatorOf(locale, messages) }), [locale, messages]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n outside I18nProvider');
  return i18n;
}

export function useT(): Translate {
  return useI18n().t;
}

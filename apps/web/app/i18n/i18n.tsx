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

export function I18nProvider({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const value = useMemo(
    () => ({ locale, tag: languageTag(locale), t: createTranslator(locale, messages) }),
    [locale, messages],
  );
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

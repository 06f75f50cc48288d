import { catalogs } from '@cicerone/core/i18n/catalogs';
import type { Messages } from '@cicerone/core/i18n/translate';
import { fallbackLocale, type Locale } from '@cicerone/core/locales';

/** The catalog sent to the browser: the language's messages over English, so the client needs no second catalog. */
export function messagesFor(locale: Locale): Messages {
  return locale === fallbackLocale ? catalogs.en_US : { ...catalogs.en_US, ...catalogs[locale] };
}

/** For loaders: titles and descriptions rendered into <head>. */
export { translatorFor } from '@cicerone/core/i18n/catalogs';

import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { catalogs } from '@cicerone/core/i18n/catalogs';
import { fallbackLocale, type Locale } from '@cicerone/core/locales';

const parsed = new Map<Locale, Record<string, MessageFormatElement[]>>();

/**
 * The catalog sent to the browser: the language's messages over English (so the browser needs
 * no second catalog), already parsed (so the browser bundle needs no ICU parser).
 */
export function messagesFor(locale: Locale): Record<string, MessageFormatElement[]> {
  let messages = parsed.get(locale);
  if (!messages) {
    const merged = locale === fallbackLocale ? catalogs.en_US : { ...catalogs.en_US, ...catalogs[locale] };
    messages = Object.fromEntries(Object.entries(merged).map(([key, source]) => [key, parse(source as string)]));
    parsed.set(locale, messages);
  }
  return messages;
}

/** For loaders: titles and descriptions rendered into <head>. */
export { translatorFor } from '@cicerone/core/i18n/catalogs';

import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { fallbackLocale, languageTag, type Locale } from '../locales.ts';

/**
 * A flat catalog: 'feature.component.key' → ICU message, as source text (the JSON files) or
 * already parsed (what the server sends the browser, so the browser needs no ICU parser).
 */
export type Messages = Readonly<Record<string, string | MessageFormatElement[]>>;
export type MessageValues = Record<string, string | number | Date>;
export type Translate = (key: string, values?: MessageValues) => string;

/**
 * Looks a key up in the language's catalog, then in English, then shows the key itself
 * (a missing key is a bug the catalog test catches, never a crash for the visitor).
 */
export function createTranslator(locale: Locale, messages: Messages, fallback: Messages): Translate {
  const compiled = new Map<string, IntlMessageFormat>();
  const tag = languageTag(locale);
  return (key, values) => {
    let format = compiled.get(key);
    if (!format) {
      const own = messages[key];
      const source = own ?? fallback[key];
      if (source === undefined) return key;
      format = new IntlMessageFormat(source, own === undefined ? languageTag(fallbackLocale) : tag);
      compiled.set(key, format);
    }
    return String(format.format(values));
  };
}

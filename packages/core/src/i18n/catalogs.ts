// Server-only: the browser receives just its own language's catalog, parsed, from the root loader.
import { parse } from '@formatjs/icu-messageformat-parser';
import de_DE from './messages/de_DE.json' with { type: 'json' };
import en_US from './messages/en_US.json' with { type: 'json' };
import es_ES from './messages/es_ES.json' with { type: 'json' };
import fr_FR from './messages/fr_FR.json' with { type: 'json' };
import it_IT from './messages/it_IT.json' with { type: 'json' };
import ja_JP from './messages/ja_JP.json' with { type: 'json' };
import ru_RU from './messages/ru_RU.json' with { type: 'json' };
import { fallbackLocale, type Locale } from '../locales.ts';
import { createTranslator, type Messages, type Translate } from './translate.ts';

/** The source catalogs as written: 'key' → ICU message text. */
export const sourceCatalogs: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en_US,
  fr_FR,
  de_DE,
  es_ES,
  it_IT,
  ru_RU,
  ja_JP,
};

const parsed = new Map<Locale, Messages>();
const translators = new Map<Locale, Translate>();

/** The language's messages over English (English is the fallback for any missing key), parsed once per process. */
export function messagesFor(locale: Locale): Messages {
  let messages = parsed.get(locale);
  if (!messages) {
    const merged = locale === fallbackLocale ? sourceCatalogs.en_US : { ...sourceCatalogs.en_US, ...sourceCatalogs[locale] };
    messages = Object.fromEntries(Object.entries(merged).map(([key, source]) => [key, parse(source)]));
    parsed.set(locale, messages);
  }
  return messages;
}

export function translatorFor(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    translate = createTranslator(locale, messagesFor(locale));
    translators.set(locale, translate);
  }
  return translate;
}

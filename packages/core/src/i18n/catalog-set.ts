// Server-only: a set of catalogs as written (one JSON file per language, English complete), parsed
// for the translator and checked against English. The UI catalogs (catalogs.ts) and the e-mails'
// (apps/server/src/features/mail/messages.ts) are two such sets.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { fallbackLocale, type Locale } from '../locales.ts';
import { createTranslator, type Messages, type Translate } from './translate.ts';

/** Catalogs as written: 'key' → ICU message text, per language. */
export type SourceCatalogs = Readonly<Record<Locale, Readonly<Record<string, string>>>>;

/** Each language's messages over English (the fallback for a missing key) and its translator, parsed once per process. */
export function catalogSet(catalogs: SourceCatalogs) {
  const parsed = new Map<Locale, Messages>();
  const translators = new Map<Locale, Translate>();

  function messagesFor(locale: Locale): Messages {
    let messages = parsed.get(locale);
    if (!messages) {
      const merged = locale === fallbackLocale ? catalogs.en_US : { ...catalogs.en_US, ...catalogs[locale] };
      messages = Object.fromEntries(Object.entries(merged).map(([key, source]) => [key, compact(parse(source))]));
      parsed.set(locale, messages);
    }
    return messages;
  }

  function translatorFor(locale: Locale): Translate {
    let translate = translators.get(locale);
    if (!translate) {
      translate = createTranslator(locale, messagesFor(locale));
      translators.set(locale, translate);
    }
    return translate;
  }

  return { messagesFor, translatorFor };
}

/** A message of one literal (or none) is its text: what formatMessage would make of it, at a fraction of the bytes. */
function compact(elements: MessageFormatElement[]): string | MessageFormatElement[] {
  if (elements.length === 0) return '';
  const [first] = elements;
  return elements.length === 1 && first?.type === TYPE.literal ? first.value : elements;
}

/** The argument names a message uses, so translations cannot drop or rename one. */
export function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    if (element.type === TYPE.tag) {
      argumentNames(element.children, names);
      continue;
    }
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentNames(option.value, names);
    }
  }
  return names;
}

/**
 * How a language's catalog differs from English's (what the catalog tests forbid): keys it lacks,
 * keys English lacks, and messages whose arguments are not English's. A message that does not
 * parse throws.
 */
export function differencesFromEnglish(catalogs: SourceCatalogs, locale: Locale): { missing: string[]; unknown: string[]; otherArguments: string[] } {
  const english = catalogs.en_US;
  const catalog = catalogs[locale];
  const argumentsOf = (source: string) => [...argumentNames(parse(source))].sort().join();
  return {
    missing: Object.keys(english).filter((key) => !Object.hasOwn(catalog, key)),
    unknown: Object.keys(catalog).filter((key) => !Object.hasOwn(english, key)),
    otherArguments: Object.keys(catalog).filter((key) => Object.hasOwn(english, key) && argumentsOf(catalog[key] ?? '') !== argumentsOf(english[key] ?? '')),
  };
}

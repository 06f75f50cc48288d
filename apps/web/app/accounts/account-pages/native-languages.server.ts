import { languageTag, locales, type Locale } from '@cicerone/core/locales';

/**
 * Languages people commonly speak natively (ISO 639-1), beyond the site's seven. Any other real
 * code is accepted by the API (isLanguageCode); the form offers these, and keeps a person's own
 * value when it is not among them.
 */
const otherLanguages = [
  'af', 'am', 'ar', 'az', 'be', 'bg', 'bn', 'bs', 'ca', 'cs', 'cy', 'da', 'el', 'et', 'eu', 'fa', 'fi', 'ga', 'gl',
  'gu', 'he', 'hi', 'hr', 'hu', 'hy', 'id', 'is', 'ka', 'kk', 'km', 'kn', 'ko', 'ky', 'lb', 'lo', 'lt', 'lv', 'mk',
  'ml', 'mn', 'mr', 'ms', 'mt', 'my', 'nb', 'ne', 'nl', 'pa', 'pl', 'ps', 'pt', 'ro', 'si', 'sk', 'sl', 'sq', 'sr',
  'sv', 'sw', 'ta', 'te', 'tg', 'th', 'tl', 'tr', 'uk', 'ur', 'uz', 'vi', 'xh', 'yo', 'zh', 'zu',
];

export interface LanguageOption {
  value: string;
  label: string;
}

/** 'French — français': the name in the reader's language, then in the language itself when it differs. */
function labelOf(readerTag: string, code: string): string {
  const base = code.split('_')[0] ?? code;
  const inReader = new Intl.DisplayNames([readerTag], { type: 'language', fallback: 'code' }).of(base) ?? code;
  let native = inReader;
  try {
    native = new Intl.DisplayNames([base], { type: 'language', fallback: 'code' }).of(base) ?? inReader;
  } catch {
    // A code Intl cannot open as a locale: the reader's name alone.
  }
  return native.toLocaleLowerCase(base) === inReader.toLocaleLowerCase(readerTag) ? inReader : `${inReader} — ${native}`;
}

/** The site's languages first (in the picker's order), then the others by their name in the reader's language. */
export function nativeLanguageOptions(reader: Locale, current: string | null): { site: LanguageOption[]; others: LanguageOption[] } {
  const tag = languageTag(reader);
  const site = locales.map((locale) => ({ value: locale, label: labelOf(tag, locale) }));
  const codes = new Set(otherLanguages);
  // A value set through the API ('fr', 'qu'): still shown, so saving the form keeps it.
  if (current && !(locales as readonly string[]).includes(current)) codes.add(current);
  const others = [...codes]
    .map((code) => ({ value: code, label: labelOf(tag, code) }))
    .sort((a, b) => a.label.localeCompare(b.label, tag));
  return { site, others };
}

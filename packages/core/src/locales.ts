/** The interface languages, in the order the picker shows them. English is the fallback for everything. */
export const locales = ['en_US', 'fr_FR', 'de_DE', 'es_ES', 'it_IT', 'ru_RU', 'ja_JP'] as const;
export type Locale = (typeof locales)[number];

export const fallbackLocale: Locale = 'en_US';

/**
 * The spec's own market defaults to de_DE; Cicerone sells worldwide, so a visitor
 * with no cookie and no matching Accept-Language lands in English (docs/decisions/0002).
 */
export const defaultLocale: Locale = 'en_US';
export const defaultCurrency = 'EUR';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** 'fr_FR' → 'fr-FR', the BCP 47 tag Intl and <html lang> expect. */
export function languageTag(locale: Locale): string {
  return locale.replace('_', '-');
}

/** Right-to-left scripts; none of today's seven is, but <html dir> follows this one rule. */
export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return ['ar', 'he', 'fa', 'ur'].includes(locale.slice(0, 2)) ? 'rtl' : 'ltr';
}

import { fallbackLocale, type Locale } from '../locales.ts';

/** A name stored per language falls back to English, like every other content entry. */
export function localizedName(names: Partial<Record<string, string>>, locale: Locale): string {
  return names[locale] ?? names[fallbackLocale] ?? '';
}
